import Foundation

// UIKit's visual format language: `H:|-[label]-8-[field(>=100@750)]-|` read into constraints.

extension NSLayoutConstraint {
    /// Options for ``constraints(withVisualFormat:options:metrics:views:)``: an alignment of every view named in
    /// the format across the format's axis, and the direction a horizontal format runs in. Raw values match UIKit's.
    public struct FormatOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
        /// Leading to trailing (the default): a horizontal format uses leading and trailing.
        public static let directionLeadingToTrailing = FormatOptions([])
        /// A horizontal format uses left and right.
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// A horizontal format runs from right to left (its first view rightmost).
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)
        public static let spacingEdgeToEdge = FormatOptions([])
        /// Stored; spacing is always edge to edge here.
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        public static let spacingMask = FormatOptions(rawValue: 0x1 << 19)
    }

    /// The constraints a visual format string describes, inactive (activate them with ``activate(_:)``).
    ///
    /// The format is UIKit's: an optional `H:` or `V:`, an optional superview edge `|`, then views in brackets
    /// `[name]` (with optional size predicates in parentheses, `[name(>=50,<=button@750)]`), each joined to the
    /// next by a connection: nothing (flush), `-` (the standard 8 points, 20 to a superview edge) or `-predicates-`
    /// (`-12-`, `-(>=8@750)-`, `-metric-`), and an optional closing `|`. Numbers and priorities may be names in
    /// `metrics`. With an alignment in `options`, every view in the format is aligned to the first on that
    /// attribute.
    ///
    /// UIKit parity: where UIKit raises an exception for a format it cannot parse (or an unknown view or metric),
    /// OpenUIKit reports a ``ProgrammingError`` naming the problem and showing where in the
    /// format it is, and returns no constraints.
    public static func constraints(
        withVisualFormat format: String, options opts: FormatOptions = [], metrics: [String: Any]?,
        views: [String: Any]
    ) -> [NSLayoutConstraint] {
        var parser = VisualFormatParser(format: format, options: opts, metrics: metrics ?? [:], views: views)
        do {
            return try parser.parse()
        } catch {
            let caret = String(repeating: " ", count: error.offset) + "^"
            let message = "Unable to parse constraint format: \(error.reason)\n\(format)\n\(caret)"
            UIApplication.reportProgrammingError(message, about: views.values.lazy.compactMap { $0 as? UIView }.first)
            return []
        }
    }
}

/// Why a visual format could not be read, and where.
struct VisualFormatError: Error {
    let reason: String
    let offset: Int
}

/// A recursive-descent reader of the visual format language; see
/// ``NSLayoutConstraint/constraints(withVisualFormat:options:metrics:views:)``.
@MainActor
struct VisualFormatParser {
    let characters: [Character]
    let options: NSLayoutConstraint.FormatOptions
    let metrics: [String: Any]
    let views: [String: Any]
    var index = 0

    /// One term of a predicate: `>=50@750`, `==button`.
    struct Predicate {
        var relation: NSLayoutConstraint.Relation = .equal
        var constant: CGFloat = 0
        var view: UIView?
        var priority: UILayoutPriority = .required
    }

    /// A connection between two items: its predicates (empty: flush), or nil for the standard spacing.
    typealias Connection = [Predicate]?

    /// The standard spacing between sibling views, and between a view and its superview's edge.
    static let standardSpacing: CGFloat = 8
    static let standardSuperviewSpacing: CGFloat = 20

    init(format: String, options: NSLayoutConstraint.FormatOptions, metrics: [String: Any], views: [String: Any]) {
        characters = Array(format)
        self.options = options
        self.metrics = metrics
        self.views = views
    }

