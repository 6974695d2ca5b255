import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

@MainActor
@Suite struct TapRecognizerTests {
    @Test func twoFingerDoubleTap() throws {
        let scene = GestureScene()
        let tap = UITapGestureRecognizer().recording(as: "tap", in: scene.log)
        tap.numberOfTouchesRequired = 2
        tap.numberOfTapsRequired = 2
        tap.delaysTouchesEnded = false
        tap.cancelsTouchesInView = false
        scene.view.addGestureRecognizer(tap)
        for fingers in [(1, 2), (3, 4)] {
            try scene.driver.frame {
                try $0.down(fingers.0, at: CGPoint(x: 100, y: 100))
                try $0.down(fingers.1, at: CGPoint(x: 140, y: 100))
            }
            try scene.driver.frame {
                try $0.up(fingers.0)
                try $0.up(fingers.1)
            }
            scene.driver.advance(by: 0.1)
        }
        #expect(
            scene.log.take() == [
                "V.touchesBegan(1,2)", "V.touchesEnded(1,2)", "V.touchesBegan(3,4)", "tap.action(ended)",
                "V.touchesEnded(3,4)",
            ])
        #expect(tap.state == .possible)
    }

    @Test(arguments: [
        ("a finger strays", 0), ("too many fingers", 1), ("too few fingers", 2), ("the second tap is late", 3),
        ("the second tap is far", 4),
    ])
    func tapFailures(_ label: String, _ variant: Int) throws {
        let scene = GestureScene()
        let tap = UITapGestureRecognizer().recording(as: "tap", in: scene.log)
        var transitions: [String] = []
        scene.driver.application.gestureDecisionObserver = { decision in
            guard decision.recognizer === tap else { return }
            switch decision.kind {
            case .stateChanged, .reset: transitions.append(decision.description)
            default: break
            }
        }
        switch variant {
        case 0:
            scene.view.addGestureRecognizer(tap)
            try scene.driver.touchDown(1, at: CGPoint(x: 10, y: 10))
            try scene.driver.touchMove(1, to: CGPoint(x: 40, y: 10))
            try scene.driver.touchUp(1)
        case 1:
            scene.view.addGestureRecognizer(tap)
            try scene.driver.touchDown(1, at: CGPoint(x: 10, y: 10))
            try scene.driver.touchDown(2, at: CGPoint(x: 30, y: 10))
            try scene.driver.frame {
                try $0.up(1); try $0.up(2)
            }
        case 2:
            tap.numberOfTouchesRequired = 2
            scene.view.addGestureRecognizer(tap)
            try scene.driver.tap(at: CGPoint(x: 10, y: 10))
        case 3:
            tap.numberOfTapsRequired = 2
            scene.view.addGestureRecognizer(tap)
            try scene.driver.tap(at: CGPoint(x: 10, y: 10))
            scene.driver.advance(by: 0.4)
            try scene.driver.tap(at: CGPoint(x: 10, y: 10), finger: 2)
        default:
            tap.numberOfTapsRequired = 2
            scene.view.addGestureRecognizer(tap)
            try scene.driver.tap(at: CGPoint(x: 10, y: 10))
            scene.driver.advance(by: 0.1)
            try scene.driver.tap(at: CGPoint(x: 100, y: 10), finger: 2)
        }
        scene.driver.advance(by: 1)
        #expect(!scene.log.entries.contains("tap.action(ended)"), "\(label)")
        #expect(transitions.prefix(1) == ["tap: failed"], "\(label)")
        #expect(tap.state == .possible)
    }

    @Test func locationIsTheCentroidAndStaysAfterTheFingersLift() throws {
        let scene = GestureScene()
        var locations: [CGPoint] = []
        let tap = UITapGestureRecognizer { recognizer in
            locations.append(recognizer.location(in: nil))
            locations.append(recognizer.location(ofTouch: 1, in: recognizer.view))
            locations.append(CGPoint(x: recognizer.numberOfTouches, y: 0))
        }
        tap.numberOfTouchesRequired = 2
        let inner = UIView(frame: CGRect(x: 50, y: 50, width: 300, height: 300))
        scene.view.addSubview(inner)
        inner.addGestureRecognizer(tap)
        try scene.driver.frame {
            try $0.down(1, at: CGPoint(x: 100, y: 100))
            try $0.down(2, at: CGPoint(x: 200, y: 120))
        }
        try scene.driver.frame {
            try $0.up(1); try $0.up(2)
        }
        #expect(locations == [CGPoint(x: 150, y: 110), CGPoint(x: 150, y: 70), CGPoint(x: 2, y: 0)])
        #expect(tap.location(ofTouch: 5, in: nil) == .zero)
        #expect(scene.driver.diagnostics.map(\.kind) == [.programmingError])
    }
}

