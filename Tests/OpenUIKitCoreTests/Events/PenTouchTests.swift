import Foundation
import Testing
@testable import OpenUIKitCore
import OpenUIKitTesting

/// Pens: `.pencil` touches with force, tilt, precise locations, the eraser and barrel buttons; pen hover;
/// `allowedTouchTypes`, `requiresExclusiveTouchType` and events mixing fingers and pens.
@MainActor
@Suite struct PenTouchTests {
    /// Degrees, rounded, for logs.
    static func degrees(_ radians: CGFloat) -> Int { Int((radians * 180 / .pi).rounded()) }

    /// "(x,y)" with one decimal, for logs of sub-pixel locations.
    static func point(_ point: CGPoint) -> String {
        String(format: "(%.1f,%.1f)", Double(point.x), Double(point.y))
    }

    /// A view that logs, per phase, every pencil property of each touch and of its coalesced samples.
    final class PenView: UIView {
        var log: [String] = []
        private func note(_ name: String, _ touches: Set<UITouch>, _ event: UIEvent?) {
            for touch in touches {
                let coalesced = (event?.coalescedTouches(for: touch) ?? []).map {
                    "\(PenTouchTests.point($0.preciseLocation(in: self))) f\($0.force)"
                        + " alt\(PenTouchTests.degrees($0.altitudeAngle)) az\(PenTouchTests.degrees($0.azimuthAngle(in: self)))"
                }
                log.append(
                    "\(name) \(touch.type) eraser \(touch.isEraser) at \(PenTouchTests.point(touch.location(in: self)))"
                        + " precise \(PenTouchTests.point(touch.preciseLocation(in: self)))"
                        + " previous \(PenTouchTests.point(touch.precisePreviousLocation(in: self)))"
                        + " force \(touch.force)/\(touch.maximumPossibleForce)"
                        + " alt \(PenTouchTests.degrees(touch.altitudeAngle))"
                        + " az \(PenTouchTests.degrees(touch.azimuthAngle(in: self)))"
                        + " buttons \(event?.buttonMask.rawValue ?? -1)"
                        + " [\(coalesced.joined(separator: "; "))]")
            }
        }
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { note("began", touches, event) }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { note("moved", touches, event) }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { note("ended", touches, event) }
    }

    /// A driver whose 400 × 400 window is covered by a ``PenView``.
    static func penScene() -> (EventDriver, PenView) {
        let driver = EventDriver()
        let window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let view = PenView(frame: window.bounds)
        window.addSubview(view)
        return (driver, view)
    }

