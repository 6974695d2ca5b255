import Foundation
import OpenUIKitMacros
import OpenUIKitTesting
import Testing

/// Selector-based notification observers and timers, as UIKit code writes them (`#selector` spelled `#Selector`).
@MainActor
@Suite struct SelectorObserverTests {
    final class Listener: UIViewController {
        var heard: [String] = []

        var center: NotificationCenter?

        deinit {
            // As UIKit code writes it (nonisolated, in the deinit); the observer's own entries must still match.
            center?.removeObserver(self)
        }

        func listen(to center: NotificationCenter) {
            self.center = center
            center.addObserver(self, selector: #Selector(pinged(_:)), name: .init("ping"), object: nil)
            center.addObserver(self, selector: #Selector(ponged), name: .init("pong"), object: nil)
        }

        func pinged(_ notification: Notification) {
            heard.append("pinged \(notification.name.rawValue) \(notification.userInfo?["n"] as? Int ?? -1)")
        }

        func ponged() { heard.append("ponged") }

        func tick(_ timer: Timer) { heard.append("tick valid=\(timer.isValid)") }

        func startTimer(repeats: Bool) -> Timer {
            Timer(timeInterval: 60, target: self, selector: #Selector(tick(_:)), userInfo: nil, repeats: repeats)
        }
    }

    @Test func notificationsReachTheMethodTheSelectorNamesUntilTheObserverIsRemoved() {
        let driver = EventDriver()
        let center = NotificationCenter()
        let listener = Listener()
        listener.listen(to: center)
        center.post(name: .init("ping"), object: nil, userInfo: ["n": 1])
        center.post(name: .init("pong"), object: nil)
        center.post(name: .init("other"), object: nil)
        center.removeObserver(listener, name: .init("pong"), object: nil)
        center.post(name: .init("pong"), object: nil)
        center.post(name: .init("ping"), object: nil, userInfo: ["n": 2])
        center.removeObserver(listener)
        center.post(name: .init("ping"), object: nil, userInfo: ["n": 3])
        #expect(listener.heard == ["pinged ping 1", "ponged", "pinged ping 2"])
        #expect(driver.diagnostics.isEmpty)
    }

    @Test func aGoneObserverHearsNothingAndAMissingMethodIsReported() {
        let driver = EventDriver()
        let center = NotificationCenter()
        var listener: Listener? = Listener()
        weak let weakListener = listener
        listener?.listen(to: center)
        listener = nil
        #expect(weakListener == nil, "the center does not keep its observers alive")
        center.post(name: .init("ping"), object: nil)
        final class Stranger {}
        let stranger = Stranger()
        center.addObserver(stranger, selector: "neverNamed:", name: .init("ping"), object: nil)
        center.post(name: .init("ping"), object: nil)
        #expect(
            driver.diagnostics.map(\.message) == [
                "Stranger has no method for neverNamed: (name it with #Selector in its class); ping not delivered"
            ])
        center.addObserver(42, selector: "neverNamed:", name: nil, object: nil)
        #expect(
            driver.diagnostics.dropFirst().map(\.message) == [
                "addObserver(_:selector:name:object:): 42 is not a class instance; ignored"
            ])
    }

    @Test func aTimerCallsItsTargetsMethodWithItself() {
        let driver = EventDriver()
        let listener = Listener()
        let once = listener.startTimer(repeats: false)
        once.fire()
        let repeating = listener.startTimer(repeats: true)
        repeating.fire()
        repeating.invalidate()
        #expect(listener.heard == ["tick valid=true", "tick valid=true"])
        #expect(!once.isValid)
        #expect(driver.diagnostics.isEmpty)
    }
}
