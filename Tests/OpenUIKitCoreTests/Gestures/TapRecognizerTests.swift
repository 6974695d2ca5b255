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
        #expect(scene.driver.diagnostics.map(\.kind) == [.programmingError(.apiMisuse)])
    }
}
