import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// One typed channel: rejected input and API misuse reach the application's `diagnosticHandler` in the order they
/// happened, each as a value a test matches whole, with a text form for people.
@MainActor
@Suite struct DiagnosticChannelTests {
    @Test func inputAndProgrammingErrorsArriveInOrderAsTypedValues() {
        let driver = EventDriver()
        let window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.accessibilityIdentifier = "V"
        window.addSubview(view)
        driver.sendUnchecked(
            RawInput(
                window: window.identifier, timestamp: 0,
                payload: .touches([
                    .init(
                        identifier: .init(device: EventDriver.touchscreenDevice, number: 1), phase: .moved,
                        location: CGPoint(x: 5, y: 5))
                ])))
        view.addSubview(view)
        #expect(
            driver.diagnostics == [
                .input(InputDiagnostic(kind: .touchNotBegun, message: "touch 1:1 moved without a begin; dropped")),
                .programmingError(
                    ProgrammingError(
                        kind: .apiMisuse,
                        message: "addSubview: V cannot be added to V, which is itself or inside it; ignored")),
            ])
        #expect(driver.diagnostics.map(\.kind) == [.input(.touchNotBegun), .programmingError(.apiMisuse)])
        #expect(
            driver.diagnostics.map(\.description) == [
                "touchNotBegun: touch 1:1 moved without a begin; dropped",
                "apiMisuse: addSubview: V cannot be added to V, which is itself or inside it; ignored",
            ])
    }

    /// Core Graphics calls name no view: made on the main thread, their reports reach the current application's
    /// handler too, as well as the graphics observer that watches every thread.
    @Test func graphicsMisuseOnTheMainThreadJoinsTheChannel() {
        let driver = EventDriver()
        let path = CGMutablePath()
        let messages = recordGraphicsDiagnostics { path.addLine(to: CGPoint(x: 1, y: 1)) }
        let message = "addLine(to:) with no current point; ignored (start the path with move(to:))"
        #expect(messages == [message])
        #expect(driver.diagnostics == [.programmingError(ProgrammingError(kind: .graphicsMisuse, message: message))])
    }
}
