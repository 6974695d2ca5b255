import Foundation

/// A collection view's items as accessibility elements (``AccessibilityList``): the cells on screen in index-path
/// order with each section's supplementary views (headers, footers) before its items; selecting an item asks
/// `shouldSelectItemAt` and tells `didSelectItemAt` as a tap does.
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

    public func accessibilitySelect(_ item: AnyObject) -> Bool {
        guard let indexPath = accessibilityIndexPath(of: item), allowsSelection else { return false }
        if !(indexPathsForSelectedItems ?? []).contains(indexPath) { userSelect(indexPath) }
        return (indexPathsForSelectedItems ?? []).contains(indexPath)
    }

    public func accessibilityDeselect(_ item: AnyObject) -> Bool {
        guard let indexPath = accessibilityIndexPath(of: item) else { return false }
        if (indexPathsForSelectedItems ?? []).contains(indexPath), allowsMultipleSelection {
            userSelect(indexPath)
        }
        return !(indexPathsForSelectedItems ?? []).contains(indexPath)
    }
}
