import Foundation

/// A header or footer of a compositional layout section (or of the whole layout). Mirrors
/// `NSCollectionLayoutBoundarySupplementaryItem`: its width is resolved against the collection view's width less
/// the section's insets, and it is placed above the section's groups (`.top`) or below them (`.bottom`).
///
/// Difference: only `.top` and `.bottom` alignments, no offsets, and `pinToVisibleBounds` is stored only.
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem {
    public let layoutSize: NSCollectionLayoutSize
    public let elementKind: String
    public let alignment: NSRectAlignment
    open var pinToVisibleBounds = false
    open var contentInsets: NSDirectionalEdgeInsets = .zero

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.alignment = alignment
    }
}
