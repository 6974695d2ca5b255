import Foundation
internal import OpenUIKitLayoutSolver

typealias SolverConstraint = OpenUIKitLayoutSolver.Constraint

/// A window's Auto Layout engine: the active constraints of the views in one window, in one incremental
/// ``LayoutSolver``, and the frames it writes back.
///
/// Each view the constraints reach — their items and every ancestor of them up to the window — is an item with four
/// solver variables: `minX`, `minY`, `width` and `height` in layout space, where a view's origin is its superview's
/// plus its frame's origin (bounds origins and transforms are not applied, so a constraint to a scroll view's edge
/// relates to its content, as in UIKit). The window is pinned at the origin with its bounds' size; a view whose
/// ``UIView/translatesAutoresizingMaskIntoConstraints`` is true is pinned to its current frame by required
/// constraints (UIKit's autoresizing-mask constraints); a view for which it is false is governed by constraints
/// and gets its ``UIView/intrinsicContentSize`` as two inequalities per axis, at its content hugging and
/// compression-resistance priorities.
///
/// Changes are queued (a constraint activated, deactivated, or given a new constant or priority; a subtree moved
/// in or out; an intrinsic size invalidated) and applied in the window's next layout pass
/// (``runLayoutPass(from:)``), each as the removal and addition of that constraint only, so the solver re-solves
/// incrementally from the previous solution. A required constraint that cannot hold is left out and reported, as
/// UIKit reports it ("Will attempt to recover by breaking constraint"); it is tried again whenever a constraint
/// leaves the engine.
@MainActor
final class LayoutEngine {
    /// One view's or layout guide's variables and the constraints the engine made for it.
    final class Item {
        weak var view: UIView?
        weak var guide: UILayoutGuide?
        let minX: Variable
        let minY: Variable
        let width: Variable
        let height: Variable
        var pin: [SolverConstraint] = []
        /// The frame (in layout space) the pin holds, and the superview it is relative to; nil: not pinned.
        var pinnedRect: CGRect?
        var pinnedSuperview: ObjectIdentifier?
        var intrinsic: [SolverConstraint] = []
        var intrinsicKey: IntrinsicKey?

        init(view: UIView?, guide: UILayoutGuide?, solver: LayoutSolver) {
            self.view = view
            self.guide = guide
            minX = solver.makeVariable()
            minY = solver.makeVariable()
            width = solver.makeVariable()
            height = solver.makeVariable()
        }
    }

    /// What a view's intrinsic-size constraints were made from.
    struct IntrinsicKey: Equatable {
        var size: CGSize
        var hugging: [Float]
        var resistance: [Float]
    }

    unowned let window: UIWindow
    let solver = LayoutSolver()
    private var items: [ObjectIdentifier: Item] = [:]
    /// Items in the order they were made: every ancestor before its descendants.
    private var order: [Item] = []
    /// Constraints whose state in the solver may be stale, in the order they changed.
    private var pending: [NSLayoutConstraint] = []
    private var pendingSet: Set<ObjectIdentifier> = []
    /// Subtrees that came into the window, whose constraints the engine has not seen.
    private var pendingSubtrees: [UIView] = []
    /// Views whose intrinsic size or autoresizing flag changed.
    private var pendingIntrinsic: [UIView] = []
    /// Required constraints left out because they conflicted, in the order they were broken.
    private(set) var broken: [NSLayoutConstraint] = []
    /// Diagnostics gathered while the engine changes its state, reported when it is done (app code may run in a
    /// diagnostic handler, and must not see the engine half-way).
    private var reports: [(InputDiagnostic.Kind, String)] = []

    /// Something changed that the next layout pass must solve.
    private(set) var needsConstraintPass = false
    /// The engine is updating constraints, solving or writing frames: a nested layout request only lays out.
    private(set) var isInConstraintPass = false
    /// Frames of pinned views moved while the engine wrote frames (autoresizing): the pins need another look.
    private var pinsMayBeStale = false

    /// How many rounds of constraint updates, or of constraint pass and layout, a pass runs before it stops and
    /// reports app code that keeps asking for more.
    static let roundLimit = 8

    init(window: UIWindow) {
        self.window = window
    }

    // MARK: - Changes, queued

    func setNeedsConstraintPass() {
        guard !needsConstraintPass else { return }
        needsConstraintPass = true
        window.setNeedsLayout()
    }

    func constraintDidChange(_ constraint: NSLayoutConstraint) {
        if pendingSet.insert(ObjectIdentifier(constraint)).inserted { pending.append(constraint) }
        setNeedsConstraintPass()
    }

