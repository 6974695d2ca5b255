import Foundation

/// One attribute of one view, from which constraints are made: mirrors UIKit's `NSLayoutAnchor`.
///
/// The type parameter keeps axes apart at compile time, as in UIKit: an ``NSLayoutXAxisAnchor`` relates only to
/// another x-axis anchor, an ``NSLayoutYAxisAnchor`` to a y-axis one, an ``NSLayoutDimension`` to a dimension.
/// Each method returns a new, inactive ``NSLayoutConstraint``: activate it with ``NSLayoutConstraint/isActive``
/// or ``NSLayoutConstraint/activate(_:)``.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: @MainActor CustomStringConvertible {
    /// The view or layout guide the anchor belongs to; nil once it is released, as with UIKit's weak reference.
    public var item: AnyObject? { itemReference.object }
    /// The item's box (LayoutItemReference.swift) rather than a weak reference, which would put every retain and
    /// release of the view on the runtime's slow path.
    let itemReference: LayoutItemReference
    let attribute: NSLayoutConstraint.Attribute

    init(item: LayoutItemReference, attribute: NSLayoutConstraint.Attribute) {
        itemReference = item
        self.attribute = attribute
    }

    /// `self == anchor`.
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.equal, anchor, multiplier: 1, constant: 0)
    }

    /// `self == anchor + c`.
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, anchor, multiplier: 1, constant: c)
    }

    /// `self >= anchor`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, multiplier: 1, constant: 0)
    }

    /// `self >= anchor + c`.
    public func constraint(
        greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
    ) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, multiplier: 1, constant: c)
    }

    /// `self <= anchor`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, multiplier: 1, constant: 0)
    }

    /// `self <= anchor + c`.
    public func constraint(
        lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
    ) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, multiplier: 1, constant: c)
    }

    func constraint(
        _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat,
        constant: CGFloat
    ) -> NSLayoutConstraint {
        // A released item leaves an anchor without one: the constraint reports it when activated.
        NSLayoutConstraint(
            item: item as Any, attribute: attribute, relatedBy: relation, toItem: anchor.map { $0.item as Any },
            attribute: anchor?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }

    public var description: String { "\(NSLayoutConstraint.name(of: item)).\(attribute.name)" }
}

/// The standard space between neighbouring views that `constraint(equalToSystemSpacingAfter:multiplier:)` and
/// its relatives use: 8 points, UIKit's usual spacing between sibling views.
///
/// UIKit parity: UIKit varies the system spacing with the fonts of text views whose baselines are related;
/// OpenUIKit uses 8 points everywhere.
let systemSpacing: CGFloat = 8

/// A horizontal position: leading, trailing, left, right or centre x.
@preconcurrency @MainActor
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// `self == anchor + multiplier × system spacing`: this edge the standard space after `anchor`.
    public func constraint(
        equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        constraint(.equal, anchor, multiplier: 1, constant: multiplier * systemSpacing)
    }

    /// `self >= anchor + multiplier × system spacing`.
    public func constraint(
        greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, multiplier: 1, constant: multiplier * systemSpacing)
    }

    /// `self <= anchor + multiplier × system spacing`.
    public func constraint(
        lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, multiplier: 1, constant: multiplier * systemSpacing)
    }
}

/// A vertical position: top, bottom, centre y or a baseline.
@preconcurrency @MainActor
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// `self == anchor + multiplier × system spacing`: this edge the standard space below `anchor`.
    public func constraint(
        equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        constraint(.equal, anchor, multiplier: 1, constant: multiplier * systemSpacing)
    }

    /// `self >= anchor + multiplier × system spacing`.
    public func constraint(
        greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, multiplier: 1, constant: multiplier * systemSpacing)
    }

    /// `self <= anchor + multiplier × system spacing`.
    public func constraint(
        lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, multiplier: 1, constant: multiplier * systemSpacing)
    }
}

/// A width or a height, which can also be related to a constant or scaled by a multiplier.
@preconcurrency @MainActor
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// `self == c`.
    public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, nil, multiplier: 1, constant: c)
    }

    /// `self >= c`.
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, nil, multiplier: 1, constant: c)
    }

    /// `self <= c`.
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, nil, multiplier: 1, constant: c)
    }

    /// `self == anchor × m`.
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, anchor, multiplier: m, constant: 0)
    }

    /// `self == anchor × m + c`.
    public func constraint(
        equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
    ) -> NSLayoutConstraint {
        constraint(.equal, anchor, multiplier: m, constant: c)
    }

    /// `self >= anchor × m`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint
    {
        constraint(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
    }

    /// `self >= anchor × m + c`.
    public func constraint(
        greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
    ) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }

    /// `self <= anchor × m`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
    }

    /// `self <= anchor × m + c`.
    public func constraint(
        lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
    ) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
}

extension UILayoutGuide {
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: itemReference, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: itemReference, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: itemReference, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: itemReference, attribute: .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: itemReference, attribute: .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: itemReference, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: itemReference, attribute: .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: itemReference, attribute: .centerY) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: itemReference, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: itemReference, attribute: .height) }
}

extension UIView {
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: itemReference, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: itemReference, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: itemReference, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: itemReference, attribute: .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: itemReference, attribute: .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: itemReference, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: itemReference, attribute: .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: itemReference, attribute: .centerY) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: itemReference, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: itemReference, attribute: .height) }
}
