import Foundation

/// Hears which items are about to be needed, so their data can be loaded before their cells are asked for.
///
/// Mirrors `UICollectionViewDataSourcePrefetching`: while ``UICollectionView/isPrefetchingEnabled``, after each
/// layout pass the collection view asks for the items one screenful past those on screen in the direction of the
/// scroll (in index-path order), and cancels the items it asked for that it no longer expects to show (the scroll
/// reversed or went past them). Items that come on screen are not cancelled. Cancelling is optional, as in UIKit.
@preconcurrency @MainActor
public protocol UICollectionViewDataSourcePrefetching: AnyObject {
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
    public func collectionView(
        _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
    ) {}
}
