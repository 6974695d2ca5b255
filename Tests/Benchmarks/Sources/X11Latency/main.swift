// Input latency through a real X server, with the app running its real run loop: from an injected event to the
// button's control-event callback. Prints medians and p99s.
//
//     swift run -c release X11Latency [count]          XTEST pointer press/release through Xvfb
//     swift run -c release X11Latency [count] touch    inputtest touch begin/end through Xorg (needs root)
//     swift run -c release X11Latency [count] key      XTEST key press/release into a focused UITextField (Xvfb):
//                                                      press → pressesBegan and → editingChanged, release → pressesEnded
//
// Also prints the start-up: from `run(_:)` called to the first frame presented (the accessibility bridge starts in
// it; `accessibility-cost.sh` compares runs with the bridge and with `OPENUIKIT_ACCESSIBILITY=0`).
import CXTestInjector
import Dispatch
import Foundation
@_spi(Windowing) import OpenUIKit

func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

let arguments = Array(CommandLine.arguments.dropFirst())
let count = arguments.first.flatMap(Int.init) ?? 1000
let touchMode = arguments.contains("touch")
let keyMode = arguments.contains("key")
let directory = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("openuikit-latency-\(getpid())")
try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)

// A server on a free display; it writes the display number to the descriptor -displayfd names (its stdout here).
let ready = Pipe()
let server = Process()
server.standardOutput = ready
server.standardError = FileHandle.nullDevice
if touchMode {
    let config = directory.appendingPathComponent("xorg.conf")
    try """
    Section "ServerFlags"
        Option "AutoAddDevices" "off"
        Option "AutoEnableDevices" "off"
    EndSection
    Section "ServerLayout"
        Identifier "layout"
        Screen "screen0"
        InputDevice "touch0" "SendCoreEvents"
    EndSection
    Section "Device"
        Identifier "dummy0"
        Driver "dummy"
        VideoRam 65536
    EndSection
    Section "Monitor"
        Identifier "monitor0"
        HorizSync 5.0 - 1000.0
        VertRefresh 5.0 - 200.0
        Modeline "1024x768" 63.50 1024 1072 1176 1328 768 771 775 798 -hsync +vsync
    EndSection
    Section "Screen"
        Identifier "screen0"
        Device "dummy0"
        Monitor "monitor0"
        DefaultDepth 24
        SubSection "Display"
            Depth 24
            Modes "1024x768"
            Virtual 1024 768
        EndSubSection
    EndSection
    Section "InputDevice"
        Identifier "touch0"
        Driver "inputtest"
        Option "DeviceType" "Touch"
        Option "SocketPath" "\(directory.path)/touch.sock"
    EndSection
    """.write(to: config, atomically: true, encoding: .utf8)
    server.executableURL = URL(fileURLWithPath: "/usr/lib/xorg/Xorg")
    server.arguments = [
        "-config", config.path, "-noreset", "-nolisten", "tcp", "-logfile",
        directory.appendingPathComponent("Xorg.log").path, "-displayfd", "1",
    ]
} else {
    server.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
    server.arguments = ["-screen", "0", "1024x768x24", "-nolisten", "tcp", "-noreset", "-displayfd", "1"]
}
try server.run()
let number = String(decoding: ready.fileHandleForReading.availableData, as: UTF8.self).trimmingCharacters(
    in: .whitespacesAndNewlines)
let displayName = ":\(number)"

/// Sends touches to the inputtest touchscreen (one connection for the server's life).
final class Touchscreen: @unchecked Sendable {
    let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    init(path: String) {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            path.utf8CString.withUnsafeBytes {
                buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: $0.prefix(buffer.count - 1)))
            }
        }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        precondition(connected == 0, "cannot connect to \(path)")
        var version = latency_it_client_version()
        _ = withUnsafeBytes(of: &version) { write(fd, $0.baseAddress, $0.count) }
        var reply = xf86ITResponseServerVersion()
        _ = withUnsafeMutableBytes(of: &reply) { read(fd, $0.baseAddress, $0.count) }
    }
    /// Sends a touch. Caveat, seen here: the inputtest driver sometimes holds an event until its next message
    /// arrives, so some rounds time out (they are reported and not counted); a sync request after each event
    /// (as the tests use) hung when sent from this second thread while the app ran, and is not used.
    func touch(_ type: Int32, x: Double, y: Double) {
        var event = latency_it_touch(1, UInt32(type), x * 65536 / 1024, y * 65536 / 768)
        _ = withUnsafeBytes(of: &event) { write(fd, $0.baseAddress, $0.count) }
    }
}

final class Latencies: @unchecked Sendable {
    var down: [UInt64] = []
    var up: [UInt64] = []
    /// Key mode: the same press to the text field's `editingChanged` (the character inserted).
    var edited: [UInt64] = []
    var injected: UInt64 = 0
    /// Rounds whose callback did not come within a second (not counted).
    var timeouts = 0
    /// When `run(_:)` was called and when the first frame was presented.
    var runCalled: UInt64 = 0
    var firstFrame: UInt64 = 0
}
let latencies = Latencies()
let wentDown = DispatchSemaphore(value: 0)
let wentUp = DispatchSemaphore(value: 0)

