import CX11
import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

/// Real XI2 multitouch from Xorg's `inputtest` driver, through the X11 backend, into recognizers and views.
@MainActor
@Suite(
    .endsItsXServers, .serialized,
    .enabled(if: XServer.hasXorgInputTest, "needs root, Xorg, xserver-xorg-video-dummy and inputtest"))
struct XorgTouchTests {
    @MainActor final class App {
        let server: XServer
        let backend: X11Backend
        let application: UIApplication
        let window: UIWindow
        let log = CallbackLog()
        var touchscreen: InputTestDevice { server.touchscreen! }

        init() throws {
            server = try XServer(.xorgWithInputTest)
            application = UIApplication()
            backend = try X11Backend(displayName: server.display)
            backend.attach(application)
            window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
            window.backgroundColor = .white
            window.makeKeyAndVisible()
            backend.synchronize()
        }

        isolated deinit {
            backend.shutDown()
        }

        /// Sends one frame of touch changes (XI type, finger, position), waits for the server, then dispatches.
        func frame(_ changes: [(Int32, UInt32, CGPoint)]) throws {
            for (type, id, point) in changes {
                try touchscreen.touch(
                    type, id: id, x: point.x, y: point.y, screenWidth: server.width, screenHeight: server.height)
            }
            try touchscreen.sync()
            backend.synchronize()
        }
    }

    @Test func aTwoFingerPinchReportsTheScaleTheFingersMade() throws {
        let app = try App()
        var scales: [String] = []
        let pinch = UIPinchGestureRecognizer { recognizer in
            let pinch = recognizer as! UIPinchGestureRecognizer
            scales.append("\(pinch.state) \(rounded(pinch.scale))")
        }
        app.window.addGestureRecognizer(pinch)
        try app.frame([(XI_TouchBegin, 1, CGPoint(x: 300, y: 300)), (XI_TouchBegin, 2, CGPoint(x: 500, y: 300))])
        for step in 1...5 {
            let spread = CGFloat(step) * 10
            try app.frame([
                (XI_TouchUpdate, 1, CGPoint(x: 300 - spread, y: 300)),
                (XI_TouchUpdate, 2, CGPoint(x: 500 + spread, y: 300)),
            ])
        }
        try app.frame([(XI_TouchEnd, 1, CGPoint(x: 250, y: 300)), (XI_TouchEnd, 2, CGPoint(x: 550, y: 300))])
        #expect(scales == ["began 1.1", "changed 1.2", "changed 1.3", "changed 1.4", "changed 1.5", "ended 1.5"])
    }

    @Test func aRotation() throws {
        let app = try App()
        var rotations: [CGFloat] = []
        let rotation = UIRotationGestureRecognizer { rotations.append(($0 as! UIRotationGestureRecognizer).rotation) }
        app.window.addGestureRecognizer(rotation)
        try app.frame([(XI_TouchBegin, 1, CGPoint(x: 300, y: 300)), (XI_TouchBegin, 2, CGPoint(x: 500, y: 300))])
        for step in 1...6 {
            let angle = CGFloat(step) * .pi / 12
            let offset = CGPoint(x: 100 * cos(angle), y: 100 * sin(angle))
            try app.frame([
                (XI_TouchUpdate, 1, CGPoint(x: 400 - offset.x, y: 300 - offset.y)),
                (XI_TouchUpdate, 2, CGPoint(x: 400 + offset.x, y: 300 + offset.y)),
            ])
        }
        try app.frame([(XI_TouchEnd, 1, CGPoint(x: 400, y: 200)), (XI_TouchEnd, 2, CGPoint(x: 400, y: 400))])
        #expect(rotations.count == 7)
        #expect(abs((rotations.last ?? 0) - .pi / 2) < 0.02)
    }

    @Test func aTwoFingerTapAndTenFingersAtOnce() throws {
        let app = try App()
        let view = RecordingView("V", frame: app.window.bounds, log: app.log)
        view.isMultipleTouchEnabled = true
        app.window.addSubview(view)
        let tap = UITapGestureRecognizer().recording(as: "twoFingerTap", in: app.log)
        tap.numberOfTouchesRequired = 2
        view.addGestureRecognizer(tap)
        try app.frame([(XI_TouchBegin, 1, CGPoint(x: 300, y: 300)), (XI_TouchBegin, 2, CGPoint(x: 340, y: 300))])
        try app.frame([(XI_TouchEnd, 1, CGPoint(x: 300, y: 300)), (XI_TouchEnd, 2, CGPoint(x: 340, y: 300))])
        let entries = app.log.take()
        #expect(entries.count == 3 && entries.first?.hasPrefix("V.touchesBegan(") == true)
        #expect(entries.dropFirst().first?.hasPrefix("V.touchesCancelled(") == true)
        #expect(entries.last == "twoFingerTap.action(ended)")

        view.removeGestureRecognizer(tap)
        var began = 0, ended = 0
        final class Counter: UIView {
            var onBegan: (Int) -> Void = { _ in }
            var onEnded: (Int) -> Void = { _ in }
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { onBegan(touches.count) }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { onEnded(touches.count) }
        }
        let counter = Counter(frame: app.window.bounds)
        counter.isMultipleTouchEnabled = true
        counter.onBegan = { began += $0 }
        counter.onEnded = { ended += $0 }
        app.window.addSubview(counter)
        let fingers = (1...10).map { (UInt32($0), CGPoint(x: 50 + 60 * $0, y: 200)) }
        try app.frame(fingers.map { (XI_TouchBegin, $0.0, $0.1) })
        #expect(began == 10)
        try app.frame(fingers.map { (XI_TouchEnd, $0.0, $0.1) })
        #expect(ended == 10)
    }

