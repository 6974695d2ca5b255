import Foundation

/// Lays out a row or a column of views from their intrinsic sizes. Mirrors UIKit's `UIStackView`: `axis`,
/// `distribution`, `alignment`, `spacing`, `isLayoutMarginsRelativeArrangement`, and `arrangedSubviews` (added as
/// subviews too; hidden ones take no room).
///
/// UIKit builds the arrangement from Auto Layout constraints; OpenUIKit computes the same frames directly in
/// `layoutSubviews()`, from each arranged view's ``UIView/intrinsicContentSize`` and its hugging and compression
/// resistance priorities. Where UIKit's constraints would be ambiguous (two views with the same, lowest hugging
/// priority in a `.fill` stack that has room to spare) OpenUIKit grows the last of them, and shrinks the last of
/// those with the lowest compression resistance first. A view with no intrinsic size along the axis takes the
/// room left over (shared equally among such views). Changing an arranged view's content
/// (``UIView/invalidateIntrinsicContentSize()``, which labels, image views and buttons call) or hiding it lays
/// the stack out again.
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// How arranged views share the length of the stack. Raw values match UIKit's.
    public enum Distribution: Int, Sendable {
        case fill = 0
        case fillEqually = 1
        case fillProportionally = 2
        case equalSpacing = 3
        case equalCentering = 4
    }

    /// Where arranged views sit across the stack. Raw values match UIKit's; `.top` is `.leading` and `.bottom`
    /// is `.trailing`, as in UIKit.
    public enum Alignment: Int, Sendable {
        case fill = 0
        case leading = 1
        case firstBaseline = 2
        case center = 3
        case trailing = 4
        case lastBaseline = 5

        public static var top: Alignment { .leading }
        public static var bottom: Alignment { .trailing }
    }

    public private(set) var arrangedSubviews: [UIView] = []

    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { arrangementDidChange() } }
    open var distribution: Distribution = .fill { didSet { arrangementDidChange() } }
    open var alignment: Alignment = .fill { didSet { arrangementDidChange() } }
    /// The space between neighbouring arranged views (the least space for `.equalSpacing` and
    /// `.equalCentering`).
    open var spacing: CGFloat = 0 { didSet { arrangementDidChange() } }
    /// Whether the views are arranged inside the layout margins instead of the bounds.
    open var isLayoutMarginsRelativeArrangement = false { didSet { arrangementDidChange() } }
    /// Stored; baselines are used by the baseline alignments only.
    open var isBaselineRelativeArrangement = false

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
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(index, 0), arrangedSubviews.count))
        if view.superview !== self { addSubview(view) }
        arrangementDidChange()
    }

    /// Stops arranging `view`; as in UIKit it stays a subview (remove it from its superview to take it away).
    open func removeArrangedSubview(_ view: UIView) {
        guard arranges(view) else { return }
        arrangedSubviews.removeAll { $0 === view }
        arrangementDidChange()
    }

    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    func arranges(_ view: UIView) -> Bool { arrangedSubviews.contains { $0 === view } }

    private func arrangementDidChange() {
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    /// An arranged view was hidden or shown.
    func arrangedSubviewVisibilityDidChange(_ view: UIView) {
        if arranges(view) { arrangementDidChange() }
    }

    // MARK: - Sizes

    /// The arranged views' intrinsic sizes laid end to end with the spacing, and the largest across (plus the
    /// margins with ``isLayoutMarginsRelativeArrangement``). A view with no intrinsic size counts as 0.
    open override var intrinsicContentSize: CGSize {
        let views = visibleViews
        var length: CGFloat = 0, breadth: CGFloat = 0
        for view in views {
            let size = view.intrinsicContentSize
            length += max(main(size), 0)
            breadth = max(breadth, cross(size))
        }
        length += spacing * CGFloat(max(views.count - 1, 0))
        if distribution == .fillEqually {
            let largest = views.map { max(main($0.intrinsicContentSize), 0) }.max() ?? 0
            length = largest * CGFloat(views.count) + spacing * CGFloat(max(views.count - 1, 0))
        }
        var size = axis == .horizontal ? CGSize(width: length, height: breadth) : CGSize(width: breadth, height: length)
        if isLayoutMarginsRelativeArrangement {
            let m = layoutMargins
            size.width += m.left + m.right
            size.height += m.top + m.bottom
        }
        return size
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    private var visibleViews: [UIView] { arrangedSubviews.filter { !$0.isHidden } }

    private func main(_ size: CGSize) -> CGFloat { axis == .horizontal ? size.width : size.height }
    private func cross(_ size: CGSize) -> CGFloat { axis == .horizontal ? size.height : size.width }

    // MARK: - Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        let views = visibleViews
        guard !views.isEmpty else { return }
        let area = isLayoutMarginsRelativeArrangement ? bounds.inset(by: layoutMargins) : bounds
        let available = max(main(area.size), 0)
        let sizes = views.map(\.intrinsicContentSize)
        let (starts, lengths) = mainAxis(views, sizes: sizes, available: available)
        let breadth = max(cross(area.size), 0)
        let baselines = views.enumerated().map {
            baselineOffset(of: $0.element, height: crossLength(sizes[$0.offset], breadth))
        }
        let lowestBaseline = baselines.max() ?? 0
        for (index, view) in views.enumerated() {
            let length = crossLength(sizes[index], breadth)
            let offset: CGFloat
            switch alignment {
            case .fill, .leading: offset = 0
            case .center: offset = ((breadth - length) / 2)
            case .trailing: offset = breadth - length
            case .firstBaseline, .lastBaseline:
                offset = axis == .horizontal ? lowestBaseline - baselines[index] : 0
            }
            let frame =
                axis == .horizontal
                ? CGRect(x: area.minX + starts[index], y: area.minY + offset, width: lengths[index], height: length)
                : CGRect(x: area.minX + offset, y: area.minY + starts[index], width: length, height: lengths[index])
            if view.frame != frame { view.frame = frame }
        }
    }

    /// Across the stack: the full breadth for `.fill` (and for views with no intrinsic breadth), else the view's
    /// own, never more than the stack's.
    private func crossLength(_ size: CGSize, _ breadth: CGFloat) -> CGFloat {
        let own = cross(size)
        if alignment == .fill || own < 0 { return breadth }
        return min(own, breadth)
    }

    /// The distance from a view's top to its text baseline (labels: the first or last line's; anything else: its
    /// bottom), for the baseline alignments of a horizontal stack.
    private func baselineOffset(of view: UIView, height: CGFloat) -> CGFloat {
        guard let label = view as? UILabel else { return height }
        let font: UIFont = label.font
        let textHeight = label.intrinsicContentSize.height
        let top = (height - textHeight) / 2  // a label centres its text vertically
        if alignment == .lastBaseline { return top + textHeight - font.lineHeight + font.ascender }
        return top + font.ascender
    }

    /// Where each view starts along the axis and how long it is.
    private func mainAxis(_ views: [UIView], sizes: [CGSize], available: CGFloat) -> ([CGFloat], [CGFloat]) {
        let count = views.count
        let gaps = spacing * CGFloat(count - 1)
        var lengths = sizes.map { max(main($0), 0) }
        var between = Array(repeating: spacing, count: max(count - 1, 0))
        switch distribution {
        case .fillEqually:
            let each = max((available - gaps) / CGFloat(count), 0)
            lengths = Array(repeating: each, count: count)
        case .fillProportionally:
            let total = lengths.reduce(0, +)
            let room = max(available - gaps, 0)
            lengths =
                total > 0 ? lengths.map { room * $0 / total } : Array(repeating: room / CGFloat(count), count: count)
        case .fill:
            lengths = fit(views, sizes: sizes, lengths: lengths, room: available - gaps, grow: true)
        case .equalSpacing, .equalCentering:
            lengths = fit(views, sizes: sizes, lengths: lengths, room: available - gaps, grow: false)
            let extra = available - gaps - lengths.reduce(0, +)
            if count > 1, extra > 0 {
                if distribution == .equalSpacing {
                    between = Array(repeating: spacing + extra / CGFloat(count - 1), count: count - 1)
                } else {
                    // Centres equally far apart, the first view at the start and the last at the end; where
                    // that would bring two views closer than `spacing`, equal spacing instead.
                    let step = (available - lengths[0] / 2 - lengths[count - 1] / 2) / CGFloat(count - 1)
                    let centred = (0..<count - 1).map { step - lengths[$0] / 2 - lengths[$0 + 1] / 2 }
                    between =
                        centred.allSatisfy({ $0 >= spacing - 1e-9 })
                        ? centred : Array(repeating: spacing + extra / CGFloat(count - 1), count: count - 1)
                }
            }
        }
        var starts: [CGFloat] = []
        var position: CGFloat = 0
        for index in 0..<count {
            starts.append(position)
            position += lengths[index] + (index < count - 1 ? between[index] : 0)
        }
        return (starts, lengths)
    }

    /// Grows (when `grow`) or shrinks the lengths to fill `room`: room to spare goes to the views with no
    /// intrinsic length, else to the last view with the lowest hugging priority; a shortfall is taken from the
    /// views with the lowest compression resistance, last first, none below 0.
    private func fit(_ views: [UIView], sizes: [CGSize], lengths: [CGFloat], room: CGFloat, grow: Bool) -> [CGFloat] {
        var lengths = lengths
        var extra = room - lengths.reduce(0, +)
        let axis = self.axis
        if extra > 0 {
            guard grow else { return lengths }
            let flexible = views.indices.filter { main(sizes[$0]) < 0 }
            if !flexible.isEmpty {
                for index in flexible { lengths[index] += extra / CGFloat(flexible.count) }
            } else if let lowest = views.map({ $0.contentHuggingPriority(for: axis) }).min(),
                let index = views.indices.last(where: { views[$0].contentHuggingPriority(for: axis) == lowest })
            {
                lengths[index] += extra
            }
            return lengths
        }
        let order = views.indices.sorted {
            let a = views[$0].contentCompressionResistancePriority(for: axis)
            let b = views[$1].contentCompressionResistancePriority(for: axis)
            return a != b ? a < b : $0 > $1
        }
        for index in order where extra < 0 {
            let cut = min(lengths[index], -extra)
            lengths[index] -= cut
            extra += cut
        }
        return lengths
    }
}
