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
/// UIKit reports it ("Will attempt to recover by breaking constraint"; LayoutEngine+Recovery.swift); it is tried
/// again whenever a constraint leaves the engine.
@MainActor
final class LayoutEngine {
    /// One view's or layout guide's variables and the constraints the engine made for it.
    final class Item {
        /// The view's or guide's box: nil once it is released, as a weak reference would read, without giving every
        /// laid-out view a side table (LayoutItemReference.swift).
        let reference: LayoutItemReference
        var view: UIView? { reference.view }
        var guide: UILayoutGuide? { reference.guide }
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

        init(_ reference: LayoutItemReference, solver: LayoutSolver) {
            self.reference = reference
            minX = solver.makeVariable()
            minY = solver.makeVariable()
            width = solver.makeVariable()
            height = solver.makeVariable()
        }
    }

    /// What a view's intrinsic-size constraints were made from.
    struct IntrinsicKey: Equatable {
        var size: CGSize
        /// Horizontal, then vertical (vectors, not arrays: a key is made for every view in every first pass).
        var hugging: SIMD2<Float>
        var resistance: SIMD2<Float>
    }

    /// The window whose views the engine lays out, or, for a fitting engine, the view being measured.
    unowned let root: UIView
    /// A throwaway engine for ``UIView/systemLayoutSizeFitting(_:)``: the root's size is free (the caller
    /// constrains it), only the root's subtree takes part, and no frame is written.
    let isFitting: Bool
    let solver = LayoutSolver()
    var items: [ObjectIdentifier: Item] = [:]
    /// Items in the order they were made: every ancestor before its descendants.
    var order: [Item] = []
    /// Constraints whose state in the solver may be stale, in the order they changed.
    /// (Not checked for exclusive access at run time, as a constraint's engine bookkeeping is not: only appended
    /// to and read whole, on the main actor, for every constraint that changes.)
    @exclusivity(unchecked) var pending: [NSLayoutConstraint] = []
    /// Queued constraints that another engine had marked as queued in its own queue (``enqueue(_:)``).
    @exclusivity(unchecked) var pendingSet: Set<ObjectIdentifier> = []
    /// This engine's number, unique for the process (never reused, unlike an object's address): the mark a queued
    /// constraint carries.
    let serial: Int
    private static var nextSerial = 1
    /// How constraints refer to the engine (Support/ZeroingReference.swift); made on first use, cleared by `deinit`.
    private var storedReference: ZeroingReference<LayoutEngine>?
    var reference: ZeroingReference<LayoutEngine> {
        if let storedReference { return storedReference }
        let made = ZeroingReference(self)
        storedReference = made
        return made
    }
    /// Subtrees that came into the window, whose constraints the engine has not seen.
    var pendingSubtrees: [UIView] = []
    /// Views whose intrinsic size or autoresizing flag changed.
    var pendingIntrinsic: [UIView] = []
    /// Constraints on baselines, whose offsets were read from the views' text when they were added: queued again
    /// when an intrinsic size (which follows the text) changes.
    var baselineConstraints: [NSLayoutConstraint] = []
    /// Required constraints left out because they conflicted, in the order they were broken.
    var broken: [NSLayoutConstraint] = []
    /// The last recovery from an unsatisfiable set, for the layout overlay.
    var lastRecovery: LayoutRecovery?
    /// App constraints broken in this pass to let an engine constraint in: not retried until the next pass.
    var brokenThisPass: Set<ObjectIdentifier> = []
    /// Diagnostics gathered while the engine changes its state, reported when it is done (app code may run in a
    /// diagnostic handler, and must not see the engine half-way).
    var reports: [(ProgrammingError.Kind, String)] = []

    /// Something changed that the next layout pass must solve.
    private(set) var needsConstraintPass = false
    /// The engine is updating constraints, solving or writing frames: a nested layout request only lays out.
    private(set) var isInConstraintPass = false
    /// Frames of pinned views moved while the engine wrote frames (autoresizing): the pins need another look.
    var pinsMayBeStale = false
    /// Intrinsic sizes that changed, read before the solver changes and applied with the queued constraints.
    var intrinsicUpdates: [(Item, IntrinsicKey?)] = []
    /// A constraint left the solver since broken constraints were last tried.
    var constraintLeftSolver = false

    /// How many rounds of constraint updates, or of constraint pass and layout, a pass runs before it stops and
    /// reports app code that keeps asking for more.
    static let roundLimit = 8

    init(window: UIWindow) {
        root = window
        isFitting = false
        serial = Self.nextSerial
        Self.nextSerial += 1
    }

    /// An engine that measures `view`'s subtree (``isFitting``).
    init(fitting view: UIView) {
        root = view
        isFitting = true
        serial = Self.nextSerial
        Self.nextSerial += 1
    }

    deinit { storedReference?.clear() }

