// The OpenUIKit demo. Run it with `bash Examples/demo.sh` (or `swift run openuikit-demo`).
//
//   openuikit-demo                      a window on $DISPLAY; drag, tap, double-tap, shake with Ctrl+Alt+Z,
//                                       press media keys; events are printed. Close the window to quit.
//   openuikit-demo --screenshot FILE    the window on $DISPLAY, drawn and read back from the X server into FILE.
//   openuikit-demo --headless [FILE]    no X server: scripted input through the embedded backend, a printed log,
//                                       and the window as Cairo drew it in FILE (openuikit-demo.png).
import OpenUIKit
import OpenUIKitTesting

@MainActor
func runHeadless(screenshot path: String) throws {
    let delegate = AppDelegate()
    let driver = EventDriver(delegate: delegate)
    let say: (String) -> Void = { print("  " + $0) }
    delegate.onEvent = say
    _ = delegate.application(driver.application, didFinishLaunchingWithOptions: nil)
    let screen = delegate.screen!
    let window = screen.window
    driver.defaultWindow = window
    driver.backend.flush()
    // The demo's content starts below the navigation bar: its points are window points this far down.
    let bar = UINavigationBar.standardHeight

    print("1. Drag the square with one finger")
    try driver.touchDown(1, at: CGPoint(x: 40, y: 40 + bar))
    try driver.touchMove(1, to: CGPoint(x: 90, y: 60 + bar))
    try driver.touchMove(1, to: CGPoint(x: 140, y: 90 + bar))
    try driver.touchUp(1)
    driver.advance(by: 1)

    print("2. Tap the photo: image views take no touches, so the touch falls through to the controller")
    window.hitTestTraceObserver = { trace in
        for line in trace.summary { print("     trace  \(line)") }
        print("     chain  \(trace.responderChain.joined(separator: " → "))")
    }
    try driver.tap(at: CGPoint(x: 250, y: 50 + bar))
    window.hitTestTraceObserver = nil

    print("3. Double-tap the square (a gesture recognizer)")
    try driver.tap(at: CGPoint(x: 130, y: 80 + bar), finger: 2)
    driver.advance(by: 0.1)
    try driver.tap(at: CGPoint(x: 130, y: 80 + bar), finger: 3)
    driver.advance(by: 1)

    print("4. A nil-targeted action from the button reaches the controller")
    try driver.tap(at: CGPoint(x: 300, y: 215 + bar), finger: 4)

    print("5. Shake, then press play on a media key")
    try driver.shake()
    try driver.remoteControl(.remoteControlPlay)

    print("6. The square is removed while a finger is on it")
    try driver.touchDown(5, at: CGPoint(x: 130, y: 80 + bar))
    screen.square.removeFromSuperview()
    try driver.touchUp(5)
    screen.controller.content.insertSubview(screen.square, at: 0)

    print("7. Bad input is reported, not crashed on")
    driver.sendUnchecked(
        RawInput(
            window: window.identifier, timestamp: 10,
            payload: .touches([
                .init(identifier: .init(device: 1, number: 9), phase: .moved, location: CGPoint(x: CGFloat.nan, y: 0))
            ])))
    for diagnostic in driver.diagnostics { say("diagnostic: \(diagnostic)") }

    if let data = window.renderer.image().pngData() {
        try data.write(to: URL(fileURLWithPath: path))
        print("Saved the window as Cairo drew it (off-screen): \(path)")
    }
}

/// Errors go to standard error under the program's name; standard output is the demo's own log.
func reportError(_ message: String) {
    FileHandle.standardError.write(Data("openuikit-demo: \(message)\n".utf8))
}

@MainActor
func runOnX11(screenshot path: String?) -> Int32 {
    let backend: X11Backend
    do {
        backend = try X11Backend()
    } catch {
        reportError("\(error)")
        return 1
    }
    let delegate = AppDelegate()
    if let path {
        delegate.onLaunch = { window in
            let application = UIApplication.shared
            backend.attach(application)
            backend.synchronize()
            backend.synchronize()
            guard let image = backend.screenshot(of: window), let data = image.pngData() else {
                reportError("could not read the window back from the X server")
                exit(1)
            }
            do {
                try data.write(to: URL(fileURLWithPath: path))
                print("Saved a screenshot of the X window: \(path)")
            } catch {
                reportError("could not write \(path): \(error)")
                exit(1)
            }
            backend.shutDown()
            exit(0)
        }
    } else {
        delegate.onLaunch = { _ in
            print("READY: the demo window is open; close it to quit.")
            fflush(nil)
        }
    }
    _ = UIApplication()
    return UIApplicationMain(delegate: delegate, backend: backend)
}

let arguments = Array(CommandLine.arguments.dropFirst())
let status: Int32 = MainActor.assumeIsolated {
    switch arguments.first {
    case "--headless":
        do {
            try runHeadless(screenshot: arguments.dropFirst().first ?? "openuikit-demo.png")
            return 0
        } catch {
            reportError("\(error)")
            return 1
        }
    case "--screenshot":
        return runOnX11(screenshot: arguments.dropFirst().first ?? "openuikit-demo.png")
    default:
        return runOnX11(screenshot: nil)
    }
}
exit(status)
