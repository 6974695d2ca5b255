import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

extension UIPanGestureRecognizer {
    /// Logs `"name.action(state) t=(x,y)"` with the translation in the window.
    @MainActor @discardableResult
    fileprivate func loggingTranslation(as name: String, in log: CallbackLog) -> Self {
        self.name = name
        addHandler { recognizer in
            let pan = recognizer as! UIPanGestureRecognizer
            log.append("\(name).action(\(pan.state)) t=\(point(pan.translation(in: nil)))")
        }
        return self
    }
}

@MainActor
@Suite struct ScrollTests {
    @Test func wheelStepsDrivePansThatAllowDiscreteScrollingAndNoView() throws {
        let scene = GestureScene()
        let pan = UIPanGestureRecognizer().loggingTranslation(as: "pan", in: scene.log)
        pan.allowedScrollTypesMask = .discrete
        let plain = UIPanGestureRecognizer().recording(as: "plain", in: scene.log)
        scene.view.addGestureRecognizer(pan)
        scene.view.addGestureRecognizer(plain)
        try scene.driver.scroll(dx: 0, dy: 1, at: CGPoint(x: 50, y: 50))
        scene.driver.advance(by: 0.1)
        try scene.driver.scroll(dx: 0, dy: 1, at: CGPoint(x: 50, y: 50))
        try scene.driver.scroll(dx: 1, dy: 0, at: CGPoint(x: 50, y: 50))
        #expect(
            scene.log.take() == [
                "pan.action(began) t=(0,-40)", "pan.action(changed) t=(0,-80)", "pan.action(changed) t=(-40,-80)",
            ])
        #expect(pan.velocity(in: nil) == CGPoint(x: 0, y: -400), "the latest step with time between: 40 pt in 0.1 s")
        scene.driver.advance(by: 0.1)
        #expect(scene.log.take() == [])
        scene.driver.advance(by: 0.05)
        #expect(scene.log.take() == ["pan.action(ended) t=(-40,-80)"])
        #expect(scene.driver.finish().isClean)
        #expect(scene.driver.diagnostics.isEmpty)
    }

    @Test func continuousScrollIsHitTestedAtThePointerAndArbitratedLikeTouches() throws {
        let scene = GestureScene()
        let inner = RecordingView("I", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: scene.log)
        scene.view.addSubview(inner)
        let innerPan = UIPanGestureRecognizer().loggingTranslation(as: "innerPan", in: scene.log)
        innerPan.allowedScrollTypesMask = .continuous
        inner.addGestureRecognizer(innerPan)
        let outerPan = UIPanGestureRecognizer().loggingTranslation(as: "outerPan", in: scene.log)
        outerPan.allowedScrollTypesMask = .all
        scene.view.addGestureRecognizer(outerPan)
        var failures: [String] = []
        scene.driver.application.gestureDecisionObserver = { decision in
            if case .failed = decision.kind { failures.append(decision.description) }
        }

        try scene.driver.scroll(by: 0, -3, at: CGPoint(x: 50, y: 50))
        scene.driver.advance(by: 0.05)
        try scene.driver.scroll(by: 2, -4, at: CGPoint(x: 50, y: 50), isFinal: true)
        #expect(
            scene.log.take() == [
                "innerPan.action(began) t=(0,-3)", "innerPan.action(changed) t=(2,-7)",
                "innerPan.action(ended) t=(2,-7)",
            ])
        #expect(failures == [#"arbiter: outerPan fails: preventedBy("innerPan")"#])
        #expect(innerPan.velocity(in: nil) == .zero, "reset after the scroll")

        // Outside the inner view, the outer pan scrolls.
        try scene.driver.scroll(by: 0, 5, at: CGPoint(x: 300, y: 300), isFinal: true)
        #expect(scene.log.take() == ["outerPan.action(began) t=(0,5)", "outerPan.action(ended) t=(0,5)"])
        #expect(scene.driver.finish().isClean)
    }

    @Test func aScrollViewStyleHandlerSeesVelocity() throws {
        let scene = GestureScene()
        let pan = UIPanGestureRecognizer()
        pan.allowedScrollTypesMask = .continuous
        var velocities: [String] = []
        pan.addHandler { recognizer in
            velocities.append(
                "\(recognizer.state) v=\(point((recognizer as! UIPanGestureRecognizer).velocity(in: nil)))")
        }
        scene.view.addGestureRecognizer(pan)
        try scene.driver.scroll(by: 0, -10, at: CGPoint(x: 50, y: 50))
        scene.driver.advance(by: 0.01)
        try scene.driver.scroll(by: 0, -10, at: CGPoint(x: 50, y: 50))
        scene.driver.advance(by: 0.2)
        #expect(velocities == ["began v=(0,0)", "changed v=(0,-1000)", "ended v=(0,-1000)"])
    }

    @Test func badScrollInputIsReportedAndDropped() throws {
        let scene = GestureScene()
        let pan = UIPanGestureRecognizer().recording(as: "pan", in: scene.log)
        pan.allowedScrollTypesMask = .all
        scene.view.addGestureRecognizer(pan)
        try scene.driver.scroll(by: .nan, 1, at: CGPoint(x: 50, y: 50))
        try scene.driver.scroll(by: 0, 1, at: CGPoint(x: CGFloat.infinity, y: 50))
        #expect(scene.log.take() == [])
        #expect(scene.driver.diagnostics.map(\.kind) == [.nonFiniteLocation, .nonFiniteLocation])
        #expect(scene.driver.finish().isClean)
    }

    @Test func closingTheWindowCancelsAScroll() throws {
        let scene = GestureScene()
        let pan = UIPanGestureRecognizer().recording(as: "pan", in: scene.log)
        pan.allowedScrollTypesMask = .discrete
        scene.view.addGestureRecognizer(pan)
        try scene.driver.scroll(dx: 0, dy: 1, at: CGPoint(x: 50, y: 50))
        scene.window.isHidden = true
        scene.driver.advance(by: 1)
        #expect(scene.log.take() == ["pan.action(began)", "pan.action(cancelled)"])
        #expect(scene.driver.finish().isClean)
    }
}

