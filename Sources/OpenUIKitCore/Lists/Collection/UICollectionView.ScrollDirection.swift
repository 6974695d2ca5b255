import Foundation

extension UICollectionView {
    /// The axis a layout scrolls along. Mirrors `UICollectionView.ScrollDirection`.
    public enum ScrollDirection: Int, Sendable {
        case vertical
        case horizontal
    }
}
