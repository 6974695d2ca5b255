import Foundation

/// Selection and highlighting, by touch and by code.
extension UICollectionView {
    /// The selected items, in the order they were selected (UIKit leaves the order unspecified).
    public var indexPathsForSelectedItems: [IndexPath]? { selectedPaths }

    /// Selects the item (with single selection, instead of the selected one) and scrolls it to `scrollPosition`.
    /// Nil deselects every item. Calls no delegate method, as in UIKit.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for selected in selectedPaths { setSelected(false, at: selected) }
            selectedPaths.removeAll()
            return
        }
        guard isValid(indexPath) else {
            UIApplication.reportProgrammingError(
                "UICollectionView.selectItem: \(indexPath) is not an item of the collection view; ignored", about: self)
            return
        }
        if !allowsMultipleSelection {
            for selected in selectedPaths where selected != indexPath { setSelected(false, at: selected) }
            selectedPaths.removeAll { $0 != indexPath }
        }
        if !selectedPaths.contains(indexPath) { selectedPaths.append(indexPath) }
        setSelected(true, at: indexPath)
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item; calls no delegate method, as in UIKit.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        guard let index = selectedPaths.firstIndex(of: indexPath) else { return }
        selectedPaths.remove(at: index)
        setSelected(false, at: indexPath)
    }

    func setSelected(_ selected: Bool, at indexPath: IndexPath) {
        cellForItem(at: indexPath)?.isSelected = selected
    }

    // MARK: Touches

    /// Stops tracking the highlighted cell (the touch was cancelled, or the cell left): it unhighlights, and with
    /// `notify` the delegate hears `didUnhighlightItemAt`.
    func endHighlightTracking(notify: Bool) {
        guard let tracking = highlightTracking else { return }
        highlightTracking = nil
        tracking.cell.isHighlighted = false
        if notify { collectionDelegate?.collectionView(self, didUnhighlightItemAt: tracking.indexPath) }
    }

    /// UIKit's order on lift: should(De)select → the selection changes → didUnhighlight → did(De)select. App code
    /// may change the data in any of these; once the cell no longer shows the item, the rest is skipped.
    func userTapped(_ tracking: HighlightTracking) {
        let indexPath = tracking.indexPath
        let cell = tracking.cell
        let generation = dataGeneration
        func stillShown() -> Bool { generation == dataGeneration && cellForItem(at: indexPath) === cell }
        func unhighlight() {
            cell.isHighlighted = false
            collectionDelegate?.collectionView(self, didUnhighlightItemAt: indexPath)
        }
        if allowsMultipleSelection && selectedPaths.contains(indexPath) {
            let deselect = collectionDelegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true
            guard stillShown() else {
                cell.isHighlighted = false
                return
            }
            if deselect { deselectItem(at: indexPath, animated: false) }
            unhighlight()
            if deselect && stillShown() { collectionDelegate?.collectionView(self, didDeselectItemAt: indexPath) }
            return
        }
        let select = collectionDelegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true
        guard stillShown() else {
            cell.isHighlighted = false
            return
        }
        guard select else {
            unhighlight()
            return
        }
        if !allowsMultipleSelection {
            for previous in selectedPaths where previous != indexPath {
                deselectItem(at: previous, animated: false)
                collectionDelegate?.collectionView(self, didDeselectItemAt: previous)
                guard stillShown() else {
                    cell.isHighlighted = false
                    return
                }
            }
        }
        if !selectedPaths.contains(indexPath) { selectedPaths.append(indexPath) }
        cell.isSelected = true
        unhighlight()
        guard stillShown() else { return }
        collectionDelegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    /// The visible cell that `touch` is in: its view or the nearest ancestor that is one of this view's cells.
    func cell(under touch: UITouch) -> UICollectionViewCell? {
        var view = touch.view
        while let current = view, current !== self {
            if let cell = current as? UICollectionViewCell, indexPath(for: cell) != nil { return cell }
            view = current.superview
        }
        return nil
    }
}

/// The touch a collection view follows from highlight to selection, and the cell and item it highlighted.
struct HighlightTracking {
    let touch: UITouch
    let cell: UICollectionViewCell
    let indexPath: IndexPath
}
