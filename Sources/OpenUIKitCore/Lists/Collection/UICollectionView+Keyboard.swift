import Foundation

/// Keyboard focus and selection: arrow keys move the focused item, Return or Space selects it.
extension UICollectionView {
    /// The item the keyboard acts on (OpenUIKit's focus: the collection view is the first responder and this item
    /// is the one the arrow keys move from); nil until a key or a tap sets it.
    public var indexPathForFocusedItem: IndexPath? { focusedIndexPath }

    /// An arrow key moves the focus to the next item that way (left and right: the previous and next item in
    /// order; up and down: the nearest item whose frame lies above or below), scrolling it into view; with
    /// ``selectionFollowsFocus`` the focused item is selected as a tap would select it. Return, Enter or Space
    /// selects the focused item. Other keys go up the responder chain.
    func handleFocusKeys(_ presses: Set<UIPress>) -> Set<UIPress> {
        var unhandled: Set<UIPress> = []
        for press in presses {
            guard allowsFocus, let usage = press.key?.keyCode else {
                unhandled.insert(press)
                continue
            }
            switch usage {
            case .keyboardRightArrow: moveFocus(by: 1)
            case .keyboardLeftArrow: moveFocus(by: -1)
            case .keyboardDownArrow: moveFocusVertically(down: true)
            case .keyboardUpArrow: moveFocusVertically(down: false)
            case .keyboardReturnOrEnter, .keypadEnter, .keyboardSpacebar:
                if let focused = focusedIndexPath, isValid(focused) { userSelect(focused) }
            default: unhandled.insert(press)
            }
        }
        return unhandled
    }

    /// Whether the collection view acts on the press (so its end does not go up the chain either).
    func isFocusKey(_ press: UIPress) -> Bool {
        guard allowsFocus, let usage = press.key?.keyCode else { return false }
        return [
            .keyboardRightArrow, .keyboardLeftArrow, .keyboardDownArrow, .keyboardUpArrow, .keyboardReturnOrEnter,
            .keypadEnter, .keyboardSpacebar,
        ].contains(usage)
    }

    /// The item `offset` places away in index order, across sections.
    private func moveFocus(by offset: Int) {
        let all = allIndexPaths()
        guard !all.isEmpty else { return }
        guard let focused = focusedIndexPath, let index = all.firstIndex(of: focused) else {
            focus(all[0])
            return
        }
        focus(all[min(max(index + offset, 0), all.count - 1)])
    }

    /// The nearest item below (or above) the focused one: the least distance along the axis, then across it.
    private func moveFocusVertically(down: Bool) {
        guard let focused = focusedIndexPath, let from = layoutAttributesForItem(at: focused)?.frame else {
            moveFocus(by: 0)
            return
        }
        var best: (IndexPath, CGFloat, CGFloat)?
        for indexPath in allIndexPaths() where indexPath != focused {
            guard let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame else { continue }
            let along = down ? frame.minY - from.maxY : from.minY - frame.maxY
            guard along >= -0.5 else { continue }
            let across = abs(frame.midX - from.midX)
            if best.map({ (along, across) < ($0.1, $0.2) }) ?? true { best = (indexPath, along, across) }
        }
        if let best { focus(best.0) }
    }

    private func focus(_ indexPath: IndexPath) {
        focusedIndexPath = indexPath
        if let frame = layoutAttributesForItem(at: indexPath)?.frame { scrollRectToVisible(frame, animated: false) }
        if selectionFollowsFocus && !(indexPathsForSelectedItems ?? []).contains(indexPath) { userSelect(indexPath) }
    }

    private func allIndexPaths() -> [IndexPath] {
        (0..<numberOfSections).flatMap { section in
            (0..<numberOfItems(inSection: section)).map { IndexPath(item: $0, section: section) }
        }
    }

    /// A selection by the user without a touch (a key): the delegate is asked and told as for a tap, without the
    /// highlight.
    func userSelect(_ indexPath: IndexPath) {
        let generation = dataGeneration
        if allowsMultipleSelection && selectedPaths.contains(indexPath) {
            guard collectionDelegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true,
                generation == dataGeneration
            else { return }
            deselectItem(at: indexPath, animated: false)
            collectionDelegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        guard collectionDelegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true,
            generation == dataGeneration
        else { return }
        if !allowsMultipleSelection {
            for previous in selectedPaths where previous != indexPath {
                deselectItem(at: previous, animated: false)
                collectionDelegate?.collectionView(self, didDeselectItemAt: previous)
                guard generation == dataGeneration else { return }
            }
        }
        if !selectedPaths.contains(indexPath) { selectedPaths.append(indexPath) }
        setSelected(true, at: indexPath)
        collectionDelegate?.collectionView(self, didSelectItemAt: indexPath)
    }
}