    mutating func parse() throws(VisualFormatError) -> [NSLayoutConstraint] {
        var vertical = false
        if peek("H:") || peek("V:") {
            vertical = characters[index] == "V"
            index += 2
        }
        let axis = Axis(vertical: vertical, options: options)
        var constraints: [NSLayoutConstraint] = []
        var named: [UIView] = []
        // The connection before the next view: from the superview's edge (`|`) or from the previous view.
        let startsAtEdge = consume("|")
        var pending: Connection = startsAtEdge ? try connection() : []
        while true {
            guard consume("[") else { throw fail("expected a view, [name]") }
            let (view, sizes) = try viewTerm()
            for predicate in sizes { constraints.append(make(view, axis.size, predicate, axis.size, nil)) }
            if let previous = named.last {
                constraints += space(from: previous, to: view, pending, axis: axis, superview: false)
            } else if startsAtEdge {
                guard let superview = view.superview else { throw fail("\(name(of: view)) has no superview for |") }
                constraints += space(from: superview, to: view, pending, axis: axis, superview: true)
            }
            named.append(view)
            if atEnd { break }
            pending = try connection()
            if consume("|") {
                guard let superview = view.superview else { throw fail("\(name(of: view)) has no superview for |") }
                constraints += space(from: view, to: superview, pending, axis: axis, superview: true)
                break
            }
            if atEnd { throw fail("a connection needs a view or | after it") }
        }
        if !atEnd { throw fail("unexpected \"\(characters[index])\" after the format") }
        constraints += try alignment(named, vertical: vertical)
        return constraints
    }

    /// The attributes a format uses along its axis.
    struct Axis {
        let start: NSLayoutConstraint.Attribute
        let end: NSLayoutConstraint.Attribute
        let size: NSLayoutConstraint.Attribute
        /// A right-to-left horizontal format: each view is left of the one before.
        let reversed: Bool

        init(vertical: Bool, options: NSLayoutConstraint.FormatOptions) {
            let direction = options.intersection(.directionMask)
            if vertical {
                (start, end, size, reversed) = (.top, .bottom, .height, false)
            } else if direction == .directionLeftToRight {
                (start, end, size, reversed) = (.left, .right, .width, false)
            } else if direction == .directionRightToLeft {
                (start, end, size, reversed) = (.right, .left, .width, true)
            } else {
                (start, end, size, reversed) = (.leading, .trailing, .width, false)
            }
        }
    }

    /// `later.start (relation) earlier.end + gap` for each predicate of the connection; with a superview, its
    /// edge is the earlier or the later item.
    func space(
        from earlier: UIView, to later: UIView, _ connection: Connection, axis: Axis, superview: Bool
    ) -> [NSLayoutConstraint] {
        let leadingSuperview = superview && later.superview === earlier
        let first = leadingSuperview ? (later, axis.start, earlier, axis.start) : (later, axis.start, earlier, axis.end)
        let edges =
            superview && !leadingSuperview
            ? (later, axis.end, earlier, axis.end) : first
        let predicates =
            connection ?? [Predicate(constant: superview ? Self.standardSuperviewSpacing : Self.standardSpacing)]
        let gaps = predicates.isEmpty ? [Predicate()] : predicates
        return gaps.map { predicate in
            var predicate = predicate
            // Right to left the gap runs towards smaller x.
            if axis.reversed { predicate.constant = -predicate.constant }
            if axis.reversed { predicate.relation = Self.mirrored(predicate.relation) }
            return make(edges.0, edges.1, predicate, edges.3, edges.2)
        }
    }

    static func mirrored(_ relation: NSLayoutConstraint.Relation) -> NSLayoutConstraint.Relation {
        switch relation {
        case .lessThanOrEqual: .greaterThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .lessThanOrEqual
        }
    }

    /// `view.attribute (relation) other.otherAttribute + constant` (or the predicate's view's attribute).
    func make(
        _ view: UIView, _ attribute: NSLayoutConstraint.Attribute, _ predicate: Predicate,
        _ otherAttribute: NSLayoutConstraint.Attribute, _ other: UIView?
    ) -> NSLayoutConstraint {
        let target: UIView? = predicate.view ?? other
        let constraint = NSLayoutConstraint(
            item: view, attribute: attribute, relatedBy: predicate.relation, toItem: target,
            attribute: target == nil ? .notAnAttribute : otherAttribute, multiplier: 1, constant: predicate.constant)
        constraint.priority = predicate.priority
        return constraint
    }

