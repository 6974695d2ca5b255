import Foundation
import Testing

private let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
private let probePath = repository.appendingPathComponent(".build/debug/AccessibilityProbe").path

/// When the AT-SPI bridge does its work, from the `AccessibilityProbe` app's ordered log: the first frame is presented
/// before the bridge touches D-Bus at all (start-up costs nothing), then the session bus's `org.a11y.Status` is read,
/// and the tree is published only when it says an assistive technology listens.
@MainActor
@Suite(
    .endsItsXServers, .serialized,
    .enabled(
        if: XServer.hasATSPI,
        "needs Xvfb, dbus-daemon, at-spi2-core, python3-pyatspi and a built AccessibilityProbe"))
struct ATSPIBridgeStartTests {
    private func lines(_ path: String) -> [String] {
        ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    /// A session with the accessibility bus's launcher, as a desktop has; `listening` turns `IsEnabled` on, as an
    /// assistive technology does.
    private func run(listening: Bool, expectedLines: Int) throws -> [String] {
        let server = try XServer(.xvfb)
        let session = try PrivateDBusSession(display: server.display, name: "atspi-start")
        defer { session.stop() }
        try session.start(["/usr/libexec/at-spi-bus-launcher"])
        let bus = ["/usr/bin/dbus-send", "--session", "--dest=org.a11y.Bus", "--print-reply", "/org/a11y/bus"]
        let status = ["org.freedesktop.DBus.Properties.Get", "string:org.a11y.Status", "string:IsEnabled"]
        try session.waitFor("the accessibility bus launcher") { session.run(bus + status) == 0 }
        if listening {
            let enable = [
                "org.freedesktop.DBus.Properties.Set", "string:org.a11y.Status", "string:IsEnabled",
                "variant:boolean:true",
            ]
            guard session.run(bus + enable) == 0 else { throw XServerError.didNotStart("org.a11y.Status") }
        }
        let appLog = session.home.appendingPathComponent("app.log").path
        try session.start([probePath, "startup"], output: appLog)
        try? session.waitFor("the bridge's steps", seconds: 30) { lines(appLog).count >= expectedLines }
        // Nothing more may follow (a bounded wait for a step that must not come).
        usleep(700_000)
        return lines(appLog)
    }

    @Test func nothingTouchesTheBusBeforeTheFirstFrameAndNothingIsPublishedWhileNoneListens() throws {
        let log = try run(listening: false, expectedLines: 4)
        #expect(
            log == [
                "launched", "first frame presented", "bridge: started",
                "bridge: status read: IsEnabled false, ScreenReaderEnabled false",
            ])
    }

    @Test func aListeningClientStillGetsTheTreeAfterTheFirstFrame() throws {
        let log = try run(listening: true, expectedLines: 5)
        #expect(
            log == [
                "launched", "first frame presented", "bridge: started",
                "bridge: status read: IsEnabled true, ScreenReaderEnabled false", "bridge: registered",
            ])
    }
}
