import Foundation
internal import OpenUIKitLayoutSolver

/// A linear relation between two views' edges, centres or sizes, solved by the window's layout engine: mirrors
/// UIKit's `NSLayoutConstraint`.
///
/// The constraint reads `firstItem.firstAttribute relation secondItem.secondAttribute × multiplier + constant`, or
/// `firstItem.firstAttribute relation constant` without a second item. Activating it (``isActive``,
/// ``activate(_:)``) installs it on the two items' nearest common ancestor, as UIKit does; the window's engine
/// solves it in the next layout pass and writes the frames of views whose
/// ``UIView/translatesAutoresizingMaskIntoConstraints`` is false.
///
/// ``constant`` and ``priority`` may change while the constraint is active: the engine replaces just that
/// constraint in its solver, which re-solves incrementally from the previous solution.
///
/// UIKit parity: where UIKit raises an exception (mixing horizontal and vertical attributes, a position related to
/// a constant, items without a common ancestor, a required priority changed to optional while active), OpenUIKit
/// reports a ``ProgrammingError`` (``ProgrammingError/Kind/apiMisuse`` or ``ProgrammingError/Kind/constraintWithoutCommonAncestor``)
/// and leaves the constraint inactive or unchanged. A margin attribute (`leadingMargin`…) is the matching edge of
/// the view's ``UIView/layoutMarginsGuide``. Leading and trailing are left and right, or right and left where the
/// item's ``UIView/effectiveUserInterfaceLayoutDirection`` is right to left. A baseline is measured on the item's
/// ``UIView/forFirstBaselineLayout`` or ``UIView/forLastBaselineLayout`` view.
@preconcurrency @MainActor
open class NSLayoutConstraint: @MainActor CustomStringConvertible {
    /// The two layout axes; raw values match UIKit's.
    public enum Axis: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }

    /// A part of an item's layout rectangle; raw values match UIKit's.
    public enum Attribute: Int, Sendable {
        case left = 1
        case right = 2
        case top = 3
        case bottom = 4
        case leading = 5
        case trailing = 6
        case width = 7
        case height = 8
        case centerX = 9
        case centerY = 10
        /// The baseline of the last line of text (``UIView/forLastBaselineLayout``); a view without text's bottom.
        case lastBaseline = 11
        /// The baseline of the first line of text (``UIView/forFirstBaselineLayout``); a view without text's
        /// bottom.
        case firstBaseline = 12
        /// The edges and centres of the view's ``UIView/layoutMarginsGuide``.
        case leftMargin = 13
        case rightMargin = 14
        case topMargin = 15
        case bottomMargin = 16
        case leadingMargin = 17
        case trailingMargin = 18
        case centerXWithinMargins = 19
        case centerYWithinMargins = 20
        case notAnAttribute = 0

        /// UIKit's older name for ``lastBaseline``.
        public static var baseline: Attribute { .lastBaseline }

        /// The axis the attribute measures along; nil for `notAnAttribute`.
        var axis: Axis? {
            switch self {
            case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
                .trailingMargin, .centerXWithinMargins:
                .horizontal
            case .top, .bottom, .height, .centerY, .topMargin, .bottomMargin, .centerYWithinMargins, .lastBaseline,
                .firstBaseline:
                .vertical
            case .notAnAttribute: nil
            }
        }

        /// For a margin attribute, the attribute of the margins guide it stands for; nil for the others.
        var marginGuideAttribute: Attribute? {
            switch self {
            case .leftMargin: .left
            case .rightMargin: .right
            case .topMargin: .top
            case .bottomMargin: .bottom
            case .leadingMargin: .leading
            case .trailingMargin: .trailing
            case .centerXWithinMargins: .centerX
            case .centerYWithinMargins: .centerY
            default: nil
            }
        }

        var isSize: Bool { self == .width || self == .height }
        /// Leading or trailing, of the view or of its margins: flipped right to left.
        var isDirectional: Bool {
            self == .leading || self == .trailing || self == .leadingMargin || self == .trailingMargin
        }
        var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }

        var name: String {
            switch self {
            case .left: "left"
            case .right: "right"
            case .top: "top"
            case .bottom: "bottom"
            case .leading: "leading"
            case .trailing: "trailing"
            case .width: "width"
            case .height: "height"
            case .centerX: "centerX"
            case .centerY: "centerY"
            case .lastBaseline: "lastBaseline"
            case .firstBaseline: "firstBaseline"
            case .leftMargin: "leftMargin"
            case .rightMargin: "rightMargin"
            case .topMargin: "topMargin"
            case .bottomMargin: "bottomMargin"
            case .leadingMargin: "leadingMargin"
            case .trailingMargin: "trailingMargin"
            case .centerXWithinMargins: "centerXWithinMargins"
            case .centerYWithinMargins: "centerYWithinMargins"
            case .notAnAttribute: "notAnAttribute"
            }
        }
    }

    /// How the two sides relate; raw values match UIKit's.
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1
        case equal = 0
        case greaterThanOrEqual = 1

        var symbol: String {
            switch self {
            case .lessThanOrEqual: "<="
            case .equal: "=="
            case .greaterThanOrEqual: ">="
            }
        }
    }

    /// The first item: a view or a layout guide; nil once it is released, as with UIKit's reference, which does
    /// not keep it.
    public var firstItem: AnyObject? { firstReference?.object }
    public let firstAttribute: Attribute
    public let relation: Relation
    /// The second item, or nil for a constraint against a constant; nil too once it is released.
    public var secondItem: AnyObject? { secondReference?.object }
    /// The items' boxes (LayoutItemReference.swift): they read nil once the item is released, as weak references
    /// would, without moving every laid-out view's reference counts to the runtime's slow path.
    let firstReference: LayoutItemReference?
    let secondReference: LayoutItemReference?
    public let secondAttribute: Attribute
    public let multiplier: CGFloat

    /// Why the constraint cannot be activated (nil: it can); checked when it is made, as UIKit checks.
    let invalidReason: String?

    /// The number added to the second side. Changing it on an active constraint re-solves only what it touches.
    ///
    /// (``constant``, ``priority`` and the tie-breaking weight are read for every constraint the engine solves; like
    /// the engine's bookkeeping below they are only read or assigned whole, on the main actor, so the runtime's
    /// exclusivity check on them is skipped.)
    @exclusivity(unchecked) public var constant: CGFloat {
        didSet {
            guard constant != oldValue else { return }
            guard constant.isFinite else {
                let rejected = constant
                constant = oldValue
                reportMisuse("constant \(rejected) is not finite; the old constant is kept")
                return
            }
            engineNeedsUpdate()
        }
    }

    /// How strongly the constraint holds; required (1000) by default. As in UIKit, an active constraint cannot
    /// change between required and optional: such a change is reported and ignored.
    @exclusivity(unchecked) public var priority: UILayoutPriority = .required {
        didSet {
            guard !priority.rawValue.isNaN else {
                priority = oldValue
                reportMisuse("priority nan is not a number; the old priority is kept")
                return
            }
            // UIKit's priorities run from 1 to 1000; anything outside is clamped (assigning here calls no observer).
            let clamped = UILayoutPriority(min(max(priority.rawValue, 1), 1000))
            if clamped != priority { priority = clamped }
            guard priority != oldValue else { return }
            if isActive, (priority == .required) != (oldValue == .required) {
                priority = oldValue
                reportMisuse(
                    "a priority cannot change between required and optional while the constraint is active; ignored")
                return
            }
            engineNeedsUpdate()
        }
    }

    /// A name shown in diagnostics.
    public var identifier: String?

    /// Whether UIKit (here, the engine) checks the constraint; setting it is ``activate(_:)`` or ``deactivate(_:)``
    /// of this one constraint.
    public var isActive: Bool {
        get { installedOn != nil }
        set { newValue ? activate() : deactivate() }
    }

    /// For the constraints a stack view makes to decide between layouts UIKit leaves open: a solver weight below
    /// every priority, used instead of ``priority``; nil for every other constraint.
    @exclusivity(unchecked) var tieBreakingWeight: Double?

    /// The view the constraint is installed on (the items' nearest common ancestor) while active; nil once that
    /// view is released (through its ``LayoutItemReference``, not a weak reference).
    var installedOn: UIView? {
        get { installedOnReference?.view }
        set { installedOnReference = newValue?.itemReference }
    }
    // The engine's bookkeeping below is read and written on every constraint of every pass, only ever whole and on
    // the main actor (no access spans a call into other code): the runtime's dynamic exclusivity check protects
    // nothing there, and it cost more than the rest of reading or writing them.
    @exclusivity(unchecked) private var installedOnReference: LayoutItemReference?
    /// The solver's form of the constraint while the engine holds it.
    @exclusivity(unchecked) var solverConstraint: SolverConstraint?
    /// The engine whose solver holds ``solverConstraint``: after the constraint's view moves to another window, the
    /// old window's engine holds it until one of the two windows lays out.
    var solverEngine: LayoutEngine? {
        get { solverEngineReference?.object }
        set { solverEngineReference = newValue?.reference }
    }
    /// The engine's box rather than a weak reference (Support/ZeroingReference.swift).
    @exclusivity(unchecked) private var solverEngineReference: ZeroingReference<LayoutEngine>?
    /// The serial number of the layout engine whose queue of changes holds the constraint (0: none), so that the
    /// engine queues a constraint once without hashing it (``LayoutEngine/enqueue(_:)``).
    @exclusivity(unchecked) var queuedInEngine = 0
    /// Where the solver form's lazily built name finds the constraint: made on the first solver form, cleared when
    /// the constraint is released (a weak capture would give every constraint a side table; see
    /// ``ZeroingReference``).
    @exclusivity(unchecked) var nameSource: ZeroingReference<NSLayoutConstraint>?

    deinit { nameSource?.clear() }

    /// A constraint `view1.attr1 relation view2.attr2 × multiplier + c`, UIKit's designated form.
    ///
    /// An invalid combination (attributes on different axes, a position against no item, a size against a
    /// position, an item that is not a view) makes a constraint that reports why when activated and never
    /// activates; UIKit raises an exception here.
    public init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
        attribute attr2: Attribute, multiplier: CGFloat = 1, constant c: CGFloat = 0
    ) {
        let first = Self.layoutItem(view1)
        let second = view2.flatMap(Self.layoutItem)
        firstReference = first
        secondReference = second
        firstAttribute = attr1
        self.relation = relation
        secondAttribute = view2 == nil ? .notAnAttribute : attr2
        self.multiplier = multiplier
        constant = c
        invalidReason = Self.validate(
            first: first?.object, attr1: attr1, second: second?.object, hasSecond: view2 != nil, attr2: attr2,
            multiplier: multiplier, constant: c)
    }

    /// A constraint between items already known to be views or guides, with its priority, tie-breaking weight and
    /// identifier: the state the public initializer and the three setters give, for the constraints a stack view
    /// makes in every update pass (no `Any` to cast, no observers to run).
    init(
        first: LayoutItemReference, _ attr1: Attribute, _ relation: Relation, _ second: LayoutItemReference?,
        _ attr2: Attribute, multiplier: CGFloat, constant c: CGFloat, priority: UILayoutPriority,
        tieBreakingWeight: Double?, identifier: String
    ) {
        firstReference = first
        secondReference = second
        firstAttribute = attr1
        self.relation = relation
        secondAttribute = second == nil ? .notAnAttribute : attr2
        self.multiplier = multiplier
        constant = c
        self.priority = UILayoutPriority(min(max(priority.rawValue, 1), 1000))
        self.tieBreakingWeight = tieBreakingWeight
        self.identifier = identifier
        invalidReason = Self.validate(
            first: first.object, attr1: attr1, second: second?.object, hasSecond: second != nil, attr2: attr2,
            multiplier: multiplier, constant: c)
    }

    private static func validate(
        first: AnyObject?, attr1: Attribute, second: AnyObject?, hasSecond: Bool, attr2: Attribute,
        multiplier: CGFloat, constant: CGFloat
    ) -> String? {
        if first == nil { return "the first item is not a view or a layout guide" }
        if attr1 == .notAnAttribute { return "the first attribute cannot be notAnAttribute" }
        if !multiplier.isFinite || !constant.isFinite { return "the multiplier and constant must be finite" }
        if hasSecond {
            if second == nil { return "the second item is not a view or a layout guide" }
            if attr2 == .notAnAttribute { return "a second item needs an attribute" }
            if attr1.isSize != attr2.isSize {
                return "a size cannot be related to a position (\(attr1.name), \(attr2.name))"
            }
            // A width may be related to a height (an aspect ratio), but positions only along one axis.
            if !attr1.isSize && attr1.axis != attr2.axis {
                return "\(attr1.name) and \(attr2.name) are on different axes"
            }
            if multiplier == 0 && !attr1.isSize { return "a position cannot be related to a multiplier of zero" }
        } else if !attr1.isSize {
            return "a position (\(attr1.name)) cannot be related to a constant alone"
        }
        return nil
    }

    /// Activates each constraint: installs it on its items' nearest common ancestor. Faster than setting
    /// ``isActive`` one by one only in UIKit; here it is the same work.
    public static func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.activate() }
    }

    /// Deactivates each constraint.
    public static func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.deactivate() }
    }

    func activate() {
        guard installedOn == nil else { return }
        if let invalidReason { return reportMisuse("cannot be activated: \(invalidReason)") }
        guard let first = Self.ownerView(of: firstItem) else {
            return reportMisuse("cannot be activated: \(Self.name(of: firstItem)) is in no view")
        }
        let second = Self.ownerView(of: secondItem)
        if secondItem != nil && second == nil {
            return reportMisuse("cannot be activated: \(Self.name(of: secondItem)) is in no view")
        }
        guard let ancestor = second.map({ first.nearestCommonAncestor(with: $0) }) ?? first else {
            let message =
                "\(self) cannot be activated: \(Self.name(of: firstItem)) and \(Self.name(of: secondItem)) have no "
                + "common ancestor (are both in the same view hierarchy?)"
            UIApplication.reportProgrammingError(.constraintWithoutCommonAncestor, message, about: first)
            return
        }
        ancestor.install(self)
    }

    /// Activates a constraint whose items are `view`, its layout guides or its subviews (a stack view's
    /// arrangement): installed where ``activate()`` would install it — on the item's own view for a constraint on
    /// one item, else on `view`, the items' nearest common ancestor — without searching the tree for it.
    func activate(among view: UIView) {
        guard installedOn == nil, invalidReason == nil, let first = firstReference, first.isLive else {
            return activate()
        }
        if secondReference?.isLive != true {
            (first.view ?? view).install(self)
        } else {
            view.install(self)
        }
    }

    func deactivate() {
        guard let view = installedOn else { return }
        view.uninstall(self)
    }

    /// Tells the engine of the window the constraint is in that it changed.
    private func engineNeedsUpdate() {
        guard let view = installedOn else { return }
        view.storedWindow?.constraintDidChange(self)
    }

    /// The box of a view or a layout guide, the items a constraint relates; nil for anything else.
    static func layoutItem(_ item: Any) -> LayoutItemReference? {
        if let view = item as? UIView { return view.itemReference }
        if let guide = item as? UILayoutGuide { return guide.itemReference }
        return nil
    }

    /// The view an item belongs to: a view itself, a guide's owning view.
    static func ownerView(of item: AnyObject?) -> UIView? {
        (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
    }

    static func name(of item: AnyObject?) -> String {
        if let view = item as? UIView { return view.debugName }
        if let guide = item as? UILayoutGuide {
            return guide.identifier.isEmpty ? "UILayoutGuide" : guide.identifier
        }
        return "nil"
    }

    private func reportMisuse(_ message: String) {
        let view = Self.ownerView(of: firstItem) ?? Self.ownerView(of: secondItem)
        let text = "NSLayoutConstraint \(self): \(message)"
        UIApplication.reportProgrammingError(text, about: view)
    }

    /// `label.width == 0.5 × other.width + 8 @750`, the way UIKit's debug description reads.
    open var description: String {
        let name = identifier.map { "'\($0)' " } ?? ""
        var text = "\(name)\(Self.name(of: firstItem)).\(firstAttribute.name) \(relation.symbol) "
        if let second = secondItem {
            text += multiplier == 1 ? "" : "\(Self.number(multiplier))×"
            text += "\(Self.name(of: second)).\(secondAttribute.name)"
            if constant != 0 { text += constant < 0 ? " - \(Self.number(-constant))" : " + \(Self.number(constant))" }
        } else {
            text += Self.number(constant)
        }
        if priority != .required { text += " @\(Self.number(CGFloat(priority.rawValue)))" }
        return text
    }

    nonisolated static func number(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(Double(value))
    }
}
