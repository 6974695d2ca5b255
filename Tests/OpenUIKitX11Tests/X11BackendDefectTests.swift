import CX11
import CXTest
import Foundation
import Testing
@_spi(Windowing) import OpenUIKit
import OpenUIKitTesting

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
