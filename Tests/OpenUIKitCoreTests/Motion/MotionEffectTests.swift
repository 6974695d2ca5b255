import Foundation
import Testing
@_spi(Windowing) import OpenUIKitCore
import OpenUIKitTesting

/// Motion effects: kept on views and computed as UIKit computes them, never applied (no viewer offset on a desktop).
@MainActor
@Suite struct MotionEffectTests {
    @Test func interpolatingEffectsComputeTheirValuesAlongTheirAxisAndGroupsMergeThem() {
        let horizontal = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
        horizontal.minimumRelativeValue = -10
        horizontal.maximumRelativeValue = 30
        let vertical = UIInterpolatingMotionEffect(keyPath: "center.y", type: .tiltAlongVerticalAxis)
        vertical.minimumRelativeValue = NSValue(cgPoint: CGPoint(x: 0, y: -4))
        vertical.maximumRelativeValue = CGPoint(x: 2, y: 4)
        func values(_ effect: UIMotionEffect, _ h: CGFloat, _ v: CGFloat) -> String {
            let values = effect.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: h, vertical: v))
            return (values ?? [:]).sorted { $0.key < $1.key }.map { key, value in
                let shown =
                    (value as? NSNumber).map { "\($0.doubleValue)" } ?? (value as? NSValue).map {
                        "(\($0.pointValue.x), \($0.pointValue.y))"
                    } ?? "?"
                return "\(key)=\(shown)"
            }.joined(separator: " ")
        }
        #expect(values(horizontal, 0, 1) == "center.x=10.0")
        #expect(values(horizontal, -1, 0) == "center.x=-10.0")
        #expect(values(horizontal, 0.5, 0) == "center.x=20.0")
        #expect(values(horizontal, 4, 0) == "center.x=30.0")  // clamped to the maximum
        #expect(values(vertical, 1, 0.5) == "center.y=(1.5, 2.0)")
        let group = UIMotionEffectGroup()
        group.motionEffects = [horizontal, vertical]
        #expect(values(group, 1, -1) == "center.x=30.0 center.y=(0.0, -4.0)")
        #expect(UIMotionEffect().keyPathsAndRelativeValues(forViewerOffset: .zero) == nil)
        let mismatched = UIInterpolatingMotionEffect(keyPath: "alpha", type: .tiltAlongHorizontalAxis)
        mismatched.minimumRelativeValue = 1
        mismatched.maximumRelativeValue = CGPoint.zero
        #expect(mismatched.keyPathsAndRelativeValues(forViewerOffset: .zero) == nil)
    }

    @Test func viewsKeepTheirEffectsOnceEachAndStayWhereTheyAre() {
        let driver = EventDriver()
        let window = driver.makeWindow()
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        window.addSubview(view)
        let a = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
        a.minimumRelativeValue = -10
        a.maximumRelativeValue = 30
        let b = UIMotionEffectGroup()
        view.addMotionEffect(a)
        view.addMotionEffect(b)
        view.addMotionEffect(a)
        #expect(view.motionEffects.map { $0 === a } == [true, false])
        driver.advance(by: 0.5)
        #expect(view.center == CGPoint(x: 20, y: 20))  // the effect's value at rest (+10) is not applied
        view.removeMotionEffect(a)
        #expect(view.motionEffects.count == 1 && view.motionEffects[0] === b)
        view.motionEffects.removeAll()
        #expect(view.motionEffects.isEmpty && UIView(frame: .zero).motionEffects.isEmpty)
    }

    @Test func windowsHaveTheScreenAndOneSceneOfTheirApplication() {
        let driver = EventDriver()
        let window = driver.makeWindow()
        let other = driver.makeWindow()
        #expect(window.screen === UIScreen.main)
        let scene = window.windowScene
        #expect(scene != nil && scene === other.windowScene)
        #expect(scene?.windows.contains { $0 === window } == true)
        #expect(scene?.screen === UIScreen.main && scene?.next === driver.application)
        #expect(scene?.statusBarManager?.statusBarFrame == .zero && scene?.statusBarManager?.isStatusBarHidden == true)
        let made = UIWindow(windowScene: scene!)
        #expect(made.frame == UIScreen.main.bounds && made.windowScene === scene)
        // Another application has another scene.
        let otherDriver = EventDriver()
        #expect(otherDriver.makeWindow().windowScene !== scene)
        _ = driver
    }
}
