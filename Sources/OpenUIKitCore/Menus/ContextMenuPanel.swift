import Foundation

/// The drawn part of an open context menu: a rounded card with one row per action, section titles and
/// separators, the highlighted row filled with the tint colour. The toolkit's own flat look.
@MainActor
final class ContextMenuPanel: UIView {
    let layout: ContextMenuLayout
    /// The row drawn highlighted (an index into ``ContextMenuLayout/rows``).
    var highlightedIndex: Int? {
        didSet { if highlightedIndex != oldValue { setNeedsDisplay() } }
    }

    /// Toolkit-internal: never made from an archive.
    required init?(coder: NSCoder) { return nil }

    init(layout: ContextMenuLayout) {
        self.layout = layout
        super.init(frame: CGRect(origin: .zero, size: layout.size))
        // Touches go to the menu view behind, which tracks them over the rows.
        isUserInteractionEnabled = false
        backgroundColor = UIColor(white: 0.985, alpha: 1)
        layer.cornerRadius = 8
        layer.borderWidth = 0.5
        layer.borderColor = UIColor.separator.cgColor
        layer.shadowOpacity = 0.18
        layer.shadowRadius = 8
        layer.shadowOffset = CGSize(width: 0, height: 3)
    }

    override func draw(_ rect: CGRect) {
        for (index, entry) in layout.rows.enumerated() {
            let frame = entry.frame
            switch entry.row {
            case .action(let action):
                let highlighted = index == highlightedIndex
                if highlighted {
                    ControlDrawing.fill(
                        UIBezierPath(roundedRect: frame.insetBy(dx: 4, dy: 1), cornerRadius: 5), ControlDrawing.tint)
                }
                let color: UIColor =
                    highlighted
                    ? .white
                    : action.attributes.contains(.disabled)
                        ? .tertiaryLabel : action.attributes.contains(.destructive) ? .systemRed : .label
                let mark = action.state == .on ? "✓" : action.state == .mixed ? "–" : ""
                ControlDrawing.drawText(
                    mark, font: ContextMenuLayout.font, color: color,
                    in: CGRect(x: 0, y: frame.minY, width: ContextMenuLayout.leadingInset, height: frame.height))
                ControlDrawing.drawText(
                    action.title, font: ContextMenuLayout.font, color: color,
                    in: CGRect(
                        x: ContextMenuLayout.leadingInset, y: frame.minY,
                        width: frame.width - ContextMenuLayout.leadingInset - ContextMenuLayout.trailingInset / 2,
                        height: frame.height),
                    alignment: .left)
            case .header(let title):
                ControlDrawing.drawText(
                    title, font: ContextMenuLayout.headerFont, color: .secondaryLabel,
                    in: CGRect(
                        x: ContextMenuLayout.leadingInset, y: frame.minY,
                        width: frame.width - ContextMenuLayout.leadingInset, height: frame.height),
                    alignment: .left)
            case .separator:
                ControlDrawing.fill(
                    UIBezierPath(rect: CGRect(x: 0, y: frame.midY - 0.5, width: frame.width, height: 1)), .separator)
            }
        }
    }
}
