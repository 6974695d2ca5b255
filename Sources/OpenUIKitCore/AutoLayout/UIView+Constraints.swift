import Foundation

// Auto Layout on views: the constraints installed on a view, whether its frame comes from its autoresizing mask or
// from constraints, and the update-constraints phase of the layout pass. The window's LayoutEngine does the solving.

extension UIView {
    /// Whether the view's frame and autoresizing mask decide its place (true, the default, as in UIKit), or
    /// constraints do (false): then the window's layout engine writes the view's frame in each layout pass, and the
    /// view's ``intrinsicContentSize`` takes part at its content hugging and compression-resistance priorities.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { storedLayoutStorage?.translatesAutoresizingMaskIntoConstraints ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            layoutStorage.translatesAutoresizingMaskIntoConstraints = newValue
            storedWindow?.intrinsicContentSizeDidChange(of: self)
            if isInLayoutEngine { storedWindow?.storedLayoutEngine?.itemGeometryDidChange() }
        }
    }

    /// The active constraints installed on this view: those whose items' nearest common ancestor it is.
    public var constraints: [NSLayoutConstraint] { storedLayoutStorage?.constraints ?? [] }

    /// Activates `constraint`. UIKit's older form of ``NSLayoutConstraint/isActive``; the constraint is installed on
    /// its items' nearest common ancestor whichever view this is, and a view that is neither that ancestor nor
    /// above it is reported, as UIKit raises.
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        let items = [constraint.firstItem, constraint.secondItem].compactMap { NSLayoutConstraint.ownerView(of: $0) }
        if let outside = items.first(where: { !$0.isDescendant(of: self) }) {
            UIApplication.reportProgrammingError(
                .constraintWithoutCommonAncestor,
                "addConstraint: \(constraint) refers to \(outside.debugName), which is not inside \(debugName); "
                    + "not added",
                about: self)
            return
        }
        constraint.isActive = true
    }

    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    /// Deactivates `constraint` if it is installed on this view.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.installedOn === self else { return }
        constraint.isActive = false
    }

    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    // MARK: The update-constraints phase

    /// Asks for ``updateConstraints()`` in the next layout pass, as UIKit does.
    public func setNeedsUpdateConstraints() {
        layoutStorage.needsUpdateConstraints = true
        var ancestor = storedSuperview
        while let view = ancestor, !view.layoutStorage.descendantNeedsUpdateConstraints {
            view.layoutStorage.descendantNeedsUpdateConstraints = true
            ancestor = view.storedSuperview
        }
        storedWindow?.layoutEngine.setNeedsConstraintPass()
    }

    /// Whether ``updateConstraints()`` is due in the next layout pass.
    public func needsUpdateConstraints() -> Bool { storedLayoutStorage?.needsUpdateConstraints ?? false }

    /// Runs the pending ``updateConstraints()`` calls of this view's subtree now, deepest views first, as UIKit
    /// does before a layout pass.
    public func updateConstraintsIfNeeded() {
        updateConstraintsOfSubtree(limit: LayoutEngine.roundLimit)
    }

    /// Calls ``updateConstraints()`` on every view of the subtree that asked for it, children before parents.
    ///
    /// The views are listed first and their flags cleared, then each is called if it is still in the subtree, so
    /// app code may add, remove or re-flag views from inside `updateConstraints`; views it flags are called in a
    /// further round, up to `limit` rounds (then reported).
    func updateConstraintsOfSubtree(limit: Int) {
        for _ in 0..<limit {
            guard needsUpdateConstraints() || storedLayoutStorage?.descendantNeedsUpdateConstraints == true else {
                return
            }
            var due: [UIView] = []
            collectViewsNeedingUpdateConstraints(into: &due)
            for view in due where view === self || view.isDescendant(of: self) { view.updateConstraints() }
        }
        guard needsUpdateConstraints() || storedLayoutStorage?.descendantNeedsUpdateConstraints == true else { return }
        UIApplication.reportProgrammingError(
            "Auto Layout: updateConstraints kept asking for more updates in \(debugName) after \(limit) rounds; stopped",
            about: self)
    }

    private func collectViewsNeedingUpdateConstraints(into due: inout [UIView]) {
        guard let storage = storedLayoutStorage else { return }
        if storage.descendantNeedsUpdateConstraints {
            storage.descendantNeedsUpdateConstraints = false
            for subview in storedSubviews { subview.collectViewsNeedingUpdateConstraints(into: &due) }
        }
        if storage.needsUpdateConstraints {
            storage.needsUpdateConstraints = false
            due.append(self)
        }
    }

    // MARK: Machinery

    func install(_ constraint: NSLayoutConstraint) {
        layoutStorage.constraints.append(constraint)
        constraint.installedOn = self
        storedWindow?.constraintDidChange(constraint)
    }

    func uninstall(_ constraint: NSLayoutConstraint) {
        layoutStorage.constraints.removeAll { $0 === constraint }
        constraint.installedOn = nil
        storedWindow?.constraintDidChange(constraint)
    }

    /// Calls `body` with every constraint installed in the subtree.
    func forEachInstalledConstraint(_ body: (NSLayoutConstraint) -> Void) {
        if let constraints = storedLayoutStorage?.constraints {
            for constraint in constraints { body(constraint) }
        }
        for subview in storedSubviews { subview.forEachInstalledConstraint(body) }
    }

    /// Before the view leaves its superview: deactivates the constraints installed above it that reach into its
    /// subtree, as UIKit removes a removed view's constraints to views outside it.
    func deactivateConstraintsCrossingIntoSubtree() {
        var ancestor = storedSuperview
        while let view = ancestor {
            if let installed = view.storedLayoutStorage?.constraints, !installed.isEmpty {
                for constraint in installed where constraint.reaches(into: self) { constraint.isActive = false }
            }
            ancestor = view.storedSuperview
        }
    }

    /// When the subtree moves between windows: the old window's engine lets go of its constraints and the new
    /// one's takes them (and runs the `updateConstraints` calls the subtree is waiting for).
    func subtreeDidMoveForLayoutEngine(from oldWindow: UIWindow?, to newWindow: UIWindow?) {
        var hasConstraints = false
        forEachInstalledConstraint { constraint in
            hasConstraints = true
            oldWindow?.storedLayoutEngine?.constraintDidChange(constraint)
        }
        guard let newWindow else { return }
        let waiting = carryUpdateConstraintsRequestUp()
        if hasConstraints { newWindow.layoutEngine.subtreeDidEnter(self) }
        if waiting { newWindow.layoutEngine.setNeedsConstraintPass() }
    }
}

