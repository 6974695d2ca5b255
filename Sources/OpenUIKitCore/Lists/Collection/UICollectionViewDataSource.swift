import Foundation

/// Supplies a collection view's sections, items and views.
///
/// Mirrors `UICollectionViewDataSource`: the two item methods are required; the number of sections is 1 and there
/// are no supplementary views unless implemented. Return a view from
/// ``UICollectionView/dequeueReusableCell(withReuseIdentifier:for:)`` (or the supplementary equivalent); the
/// collection view asks only for the items it shows. App code may change the collection view from any of these
/// calls: a change made while the collection view is asking takes effect when the current pass ends.
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: AnyObject {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    func numberOfSections(in collectionView: UICollectionView) -> Int
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView
    /// Whether the item may be moved (interactive reordering); false by default.
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    /// The user moved an item; update the model to match.
    func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    /// Not implemented by the data source while the layout asks for a supplementary view: UIKit raises; OpenUIKit
    /// reports a programming error and supplies an empty view.
    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.placeholderSupplementaryView(
            reporting: "UICollectionView: the layout asked for a supplementary view of kind \(kind) at \(indexPath) and"
                + " the data source does not implement collectionView(_:viewForSupplementaryElementOfKind:at:)")
    }

    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        false
    }

    public func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
}
