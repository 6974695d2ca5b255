import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

@MainActor
@Suite struct MotionAndRemoteControlTests {
    private struct Scene {
        let driver: EventDriver
        let log: CallbackLog
        let window: UIWindow
        let field: RecordingView
        let controller: RecordingViewController
    }

    /// field (first responder) inside a controller's view, in a window, in an app whose delegate records.
    private func makeScene(fieldDisposition: RecordingDisposition = .forward) -> Scene {
        let log = CallbackLog()
        let driver = EventDriver(delegate: RecordingResponder("AppDelegate", log: log))
        let window = driver.makeWindow()
        let controller = RecordingViewController("Controller", log: log)
        window.rootViewController = controller
        let field = RecordingView(
            "field", frame: CGRect(x: 0, y: 0, width: 50, height: 50), log: log,
            disposition: fieldDisposition)
        field.acceptsFirstResponder = true
        controller.view.addSubview(field)
        return Scene(driver: driver, log: log, window: window, field: field, controller: controller)
    }

    @Test func aShakeGoesToTheFirstResponderAndUpTheChain() throws {
        let scene = makeScene()
        #expect(scene.field.becomeFirstResponder())
        try scene.driver.shake()
        #expect(
            scene.log.take() == [
                "field.motionBegan(motionShake)", "Controller.motionBegan(motionShake)",
                "AppDelegate.motionBegan(motionShake)",
                "field.motionEnded(motionShake)", "Controller.motionEnded(motionShake)",
                "AppDelegate.motionEnded(motionShake)",
            ])
    }

    @Test func aCancelledShakeReachesMotionCancelled() throws {
        let scene = makeScene(fieldDisposition: .handle)
        #expect(scene.field.becomeFirstResponder())
        try scene.driver.motion(.began)
        try scene.driver.motion(.cancelled)
        #expect(scene.log.take() == ["field.motionBegan(motionShake)", "field.motionCancelled(motionShake)"])
    }

    @Test func withNoFirstResponderTheKeyWindowStartsTheChain() throws {
        let scene = makeScene()
        try scene.driver.remoteControl(.remoteControlTogglePlayPause)
        #expect(scene.log.take() == ["AppDelegate.remoteControlReceived(remoteControlTogglePlayPause)"])
    }

    @Test func remoteControlGoesToTheFirstResponderAndStopsWhereHandled() throws {
        let scene = makeScene()
        scene.controller.disposition = .handle
        #expect(scene.field.becomeFirstResponder())
        for subtype: UIEvent.EventSubtype in [.remoteControlPlay, .remoteControlNextTrack] {
            try scene.driver.remoteControl(subtype)
        }
        #expect(
            scene.log.take() == [
                "field.remoteControlReceived(remoteControlPlay)", "Controller.remoteControlReceived(remoteControlPlay)",
                "field.remoteControlReceived(remoteControlNextTrack)",
                "Controller.remoteControlReceived(remoteControlNextTrack)",
            ])
    }

    @Test func eventsCarryTypeSubtypeAndTimestamp() throws {
        final class Probe: UIView {
            var seen: [String] = []
            override var canBecomeFirstResponder: Bool { true }
            override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
                seen.append("\(event!.type) \(event!.subtype) \(event!.timestamp) \(event!.allTouches == nil)")
            }
            override func remoteControlReceived(with event: UIEvent?) {
                seen.append("\(event!.type) \(event!.subtype) \(event!.timestamp)")
            }
        }
        let driver = EventDriver()
        let window = driver.makeWindow()
        let probe = Probe(frame: .zero)
        window.addSubview(probe)
        #expect(probe.becomeFirstResponder())
        driver.advance(by: 1.5)
        try driver.motion(.began)
        driver.advance(by: 0.5)
        try driver.remoteControl(.remoteControlPause)
        #expect(probe.seen == ["motion motionShake 1.5 true", "remoteControl remoteControlPause 2.0"])
        #expect(UIEvent.EventSubtype.remoteControlPause.rawValue == 101)
    }

    @Test func motionAndRemoteEventsGoToTheKeyWindow() throws {
        let log = CallbackLog()
        let driver = EventDriver()
        let first = driver.makeWindow()
        let second = UIWindow(frame: .zero)
        second.makeKeyAndVisible()
        let a = RecordingView("a", frame: .zero, log: log)
        let b = RecordingView("b", frame: .zero, log: log)
        a.acceptsFirstResponder = true
        b.acceptsFirstResponder = true
        first.addSubview(a)
        second.addSubview(b)
        #expect(a.becomeFirstResponder() && b.becomeFirstResponder())
        #expect(second.isKeyWindow && !first.isKeyWindow)
        try driver.remoteControl(.remoteControlStop, in: first)
        first.makeKey()
        try driver.remoteControl(.remoteControlStop, in: second)
        #expect(
            log.take() == ["b.remoteControlReceived(remoteControlStop)", "a.remoteControlReceived(remoteControlStop)"])
    }

    @Test func keyWindowChangesTellBothWindows() {
        final class KeyLoggingWindow: UIWindow {
            var calls: [String] = []
            override func becomeKey() { calls.append("becomeKey") }
            override func resignKey() { calls.append("resignKey") }
        }
        _ = EventDriver()
        let first = KeyLoggingWindow(frame: .zero)
        let second = KeyLoggingWindow(frame: .zero)
        first.makeKeyAndVisible()
        second.makeKeyAndVisible()
        first.makeKey()
        first.close()
        #expect(first.calls == ["becomeKey", "resignKey", "becomeKey", "resignKey"])
        #expect(second.calls == ["becomeKey", "resignKey"])
    }
}
