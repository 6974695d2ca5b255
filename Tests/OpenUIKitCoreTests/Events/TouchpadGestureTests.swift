import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

@MainActor
@Suite struct TouchpadGestureTests {
    final class Simultaneous: UIGestureRecognizerDelegate {
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool { true }
    }

    @Test func aTouchpadPinchDrivesPinchAndRotationAtThePointer() throws {
        let scene = GestureScene()
        // An app that opted in to indirect input (the compatibility form is in TouchpadPinchCompatibilityTests).
        scene.driver.application.supportsIndirectInputEvents = true
        let photo = RecordingView("P", frame: CGRect(x: 200, y: 200, width: 150, height: 150), log: scene.log)
        scene.view.addSubview(photo)
        let delegate = Simultaneous()
        let pinch = UIPinchGestureRecognizer()
        let rotation = UIRotationGestureRecognizer()
        pinch.delegate = delegate
        pinch.addHandler { r in
            scene.log.append(
                "pinch.action(\(r.state)) scale=\(((r as! UIPinchGestureRecognizer).scale * 100).rounded())%")
        }
        rotation.addHandler { r in
            let degrees = (r as! UIRotationGestureRecognizer).rotation * 180 / .pi
            scene.log.append("rotation.action(\(r.state)) \(Int(degrees.rounded()))°")
        }
        photo.addGestureRecognizer(pinch)
        photo.addGestureRecognizer(rotation)
        let at = CGPoint(x: 260, y: 260)
        try scene.driver.touchpadGesture(.pinch, .began, at: at)
        try scene.driver.touchpadGesture(.pinch, .changed, at: at, scale: 1.1, angleDelta: .pi / 18)
        try scene.driver.touchpadGesture(.pinch, .changed, at: at, scale: 1.5, angleDelta: .pi / 18)
        try scene.driver.touchpadGesture(.pinch, .ended, at: at, scale: 1.5)
        #expect(
            scene.log.take() == [
                "pinch.action(began) scale=110.0%", "rotation.action(began) 10°", "pinch.action(changed) scale=150.0%",
                "rotation.action(changed) 20°", "pinch.action(ended) scale=150.0%", "rotation.action(ended) 20°",
            ])
        #expect(scene.driver.finish().isClean)
    }

    @Test func aCancelledPinchCancelsItsRecognizers() throws {
        let scene = GestureScene()
        // An app that opted in to indirect input (the compatibility form is in TouchpadPinchCompatibilityTests).
        scene.driver.application.supportsIndirectInputEvents = true
        let pinch = UIPinchGestureRecognizer().recording(as: "pinch", in: scene.log)
        scene.view.addGestureRecognizer(pinch)
        try scene.driver.touchpadGesture(.pinch, .began, at: CGPoint(x: 200, y: 200))
        try scene.driver.touchpadGesture(.pinch, .changed, at: CGPoint(x: 200, y: 200), scale: 0.8)
        try scene.driver.touchpadGesture(.pinch, .cancelled, at: CGPoint(x: 200, y: 200), scale: 0.8)
        #expect(scene.log.take() == ["pinch.action(began)", "pinch.action(cancelled)"])
        #expect(scene.driver.finish().isClean)
    }

    @Test func aThreeFingerSwipeDrivesSwipeAndPanRecognizers() throws {
        let scene = GestureScene()
        let swipe = UISwipeGestureRecognizer().recording(as: "swipe", in: scene.log)
        swipe.numberOfTouchesRequired = 3
        swipe.direction = .left
        scene.view.addGestureRecognizer(swipe)
        try scene.driver.touchpadGesture(.swipe, .began, at: CGPoint(x: 300, y: 200), fingers: 3)
        for _ in 0..<4 {
            scene.driver.advance(by: 0.02)
            try scene.driver.touchpadGesture(.swipe, .changed, at: CGPoint(x: 300, y: 200), fingers: 3, dx: -30)
        }
        try scene.driver.touchpadGesture(.swipe, .ended, at: CGPoint(x: 300, y: 200), fingers: 3)
        #expect(scene.log.take() == ["swipe.action(ended)"])

        scene.view.removeGestureRecognizer(swipe)
        let pan = UIPanGestureRecognizer().loggingTranslation(as: "pan", in: scene.log)
        pan.minimumNumberOfTouches = 3
        scene.view.addGestureRecognizer(pan)
        try scene.driver.touchpadGesture(.swipe, .began, at: CGPoint(x: 300, y: 200), fingers: 3)
        try scene.driver.touchpadGesture(.swipe, .changed, at: CGPoint(x: 300, y: 200), fingers: 3, dy: 25)
        try scene.driver.touchpadGesture(.swipe, .ended, at: CGPoint(x: 300, y: 200), fingers: 3)
        #expect(scene.log.take() == ["pan.action(began) t=(0,25)", "pan.action(ended) t=(0,25)"])
        #expect(scene.driver.finish().isClean)
    }

    @Test func incoherentTouchpadInputIsReported() throws {
        let scene = GestureScene()
        // An app that opted in to indirect input (the compatibility form is in TouchpadPinchCompatibilityTests).
        scene.driver.application.supportsIndirectInputEvents = true
        try scene.driver.touchpadGesture(.pinch, .changed, at: CGPoint(x: 10, y: 10), scale: 1.2)
        try scene.driver.touchpadGesture(.pinch, .began, at: CGPoint(x: 10, y: 10), scale: .nan)
        try scene.driver.touchpadGesture(.swipe, .began, at: CGPoint(x: 10, y: 10), fingers: 3)
        try scene.driver.touchpadGesture(.swipe, .began, at: CGPoint(x: 10, y: 10), fingers: 3)
        try scene.driver.touchpadGesture(.swipe, .ended, at: CGPoint(x: 10, y: 10), fingers: 3)
        #expect(
            scene.driver.diagnostics.map(\.kind) == [
                .input(.touchNotBegun), .input(.nonFiniteLocation), .input(.duplicateBegin),
            ])
        #expect(scene.log.take() == [])
        #expect(scene.driver.finish().isClean)
    }
}
