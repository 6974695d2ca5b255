import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

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
        #expect(scene.driver.diagnostics.map(\.kind) == [.input(.nonFiniteLocation), .input(.nonFiniteLocation)])
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
