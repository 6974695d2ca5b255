import Foundation

// The view hierarchy: adding, removing and reordering subviews, and the move notifications UIKit sends.
//
// Order of notifications when `v` moves into `parent` (as UIKit): v.willMove(toSuperview:),
// v.willMove(toWindow:) on v's whole subtree if the window changes, the old superview's willRemoveSubview(_:),
// the move itself, didMoveToWindow() on the subtree, v.didMoveToSuperview(), parent.didAddSubview(_:).
// A touch whose view leaves its window by such a move is cancelled at once (see TouchDispatcher).

extension UIView {
    /// What ``UIView/removeFromSuperview()`` does (it is declared in the class so subclasses can override it).
    func detachFromSuperview() {
        guard let parent = storedSuperview else { return }
        invalidateRenderingBeforeGeometryChange()
        let oldWindow = storedWindow
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        deactivateConstraintsCrossingIntoSubtree()
        if oldWindow != nil { notifyWillMove(toWindow: nil) }
        parent.detach(self)
        if let oldWindow { moveSubtree(toWindow: nil, from: oldWindow) }
        didMoveToSuperview()
    }

    /// Whether this view is `view` or one of its descendants.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.storedSuperview
        }
        return false
    }

    /// This view if its tag matches, else the first match in a depth-first search of its subviews.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in storedSubviews {
            if let match = subview.viewWithTag(tag) { return match }
        }
        return nil
    }

    // MARK: - Machinery

    func indexOfSubview(_ view: UIView) -> Int? {
        guard view.storedSuperview === self else { return nil }
        return storedSubviews.firstIndex { $0 === view }
    }

    func insert(_ view: UIView, at requestedIndex: Int) {
        if let existing = indexOfSubview(view) {
            storedSubviews.remove(at: existing)
            storedSubviews.insert(view, at: min(max(requestedIndex, 0), storedSubviews.count))
            view.invalidateRendering()
            return
        }
        guard view !== self, !isDescendant(of: view) else {
            UIApplication.reportProgrammingError(
                "addSubview: \(view.debugName) cannot be added to \(debugName), which is itself or inside it; ignored",
                about: self)
            return
        }
        let oldWindow = view.storedWindow
        let newWindow = storedWindow
        // Only once an app has set a tint can moving a view change its effective tint (UIView+Tint.swift).
        let tintBefore = UIView.tintInUse ? view.effectiveTint : nil
        // The new subview may widen the area of marked ancestors that do not clip.
        resolvePendingMarksBeforeGeometryChange()
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow { view.notifyWillMove(toWindow: newWindow) }
        if let oldParent = view.storedSuperview {
            view.deactivateConstraintsCrossingIntoSubtree()
            view.invalidateRenderingBeforeGeometryChange()
            oldParent.willRemoveSubview(view)
            oldParent.detach(view)
        }
        storedSubviews.insert(view, at: min(max(requestedIndex, 0), storedSubviews.count))
        view.storedSuperview = self
        if view.safeAreaInsetsAreStale { view.setNeedsLayout() }
        if view.needsLayout || view.descendantNeedsLayout { markDescendantNeedsLayout() }
        if view.needsUpdateProperties || view.subtreeNeedsUpdateProperties { markSubtreeNeedsUpdateProperties() }
        view.carryUpdateConstraintsRequestUp()
        if oldWindow !== newWindow { view.moveSubtree(toWindow: newWindow, from: oldWindow) }
        view.invalidateRendering()
        if let tintBefore, view.effectiveTint != tintBefore { view.tintDidChangeInSubtree() }
        // Only once an override or the screen's appearance has changed can moving a view change its appearance.
        if UIView.appearanceVaries { view.updateAppearanceInSubtree() }
        view.didMoveToSuperview()
        didAddSubview(view)
    }

    private func detach(_ view: UIView) {
        if let index = storedSubviews.firstIndex(where: { $0 === view }) {
            storedSubviews.remove(at: index)
        }
        view.storedSuperview = nil
    }

    func notifyWillMove(toWindow newWindow: UIWindow?) {
        willMove(toWindow: newWindow)
        owningViewController?.rootViewWillMove(toWindow: newWindow)
        for subview in storedSubviews { subview.notifyWillMove(toWindow: newWindow) }
    }

    /// Points the subtree at its new window, tells every view, and lets the old window clean up: touches bound to
    /// views that left it are cancelled and a first responder that left it resigns.
    func moveSubtree(toWindow newWindow: UIWindow?, from oldWindow: UIWindow?) {
        setWindowRecursively(newWindow)
        subtreeDidMoveForLayoutEngine(from: oldWindow, to: newWindow)
        notifyDidMoveToWindow()
        oldWindow?.viewsDidLeave()
    }

    private func setWindowRecursively(_ window: UIWindow?) {
        storedWindow = (self as? UIWindow) ?? window
        for subview in storedSubviews { subview.setWindowRecursively(window) }
    }

    private func notifyDidMoveToWindow() {
        didMoveToWindow()
        owningViewController?.rootViewDidMoveToWindow()
        for subview in storedSubviews { subview.notifyDidMoveToWindow() }
    }

    /// Used when the superview is deallocated: no notifications can be sent from a dying parent.
    func clearWindowWithoutNotifying() {
        guard storedWindow != nil, !(self is UIWindow) else { return }
        storedWindow = nil
        // The dying window's marks go with it: a mark left set would hide this view's marks in its next window.
        hasPendingMark = false
        for subview in storedSubviews { subview.clearWindowWithoutNotifying() }
    }
}
