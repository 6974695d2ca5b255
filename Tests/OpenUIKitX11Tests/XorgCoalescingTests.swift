import CX11
import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

/// Touch frames from a real server (Xorg's `inputtest` touchscreen): one frame per step with every moved finger,
/// every sample of a fast stroke kept as coalesced touches, the server's timing, and pressure as force.
@MainActor
@Suite(
    .endsItsXServers, .serialized,
    .enabled(if: XServer.hasXorgInputTest, "needs root, Xorg, xserver-xorg-video-dummy and inputtest"))
struct XorgCoalescingTests {
    /// A view that logs, per touches callback, the fingers it got and every coalesced sample of each.
    final class StrokeView: UIView {
        struct Frame {
            var phase: String
            var fingers: Int
            /// Per finger (by touch id order), the coalesced samples' x and timestamp.
            var samples: [[(x: CGFloat, time: TimeInterval)]]
            var forces: [CGFloat]
            var maximumForce: CGFloat
            /// The application clock's time when the callback ran.
            var deliveredAt: TimeInterval
        }
        var frames: [Frame] = []
        var clock: (any EventClock)?
        private func note(_ phase: String, _ touches: Set<UITouch>, _ event: UIEvent?) {
            let sorted = touches.sorted { $0.inputIdentifier.number < $1.inputIdentifier.number }
            frames.append(
                Frame(
                    phase: phase, fingers: touches.count,
                    samples: sorted.map { touch in
                        (event?.coalescedTouches(for: touch) ?? []).map { ($0.location(in: nil).x, $0.timestamp) }
                    },
                    forces: sorted.map(\.force), maximumForce: sorted.first?.maximumPossibleForce ?? 0,
                    deliveredAt: clock?.now ?? 0))
        }
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { note("began", touches, event) }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { note("moved", touches, event) }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { note("ended", touches, event) }
    }

    @MainActor final class App {
        let server: XServer
        let backend: X11Backend
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        let view: StrokeView
        var touchscreen: InputTestDevice { server.touchscreen! }

        init() throws {
            server = try XServer(.xorgWithInputTest)
            backend = try X11Backend(displayName: server.display)
            backend.attach(application)
            window.backgroundColor = .white
            window.makeKeyAndVisible()
            view = StrokeView(frame: window.bounds)
            view.isMultipleTouchEnabled = true
            view.clock = application.clock
            window.addSubview(view)
            backend.synchronize()
        }

        isolated deinit {
            backend.shutDown()
        }

        /// Sends touch changes (XI type, finger, x at y 300, optional pressure) without waiting for anything.
        func send(_ changes: [(Int32, UInt32, CGFloat)], pressure: Double? = nil) throws {
            for (type, id, x) in changes {
                try touchscreen.touch(
                    type, id: id, x: x, y: 300, screenWidth: server.width, screenHeight: server.height,
                    pressure: pressure)
            }
        }

        /// Waits until the server has processed everything sent, then has the backend read and dispatch it.
        func deliver() throws {
            try touchscreen.sync()
            backend.synchronize()
        }
    }

    @Test func aPinchGivesOneFramePerStepWithBothFingersMovedAndASteadyVelocity() throws {
        let app = try App()
        var velocities: [CGFloat] = []
        let pinch = UIPinchGestureRecognizer { velocities.append(($0 as! UIPinchGestureRecognizer).velocity) }
        pinch.cancelsTouchesInView = false
        app.window.addGestureRecognizer(pinch)
        try app.send([(XI_TouchBegin, 1, 300), (XI_TouchBegin, 2, 500)])
        try app.deliver()
        for step in 1...8 {
            // The server stamps an event when it processes it, in milliseconds: on a machine busy with other
            // work that can be ten milliseconds late, so the steps are far enough apart for that to stay small.
            usleep(100_000)
            let spread = CGFloat(step) * 6
            try app.send([(XI_TouchUpdate, 1, 300 - spread), (XI_TouchUpdate, 2, 500 + spread)])
            try app.deliver()
        }
        try app.send([(XI_TouchEnd, 1, 252), (XI_TouchEnd, 2, 548)])
        try app.deliver()
        let moves = app.view.frames.filter { $0.phase == "moved" }
        #expect(moves.map(\.fingers) == Array(repeating: 2, count: 8))
        #expect(moves.map { $0.samples.map(\.count) } == Array(repeating: [1, 1], count: 8))
        #expect(velocities.count == 9)  // began, 7 changes, ended
        let changes = Array(velocities.dropLast())
        for (previous, next) in zip(changes, changes.dropFirst()) {
            #expect(abs(next - previous) <= 0.2 * abs(previous), "velocities \(changes)")
        }
    }

