// Input latency through a real X server: from an injected XTEST button press or release to the button's control
// event callback, with the app running its real run loop. Starts its own Xvfb. Prints medians and p99s.
//
//     swift run -c release X11Latency [count]
import CXTestInjector
import Dispatch
import Foundation
import OpenUIKit

func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

let count = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 1000

// A virtual X server on a free display.
let ready = Pipe()
let xvfb = Process()
xvfb.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
// Xvfb writes the display number it chose to the descriptor -displayfd names: here its standard output, our pipe.
xvfb.arguments = ["-screen", "0", "1024x768x24", "-nolisten", "tcp", "-noreset", "-displayfd", "1"]
xvfb.standardOutput = ready
xvfb.standardError = FileHandle.nullDevice
try xvfb.run()
let number = String(decoding: ready.fileHandleForReading.availableData, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
let displayName = ":\(number)"

final class Latencies: @unchecked Sendable {
    var press: [UInt64] = []
    var release: [UInt64] = []
    var injected: UInt64 = 0
}
let latencies = Latencies()
let pressed = DispatchSemaphore(value: 0)
let released = DispatchSemaphore(value: 0)

MainActor.assumeIsolated {
    let application = UIApplication()
    let backend: X11Backend
    do { backend = try X11Backend(displayName: displayName) } catch { fatalError("\(error)") }
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 50, y: 50, width: 200, height: 100)
    button.setTitle("Press", for: .normal)
    // A callback that arrives after the injector gave up waiting (and moved on) is not a sample.
    button.addAction(UIAction { _ in
        let time = now(), injected = latencies.injected
        if time >= injected { latencies.press.append(time - injected) }
        pressed.signal()
    }, for: .touchDown)
    button.addAction(UIAction { _ in
        let time = now(), injected = latencies.injected
        if time >= injected { latencies.release.append(time - injected) }
        released.signal()
    }, for: .touchUpInside)
    window.addSubview(button)
    window.makeKeyAndVisible()

    Thread.detachNewThread {
        guard let injector = XOpenDisplay(displayName) else { fatalError("no injector connection") }
        // Let the window map, then put the pointer over the button.
        Thread.sleep(forTimeInterval: 0.3)
        XTestFakeMotionEvent(injector, -1, 150, 100, 0)
        XSync(injector, 0)
        for index in 0..<(count + 20) {
            latencies.injected = now()
            XTestFakeButtonEvent(injector, 1, 1, 0)
            XFlush(injector)
            _ = pressed.wait(timeout: .now() + 1)
            // Beyond the double-tap window, so every press is a fresh tap.
            if index < 20 { latencies.press.removeAll() }
            latencies.injected = now()
            XTestFakeButtonEvent(injector, 1, 0, 0)
            XFlush(injector)
            _ = released.wait(timeout: .now() + 1)
            if index < 20 { latencies.release.removeAll() }
        }
        XCloseDisplay(injector)
        DispatchQueue.main.async { MainActor.assumeIsolated { backend.stop() } }
    }
    _ = backend.run(application)
    backend.shutDown()
}
xvfb.terminate()

func summary(_ values: [UInt64]) -> String {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return "no samples" }
    let median = Double(sorted[sorted.count / 2]) / 1000
    let p99 = Double(sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.99))]) / 1000
    return String(format: "median %.0f µs, p99 %.0f µs (%d samples)", median, p99, sorted.count)
}
print("press → touchDown:        \(summary(latencies.press))")
print("release → touchUpInside:  \(summary(latencies.release))")
