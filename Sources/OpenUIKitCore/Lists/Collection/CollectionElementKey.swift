import Foundation

/// Which registered class and pool a reusable view belongs to: a cell (no kind) or a supplementary view's kind.
struct ReuseKey: Hashable {
    let kind: String?
    let identifier: String
}

struct SupplementaryKey: Hashable {
    let kind: String
    let identifier: String
}

/// One element on screen: a cell, or a supplementary view of a kind, at an index path.
struct ElementKey: Hashable, Comparable {
    let kind: String?
    let indexPath: IndexPath

    static func cell(_ indexPath: IndexPath) -> ElementKey { ElementKey(kind: nil, indexPath: indexPath) }

    /// Index-path order, cells before supplementary views at the same path: the order views leave the screen in.
    static func < (lhs: ElementKey, rhs: ElementKey) -> Bool {
        if lhs.indexPath != rhs.indexPath { return lhs.indexPath < rhs.indexPath }
        return (lhs.kind ?? "") < (rhs.kind ?? "")
    }
}

extension CGRect {
    /// Whether the two rectangles share area: edges that only touch do not count, as with UIKit's
    /// `CGRectIntersectsRect` (Foundation on Linux counts them), so an element ending where the bounds begin is not
    /// on screen.
    func overlaps(_ other: CGRect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}
