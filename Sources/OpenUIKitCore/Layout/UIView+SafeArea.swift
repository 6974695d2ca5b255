import Foundation

// The safe area: the part of a view that no container's bar covers.
//
// Nothing on the desktop covers a window, so a window's safe area is its whole bounds. Containers cover part of
// their children: a navigation controller's bar lies over the top of its content, and UIKit extends the child's
// view under the bar and reports the bar's height in the child's `safeAreaInsets`. A container says what it
// covers with `containerSafeAreaInsets` on the view it lays its children in (OpenUIKit-internal); a controller adds
// its `additionalSafeAreaInsets` on its root view. Every view's insets are then how far the covered band of its
// superview reaches into it (clipped to its size), as in UIKit.
//
// Changes are reported in the layout pass, before the view lays out, as UIKit does: the view's
// `safeAreaInsetsDidChange()`, then its controller's `viewSafeAreaInsetsDidChange()`, then
// `viewWillLayoutSubviews()`, `layoutSubviews()`, `viewDidLayoutSubviews()`. After a view lays out, each subview
// whose insets differ from what it was last told is marked for layout, so the change flows down the tree in the
// same pass. Until some container or controller sets insets, every view's are zero and none of this runs.

extension UIView {
    /// Whether any view has container or additional insets; until then every safe area is the whole view.
    @exclusivity(unchecked) static var safeAreaInsetsInUse = false

    /// The insets as computed now (``safeAreaInsets`` returns this unless a subclass overrides it).
    var computedSafeAreaInsets: UIEdgeInsets {
        guard UIView.safeAreaInsetsInUse else { return .zero }
        var insets = storedLayoutStorage?.containerSafeAreaInsets ?? .zero
        if let superview = storedSuperview {
            let covered = superview.safeAreaInsets
            if covered != .zero {
                let outer = superview.bounds
                let frame = frame
                insets.top = max(insets.top, min(frame.height, max(0, outer.minY + covered.top - frame.minY)))
                insets.left = max(insets.left, min(frame.width, max(0, outer.minX + covered.left - frame.minX)))
                insets.bottom = max(
                    insets.bottom, min(frame.height, max(0, frame.maxY - (outer.maxY - covered.bottom))))
                insets.right = max(insets.right, min(frame.width, max(0, frame.maxX - (outer.maxX - covered.right))))
            }
        }
        if let extra = owningViewController?.additionalSafeAreaInsets, extra != .zero {
            insets.top += extra.top
            insets.left += extra.left
            insets.bottom += extra.bottom
            insets.right += extra.right
        }
        return insets
    }

    /// What a container covers of this view (the bar over a navigation controller's content). Marks the view for
    /// layout when it changes, where the change is reported.
    var containerSafeAreaInsets: UIEdgeInsets {
        get { storedLayoutStorage?.containerSafeAreaInsets ?? .zero }
        set {
            guard newValue != containerSafeAreaInsets else { return }
            if newValue != .zero { UIView.safeAreaInsetsInUse = true }
            layoutStorage.containerSafeAreaInsets = newValue
            setNeedsLayout()
        }
    }

    /// Whether ``safeAreaInsets`` differs from what the view was last told.
    var safeAreaInsetsAreStale: Bool {
        UIView.safeAreaInsetsInUse && safeAreaInsets != (storedLayoutStorage?.reportedSafeAreaInsets ?? .zero)
    }

    /// Tells the view (and its controller) that its insets changed, if they did since it was last told.
    func reportSafeAreaInsetsChange() {
        guard safeAreaInsetsAreStale else { return }
        layoutStorage.reportedSafeAreaInsets = safeAreaInsets
        // The guides pinned to the insets move: the engine looks again (a further round of the pass).
        if isInLayoutEngine { storedWindow?.storedLayoutEngine?.itemGeometryDidChange() }
        safeAreaInsetsDidChange()
        owningViewController?.viewSafeAreaInsetsDidChange()
    }

    /// After layout: marks the subviews whose insets changed (by their frames or this view's insets) for layout.
    func markSubviewsWithStaleSafeAreaInsets() {
        guard UIView.safeAreaInsetsInUse else { return }
        for subview in storedSubviews where subview.safeAreaInsetsAreStale { subview.setNeedsLayout() }
    }
}