    func subtreeDidEnter(_ view: UIView) {
        pendingSubtrees.append(view)
        setNeedsConstraintPass()
    }

    func intrinsicContentSizeDidChange(of view: UIView) {
        guard view.isInLayoutEngine else { return }
        pendingIntrinsic.append(view)
        setNeedsConstraintPass()
    }

    /// A pinned view's frame changed outside the engine.
    func itemGeometryDidChange() {
        if isInConstraintPass { pinsMayBeStale = true } else { setNeedsConstraintPass() }
    }

    // MARK: - The pass

    /// UIKit's layout pass for `view`'s window: update constraints (bottom-up), solve and write frames, then
    /// `layoutSubviews` top-down from `view`; again while app code in `layoutSubviews` changed constraints.
    func runLayoutPass(from view: UIView) {
        for _ in 0..<Self.roundLimit {
            if needsConstraintPass && !isInConstraintPass { runConstraintPass() }
            view.layoutSubtreeIfNeeded()
            if !needsConstraintPass || isInConstraintPass { return }
        }
        UIApplication.reportProgrammingError(
            "Auto Layout: the layout of \(window.debugName) did not settle after \(Self.roundLimit) passes "
                + "(layoutSubviews keeps changing constraints); stopped",
            about: window)
    }

    /// Updates constraints, then brings the solver up to date and writes the frames it gives.
    func runConstraintPass() {
        isInConstraintPass = true
        defer { isInConstraintPass = false }
        window.updateConstraintsOfSubtree(limit: Self.roundLimit)
        needsConstraintPass = false
        readIntrinsicSizes()
        refreshPins()
        applyPendingChanges()
        retryBrokenConstraints()
        for _ in 0..<4 {
            solver.updateVariables()
            pinsMayBeStale = false
            writeFrames()
            guard pinsMayBeStale else { break }
            refreshPins()
            retryBrokenConstraints()
        }
        flushReports()
    }

    // MARK: - Items

    func item(for view: UIView) -> Item {
        if let item = items[ObjectIdentifier(view)] { return item }
        if view !== window, let superview = view.storedSuperview { _ = item(for: superview) }
        let made = Item(view: view, guide: nil, solver: solver)
        items[ObjectIdentifier(view)] = made
        order.append(made)
        view.isInLayoutEngine = true
        pin(made)
        if !view.translatesAutoresizingMaskIntoConstraints {
            setIntrinsicConstraints(made, key: Self.intrinsicKey(of: view))
        }
        return made
    }

    /// A layout guide's item, made with its owning view's; nil for a guide in no view.
    func item(for guide: UILayoutGuide) -> Item? {
        if let item = items[ObjectIdentifier(guide)] { return item }
        guard let owner = guide.owningView else { return nil }
        _ = item(for: owner)
        let made = Item(view: nil, guide: guide, solver: solver)
        items[ObjectIdentifier(guide)] = made
        order.append(made)
        pinGuide(made)
        return made
    }

    /// The item of a constraint's item (a view or a guide).
    func item(forLayoutItem object: AnyObject) -> Item? {
        if let view = object as? UIView { return item(for: view) }
        if let guide = object as? UILayoutGuide { return item(for: guide) }
        return nil
    }

    /// Holds a view's safe-area or margins guide at the view's insets (required); an app's guide is free.
    private func pinGuide(_ item: Item) {
        guard let guide = item.guide, let owner = guide.owningView,
            let parent = items[ObjectIdentifier(owner)]
        else { return }
        let insets: UIEdgeInsets
        switch guide.source {
        case .free: return
        case .safeArea: insets = owner.safeAreaInsets
        case .margins: insets = owner.layoutMarginsIncludingSafeArea
        }
        let key = CGRect(x: insets.left, y: insets.top, width: insets.right, height: insets.bottom)
        let ownerID = ObjectIdentifier(owner)
        guard key != item.pinnedRect || ownerID != item.pinnedSuperview else { return }
        removeAll(&item.pin)
        item.pinnedRect = key
        item.pinnedSuperview = ownerID
        let name = "\(guide.identifier) of \(owner.debugName)"
        let constraints = [
            SolverConstraint(
                item.minX, .equal, parent.minX + Double(insets.left), identifier: "\(name): left inset \(insets.left)"),
            SolverConstraint(
                item.minY, .equal, parent.minY + Double(insets.top), identifier: "\(name): top inset \(insets.top)"),
            SolverConstraint(
                item.width, .equal, parent.width - Double(insets.left + insets.right),
                identifier: "\(name): width inset \(insets.left + insets.right)"),
            SolverConstraint(
                item.height, .equal, parent.height - Double(insets.top + insets.bottom),
                identifier: "\(name): height inset \(insets.top + insets.bottom)"),
        ]
        for constraint in constraints {
            do {
                try solver.addConstraint(constraint)
                item.pin.append(constraint)
            } catch {
                reportSolverError(error, breaking: constraint.identifier ?? "\(constraint)")
            }
        }
    }

