import Foundation

/// A view a collection view keeps for reuse: a cell, a header or footer, any supplementary view.
///
/// Mirrors `UICollectionReusableView`. The collection view makes one from its registered class the first time a
/// dequeue finds none to reuse, and calls ``prepareForReuse()`` each time it hands one back out of its reuse pool
/// (never on a fresh one), then ``apply(_:)`` with the layout's attributes.
///
/// Made without the Objective-C runtime: the collection view calls the required
/// ``init(collectionViewReuseIdentifier:)`` through the registered class, which calls `init(frame: .zero)` and so
/// runs a subclass's `override init(frame:)`. A subclass inherits it whenever it overrides `init(frame:)` and
/// `init?(coder:)` (the usual pair) or declares no initializer; one with other designated initializers only must
/// also override `init(frame:)`, which UIKit's registration calls too.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the view was registered and dequeued with; nil for one made directly.
    public internal(set) var reuseIdentifier: String?

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Made from an archive: as `init(frame: .zero)` makes it (OpenUIKit reads no archives).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// How a collection view makes a registered class: `init(frame: .zero)`, then the identifier is set.
    public required convenience init(collectionViewReuseIdentifier identifier: String) {
        self.init(frame: .zero)
        reuseIdentifier = identifier
    }

    /// Resets the view before a dequeue hands it out again. Subclasses call super.
    open func prepareForReuse() {}

    /// Takes the layout's attributes: frame, alpha, hidden and transform are applied by the collection view first.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The attributes the view would like, given the layout's (self-sizing with `estimatedItemSize`). By default
    /// the size that fits the view (`sizeThatFits` of the estimated size), as the view's content asks for it.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes
    {
        let attributes = (layoutAttributes.copy() as? UICollectionViewLayoutAttributes) ?? layoutAttributes
        attributes.size = preferredSize(fitting: layoutAttributes.size)
        return attributes
    }

    /// The size self-sizing asks for; a cell measures its content view.
    func preferredSize(fitting size: CGSize) -> CGSize { sizeThatFits(size) }

    /// The collection view is about to use the view with `attributes` (UIKit's `willTransition`/`didTransition`
    /// between layouts are not sent).
    func applyAttributes(_ attributes: UICollectionViewLayoutAttributes, origin: CGPoint = .zero) {
        // The frame is the untransformed one: a transform left from the last attributes comes off first.
        if transform != .identity { transform = .identity }
        frame = attributes.frame.offsetBy(dx: -origin.x, dy: -origin.y)
        alpha = attributes.alpha
        isHidden = attributes.isHidden
        if attributes.transform != .identity { transform = attributes.transform }
        apply(attributes)
    }
}
