import Foundation

/// What the built-in layouts compute in `prepare()`: every element's frame, found by index path or by rectangle.
/// The layouts answer UIKit's attribute queries from it the same way (`layoutAttributes…` below).
protocol LayoutGeometry {
    func itemFrame(at indexPath: IndexPath) -> CGRect?
    func supplementaryFrame(ofKind kind: String, at indexPath: IndexPath) -> CGRect?
    /// Calls `body` with each element meeting `rect`: its kind (nil for a cell), index path and frame.
    func forEachElement(in rect: CGRect, _ body: (String?, IndexPath, CGRect) -> Void)
}

extension LayoutGeometry {
    @MainActor
    func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        var result: [UICollectionViewLayoutAttributes] = []
        forEachElement(in: rect) { kind, indexPath, frame in
            let attributes =
                kind.map { UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: $0, with: indexPath) }
                ?? UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = frame
            result.append(attributes)
        }
        return result
    }

    @MainActor
    func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let frame = itemFrame(at: indexPath) else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frame
        return attributes
    }

    @MainActor
    func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        guard let frame = supplementaryFrame(ofKind: kind, at: indexPath) else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: indexPath)
        attributes.frame = frame
        return attributes
    }
}

extension Array {
    /// The first index whose element is not `before` the value searched for (binary search: the elements for which
    /// `before` holds must all come first), or `count`.
    func firstIndex(notBefore before: (Element) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if before(self[middle]) { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
