import Foundation

/// A pointer shape, by its name in cursor themes (the CSS cursor names freedesktop's Xcursor themes use).
///
/// OpenUIKit's stand-in for the system shapes of `UIPointerStyle` on iPadOS: the pointer turns into an I-beam over
/// text, a pointing hand over controls, a resize arrow over a divider. Set ``UIView/cursor`` on a view; the shape
/// applies over the view and its subviews that set none. Custom images and `UIPointerInteraction`'s effects
/// (highlight, lift, hover) are not offered.
public struct UICursor: Hashable, Sendable, CustomStringConvertible {
    /// The theme name, such as `"pointer"`.
    public let name: String

    public init(name: String) {
        self.name = name
    }

    public static let arrow = UICursor(name: "default")
    /// Over text that can be selected or edited.
    public static let iBeam = UICursor(name: "text")
    /// Over things that act when clicked; the default over enabled controls.
    public static let pointingHand = UICursor(name: "pointer")
    public static let resizeLeftRight = UICursor(name: "ew-resize")
    public static let resizeUpDown = UICursor(name: "ns-resize")
    /// Top-left ↔ bottom-right.
    public static let resizeDiagonal = UICursor(name: "nwse-resize")
    /// Top-right ↔ bottom-left.
    public static let resizeAntiDiagonal = UICursor(name: "nesw-resize")
    public static let move = UICursor(name: "move")
    public static let notAllowed = UICursor(name: "not-allowed")

    public var description: String { name }
}

extension UIView {
    /// The pointer's shape over this view and over subviews that set none. OpenUIKit extension (see
    /// ``UICursor``); nil (the default) means the superview's, and at the top ``UICursor/arrow`` — except over an
    /// enabled `UIControl`, whose default is ``UICursor/pointingHand``. The backend changes the shape when the
    /// pointer moves onto a view whose shape differs.
    public var cursor: UICursor? {
        get { storedCursor }
        set { storedCursor = newValue }
    }

    /// The shape over this view: its own, an enabled control's default, or the nearest ancestor's.
    var effectiveCursor: UICursor {
        var view: UIView? = self
        while let current = view {
            if let cursor = current.storedCursor { return cursor }
            if let control = current as? UIControl, control.isEnabled { return .pointingHand }
            view = current.superview
        }
        return .arrow
    }
}
