import Foundation

extension UICollectionView {
    /// What kind of element layout attributes describe. Mirrors `UICollectionView.ElementCategory`.
    public enum ElementCategory: UInt, Sendable {
        case cell
        case supplementaryView
        case decorationView
    }

    /// The kind of a flow layout's section header (`UICollectionView.elementKindSectionHeader`).
    nonisolated public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a flow layout's section footer (`UICollectionView.elementKindSectionFooter`).
    nonisolated public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
}
