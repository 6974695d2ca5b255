import Foundation

// A minimal layout pass: `setNeedsLayout()` marks a view, `layoutIfNeeded()` runs `layoutSubviews()` on marked
// views top-down. The application runs a pass on every window after each batch of input, and before hit-testing,
// so frames are current when touches are routed. Marks propagate to ancestors, so a pass skips clean subtrees.
// In a window with constraints, the window's layout engine first runs the update-constraints phase and writes the
// frames it solves (AutoLayout/LayoutEngine.swift).

extension UIView {
    func markDescendantNeedsLayout() {
        var ancestor: UIView? = self
        while let view = ancestor, !view.descendantNeedsLayout {
            view.descendantNeedsLayout = true
            ancestor = view.storedSuperview
        }
    }

    /// The view's own layout step: what UIKit's `layoutSublayers(of:)` on a view runs.
    func runOwnLayout() {
        owningViewController?.viewWillLayoutSubviews()
        layoutSubviews()
        owningViewController?.viewDidLayoutSubviews()
    }

    func layoutSubtreeIfNeeded() {
        guard needsLayout || descendantNeedsLayout else { return }
        if needsLayout {
            needsLayout = false
            reportSafeAreaInsetsChange()
            if let storedLayer {
                layoutSublayers(of: storedLayer)
            } else {
                runOwnLayout()
            }
            markSubviewsWithStaleSafeAreaInsets()
        }
        if descendantNeedsLayout {
            descendantNeedsLayout = false
            for subview in storedSubviews { subview.layoutSubtreeIfNeeded() }
        }
    }
}
