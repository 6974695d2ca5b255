import CX11
import CXTest
import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Runs `xclip` against the app's server while the app's backend keeps answering selection requests, with a bounded
/// wait. Spawned and reaped by hand: Foundation's `Process` notices a child's exit on a run loop the blocked main
/// actor never turns.
@MainActor
func runXclip(_ arguments: [String], input: String? = nil, app: XvfbBackendTests.App) throws -> String {
    let directory = FileManager.default.temporaryDirectory
    let outputFile = directory.appendingPathComponent("xclip-out-\(UUID().uuidString)")
    let inputFile = directory.appendingPathComponent("xclip-in-\(UUID().uuidString)")
    defer {
        try? FileManager.default.removeItem(at: outputFile)
        try? FileManager.default.removeItem(at: inputFile)
    }
    var command = "DISPLAY=\(app.server.display) /usr/bin/xclip " + arguments.joined(separator: " ")
    if let input {
        try Data(input.utf8).write(to: inputFile)
        // The forked xclip keeps serving the selection; it must hold no descriptor of ours.
        command += " -i \(inputFile.path) </dev/null >/dev/null 2>&1"
    } else {
        command += " >\(outputFile.path) 2>/dev/null </dev/null"
    }
    var pid: pid_t = 0
    let argv: [UnsafeMutablePointer<CChar>?] = [strdup("/bin/sh"), strdup("-c"), strdup(command), nil]
    defer { for argument in argv { free(argument) } }
    guard posix_spawn(&pid, "/bin/sh", nil, nil, argv, environ) == 0 else { throw XServerError.didNotStart("xclip") }
    let deadline = Date().addingTimeInterval(10)
    var status: Int32 = 0
    while waitpid(pid, &status, WNOHANG) == 0 {
        guard Date() < deadline else {
            kill(pid, SIGKILL)
            waitpid(pid, &status, 0)
            break
        }
        app.backend.synchronize()
        usleep(2_000)  // a bounded wait for the other client, which talks to the server on its own
    }
    return (try? String(contentsOf: outputFile, encoding: .utf8)) ?? ""
}

/// Has `xclip` own CLIPBOARD with `text`, and waits (bounded) until its forked child serves it.
@MainActor
func offerFromXclip(_ text: String, app: XvfbBackendTests.App) throws {
    _ = try runXclip(["-selection", "clipboard", "-i"], input: text, app: app)
    for _ in 0..<50 {
        if try runXclip(["-selection", "clipboard", "-o"], app: app) == text { return }
    }
}

@MainActor
@Suite(
    .endsItsXServers,
    .serialized,
    .enabled(
        if: XServer.hasXvfb && FileManager.default.isExecutableFile(atPath: "/usr/bin/xclip"),
        "needs Xvfb and xclip (apt-get install xvfb xclip)"))
struct XvfbTextFieldTests {
    private func setUp(_ app: XvfbBackendTests.App) -> (UITextField, UITextField) {
        let first = UITextField(frame: CGRect(x: 10, y: 10, width: 300, height: 30))
        let second = UITextField(frame: CGRect(x: 10, y: 60, width: 300, height: 30))
        app.window.addSubview(first)
        app.window.addSubview(second)
        first.becomeFirstResponder()
        // With no window manager the keyboard follows the pointer (PointerRoot focus).
        app.injector.move(to: CGPoint(x: 200, y: 150))
        app.backend.synchronize()
        return (first, second)
    }

    private func type(_ text: String, _ app: XvfbBackendTests.App) {
        for character in text {
            let keysym = Int32(character.unicodeScalars.first!.value)
            if character.isUppercase {
                app.injector.press([XK_Shift_L, Int32(character.lowercased().unicodeScalars.first!.value)])
            } else {
                app.injector.press([keysym])
            }
        }
        app.backend.synchronize()
    }

    @Test func typingAndTabBetweenFields() throws {
        let app = try XvfbBackendTests().launch()
        let (first, second) = setUp(app)
        type("Hello world", app)
        app.injector.press([XK_BackSpace])
        app.injector.press([XK_Control_L, XK_BackSpace])
        app.injector.press([XK_Tab])
        app.backend.synchronize()
        type("next", app)
        app.injector.press([XK_Shift_L, XK_Tab])
        app.backend.synchronize()
        type("X", app)
        #expect(first.text == "Hello X")
        #expect(second.text == "next")
        #expect(first.isEditing && !second.isEditing)
    }

    @Test func copyInTheAppPasteInXclipAndBack() throws {
        let app = try XvfbBackendTests().launch()
        let (first, _) = setUp(app)
        type("copied", app)
        app.injector.press([XK_Control_L, XK_a])
        app.injector.press([XK_Control_L, XK_c])
        app.backend.synchronize()
        #expect(try runXclip(["-selection", "clipboard", "-o"], app: app) == "copied")
        try offerFromXclip("from xclip", app: app)
        app.injector.press([XK_Control_L, XK_a])
        app.injector.press([XK_Control_L, XK_v])
        app.backend.synchronize()
        #expect(first.text == "from xclip")
        // The mouse's selection is PRIMARY.
        UIPasteboard.primarySelection.string = "primary text"
        #expect(try runXclip(["-selection", "primary", "-o"], app: app) == "primary text")
    }

    /// A second backend in the process (a second display, a tool's own connection) that shuts down hands the
    /// pasteboard back to the first, which still serves the desktop's clipboard.
    @Test func aSecondBackendShuttingDownLeavesTheFirstOnesClipboard() throws {
        let app = try XvfbBackendTests().launch()
        let second = try X11Backend(displayName: app.server.display)
        second.attach(UIApplication())
        second.shutDown()
        UIPasteboard.general.string = "still on the desktop"
        #expect(try runXclip(["-selection", "clipboard", "-o"], app: app) == "still on the desktop")
    }

    @Test func largeTextCrossesInIncrementalChunksBothWays() throws {
        let app = try XvfbBackendTests().launch()
        _ = setUp(app)
        let large = String(repeating: "0123456789abcdef中文", count: 12_000)  // about 300 KB of UTF-8
        UIPasteboard.general.string = large
        #expect(try runXclip(["-selection", "clipboard", "-o"], app: app) == large)
        try offerFromXclip(large + "!", app: app)
        #expect(UIPasteboard.general.string == large + "!")
    }
}
