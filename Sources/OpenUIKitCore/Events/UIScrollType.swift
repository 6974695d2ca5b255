import Foundation

/// The kind of device a scroll came from. Mirrors `UIScrollType` (raw values match UIKit's).
public enum UIScrollType: Int, Sendable, Equatable, Codable {
    /// A mouse wheel: steps, with no notion of fingers on or off.
    case discrete = 0
    /// A touchpad or other smooth-scrolling device.
    case continuous = 1
}

/// Which kinds of scrolling a ``UIPanGestureRecognizer`` accepts. Mirrors `UIScrollTypeMask`.
///
/// A pan recognizer allows none by default, as in UIKit: scrolling reaches it only once an app (or a scroll view)
/// sets ``UIPanGestureRecognizer/allowedScrollTypesMask``. A scroll then drives it like a finger drag with no
/// touch reaching any view: it begins at the first step, `translation(in:)` is the scroll's accumulated
/// translation, `velocity(in:)` its speed over the latest step, and it ends ``idleInterval`` after the last step
/// (or at a backend's explicit end).
public struct UIScrollTypeMask: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let discrete = UIScrollTypeMask(rawValue: 1 << 0)
    public static let continuous = UIScrollTypeMask(rawValue: 1 << 1)
    public static let all: UIScrollTypeMask = [.discrete, .continuous]

    /// How long after its latest step a scroll ends, in seconds of the application's clock: 0.15. X11 reports no
    /// end of a scroll (neither for wheels nor for touchpads), so this gap is what ends it. OpenUIKit extension.
    public static let idleInterval: TimeInterval = 0.15

    func allows(_ type: UIScrollType) -> Bool {
        contains(type == .discrete ? .discrete : .continuous)
    }
}
