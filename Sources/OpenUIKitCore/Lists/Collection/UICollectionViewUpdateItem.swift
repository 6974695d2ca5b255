import Foundation

/// One insertion, deletion, reload or move of a batch update, as a layout's
/// ``UICollectionViewLayout/prepare(forCollectionViewUpdates:)`` sees it.
///
/// Mirrors `UICollectionViewUpdateItem`. A whole section is an index path with one index (the section).
@preconcurrency @MainActor
open class UICollectionViewUpdateItem {
    /// Mirrors `UICollectionViewUpdateItem.Action`.
    public enum Action: Int, Sendable {
        case insert, delete, reload, move, none
    }

    /// The index path before the update; nil for an insertion.
    public let indexPathBeforeUpdate: IndexPath?
    /// The index path after the update; nil for a deletion.
    public let indexPathAfterUpdate: IndexPath?
    public let updateAction: Action

    init(action: Action, before: IndexPath?, after: IndexPath?) {
        updateAction = action
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
    }
}
