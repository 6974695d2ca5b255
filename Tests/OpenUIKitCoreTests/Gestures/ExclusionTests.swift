import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

@MainActor
@Suite struct ExclusionTests {
    private func pinchAndRotate(_ scene: GestureScene) throws {
        try scene.driver.frame {
            try $0.down(1, at: CGPoint(x: 100, y: 200))
            try $0.down(2, at: CGPoint(x: 300, y: 200))
        }
        // Spread and turn at once: both thresholds are crossed in the same move.
        try scene.driver.frame {
            try $0.move(1, to: CGPoint(x: 80, y: 220))
            try $0.move(2, to: CGPoint(x: 320, y: 180))
        }
        try scene.driver.frame {
            try $0.move(1, to: CGPoint(x: 70, y: 240))
            try $0.move(2, to: CGPoint(x: 330, y: 160))
        }
        try scene.driver.frame {
            try $0.up(1)
            try $0.up(2)
        }
    }

    @Test func pinchAndRotationPreventEachOtherByDefault() throws {
        let scene = GestureScene()
        let pinch = UIPinchGestureRecognizer().recording(as: "pinch", in: scene.log)
        let rotation = UIRotationGestureRecognizer().recording(as: "rotation", in: scene.log)
        scene.view.addGestureRecognizer(pinch)
        scene.view.addGestureRecognizer(rotation)
        try pinchAndRotate(scene)
        #expect(
            scene.log.take() == [
                "V.touchesBegan(1,2)", "V.touchesCancelled(1,2)", "pinch.action(began)", "pinch.action(changed)",
                "pinch.action(ended)",
            ])
    }

    @Test func pinchAndRotationRunTogetherWhenADelegateAllowsIt() throws {
        let scene = GestureScene()
        let pinch = UIPinchGestureRecognizer().recording(as: "pinch", in: scene.log)
        let rotation = UIRotationGestureRecognizer().recording(as: "rotation", in: scene.log)
        let delegate = ScriptedDelegate()
        delegate.simultaneous = true
        rotation.delegate = delegate
        scene.view.addGestureRecognizer(pinch)
        scene.view.addGestureRecognizer(rotation)
        try pinchAndRotate(scene)
        #expect(
            scene.log.take() == [
                "V.touchesBegan(1,2)", "V.touchesCancelled(1,2)", "pinch.action(began)", "rotation.action(began)",
                "pinch.action(changed)", "rotation.action(changed)", "pinch.action(ended)", "rotation.action(ended)",
            ])
    }

    @Test func canPreventOverriddenOneWay() throws {
        /// Rotation may prevent pinch, but pinch may not prevent rotation (Docs/EventModel.md, "How recognizers
        /// interact", one-way prevention).
        final class PoliteRotation: UIRotationGestureRecognizer {
            override func canBePrevented(by other: UIGestureRecognizer) -> Bool { !(other is UIPinchGestureRecognizer) }
        }
        let scene = GestureScene()
        let pinch = UIPinchGestureRecognizer().recording(as: "pinch", in: scene.log)
        let rotation = PoliteRotation().recording(as: "rotation", in: scene.log)
        scene.view.addGestureRecognizer(pinch)
        scene.view.addGestureRecognizer(rotation)
        try pinchAndRotate(scene)
        // Pinch begins first and cannot stop rotation; when rotation begins it stops nothing either, since pinch
        // is already active. Both run.
        #expect(
            scene.log.take() == [
                "V.touchesBegan(1,2)", "V.touchesCancelled(1,2)", "pinch.action(began)", "rotation.action(began)",
                "pinch.action(changed)", "rotation.action(changed)", "pinch.action(ended)", "rotation.action(ended)",
            ])
        // The other way round, rotation wins alone.
        let second = GestureScene()
        let pinch2 = UIPinchGestureRecognizer().recording(as: "pinch", in: second.log)
        let rotation2 = UIRotationGestureRecognizer().recording(as: "rotation", in: second.log)
        second.view.addGestureRecognizer(rotation2)
        second.view.addGestureRecognizer(pinch2)
        try pinchAndRotate(second)
        #expect(
            second.log.take() == [
                "V.touchesBegan(1,2)", "V.touchesCancelled(1,2)", "rotation.action(began)", "rotation.action(changed)",
                "rotation.action(ended)",
            ])
    }

    @Test func theHitViewsRecognizerGoesBeforeItsSuperviews() throws {
        let scene = GestureScene()
        let child = RecordingView("child", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: scene.log)
        scene.view.addSubview(child)
        let outer = UITapGestureRecognizer().recording(as: "outer", in: scene.log)
        let inner = UITapGestureRecognizer().recording(as: "inner", in: scene.log)
        scene.view.addGestureRecognizer(outer)
        child.addGestureRecognizer(inner)
        try scene.driver.tap(at: CGPoint(x: 50, y: 50))
        #expect(scene.log.take() == ["child.touchesBegan(1)", "child.touchesCancelled(1)", "inner.action(ended)"])
        try scene.driver.tap(at: CGPoint(x: 250, y: 250), finger: 2)
        #expect(scene.log.take() == ["V.touchesBegan(2)", "V.touchesCancelled(2)", "outer.action(ended)"])
    }

    @Test func aLongPressPreventsATapOnTheSameTouch() throws {
        let scene = GestureScene()
        let tap = UITapGestureRecognizer().recording(as: "tap", in: scene.log)
        let press = UILongPressGestureRecognizer().recording(as: "press", in: scene.log)
        scene.view.addGestureRecognizer(tap)
        scene.view.addGestureRecognizer(press)
        try scene.driver.touchDown(1, at: CGPoint(x: 50, y: 50))
        scene.driver.advance(by: 0.6)
        try scene.driver.touchUp(1)
        #expect(
            scene.log.take() == [
                "V.touchesBegan(1)", "V.touchesCancelled(1)", "press.action(began)", "press.action(ended)",
            ])
    }

    @Test func recognizersOnDifferentFingersAndViewsDoNotPreventEachOther() throws {
        let scene = GestureScene()
        let left = RecordingView("left", frame: CGRect(x: 0, y: 0, width: 200, height: 400), log: scene.log)
        let right = RecordingView("right", frame: CGRect(x: 200, y: 0, width: 200, height: 400), log: scene.log)
        scene.view.addSubview(left)
        scene.view.addSubview(right)
        let panLeft = UIPanGestureRecognizer().recording(as: "panL", in: scene.log)
        let panRight = UIPanGestureRecognizer().recording(as: "panR", in: scene.log)
        left.addGestureRecognizer(panLeft)
        right.addGestureRecognizer(panRight)
        try scene.driver.touchDown(1, at: CGPoint(x: 50, y: 50))
        try scene.driver.touchDown(2, at: CGPoint(x: 250, y: 50))
        try scene.driver.touchMove(1, to: CGPoint(x: 50, y: 90))
        try scene.driver.touchMove(2, to: CGPoint(x: 250, y: 90))
        try scene.driver.frame {
            try $0.up(1)
            try $0.up(2)
        }
        #expect(
            scene.log.take() == [
                "left.touchesBegan(1)", "right.touchesBegan(2)", "left.touchesCancelled(1)", "panL.action(began)",
                "right.touchesCancelled(2)", "panR.action(began)", "panL.action(ended)", "panR.action(ended)",
            ])
    }
}