    /// The rectangle a pinned view holds in layout space; nil if constraints govern it.
    private func pinnedRect(of view: UIView) -> CGRect? {
        if view === window { return CGRect(origin: .zero, size: view.bounds.size) }
        guard view.translatesAutoresizingMaskIntoConstraints else { return nil }
        return view.frame
    }

    private func pin(_ item: Item) {
        guard let view = item.view else { return }
        let rect = pinnedRect(of: view)
        let superview = view.storedSuperview.map(ObjectIdentifier.init)
        guard rect != item.pinnedRect || (rect != nil && superview != item.pinnedSuperview) else { return }
        removeAll(&item.pin)
        item.pinnedRect = rect
        item.pinnedSuperview = superview
        guard let rect else { return }
        let name = view === window ? "window \(view.debugName)" : "autoresizing mask of \(view.debugName)"
        var constraints: [SolverConstraint] = []
        if view === window {
            constraints = [
                SolverConstraint(item.minX, .equal, 0, identifier: "\(name): minX == 0"),
                SolverConstraint(item.minY, .equal, 0, identifier: "\(name): minY == 0"),
            ]
        } else if let superview = view.storedSuperview, let parent = items[ObjectIdentifier(superview)] {
            constraints = [
                SolverConstraint(
                    item.minX, .equal, parent.minX + Double(rect.minX),
                    identifier: "\(name): minX == \(superview.debugName).minX + \(NSLayoutConstraint.number(rect.minX))"),
                SolverConstraint(
                    item.minY, .equal, parent.minY + Double(rect.minY),
                    identifier: "\(name): minY == \(superview.debugName).minY + \(NSLayoutConstraint.number(rect.minY))"),
            ]
        }
        constraints += [
            SolverConstraint(
                item.width, .equal, Double(rect.width),
                identifier: "\(name): width == \(NSLayoutConstraint.number(rect.width))"),
            SolverConstraint(
                item.height, .equal, Double(rect.height),
                identifier: "\(name): height == \(NSLayoutConstraint.number(rect.height))"),
        ]
        for constraint in constraints {
            do {
                try solver.addConstraint(constraint)
                item.pin.append(constraint)
            } catch {
                reportSolverError(error, breaking: constraint.identifier ?? "\(constraint)")
            }
        }
    }

    /// Drops the items of views that left the window, and re-pins the views whose frame (or superview) changed.
    private func refreshPins() {
        let current = order
        var live: [Item] = []
        live.reserveCapacity(current.count)
        for item in current {
            if let guide = item.guide {
                guard let owner = guide.owningView, owner.storedWindow === window,
                    items[ObjectIdentifier(owner)] != nil
                else {
                    drop(item)
                    continue
                }
                pinGuide(item)
                live.append(item)
                continue
            }
            guard let view = item.view, view.storedWindow === window else {
                drop(item)
                continue
            }
            // A view moved to another superview in the same window: its new ancestors need items too.
            if view !== window, let superview = view.storedSuperview { _ = self.item(for: superview) }
            pin(item)
            live.append(item)
        }
        // Items made during the loop were appended after the ones it read.
        order = live + order.dropFirst(current.count)
    }

    private func drop(_ item: Item) {
        removeAll(&item.pin)
        removeAll(&item.intrinsic)
        item.pinnedRect = nil
        if let view = item.view {
            view.isInLayoutEngine = false
            items[ObjectIdentifier(view)] = nil
        } else if let guide = item.guide {
            items[ObjectIdentifier(guide)] = nil
        } else {
            items = items.filter { $0.value !== item }
        }
    }

    static func intrinsicKey(of view: UIView) -> IntrinsicKey {
        IntrinsicKey(
            size: view.intrinsicContentSize,
            hugging: [
                view.contentHuggingPriority(for: .horizontal).rawValue,
                view.contentHuggingPriority(for: .vertical).rawValue,
            ],
            resistance: [
                view.contentCompressionResistancePriority(for: .horizontal).rawValue,
                view.contentCompressionResistancePriority(for: .vertical).rawValue,
            ])
    }

