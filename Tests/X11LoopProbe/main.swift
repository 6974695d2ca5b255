// Runs the X11 backend's real loop (`X11Backend.run`) in a process of its own, on the display in DISPLAY, and prints
// an ordered log for Tests/OpenUIKitX11Tests/X11MainLoopTests.swift. The loop must own the main thread, which a test
// function cannot give it (Swift Testing runs tests inside the main queue or off the main thread).
//
//     X11LoopProbe <scenario> [fallback]      scenarios: queue, timer-and-event, idle, display-link, foundation-timer,
//                                              timer-redraws, timer-round-trip, loop-kind, fd-source, glib-context
//
// `fallback` runs the Dispatch-source loop that `run(_:)` uses when libdispatch lacks its main-queue hooks.
import CGLib
import CX11
import CXTest
import Dispatch
import Foundation
@_spi(Windowing) import OpenUIKit
@_spi(Platform) import OpenUIKitPlatform

let arguments = Array(CommandLine.arguments.dropFirst())
let scenario = arguments.first ?? ""

/// Prints one line of the log at once (the parent reads it through a pipe).
func log(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

/// Runs `body` on the main actor from any other thread, through the main queue (which the loop must service).
func onMain<T: Sendable>(_ body: @MainActor () -> T) -> T {
    DispatchQueue.main.sync { MainActor.assumeIsolated(body) }
}

final class TouchLoggingView: UIView {
    var onTouch: ((String) -> Void)?
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { onTouch?("touchesBegan") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { onTouch?("touchesEnded") }
}

@MainActor enum Probe {
    static let application = UIApplication()
    static var backend: X11Backend!
    static let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    static let view = TouchLoggingView(frame: window.bounds)
    static var frames = 0
    static var link: CADisplayLink?
    static var pipeSource: MainLoop.SourceID?

    /// Ends the run: the last window closes, so `run(_:)` returns.
    static func finish() { window.close() }

    /// Runs `body` once, after the first frame is on the server (the window is mapped and can take input).
    static func afterFirstFrame(_ body: @escaping @MainActor () -> Void) {
        var started = false
        application.framePresentationObserver = { _, _ in
            guard !started else { return }
            started = true
            DispatchQueue.main.async { MainActor.assumeIsolated(body) }
        }
    }

    /// How many times the loop woke up, asked from another thread through the main queue (one wake-up itself).
    nonisolated static func wakeUps() -> Int { onMain { backend.loopWakeUps } }

    static func run() {
        // Made first: a window belongs to the application that is current when the window is made.
        _ = application
        do { backend = try X11Backend() } catch {
            log("no display: \(error)")
            exit(2)
        }
        if arguments.contains("fallback") { backend.loopKind = .dispatchSources }
        window.addSubview(view)
        window.makeKeyAndVisible()
        switch scenario {
        case "queue": queue()
        case "timer-and-event": afterFirstFrame(timerAndEvent)
        case "idle": afterFirstFrame { Thread.detachNewThread(idle) }
        case "display-link": displayLink()
        case "foundation-timer": afterFirstFrame(foundationTimers)
        case "timer-redraws": afterFirstFrame(timerRedraws)
        case "timer-round-trip": afterFirstFrame(timerRoundTrip)
        case "fd-source": afterFirstFrame { fileDescriptorSource() }
        case "glib-context": glibContext()
        case "loop-kind":
            log("loop \(backend.loopKind)")
            DispatchQueue.main.async { MainActor.assumeIsolated { finish() } }
        default:
            log("unknown scenario \(scenario)")
            exit(2)
        }
        let status = backend.run(application)
        log("run returned \(status)")
        backend.shutDown()
    }

    /// Main-queue blocks, a main-actor task and a main-actor continuation resumed from another queue, chained, all
    /// while the window waits for X input that never comes.
    static func queue() {
        DispatchQueue.main.async {
            log("DispatchQueue.main.async")
            Task { @MainActor in
                log("Task { @MainActor }")
                let value = await withCheckedContinuation { continuation in
                    DispatchQueue.global().async { continuation.resume(returning: 42) }
                }
                log("continuation resumed on the main actor with \(value)")
                Thread.detachNewThread {
                    DispatchQueue.main.async {
                        MainActor.assumeIsolated {
                            log("DispatchQueue.main.async from another thread")
                            finish()
                        }
                    }
                }
            }
        }
    }

    /// A click arrives while a timer is due: one turn of the loop takes both.
    static func timerAndEvent() {
        let base = backend.loopWakeUps
        func turn() -> String { "turn +\(backend.loopWakeUps - base)" }
        view.onTouch = { phase in
            log("\(phase), \(turn())")
            if phase == "touchesEnded" { finish() }
        }
        backend.clock.schedule(at: backend.clock.now) { log("timer, \(turn())") }
        // The same turn must still take the click that the round trip queued in Xlib.
        clickThenRoundTrip()
    }

    /// Clicks through XTEST on a connection of its own, then makes a round trip on the backend's connection: the
    /// server has sent the click by then, so the round trip queues it in Xlib, where no descriptor announces it.
    static func clickThenRoundTrip() {
        guard let injector = XOpenDisplay(nil) else { return log("no injector") }
        XTestFakeMotionEvent(injector, -1, 100, 50, 0)
        XTestFakeButtonEvent(injector, 1, 1, 0)
        XTestFakeButtonEvent(injector, 1, 0, 0)
        XSync(injector, 0)
        XCloseDisplay(injector)
        XSync(backend.display, 0)
    }

    /// Wake-ups over 0.3 s of an idle window, with a display link running, and idle again after it is invalidated
    /// (on another thread, which asks the main thread for the count: each asking is one wake-up). Each idle span
    /// is measured once the loop has settled: the first frame's and the last link frame's own events (the shared
    /// memory completion, an Expose) may still arrive after them on a loaded machine, once, and are not idling.
    nonisolated static func idle() {
        settle()
        var before = wakeUps()
        Thread.sleep(forTimeInterval: 0.3)
        log("idle: \(wakeUps() - before) wake-up")
        onMain {
            link = CADisplayLink { _ in frames += 1 }
            link?.add(to: .main, forMode: .common)
        }
        // Until ten frames have come (a loaded machine may not give a 60 Hz link 18 frames in 0.3 s), bounded.
        before = wakeUps()
        var framesSoFar = 0
        for _ in 0..<100 where framesSoFar < 10 {
            Thread.sleep(forTimeInterval: 0.05)
            framesSoFar = onMain { frames }
        }
        let during = wakeUps() - before
        onMain {
            link?.invalidate()
            log(
                "display link: \(during >= 10 ? "10 or more" : "\(during)") wake-ups, "
                    + "\(frames >= 10 ? "10 or more" : "\(frames)") frames")
        }
        settle()
        before = wakeUps()
        Thread.sleep(forTimeInterval: 0.3)
        log("after invalidate: \(wakeUps() - before) wake-up")
        DispatchQueue.main.async { MainActor.assumeIsolated { finish() } }
    }

    /// A pipe registered with the main loop beside the X connection: an idle window with it does not wake the loop;
    /// a write from another thread runs its callback on the main thread, which removes the source and ends the run.
    static func fileDescriptorSource() {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return log("no pipe") }
        let (readEnd, writeEnd) = (ends[0], ends[1])
        pipeSource = MainLoop.main.addSource(fileDescriptor: readEnd) {
            var byte: UInt8 = 0
            _ = read(readEnd, &byte, 1)
            log("pipe readable on the main thread: \(Thread.isMainThread), read \(Character(UnicodeScalar(byte)))")
            MainLoop.main.remove(pipeSource!)
            log("sources left: \(MainLoop.main.sourceCount)")
            finish()
        }
        Thread.detachNewThread {
            settle()
            let before = wakeUps()
            Thread.sleep(forTimeInterval: 0.3)
            log("idle with a pipe source: \(wakeUps() - before) wake-up")
            var byte = UInt8(ascii: "p")
            _ = write(writeEnd, &byte, 1)
        }
    }

    /// GLib's default main context run on the main loop: a GLib timeout, then work another thread hands the
    /// context, both dispatched on the main thread while the window waits.
    static func glibContext() {
        let group: GLibMainContextPollGroup
        do { group = try GLibMainContextPollGroup() } catch { return log("\(error)") }
        MainLoop.main.add(group)
        _ = g_timeout_add(
            50,
            { _ in
                log("GLib timeout on the main thread: \(Thread.isMainThread)")
                Thread.detachNewThread {
                    g_main_context_invoke(
                        nil,
                        { _ in
                            log(
                                "g_main_context_invoke from another thread ran on the main thread: \(Thread.isMainThread)"
                            )
                            DispatchQueue.main.async { MainActor.assumeIsolated { Probe.finish() } }
                            return 0
                        }, nil)
                }
                return 0
            }, nil)
    }

    /// Waits (at most 3 s) until two 0.1-s spans in a row woke the loop only for the count's own asking. A loop
    /// that never idles never settles, and the measurement after it shows it.
    nonisolated static func settle() {
        var quietSpans = 0
        for _ in 0..<30 where quietSpans < 2 {
            let before = wakeUps()
            Thread.sleep(forTimeInterval: 0.1)
            quietSpans = wakeUps() - before == 1 ? quietSpans + 1 : 0
        }
    }

    /// A Foundation timer changes a view, as UIKit apps do to update a label: the change is drawn and presented at
    /// once, though the timer's firing is no input and no main-queue block.
    static func timerRedraws() {
        _ = Timer.scheduledTimer(withTimeInterval: 0.05, repeats: false) { _ in
            MainActor.assumeIsolated {
                view.backgroundColor = .red
                log("timer changed the view")
                application.framePresentationObserver = { _, _ in
                    log("present")
                    application.framePresentationObserver = nil
                    finish()
                }
            }
        }
    }

    /// A Foundation timer's callback makes a round trip to the server (as reading the clipboard does) while a click
    /// is on its way: the round trip moves the click into Xlib's queue, where no descriptor announces it, and the
    /// loop must still take it before sleeping.
    static func timerRoundTrip() {
        view.onTouch = { phase in
            log(phase)
            if phase == "touchesEnded" { finish() }
        }
        _ = Timer.scheduledTimer(withTimeInterval: 0.05, repeats: false) { _ in
            MainActor.assumeIsolated {
                clickThenRoundTrip()
                log("timer made a round trip")
            }
        }
    }

    /// Foundation's timers, as UIKit apps schedule them on the main run loop: a one-shot block timer, a repeating one
    /// added for the common modes, and a block `RunLoop.main.perform` queues from a timer.
    static func foundationTimers() {
        let start = Date()
        _ = Timer.scheduledTimer(withTimeInterval: 0.05, repeats: false) { _ in
            log("one-shot timer, \(Date().timeIntervalSince(start) >= 0.05 ? "not early" : "early")")
            RunLoop.main.perform { log("RunLoop.main.perform") }
        }
        let repeating = Timer(fire: start + 0.2, interval: 0.2, repeats: true) { timer in
            let count = MainActor.assumeIsolated {
                frames += 1
                return frames
            }
            log("repeating timer \(count)")
            guard count == 3 else { return }
            timer.invalidate()
            MainActor.assumeIsolated {
                _ = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: false) { _ in
                    MainActor.assumeIsolated { finish() }
                }
            }
        }
        RunLoop.main.add(repeating, forMode: .common)
    }

    /// Each callback comes before the frame it changed is drawn and presented; timestamps sit on the 60 Hz grid.
    static func displayLink() {
        var first: CFTimeInterval?
        let link = CADisplayLink { link in
            frames += 1
            let origin = first ?? link.timestamp
            first = origin
            let steps = (link.timestamp - origin) * 60
            log(
                String(
                    format: "link %d: target - timestamp = %.3f ms, duration %.3f ms, %@", frames,
                    (link.targetTimestamp - link.timestamp) * 1000, link.duration * 1000,
                    abs(steps.rounded() - steps) < 1e-6 ? "on the grid" : "off the grid"))
            view.backgroundColor = frames % 2 == 0 ? .red : .blue
            if frames == 4 { link.invalidate() }
        }
        afterFirstFrame {
            application.framePresentationObserver = { _, _ in
                log("present")
                if frames == 4 { finish() }
            }
            link.add(to: .main, forMode: .default)
        }
    }
}

MainActor.assumeIsolated { Probe.run() }
