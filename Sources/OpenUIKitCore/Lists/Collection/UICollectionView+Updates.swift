import Foundation

/// Batch updates: insertions, deletions, reloads and moves, animated on the frame clock.
extension UICollectionView {
    /// How long an update's cells take to move, fade in and fade out.
    static let updateAnimationDuration: TimeInterval = 0.3

    /// Runs `updates` (which change the data source's model and call the insert/delete/reload/move methods), then
    /// checks the data source's new counts against them and animates the cells to their new places: the moved ones
    /// slide, the inserted ones fade in, the deleted ones fade out. `completion` is called when the animations end
    /// (true), or at once with false when the update was rejected.
    ///
    /// Counts that do not add up are UIKit's exception ("invalid number of items in section…"): OpenUIKit reports
    /// an ``ProgrammingError/Kind/invalidListUpdate`` with UIKit's reason, reloads the data instead, and keeps
    /// working. Updates made from inside `updates` or from a callback during the animation are safe.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        performBatchUpdates(updates, animated: true, completion: completion)
    }

    /// ``performBatchUpdates(_:completion:)``, optionally without animation (a diffable apply that does not animate
    /// its differences).
    func performBatchUpdates(_ updates: (() -> Void)?, animated: Bool, completion: ((Bool) -> Void)?) {
        if batch != nil {
            // Nested: part of the outer batch.
            updates?()
            completion?(true)
            return
        }
        let before = counts
        batch = BatchUpdate()
        updates?()
        let recorded = batch ?? BatchUpdate()
        batch = nil
        apply(recorded, countsBefore: before, animated: animated, completion: completion)
    }

    public func insertItems(at indexPaths: [IndexPath]) {
        record { $0.insertedItems += indexPaths }
    }

    public func deleteItems(at indexPaths: [IndexPath]) {
        record { $0.deletedItems += indexPaths }
    }

    public func reloadItems(at indexPaths: [IndexPath]) {
        record { $0.reloadedItems += indexPaths }
    }

    /// Updates the cells of the items in place: the data source is asked again, and the same cell is handed back
    /// by the next dequeue for each (UIKit's `reconfigureItems(at:)`, without a reuse).
    public func reconfigureItems(at indexPaths: [IndexPath]) {
        for indexPath in indexPaths where isValid(indexPath) {
            guard let cell = cellForItem(at: indexPath), let identifier = cell.reuseIdentifier, let dataSource else {
                continue
            }
            reconfiguring = (ReuseKey(kind: nil, identifier: identifier), cell)
            _ = dataSource.collectionView(self, cellForItemAt: indexPath)
            reconfiguring = nil
        }
    }

    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.movedItems.append((indexPath, newIndexPath)) }
    }

    public func insertSections(_ sections: IndexSet) {
        record { $0.insertedSections.formUnion(sections) }
    }

    public func deleteSections(_ sections: IndexSet) {
        record { $0.deletedSections.formUnion(sections) }
    }

    public func reloadSections(_ sections: IndexSet) {
        record { $0.reloadedSections.formUnion(sections) }
    }

    public func moveSection(_ section: Int, toSection newSection: Int) {
        record { $0.movedSections.append((section, newSection)) }
    }

    /// Adds to the batch being recorded, or makes a batch of its own.
    private func record(_ change: (inout BatchUpdate) -> Void) {
        if batch != nil {
            change(&batch!)
            return
        }
        let before = counts
        var update = BatchUpdate()
        change(&update)
        apply(update, countsBefore: before, animated: true, completion: nil)
    }

    private func apply(
        _ update: BatchUpdate, countsBefore before: [Int], animated: Bool, completion: ((Bool) -> Void)?
    ) {
        let after = loadCounts()
        let mapping: BatchUpdateMapping
        do {
            mapping = try BatchUpdateMapping.compute(old: before, new: after, update: update)
        } catch {
            UIApplication.reportProgrammingError(
                .invalidListUpdate, "UICollectionView: invalid update: \(error.description); the data was reloaded",
                about: self)
            reloadData()
            completion?(false)
            return
        }
        dataGeneration += 1
        itemCounts = after
        remapSelection(with: mapping)
        focusedIndexPath = focusedIndexPath.flatMap { mapping.newIndexPath(for: $0) }
        if let tracking = highlightTracking {
            if let moved = mapping.newIndexPath(for: tracking.indexPath), !mapping.reloaded.contains(tracking.indexPath)
            {
                highlightTracking = HighlightTracking(touch: tracking.touch, cell: tracking.cell, indexPath: moved)
            } else {
                endHighlightTracking(notify: true)
            }
        }
        let animated = animated && window != nil && !update.isEmpty
        // Every view on screen moves to its new key; the deleted and reloaded ones leave (fading when animated).
        var oldFrames: [ObjectIdentifier: CGRect] = [:]
        var remapped: [ElementKey: UICollectionReusableView] = [:]
        var leaving: [(ElementKey, UICollectionReusableView)] = []
        for (key, view) in visibleViews.sorted(by: { $0.key < $1.key }) {
            let newPath: IndexPath?
            if key.kind == nil {
                newPath = mapping.reloaded.contains(key.indexPath) ? nil : mapping.newIndexPath(for: key.indexPath)
            } else {
                newPath = mapping.newSection(for: key.indexPath[0]).map { section in
                    var path = key.indexPath
                    path[0] = section
                    return path
                }
            }
            if let newPath {
                remapped[ElementKey(kind: key.kind, indexPath: newPath)] = view
                oldFrames[ObjectIdentifier(view)] = view.frame
            } else {
                leaving.append((key, view))
            }
        }
        visibleViews = remapped
        for (key, view) in leaving {
            if animated { disappear(view, as: key) } else { retire(view, as: key) }
        }
        collectionViewLayout.prepare(forCollectionViewUpdates: updateItems(update))
        layoutDidInvalidate()
        let shownBefore = Set(visibleViews.values.map(ObjectIdentifier.init))
        updateVisibleElements()
        collectionViewLayout.finalizeCollectionViewUpdates()
        guard animated else {
            completion?(true)
            return
        }
        let reloadedAfter = Set(mapping.reloaded.compactMap(mapping.newIndexPath(for:)))
        var newFrames: [(UICollectionReusableView, CGRect)] = []
        for (key, view) in visibleViews {
            if let old = oldFrames[ObjectIdentifier(view)], old != view.frame {
                newFrames.append((view, view.frame))
                view.frame = old
            } else if !shownBefore.contains(ObjectIdentifier(view)), key.kind == nil,
                mapping.inserted.contains(key.indexPath) || reloadedAfter.contains(key.indexPath)
            {
                let final = view.alpha
                if let initial = collectionViewLayout.initialLayoutAttributesForAppearingItem(at: key.indexPath) {
                    view.alpha = initial.alpha
                }
                newFrames.append((view, view.frame))
                UIView.animate(
                    withDuration: Self.updateAnimationDuration, delay: 0, options: [.allowUserInteraction],
                    animations: { view.alpha = final })
            }
        }
        UIView.animate(
            withDuration: Self.updateAnimationDuration, delay: 0, options: [.allowUserInteraction],
            animations: { for (view, frame) in newFrames { view.frame = frame } },
            completion: { finished in completion?(finished) })
    }

    /// Fades a deleted item's view out where it is (or to the layout's final attributes), then recycles it.
    private func disappear(_ view: UICollectionReusableView, as key: ElementKey) {
        if let tracking = highlightTracking, tracking.cell === view { endHighlightTracking(notify: true) }
        if let cell = view as? UICollectionViewCell {
            collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: key.indexPath)
        } else if let kind = key.kind {
            collectionDelegate?.collectionView(
                self, didEndDisplayingSupplementaryView: view, forElementOfKind: kind, at: key.indexPath)
        }
        disappearingViews.append(view)
        let final =
            key.kind == nil ? collectionViewLayout.finalLayoutAttributesForDisappearingItem(at: key.indexPath) : nil
        view.isUserInteractionEnabled = false
        UIView.animate(
            withDuration: Self.updateAnimationDuration,
            animations: {
                view.alpha = final?.alpha ?? 0
                if let frame = final?.frame { view.frame = frame }
            },
            completion: { [weak self, weak view] _ in
                guard let self, let view else { return }
                self.finishDisappearing(view, kind: key.kind)
            })
    }

    private func finishDisappearing(_ view: UICollectionReusableView, kind: String?) {
        guard let index = disappearingViews.firstIndex(where: { $0 === view }) else { return }
        disappearingViews.remove(at: index)
        view.removeFromSuperview()
        view.alpha = 1
        view.isUserInteractionEnabled = true
        pool(view, kind: kind)
    }

    private func remapSelection(with mapping: BatchUpdateMapping) {
        selectedPaths = selectedPaths.compactMap { old in
            guard !mapping.reloaded.contains(old) else { return nil }
            return mapping.newIndexPath(for: old)
        }
    }

    private func updateItems(_ update: BatchUpdate) -> [UICollectionViewUpdateItem] {
        var items: [UICollectionViewUpdateItem] = []
        for section in update.deletedSections {
            items.append(UICollectionViewUpdateItem(action: .delete, before: IndexPath(index: section), after: nil))
        }
        for section in update.insertedSections {
            items.append(UICollectionViewUpdateItem(action: .insert, before: nil, after: IndexPath(index: section)))
        }
        for section in update.reloadedSections {
            let path = IndexPath(index: section)
            items.append(UICollectionViewUpdateItem(action: .reload, before: path, after: path))
        }
        for move in update.movedSections {
            items.append(
                UICollectionViewUpdateItem(
                    action: .move, before: IndexPath(index: move.from), after: IndexPath(index: move.to)))
        }
        for path in update.deletedItems {
            items.append(UICollectionViewUpdateItem(action: .delete, before: path, after: nil))
        }
        for path in update.insertedItems {
            items.append(UICollectionViewUpdateItem(action: .insert, before: nil, after: path))
        }
        for path in update.reloadedItems {
            items.append(UICollectionViewUpdateItem(action: .reload, before: path, after: path))
        }
        for move in update.movedItems {
            items.append(UICollectionViewUpdateItem(action: .move, before: move.from, after: move.to))
        }
        return items
    }
}
