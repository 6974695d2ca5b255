import Foundation
import Testing

@_spi(Input) import OpenUIKitCore
import OpenUIKitTesting

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
