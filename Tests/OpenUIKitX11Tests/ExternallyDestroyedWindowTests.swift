import CX11
import Foundation
import Testing

/// The demo app whose only window another X client destroys (xdotool windowclose, a window manager's kill) must
/// end, as when its user closes it, instead of running on with no window.
@Suite(
    .endsItsXServers,
    .enabled(
        if: XServer.hasXvfb && FileManager.default.isExecutableFile(atPath: demoExecutablePath),
        "needs Xvfb and a built openuikit-demo"))
struct ExternallyDestroyedWindowTests {
    @Test func anAppWhoseOnlyWindowIsDestroyedExits() throws {
        let server = try XServer(.xvfb)
        // Watch the root for the demo's window being mapped (READY is printed before the backend runs).
        let display = try #require(XOpenDisplay(server.display))
        defer { XCloseDisplay(display) }
        XSelectInput(display, openuikit_default_root(display), SubstructureNotifyMask)
        XSync(display, 0)
        let demo = try DemoProcess(environment: ["DISPLAY=\(server.display)", "PATH=/usr/bin:/bin"])
        var mapped: Window = 0
        let deadline = DispatchTime.now().uptimeNanoseconds + 20_000_000_000
        while mapped == 0, DispatchTime.now().uptimeNanoseconds < deadline {
            if XPending(display) == 0 {
                var descriptor = pollfd(fd: openuikit_connection_number(display), events: Int16(POLLIN), revents: 0)
                guard poll(&descriptor, 1, Int32((deadline - DispatchTime.now().uptimeNanoseconds) / 1_000_000)) > 0
                else { break }
            }
            while XPending(display) > 0 {
                var event = XEvent()
                XNextEvent(display, &event)
                if event.type == MapNotify { mapped = event.xmap.window }
            }
        }
        try #require(mapped != 0, "the demo never mapped a window")
        XDestroyWindow(display, mapped)
        XSync(display, 0)
        let rest = demo.read(.standardOutput, until: "\u{0}never", timeoutMilliseconds: 5_000)
        #expect(rest.closed, "the demo was still running 5 s after its window was destroyed")
        if !rest.closed { kill(demo.pid, SIGKILL) }
        #expect(demo.waitForExit() == 0)
    }
}