extension UIView {
    /// If the subtree waits for ``updateConstraints()`` calls, marks its ancestors so the update phase reaches it
    /// (a subtree flagged before it was added, as a stack view made in code is); returns whether it waits.
    @discardableResult
    func carryUpdateConstraintsRequestUp() -> Bool {
        guard needsUpdateConstraints() || storedLayoutStorage?.descendantNeedsUpdateConstraints == true else {
            return false
        }
        var ancestor = storedSuperview
        while let view = ancestor, !view.layoutStorage.descendantNeedsUpdateConstraints {
            view.layoutStorage.descendantNeedsUpdateConstraints = true
            ancestor = view.storedSuperview
        }
        return true
    }
}

extension NSLayoutConstraint {
    /// Whether one of the items is `view` or inside it (a guide is where its owning view is).
    func reaches(into view: UIView) -> Bool {
        Self.ownerView(of: firstItem)?.isDescendant(of: view) == true
            || Self.ownerView(of: secondItem)?.isDescendant(of: view) == true
    }
}

extension UIWindow {
    /// The window's layout engine, made when a constraint or an update request first reaches the window.
    var layoutEngine: LayoutEngine {
        if let storedLayoutEngine { return storedLayoutEngine }
        let engine = LayoutEngine(window: self)
        storedLayoutEngine = engine
        return engine
    }

    func constraintDidChange(_ constraint: NSLayoutConstraint) {
        layoutEngine.constraintDidChange(constraint)
    }

    func intrinsicContentSizeDidChange(of view: UIView) {
        storedLayoutEngine?.intrinsicContentSizeDidChange(of: view)
    }
}
