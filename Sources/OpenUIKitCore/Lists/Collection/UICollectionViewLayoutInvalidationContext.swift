import Foundation

/// What a layout invalidation covers. Mirrors `UICollectionViewLayoutInvalidationContext` in name only: OpenUIKit
/// invalidates the whole layout whatever the context says.
@preconcurrency @MainActor
open class UICollectionViewLayoutInvalidationContext {
    public init() {}
    open var invalidateEverything: Bool { true }
    open var invalidateDataSourceCounts: Bool { true }
}
