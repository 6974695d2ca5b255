import Foundation

/// A standard accessory of a list cell: a chevron, a check mark, the editing controls, a reorder grip, an outline
/// disclosure, a text.
///
/// Mirrors `UICellAccessory`. Give a ``UICollectionViewListCell`` its ``UICollectionViewListCell/accessories``; each
/// shows while its ``displayedState`` matches the collection view's `isEditing`. The delete, insert, multiselect and
/// outline-disclosure accessories sit at the leading edge (before the indentation's content), the others at the
/// trailing edge, each side in the array's order from the outside in for leading ones and from the content out for
/// trailing ones. A tap on the delete accessory runs its handler, or (with none) reveals the row's trailing swipe
/// actions, as in UIKit; a tap on the insert, detail or outline-disclosure accessory runs its handler.
///
/// Differences: no `customView`, `popUpMenu` or `insert`'s default action; an outline disclosure without a handler
/// does nothing (there are no section snapshots to expand); options' `reservedLayoutWidth` is stored only.
public struct UICellAccessory: Sendable {
    /// Mirrors `UICellAccessory.DisplayedState`.
    public enum DisplayedState: Sendable {
        case always, whenEditing, whenNotEditing
    }

    /// Mirrors `UICellAccessory.LayoutDimension`.
    public enum LayoutDimension: Sendable, Equatable {
        case actual, standard
        case custom(CGFloat)
    }

    /// Mirrors `UICellAccessory.ActionHandler`.
    public typealias ActionHandler = @MainActor () -> Void

    /// The options the standard accessories take. UIKit gives each accessory its own struct; OpenUIKit's are one
    /// struct under each of UIKit's names, with the union of their fields, so UIKit's initializer calls compile.
    public struct Options: Sendable {
        /// Mirrors `UICellAccessory.OutlineDisclosureOptions.Style`.
        public enum Style: Sendable {
            case automatic, header, cell
        }

        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public var backgroundColor: UIColor?
        public var showsVerticalSeparator = true
        public var style: Style = .automatic

        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
            backgroundColor: UIColor? = nil, showsVerticalSeparator: Bool = true
        ) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
            self.showsVerticalSeparator = showsVerticalSeparator
        }

        /// The outline disclosure's options.
        public init(
            style: Style, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil
        ) {
            self.init(isHidden: isHidden, reservedLayoutWidth: reservedLayoutWidth, tintColor: tintColor)
            self.style = style
        }
    }

    public typealias DisclosureIndicatorOptions = Options
    public typealias CheckmarkOptions = Options
    public typealias DeleteOptions = Options
    public typealias InsertOptions = Options
    public typealias ReorderOptions = Options
    public typealias MultiselectOptions = Options
    public typealias OutlineDisclosureOptions = Options
    public typealias LabelOptions = Options
    public typealias DetailOptions = Options

    enum Kind: Sendable, Equatable {
        case disclosureIndicator, checkmark, delete, insert, reorder, multiselect, outlineDisclosure, detail
        case label(String)

        var isLeading: Bool {
            switch self {
            case .delete, .insert, .multiselect, .outlineDisclosure: true
            default: false
            }
        }
    }

    let kind: Kind
    public var displayedState: DisplayedState
    public var isHidden: Bool
    public var reservedLayoutWidth: LayoutDimension
    public var tintColor: UIColor?
    let actionHandler: ActionHandler?

    private init(_ kind: Kind, _ displayed: DisplayedState, _ options: Options, _ handler: ActionHandler? = nil) {
        self.kind = kind
        displayedState = displayed
        isHidden = options.isHidden ?? false
        reservedLayoutWidth = options.reservedLayoutWidth ?? .standard
        tintColor = options.tintColor
        actionHandler = handler
    }

    public static func disclosureIndicator(
        displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = .init()
    ) -> UICellAccessory {
        UICellAccessory(.disclosureIndicator, displayed, options)
    }

    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = .init())
        -> UICellAccessory
    {
        UICellAccessory(.checkmark, displayed, options)
    }

    public static func delete(
        displayed: DisplayedState = .whenEditing, options: DeleteOptions = .init(),
        actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(.delete, displayed, options, actionHandler)
    }

    public static func insert(
        displayed: DisplayedState = .whenEditing, options: InsertOptions = .init(),
        actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(.insert, displayed, options, actionHandler)
    }

    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = .init())
        -> UICellAccessory
    {
        UICellAccessory(.reorder, displayed, options)
    }

    public static func multiselect(displayed: DisplayedState = .whenEditing, options: MultiselectOptions = .init())
        -> UICellAccessory
    {
        UICellAccessory(.multiselect, displayed, options)
    }

    public static func outlineDisclosure(
        displayed: DisplayedState = .always, options: OutlineDisclosureOptions = .init(),
        actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(.outlineDisclosure, displayed, options, actionHandler)
    }

    public static func detail(
        displayed: DisplayedState = .always, options: DetailOptions = .init(), actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(.detail, displayed, options, actionHandler)
    }

    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = .init())
        -> UICellAccessory
    {
        UICellAccessory(.label(text), displayed, options)
    }

    /// Whether the accessory shows in a collection view that is (or is not) editing.
    func isShown(editing: Bool) -> Bool {
        guard !isHidden else { return false }
        switch displayedState {
        case .always: return true
        case .whenEditing: return editing
        case .whenNotEditing: return !editing
        }
    }
}