@MainActor
@Suite struct HoverTests {
    @Test func hoverFollowsTheFrontMostViewAndItsAncestors() throws {
        let scene = GestureScene()
        let outer = RecordingView("O", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: scene.log)
        let inner = RecordingView("I", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: scene.log)
        let sibling = RecordingView("S", frame: CGRect(x: 200, y: 0, width: 100, height: 100), log: scene.log)
        scene.view.addSubview(outer)
        outer.addSubview(inner)
        scene.view.addSubview(sibling)
        for (view, name) in [(outer, "oHover"), (inner, "iHover"), (sibling, "sHover")] {
            let hover = UIHoverGestureRecognizer()
            hover.name = name
            hover.addHandler { recognizer in
                scene.log.append("\(name).action(\(recognizer.state)) at \(point(recognizer.location(in: view)))")
            }
            view.addGestureRecognizer(hover)
        }
        try scene.driver.pointerMove(to: CGPoint(x: 50, y: 50))
        try scene.driver.pointerMove(to: CGPoint(x: 60, y: 50))
        try scene.driver.pointerMove(to: CGPoint(x: 150, y: 50))
        try scene.driver.pointerMove(to: CGPoint(x: 250, y: 50))
        try scene.driver.pointerExit()
        #expect(
            scene.log.take() == [
                "iHover.action(began) at (50,50)", "oHover.action(began) at (50,50)",
                "iHover.action(changed) at (60,50)", "oHover.action(changed) at (60,50)",
                "iHover.action(ended) at (150,50)", "oHover.action(changed) at (150,50)",
                "oHover.action(ended) at (250,50)", "sHover.action(began) at (50,50)",
                "sHover.action(ended) at (50,50)",
            ])
        #expect(scene.driver.finish().isClean)
    }

    @Test func hoverNeverTouchesAndIgnoresDisabledAndHiddenViews() throws {
        let scene = GestureScene()
        let hover = UIHoverGestureRecognizer().recording(as: "hover", in: scene.log)
        scene.view.addGestureRecognizer(hover)
        try scene.driver.pointerMove(to: CGPoint(x: 10, y: 10))
        scene.view.isUserInteractionEnabled = false
        try scene.driver.pointerMove(to: CGPoint(x: 20, y: 10))
        scene.view.isUserInteractionEnabled = true
        try scene.driver.pointerMove(to: CGPoint(x: 30, y: 10))
        hover.isEnabled = false
        try scene.driver.pointerMove(to: CGPoint(x: 40, y: 10))
        #expect(
            scene.log.take() == [
                "hover.action(began)", "hover.action(ended)", "hover.action(began)", "hover.action(cancelled)",
            ])
        #expect(scene.driver.finish().isClean)
    }

    /// Found by the fuzzer (seed 14, world 82): a hover recognizer received the touch, held its end
    /// (`delaysTouchesEnded`) and never decided, so the view never saw the finger lift.
    @Test func aHoverRecognizerNeverReceivesTouches() throws {
        let scene = GestureScene()
        let hover = UIHoverGestureRecognizer().recording(as: "hover", in: scene.log)
        scene.view.addGestureRecognizer(hover)
        try scene.driver.tap(at: CGPoint(x: 10, y: 10))
        try scene.driver.click(at: CGPoint(x: 10, y: 10))
        #expect(
            scene.log.take() == [
                "V.touchesBegan(1)", "V.touchesEnded(1)", "V.touchesBegan(mouse)", "V.touchesEnded(mouse)",
            ])
        #expect(hover.state == .possible)
        #expect(scene.driver.finish().isClean)
    }

    @Test func removingTheHoveredViewFromAnActionIsSafe() throws {
        let scene = GestureScene()
        let child = RecordingView("C", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: scene.log)
        scene.view.addSubview(child)
        let hover = UIHoverGestureRecognizer().recording(as: "hover", in: scene.log)
        hover.addHandler { _ in child.removeFromSuperview() }
        child.addGestureRecognizer(hover)
        try scene.driver.pointerMove(to: CGPoint(x: 10, y: 10))
        try scene.driver.pointerMove(to: CGPoint(x: 20, y: 10))
        #expect(scene.log.take() == ["hover.action(began)", "hover.action(ended)"])
        #expect(scene.driver.finish().isClean)
    }
}

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
        #expect(scene.driver.diagnostics.map(\.kind) == [.touchNotBegun])
        #expect(scene.driver.finish().isClean)
    }
}

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
        #expect(scene.driver.diagnostics.map(\.kind) == [.touchNotBegun, .nonFiniteLocation, .duplicateBegin])
        #expect(scene.log.take() == [])
        #expect(scene.driver.finish().isClean)
    }
}

