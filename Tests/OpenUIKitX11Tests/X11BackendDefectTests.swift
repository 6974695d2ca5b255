import CX11
import CXTest
import Foundation
import Testing
@_spi(Backends) import OpenUIKit
import OpenUIKitTesting

/// Whether the X server shows `xWindow` (map state viewable), asked on a connection of its own.
func isViewable(_ xWindow: UInt, on server: XServer) -> Bool {
    guard let display = XOpenDisplay(server.display) else { return false }
    defer { XCloseDisplay(display) }
    var attributes = XWindowAttributes()
    guard XGetWindowAttributes(display, Window(xWindow), &attributes) != 0 else { return false }
    return attributes.map_state == IsViewable
}

/// How many top-level windows the server has (children of the root), asked on a connection of its own.
func topLevelWindowCount(on server: XServer) -> Int {
    guard let display = XOpenDisplay(server.display) else { return -1 }
    defer { XCloseDisplay(display) }
    var root: Window = 0, parent: Window = 0
    var children: UnsafeMutablePointer<Window>?
    var count: UInt32 = 0
    XQueryTree(display, openuikit_default_root(display), &root, &parent, &children, &count)
    if let children { XFree(children) }
    return Int(count)
}

/// The defects of issue 9, section 3, against Xvfb: each test failed before its fix.
@MainActor
@Suite(.endsItsXServers, .serialized, .enabled(if: XServer.hasXvfb, "needs Xvfb (apt-get install xvfb)"))
struct X11BackendDefectTests {
    /// Waits on the backend's connection exactly as the run loop's read source does (processing only when the
    /// descriptor is readable) until `done`, or until a bound passes; returns whether `done` became true.
    func pumpLikeTheRunLoop(_ app: XvfbBackendTests.App, until done: () -> Bool) -> Bool {
        let fd = app.backend.connectionFileDescriptor
        let deadline = DispatchTime.now().uptimeNanoseconds + 5_000_000_000
        while !done() {
            let now = DispatchTime.now().uptimeNanoseconds
            guard now < deadline else { return false }
            var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, Int32((deadline - now) / 1_000_000)) > 0 else { return false }
            app.backend.processPendingEvents()
        }
        return true
    }

    /// An app whose window is covered by a `PlaceLoggingView` named V, with the pointer over it.
    func launchWithViewUnderThePointer() throws -> (XvfbBackendTests.App, PlaceLoggingView) {
        let app = try XvfbBackendTests().launch()
        let view = PlaceLoggingView("V", frame: app.window.bounds, log: app.log)
        app.window.addSubview(view)
        app.injector.move(to: CGPoint(x: 200, y: 150))
        app.backend.synchronize()
        return (app, view)
    }

    /// Events Xlib read while the app drew sat in its queue until the next X event: the connection's descriptor
    /// never became readable again. Here every frame reads the next click into Xlib's queue (a round trip on the
    /// backend's connection, as Cairo makes), deterministically.
    @Test func clicksReadDuringAFrameAreProcessed() throws {
        let (app, view) = try launchWithViewUnderThePointer()
        let clicks = 20
        var sent = 1
        // Weak: the view belongs to the app's window, a strong capture would keep the app (and its server) alive
        // past the test, and the window may be drawn again after the test is over.
        view.onDraw = { [weak app] in
            guard let app, sent < clicks else { return }
            sent += 1
            app.injector.button(1, down: true)
            app.injector.button(1, down: false)
            XSync(app.backend.display, 0)
        }
        app.log.clear()
        app.injector.button(1, down: true)
        app.injector.button(1, down: false)
        var releases = 0
        let finished = pumpLikeTheRunLoop(app) {
            releases += app.log.take().filter { $0.hasPrefix("V.touchesEnded") }.count
            return releases == clicks
        }
        #expect(finished)
        #expect(releases == clicks, "\(clicks - releases) clicks stuck in Xlib's queue")
    }

    /// 400 clicks sent at once: the app must end with every press released.
    @Test func aFloodOfClicksEndsWithEveryPressReleased() throws {
        let (app, _) = try launchWithViewUnderThePointer()
        app.log.clear()
        let clicks = 400
        for _ in 0..<clicks {
            XTestFakeButtonEvent(app.injector.display, 1, 1, 0)
            XTestFakeButtonEvent(app.injector.display, 1, 0, 0)
        }
        XSync(app.injector.display, 0)
        var log: [String] = []
        _ = pumpLikeTheRunLoop(app) {
            log += app.log.take().filter { $0.hasPrefix("V.touches") }
            return log.count == 2 * clicks
        }
        #expect(
            log == Array(repeating: ["V.touchesBegan(mouse)", "V.touchesEnded(mouse)"], count: clicks).flatMap { $0 })
    }

    /// `isHidden = true` unmaps the X window; showing it again maps it, and clicks reach it.
    @Test func hidingAWindowUnmapsItAndShowingItMapsItAgain() throws {
        let app = try XvfbBackendTests().launch()
        let button = UIButton(frame: CGRect(x: 100, y: 100, width: 120, height: 40)).recordingEvents(
            as: "button", in: app.log)
        app.window.addSubview(button)
        let xWindow = try #require(app.backend.xWindow(for: app.window))
        #expect(isViewable(xWindow, on: app.server))
        app.window.isHidden = true
        app.backend.synchronize()
        #expect(!isViewable(xWindow, on: app.server))
        app.injector.click(at: CGPoint(x: 150, y: 120))
        app.backend.synchronize()
        #expect(app.log.take() == [])
        app.window.isHidden = false
        app.backend.synchronize()
        #expect(isViewable(xWindow, on: app.server))
        app.injector.click(at: CGPoint(x: 150, y: 120))
        app.backend.synchronize()
        #expect(app.log.take() == ["button.touchDown", "button.touchUpInside", "button.primaryActionTriggered"])
        #expect(app.backend.protocolErrors.isEmpty)
    }

    /// A hidden window nobody references is freed, and its X window destroyed.
    @Test func aHiddenWindowNobodyHoldsIsFreedWithItsXWindow() throws {
        let app = try XvfbBackendTests().launch()
        let before = topLevelWindowCount(on: app.server)
        weak var dropped: UIWindow?
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.makeKeyAndVisible()
            dropped = window
            app.backend.synchronize()
        }
        #expect(dropped != nil, "a visible window is kept by the application")
        #expect(topLevelWindowCount(on: app.server) == before + 1)
        dropped?.isHidden = true
        app.backend.synchronize()
        #expect(dropped == nil)
        #expect(topLevelWindowCount(on: app.server) == before)
        #expect(app.backend.protocolErrors.isEmpty)
    }

    /// Another client destroying the X window (xdotool windowclose, a window manager's kill) closes the UIWindow.
    @Test func aWindowDestroyedByAnotherClientCloses() throws {
        let app = try XvfbBackendTests().launch()
        let xWindow = try #require(app.backend.xWindow(for: app.window))
        XDestroyWindow(app.injector.display, Window(xWindow))
        XSync(app.injector.display, 0)
        app.backend.synchronize()
        #expect(app.application.windows.isEmpty)
        #expect(app.backend.xWindow(for: app.window) == nil)
        #expect(app.backend.protocolErrors.isEmpty)
    }

    /// Protocol errors are kept per backend, and only the newest few.
    @Test func protocolErrorsAreBounded() throws {
        let app = try XvfbBackendTests().launch()
        for index in 0..<100 { XMapWindow(app.backend.display, Window(0x7fff_0000 + index)) }
        XSync(app.backend.display, 0)
        let errors = app.backend.protocolErrors
        #expect(errors.count == X11Backend.protocolErrorLimit)
        #expect(errors.last?.resource == 0x7fff_0063)
        #expect(errors.last?.code == UInt8(BadWindow))
        #expect(errors.last?.description.hasSuffix("in request 8.0 (resource 0x7fff0063)") == true)
    }
}

