import Foundation

/// What a recognizer shares with others in arbitration (``GestureArbiter``): recognizers that share one can prevent
/// each other.
///
/// Most are real touches; the others are keys of their own, so they can never collide with a touch's serial.
enum ArbitrationTouch: Hashable, Sendable, ExpressibleByIntegerLiteral {
    /// A touch, by its serial (``UITouch``'s, unique in the application).
    case touch(Int)
    /// A recognizer that no touch drives (a hover recognizer), alone in an arbitration of its own: numbered by the
    /// environment, one each.
    case alone(Int)
    /// A recognizer that changed state without having received a touch (a custom subclass), joining on its own; keyed
    /// by how many touches it had received, so such recognizers with the same count share it.
    case withoutTouches(received: Int)

    /// A touch serial written as a number (the arbiter's unit tests).
    init(integerLiteral serial: Int) { self = .touch(serial) }
}
