import Foundation
import OpenUIKitCore

extension EmbeddedBackend {
    /// What a test left behind, found by ``EmbeddedBackend/finish()``: fingers still down, timers still pending,
    /// recognizers still engaged, keys still held. Each list is in a stable order, so a test can assert it whole;
    /// each entry is a value a test can match, and its `description` is its text.
    public struct Leftovers: Equatable, Sendable, CustomStringConvertible {
        /// A touch still down: `"touch 1:3 on A (moved)"` (device and number, the view it is bound to, its last
        /// phase).
        public struct Touch: Equatable, Sendable, CustomStringConvertible {
            public var identifier: RawInput.TouchIdentifier
            /// The debug name of the view it is bound to, or "nothing".
            public var view: String
            public var phase: UITouch.Phase

            public init(identifier: RawInput.TouchIdentifier, view: String, phase: UITouch.Phase) {
                self.identifier = identifier
                self.view = view
                self.phase = phase
            }

            public var description: String {
                "touch \(identifier.device):\(identifier.number) on \(view) (\(phase))"
            }
        }

        /// A pending timer: the earliest (`"timer due at 0.5"`), then how many more (`"2 more timers"`).
        public enum Timer: Equatable, Sendable, CustomStringConvertible {
            case due(at: TimeInterval)
            case more(Int)

            public var description: String {
                switch self {
                case .due(let deadline): "timer due at \(deadline)"
                case .more(let count): "\(count) more timer\(count == 1 ? "" : "s")"
                }
            }
        }

        /// A recognizer not at rest (tracking touches or not in the possible state): `"tap: possible, 1 touch"`.
        public struct Recognizer: Equatable, Sendable, CustomStringConvertible {
            public var name: String
            public var state: UIGestureRecognizer.State
            public var touches: Int

            public init(name: String, state: UIGestureRecognizer.State, touches: Int) {
                self.name = name
                self.state = state
                self.touches = touches
            }

            public var description: String { "\(name): \(state), \(touches) touch\(touches == 1 ? "" : "es")" }
        }

        /// A key still held (its press not ended), with the responder it went to: `"key 4 on A"`.
        public struct Press: Equatable, Sendable, CustomStringConvertible {
            /// The key's HID usage.
            public var keyCode: Int
            public var responder: String

            public init(keyCode: Int, responder: String) {
                self.keyCode = keyCode
                self.responder = responder
            }

            public var description: String { "key \(keyCode) on \(responder)" }
        }

        public var touchesDown: [Touch] = []
        public var pendingTimers: [Timer] = []
        public var engagedRecognizers: [Recognizer] = []
        public var pressesDown: [Press] = []

        /// Nothing left behind.
        public var isClean: Bool {
            touchesDown.isEmpty && pendingTimers.isEmpty && engagedRecognizers.isEmpty && pressesDown.isEmpty
        }

        public var description: String {
            let entries =
                touchesDown.map(\.description) + pendingTimers.map(\.description)
                + engagedRecognizers.map(\.description) + pressesDown.map(\.description)
            return isClean ? "clean" : entries.joined(separator: "; ")
        }
    }
}