    /// Reads the sizes of the views whose intrinsic size changed before the solver changes (an app's
    /// `intrinsicContentSize` is app code), and keeps the ones that differ.
    private var intrinsicUpdates: [(Item, IntrinsicKey?)] = []

    private func readIntrinsicSizes() {
        let views = pendingIntrinsic
        pendingIntrinsic = []
        for view in views {
            guard let item = items[ObjectIdentifier(view)] else { continue }
            let key = view.translatesAutoresizingMaskIntoConstraints ? nil : Self.intrinsicKey(of: view)
            if key != item.intrinsicKey { intrinsicUpdates.append((item, key)) }
        }
    }

    private func setIntrinsicConstraints(_ item: Item, key: IntrinsicKey?) {
        removeAll(&item.intrinsic)
        item.intrinsicKey = key
        guard let key, let view = item.view else { return }
        let axes: [(Variable, CGFloat, String)] = [
            (item.width, key.size.width, "width"), (item.height, key.size.height, "height"),
        ]
        for (index, (variable, length, name)) in axes.enumerated() where length != UIView.noIntrinsicMetric {
            guard length.isFinite, length >= 0 else { continue }
            let value = Double(length)
            let label = "\(view.debugName) intrinsic \(name)"
            let constraints = [
                SolverConstraint(
                    variable, .lessThanOrEqual, value, strength: Strength(priority: key.hugging[index]),
                    identifier: "\(label): hugging \(name) <= \(NSLayoutConstraint.number(length))"),
                SolverConstraint(
                    variable, .greaterThanOrEqual, value, strength: Strength(priority: key.resistance[index]),
                    identifier: "\(label): compression resistance \(name) >= \(NSLayoutConstraint.number(length))"),
            ]
            for constraint in constraints {
                do {
                    try solver.addConstraint(constraint)
                    item.intrinsic.append(constraint)
                } catch {
                    reportSolverError(error, breaking: constraint.identifier ?? "\(constraint)")
                }
            }
        }
    }

    private func removeAll(_ constraints: inout [SolverConstraint]) {
        for constraint in constraints where solver.hasConstraint(constraint) {
            try? solver.removeConstraint(constraint)
            constraintLeftSolver = true
        }
        constraints = []
    }

    /// A constraint left the solver since broken constraints were last tried.
    private var constraintLeftSolver = false

    /// Tries the broken constraints again, oldest first, once something they may have conflicted with is gone.
    private func retryBrokenConstraints() {
        guard constraintLeftSolver else { return }
        constraintLeftSolver = false
        guard !broken.isEmpty else { return }
        let retry = broken
        broken = []
        for constraint in retry where constraint.isActive && constraint.installedOn?.storedWindow === window {
            add(constraint)
        }
    }

    // MARK: - App constraints

    private func applyPendingChanges() {
        let subtrees = pendingSubtrees
        pendingSubtrees = []
        for subtree in subtrees where subtree.storedWindow === window {
            subtree.forEachInstalledConstraint { constraintDidChange($0) }
        }
        // Items first, so pins of views that entered are in place before the constraints that reach them.
        let updates = intrinsicUpdates
        intrinsicUpdates = []
        for (item, key) in updates where item.view != nil { setIntrinsicConstraints(item, key: key) }
        let changed = pending
        pending = []
        pendingSet = []
        for constraint in changed {
            if let existing = constraint.solverConstraint {
                try? solver.removeConstraint(existing)
                constraint.solverConstraint = nil
                constraintLeftSolver = true
            }
            if let index = broken.firstIndex(where: { $0 === constraint }) { broken.remove(at: index) }
            if constraint.isActive, constraint.installedOn?.storedWindow === window {
                add(constraint)
            }
        }
    }

    /// `attribute` of `view` in the bounds space of `ancestor` (the view the constraint is installed on), as
    /// UIKit measures it: so `centerX == 0.5 × superview.centerX` puts a view at a quarter of its superview's width
    /// wherever the superview is.
    private func expression(
        _ object: AnyObject, _ attribute: NSLayoutConstraint.Attribute, in ancestor: UIView
    ) -> LinearExpression? {
        guard let viewItem = item(forLayoutItem: object) else { return nil }
        let origin = item(for: ancestor)
        switch attribute.axis {
        case .horizontal? where !attribute.isSize: return expression(viewItem, attribute) - origin.minX
        case .vertical? where !attribute.isSize: return expression(viewItem, attribute) - origin.minY
        default: return expression(viewItem, attribute)
        }
    }

