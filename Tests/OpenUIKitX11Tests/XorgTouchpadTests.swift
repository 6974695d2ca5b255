import CX11
import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

/// Real XI 2.4 touchpad gestures, smooth-scroll valuators, hover and secondary clicks from Xorg's `inputtest`
/// driver (a `PointerGesture` touchpad beside the absolute pointer), through the X11 backend into recognizers.
@MainActor
@Suite(
    .endsItsXServers, .serialized,
    .enabled(if: XServer.hasXorgInputTest, "needs root, Xorg, xserver-xorg-video-dummy and inputtest"))
struct XorgTouchpadTests {
    final class Simultaneous: UIGestureRecognizerDelegate {
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool { true }
    }

    /// The app, with the pointer moved over (x, y) of the screen (the window is at the origin).
    private func launch(pointerAt point: CGPoint) throws -> XorgTouchTests.App {
        let app = try XorgTouchTests.App()
        try move(app, to: point)
        return app
    }

    private func move(_ app: XorgTouchTests.App, to point: CGPoint, button: Int32? = nil, pressed: Bool = false) throws
    {
        let mouse = try #require(app.server.pointer)
        try mouse.pointer(
            button: button, pressed: pressed, x: point.x, y: point.y, screenWidth: app.server.width,
            screenHeight: app.server.height)
        try mouse.sync()
        app.backend.synchronize()
    }

    private func touchpad(_ app: XorgTouchTests.App, _ send: (InputTestDevice) throws -> Void) throws {
        let touchpad = try #require(app.server.touchpad)
        try send(touchpad)
        try touchpad.sync()
        app.backend.synchronize()
    }

