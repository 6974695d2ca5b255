import Foundation
import Testing
@_spi(Input) import OpenUIKitCore
import OpenUIKitTesting

@MainActor
@Suite struct PressDeliveryTests {
    /// A window with `outer` ⊃ `inner`, inner the first responder and forwarding what it hears (also used by
    /// `PressRecognizerTests`).
    static func setUp() -> (EventDriver, UIWindow, RecordingView, RecordingView, CallbackLog) {
        let driver = EventDriver()
        let window = driver.makeWindow()
        let log = CallbackLog()
        let outer = RecordingView("outer", frame: window.bounds, log: log)
        let inner = RecordingView("inner", frame: outer.bounds, log: log, disposition: .forward)
        inner.acceptsFirstResponder = true
        window.addSubview(outer)
        outer.addSubview(inner)
        inner.becomeFirstResponder()
        return (driver, window, outer, inner, log)
    }

    @Test func aPressGoesToTheFirstResponderAndUpTheChain() throws {
        let (driver, _, _, _, log) = Self.setUp()
        try driver.keyDown(.keyboardA, characters: "a")
        try driver.keyUp(.keyboardA)
        #expect(
            log.take() == [
                "inner.pressesBegan(a)", "outer.pressesBegan(a)", "inner.pressesEnded(a)", "outer.pressesEnded(a)",
            ])
        #expect(driver.finish().isClean)
        #expect(driver.diagnostics.isEmpty)
    }

    @Test func withNoFirstResponderTheWindowThenTheApplicationDelegateHearIt() throws {
        let log = CallbackLog()
        let delegate = RecordingResponder("delegate", log: log)
        let driver = EventDriver(delegate: delegate)
        driver.makeWindow()
        try driver.press(.keyboardReturnOrEnter, characters: "\r")
        #expect(log.take() == ["delegate.pressesBegan(\\u{d})", "delegate.pressesEnded(\\u{d})"])
    }

    @Test func keysHeldTogetherAreSeparatePressesOfOneEvent() throws {
        let (driver, _, outer, _, log) = Self.setUp()
        outer.disposition = .handle
        var seen: [Int] = []
        try driver.keyDown(.keyboardLeftShift, modifiers: .shift)
        try driver.keyDown(.keyboardA, characters: "A", modifiers: .shift)
        seen.append(driver.application.pressesInProgress.count)
        try driver.keyUp(.keyboardLeftShift)
        try driver.keyUp(.keyboardA)
        seen.append(driver.application.pressesInProgress.count)
        #expect(
            log.take() == [
                "inner.pressesBegan(⇧#225)", "outer.pressesBegan(⇧#225)", "inner.pressesBegan(⇧A)",
                "outer.pressesBegan(⇧A)", "inner.pressesEnded(⇧#225)", "outer.pressesEnded(⇧#225)",
                "inner.pressesEnded(⇧A)", "outer.pressesEnded(⇧A)",
            ])
        #expect(seen == [2, 0])
    }

    @Test func autoRepeatSendsNoNewPress() throws {
        let (driver, _, _, _, log) = Self.setUp()
        try driver.keyDown(.keyboardB, characters: "b")
        try driver.keyRepeat(.keyboardB)
        try driver.keyRepeat(.keyboardB)
        try driver.keyUp(.keyboardB)
        #expect(
            log.take() == [
                "inner.pressesBegan(b)", "outer.pressesBegan(b)", "inner.pressesEnded(b)", "outer.pressesEnded(b)",
            ])
    }

    @Test func losingFocusCancelsHeldKeysAndSwallowsTheirRelease() throws {
        let (driver, window, _, _, log) = Self.setUp()
        try driver.keyDown(.keyboardA, characters: "a")
        driver.application.backendWindowDidLoseFocus(window)
        try driver.keyRepeat(.keyboardA)
        try driver.keyUp(.keyboardA)
        #expect(
            log.take() == [
                "inner.pressesBegan(a)", "outer.pressesBegan(a)", "inner.pressesCancelled(a)",
                "outer.pressesCancelled(a)",
            ])
        #expect(driver.diagnostics.isEmpty)
        #expect(driver.finish().isClean)
    }

    @Test func hidingTheWindowCancelsHeldKeys() throws {
        let (driver, window, _, _, log) = Self.setUp()
        try driver.keyDown(.keyboardA, characters: "a")
        window.isHidden = true
        #expect(
            log.take() == [
                "inner.pressesBegan(a)", "outer.pressesBegan(a)", "inner.pressesCancelled(a)",
                "outer.pressesCancelled(a)",
            ])
        #expect(driver.finish().isClean)
    }

    @Test func theEndGoesToTheResponderThatSawTheBeginning() throws {
        let (driver, window, outer, _, log) = Self.setUp()
        let other = RecordingView("other", frame: window.bounds, log: log)
        other.acceptsFirstResponder = true
        window.addSubview(other)
        try driver.keyDown(.keyboardA, characters: "a")
        other.becomeFirstResponder()
        try driver.keyDown(.keyboardB, characters: "b")
        try driver.keyUp(.keyboardA)
        try driver.keyUp(.keyboardB)
        _ = outer
        #expect(
            log.take() == [
                "inner.pressesBegan(a)", "outer.pressesBegan(a)", "other.pressesBegan(b)", "inner.pressesEnded(a)",
                "outer.pressesEnded(a)", "other.pressesEnded(b)",
            ])
    }

    @Test func aResponderThatLeftTheWindowHearsOnlyACancellation() throws {
        let (driver, _, outer, inner, log) = Self.setUp()
        try driver.keyDown(.keyboardA, characters: "a")
        inner.removeFromSuperview()
        try driver.keyUp(.keyboardA)
        _ = outer
        // inner's default forwards to its superview, which it no longer has.
        #expect(log.take() == ["inner.pressesBegan(a)", "outer.pressesBegan(a)", "inner.pressesCancelled(a)"])
        #expect(driver.finish().isClean)
    }

    @Test func hidingTheWindowFromPressesBeganCancelsAfterTheBeginReturns() throws {
        final class Hider: RecordingView {
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
                window?.isHidden = true
                log.append("hid the window")
                super.pressesBegan(presses, with: event)
            }
        }
        let driver = EventDriver()
        let window = driver.makeWindow()
        let log = CallbackLog()
        let hider = Hider("hider", frame: window.bounds, log: log)
        hider.acceptsFirstResponder = true
        window.addSubview(hider)
        hider.becomeFirstResponder()
        try driver.keyDown(.keyboardA, characters: "a")
        try driver.keyUp(.keyboardA, in: window)
        #expect(log.take() == ["hid the window", "hider.pressesBegan(a)", "hider.pressesCancelled(a)"])
        #expect(driver.finish().isClean)
    }

    @Test func incoherentKeySamplesAreDiagnosedNotDelivered() throws {
        let (driver, window, _, _, log) = Self.setUp()
        let up = RawInput.KeySample(device: 9, phase: .up, keyCode: .keyboardQ, characters: "q")
        driver.sendUnchecked(RawInput(window: window.identifier, timestamp: 0, payload: .key(up)))
        var down = up
        down.phase = .down
        driver.sendUnchecked(RawInput(window: window.identifier, timestamp: 0, payload: .key(down)))
        driver.sendUnchecked(RawInput(window: window.identifier, timestamp: 0, payload: .key(down)))
        #expect(driver.diagnostics.map(\.kind) == [.input(.touchNotBegun), .input(.duplicateBegin)])
        #expect(log.take() == ["inner.pressesBegan(q)", "outer.pressesBegan(q)"])
        #expect(driver.finish().pressesDown == [.init(keyCode: 20, responder: "inner")])
    }

    @Test func keySamplesRoundTripThroughCodable() throws {
        let sample = RawInput.KeySample(
            device: 3, phase: .repeated, keyCode: .keyboardC, characters: "\u{3}", charactersIgnoringModifiers: "c",
            modifierFlags: [.control, .shift])
        let data = try JSONEncoder().encode(sample)
        #expect(try JSONDecoder().decode(RawInput.KeySample.self, from: data) == sample)
    }
}