    /// The app busy while the fingers move: four steps arrive in one read and make one frame, both fingers moved,
    /// each finger's four samples coalesced with the server's times (about 25 ms apart).
    @Test func stepsReadTogetherMakeOneFrameWithEverySampleAndTheServersTiming() throws {
        let app = try App()
        try app.send([(XI_TouchBegin, 1, 300), (XI_TouchBegin, 2, 500)])
        try app.deliver()
        for step in 1...4 {
            usleep(25_000)
            try app.send([(XI_TouchUpdate, 1, 300 - CGFloat(step) * 10), (XI_TouchUpdate, 2, 500 + CGFloat(step) * 10)])
        }
        try app.deliver()
        try app.send([(XI_TouchEnd, 1, 260), (XI_TouchEnd, 2, 540)])
        try app.deliver()
        #expect(app.view.frames.map(\.phase) == ["began", "moved", "ended"])
        let move = try #require(app.view.frames.dropFirst().first)
        #expect(move.samples.map { $0.map(\.x) } == [[290, 280, 270, 260], [510, 520, 530, 540]])
        let gaps = zip(move.samples[0], move.samples[0].dropFirst()).map { $1.time - $0.time }
        for gap in gaps { #expect(gap > 0.015 && gap < 0.060, "sample spacing \(gaps)") }
    }

    /// 200 samples in 100 ms while the app reads as it can: far fewer frames than samples, and their coalesced
    /// touches, in order, are exactly the 200 samples.
    @Test func aFastStrokeArrivesAsFewFramesWhoseCoalescedTouchesHoldEverySample() throws {
        let app = try App()
        try app.send([(XI_TouchBegin, 1, 100)])
        try app.deliver()
        let xs = (1...200).map { CGFloat(100 + 2 * $0) }
        for (index, x) in xs.enumerated() {
            try app.send([(XI_TouchUpdate, 1, x)])
            usleep(500)
            // The app's loop: it reads whatever has arrived every 5 ms or so.
            if index % 10 == 9 { app.backend.processPendingEvents() }
        }
        try app.deliver()
        try app.send([(XI_TouchEnd, 1, 500)])
        try app.deliver()
        let moves = app.view.frames.filter { $0.phase == "moved" }
        #expect(moves.count <= 50, "\(moves.count) frames for 200 samples")
        #expect(moves.flatMap { $0.samples[0].map(\.x) } == xs)
        let times = moves.flatMap { $0.samples[0].map(\.time) }
        #expect(zip(times, times.dropFirst()).allSatisfy { $0 <= $1 })
    }

    /// An app that reads after every sample still gets one frame per display refresh: the samples between frames
    /// wait (`TouchFramePacer`), so 200 samples make a handful of frames at least 1/60 s apart, and their
    /// coalesced touches are every sample in order. (Unpaced, each read would be a frame.)
    @Test func aStrokeReadSampleBySampleIsPacedToTheDisplayRefresh() throws {
        let app = try App()
        try app.send([(XI_TouchBegin, 1, 100)])
        try app.deliver()
        let xs = (1...200).map { CGFloat(100 + 2 * $0) }
        let start = app.application.clock.now
        for x in xs {
            try app.send([(XI_TouchUpdate, 1, x)])
            usleep(500)
            app.backend.processPendingEvents()
        }
        let elapsed = app.application.clock.now - start
        try app.deliver()
        try app.send([(XI_TouchEnd, 1, 500)])
        try app.deliver()
        let moves = app.view.frames.filter { $0.phase == "moved" }
        // 100 ms of samples on an idle machine, longer on a busy one: at most one frame per 1/60 s of it.
        #expect(moves.count < 100 && moves.count <= Int(elapsed * 60) + 2, "\(moves.count) frames in \(elapsed) s")
        #expect(moves.flatMap { $0.samples[0].map(\.x) } == xs)
        // The last frame was let go early by `synchronize()`; every other one waited for its display frame.
        let gaps = zip(moves, moves.dropFirst()).map { $1.deliveredAt - $0.deliveredAt }.dropLast()
        // (Each gap is measured from inside the callbacks, a little after each frame was let go.)
        #expect(gaps.allSatisfy { $0 >= 1.0 / 60 - 0.001 }, "gaps \(gaps)")
    }

    /// A pan dragged at a steady pace, then held still for 150 ms before the finger lifts, ends with no velocity
    /// (no fling); the app reads as it can meanwhile, so its frames are paced.
    @Test func aPanHeldStillBeforeLiftingEndsWithNoVelocity() throws {
        let app = try App()
        var log: [String] = []
        let pan = UIPanGestureRecognizer { recognizer in
            let velocity = (recognizer as! UIPanGestureRecognizer).velocity(in: nil)
            log.append("\(recognizer.state) \(velocity.x > 100 ? "moving" : velocity.x == 0 ? "still" : "slow")")
        }
        pan.cancelsTouchesInView = false
        app.window.addGestureRecognizer(pan)
        try app.send([(XI_TouchBegin, 1, 100)])
        try app.deliver()
        for step in 1...30 {
            usleep(4_000)
            try app.send([(XI_TouchUpdate, 1, 100 + 4 * CGFloat(step))])
            app.backend.processPendingEvents()
        }
        try app.deliver()
        let whileMoving = log.last
        usleep(150_000)
        try app.send([(XI_TouchEnd, 1, 220)])
        try app.deliver()
        #expect(whileMoving == "changed moving")
        #expect(log.last == "ended still", "\(log)")
    }

    @Test func theTouchscreensPressureDrivesForce() throws {
        let app = try App()
        try app.send([(XI_TouchBegin, 1, 300)], pressure: 512)
        try app.deliver()
        try app.send([(XI_TouchUpdate, 1, 310)], pressure: 1024)
        try app.deliver()
        try app.send([(XI_TouchUpdate, 1, 320)], pressure: 2047)
        try app.deliver()
        try app.send([(XI_TouchEnd, 1, 320)], pressure: 0)
        try app.deliver()
        // The driver's pressure axis is 0...2047, mapped to 0...4.
        #expect(
            app.view.frames.map {
                "\($0.phase) \($0.forces.map { (($0 * 100).rounded() / 100) }) of \($0.maximumForce)"
            }
                == ["began [1.0] of 4.0", "moved [2.0] of 4.0", "moved [4.0] of 4.0", "ended [0.0] of 4.0"])
    }
}