/// Key mode's field: the first responder, timing the press callbacks before the field handles them.
final class TimedField: UITextField {
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let time = now(), injected = latencies.injected
        if time >= injected { latencies.down.append(time - injected) }
        super.pressesBegan(presses, with: event)
        wentDown.signal()
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let time = now(), injected = latencies.injected
        if time >= injected { latencies.up.append(time - injected) }
        super.pressesEnded(presses, with: event)
        wentUp.signal()
    }
}

MainActor.assumeIsolated {
    let application = UIApplication()
    let backend: X11Backend
    do { backend = try X11Backend(displayName: displayName) } catch { fatalError("\(error)") }
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 50, y: 50, width: 200, height: 100)
    button.setTitle("Press", for: .normal)
    // A callback that arrives after the injector gave up waiting (and moved on) is not a sample.
    button.addAction(
        UIAction { _ in
            let time = now(), injected = latencies.injected
            if time >= injected { latencies.down.append(time - injected) }
            wentDown.signal()
        }, for: .touchDown)
    button.addAction(
        UIAction { _ in
            let time = now(), injected = latencies.injected
            if time >= injected { latencies.up.append(time - injected) }
            wentUp.signal()
        }, for: .touchUpInside)
    let field = TimedField(frame: CGRect(x: 10, y: 10, width: 280, height: 30))
    field.addAction(
        UIAction { _ in
            let time = now(), injected = latencies.injected
            if time >= injected { latencies.edited.append(time - injected) }
        }, for: .editingChanged)
    if keyMode { window.addSubview(field) } else { window.addSubview(button) }
    window.makeKeyAndVisible()
    if keyMode { _ = field.becomeFirstResponder() }
    application.diagnosticHandler = { print("diagnostic: \($0)") }

    Thread.detachNewThread {
        // Let the window map first.
        Thread.sleep(forTimeInterval: 0.3)
        let touchscreen = touchMode ? Touchscreen(path: directory.appendingPathComponent("touch.sock").path) : nil
        let injector = touchMode ? nil : XOpenDisplay(displayName)
        if let injector {
            XTestFakeMotionEvent(injector, -1, 150, 100, 0)
            XSync(injector, 0)
        }
        // Key mode: a click gives the window the keyboard focus.
        let keycode = injector.map { UInt32(XKeysymToKeycode($0, KeySym(XK_a))) } ?? 0
        if keyMode, let injector {
            XTestFakeButtonEvent(injector, 1, 1, 0)
            XTestFakeButtonEvent(injector, 1, 0, 0)
            XSync(injector, 0)
            Thread.sleep(forTimeInterval: 0.2)
        }
        for index in 0..<(count + 20) {
            latencies.injected = now()
            if let touchscreen {
                touchscreen.touch(XI_TouchBegin, x: 150, y: 100)
            } else if let injector, keyMode {
                XTestFakeKeyEvent(injector, keycode, 1, 0)
                XFlush(injector)
            } else if let injector {
                XTestFakeButtonEvent(injector, 1, 1, 0)
                XFlush(injector)
            }
            if wentDown.wait(timeout: .now() + 1) == .timedOut { latencies.timeouts += 1 }
            latencies.injected = now()
            if let touchscreen {
                touchscreen.touch(XI_TouchEnd, x: 150, y: 100)
            } else if let injector, keyMode {
                XTestFakeKeyEvent(injector, keycode, 0, 0)
                XFlush(injector)
            } else if let injector {
                XTestFakeButtonEvent(injector, 1, 0, 0)
                XFlush(injector)
            }
            if wentUp.wait(timeout: .now() + 1) == .timedOut { latencies.timeouts += 1 }
            // The first 20 rounds warm caches up.
            if index == 19 {
                latencies.down.removeAll()
                latencies.up.removeAll()
                latencies.edited.removeAll()
            }
        }
        if let injector { XCloseDisplay(injector) }
        DispatchQueue.main.async { MainActor.assumeIsolated { backend.stop() } }
    }
    application.framePresentationObserver = { _, _ in
        if latencies.firstFrame == 0 { latencies.firstFrame = now() }
    }
    latencies.runCalled = now()
    _ = backend.run(application)
    backend.shutDown()
}
server.terminate()
server.waitUntilExit()
try? FileManager.default.removeItem(at: directory)

func summary(_ values: [UInt64]) -> String {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return "no samples" }
    let median = Double(sorted[sorted.count / 2]) / 1000
    let p99 = Double(sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.99))]) / 1000
    return String(format: "median %.0f µs, p99 %.0f µs (%d samples)", median, p99, sorted.count)
}
let (downName, upName) =
    touchMode
    ? ("touch begin → touchDown:", "touch end → touchUpInside:")
    : keyMode
        ? ("key press → pressesBegan:", "key release → pressesEnded:")
        : ("press → touchDown:", "release → touchUpInside:")
print("\(downName) \(summary(latencies.down))")
if keyMode { print("key press → editingChanged (inserted): \(summary(latencies.edited))") }
print("\(upName) \(summary(latencies.up))")
print("rounds with no callback within 1 s (not counted): \(latencies.timeouts)")
let startUp = Double(latencies.firstFrame - latencies.runCalled) / 1e6
print(String(format: "start-up, run → first frame presented: %.2f ms", startUp))
