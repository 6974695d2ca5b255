import Foundation
import Observation

// The update-properties pass (UIKit's, iOS 26): before each layout pass, `updateProperties()` runs top-down on
// the views and view controllers that asked for it with `setNeedsUpdateProperties()`, and once on each view and
// controller before its first layout. A request marks the path up to the window, so the pass skips clean
// subtrees as the layout pass does.
//
// Each call runs under Observation's tracking: an `@Observable` property read in `updateProperties()` that later
// changes asks for another update, as UIKit's automatic observation tracking does.

extension UIView {
    /// Marks this view and its ancestors as holding a pending update, and asks the window for a frame so the pass
    /// runs even when no input arrives.
    func markSubtreeNeedsUpdateProperties() {
        var ancestor: UIView? = self
        while let view = ancestor, !view.subtreeNeedsUpdateProperties {
            view.subtreeNeedsUpdateProperties = true
            ancestor = view.storedSuperview
        }
        storedWindow?.requestFrame()
    }

    /// The pass over this subtree: the view's controller, then the view, then its subviews front to back.
    ///
    /// App code may change anything from `updateProperties()`: subviews are taken as a list first and each is
    /// visited only while it is still a subview, then the subviews added meanwhile are visited; a request made
    /// during the pass for a view already visited (itself included) waits for the next pass, which its mark asks
    /// for.
    func updatePropertiesOfSubtreeIfNeeded() {
        guard subtreeNeedsUpdateProperties || needsUpdateProperties else { return }
        subtreeNeedsUpdateProperties = false
        if let controller = owningViewController, controller.needsUpdateProperties {
            controller.needsUpdateProperties = false
            UpdatePropertiesTracking.run(
                { controller.updateProperties() },
                invalidate: { [weak controller] in controller?.setNeedsUpdateProperties() })
        }
        if needsUpdateProperties {
            needsUpdateProperties = false
            // The view's box rather than a weak capture, which would give every view a side table on its first
            // layout and put all its later retains and releases on the runtime's slow path.
            UpdatePropertiesTracking.run(
                { self.updateProperties() },
                invalidate: { [reference = itemReference] in reference.view?.setNeedsUpdateProperties() })
        }
        let subviews = storedSubviews
        for subview in subviews where subview.storedSuperview === self {
            subview.updatePropertiesOfSubtreeIfNeeded()
        }
        // Views added during the pass are configured before their first layout, in this pass.
        if storedSubviews.count != subviews.count || !storedSubviews.elementsEqual(subviews, by: ===) {
            for subview in storedSubviews where !subviews.contains(where: { $0 === subview }) {
                subview.updatePropertiesOfSubtreeIfNeeded()
            }
        }
    }
}

/// Runs an `updateProperties()` under Observation's tracking.
enum UpdatePropertiesTracking {
    /// Calls `update`, and `invalidate` on the main actor once any observable property it read changes.
    @MainActor
    static func run(_ update: () -> Void, invalidate: @escaping @MainActor @Sendable () -> Void) {
        // Observation calls `onChange` from the changing property's `willSet`, on the thread that changes it; the
        // request only flags the view, so it is made at once on the main actor and queued from elsewhere.
        withObservationTracking({ update() }, onChange: { MainActorCheck.run(invalidate) })
    }
}
