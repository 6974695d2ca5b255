import Foundation
internal import OpenUIKitLayoutSolver

// The engine's items: the variables of each view and layout guide that constraints reach, the required constraints
// that pin a view to its frame (or a guide to its view's insets), and the intrinsic-size constraints of views that
// constraints govern.

extension LayoutEngine {
    func item(for view: UIView) -> Item {
        let reference = view.itemReference
        if let item = cachedItem(reference) { return item }
        if let item = items[ObjectIdentifier(view)] {
            cache(item, in: reference)
            return item
        }
        if view !== root, let superview = view.storedSuperview { _ = item(for: superview) }
        let made = Item(reference, solver: solver)
        items[ObjectIdentifier(view)] = made
        cache(made, in: reference)
        order.append(made)
        if !isFitting { view.isInLayoutEngine = true }
        pin(made)
        if !view.translatesAutoresizingMaskIntoConstraints {
            setIntrinsicConstraints(made, key: Self.intrinsicKey(of: view))
        }
        return made
    }

    /// A layout guide's item, made with its owning view's; nil for a guide in no view.
    func item(for guide: UILayoutGuide) -> Item? {
        let reference = guide.itemReference
        if let item = cachedItem(reference) { return item }
        if let item = items[ObjectIdentifier(guide)] {
            cache(item, in: reference)
            return item
        }
        guard let owner = guide.owningView else { return nil }
        _ = item(for: owner)
        let made = Item(reference, solver: solver)
        items[ObjectIdentifier(guide)] = made
        cache(made, in: reference)
        order.append(made)
        pinGuide(made)
        return made
    }

    /// This engine's item for the view or guide of `reference`, if the box remembers it
    /// (``LayoutItemReference/engineItem``); nil says nothing (look in ``items``).
    @inline(__always)
    func cachedItem(_ reference: LayoutItemReference) -> Item? {
        reference.engineSerial == serial ? reference.engineItem : nil
    }

    /// The item of `view` if it has one (none is made).
    func existingItem(for view: UIView) -> Item? {
        if let reference = view.storedItemReference, let item = cachedItem(reference) { return item }
        return items[ObjectIdentifier(view)]
    }

    func cache(_ item: Item, in reference: LayoutItemReference) {
        reference.engineItem = item
        reference.engineSerial = serial
    }

    /// The item of a constraint's item (a view or a guide).
    func item(forLayoutItem object: AnyObject) -> Item? {
        if let view = object as? UIView { return item(for: view) }
        if let guide = object as? UILayoutGuide { return item(for: guide) }
        return nil
    }

    /// Holds a view's safe-area or margins guide at the view's insets (required); an app's guide is free.
    func pinGuide(_ item: Item) {
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
        item.pinnedRect = key
        item.pinnedSuperview = ownerID
        let guideName = guide.identifier
        let constraints = [
            SolverConstraint(
                item.minX, .equal, parent.minX + Double(insets.left),
                name: Self.lazyName(of: owner) { "\(guideName) of \($0): left inset \(insets.left)" }),
            SolverConstraint(
                item.minY, .equal, parent.minY + Double(insets.top),
                name: Self.lazyName(of: owner) { "\(guideName) of \($0): top inset \(insets.top)" }),
            SolverConstraint(
                item.width, .equal, parent.width - Double(insets.left + insets.right),
                name: Self.lazyName(of: owner) { "\(guideName) of \($0): width inset \(insets.left + insets.right)" }),
            SolverConstraint(
                item.height, .equal, parent.height - Double(insets.top + insets.bottom),
                name: Self.lazyName(of: owner) {
                    "\(guideName) of \($0): height inset \(insets.top + insets.bottom)"
                }),
        ]
        replace(&item.pin, with: constraints)
    }

    /// The rectangle a pinned view holds in layout space; nil if constraints govern it.
    func pinnedRect(of view: UIView) -> CGRect? {
        if view === root { return isFitting ? nil : CGRect(origin: .zero, size: view.bounds.size) }
        guard view.translatesAutoresizingMaskIntoConstraints else { return nil }
        return view.frame
    }

