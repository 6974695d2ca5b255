import Foundation

/// The smallest part of a compositional layout: one cell's size within its group, and insets around its content.
///
/// Mirrors `NSCollectionLayoutItem`. ``contentInsets`` shrink the cell inside the room its size takes (the room
/// keeps the size; the cell is smaller), as in UIKit.
///
/// Difference: no `edgeSpacing` or `supplementaryItems` (badges).
@preconcurrency @MainActor
open class NSCollectionLayoutItem {
    public let layoutSize: NSCollectionLayoutSize
    open var contentInsets: NSDirectionalEdgeInsets = .zero

    public init(layoutSize: NSCollectionLayoutSize) {
        self.layoutSize = layoutSize
    }

    /// The cells' frames this item adds inside `slot` (one for an item; a group's override adds its subitems').
    func leafFrames(in slot: CGRect) -> [CGRect] {
        let insets = contentInsets
        return [
            CGRect(
                x: slot.minX + insets.leading, y: slot.minY + insets.top,
                width: max(0, slot.width - insets.leading - insets.trailing),
                height: max(0, slot.height - insets.top - insets.bottom))
        ]
    }
}