@MainActor
@Suite struct LongPressRecognizerTests {
    @Test func beginsAfterTheMinimumDurationReportsChangesAndEnds() throws {
        let scene = GestureScene()
        let press = UILongPressGestureRecognizer().recording(as: "press", in: scene.log)
        scene.view.addGestureRecognizer(press)
        try scene.driver.touchDown(1, at: CGPoint(x: 50, y: 50))
        scene.driver.advance(by: 0.499)
        try scene.driver.touchMove(1, to: CGPoint(x: 55, y: 50))
        #expect(scene.log.take() == ["V.touchesBegan(1)", "V.touchesMoved(1)"])
        scene.driver.advance(by: 0.001)
        #expect(scene.log.take() == ["V.touchesCancelled(1)", "press.action(began)"])
        try scene.driver.touchMove(1, to: CGPoint(x: 150, y: 50))
        try scene.driver.touchUp(1)
        #expect(scene.log.take() == ["press.action(changed)", "press.action(ended)"])
    }

    @Test func movingTooFarOrLiftingTooEarlyFails() throws {
        let scene = GestureScene()
        let press = UILongPressGestureRecognizer().recording(as: "press", in: scene.log)
        scene.view.addGestureRecognizer(press)
        try scene.driver.touchDown(1, at: CGPoint(x: 50, y: 50))
        try scene.driver.touchMove(1, to: CGPoint(x: 61, y: 50))
        scene.driver.advance(by: 1)
        try scene.driver.touchUp(1)
        try scene.driver.touchDown(2, at: CGPoint(x: 50, y: 50))
        scene.driver.advance(by: 0.2)
        try scene.driver.touchUp(2)
        scene.driver.advance(by: 1)
        #expect(
            scene.log.take() == [
                "V.touchesBegan(1)", "V.touchesMoved(1)", "V.touchesEnded(1)", "V.touchesBegan(2)", "V.touchesEnded(2)",
            ])
    }

    @Test func aTapThenAPress() throws {
        let scene = GestureScene()
        let press = UILongPressGestureRecognizer().recording(as: "press", in: scene.log)
        press.numberOfTapsRequired = 1
        press.minimumPressDuration = 0.3
        press.cancelsTouchesInView = false
        press.delaysTouchesEnded = false
        scene.view.addGestureRecognizer(press)
        try scene.driver.tap(at: CGPoint(x: 50, y: 50))
        scene.driver.advance(by: 0.1)
        try scene.driver.touchDown(2, at: CGPoint(x: 50, y: 50))
        scene.driver.advance(by: 0.3)
        try scene.driver.touchUp(2)
        #expect(
            scene.log.take() == [
                "V.touchesBegan(1)", "V.touchesEnded(1)", "V.touchesBegan(2)", "press.action(began)",
                "press.action(ended)",
                "V.touchesEnded(2)",
            ])
    }
}

