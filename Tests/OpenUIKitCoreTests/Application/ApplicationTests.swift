import Foundation
import Testing
@_spi(Backends) import OpenUIKitCore
@_spi(Backends) import OpenUIKitTesting

@MainActor
@Suite struct EventQueueTests {
    @Test func queuedInputIsDeliveredInOrderOnlyWhenDrained() {
        let driver = EventDriver()
        let window = driver.makeWindow()
        let log = CallbackLog()
        let view = RecordingView("A", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        view.isMultipleTouchEnabled = true
        window.addSubview(view)
        let app = driver.application
        func sample(_ finger: Int, _ phase: RawInput.TouchPhase) -> RawInput {
            RawInput(
                window: window.identifier, timestamp: 0,
                payload: .touches([
                    .init(identifier: .init(device: 1, number: finger), phase: phase, location: CGPoint(x: 5, y: 5))
                ]))
        }
        app.enqueue(contentsOf: [sample(1, .began), sample(2, .began), sample(1, .ended)])
        app.enqueue(sample(2, .ended))
        #expect(app.pendingInputCount == 4)
        #expect(log.entries.isEmpty)
        app.drainEventQueue()
        #expect(app.pendingInputCount == 0)
        #expect(log.take() == ["A.touchesBegan(1)", "A.touchesBegan(2)", "A.touchesEnded(1)", "A.touchesEnded(2)"])
    }

    @Test func inputQueuedByAHandlerIsTakenInTheSamePassAfterTheCurrentOne() {
        let driver = EventDriver()
        let window = driver.makeWindow()
        let log = CallbackLog()
        final class Echo: RecordingView {
            var echo: (() -> Void)?
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                super.touchesBegan(touches, with: event)
                echo?()
                echo = nil
                // A nested drain does nothing: the outer pass is still running.
                UIApplication.shared.drainEventQueue()
                log.append("after nested drain")
            }
        }
        let view = Echo("A", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        view.acceptsFirstResponder = true
        window.addSubview(view)
        #expect(view.becomeFirstResponder())
        view.echo = {
            UIApplication.shared.enqueue(
                RawInput(window: window.identifier, timestamp: 0, payload: .remoteControl(.remoteControlPlay)))
        }
        try? driver.touchDown(1, at: CGPoint(x: 5, y: 5))
        #expect(
            log.take() == ["A.touchesBegan(1)", "after nested drain", "A.remoteControlReceived(remoteControlPlay)"])
        #expect(driver.application.pendingInputCount == 0)
        #expect(driver.diagnostics.isEmpty)
    }

    @Test func sendEventCanBeObservedByAWindowSubclass() throws {
        final class SpyWindow: UIWindow {
            var seen: [String] = []
            override func sendEvent(_ event: UIEvent) {
                let phases = (event.allTouches ?? []).map { "\($0.phase)" }.sorted().joined(separator: ",")
                seen.append("\(event.type) \(phases)")
                super.sendEvent(event)
            }
        }
        let driver = EventDriver()
        let window = SpyWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.makeKeyAndVisible()
        driver.defaultWindow = window
        let log = CallbackLog()
        window.addSubview(RecordingView("A", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log))
        try driver.tap(at: CGPoint(x: 5, y: 5))
        try driver.remoteControl(.remoteControlStop)
        #expect(window.seen == ["touches began", "touches ended", "remoteControl "])
        #expect(log.take() == ["A.touchesBegan(1)", "A.touchesEnded(1)"])
    }
}

@MainActor
@Suite struct ApplicationMainTests {
    @Test func applicationMainLaunchesRunsAndTerminates() {
        final class Delegate: UIResponder, UIApplicationDelegate {
            var calls: [String] = []
            func application(
                _ application: UIApplication,
                didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
            ) -> Bool {
                calls.append("didFinishLaunching")
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                window.makeKeyAndVisible()
                application.enqueue(
                    RawInput(window: window.identifier, timestamp: 0, payload: .remoteControl(.remoteControlPlay)))
                return true
            }
            override func remoteControlReceived(with event: UIEvent?) { calls.append("remote \(event!.subtype)") }
            func applicationWillTerminate(_ application: UIApplication) { calls.append("willTerminate") }
        }
        _ = UIApplication()
        let delegate = Delegate()
        let backend = EmbeddedBackend()
        let status = UIApplicationMain(delegate: delegate, backend: backend)
        #expect(status == 0)
        #expect(delegate.calls == ["didFinishLaunching", "remote remoteControlPlay", "willTerminate"])
        #expect(UIApplication.shared.clock === backend.virtualClock)
    }

