import Foundation
import Testing

private let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
private let probePath = repository.appendingPathComponent(".build/debug/AccessibilityProbe").path
/// Orca with its debug log written line by line (Orca's own file is block-buffered: its last utterances would stay in
/// its buffer while the test reads).
private let orcaPath = repository.appendingPathComponent("Tests/AccessibilityClient/orca-line-buffered.py").path

extension XServer {
    /// Whether Orca can run beside the AT-SPI bus (CI installs it; `.ci/system-packages.sh`).
    static var hasOrca: Bool {
        hasATSPI && FileManager.default.isExecutableFile(atPath: "/usr/bin/orca")
            && FileManager.default.isExecutableFile(atPath: "/usr/bin/xdotool")
    }
}

/// Orca, the GNOME screen reader, against the `AccessibilityProbe` app on a private session and accessibility bus,
/// with no sound: its debug log records every utterance (`SPEECH OUTPUT: '…'`) whether or not a speech server
/// runs. Tab moves through the window's controls; Orca must present the window and then speak the controls Tab
/// lands on, with their role and state, as it does for a GTK app: one exact reading.
@MainActor
@Suite(
    .endsItsXServers, .serialized,
    .enabled(
        if: XServer.hasOrca, "needs Orca and xdotool beside the AT-SPI test's tools (apt-get install orca xdotool)"))
struct OrcaSmokeTests {
    private func lines(_ path: String) -> [String] {
        ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    @Test func orcaSpeaksEachControlTabReaches() throws {
        let server = try XServer(.xvfb)
        let session = try PrivateDBusSession(display: server.display, name: "orca")
        defer { session.stop() }
        try session.start(["/usr/libexec/at-spi-bus-launcher", "--launch-immediately"])
        let bus = ["/usr/bin/dbus-send", "--session", "--dest=org.a11y.Bus", "--print-reply", "/org/a11y/bus"]
        try session.waitFor("the accessibility bus") { session.run(bus + ["org.a11y.Bus.GetAddress"]) == 0 }
        let orcaLog = session.home.appendingPathComponent("orca.log").path
        // Orca turns org.a11y.Status's ScreenReaderEnabled on itself; the app then publishes its tree.
        try session.start(["/usr/bin/python3", orcaPath, "--debug-file=\(orcaLog)"])
        // Orca's start (Python imports, its settings) takes minutes on a machine loaded by the whole suite.
        try session.waitFor("Orca", seconds: 180) {
            lines(orcaLog).contains { $0.contains("registering listener for: window:destroy") }
        }
        let appLog = session.home.appendingPathComponent("app.log").path
        try session.start([probePath], output: appLog)
        try session.waitFor("the probe") { lines(appLog).contains("launched") }
        // Orca reads the new application when the registry announces it; on a loaded machine that may take a while,
        // and the Tab presses below wait for speech anyway.
        try? session.waitFor("Orca to see the app", seconds: 30) {
            lines(orcaLog).contains { $0.contains("AccessibilityProbe") }
        }
        // Without a window manager the keyboard follows the pointer.
        _ = session.run(["/usr/bin/xdotool", "mousemove", "160", "300"])
        // What Orca said before the first key ("Screen reader on."); each Tab then waits for its own speech.
        try? session.waitFor("Orca's greeting", seconds: 10) { !speech(orcaLog).isEmpty }
        var spoken = speech(orcaLog)
        for _ in 0..<4 {
            _ = session.run(["/usr/bin/xdotool", "key", "Tab"])
            let before = spoken.count
            try? session.waitFor("Orca to speak", seconds: 10) { speech(orcaLog).count > before }
            usleep(500_000)  // a bounded wait for the rest of the utterance
            spoken = speech(orcaLog)
        }
        // Four Tabs reach Save, Wi-Fi, Level and the field. Orca presents the window when it becomes active (the
        // bridge announces the key window as it registers), then speaks each control Tab reaches, with its role,
        // state, hint and, for the empty field, its placeholder.
        let expected = [
            "Screen reader on.", "Probe frame.", "Save push button.", "Saves the document.",
            "Wi-Fi toggle button not pressed.", "Level horizontal slider 50.", "entry Name.",
        ]
        try? session.waitFor("Orca to speak the field", seconds: 10) { speech(orcaLog).count >= expected.count }
        usleep(500_000)  // a bounded wait for anything more, which must not come
        #expect(speech(orcaLog) == expected)
    }

    /// What Orca said, in order: the text of each `SPEECH OUTPUT: '…'` line of its debug log.
    private func speech(_ path: String) -> [String] {
        lines(path).compactMap { line in
            guard let start = line.range(of: "SPEECH OUTPUT: '") else { return nil }
            return String(line[start.upperBound...].prefix { $0 != "'" })
        }
    }
}
