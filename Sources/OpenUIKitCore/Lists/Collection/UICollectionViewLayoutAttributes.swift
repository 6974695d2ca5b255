import Foundation

/// Where one element of a collection view goes: its frame, transparency, stacking order and visibility, and which
/// element it is (a cell, a supplementary view of some kind, or a decoration view) at which index path.
///
/// Mirrors `UICollectionViewLayoutAttributes`. A layout makes these; the collection view applies them to its views
/// (``UICollectionReusableView/apply(_:)``). As in UIKit, `frame`, `center` and `size` are one geometry, and a
/// subclass that adds properties overrides ``copy(with:)`` and ``isEqual(_:)``.
///
/// Difference: OpenUIKit has no `NSObject`; ``copy()`` makes a new instance through the required ``init()`` and
/// copies the properties this class declares, so a subclass's own properties are copied only if it overrides
/// ``copy(with:)``, as in UIKit.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: CustomStringConvertible {
    /// The element's frame in the collection view's content coordinates.
    open var frame: CGRect = .zero
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    open var size: CGSize {
        get { frame.size }
        set {
            let middle = center
            frame.size = newValue
            center = middle
        }
    }
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { size = newValue.size }
    }
    open var transform: CGAffineTransform = .identity
    open var alpha: CGFloat = 1
    /// Elements with a higher z-index are placed above those with a lower one.
    open var zIndex = 0
    open var isHidden = false
    open var indexPath = IndexPath(item: 0, section: 0)
    public private(set) var representedElementCategory: UICollectionView.ElementCategory = .cell
    /// The kind of a supplementary or decoration view; nil for a cell.
    public private(set) var representedElementKind: String?

    public required init() {}

    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// A copy of the same class with the same values (see the type's difference from UIKit).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.frame = frame
        copy.transform = transform
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.indexPath = indexPath
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        return copy
    }

    public func copy() -> Any { copy(with: nil) }

    /// Whether `object` is attributes with the same values; a layout that adds properties compares them too.
    open func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes else { return false }
        return frame == other.frame && transform == other.transform && alpha == other.alpha
            && zIndex == other.zIndex && isHidden == other.isHidden && indexPath == other.indexPath
            && representedElementCategory == other.representedElementCategory
            && representedElementKind == other.representedElementKind
    }

    public nonisolated var description: String {
        MainActor.assumeIsolated {
            "<\(type(of: self)) \(representedElementCategory) \(representedElementKind ?? "")"
                + " [\(indexPath.map(String.init).joined(separator: ","))] frame \(frame)>"
        }
    }
}