    private func expression(_ item: Item, _ attribute: NSLayoutConstraint.Attribute) -> LinearExpression {
        switch attribute {
        case .left, .leading: return LinearExpression(item.minX)
        case .right, .trailing: return item.minX + item.width
        case .top: return LinearExpression(item.minY)
        case .bottom: return item.minY + item.height
        case .width: return LinearExpression(item.width)
        case .height: return LinearExpression(item.height)
        case .centerX: return item.minX + 0.5 * item.width
        case .centerY: return item.minY + 0.5 * item.height
        case .notAnAttribute: return LinearExpression(0)
        }
    }

    private func add(_ constraint: NSLayoutConstraint) {
        guard let first = constraint.firstItem, let ancestor = constraint.installedOn,
            let lhs = expression(first, constraint.firstAttribute, in: ancestor)
        else { return }
        var rhs = LinearExpression(Double(constraint.constant))
        if let second = constraint.secondItem {
            guard let term = expression(second, constraint.secondAttribute, in: ancestor) else { return }
            rhs = Double(constraint.multiplier) * term + rhs
        }
        let relation: Relation =
            switch constraint.relation {
            case .equal: .equal
            case .lessThanOrEqual: .lessThanOrEqual
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        let solverConstraint = SolverConstraint(
            lhs, relation, rhs, strength: Strength(priority: constraint.priority.rawValue),
            identifier: constraint.description)
        do {
            try solver.addConstraint(solverConstraint)
            constraint.solverConstraint = solverConstraint
        } catch {
            if case .unsatisfiableConstraint = error { broken.append(constraint) }
            reportSolverError(error, breaking: constraint.description)
        }
    }

    private func reportSolverError(_ error: LayoutSolverError, breaking name: String) {
        guard case .unsatisfiableConstraint(_, let conflicting) = error else {
            reports.append((.programmingError, "Auto Layout: \(error)"))
            return
        }
        let list = conflicting.map { "    \($0.identifier ?? "\($0)")" }.joined(separator: "\n")
        reports.append(
            (
                .unsatisfiableConstraints,
                "Auto Layout cannot satisfy all of these required constraints at once:\n\(list)\n"
                    + "Recovering by breaking the last of them: \(name)"
            ))
    }

    private func flushReports() {
        let pending = reports
        reports = []
        for (kind, message) in pending { window.application?.report(kind, message) }
    }

    // MARK: - Frames

    private func writeFrames() {
        let scale = max(window.screenScale, 1)
        func snap(_ value: Double) -> CGFloat { (CGFloat(value) * scale).rounded() / scale }
        for item in order {
            if let guide = item.guide {
                // An app's guide takes the frame its constraints give it, in its owning view's bounds space.
                guard guide.source == .free, let owner = guide.owningView,
                    let parent = items[ObjectIdentifier(owner)]
                else { continue }
                guide.layoutFrame = CGRect(
                    x: snap(solver.value(of: item.minX) - solver.value(of: parent.minX)),
                    y: snap(solver.value(of: item.minY) - solver.value(of: parent.minY)),
                    width: max(snap(solver.value(of: item.width)), 0),
                    height: max(snap(solver.value(of: item.height)), 0))
                continue
            }
            guard let view = item.view, view !== window, !view.translatesAutoresizingMaskIntoConstraints,
                let superview = view.storedSuperview, let parent = items[ObjectIdentifier(superview)]
            else { continue }
            let x = solver.value(of: item.minX) - solver.value(of: parent.minX)
            let y = solver.value(of: item.minY) - solver.value(of: parent.minY)
            let frame = CGRect(
                x: snap(x), y: snap(y), width: max(snap(solver.value(of: item.width)), 0),
                height: max(snap(solver.value(of: item.height)), 0))
            if view.frame != frame { view.frame = frame }
        }
    }

    /// The frame the solver gives `view` in layout space (an origin relative to the window's), for tests and
    /// diagnostics; nil if the view is not in the engine.
    func solvedLayoutRect(of view: UIView) -> CGRect? {
        guard let item = items[ObjectIdentifier(view)] else { return nil }
        return CGRect(
            x: solver.value(of: item.minX), y: solver.value(of: item.minY), width: solver.value(of: item.width),
            height: solver.value(of: item.height))
    }
}
