import Foundation

/// What a focus update changes: the view losing focus, the view gaining it, and the heading.
///
/// Mirrors `UIFocusUpdateContext`. Difference: focus items are views (UIKit's `UIFocusItem` may be any object).
@preconcurrency @MainActor
open class UIFocusUpdateContext {
    public let previouslyFocusedView: UIView?
    public let nextFocusedView: UIView?
    public let focusHeading: UIFocusHeading

    /// The item losing focus (a view here).
    public var previouslyFocusedItem: UIView? { previouslyFocusedView }
    /// The item gaining focus (a view here).
    public var nextFocusedItem: UIView? { nextFocusedView }

    init(previous: UIView?, next: UIView?, heading: UIFocusHeading) {
        previouslyFocusedView = previous
        nextFocusedView = next
        focusHeading = heading
    }
}

/// Runs animations alongside a focus update.
///
/// Mirrors `UIFocusAnimationCoordinator`. Difference: the focus ring is drawn at once, so the animations run
/// immediately (inside the caller's animation block, if any) and then the completion.
@preconcurrency @MainActor
open class UIFocusAnimationCoordinator {
    init() {}

    open func addCoordinatedAnimations(_ animations: (() -> Void)?, completion: (() -> Void)? = nil) {
        animations?()
        completion?()
    }
}