    func pin(_ item: Item) {
        guard let view = item.view else { return }
        if isFitting && view === root {
            // The measured view sits at the origin; its size is what the caller's fitting constraints decide.
            guard item.pin.isEmpty else { return }
            item.pin = addEngineConstraints([
                SolverConstraint(item.minX, .equal, 0, name: Self.lazyName(of: view) { "fitting \($0): minX == 0" }),
                SolverConstraint(item.minY, .equal, 0, name: Self.lazyName(of: view) { "fitting \($0): minY == 0" }),
            ])
            return
        }
        let rect = pinnedRect(of: view)
        let superview = view.storedSuperview.map(ObjectIdentifier.init)
        guard rect != item.pinnedRect || (rect != nil && superview != item.pinnedSuperview) else { return }
        item.pinnedRect = rect
        item.pinnedSuperview = superview
        guard let rect else {
            removeAll(&item.pin)
            return
        }
        // Named as UIKit's autoresizing-mask constraints are (the recovery message tells them apart by the name).
        let prefix = view === root ? "window" : "autoresizing mask of"
        var constraints: [SolverConstraint] = []
        if view === root {
            constraints = [
                SolverConstraint(item.minX, .equal, 0, name: Self.lazyName(of: view) { "\(prefix) \($0): minX == 0" }),
                SolverConstraint(item.minY, .equal, 0, name: Self.lazyName(of: view) { "\(prefix) \($0): minY == 0" }),
            ]
        } else if let superview = view.storedSuperview, let parent = existingItem(for: superview) {
            let x = rect.minX
            let y = rect.minY
            constraints = [
                SolverConstraint(
                    item.minX, .equal, parent.minX + Double(x),
                    name: Self.lazyName(of: view) { [superview = superview.itemReference] name in
                        let superName = MainActor.assumeIsolated { superview.view?.debugName } ?? "a released view"
                        return "\(prefix) \(name): minX == \(superName).minX + \(NSLayoutConstraint.number(x))"
                    }),
                SolverConstraint(
                    item.minY, .equal, parent.minY + Double(y),
                    name: Self.lazyName(of: view) { [superview = superview.itemReference] name in
                        let superName = MainActor.assumeIsolated { superview.view?.debugName } ?? "a released view"
                        return "\(prefix) \(name): minY == \(superName).minY + \(NSLayoutConstraint.number(y))"
                    }),
            ]
        }
        let width = rect.width
        let height = rect.height
        constraints += [
            SolverConstraint(
                item.width, .equal, Double(width),
                name: Self.lazyName(of: view) { "\(prefix) \($0): width == \(NSLayoutConstraint.number(width))" }),
            SolverConstraint(
                item.height, .equal, Double(height),
                name: Self.lazyName(of: view) { "\(prefix) \($0): height == \(NSLayoutConstraint.number(height))" }),
        ]
        replace(&item.pin, with: constraints)
    }

    /// Drops the items of views that left the window, and re-pins the views whose frame (or superview) changed.
    func refreshPins() {
        let current = order
        var live: [Item] = []
        live.reserveCapacity(current.count)
        for item in current {
            if let guide = item.guide {
                guard let owner = guide.owningView, contains(owner),
                    items[ObjectIdentifier(owner)] != nil
                else {
                    drop(item)
                    continue
                }
                pinGuide(item)
                live.append(item)
                continue
            }
            guard let view = item.view, contains(view) else {
                drop(item)
                continue
            }
            // A view moved to another superview in the same window: its new ancestors need items too.
            if view !== root, let superview = view.storedSuperview { _ = self.item(for: superview) }
            pin(item)
            live.append(item)
        }
        // Items made during the loop were appended after the ones it read.
        order = live + order.dropFirst(current.count)
    }

    func drop(_ item: Item) {
        if item.reference.engineSerial == serial && item.reference.engineItem === item {
            item.reference.engineItem = nil
            item.reference.engineSerial = 0
        }
        removeAll(&item.pin)
        removeAll(&item.intrinsic)
        item.pinnedRect = nil
        if let view = item.view {
            if !isFitting { view.isInLayoutEngine = false }
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
            hugging: SIMD2(
                view.contentHuggingPriority(for: .horizontal).rawValue,
                view.contentHuggingPriority(for: .vertical).rawValue),
            resistance: SIMD2(
                view.contentCompressionResistancePriority(for: .horizontal).rawValue,
                view.contentCompressionResistancePriority(for: .vertical).rawValue))
    }

