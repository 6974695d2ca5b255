@_spi(Accessibility) import OpenUIKitCore

/// AT-SPI's role numbers (at-spi2-core's `AtspiRole`) for the roles OpenUIKit publishes, and which one each object
/// gets: from its class where UIKit's traits do not tell (windows, sliders, text fields), else from its traits.
enum ATSPIRole: UInt32 {
    case alert = 2
    case frame = 23
    case image = 27
    case label = 29
    case list = 31
    case listItem = 32
    case pageTab = 37
    case pageTabList = 38
    case panel = 39
    case pushButton = 43
    case slider = 51
    case spinButton = 52
    case toggleButton = 62
    case application = 75
    case entry = 79
    case heading = 83
    case link = 88

    /// The role name clients show (at-spi2-core's names).
    var name: String {
        switch self {
        case .alert: "alert"
        case .frame: "frame"
        case .image: "image"
        case .label: "label"
        case .list: "list"
        case .listItem: "list item"
        case .pageTab: "page tab"
        case .pageTabList: "page tab list"
        case .panel: "panel"
        case .pushButton: "push button"
        case .slider: "slider"
        case .spinButton: "spin button"
        case .toggleButton: "toggle button"
        case .application: "application"
        case .entry: "entry"
        case .heading: "heading"
        case .link: "link"
        }
    }

    @MainActor
    static func of(_ object: AnyObject) -> ATSPIRole {
        switch object {
        case is UIWindow: return .frame
        case is UISegmentedControl: return .pageTabList
        case is UISlider, is UIPageControl: return .slider
        case is UIStepper: return .spinButton
        case is UITextField: return .entry
        case is UITableViewCell, is UICollectionViewListCell, is AccessibilityRowElement: return .listItem
        case is AccessibilityList: return .list
        default: break
        }
        guard let responder = object as? UIResponder else { return .panel }
        if responder.accessibilityViewIsModal { return .alert }
        if responder.atspiContainer is UISegmentedControl { return .pageTab }
        let traits = responder.accessibilityTraits
        if traits.contains(.toggleButton) { return .toggleButton }
        if traits.contains(.link) { return .link }
        if traits.contains(.button) { return .pushButton }
        if traits.contains(.searchField) || traits.contains(.supportsTextEntry) { return .entry }
        if traits.contains(.adjustable) { return .slider }
        if traits.contains(.header) { return .heading }
        if traits.contains(.image) { return .image }
        return responder.isAccessibilityElement ? .label : .panel
    }
}

/// AT-SPI's state numbers (at-spi2-core's `AtspiStateType`) that OpenUIKit reports.
enum ATSPIState: UInt32 {
    case active = 1
    case checked = 4
    case editable = 7
    case enabled = 8
    case focusable = 11
    case focused = 12
    case horizontal = 14
    case modal = 16
    case selectable = 22
    case selected = 23
    case sensitive = 24
    case showing = 25
    case singleLine = 26
    case visible = 30
    case checkable = 41

    /// The states as AT-SPI sends them: a bit set over two 32-bit words.
    static func bits(_ states: Set<ATSPIState>) -> [UInt32] {
        var words: [UInt32] = [0, 0]
        for state in states { words[Int(state.rawValue / 32)] |= 1 << (state.rawValue % 32) }
        return words
    }

    /// The name AT-SPI's StateChanged event uses.
    var eventName: String {
        switch self {
        case .active: "active"
        case .checked: "checked"
        case .editable: "editable"
        case .enabled: "enabled"
        case .focusable: "focusable"
        case .focused: "focused"
        case .horizontal: "horizontal"
        case .modal: "modal"
        case .selectable: "selectable"
        case .selected: "selected"
        case .sensitive: "sensitive"
        case .showing: "showing"
        case .singleLine: "single-line"
        case .visible: "visible"
        case .checkable: "checkable"
        }
    }

    @MainActor
    static func of(_ object: AnyObject) -> Set<ATSPIState> {
        var states: Set<ATSPIState> = [.visible, .showing]
        if let window = object as? UIWindow {
            if window.isKeyWindow { states.insert(.active) }
            if window.isHidden { states.subtract([.visible, .showing]) }
            return states.union([.enabled, .sensitive])
        }
        guard let responder = object as? UIResponder else { return states }
        let traits = responder.accessibilityTraits
        if !traits.contains(.notEnabled) { states.formUnion([.enabled, .sensitive]) }
        if traits.contains(.selected) { states.insert(.selected) }
        if responder.accessibilityViewIsModal { states.insert(.modal) }
        if responder.atspiContainer is UISegmentedControl || object is UITableViewCell
            || object is UICollectionViewCell
        {
            states.insert(.selectable)
        }
        if let row = object as? AccessibilityRowElement {
            // A row off screen would be visible once scrolled in, but is not showing.
            states.insert(.selectable)
            if !row.isRowOnScreen { states.remove(.showing) }
        }
        if let view = object as? UIView {
            if view.canBecomeFocused { states.insert(.focusable) }
            if view.isFocused || view.isFirstResponder { states.insert(.focused) }
        }
        if let toggle = object as? UISwitch {
            states.insert(.checkable)
            if toggle.isOn { states.insert(.checked) }
        }
        if object is UITextField { states.formUnion([.editable, .singleLine]) }
        if object is UISlider || object is UIPageControl { states.insert(.horizontal) }
        return states
    }
}

extension UIResponder {
    /// An accessibility element's container, or nil for views and other responders.
    var atspiContainer: AnyObject? { (self as? UIAccessibilityElement)?.accessibilityContainer }
}
