import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// `interactivePopGestureRecognizer`: a pan from the left edge pops the top controller when it ends far enough.
@MainActor
@Suite struct NavigationPopGestureTests {
    func makeStack() -> (EventDriver, UINavigationController) {
        let driver = EventDriver()
        let window = driver.makeWindow()
        let navigation = UINavigationController(rootViewController: UIViewController())
        window.rootViewController = navigation
        navigation.pushViewController(UIViewController(), animated: false)
        return (driver, navigation)
    }

    /// A drag along y = 200 from `start` to `end` (x), in steps of 10 points every 1/60 s, then a lift after
    /// `rest` seconds.
    func drag(_ driver: EventDriver, from start: CGFloat, to end: CGFloat, rest: TimeInterval = 0) throws {
        try driver.touchDown(1, at: CGPoint(x: start, y: 200))
        var x = start
        while x < end {
            x = min(x + 10, end)
            driver.advance(by: 1.0 / 60)
            try driver.touchMove(1, to: CGPoint(x: x, y: 200))
        }
        driver.advance(by: rest)
        try driver.touchUp(1)
        driver.advance(by: 1)  // the pop's animation
    }

    @Test func aPanFromTheEdgeAThirdAcrossPops() throws {
        let (driver, navigation) = makeStack()
        let recognizer = try #require(navigation.interactivePopGestureRecognizer)
        #expect(recognizer.view === navigation.view && recognizer.isEnabled)
        try drag(driver, from: 5, to: 60, rest: 0.5)  // 55 points, then still: under a third of 320, slow
        #expect(navigation.viewControllers.count == 2)
        try drag(driver, from: 5, to: 120)  // 115 points: over a third
        #expect(navigation.viewControllers.count == 1)
    }

    @Test func aFastFlickFromTheEdgePopsAndAPanAwayFromItOrWithNothingToPopDoesNot() throws {
        let (driver, navigation) = makeStack()
        try drag(driver, from: 40, to: 200)  // starts 40 points in: not the edge
        #expect(navigation.viewControllers.count == 2)
        navigation.interactivePopGestureRecognizer?.isEnabled = false
        try drag(driver, from: 5, to: 200)
        #expect(navigation.viewControllers.count == 2)
        navigation.interactivePopGestureRecognizer?.isEnabled = true
        try drag(driver, from: 5, to: 65)  // 60 points at 600 points a second
        #expect(navigation.viewControllers.count == 1)
        try drag(driver, from: 5, to: 200)  // only the root is left
        #expect(navigation.viewControllers.count == 1)
        #expect(driver.diagnostics.isEmpty)
    }
}