@MainActor
@Suite struct PanRecognizerTests {
    @Test func translationVelocityAndSetTranslation() throws {
        let scene = GestureScene()
        var reports: [String] = []
        let pan = UIPanGestureRecognizer { recognizer in
            let pan = recognizer as! UIPanGestureRecognizer
            let t = pan.translation(in: pan.view), v = pan.velocity(in: pan.view)
            reports.append("\(pan.state) t=(\(rounded(t.x)), \(rounded(t.y))) v=(\(rounded(v.x)), \(rounded(v.y)))")
        }
        scene.view.addGestureRecognizer(pan)
        try scene.driver.touchDown(1, at: CGPoint(x: 100, y: 100))
        scene.driver.advance(by: 0.1)
        try scene.driver.touchMove(1, to: CGPoint(x: 106, y: 100))
        scene.driver.advance(by: 0.1)
        try scene.driver.touchMove(1, to: CGPoint(x: 120, y: 110))
        pan.setTranslation(.zero, in: scene.view)
        scene.driver.advance(by: 0.05)
        try scene.driver.touchMove(1, to: CGPoint(x: 125, y: 110))
        try scene.driver.touchUp(1)
        #expect(
            reports == [
                "began t=(20.0, 10.0) v=(140.0, 100.0)",
                "changed t=(5.0, 0.0) v=(100.0, 0.0)",
                "ended t=(5.0, 0.0) v=(100.0, 0.0)",
            ])
    }

    @Test func translationIsInTheGivenViewsCoordinates() throws {
        let scene = GestureScene()
        let turned = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        turned.transform = CGAffineTransform(rotationAngle: .pi / 2)
        scene.view.addSubview(turned)
        let pan = UIPanGestureRecognizer()
        scene.view.addGestureRecognizer(pan)
        try scene.driver.touchDown(1, at: CGPoint(x: 150, y: 150))
        try scene.driver.touchMove(1, to: CGPoint(x: 150, y: 180))
        let inTurned = pan.translation(in: turned)
        #expect(isClose(pan.translation(in: nil), CGPoint(x: 0, y: 30)))
        #expect(isClose(inTurned, CGPoint(x: 30, y: 0)))
        try scene.driver.touchUp(1)
    }

    @Test func addingAFingerKeepsTheTranslationContinuous() throws {
        let scene = GestureScene()
        var translations: [CGPoint] = []
        let pan = UIPanGestureRecognizer { translations.append(($0 as! UIPanGestureRecognizer).translation(in: nil)) }
        scene.view.addGestureRecognizer(pan)
        try scene.driver.touchDown(1, at: CGPoint(x: 100, y: 100))
        try scene.driver.touchMove(1, to: CGPoint(x: 120, y: 100))
        try scene.driver.touchDown(2, at: CGPoint(x: 300, y: 300))
        try scene.driver.frame {
            try $0.move(1, to: CGPoint(x: 130, y: 100))
            try $0.move(2, to: CGPoint(x: 310, y: 300))
        }
        try scene.driver.touchUp(2)
        try scene.driver.touchMove(1, to: CGPoint(x: 135, y: 100))
        try scene.driver.touchUp(1)
        #expect(
            translations == [
                CGPoint(x: 20, y: 0), CGPoint(x: 30, y: 0), CGPoint(x: 35, y: 0), CGPoint(x: 35, y: 0),
            ])
    }

    @Test func fingerCountLimitsAndFailureBeforeBeginning() throws {
        let scene = GestureScene()
        let pan = UIPanGestureRecognizer().recording(as: "pan", in: scene.log)
        pan.minimumNumberOfTouches = 2
        pan.maximumNumberOfTouches = 2
        scene.view.addGestureRecognizer(pan)
        try scene.driver.touchDown(1, at: CGPoint(x: 100, y: 100))
        try scene.driver.touchMove(1, to: CGPoint(x: 150, y: 100))
        try scene.driver.touchUp(1)
        #expect(scene.log.take() == ["V.touchesBegan(1)", "V.touchesMoved(1)", "V.touchesEnded(1)"])
        try scene.driver.frame {
            try $0.down(2, at: CGPoint(x: 100, y: 100))
            try $0.down(3, at: CGPoint(x: 200, y: 100))
            try $0.down(4, at: CGPoint(x: 300, y: 100))
        }
        try scene.driver.frame {
            try $0.move(2, to: CGPoint(x: 100, y: 150))
            try $0.move(3, to: CGPoint(x: 200, y: 150))
        }
        try scene.driver.frame {
            try $0.up(2); try $0.up(3); try $0.up(4)
        }
        // The third finger was handed back to the view, which keeps it through the pan.
        #expect(
            scene.log.take() == [
                "V.touchesBegan(2,3,4)", "V.touchesCancelled(2,3)", "pan.action(began)", "pan.action(ended)",
                "V.touchesEnded(4)",
            ])
    }
}

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