/// The size of `xWindow` on the server, asked on a connection of its own.
func serverSize(of xWindow: UInt, on server: XServer) -> CGSize? {
    guard let display = XOpenDisplay(server.display) else { return nil }
    defer { XCloseDisplay(display) }
    var attributes = XWindowAttributes()
    guard XGetWindowAttributes(display, Window(xWindow), &attributes) != 0 else { return nil }
    return CGSize(width: CGFloat(attributes.width), height: CGFloat(attributes.height))
}

/// The window half of the backend contract against Xvfb.
@MainActor
@Suite(.endsItsXServers, .serialized, .enabled(if: XServer.hasXvfb, "needs Xvfb (apt-get install xvfb)"))
struct X11WindowContractTests {
    /// The app resizing a window resizes its X window; the server resizing it (a user, a window manager)
    /// resizes the `UIWindow` without the change bouncing back.
    @Test func framesFollowEachOtherBothWays() throws {
        let app = try XvfbBackendTests().launch()
        let xWindow = try #require(app.backend.xWindow(for: app.window))
        app.window.frame = CGRect(x: 0, y: 0, width: 500, height: 200)
        app.backend.synchronize()
        #expect(serverSize(of: xWindow, on: app.server) == CGSize(width: 500, height: 200))
        XResizeWindow(app.injector.display, Window(xWindow), 320, 240)
        XSync(app.injector.display, 0)
        app.backend.synchronize()
        #expect(app.window.frame.size == CGSize(width: 320, height: 240))
        #expect(serverSize(of: xWindow, on: app.server) == CGSize(width: 320, height: 240))
        #expect(app.backend.protocolErrors.isEmpty)
    }

