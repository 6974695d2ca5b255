import Foundation

/// An accessible item that is not a view: a part a view draws itself (a chart's bar, a segment of a control).
///
/// Mirrors `UIAccessibilityElement`: made for a container (the view, or another element, that lists it in its
/// ``UIResponder/accessibilityElements``), an element by default, with a frame set in screen coordinates or, when
/// ``accessibilityFrameInContainerSpace`` is set, in its container view's coordinates and followed as that view
/// moves.
@preconcurrency @MainActor
open class UIAccessibilityElement: UIResponder {
    /// The view or element whose ``UIResponder/accessibilityElements`` include this one; not retained, as in UIKit.
    open weak var accessibilityContainer: AnyObject?
    /// A name for tests and automation (UIKit's `UIAccessibilityIdentification`).
    open var accessibilityIdentifier: String?
    /// The element's frame in its container view's coordinates; `.zero` (the default) uses
    /// ``UIResponder/accessibilityFrame`` as set instead.
    open var accessibilityFrameInContainerSpace: CGRect = .zero

    /// An element inside `container`.
    public init(accessibilityContainer container: Any) {
        accessibilityContainer = container as AnyObject
        super.init()
    }

    /// Made from an archive: an element in no container (OpenUIKit reads no archives).
    public required convenience init?(coder: NSCoder) {
        self.init(accessibilityContainer: NSNull())
        accessibilityContainer = nil
    }

    /// The container when it is a responder, as the element lives inside it.
    open override var next: UIResponder? { accessibilityContainer as? UIResponder }
}
