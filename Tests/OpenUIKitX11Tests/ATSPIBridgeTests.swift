import Foundation
import Testing

private let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
private let probePath = repository.appendingPathComponent(".build/debug/AccessibilityProbe").path
private let clientPath = repository.appendingPathComponent("Tests/AccessibilityClient/client.py").path

extension XServer {
    /// Whether the accessibility bus, its registry and a Python AT-SPI client can run beside an Xvfb.
    static var hasATSPI: Bool {
        hasXvfb
            && [
                "/usr/bin/dbus-daemon", "/usr/bin/dbus-send", "/usr/bin/setsid", "/usr/libexec/at-spi-bus-launcher",
                "/usr/libexec/at-spi2-registryd", "/usr/bin/python3",
            ].allSatisfy { FileManager.default.isExecutableFile(atPath: $0) }
            && FileManager.default.fileExists(atPath: "/usr/lib/python3/dist-packages/pyatspi")
            && FileManager.default.isExecutableFile(atPath: probePath)
    }
}

/// The AT-SPI bridge with a real client: a private session bus, at-spi2-core's bus launcher and registry, the
/// `AccessibilityProbe` app on Xvfb, and `client.py` (pyatspi, what Orca is built on) reading its tree and driving
/// its controls. The client's log and the app's are compared whole.
@MainActor
@Suite(
    .endsItsXServers, .serialized,
    .enabled(
        if: XServer.hasATSPI,
        "needs Xvfb, dbus-daemon, at-spi2-core, python3-pyatspi and a built AccessibilityProbe"))
struct ATSPIBridgeTests {
    /// Xvfb and a session whose accessibility bus is up and says an assistive technology listens.
    private func startSession() throws -> (XServer, PrivateDBusSession) {
        let server = try XServer(.xvfb)
        let session = try PrivateDBusSession(display: server.display, name: "atspi")
        try session.start(["/usr/libexec/at-spi-bus-launcher", "--launch-immediately"])
        let bus = ["/usr/bin/dbus-send", "--session", "--dest=org.a11y.Bus", "--print-reply", "/org/a11y/bus"]
        try session.waitFor("the accessibility bus") { session.run(bus + ["org.a11y.Bus.GetAddress"]) == 0 }
        let enable = [
            "org.freedesktop.DBus.Properties.Set", "string:org.a11y.Status", "string:IsEnabled", "variant:boolean:true",
        ]
        guard session.run(bus + enable) == 0 else { throw XServerError.didNotStart("org.a11y.Status") }
        return (server, session)
    }

    private func lines(_ path: String) -> [String] {
        ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    /// Starts the probe with `probeArguments` in a listening session, runs `client.py` in `mode` (none: drive) to its
    /// end, and returns the client's exit status, its log and the app's.
    private func runClient(
        _ mode: String?, probeArguments: [String] = [], seconds: Double = 60
    ) throws -> (status: Int32, client: [String], app: [String]) {
        let (server, session) = try startSession()
        defer { session.stop() }
        _ = server
        let appLog = session.home.appendingPathComponent("app.log").path
        let clientLog = session.home.appendingPathComponent("client.log").path
        try session.start([probePath] + probeArguments, output: appLog)
        let status = session.run(
            ["/usr/bin/python3", clientPath, "AccessibilityProbe"] + (mode.map { [$0] } ?? []), output: clientLog,
            seconds: seconds)
        return (status, lines(clientLog), lines(appLog))
    }

    @Test func aClientReadsTheTreeAndDrivesEveryControlThroughTheBus() throws {
        let (status, client, app) = try runClient(nil)
        #expect(status == 0, "client log: \(client)")
        #expect(client == Self.expectedClientLog)
        #expect(app == Self.expectedAppLog)
    }

    /// The events a client hears, under the step that caused each: focus moving in Tab order and back (the view
    /// that loses focus first), a switch toggled from the keyboard, typing (text inserted, the caret, the value), and
    /// an app's own changes (a label renamed, a view added, an announcement).
    @Test func aListeningClientHearsEveryChangeInOrder() throws {
        let (status, client, app) = try runClient("events", seconds: 90)
        #expect(status == 0, "client log: \(client)")
        #expect(client == Self.expectedEvents)
        #expect(
            app == [
                "launched", "switch: valueChanged isOn=true", "field delegate: shouldChangeCharactersIn 0,0 \"h\"",
                "field: editingChanged text=h", "field delegate: shouldChangeCharactersIn 1,0 \"i\"",
                "field: editingChanged text=hi", "row: Update",
            ])
    }

