import Foundation

/// A constraint the layout engine makes on its own, shown to the app by ``UIView/constraintsAffectingLayout(for:)``
/// as UIKit shows its private `NSAutoresizingMaskLayoutConstraint` and `NSContentSizeLayoutConstraint` objects.
///
/// The engine keeps these constraints in its solver without `NSLayoutConstraint` objects (it makes them from a
/// view's frame or intrinsic size in every pass); this class describes one for debugging. It reads as active and
/// cannot be activated, deactivated or changed: the view's frame, its
/// ``UIView/translatesAutoresizingMaskIntoConstraints``, its ``UIView/intrinsicContentSize`` and its priorities
/// decide it, so setting ``isActive`` is reported and ignored.
final class EngineLayoutConstraint: NSLayoutConstraint {
    /// Why the engine made the constraint.
    enum Source {
        /// A view that keeps its frame: its origin in its superview, or its size. The mask is shown as UIKit shows
        /// it, `h=` and `v=` then one character per margin, length and margin: `-` fixed, `&` flexible.
        case autoresizingMask(UIView.AutoresizingMask)
        /// A view's intrinsic length on one axis, held by its content hugging and compression resistance.
        case contentSize(hugging: UILayoutPriority, compressionResistance: UILayoutPriority)
    }

    let source: Source
    /// False while the initializer sets the priority (an active constraint cannot change between required and
    /// optional).
    private var isMade = false

    /// `view.attribute == superview.attribute + constant`, or `view.attribute == constant` without a superview.
    init(
        _ view: UIView, _ attribute: Attribute, relativeTo superview: UIView?, constant: CGFloat,
        priority: UILayoutPriority = .required, source: Source
    ) {
        self.source = source
        super.init(
            item: view, attribute: attribute, relatedBy: .equal, toItem: superview,
            attribute: superview == nil ? .notAnAttribute : attribute, multiplier: 1, constant: constant)
        self.priority = priority
        isMade = true
    }

    /// Always true: the engine holds the constraint while the view is as it is.
    override var isActive: Bool {
        get { isMade }
        set { refuse(newValue ? "activated" : "deactivated") }
    }

    override func activate() { refuse("activated") }

    override func deactivate() { refuse("deactivated") }

    private func refuse(_ change: String) {
        UIApplication.reportProgrammingError(
            "NSLayoutConstraint \(self) is made by the layout engine from the view's frame or intrinsic size and "
                + "cannot be \(change); change translatesAutoresizingMaskIntoConstraints, the intrinsic size or its "
                + "priorities instead",
            about: Self.ownerView(of: firstItem))
    }

    /// UIKit's debug forms: `h=--& v=--& box.minX == 20` for a frame, `label.width == 42 Hug:250
    /// CompressionResistance:750` for an intrinsic size.
    override var description: String {
        let name = Self.name(of: firstItem)
        let value = Self.number(constant)
        switch source {
        case .autoresizingMask(let mask):
            let field =
                switch firstAttribute {
                case .left: "minX"
                case .top: "minY"
                default: firstAttribute.name
                }
            return "\(Self.maskCode(mask)) \(name).\(field) == \(value)"
        case .contentSize(let hugging, let resistance):
            return "\(name).\(firstAttribute.name) == \(value) Hug:\(Self.number(CGFloat(hugging.rawValue))) "
                + "CompressionResistance:\(Self.number(CGFloat(resistance.rawValue)))"
        }
    }

    /// `h=-&- v=&--`: for each axis, the leading margin, the length and the trailing margin, `&` where the mask
    /// lets it stretch.
    static func maskCode(_ mask: UIView.AutoresizingMask) -> String {
        func code(_ flags: [UIView.AutoresizingMask]) -> String {
            String(flags.map { mask.contains($0) ? "&" : "-" })
        }
        return "h=\(code([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin])) "
            + "v=\(code([.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin]))"
    }
}
