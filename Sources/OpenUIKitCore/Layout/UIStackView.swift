import Foundation

/// Lays out a row or a column of views through Auto Layout constraints. Mirrors UIKit's `UIStackView`: `axis`,
/// `distribution`, `alignment`, `spacing`, custom spacing after a view, `isLayoutMarginsRelativeArrangement`, and
/// `arrangedSubviews` (added as subviews too, with ``UIView/translatesAutoresizingMaskIntoConstraints`` turned
/// off, as UIKit does; hidden ones take no room).
///
/// As in UIKit, the stack view makes constraints in ``updateConstraints()`` — the arranged views chained along
/// the axis with the spacing between them, the first and last held to the stack's edges (or its layout margins),
/// each view placed across the axis by the alignment — and the layout engine solves them with the views' intrinsic
/// sizes, hugging and compression-resistance priorities. A stack view outside any window solves its own
/// constraints when it lays out, so it can be used and measured before it is shown.
///
/// UIKit parity: where UIKit's constraints leave the lengths undecided (two views of the same, lowest hugging
/// priority in a `.fill` stack with room to spare), OpenUIKit adds tie-breaking constraints weaker than any
/// priority: the last of those views grows, and the last of the views of the lowest compression resistance
/// shrinks first; views with no intrinsic length share the room left equally. The stack view has no intrinsic
/// content size of its own (as in UIKit); ``sizeThatFits(_:)`` is its compressed fitting size.
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// How arranged views share the length of the stack. Raw values match UIKit's.
    public enum Distribution: Int, Sendable {
        /// The views fill the stack: the lowest hugging priority grows, the lowest compression resistance
        /// shrinks.
        case fill = 0
        /// The views are all as long as each other.
        case fillEqually = 1
        /// The views share the room in proportion to their intrinsic lengths.
        case fillProportionally = 2
        /// The views keep their intrinsic lengths and the gaps between them grow equally.
        case equalSpacing = 3
        /// The views keep their intrinsic lengths and their centres are equally far apart.
        case equalCentering = 4
    }

    /// Where arranged views sit across the stack. Raw values match UIKit's; `.top` is `.leading` and `.bottom`
    /// is `.trailing`, as in UIKit.
    public enum Alignment: Int, Sendable {
        case fill = 0
        case leading = 1
        /// Horizontal stacks: the first baselines line up (vertical stacks treat it as `.fill`).
        case firstBaseline = 2
        case center = 3
        case trailing = 4
        /// Horizontal stacks: the last baselines line up (vertical stacks treat it as `.fill`).
        case lastBaseline = 5

        public static var top: Alignment { .leading }
        public static var bottom: Alignment { .trailing }
    }

    /// ``setCustomSpacing(_:after:)`` with this value goes back to the stack's ``spacing``.
    ///
    /// UIKit parity: UIKit does not document the value; OpenUIKit's is the largest finite `CGFloat`.
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude

    /// A spacing of this value is the system spacing (8 points here).
    ///
    /// UIKit parity: UIKit does not document the value; OpenUIKit's is the most negative finite `CGFloat`.
    public static let spacingUseSystem = -CGFloat.greatestFiniteMagnitude

    // The arrangement's properties are read for every arranged view in every update pass, only whole and on the
    // main actor (no access spans a call into app code): the runtime's exclusivity check on them is skipped.
    @exclusivity(unchecked) public private(set) var arrangedSubviews: [UIView] = []

    @exclusivity(unchecked) open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { arrangementDidChange() } }
    @exclusivity(unchecked) open var distribution: Distribution = .fill { didSet { arrangementDidChange() } }
    @exclusivity(unchecked) open var alignment: Alignment = .fill { didSet { arrangementDidChange() } }
    /// The space between neighbouring arranged views (the least space for `.equalSpacing` and
    /// `.equalCentering`).
    @exclusivity(unchecked) open var spacing: CGFloat = 0 { didSet { arrangementDidChange() } }
    /// Whether the views are arranged inside the layout margins instead of the bounds.
    open var isLayoutMarginsRelativeArrangement = false { didSet { arrangementDidChange() } }
    /// Stored; baselines are used by the baseline alignments only.
    open var isBaselineRelativeArrangement = false

    /// The constraints and spacer guides the stack made in its last ``updateConstraints()``.
    @exclusivity(unchecked) private var arrangement: [NSLayoutConstraint] = []
    @exclusivity(unchecked) private var spacers: [UILayoutGuide] = []
    /// Spacing after particular arranged views (``setCustomSpacing(_:after:)``).
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Made from an archive: as `init(frame: .zero)` makes it (OpenUIKit reads no archives).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A stack of `views`, arranged in order.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    // MARK: - Arranged views

    /// Arranges `view` last, adding it as a subview if it is not one.
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Arranges `view` at `index` (clamped), adding it as a subview if it is not one. A view already arranged
    /// moves.
    open func insertArrangedSubview(_ view: UIView, at index: Int) {
        guard view !== self else {
            UIApplication.reportProgrammingError("UIStackView: a stack view cannot arrange itself", about: self)
            return
        }
        // Loops rather than closures here and in the arrangement: Swift checks a main-actor closure handed to
        // `removeAll`, `filter` or `map` for its actor on every call.
        var position = 0
        while position < arrangedSubviews.count {
            if arrangedSubviews[position] === view { arrangedSubviews.remove(at: position) } else { position += 1 }
        }
        arrangedSubviews.insert(view, at: min(max(index, 0), arrangedSubviews.count))
        // The stack's constraints place the view, as in UIKit.
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrangementDidChange()
    }

    /// Stops arranging `view`; as in UIKit it stays a subview (remove it from its superview to take it away).
    open func removeArrangedSubview(_ view: UIView) {
        guard arranges(view) else { return }
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementDidChange()
    }

    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    func arranges(_ view: UIView) -> Bool { arrangedSubviews.contains { $0 === view } }

    /// Sets the space after `arrangedSubview` (``spacingUseDefault``: the stack's ``spacing`` again); ignored for
    /// a view the stack does not arrange, as in UIKit.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        guard arranges(arrangedSubview) else { return }
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == Self.spacingUseDefault ? nil : spacing
        arrangementDidChange()
    }

    /// The space after `arrangedSubview`: its custom spacing, or ``spacingUseDefault`` if it has none.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    private func arrangementDidChange() {
        setNeedsUpdateConstraints()
        setNeedsLayout()
    }

    /// An arranged view's intrinsic size or priorities changed: a proportional stack shares the room again, and a
    /// stack outside a window solves again.
    func arrangedSubviewContentDidChange() {
        if distribution == .fillProportionally { setNeedsUpdateConstraints() }
        setNeedsLayout()
    }

    /// An arranged view was hidden or shown.
    func arrangedSubviewVisibilityDidChange(_ view: UIView) {
        if arranges(view) { arrangementDidChange() }
    }

    // MARK: - Sizes and layout

    /// None: a stack view's size comes from its arranged views' constraints, as in UIKit.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The smallest size the arranged views fit in (``UIView/systemLayoutSizeFitting(_:)`` with
    /// ``UIView/layoutFittingCompressedSize``).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    }

    /// The first arranged view that shows, for a vertical stack; the tallest, for a horizontal one (UIKit's
    /// choice for rows of text of different sizes).
    open override var forFirstBaselineLayout: UIView { baselineView(last: false)?.forFirstBaselineLayout ?? self }

    /// The last arranged view that shows, for a vertical stack; the tallest, for a horizontal one.
    open override var forLastBaselineLayout: UIView { baselineView(last: true)?.forLastBaselineLayout ?? self }

    private func baselineView(last: Bool) -> UIView? {
        let views = visibleViews
        if axis == .vertical { return last ? views.last : views.first }
        return views.max { $0.intrinsicContentSize.height < $1.intrinsicContentSize.height }
    }

    private var visibleViews: [UIView] {
        var views: [UIView] = []
        views.reserveCapacity(arrangedSubviews.count)
        for view in arrangedSubviews where !view.isHidden { views.append(view) }
        return views
    }

    /// Remakes the arrangement's constraints, as UIKit's stack view does in this phase.
    open override func updateConstraints() {
        NSLayoutConstraint.deactivate(arrangement)
        for guide in spacers { removeLayoutGuide(guide) }
        spacers = []
        arrangement = makeArrangement()
        // Most are installed on the stack: room for them at once rather than a regrowth at every power of two.
        layoutStorage.constraints.reserveCapacity(layoutStorage.constraints.count + arrangement.count)
        // Its items are the stack, its guides and its arranged views (which are its subviews).
        for constraint in arrangement { constraint.activate(among: self) }
        super.updateConstraints()
    }

    /// Outside a window no layout engine solves the stack's constraints: it solves them alone, at its bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if storedWindow == nil { LayoutEngine.layOutDetached(self) }
    }

    // MARK: - The arrangement's constraints

    /// The attributes of one axis: along it (the views' chain) or across it (the alignment).
    private struct Edges {
        let start: NSLayoutConstraint.Attribute
        let end: NSLayoutConstraint.Attribute
        let center: NSLayoutConstraint.Attribute
        let length: NSLayoutConstraint.Attribute

        static let horizontal = Edges(start: .leading, end: .trailing, center: .centerX, length: .width)
        static let vertical = Edges(start: .top, end: .bottom, center: .centerY, length: .height)
    }

    private func makeArrangement() -> [NSLayoutConstraint] {
        let canvas = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide.itemReference : itemReference
        let along = axis == .horizontal ? Edges.horizontal : Edges.vertical
        let across = axis == .horizontal ? Edges.vertical : Edges.horizontal
        var made: [NSLayoutConstraint] = []
        func relate(
            _ a: LayoutItemReference, _ attributeA: NSLayoutConstraint.Attribute,
            _ relation: NSLayoutConstraint.Relation, _ b: LayoutItemReference?,
            _ attributeB: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1,
            constant: CGFloat = 0, priority: UILayoutPriority = .required, tieBreak: Double? = nil, _ name: String
        ) {
            // A tie-breaker is weaker than any priority; it shows as the lowest one.
            made.append(
                NSLayoutConstraint(
                    first: a, attributeA, relation, b, attributeB,
                    multiplier: multiplier, constant: constant,
                    priority: tieBreak == nil ? priority : UILayoutPriority(1), tieBreakingWeight: tieBreak,
                    identifier: name))
        }
        let views = visibleViews
        // A hidden view keeps its place in the chain's start with no length, as UIKit's "hiding" constraint does.
        for view in arrangedSubviews where view.isHidden {
            relate(view.itemReference, along.length, .equal, nil, .notAnAttribute, "UISV-hiding")
            relate(view.itemReference, along.start, .equal, canvas, along.start, "UISV-hiding-start")
        }
        for view in views {
            // No view shrinks past nothing, however little room there is: the next one gives way instead.
            relate(view.itemReference, along.length, .greaterThanOrEqual, nil, .notAnAttribute, "UISV-nonnegative")
        }
        for view in arrangedSubviews where view.isHidden {
            // Across the stack a hidden view only keeps a place: its size there must not stretch the stack.
            relate(view.itemReference, across.start, .equal, canvas, across.start, "UISV-hiding-start")
        }
        for view in views {
            alignAcross(view, across: across, canvas: canvas, views: views) {
                relate($0, $1, $2, $3, $4, multiplier: $5, constant: $6, priority: $7, tieBreak: $8, $9)
            }
        }
        if alignment != .fill {
            // The stack is as thick as its thickest view when nothing else decides it.
            relate(canvas, across.length, .equal, nil, .notAnAttribute, tieBreak: 1e-4, "UISV-canvas-fit")
        }
        guard let first = views.first, let last = views.last else { return made }
        relate(first.itemReference, along.start, .equal, canvas, along.start, "UISV-canvas-connection")
        relate(last.itemReference, along.end, .equal, canvas, along.end, "UISV-canvas-connection")
        var gaps: [CGFloat] = []
        gaps.reserveCapacity(views.count)
        for index in views.indices.dropFirst() { gaps.append(gap(after: views[index - 1])) }
        for index in views.indices.dropFirst() {
            let (previous, view, space) = (views[index - 1], views[index], gaps[index - 1])
            switch distribution {
            case .fill, .fillEqually, .fillProportionally:
                relate(
                    view.itemReference, along.start, .equal, previous.itemReference, along.end, constant: space,
                    "UISV-spacing")
            case .equalSpacing, .equalCentering:
                relate(
                    view.itemReference, along.start, .greaterThanOrEqual, previous.itemReference, along.end,
                    constant: space, "UISV-spacing")
                let spacer = UILayoutGuide()
                spacer.identifier = "UISV-distributing"
                addLayoutGuide(spacer)
                spacers.append(spacer)
                let (from, to) =
                    distribution == .equalSpacing ? (along.end, along.start) : (along.center, along.center)
                relate(
                    spacer.itemReference, along.start, .equal, previous.itemReference, from, "UISV-distributing-edge")
                relate(spacer.itemReference, along.end, .equal, view.itemReference, to, "UISV-distributing-edge")
                if let firstSpacer = spacers.first, firstSpacer !== spacer {
                    relate(
                        spacer.itemReference, along.length, .equal, firstSpacer.itemReference, along.length,
                        priority: distribution == .equalSpacing ? .required : .required - 1, "UISV-fill-equally")
                }
            }
        }
        shareLength(views, along: along, canvas: canvas, gaps: gaps) {
            relate($0, $1, $2, $3, $4, multiplier: $5, constant: $6, priority: $7, tieBreak: $8, $9)
        }
        return made
    }

    /// Makes one constraint of the arrangement: items, attributes, relation, multiplier, constant, priority, a
    /// tie-breaking weight (nil: none) and UIKit's name for it.
    private typealias Relate = (
        LayoutItemReference, NSLayoutConstraint.Attribute, NSLayoutConstraint.Relation, LayoutItemReference?,
        NSLayoutConstraint.Attribute,
        CGFloat, CGFloat, UILayoutPriority, Double?, String
    ) -> Void

    /// The space after `view`: its custom spacing or the stack's, the system spacing for ``spacingUseSystem``.
    private func gap(after view: UIView) -> CGFloat {
        let value = customSpacings[ObjectIdentifier(view)] ?? spacing
        return value == Self.spacingUseSystem ? systemSpacing : value
    }

    /// Places `view` across the stack by the alignment.
    private func alignAcross(
        _ view: UIView, across: Edges, canvas: LayoutItemReference, views: [UIView],
        _ relate: Relate
    ) {
        func pin(_ attribute: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation) {
            relate(view.itemReference, attribute, relation, canvas, attribute, 1, 0, .required, nil, "UISV-alignment")
        }
        if axis == .horizontal && (alignment == .firstBaseline || alignment == .lastBaseline) {
            // Baselines in a row: each view's lines up with the first view's; the row sits as high as the
            // views allow.
            let attribute: NSLayoutConstraint.Attribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
            if let reference = views.first, reference !== view, !view.isHidden {
                relate(
                    view.itemReference, attribute, .equal, reference.itemReference, attribute, 1, 0, .required, nil,
                    "UISV-alignment")
            }
            pin(across.start, .greaterThanOrEqual)
            pin(across.end, .lessThanOrEqual)
            relate(
                view.itemReference, across.start, .equal, canvas, across.start, 1, 0, .required, 1e-4,
                "UISV-spacing-top")
            return
        }
        switch alignment {
        case .fill, .firstBaseline, .lastBaseline:
            pin(across.start, .equal)
            pin(across.end, .equal)
        case .leading:
            pin(across.start, .equal)
            pin(across.end, .lessThanOrEqual)
        case .trailing:
            pin(across.start, .greaterThanOrEqual)
            pin(across.end, .equal)
        case .center:
            pin(across.center, .equal)
            pin(across.start, .greaterThanOrEqual)
        }
    }

    /// The lengths along the axis: equal, proportional, or (for the others) kept at the intrinsic lengths with
    /// the tie-breakers described on the class.
    private func shareLength(
        _ views: [UIView], along: Edges, canvas: LayoutItemReference, gaps: [CGFloat],
        _ relate: Relate
    ) {
        var lengths: [CGFloat] = []
        lengths.reserveCapacity(views.count)
        for view in views {
            let size = view.intrinsicContentSize
            lengths.append(axis == .horizontal ? size.width : size.height)
        }
        let first = views[0]
        switch distribution {
        case .fillEqually:
            for view in views.dropFirst() {
                relate(
                    view.itemReference, along.length, .equal, first.itemReference, along.length, 1, 0, .required, nil,
                    "UISV-fill-equally")
            }
        case .fillProportionally where lengths.contains(where: { $0 > 0 }):
            // Each view's share of the canvas less the gaps, in proportion to its intrinsic length.
            let total = lengths.reduce(0) { $0 + max($1, 0) }
            let spaced = gaps.reduce(0, +)
            for (view, length) in zip(views, lengths) {
                let share = max(length, 0) / total
                relate(
                    view.itemReference, along.length, .equal, canvas, along.length, share, -spaced * share,
                    .required - 1, nil,
                    "UISV-fill-proportionally")
            }
        case .fillProportionally:
            for view in views.dropFirst() {
                relate(
                    view.itemReference, along.length, .equal, first.itemReference, along.length, 1, 0, .required - 1,
                    nil, "UISV-fill-equally")
            }
        case .fill, .equalSpacing, .equalCentering:
            // Earlier views hold their intrinsic lengths a little harder than later ones; views with none share
            // the room left equally.
            let flexible = views.indices.filter { lengths[$0] < 0 }
            for (index, view) in views.enumerated() where lengths[index] >= 0 {
                let weight = 1e-4 * Double(views.count - index) / Double(views.count)
                relate(
                    view.itemReference, along.length, .equal, nil, .notAnAttribute, 1, lengths[index], .required,
                    weight,
                    "UISV-tie-break")
            }
            if let firstFlexible = flexible.first {
                for index in flexible.dropFirst() {
                    relate(
                        views[index].itemReference, along.length, .equal, views[firstFlexible].itemReference,
                        along.length, 1, 0, .required,
                        1e-4, "UISV-tie-break")
                }
            }
        }
    }
}