@MainActor
@Suite struct PinchAndRotationRecognizerTests {
    @Test func pinchReportsScaleAndVelocityAndBeginsOnlyWhenTheFingersPinch() throws {
        let scene = GestureScene()
        var reports: [String] = []
        let pinch = UIPinchGestureRecognizer { recognizer in
            let pinch = recognizer as! UIPinchGestureRecognizer
            reports.append("\(pinch.state) \(rounded(pinch.scale)) \(rounded(pinch.velocity))")
        }
        scene.view.addGestureRecognizer(pinch)
        try scene.driver.touchDown(1, at: CGPoint(x: 100, y: 200))
        try scene.driver.touchDown(2, at: CGPoint(x: 200, y: 200))
        scene.driver.advance(by: 0.1)
        try scene.driver.touchMove(2, to: CGPoint(x: 205, y: 200))
        #expect(reports.isEmpty)
        scene.driver.advance(by: 0.1)
        try scene.driver.touchMove(2, to: CGPoint(x: 250, y: 200))
        scene.driver.advance(by: 0.5)
        try scene.driver.touchMove(2, to: CGPoint(x: 300, y: 200))
        try scene.driver.touchUp(1)
        try scene.driver.touchUp(2)
        #expect(reports == ["began 1.5 2.5", "changed 2.0 1.0", "ended 2.0 1.0"])
    }

    @Test func rotationReportsRadiansTurned() throws {
        let scene = GestureScene()
        var reports: [String] = []
        let rotation = UIRotationGestureRecognizer { recognizer in
            let rotation = recognizer as! UIRotationGestureRecognizer
            reports.append("\(rotation.state) \(rounded(rotation.rotation))")
        }
        scene.view.addGestureRecognizer(rotation)
        try scene.driver.frame {
            try $0.down(1, at: CGPoint(x: 100, y: 200))
            try $0.down(2, at: CGPoint(x: 300, y: 200))
        }
        // A small wobble (about 3°) does not begin it.
        try scene.driver.frame {
            try $0.move(1, to: CGPoint(x: 100, y: 195))
            try $0.move(2, to: CGPoint(x: 300, y: 205))
        }
        #expect(reports.isEmpty)
        // A quarter turn clockwise on screen, then back to a half of it.
        try scene.driver.frame {
            try $0.move(1, to: CGPoint(x: 200, y: 100))
            try $0.move(2, to: CGPoint(x: 200, y: 300))
        }
        try scene.driver.frame {
            try $0.move(1, to: CGPoint(x: 129.289, y: 129.289))
            try $0.move(2, to: CGPoint(x: 270.711, y: 270.711))
        }
        try scene.driver.frame {
            try $0.up(1); try $0.up(2)
        }
        #expect(reports == ["began 1.571", "changed 0.785", "ended 0.785"])
    }
}

/// Rounds to three decimals so logs of computed values are stable.
func rounded(_ value: CGFloat) -> CGFloat { (value * 1000).rounded() / 1000 }