    /// Reads the sizes of the views whose intrinsic size changed before the solver changes (an app's
    /// `intrinsicContentSize` is app code), and keeps the ones that differ.
    func readIntrinsicSizes() {
        let views = pendingIntrinsic
        pendingIntrinsic = []
        for view in views {
            guard let item = items[ObjectIdentifier(view)] else { continue }
            let key = view.translatesAutoresizingMaskIntoConstraints ? nil : Self.intrinsicKey(of: view)
            if key != item.intrinsicKey { intrinsicUpdates.append((item, key)) }
        }
        guard !intrinsicUpdates.isEmpty, !baselineConstraints.isEmpty else { return }
        let baselines = baselineConstraints
        baselineConstraints = []
        // Straight into the queue: the pass that is reading sizes applies them next.
        for constraint in baselines where constraint.isActive { enqueue(constraint) }
    }

    func setIntrinsicConstraints(_ item: Item, key: IntrinsicKey?) {
        item.intrinsicKey = key
        guard let key, item.view != nil else {
            removeAll(&item.intrinsic)
            return
        }
        var made: [SolverConstraint] = []
        made.reserveCapacity(4)
        for index in 0..<2 {
            let (variable, length) = index == 0 ? (item.width, key.size.width) : (item.height, key.size.height)
            guard length != UIView.noIntrinsicMetric, length.isFinite, length >= 0 else { continue }
            // `length - value`, one array of terms for both constraints (`0 - value`: the constant, signed zero
            // included, that `length relation value` gives).
            let expression = LinearExpression(terms: [Term(variable)], constant: 0 - Double(length))
            made.append(
                SolverConstraint(
                    expression, .lessThanOrEqual, 0, strength: Self.strength(key.hugging[index]),
                    namer: item.reference, tag: IntrinsicSizeName(vertical: index == 1, hugging: true).tag))
            made.append(
                SolverConstraint(
                    expression, .greaterThanOrEqual, 0, strength: Self.strength(key.resistance[index]),
                    namer: item.reference, tag: IntrinsicSizeName(vertical: index == 1, hugging: false).tag))
        }
        replace(&item.intrinsic, with: made)
    }

    /// Puts `new` in the solver in place of `current`. When the two match constraint for constraint except in their
    /// constants (a window resized, a pinned view moved, a label's text grown), each constant moves in place and the
    /// solver re-solves only the rows those constants reach, as for an edit; otherwise, or if a new constant
    /// contradicts required constraints, `current` is removed and `new` added (and a contradiction reported as
    /// usual).
    func replace(_ current: inout [SolverConstraint], with new: [SolverConstraint]) {
        if current.count == new.count && !new.isEmpty {
            var replaced = true
            for index in new.indices {
                do {
                    try solver.replaceConstant(of: current[index], with: new[index])
                    current[index] = new[index]
                } catch {
                    replaced = false
                    break
                }
            }
            if replaced { return }
        }
        removeAll(&current)
        current = addEngineConstraints(new)
    }

    func removeAll(_ constraints: inout [SolverConstraint]) {
        for constraint in constraints where solver.hasConstraint(constraint) {
            try? solver.removeConstraint(constraint)
            constraintLeftSolver = true
        }
        constraints = []
    }

    /// Adds constraints the engine made (pins, intrinsic sizes) and returns those the solver took; one that
    /// conflicts breaks an app constraint instead, as UIKit does, or is left out
    /// (``recover(from:addingEngineConstraint:)``).
    func addEngineConstraints(_ constraints: [SolverConstraint]) -> [SolverConstraint] {
        var added: [SolverConstraint] = []
        added.reserveCapacity(constraints.count)
        for constraint in constraints {
            do {
                try solver.addConstraint(constraint)
                added.append(constraint)
            } catch {
                if recover(from: error, addingEngineConstraint: constraint) { added.append(constraint) }
            }
        }
        return added
    }

    /// Tries the broken constraints again, oldest first, once something they may have conflicted with is gone.
    func retryBrokenConstraints() {
        guard constraintLeftSolver else { return }
        constraintLeftSolver = false
        guard !broken.isEmpty else { return }
        let retry = broken
        broken = []
        for constraint in retry where constraint.isActive && constraint.installedOn.map(contains) == true {
            if brokenThisPass.contains(ObjectIdentifier(constraint)) {
                broken.append(constraint)
            } else {
                add(constraint)
            }
        }
    }
}