    @Test func aTouchpadPinchScalesAndRotatesTheViewUnderThePointer() throws {
        let app = try launch(pointerAt: CGPoint(x: 500, y: 300))
        let photo = RecordingView("photo", frame: CGRect(x: 400, y: 200, width: 200, height: 200), log: app.log)
        app.window.addSubview(photo)
        let delegate = Simultaneous()
        let pinch = UIPinchGestureRecognizer { [log = app.log] recognizer in
            log.append("pinch \(recognizer.state) \(rounded((recognizer as! UIPinchGestureRecognizer).scale))")
        }
        pinch.delegate = delegate
        let rotation = UIRotationGestureRecognizer { [log = app.log] recognizer in
            let degrees = (recognizer as! UIRotationGestureRecognizer).rotation * 180 / .pi
            log.append("rotation \(recognizer.state) \(Int(degrees.rounded()))°")
        }
        photo.addGestureRecognizer(pinch)
        photo.addGestureRecognizer(rotation)
        // A pinch on the window beside the photo must not reach it: the photo is hit-tested at the pointer.
        let windowPinch = UIPinchGestureRecognizer { [log = app.log] _ in log.append("windowPinch") }
        app.window.addGestureRecognizer(windowPinch)
        try touchpad(app) { try $0.pinch(XI_GesturePinchBegin, scale: 1) }
        try touchpad(app) { try $0.pinch(XI_GesturePinchUpdate, scale: 1.2, angle: 10) }
        try touchpad(app) { try $0.pinch(XI_GesturePinchUpdate, scale: 1.5, angle: 10) }
        try touchpad(app) { try $0.pinch(XI_GesturePinchEnd, scale: 1.5) }
        // The app has not opted in to indirect input: the pinch is two simulated touches the photo sees until the
        // recognizers take them, as in UIKit's compatibility mode.
        #expect(
            app.log.take() == [
                "photo.touchesBegan(-200)", "photo.touchesCancelled(-200)", "pinch began 1.2", "rotation began 10°",
                "pinch changed 1.5", "rotation changed 20°", "pinch ended 1.5", "rotation ended 20°",
            ])
    }

    @Test func aCancelledTouchpadPinchCancelsItsRecognizer() throws {
        let app = try launch(pointerAt: CGPoint(x: 300, y: 300))
        let pinch = UIPinchGestureRecognizer { [log = app.log] recognizer in log.append("pinch \(recognizer.state)") }
        app.window.addGestureRecognizer(pinch)
        try touchpad(app) { try $0.pinch(XI_GesturePinchBegin, scale: 1) }
        try touchpad(app) { try $0.pinch(XI_GesturePinchUpdate, scale: 0.8) }
        try touchpad(app) { try $0.pinch(XI_GesturePinchEnd, flags: UInt32(XIGesturePinchEventCancelled), scale: 0.8) }
        #expect(app.log.take() == ["pinch began", "pinch cancelled"])
    }

    @Test func aThreeFingerTouchpadSwipeIsASwipe() throws {
        let app = try launch(pointerAt: CGPoint(x: 400, y: 300))
        let swipe = UISwipeGestureRecognizer { [log = app.log] recognizer in log.append("swipe \(recognizer.state)") }
        swipe.numberOfTouchesRequired = 3
        swipe.direction = .right
        app.window.addGestureRecognizer(swipe)
        try touchpad(app) { try $0.swipe(XI_GestureSwipeBegin, fingers: 3) }
        for _ in 0..<4 { try touchpad(app) { try $0.swipe(XI_GestureSwipeUpdate, fingers: 3, dx: 30) } }
        try touchpad(app) { try $0.swipe(XI_GestureSwipeEnd, fingers: 3) }
        #expect(app.log.take() == ["swipe ended"])
    }

    @Test func hoverSecondaryClicksAndSmoothScrollingFromARealPointer() throws {
        let app = try launch(pointerAt: CGPoint(x: 700, y: 500))
        let view = RecordingView("V", frame: CGRect(x: 0, y: 0, width: 400, height: 400), log: app.log)
        app.window.addSubview(view)
        let hover = UIHoverGestureRecognizer { [log = app.log, unowned view] recognizer in
            let at = recognizer.location(in: view)
            log.append("hover \(recognizer.state) (\(Int(at.x)),\(Int(at.y)))")
        }
        view.addGestureRecognizer(hover)
        let menuTap = UITapGestureRecognizer { [log = app.log] recognizer in
            log.append("secondary tap \(recognizer.state)")
        }
        menuTap.buttonMaskRequired = .secondary
        view.addGestureRecognizer(menuTap)
        let pan = UIPanGestureRecognizer { [log = app.log, unowned view] recognizer in
            let t = (recognizer as! UIPanGestureRecognizer).translation(in: view)
            log.append("scroll \(recognizer.state) (\(Int(t.x)),\(Int(t.y)))")
        }
        pan.allowedScrollTypesMask = .all
        view.addGestureRecognizer(pan)

        try move(app, to: CGPoint(x: 100, y: 100))
        try move(app, to: CGPoint(x: 120, y: 100))
        try move(app, to: CGPoint(x: 120, y: 100), button: 3, pressed: true)
        try move(app, to: CGPoint(x: 120, y: 100), button: 3, pressed: false)
        let mouse = try #require(app.server.pointer)
        let increment = try #require(
            Self.verticalScrollIncrement(of: "pointer0", display: app.server.display),
            "the inputtest pointer has a vertical scroll valuator")
        // The first value after the pointer entered is the baseline (as GTK does); the next two are one step each.
        for step in 1...3 {
            try mouse.scroll(
                to: Double(step) * increment, x: 120, y: 100, screenWidth: app.server.width,
                screenHeight: app.server.height)
            try mouse.sync()
            app.backend.synchronize()
        }
        try move(app, to: CGPoint(x: 600, y: 100))
        #expect(
            app.log.take() == [
                "hover began (100,100)", "hover changed (120,100)", "secondary tap ended", "hover changed (120,100)",
                "hover changed (120,100)", "scroll began (0,-40)", "hover changed (120,100)", "scroll changed (0,-80)",
                "hover ended (600,100)",
            ])
    }

    /// The increment of the vertical scroll valuator of the device named `name`, read with a connection of its own.
    private static func verticalScrollIncrement(of name: String, display: String) -> Double? {
        guard let connection = XOpenDisplay(display) else { return nil }
        defer { XCloseDisplay(connection) }
        var count: Int32 = 0
        guard let infos = XIQueryDevice(connection, XIAllDevices, &count) else { return nil }
        defer { XIFreeDeviceInfo(infos) }
        for index in 0..<Int(count) where String(cString: infos[index].name) == name {
            for classIndex in 0..<Int(infos[index].num_classes) {
                guard let anyClass = infos[index].classes[classIndex], anyClass.pointee.type == XIScrollClass else {
                    continue
                }
                let scroll = UnsafeRawPointer(anyClass).assumingMemoryBound(to: XIScrollClassInfo.self).pointee
                if scroll.scroll_type == XIScrollTypeVertical { return scroll.increment }
            }
        }
        return nil
    }
}
