import Foundation
import OpenUIKitCore

extension EmbeddedBackend {
    /// One thing the core told the embedded backend about a window (a `BackendWindowHost` call), as a value a test
    /// can match; ``description`` is its text: `"show #1"`, `"hide #1"`, `"frame #1 (0, 0, 320, 480)"`,
    /// `"cursor #1 pointer"`, `"close #1"` (window numbers are their identifiers).
    public enum WindowEvent: Sendable, Equatable, CustomStringConvertible {
        case show(UIWindow.Identifier)
        case hide(UIWindow.Identifier)
        /// The app set a visible window's frame.
        case frame(UIWindow.Identifier, CGRect)
        /// The pointer shape over the window changed; the cursor's name.
        case cursor(UIWindow.Identifier, String)
        case close(UIWindow.Identifier)

        public var description: String {
            switch self {
            case .show(let window): "show #\(window.rawValue)"
            case .hide(let window): "hide #\(window.rawValue)"
            case .frame(let window, let frame):
                "frame #\(window.rawValue) (\(Self.format(frame.minX)), \(Self.format(frame.minY)), "
                    + "\(Self.format(frame.width)), \(Self.format(frame.height)))"
            case .cursor(let window, let name): "cursor #\(window.rawValue) \(name)"
            case .close(let window): "close #\(window.rawValue)"
            }
        }

        private static func format(_ value: CGFloat) -> String {
            value == value.rounded() ? String(Int(value)) : String(describing: value)
        }
    }
}
