import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

@MainActor
@Suite struct MouseButtonTests {
    /// Logs the event's button mask with each touch callback.
    final class MaskView: RecordingView {
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            log.append("M.began mask=\(event?.buttonMask.rawValue ?? -1)")
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            log.append("M.ended mask=\(event?.buttonMask.rawValue ?? -1)")
        }
    }

    /// An app that has not opted in to indirect input (UIKit's `UIApplicationSupportsIndirectInputEvents`) gets a
    /// click as a `.direct` touch, so drawing code that accepts `.direct` and `.pencil` touches only works with a
    /// mouse; an app that opts in gets `.indirectPointer`.
    @Test func aClickIsADirectTouchUnlessTheAppSupportsIndirectInput() throws {
        final class TypeView: RecordingView {
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                log.append("T.began \(touches.map { "\($0.type)" }.joined())")
            }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
                log.append("T.ended \(touches.map { "\($0.type)" }.joined())")
            }
        }
        let scene = GestureScene()
        scene.view.addSubview(TypeView("T", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: scene.log))
        #expect(!scene.driver.application.supportsIndirectInputEvents)
        try scene.driver.click(at: CGPoint(x: 30, y: 40))
        scene.driver.application.supportsIndirectInputEvents = true
        try scene.driver.click(at: CGPoint(x: 30, y: 40))
        #expect(
            scene.log.take() == [
                "T.began direct", "T.ended direct", "T.began indirectPointer", "T.ended indirectPointer",
            ])
        #expect(scene.driver.finish().isClean)
    }

    @Test func aSecondaryTapRecognizerGetsRightClicksAndViewsNever() throws {
        let scene = GestureScene()
        scene.driver.application.supportsIndirectInputEvents = true
        let view = MaskView("M", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: scene.log)
        scene.view.addSubview(view)
        let secondary = UITapGestureRecognizer()
        secondary.buttonMaskRequired = .secondary
        secondary.name = "secondaryTap"
        secondary.addHandler { recognizer in
            scene.log.append("secondaryTap.action(\(recognizer.state)) at \(point(recognizer.location(in: view)))")
        }
        let primary = UITapGestureRecognizer().recording(as: "primaryTap", in: scene.log)
        primary.cancelsTouchesInView = false
        view.addGestureRecognizer(secondary)
        view.addGestureRecognizer(primary)

        try scene.driver.click(.secondary, at: CGPoint(x: 30, y: 40))
        try scene.driver.click(.middle, at: CGPoint(x: 30, y: 40))
        scene.driver.advance(by: 1)
        try scene.driver.click(at: CGPoint(x: 30, y: 40))
        #expect(
            scene.log.take() == [
                "secondaryTap.action(ended) at (30,40)", "M.began mask=1", "primaryTap.action(ended)",
                "M.ended mask=1",
            ])
        #expect(scene.driver.finish().isClean)
        #expect(scene.driver.diagnostics.isEmpty)
    }

    @Test func aMiddleButtonPanAndUnbalancedButtons() throws {
        let scene = GestureScene()
        let pan = UIPanGestureRecognizer().loggingTranslation(as: "middlePan", in: scene.log)
        pan.buttonMaskRequired = .button(3)
        scene.view.addGestureRecognizer(pan)
        try scene.driver.pointerDown(at: CGPoint(x: 10, y: 10), button: .middle)
        try scene.driver.pointerMove(to: CGPoint(x: 40, y: 10))
        try scene.driver.pointerUp(at: CGPoint(x: 40, y: 10), button: .middle)
        try scene.driver.pointerUp(at: CGPoint(x: 40, y: 10), button: .secondary)
        #expect(scene.log.take() == ["middlePan.action(began) t=(30,0)", "middlePan.action(ended) t=(30,0)"])
        #expect(scene.driver.diagnostics.map(\.kind) == [.input(.touchNotBegun)])
        #expect(scene.driver.finish().isClean)
    }
}