    /// UIKit apps make their window from the screen in `didFinishLaunching`: the backend is attached by then, and
    /// the window shown there is shown to it once.
    @Test func theScreenIsKnownWhenTheDelegateLaunches() {
        final class Delegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            var calls: [String] = []
            func application(
                _ application: UIApplication,
                didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
            ) -> Bool {
                let screen = UIScreen.main.bounds
                calls.append("didFinishLaunching, screen \(Int(screen.width))×\(Int(screen.height))")
                window = UIWindow(frame: UIScreen.main.bounds)
                window?.makeKeyAndVisible()
                return true
            }
        }
        _ = UIApplication()
        let delegate = Delegate()
        let backend = EmbeddedBackend()
        backend.screenInfo = BackendScreenInfo(size: CGSize(width: 800, height: 600), scale: 1)
        #expect(UIApplicationMain(delegate: delegate, backend: backend) == 0)
        #expect(delegate.calls == ["didFinishLaunching, screen 800×600"])
        #expect(backend.windowEvents == [.show(delegate.window!.identifier)])
    }

    @Test func aDelegateThatFailsToLaunchStopsTheApplication() {
        final class Failing: UIApplicationDelegate {
            func application(
                _ application: UIApplication,
                didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
            ) -> Bool { false }
        }
        _ = UIApplication()
        let failing = Failing()
        #expect(UIApplicationMain(delegate: failing, backend: EmbeddedBackend()) == 1)
    }
}

@MainActor
@Suite struct ClockTests {
    @Test func virtualTimersFireInDeadlineThenSchedulingOrder() {
        let clock = VirtualClock()
        var fired: [String] = []
        clock.schedule(after: 2) { fired.append("b@\(clock.now)") }
        clock.schedule(after: 1) { fired.append("a@\(clock.now)") }
        clock.schedule(after: 2) { fired.append("c@\(clock.now)") }
        let cancelled = clock.schedule(after: 1.5) { fired.append("cancelled") }
        cancelled.cancel()
        clock.advance(by: 0.5)
        #expect(fired == [])
        #expect(clock.pendingTimerCount == 3)
        #expect(clock.nextDeadline == 1)
        clock.advance(by: 5)
        #expect(fired == ["a@1.0", "b@2.0", "c@2.0"])
        #expect(clock.now == 5.5)
        #expect(clock.pendingTimerCount == 0)
    }

    @Test func timersScheduledByTimersFireInTheSameAdvanceWhenDue() {
        let clock = VirtualClock()
        var fired: [TimeInterval] = []
        clock.schedule(after: 1) {
            fired.append(clock.now)
            clock.schedule(after: 1) { fired.append(clock.now) }
            clock.schedule(after: 10) { fired.append(clock.now) }
        }
        clock.advance(by: 3)
        #expect(fired == [1, 2])
        #expect(clock.pendingTimerCount == 1)
    }

    @Test func aTimerFiresAtMostOnce() {
        let clock = VirtualClock()
        var count = 0
        let timer = clock.schedule(after: 1) { count += 1 }
        clock.advance(by: 2)
        timer.fire()
        #expect(count == 1)
        #expect(timer.hasFired)
    }

    @Test func theMonotonicClockMovesForwardAndFiresDueTimers() {
        let clock = MonotonicClock()
        let start = clock.now
        var fired: [String] = []
        _ = clock.schedule(at: start - 1) { fired.append("past") }
        _ = clock.schedule(at: start + 3600) { fired.append("future") }
        clock.fireDueTimers()
        #expect(fired == ["past"])
        #expect(clock.now >= start)
        #expect(clock.timers.nextDeadline == start + 3600)
    }
}