    /// With the bus's connections on the main loop and the application registered, an idle app does not wake up.
    @Test func anIdleAppWithTheBridgeConnectedDoesNotWakeUp() throws {
        let (server, session) = try startSession()
        defer { session.stop() }
        _ = server
        let appLog = session.home.appendingPathComponent("app.log").path
        try session.start([probePath, "idle"], output: appLog)
        try session.waitFor("the idle measurement", seconds: 40) { lines(appLog).count >= 3 }
        #expect(lines(appLog) == ["launched", "bridge connected: true", "idle for 1 s: 1 wake-up"])
    }

    /// Every row of a table through the `Table` interface, off screen too: a row on screen is its cell, one off screen
    /// an element at the row's rect (below the window), not showing; selecting a row by number off screen reaches the
    /// delegate as a tap does; focusing or activating an off-screen row scrolls it in.
    @Test func aClientReachesEveryRowOfATableThroughTheTableInterface() throws {
        let (status, client, app) = try runClient("table", probeArguments: ["table"])
        #expect(status == 0, "client log: \(client)")
        #expect(client == Self.expectedTableLog)
        #expect(app == ["launched", "table: didSelectRowAt 1,5", "table: didSelectRowAt 0,3"])
    }

    /// The whole tree in one `GetItems` call of the `Cache` interface, the same objects in the same order as walking
    /// it, and `AddAccessible` when the app adds a view.
    @Test func aCacheClientGetsTheWholeTreeInOneCallAndHearsWhatIsAdded() throws {
        let (status, client, app) = try runClient("cache")
        #expect(status == 0, "client log: \(client)")
        #expect(client == Self.expectedCacheLog)
        #expect(app == ["launched", "row: Update"])
    }

    /// Rows 0–7 are on screen (the table is 320 points high, its rows 44); 8 and later are elements below the window,
    /// with no name (the label is the cell's) and not showing. Row 40 scrolled in by `grabFocus` leaves row 3 above
    /// the window; activating row 3 scrolls it back and selects it.
    static let expectedTableLog = [
        "list 'Messages' children=8 rows=50 columns=1 selected=0",
        "row 0: list item 'Message 0' (0,0,320,44) [showing,selectable] index=0 row=0 column=0",
        "row 7: list item 'Message 7' (0,308,320,44) [showing,selectable] index=7 row=7 column=0",
        "row 8: list item '' (0,352,320,44) [selectable] index=8 row=8 column=0",
        "row 30: list item '' (0,1320,320,44) [selectable] index=30 row=30 column=0",
        "row 49: list item '' (0,2156,320,44) [selectable] index=49 row=49 column=0",
        "row 50: none index=-1",
        "addRowSelection(30)=True isRowSelected(30)=True selected=[30]",
        "row 40 grabFocus=True",
        "row 40 now list item 'Message 40' (0,276,320,44) [showing,selectable]",
        "row 3 now list item '' (0,-1352,320,44) [selectable] actions=1",
        "row 3 doAction=True selected=[3]",
        "row 3 now list item 'Message 3' (0,0,320,44) [showing,selectable,selected]",
    ]

    static let expectedCacheLog = [
        "GetItems: 10 objects",
        "  frame 'Probe' in application #0 children=7 [Accessible,Component]",
        "  label 'Volume' in frame 'Probe' #0 children=0 [Accessible,Component,Text]",
        "  push button 'Save' in frame 'Probe' #1 children=0 [Accessible,Component,Action]",
        "  toggle button 'Wi-Fi' in frame 'Probe' #2 children=0 [Accessible,Component,Action]",
        "  slider 'Level' in frame 'Probe' #3 children=0 [Accessible,Component,Action,Value]",
        "  entry '' in frame 'Probe' #4 children=0 [Accessible,Component,Action,Text,EditableText]",
        "  page tab list '' in frame 'Probe' #5 children=2 [Accessible,Component,Selection]",
        "  page tab 'Day' in page tab list '' #0 children=0 [Accessible,Component,Action]",
        "  page tab 'Week' in page tab list '' #1 children=0 [Accessible,Component,Action]",
        "  label 'Message from Ada' in frame 'Probe' #6 children=0 [Accessible,Component,Action]",
        "same objects in the same order as walking the tree: True",
        "row doAction Update=True",
        "AddAccessible label 'Saved' in frame 'Probe' #7 children=0 [Accessible,Component,Text]",
    ]