    /// Whether `view` is laid out by this engine: in its window, or inside the measured view.
    func contains(_ view: UIView) -> Bool {
        isFitting ? view === root || view.isDescendant(of: root) : view.storedWindow === root
    }

    // MARK: - Changes, queued

    func setNeedsConstraintPass() {
        guard !needsConstraintPass else { return }
        needsConstraintPass = true
        root.setNeedsLayout()
    }

    func constraintDidChange(_ constraint: NSLayoutConstraint) {
        enqueue(constraint)
        setNeedsConstraintPass()
    }

    /// Queues `constraint` unless it is queued already. The constraint's mark names the engine whose queue holds it,
    /// so the common case hashes nothing; the set catches a constraint another engine's queue holds too (its view
    /// moved between windows, or that engine was freed with it queued).
    func enqueue(_ constraint: NSLayoutConstraint) {
        if constraint.queuedInEngine == serial { return }
        if constraint.queuedInEngine == 0 && (pendingSet.isEmpty || !pendingSet.contains(ObjectIdentifier(constraint)))
        {
            constraint.queuedInEngine = serial
            pending.append(constraint)
        } else if pendingSet.insert(ObjectIdentifier(constraint)).inserted {
            pending.append(constraint)
        }
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
            "Auto Layout: the layout of \(root.debugName) did not settle after \(Self.roundLimit) passes "
                + "(layoutSubviews keeps changing constraints); stopped",
            about: root)
    }

    /// Updates constraints, then brings the solver up to date and writes the frames it gives.
    func runConstraintPass() {
        isInConstraintPass = true
        defer { isInConstraintPass = false }
        root.updateConstraintsOfSubtree(limit: Self.roundLimit)
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
        brokenThisPass = []
        flushReports()
    }

    // MARK: - App constraints

    func applyPendingChanges() {
        let subtrees = pendingSubtrees
        pendingSubtrees = []
        for subtree in subtrees where contains(subtree) {
            subtree.forEachInstalledConstraint { constraintDidChange($0) }
        }
        // Items first, so pins of views that entered are in place before the constraints that reach them.
        let updates = intrinsicUpdates
        intrinsicUpdates = []
        for (item, key) in updates where item.view != nil { setIntrinsicConstraints(item, key: key) }
        let changed = pending
        pending = []
        pendingSet = []
        for constraint in changed where constraint.queuedInEngine == serial { constraint.queuedInEngine = 0 }
        // Every changed constraint leaves before any comes back, so a set that changes together (a view's
        // constraints flipped right to left) never meets its own old form. A constraint whose constant alone changed
        // (UIKit's `constant` set live) stays and has its constant moved once the others have left: the solver then
        // re-solves only the rows that constant reaches.
        var moved: [(NSLayoutConstraint, SolverConstraint)] = []
        for constraint in changed {
            if let existing = constraint.solverConstraint {
                let owner = constraint.solverEngine
                if owner === self {
                    if constraint.isActive, let view = constraint.installedOn, contains(view) {
                        moved.append((constraint, existing))
                        continue
                    }
                    removeFromSolver(constraint, existing)
                } else if let view = constraint.installedOn, contains(view) {
                    // Another window's engine holds it: its view moved here, and that window has not laid out
                    // since. That engine lets it go now (it is queued there too, and would find this engine's form
                    // instead of its own); this one adds it below.
                    owner?.letGo(existing)
                    constraint.solverConstraint = nil
                }
                // Else another engine holds it for a view in that engine's window: not this engine's to change.
            }
            if !broken.isEmpty, let index = broken.firstIndex(where: { $0 === constraint }) { broken.remove(at: index) }
        }
        for (constraint, existing) in moved {
            if let updated = makeSolverConstraint(constraint),
                (try? solver.replaceConstant(of: existing, with: updated)) != nil
            {
                constraint.solverConstraint = updated
            } else {
                removeFromSolver(constraint, existing)
            }
        }
        for constraint in changed where constraint.solverConstraint == nil {
            // Active: installed on a view (read once).
            if let view = constraint.installedOn, contains(view) { add(constraint) }
        }
    }

    /// Takes out of this engine's solver an app constraint whose view moved to another window, whose engine takes
    /// it over.
    func letGo(_ existing: SolverConstraint) {
        guard solver.hasConstraint(existing) else { return }
        try? solver.removeConstraint(existing)
        constraintLeftSolver = true
    }

    func removeFromSolver(_ constraint: NSLayoutConstraint, _ existing: SolverConstraint) {
        try? solver.removeConstraint(existing)
        constraint.solverConstraint = nil
        constraintLeftSolver = true
    }

    /// `attribute` of `view` in the bounds space of `ancestor` (the view the constraint is installed on), as
    /// UIKit measures it: so `centerX == 0.5 × superview.centerX` puts a view at a quarter of its superview's width
    /// wherever the superview is. Leading and trailing follow the ancestor's layout direction, the space the
    /// constraint lives in: a right-to-left view lays its subviews out from its right edge, whatever their own
    /// direction.
    func expression(
        _ object: AnyObject, _ attribute: NSLayoutConstraint.Attribute, in ancestor: UIView
    ) -> LinearExpression? {
        if attribute == .leading || attribute == .trailing {
            let leadingIsLeft = !ancestor.isRightToLeft
            return expression(object, (attribute == .leading) == leadingIsLeft ? .left : .right, in: ancestor)
        }
        // A view's margin attribute is an edge of its margins guide.
        if let view = object as? UIView, let guideAttribute = attribute.marginGuideAttribute {
            return expression(view.layoutMarginsGuide, guideAttribute, in: ancestor)
        }
        // A baseline is measured on the view that holds the text (a button's title, a stack view's arranged view),
        // when that view is inside this one; else on this view, with its own text's placement.
        if let view = object as? UIView, attribute.isBaseline {
            let last = attribute == .lastBaseline
            var textView = last ? view.forLastBaselineLayout : view.forFirstBaselineLayout
            if textView !== view && !textView.isDescendant(of: view) { textView = view }
            let textItem = item(for: textView)
            let placement = textView.baselinePlacement(last: last)
            return textItem.minY + Double(placement.fraction) * textItem.height + Double(placement.offset)
                - item(for: ancestor).minY
        }
        guard let viewItem = item(forLayoutItem: object) else { return nil }
        let origin = item(for: ancestor)
        switch attribute.axis {
        case .horizontal? where !attribute.isSize: return expression(viewItem, attribute) - origin.minX
        case .vertical? where !attribute.isSize: return expression(viewItem, attribute) - origin.minY
        default: return expression(viewItem, attribute)
        }
    }

    func expression(_ item: Item, _ attribute: NSLayoutConstraint.Attribute) -> LinearExpression {
        switch attribute {
        // Directions are resolved by the caller, in the constraint's space.
        case .left, .leading: return LinearExpression(item.minX)
        case .right, .trailing: return item.minX + item.width
        case .top: return LinearExpression(item.minY)
        case .bottom, .lastBaseline, .firstBaseline: return item.minY + item.height
        case .width: return LinearExpression(item.width)
        case .height: return LinearExpression(item.height)
        case .centerX: return item.minX + 0.5 * item.width
        case .centerY: return item.minY + 0.5 * item.height
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins, .centerYWithinMargins:
            // A guide has no margins of its own: its margin attributes are its edges.
            return expression(item, attribute.marginGuideAttribute ?? .notAnAttribute)
        case .notAnAttribute: return LinearExpression(0)
        }
    }

    /// Appends `scale ×` the terms of `attribute` of `object` in `ancestor`'s bounds space (``expression(_:_:in:)``)
    /// to `terms`, and returns `scale ×` its constant; nil if the object has no item. `rightToLeft` is the
    /// ancestor's direction, read once by the caller. Plain edges, centres and lengths of views and guides are
    /// written in place; margins and baselines go through ``expression(_:_:in:)``.
    func appendExpression(
        _ reference: LayoutItemReference, _ attribute: NSLayoutConstraint.Attribute, in ancestor: UIView,
        rightToLeft: Bool, scale: Double, to terms: inout [Term]
    ) -> Double? {
        var attribute = attribute
        if attribute == .leading || attribute == .trailing {
            attribute = (attribute == .leading) == !rightToLeft ? .left : .right
        }
        if attribute.marginGuideAttribute != nil || attribute.isBaseline || attribute == .notAnAttribute {
            guard let object = reference.object, let expression = expression(object, attribute, in: ancestor) else {
                return nil
            }
            for term in expression.terms { terms.append(Term(term.variable, term.coefficient * scale)) }
            return expression.constant * scale
        }
        let viewItem: Item
        if let cached = cachedItem(reference) {
            viewItem = cached
        } else if let view = reference.view {
            viewItem = item(for: view)
        } else if let guide = reference.guide, let guideItem = item(for: guide) {
            viewItem = guideItem
        } else {
            return nil
        }
        func append(_ variable: Variable, _ coefficient: Double) {
            terms.append(Term(variable, coefficient * scale))
        }
        switch attribute {
        case .left, .leading: append(viewItem.minX, 1)
        case .right, .trailing:
            append(viewItem.minX, 1)
            append(viewItem.width, 1)
        case .top: append(viewItem.minY, 1)
        case .bottom:
            append(viewItem.minY, 1)
            append(viewItem.height, 1)
        case .width: append(viewItem.width, 1)
        case .height: append(viewItem.height, 1)
        case .centerX:
            append(viewItem.minX, 1)
            append(viewItem.width, 0.5)
        case .centerY:
            append(viewItem.minY, 1)
            append(viewItem.height, 0.5)
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins, .centerYWithinMargins, .lastBaseline, .firstBaseline, .notAnAttribute:
            return nil  // taken by the general path above
        }
        // Looked up for lengths too, as the general path does (the ancestor's item may be made here).
        let origin = item(for: ancestor)
        if !attribute.isSize { append(attribute.axis == .horizontal ? origin.minX : origin.minY, -1) }
        return 0 * scale
    }

    /// The solver's form of an app's constraint, made from the items' current variables; nil if an item is gone.
    ///
    /// `first − multiplier × second − constant`, written straight into one array of terms (the terms and the
    /// arithmetic of each coefficient and of the constant are those of building each side as an expression and
    /// subtracting them), with the ancestor's layout direction read once.
    func makeSolverConstraint(_ constraint: NSLayoutConstraint) -> SolverConstraint? {
        guard let first = constraint.firstReference, first.isLive, let ancestor = constraint.installedOn
        else { return nil }
        let rightToLeft =
            (constraint.firstAttribute.isDirectional || constraint.secondAttribute.isDirectional)
            && ancestor.isRightToLeft
        // Leading and trailing constraints read in the mirrored space right to left, as in UIKit: x becomes -x, so
        // a constant runs towards trailing (leftwards) and "after" stays after.
        let mirrored = constraint.firstAttribute.isDirectional && rightToLeft
        var terms: [Term] = []
        terms.reserveCapacity(6)
        let firstScale: Double = mirrored ? -1 : 1
        guard
            let firstConstant = appendExpression(
                first, constraint.firstAttribute, in: ancestor, rightToLeft: rightToLeft, scale: firstScale,
                to: &terms)
        else { return nil }
        var secondConstant = 0.0
        if let second = constraint.secondReference, second.isLive {
            let multiplier = Double(constraint.multiplier)
            let secondScale = mirrored ? -multiplier : multiplier
            // Subtracted: each coefficient negated, as `lhs - rhs` negates the right side's terms.
            guard
                let constant = appendExpression(
                    second, constraint.secondAttribute, in: ancestor, rightToLeft: rightToLeft, scale: -secondScale,
                    to: &terms)
            else { return nil }
            // `appendExpression` returned the negated constant; the right side's is its negation.
            secondConstant = -constant
        }
        let lhs = LinearExpression(
            terms: terms, constant: firstConstant - (secondConstant + Double(constraint.constant)))
        let relation: Relation =
            switch constraint.relation {
            case .equal: .equal
            case .lessThanOrEqual: .lessThanOrEqual
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        let source = constraint.nameSource ?? ZeroingReference(constraint)
        constraint.nameSource = source
        return SolverConstraint(
            lhs, relation, 0,
            strength: constraint.tieBreakingWeight.map { .weight($0) } ?? Self.strength(constraint.priority.rawValue),
            namer: source)
    }

    /// A diagnostic name about `view`, made only when a diagnostic reads it (from the main actor, where the engine
    /// runs): `describe` gets the view's debug name.
    static func lazyName(
        of view: UIView, _ describe: @escaping @Sendable (String) -> String
    ) -> @Sendable () -> String {
        // The view's box, not a weak capture (LayoutItemReference.swift).
        { [reference = view.itemReference] in
            describe(MainActor.assumeIsolated { reference.view?.debugName } ?? "a released view")
        }
    }

    func add(_ constraint: NSLayoutConstraint) {
        guard let solverConstraint = makeSolverConstraint(constraint) else { return }
        if constraint.firstAttribute.isBaseline || constraint.secondAttribute.isBaseline,
            !baselineConstraints.contains(where: { $0 === constraint })
        {
            baselineConstraints.append(constraint)
        }
        do {
            try solver.addConstraint(solverConstraint)
            constraint.solverConstraint = solverConstraint
            constraint.solverEngine = self
        } catch {
            recover(from: error, adding: constraint)
        }
    }

    /// The solver's strength for a UIKit priority; a NaN priority (bad input the setters store) is the lowest.
    static func strength(_ priority: Float) -> Strength {
        Strength(priority: priority.isNaN ? 1 : priority)
    }

    func flushReports() {
        let pending = reports
        reports = []
        for (kind, message) in pending { UIApplication.reportProgrammingError(kind, message, about: root) }
    }

    // MARK: - Frames

    func writeFrames() {
        // Frames land on the window's pixel grid (the main screen's, outside a window).
        let scale = max((root as? UIWindow)?.screenScale ?? root.storedWindow?.screenScale ?? UIScreen.main.scale, 1)
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
            guard let view = item.view, view !== root, !view.translatesAutoresizingMaskIntoConstraints,
                let superview = view.storedSuperview, let parent = existingItem(for: superview)
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