    /// Every named view aligned to the first on the option's attribute.
    func alignment(_ named: [UIView], vertical: Bool) throws(VisualFormatError) -> [NSLayoutConstraint] {
        let alignments: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
            (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline),
            (.alignAllFirstBaseline, .firstBaseline),
        ]
        var made: [NSLayoutConstraint] = []
        for (option, attribute) in alignments where options.contains(option) {
            // Aligning along the format's own axis would contradict its spacing.
            if (attribute.axis == .vertical) == vertical {
                throw VisualFormatError(
                    reason: "\(attribute.name) alignment is along the format's own axis", offset: 0)
            }
            guard let first = named.first else { continue }
            for view in named.dropFirst() {
                made.append(
                    NSLayoutConstraint(
                        item: view, attribute: attribute, relatedBy: .equal, toItem: first, attribute: attribute))
            }
        }
        return made
    }

    // MARK: - Terms

    /// After `[`: `name(predicates)]`.
    mutating func viewTerm() throws(VisualFormatError) -> (UIView, [Predicate]) {
        let start = index
        let name = identifier()
        guard !name.isEmpty else { throw fail("expected a view name after [") }
        guard let view = views[name] as? UIView else {
            throw VisualFormatError(reason: "\(name) is not a key in the views dictionary", offset: start)
        }
        var sizes: [Predicate] = []
        if consume("(") { sizes = try predicateList() }
        guard consume("]") else { throw fail("expected ] after the view") }
        return (view, sizes)
    }

    /// After a view or `|`: nothing (flush), `-`, or `-predicates-`.
    mutating func connection() throws(VisualFormatError) -> Connection {
        guard consume("-") else { return [] }
        if peek("[") || peek("|") { return nil }
        let predicates: [Predicate]
        if consume("(") {
            predicates = try predicateList()
        } else {
            predicates = [Predicate(constant: try constant())]
        }
        guard consume("-") else { throw fail("expected - after the spacing") }
        return predicates
    }

    /// After `(`: predicates separated by commas, then `)`.
    mutating func predicateList() throws(VisualFormatError) -> [Predicate] {
        var list: [Predicate] = []
        repeat {
            var predicate = Predicate()
            if consume("==") {
                predicate.relation = .equal
            } else if consume("<=") {
                predicate.relation = .lessThanOrEqual
            } else if consume(">=") {
                predicate.relation = .greaterThanOrEqual
            }
            let start = index
            let name = identifier()
            if !name.isEmpty && metrics[name] == nil {
                guard let view = views[name] as? UIView else {
                    throw VisualFormatError(
                        reason: "\(name) is neither a metric nor a view in the dictionaries", offset: start)
                }
                predicate.view = view
            } else {
                index = start
                predicate.constant = try constant()
            }
            if consume("@") { predicate.priority = UILayoutPriority(Float(try constant())) }
            list.append(predicate)
        } while consume(",")
        guard consume(")") else { throw fail("expected , or ) in the predicate list") }
        return list
    }

    /// A number or a metric's name.
    mutating func constant() throws(VisualFormatError) -> CGFloat {
        let start = index
        let name = identifier()
        if !name.isEmpty {
            guard let value = metrics[name] else {
                throw VisualFormatError(reason: "\(name) is not a key in the metrics dictionary", offset: start)
            }
            switch value {
            case let number as CGFloat: return number
            case let number as Double: return CGFloat(number)
            case let number as Int: return CGFloat(number)
            case let number as Float: return CGFloat(number)
            case let number as NSNumber: return CGFloat(number.doubleValue)
            default:
                throw VisualFormatError(reason: "the metric \(name) is not a number", offset: start)
            }
        }
        var text = ""
        if index < characters.count, characters[index] == "-" || characters[index] == "+" {
            text.append(characters[index])
            index += 1
        }
        while index < characters.count, characters[index].isNumber || characters[index] == "." {
            text.append(characters[index])
            index += 1
        }
        guard let value = Double(text), value.isFinite else {
            index = start
            throw fail("expected a number or a metric name")
        }
        return CGFloat(value)
    }

    /// A name: a letter or `_`, then letters, digits and `_`.
    mutating func identifier() -> String {
        var name = ""
        while index < characters.count {
            let character = characters[index]
            let allowed = character == "_" || character.isLetter || (!name.isEmpty && character.isNumber)
            guard allowed, character.isASCII || character.isLetter else { break }
            name.append(character)
            index += 1
        }
        return name
    }

    var atEnd: Bool { index >= characters.count }

    func peek(_ text: String) -> Bool {
        let expected = Array(text)
        guard index + expected.count <= characters.count else { return false }
        return Array(characters[index..<index + expected.count]) == expected
    }

    mutating func consume(_ text: String) -> Bool {
        guard peek(text) else { return false }
        index += text.count
        return true
    }

    func fail(_ reason: String) -> VisualFormatError { VisualFormatError(reason: reason, offset: index) }

    func name(of view: UIView) -> String { views.first { ($0.value as? UIView) === view }?.key ?? view.debugName }
}
