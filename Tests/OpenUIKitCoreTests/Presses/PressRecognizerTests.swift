import Foundation
import Testing
@_spi(Input) import OpenUIKitCore
import OpenUIKitTesting

/// Answers `shouldReceive(press)` as told and logs the question.
@MainActor
final class PressFilteringDelegate: UIGestureRecognizerDelegate {
    let log: CallbackLog
    var allows = false
    init(log: CallbackLog) { self.log = log }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress) -> Bool {
        log.append("shouldReceive(\(press.key?.keyCode.rawValue ?? -1))")
        return allows
    }
}

@MainActor
@Suite struct PressRecognizerTests {
    private static let space = NSNumber(value: UIPress.PressType.key(.keyboardSpacebar).rawValue)

    private func setUp() -> (EventDriver, UIWindow, RecordingView, RecordingView, CallbackLog) {
        PressDeliveryTests.setUp()
    }

    @Test func anObservingRecognizerSeesSpaceWithoutBreakingTextInput() throws {
        let driver = EventDriver()
        let window = driver.makeWindow()
        let log = CallbackLog()
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        window.addSubview(field)
        field.recordingEvents(as: "field", in: log)
        let observer = KeyRecognizer("space", key: .keyboardSpacebar, log: log)
        observer.allowedPressTypes = [Self.space]
        observer.cancelsTouchesInView = false
        window.addGestureRecognizer(observer)
        #expect(field.becomeFirstResponder())
        try driver.type("a b")
        #expect(field.text == "a b")
        #expect(field.resignFirstResponder())
        #expect(
            log.take() == [
                "field.editingDidBegin", "field.editingChanged",
                "space.pressesBegan( )", "space.action(ended)", "field.editingChanged", "space.pressesEnded( )",
                "field.editingChanged", "field.editingDidEnd",
            ])
        #expect(driver.diagnostics.isEmpty)
        #expect(driver.finish().isClean)
    }

    @Test func aRecognizerThatRecognizesOnTheKeyGoingDownTakesThePressFromTheResponder() throws {
        let (driver, _, outer, _, log) = setUp()
        let escape = KeyRecognizer("escape", key: .keyboardEscape, log: log)
        outer.addGestureRecognizer(escape)
        try driver.press(.keyboardEscape, characters: "\u{1b}")
        // Letters are not among the default allowed types: the recognizer never hears of them.
        try driver.press(.keyboardA, characters: "a")
        #expect(
            log.take() == [
                "escape.pressesBegan(^27)", "escape.action(ended)", "escape.pressesEnded(^27)",
                "inner.pressesBegan(a)", "outer.pressesBegan(a)", "inner.pressesEnded(a)", "outer.pressesEnded(a)",
            ])
        #expect(driver.finish().isClean)
    }

    @Test func recognizingOnTheKeyComingUpCancelsThePressForTheResponder() throws {
        let (driver, _, _, inner, log) = setUp()
        inner.addGestureRecognizer(KeyRecognizer("up", key: .keyboardReturnOrEnter, mode: .onUp, log: log))
        try driver.press(.keyboardReturnOrEnter, characters: "\r")
        #expect(
            log.take() == [
                "up.pressesBegan(^13)", "inner.pressesBegan(\\u{d})", "outer.pressesBegan(\\u{d})",
                "up.pressesEnded(^13)", "up.action(ended)", "inner.pressesCancelled(\\u{d})",
                "outer.pressesCancelled(\\u{d})",
            ])
        #expect(driver.finish().isClean)
    }

    @Test func aContinuousRecognizerLastsWhileTheKeyIsHeldAndLosingFocusCancelsBoth() throws {
        let (driver, window, outer, _, log) = setUp()
        let hold = KeyRecognizer("hold", key: .keyboardSpacebar, mode: .whileHeld, log: log)
        hold.allowedPressTypes = [Self.space]
        outer.addGestureRecognizer(hold)
        try driver.keyDown(.keyboardSpacebar, characters: " ")
        try driver.keyUp(.keyboardSpacebar)
        try driver.keyDown(.keyboardSpacebar, characters: " ")
        driver.application.backendWindowDidLoseFocus(window)
        try driver.keyUp(.keyboardSpacebar)
        #expect(
            log.take() == [
                "hold.pressesBegan( )", "hold.action(began)", "hold.pressesEnded( )", "hold.action(ended)",
                "hold.pressesBegan( )", "hold.action(began)", "hold.pressesCancelled( )", "hold.action(cancelled)",
            ])
        #expect(driver.diagnostics.isEmpty)
        #expect(driver.finish().isClean)
    }

    @Test func anObserverThatDoesNotRecognizeLeavesTheChainAloneAndHearsTheCancellation() throws {
        let (driver, window, outer, _, log) = setUp()
        outer.addGestureRecognizer(KeyRecognizer("other", key: .keyboardEscape, log: log))
        try driver.keyDown(.keyboardUpArrow, characters: UIKeyCommand.inputUpArrow)
        driver.application.backendWindowDidLoseFocus(window)
        let up = "UIKeyInputUpArrow"
        #expect(
            log.take() == [
                "other.pressesBegan(\(up))", "inner.pressesBegan(\(up))", "outer.pressesBegan(\(up))",
                "other.pressesCancelled(\(up))", "inner.pressesCancelled(\(up))", "outer.pressesCancelled(\(up))",
            ])
        #expect(driver.finish().isClean)
    }

    @Test func theDelegateAndAllowedPressTypesKeepPressesFromARecognizer() throws {
        let (driver, _, outer, _, log) = setUp()
        let refused = KeyRecognizer("refused", key: .keyboardEscape, log: log)
        let delegate = PressFilteringDelegate(log: log)
        refused.delegate = delegate
        let none = KeyRecognizer("none", key: .keyboardEscape, log: log)
        none.allowedPressTypes = []
        outer.addGestureRecognizer(refused)
        outer.addGestureRecognizer(none)
        try driver.press(.keyboardEscape, characters: "\u{1b}")
        #expect(
            log.take() == [
                "shouldReceive(41)", "inner.pressesBegan(\\u{1b})", "outer.pressesBegan(\\u{1b})",
                "inner.pressesEnded(\\u{1b})", "outer.pressesEnded(\\u{1b})",
            ])
        #expect(driver.finish().isClean)
    }

    @Test func aRecognizerRemovedInItsOwnHookHearsNothingMoreAndTheResponderStillGetsOneEnd() throws {
        let (driver, _, outer, _, log) = setUp()
        let escape = KeyRecognizer("escape", key: .keyboardEscape, mode: .onUp, log: log)
        escape.addHandler { _ in log.append("never") }
        outer.addGestureRecognizer(escape)
        try driver.keyDown(.keyboardEscape, characters: "\u{1b}")
        outer.removeGestureRecognizer(escape)
        try driver.keyUp(.keyboardEscape)
        #expect(
            log.take() == [
                "escape.pressesBegan(^27)", "inner.pressesBegan(\\u{1b})", "outer.pressesBegan(\\u{1b})",
                "inner.pressesEnded(\\u{1b})", "outer.pressesEnded(\\u{1b})",
            ])
        #expect(driver.application.gestureRecognizersInProgress.isEmpty)
        #expect(driver.finish().isClean)
    }
}