    @Test func aPenTouchCarriesForceTiltPreciseLocationAndBarrelButtons() throws {
        let (driver, view) = Self.penScene()
        try driver.penDown(
            at: CGPoint(x: 100, y: 100), force: 0.5,
            pen: .init(preciseLocation: CGPoint(x: 100.25, y: 99.75), altitudeAngle: .pi / 3, azimuthAngle: 0))
        try driver.frame {
            try $0.penMove(
                to: CGPoint(x: 110, y: 100), force: 1,
                pen: .init(preciseLocation: CGPoint(x: 110.5, y: 100), altitudeAngle: .pi / 4, azimuthAngle: .pi / 2),
                timestamp: 0.001)
            try $0.penMove(
                to: CGPoint(x: 120, y: 100), force: 2,
                pen: .init(
                    preciseLocation: CGPoint(x: 120.5, y: 100.5), altitudeAngle: .pi / 6, azimuthAngle: .pi,
                    barrelButtons: .secondary),
                timestamp: 0.002)
        }
        try driver.penUp()
        #expect(
            view.log == [
                "began pencil eraser false at (100.0,100.0) precise (100.2,99.8) previous (100.2,99.8)"
                    + " force 0.5/4.0 alt 60 az 0 buttons 0 [(100.2,99.8) f0.5 alt60 az0]",
                "moved pencil eraser false at (120.0,100.0) precise (120.5,100.5) previous (100.2,99.8)"
                    + " force 2.0/4.0 alt 30 az 180 buttons 2"
                    + " [(110.5,100.0) f1.0 alt45 az90; (120.5,100.5) f2.0 alt30 az180]",
                "ended pencil eraser false at (120.0,100.0) precise (120.0,100.0) previous (120.5,100.5)"
                    + " force 0.0/4.0 alt 90 az 0 buttons 0 [(120.0,100.0) f0.0 alt90 az0]",
            ])
        #expect(driver.finish().isClean)
        #expect(driver.diagnostics.isEmpty)
    }

    @Test func theAzimuthTurnsWithTheViewAndFingersReportNoTilt() throws {
        let driver = EventDriver()
        let window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let turned = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        turned.transform = CGAffineTransform(rotationAngle: .pi / 2)
        window.addSubview(turned)
        var seen: [String] = []
        let recorder = TouchObserver { touch in
            let vector = touch.azimuthUnitVector(in: turned)
            seen.append(
                "\(touch.type) alt \(Self.degrees(touch.altitudeAngle)) az window \(Self.degrees(touch.azimuthAngle(in: nil)))"
                    + " view \(Self.degrees(touch.azimuthAngle(in: turned)))"
                    + String(format: " vector (%.2f,%.2f)", Double(vector.dx), Double(vector.dy)))
        }
        turned.addGestureRecognizer(recorder)
        try driver.penDown(at: CGPoint(x: 150, y: 150), pen: .init(altitudeAngle: .pi / 4, azimuthAngle: 0))
        try driver.penUp()
        try driver.tap(at: CGPoint(x: 150, y: 150))
        #expect(
            seen == [
                "pencil alt 45 az window 0 view -90 vector (0.00,-1.00)",
                "direct alt 90 az window 0 view 0 vector (1.00,0.00)",
            ])
        #expect(driver.finish().isClean)
    }

    @Test func anEraserAndBadTiltValuesAreReportedSafely() throws {
        let (driver, view) = Self.penScene()
        try driver.penDown(
            at: CGPoint(x: 10, y: 10), force: 1,
            pen: .init(
                preciseLocation: CGPoint(x: CGFloat.nan, y: 0), altitudeAngle: .infinity, azimuthAngle: .nan,
                isEraser: true))
        try driver.penMove(to: CGPoint(x: 20, y: 10), force: 1, pen: .init(altitudeAngle: -1, isEraser: false))
        try driver.penUp()
        #expect(
            view.log == [
                "began pencil eraser true at (10.0,10.0) precise (10.0,10.0) previous (10.0,10.0)"
                    + " force 1.0/4.0 alt 90 az 0 buttons 0 [(10.0,10.0) f1.0 alt90 az0]",
                "moved pencil eraser true at (20.0,10.0) precise (20.0,10.0) previous (10.0,10.0)"
                    + " force 1.0/4.0 alt 0 az 0 buttons 0 [(20.0,10.0) f1.0 alt0 az0]",
                "ended pencil eraser true at (20.0,10.0) precise (20.0,10.0) previous (10.0,10.0)"
                    + " force 0.0/4.0 alt 90 az 0 buttons 0 [(20.0,10.0) f0.0 alt90 az0]",
            ], "the eraser is decided when the touch begins; non-finite values read as upright and exact")
        #expect(driver.finish().isClean)
    }

    // MARK: - Hover

    @Test func penHoverBeginsChangesAndEndsAtTouchDownAndProximityOut() throws {
        let scene = GestureScene()
        let hover = UIHoverGestureRecognizer()
        hover.addHandler { recognizer in
            let hover = recognizer as! UIHoverGestureRecognizer
            scene.log.append(
                "hover.\(hover.state) at \(Self.point(hover.location(in: nil))) z \(hover.zOffset)"
                    + " alt \(Self.degrees(hover.altitudeAngle)) az \(Self.degrees(hover.azimuthAngle(in: nil)))")
        }
        scene.view.addGestureRecognizer(hover)
        try scene.driver.penHover(
            to: CGPoint(x: 50, y: 50), pen: .init(altitudeAngle: .pi / 3, azimuthAngle: .pi / 2, zOffset: 0.5))
        try scene.driver.penHover(
            to: CGPoint(x: 60, y: 50), pen: .init(altitudeAngle: .pi / 4, azimuthAngle: .pi, zOffset: 2))
        try scene.driver.penLeave()
        try scene.driver.penHover(to: CGPoint(x: 70, y: 50), pen: .init(zOffset: 0.25))
        try scene.driver.penDown(at: CGPoint(x: 72, y: 50))
        try scene.driver.penUp()
        #expect(
            scene.log.take() == [
                "hover.began at (50.0,50.0) z 0.5 alt 60 az 90",
                "hover.changed at (60.0,50.0) z 1.0 alt 45 az 180",
                "hover.ended at (60.0,50.0) z 1.0 alt 45 az 180",
                "hover.began at (70.0,50.0) z 0.25 alt 90 az 0",
                "hover.ended at (70.0,50.0) z 0.25 alt 90 az 0",
                "V.touchesBegan(pen)",
                "V.touchesEnded(pen)",
            ], "proximity out ends the hover; so does the pen touching the screen, before its touch begins")
        #expect(scene.driver.finish().isClean)
    }

    // MARK: - Touch types

    /// A recognizer that logs the touches it receives, by finger, and never decides.
    final class TouchTypeLogger: UIGestureRecognizer {
        let log: CallbackLog
        init(_ name: String, log: CallbackLog) {
            self.log = log
            super.init(target: nil, action: nil)
            self.name = name
        }
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            let all = (event.allTouches ?? []).map { "\($0.type)" }.sorted().joined(separator: ",")
            log.append("\(name!).touchesBegan(\(fingerList(touches))) all [\(all)]")
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
            log.append("\(name!).touchesEnded(\(fingerList(touches)))")
            if numberOfTouches == touches.count { state = .failed }
        }
    }

    @Test func allowedTouchTypesKeepFingersFromAPenOnlyPanAndTheEventHoldsBoth() throws {
        let scene = GestureScene()
        let penOnly = TouchTypeLogger("penOnly", log: scene.log)
        penOnly.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.pencil.rawValue)]
        penOnly.requiresExclusiveTouchType = false
        let fingersOnly = TouchTypeLogger("fingersOnly", log: scene.log)
        fingersOnly.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.direct.rawValue)]
        fingersOnly.requiresExclusiveTouchType = false
        scene.view.addGestureRecognizer(penOnly)
        scene.view.addGestureRecognizer(fingersOnly)
        try scene.driver.touchDown(1, at: CGPoint(x: 10, y: 10))
        try scene.driver.penDown(at: CGPoint(x: 50, y: 50))
        try scene.driver.touchUp(1)
        try scene.driver.penUp()
        #expect(
            scene.log.take() == [
                "fingersOnly.touchesBegan(1) all [direct]",
                "V.touchesBegan(1)",
                "penOnly.touchesBegan(pen) all [direct,pencil]",
                "V.touchesBegan(pen)",
                "fingersOnly.touchesEnded(1)",
                "V.touchesEnded(1)",
                "penOnly.touchesEnded(pen)",
                "V.touchesEnded(pen)",
            ])
        #expect(scene.driver.finish().isClean)
    }

    @Test func requiresExclusiveTouchTypeIgnoresAPenJoiningAFingerGesture() throws {
        for exclusive in [true, false] {
            let scene = GestureScene()
            let logger = TouchTypeLogger("r", log: scene.log)
            logger.requiresExclusiveTouchType = exclusive
            scene.view.addGestureRecognizer(logger)
            try scene.driver.touchDown(1, at: CGPoint(x: 10, y: 10))
            try scene.driver.penDown(at: CGPoint(x: 50, y: 50))
            try scene.driver.touchDown(2, at: CGPoint(x: 90, y: 10))
            try scene.driver.penUp()
            try scene.driver.frame {
                try $0.up(1)
                try $0.up(2)
            }
            let expected =
                exclusive
                ? [
                    "r.touchesBegan(1) all [direct]", "V.touchesBegan(1)", "V.touchesBegan(pen)",
                    "r.touchesBegan(2) all [direct,direct,pencil]", "V.touchesBegan(2)", "V.touchesEnded(pen)",
                    "r.touchesEnded(1,2)", "V.touchesEnded(1,2)",
                ]
                : [
                    "r.touchesBegan(1) all [direct]", "V.touchesBegan(1)", "r.touchesBegan(pen) all [direct,pencil]",
                    "V.touchesBegan(pen)", "r.touchesBegan(2) all [direct,direct,pencil]", "V.touchesBegan(2)",
                    "r.touchesEnded(pen)", "r.touchesEnded(1,2)", "V.touchesEnded(1,2,pen)",
                ]
            // Received, the pen's end waits for the recognizer to fail (`delaysTouchesEnded`); ignored, it does not.
            #expect(scene.log.take() == expected, "requiresExclusiveTouchType = \(exclusive)")
            #expect(scene.driver.finish().isClean)
        }
    }

    @Test func aPenSampleRoundTripsThroughARecordingAndOldRecordingsStillRead() throws {
        let sample = RawInput.TouchSample(
            identifier: .init(device: 3, number: 0), phase: .moved, location: CGPoint(x: 1, y: 2), type: .pencil,
            force: 1, maximumPossibleForce: 4,
            pen: .init(
                preciseLocation: CGPoint(x: 1.25, y: 2.5), altitudeAngle: 0.5, azimuthAngle: 1, zOffset: 0,
                isEraser: true, barrelButtons: .secondary))
        let input = RawInput(window: .init(rawValue: 1), timestamp: 2, payload: .touches([sample]))
        let data = try JSONEncoder().encode(input)
        #expect(try JSONDecoder().decode(RawInput.self, from: data) == input)
        var plain = sample
        plain.pen = nil
        let plainJSON = String(decoding: try JSONEncoder().encode(plain), as: UTF8.self)
        #expect(!plainJSON.contains("pen"), "a sample without a pen encodes as before: \(plainJSON)")
    }
}

/// A recognizer that calls `observe` with every touch it begins to receive and never decides (it fails when its
/// touches end).
@MainActor
final class TouchObserver: UIGestureRecognizer {
    let observe: (UITouch) -> Void
    init(_ observe: @escaping (UITouch) -> Void) {
        self.observe = observe
        super.init(target: nil, action: nil)
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches { observe(touch) }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if numberOfTouches == touches.count { state = .failed }
    }
}