@MainActor
@Suite struct CursorTests {
    @Test func theBackendHearsOfEachNewShapeUnderThePointerOnce() throws {
        let scene = GestureScene()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        scene.view.addSubview(button)
        let text = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 100))
        text.cursor = .iBeam
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        text.addSubview(inner)
        let divider = UIView(frame: CGRect(x: 300, y: 0, width: 10, height: 400))
        divider.cursor = .resizeLeftRight
        scene.view.addSubview(text)
        scene.view.addSubview(divider)
        let disabled = UIButton(type: .system)
        disabled.frame = CGRect(x: 0, y: 300, width: 100, height: 40)
        disabled.isEnabled = false
        scene.view.addSubview(disabled)
        func cursorEvents() -> [String] {
            scene.driver.backend.windowEvents.map(\.description).filter { $0.hasPrefix("cursor") }
        }
        for point in [
            CGPoint(x: 150, y: 20), CGPoint(x: 10, y: 10), CGPoint(x: 20, y: 10), CGPoint(x: 20, y: 110),
            CGPoint(x: 10, y: 160), CGPoint(x: 305, y: 10), CGPoint(x: 10, y: 310),
        ] {
            try scene.driver.pointerMove(to: point)
        }
        #expect(
            cursorEvents() == [
                "cursor #\(scene.window.identifier.rawValue) default",
                "cursor #\(scene.window.identifier.rawValue) pointer",
                "cursor #\(scene.window.identifier.rawValue) text",
                "cursor #\(scene.window.identifier.rawValue) ew-resize",
                "cursor #\(scene.window.identifier.rawValue) default",
            ])
    }
}