    @Test func theEmulatedPointerDoesNotDoubleATouchOnAButton() throws {
        let app = try App()
        let button = UIButton(frame: CGRect(x: 100, y: 100, width: 200, height: 60)).recordingEvents(
            as: "button", in: app.log)
        app.window.addSubview(button)
        try app.frame([(XI_TouchBegin, 1, CGPoint(x: 150, y: 120))])
        try app.frame([(XI_TouchEnd, 1, CGPoint(x: 150, y: 120))])
        #expect(app.log.take() == ["button.touchDown", "button.touchUpInside", "button.primaryActionTriggered"])
    }

    @Test func touchesInTwoWindowsAtOnce() throws {
        let app = try App()
        app.window.frame = CGRect(x: 0, y: 0, width: 400, height: 600)
        let second = UIWindow(frame: CGRect(x: 500, y: 0, width: 400, height: 600))
        second.backgroundColor = .white
        second.makeKeyAndVisible()
        app.backend.synchronize()
        let left = RecordingView("left", frame: CGRect(x: 0, y: 0, width: 400, height: 600), log: app.log)
        let right = RecordingView("right", frame: CGRect(x: 0, y: 0, width: 400, height: 600), log: app.log)
        app.window.addSubview(left)
        second.addSubview(right)
        try app.frame([(XI_TouchBegin, 1, CGPoint(x: 100, y: 100))])
        try app.frame([(XI_TouchBegin, 2, CGPoint(x: 600, y: 100))])
        try app.frame([(XI_TouchUpdate, 1, CGPoint(x: 120, y: 100))])
        try app.frame([(XI_TouchEnd, 2, CGPoint(x: 600, y: 100))])
        try app.frame([(XI_TouchEnd, 1, CGPoint(x: 120, y: 100))])
        let entries = app.log.take().map {
            $0.replacingOccurrences(of: #"\(\d+\)"#, with: "", options: .regularExpression)
        }
        #expect(
            entries == [
                "left.touchesBegan", "right.touchesBegan", "left.touchesMoved", "right.touchesEnded",
                "left.touchesEnded",
            ])
    }

    @Test func aTouchWhoseWindowIsUnmappedIsCancelled() throws {
        let app = try App()
        let view = RecordingView("V", frame: app.window.bounds, log: app.log)
        app.window.addSubview(view)
        try app.frame([(XI_TouchBegin, 1, CGPoint(x: 100, y: 100))])
        let other = try #require(XOpenDisplay(app.server.display))
        XUnmapWindow(other, Window(try #require(app.backend.xWindow(for: app.window))))
        XSync(other, 0)
        XCloseDisplay(other)
        app.backend.synchronize()
        try app.frame([(XI_TouchEnd, 1, CGPoint(x: 100, y: 100))])
        let entries = app.log.take().map {
            $0.replacingOccurrences(of: #"\(\d+\)"#, with: "", options: .regularExpression)
        }
        #expect(entries == ["V.touchesBegan", "V.touchesCancelled"])
    }

    @Test func touchesInterleavedWithPointerInput() throws {
        let app = try App()
        let touchView = RecordingView("touch", frame: CGRect(x: 0, y: 0, width: 400, height: 600), log: app.log)
        let mouseView = RecordingView("mouse", frame: CGRect(x: 400, y: 0, width: 400, height: 600), log: app.log)
        app.window.addSubview(touchView)
        app.window.addSubview(mouseView)
        let mouse = try #require(app.server.pointer)
        func pointer(_ button: Int32?, _ pressed: Bool, _ x: Double, _ y: Double) throws {
            try mouse.pointer(
                button: button, pressed: pressed, x: x, y: y, screenWidth: app.server.width,
                screenHeight: app.server.height)
            try mouse.sync()
            app.backend.synchronize()
        }
        try app.frame([(XI_TouchBegin, 1, CGPoint(x: 100, y: 100))])
        try pointer(nil, false, 600, 300)
        try pointer(1, true, 600, 300)
        try app.frame([(XI_TouchUpdate, 1, CGPoint(x: 120, y: 100))])
        try pointer(nil, false, 620, 300)
        try pointer(1, false, 620, 300)
        try app.frame([(XI_TouchEnd, 1, CGPoint(x: 120, y: 100))])
        let entries = app.log.take().map {
            $0.replacingOccurrences(of: #"\((\d+)\)"#, with: "(finger)", options: .regularExpression)
        }
        #expect(
            entries == [
                "touch.touchesBegan(finger)", "mouse.touchesBegan(mouse)", "touch.touchesMoved(finger)",
                "mouse.touchesMoved(mouse)", "mouse.touchesEnded(mouse)", "touch.touchesEnded(finger)",
            ])
    }
}
