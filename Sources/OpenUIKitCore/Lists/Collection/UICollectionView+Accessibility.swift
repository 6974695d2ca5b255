import Foundation

/// A collection view's items as accessibility elements (``AccessibilityList``): the cells on screen in index-path
/// order with each section's supplementary views (headers, footers) before its items; every item, on screen or not,
/// by index path; selecting an item asks `shouldSelectItemAt` and tells `didSelectItemAt` as a tap does.
@_spi(Accessibility) extension UICollectionView: AccessibilityList {
    public var accessibilityListItems: [AnyObject] {
        let entries = visibleViews.sorted { first, second in
            if first.key.indexPath.section != second.key.indexPath.section {
                return first.key.indexPath.section < second.key.indexPath.section
            }
            // Within a section: supplementary views first, then the items in order.
            if (first.key.kind == nil) != (second.key.kind == nil) { return first.key.kind != nil }
            return first.key.indexPath < second.key.indexPath
        }
        return entries.map { $0.value }
    }

    public func accessibilityIndexPath(of item: AnyObject) -> IndexPath? {
        (item as? UICollectionViewCell).flatMap { indexPath(for: $0) }
    }

    public var accessibilityRowCount: Int {
        (0..<numberOfSections).reduce(0) { $0 + numberOfItems(inSection: $1) }
    }

    public var accessibilitySectionCount: Int { numberOfSections }

    public func accessibilityRowCount(inSection section: Int) -> Int { numberOfItems(inSection: section) }

    public func accessibilityCell(at indexPath: IndexPath) -> UIView? { cellForItem(at: indexPath) }

    public func accessibilityRowRect(at indexPath: IndexPath) -> CGRect {
        layoutAttributesForItem(at: indexPath)?.frame ?? .zero
    }

    public var accessibilitySelectedRows: [IndexPath] { indexPathsForSelectedItems ?? [] }

    public func accessibilityIsRowSelected(at indexPath: IndexPath) -> Bool {
        accessibilitySelectedRows.contains(indexPath)
    }

    public func accessibilitySelectRow(at indexPath: IndexPath) -> Bool {
        guard accessibilityIsValid(indexPath), allowsSelection else { return false }
        if !accessibilityIsRowSelected(at: indexPath) { userSelect(indexPath) }
        return accessibilityIsRowSelected(at: indexPath)
    }

    public func accessibilityDeselectRow(at indexPath: IndexPath) -> Bool {
        guard accessibilityIsValid(indexPath) else { return false }
        if accessibilityIsRowSelected(at: indexPath), allowsMultipleSelection { userSelect(indexPath) }
        return !accessibilityIsRowSelected(at: indexPath)
    }

    public func accessibilityScrollToRow(at indexPath: IndexPath) {
        guard accessibilityIsValid(indexPath) else { return }
        scrollToItem(at: indexPath, at: [], animated: false)
        layoutIfNeeded()
    }
}