    /// A window shown before the backend attached gets its X window when it attaches.
    @Test func windowsShownBeforeTheBackendAttachesAreOpened() throws {
        let server = try XServer(.xvfb)
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.makeKeyAndVisible()
        let backend = try X11Backend(displayName: server.display)
        defer { backend.shutDown() }
        backend.attach(application)
        backend.synchronize()
        let xWindow = try #require(backend.xWindow(for: window))
        #expect(isViewable(xWindow, on: server))
    }
}

/// Touchscreen defects that need real XI2 touches (Xorg + inputtest).
@MainActor
@Suite(
    .endsItsXServers, .serialized,
    .enabled(if: XServer.hasXorgInputTest, "needs root, Xorg, xserver-xorg-video-dummy and inputtest"))
struct XorgDeviceRemovalTests {
    /// The device id of the inputtest touchscreen ("touch0").
    func touchscreenID(on display: OpaquePointer) -> Int32? {
        var count: Int32 = 0
        guard let devices = XIQueryDevice(display, XIAllDevices, &count) else { return nil }
        defer { XIFreeDeviceInfo(devices) }
        for index in 0..<Int(count) where String(cString: devices[index].name) == "touch0" {
            return devices[index].deviceid
        }
        return nil
    }

    /// Xorg ends the touches of a device it disables (XI_TouchEnd) before it reports the device disabled: the
    /// touch must arrive cancelled, where the finger last was, and a pan must report cancelled, not ended.
    @Test func disablingTheTouchscreenMidTouchCancelsTheTouch() throws {
        let app = try XorgTouchTests.App()
        let view = PlaceLoggingView("V", frame: app.window.bounds, log: app.log)
        app.window.addSubview(view)
        let pan = UIPanGestureRecognizer().recording(as: "pan", in: app.log)
        pan.cancelsTouchesInView = false
        view.addGestureRecognizer(pan)
        try app.frame([(XI_TouchBegin, 1, CGPoint(x: 100, y: 100))])
        try app.frame([(XI_TouchUpdate, 1, CGPoint(x: 160, y: 100))])
        try app.frame([(XI_TouchUpdate, 1, CGPoint(x: 200, y: 120))])
        let other = try #require(XOpenDisplay(app.server.display))
        defer { XCloseDisplay(other) }
        let device = try #require(touchscreenID(on: other))
        #expect(app.backend.inputDevices.contains("\(device) \"touch0\" slavePointer touch direct"))
        var disabled: UInt8 = 0
        XIChangeProperty(
            other, device, XInternAtom(other, "Device Enabled", 0), XA_INTEGER, 8, PropModeReplace,
            &disabled, 1)
        XSync(other, 0)
        app.backend.synchronize()
        #expect(app.backend.inputDevices.contains("\(device) \"touch0\" floating touch direct disabled"))
        let entries = app.log.take().map {
            $0.replacingOccurrences(of: #"\(\d+\)"#, with: "", options: .regularExpression)
        }
        #expect(
            entries == [
                "V.touchesBegan", "pan.action(began)", "V.touchesMoved", "pan.action(changed)", "V.touchesMoved",
                "V.touchesCancelled", "cancelled at (200, 120)", "pan.action(cancelled)",
            ])
    }
}
