import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

@MainActor
@Suite struct FirstResponderTests {
    @Test func becomingAndResigningFirstResponder() {
        let driver = EventDriver()
        let window = driver.makeWindow()
        let log = CallbackLog()
        let field = RecordingView("field", frame: .zero, log: log)
        let other = RecordingView("other", frame: .zero, log: log)
        let plain = named("plain", .zero)
        window.addSubview(field)
        window.addSubview(other)
        window.addSubview(plain)
        #expect(!field.becomeFirstResponder())
        field.acceptsFirstResponder = true
        other.acceptsFirstResponder = true
        #expect(field.becomeFirstResponder())
        #expect(field.isFirstResponder)
        #expect(!plain.becomeFirstResponder())
        #expect(other.becomeFirstResponder())
        #expect(!field.isFirstResponder && other.isFirstResponder)
        #expect(other.resignFirstResponder())
        #expect(!other.isFirstResponder)
    }

    @Test func aViewOutsideAnyWindowCannotBecomeFirstResponder() {
        _ = EventDriver()
        let view = RecordingView("loose", frame: .zero, log: CallbackLog())
        view.acceptsFirstResponder = true
        #expect(!view.becomeFirstResponder())
        #expect(!view.isFirstResponder)
    }

    @Test func aFirstResponderThatRefusesToResignKeepsItsPlace() {
        final class Stubborn: RecordingView {
            override var canResignFirstResponder: Bool { false }
        }
        let driver = EventDriver()
        let window = driver.makeWindow()
        let stubborn = Stubborn("stubborn", frame: .zero, log: CallbackLog())
        let other = RecordingView("other", frame: .zero, log: CallbackLog())
        stubborn.acceptsFirstResponder = true
        other.acceptsFirstResponder = true
        window.addSubview(stubborn)
        window.addSubview(other)
        #expect(stubborn.becomeFirstResponder())
        #expect(!other.becomeFirstResponder())
        #expect(stubborn.isFirstResponder)
        #expect(!stubborn.resignFirstResponder())
    }

    @Test func aFirstResponderRemovedFromItsWindowStopsBeingFirstResponder() throws {
        let driver = EventDriver()
        let window = driver.makeWindow()
        let log = CallbackLog()
        let field = RecordingView("field", frame: .zero, log: log)
        field.acceptsFirstResponder = true
        window.addSubview(field)
        #expect(field.becomeFirstResponder())
        field.removeFromSuperview()
        #expect(!field.isFirstResponder)
        window.accessibilityIdentifier = "W"
        try driver.shake()
        #expect(log.take() == [])
    }
}
