import Foundation

/// The space between a group's items. Mirrors `NSCollectionLayoutSpacing`.
///
/// Difference: `.flexible` spacing is used as its minimum, like `.fixed` (the leftover is not shared out).
@preconcurrency @MainActor
public final class NSCollectionLayoutSpacing {
    public let spacing: CGFloat
    public let isFlexibleSpacing: Bool

    private init(spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing
        isFlexibleSpacing = flexible
    }

    public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(spacing: fixedSpacing, flexible: false)
    }

    public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(spacing: flexibleSpacing, flexible: true)
    }

    public var isFixedSpacing: Bool { !isFlexibleSpacing }
}
