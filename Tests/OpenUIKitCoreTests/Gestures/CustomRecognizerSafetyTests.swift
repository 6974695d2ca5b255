import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

@MainActor
@Suite struct CustomRecognizerSafetyTests {
    @Test func aContinuousRecognizerThatNeverEndsIsCancelledWhenItsTouchesAreGone() throws {
        final class Forgetful: UIGestureRecognizer {
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
                if state == .possible { state = .began }
            }
        }
        let scene = GestureScene()
        let forgetful = Forgetful().recording(as: "forgetful", in: scene.log)
        scene.view.addGestureRecognizer(forgetful)
        try scene.driver.touchDown(1, at: CGPoint(x: 10, y: 10))
        try scene.driver.touchMove(1, to: CGPoint(x: 20, y: 10))
        try scene.driver.touchUp(1)
        #expect(
            scene.log.take() == [
                "V.touchesBegan(1)", "V.touchesCancelled(1)", "forgetful.action(began)", "forgetful.action(cancelled)",
            ])
        #expect(forgetful.state == .possible)
        #expect(scene.driver.diagnostics.map(\.kind) == [.programmingError(.apiMisuse)])
    }
}