    static let expectedEvents = [
        "Tab",
        "  object:state-changed:focused push button 'Save' 1 0",
        "  focus: push button 'Save'",
        "Tab",
        "  object:state-changed:focused push button 'Save' 0 0",
        "  object:state-changed:focused toggle button 'Wi-Fi' 1 0",
        "  focus: toggle button 'Wi-Fi'",
        "Space",
        "  object:property-change:accessible-value toggle button 'Wi-Fi' 0 0 '1'",
        "  object:state-changed:checked toggle button 'Wi-Fi' 1 0",
        "Tab",
        "  object:state-changed:focused toggle button 'Wi-Fi' 0 0",
        "  object:state-changed:focused slider 'Level' 1 0",
        "  focus: slider 'Level'",
        "Tab",
        "  object:state-changed:focused slider 'Level' 0 0",
        "  object:state-changed:focused entry '' 1 0",
        "  focus: entry ''",
        "type h",
        "  object:property-change:accessible-value entry '' 0 0 'h'",
        "  object:text-changed:insert entry '' 0 1 'h'",
        "  object:text-caret-moved entry '' 1 0",
        "type i",
        "  object:property-change:accessible-value entry '' 0 0 'hi'",
        "  object:text-changed:insert entry '' 1 1 'i'",
        "  object:text-caret-moved entry '' 2 0",
        "Shift+Tab",
        "  object:state-changed:focused entry '' 0 0",
        "  object:state-changed:focused slider 'Level' 1 0",
        "  focus: slider 'Level'",
        // The source's name is read when the client handles the event: the label is already renamed.
        "row doAction Update",
        "  object:children-changed:add frame 'Probe' 7 0 \"label 'Saved'\"",
        "  object:property-change:accessible-name label 'Loud' 0 0 'Loud'",
        "  object:text-changed:delete label 'Loud' 0 6 'Volume'",
        "  object:text-changed:insert label 'Loud' 0 4 'Loud'",
        "  object:announcement frame 'Probe' 0 0 'Changes saved'",
    ]

    static let expectedClientLog = [
        "application 'AccessibilityProbe' children=1",
        "frame 'Probe' (0,0,320,320) [enabled]",
        "  label 'Volume' (20,20,200,21) [enabled]",
        "  push button 'Save' (20,50,100,30) [enabled,focusable]",
        "  toggle button 'Wi-Fi' (20,90,51,31) [enabled,focusable]",
        "  slider 'Level' (20,130,200,31) [enabled,focusable]",
        "  entry '' (20,170,200,30) [enabled,focusable,editable]",
        "  page tab list '' (20,210,160,32) [enabled,focusable]",
        "    page tab 'Day' (20,210,80,32) [enabled,selected]",
        "    page tab 'Week' (100,210,80,32) [enabled]",
        "  label 'Message from Ada' (20,250,280,44) [enabled]",
        "button actions=['click'] description='Saves the document'",
        "button doAction=True",
        "switch doAction=True",
        "switch now toggle button 'Wi-Fi' (20,90,51,31) [enabled,focusable,checked]",
        "slider range=0.0..100.0 value=50.0",
        "slider now value=25.0",
        "field insertText=True",
        "field text='Ada'",
        "field placeholder-text=Name",
        "segmented selectChild=True selected=Week",
        "row actions=['Archive', 'Update']",
        "row doAction=True",
    ]
    static let expectedAppLog = [
        "launched",
        "button: primaryActionTriggered",
        "switch: valueChanged isOn=true",
        "slider: valueChanged value=25.0",
        "field delegate: shouldChangeCharactersIn 0,0 \"Ada\"",
        "field: editingChanged text=Ada",
        "segmented: valueChanged index=1",
        "row: Archive",
    ]
}
