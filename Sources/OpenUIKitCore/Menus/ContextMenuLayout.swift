import Foundation

/// Where each row of a context menu goes: the menu's elements flattened into actions, section titles and
/// separators, measured in the menu's font.
///
/// Child menus become sections between separators (headed by their title unless they are `.displayInline`);
/// hidden actions are left out; separators never start or end the list or come twice.
@MainActor
struct ContextMenuLayout {
    enum Row {
        case action(UIAction)
        case header(String)
        case separator
    }

    static let font = UIFont.systemFont(ofSize: 14)
    static let headerFont = UIFont.systemFont(ofSize: 12, weight: .semibold)
    static let rowHeight: CGFloat = 28
    static let headerHeight: CGFloat = 24
    static let separatorHeight: CGFloat = 9
    static let verticalPadding: CGFloat = 5
    /// Room left of the titles for the check mark.
    static let leadingInset: CGFloat = 28
    static let trailingInset: CGFloat = 20
    static let minimumWidth: CGFloat = 160

    private(set) var rows: [(row: Row, frame: CGRect)] = []
    private(set) var size = CGSize.zero

    init(menu: UIMenu) {
        var flat: [Row] = []
        if !menu.title.isEmpty { flat.append(.header(menu.title)) }
        Self.flatten(menu.children, into: &flat)
        while case .separator? = flat.last { flat.removeLast() }
        var width = Self.minimumWidth
        var y = Self.verticalPadding
        for row in flat {
            let height: CGFloat
            switch row {
            case .action(let action):
                height = Self.rowHeight
                width = max(width, Self.textWidth(action.title, Self.font))
            case .header(let title):
                height = Self.headerHeight
                width = max(width, Self.textWidth(title, Self.headerFont))
            case .separator:
                height = Self.separatorHeight
            }
            rows.append((row, CGRect(x: 0, y: y, width: 0, height: height)))
            y += height
        }
        for index in rows.indices { rows[index].frame.size.width = width }
        size = CGSize(width: width, height: y + Self.verticalPadding)
    }

    /// Whether the menu has no action to show (it is then not shown at all).
    var isEmpty: Bool {
        !rows.contains { if case .action = $0.row { true } else { false } }
    }

    /// The row an enabled action occupies at `point` (in the menu's coordinates).
    func actionIndex(at point: CGPoint) -> Int? {
        rows.firstIndex { entry in
            guard case .action(let action) = entry.row, !action.attributes.contains(.disabled) else { return false }
            return entry.frame.contains(point)
        }
    }

    /// The enabled action row after (`step` 1) or before (-1) `index`, wrapping around; the first or last from nil.
    func actionIndex(after index: Int?, step: Int) -> Int? {
        let enabled = rows.indices.filter { index in
            if case .action(let action) = rows[index].row { !action.attributes.contains(.disabled) } else { false }
        }
        guard !enabled.isEmpty else { return nil }
        guard let index, let position = enabled.firstIndex(of: index) else {
            return step > 0 ? enabled.first : enabled.last
        }
        return enabled[(position + step + enabled.count) % enabled.count]
    }

    private static func textWidth(_ text: String, _ font: UIFont) -> CGFloat {
        ceil(TextLayout(text: text, font: font, width: nil, maximumLines: 1).size.width) + leadingInset
            + trailingInset
    }

    private static func flatten(_ elements: [UIMenuElement], into rows: inout [Row]) {
        for element in elements {
            if let action = element as? UIAction {
                if !action.attributes.contains(.hidden) { rows.append(.action(action)) }
            } else if let menu = element as? UIMenu {
                var section: [Row] = []
                if !menu.options.contains(.displayInline) && !menu.title.isEmpty { section.append(.header(menu.title)) }
                flatten(menu.children, into: &section)
                guard !section.isEmpty else { continue }
                if !rows.isEmpty, !rows.last!.isSeparator { rows.append(.separator) }
                rows += section
                while rows.last?.isSeparator == true { rows.removeLast() }
                rows.append(.separator)
            }
        }
    }
}

extension ContextMenuLayout.Row {
    var isSeparator: Bool {
        if case .separator = self { true } else { false }
    }
}
