import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

@MainActor
@Suite struct SwipeRecognizerTests {
    struct Stroke: Sendable {
        var direction: UISwipeGestureRecognizer.Direction
        var delta: CGPoint
        var recognizes: Bool
    }

    @Test(arguments: [
        Stroke(direction: .right, delta: CGPoint(x: 60, y: 5), recognizes: true),
        Stroke(direction: .left, delta: CGPoint(x: -60, y: 0), recognizes: true),
        Stroke(direction: .up, delta: CGPoint(x: 0, y: -60), recognizes: true),
        Stroke(direction: .down, delta: CGPoint(x: 10, y: 60), recognizes: true),
        Stroke(direction: .right, delta: CGPoint(x: -60, y: 0), recognizes: false),
        Stroke(direction: .right, delta: CGPoint(x: 60, y: 45), recognizes: false),
        Stroke(direction: [.left, .right], delta: CGPoint(x: -55, y: 0), recognizes: true),
    ])
    func directions(_ stroke: Stroke) throws {
        let direction = stroke.direction, delta = stroke.delta, recognizes = stroke.recognizes
        let scene = GestureScene()
        let swipe = UISwipeGestureRecognizer().recording(as: "swipe", in: scene.log)
        swipe.direction = direction
        scene.view.addGestureRecognizer(swipe)
        try scene.driver.touchDown(1, at: CGPoint(x: 200, y: 200))
        scene.driver.advance(by: 0.05)
        try scene.driver.touchMove(1, to: CGPoint(x: 200 + delta.x / 2, y: 200 + delta.y / 2))
        scene.driver.advance(by: 0.05)
        try scene.driver.touchMove(1, to: CGPoint(x: 200 + delta.x, y: 200 + delta.y))
        try scene.driver.touchUp(1)
        // Recognized at the second move (the first is short of 50 points): the view's touch is taken then.
        #expect(
            scene.log.take()
                == (recognizes
                    ? ["V.touchesBegan(1)", "V.touchesMoved(1)", "V.touchesCancelled(1)", "swipe.action(ended)"]
                    : ["V.touchesBegan(1)", "V.touchesMoved(1)", "V.touchesMoved(1)", "V.touchesEnded(1)"]))
    }

    @Test func aSlowStrokeIsNoSwipe() throws {
        let scene = GestureScene()
        let swipe = UISwipeGestureRecognizer().recording(as: "swipe", in: scene.log)
        scene.view.addGestureRecognizer(swipe)
        try scene.driver.touchDown(1, at: CGPoint(x: 100, y: 100))
        scene.driver.advance(by: 0.6)
        try scene.driver.touchMove(1, to: CGPoint(x: 200, y: 100))
        try scene.driver.touchUp(1)
        #expect(scene.log.take() == ["V.touchesBegan(1)", "V.touchesMoved(1)", "V.touchesEnded(1)"])
    }
}
