import Foundation

/// One ``UICellAccessory`` of a list cell, drawn (OpenUIKit's own flat drawings, not Apple's artwork) and, for the
/// accessories that act, tapped. A tap it takes stays its own: the collection view does not highlight or select
/// the row for it, as UIKit's accessory buttons keep their touches.
@MainActor
final class ListCellAccessoryView: UIView {
    let accessory: UICellAccessory
    /// Runs the accessory's action (the cell decides what it is).
    var onTap: (() -> Void)?
    /// Whether the row is selected (the multiselect circle fills).
    var isRowSelected = false {
        didSet { if isRowSelected != oldValue { setNeedsDisplay() } }
    }
    private var label: UILabel?
    private var glyph: TableCellAccessoryView?

    init(_ accessory: UICellAccessory) {
        self.accessory = accessory
        super.init(frame: .zero)
        isOpaque = false
        backgroundColor = nil
        isUserInteractionEnabled = acts
        switch accessory.kind {
        case .label(let text):
            let label = UILabel()
            label.text = text
            label.font = .systemFont(ofSize: 17)
            label.textColor = .secondaryLabel
            addSubview(label)
            self.label = label
        case .disclosureIndicator, .checkmark, .detail:
            // The table's drawings of the same accessories.
            let glyph = TableCellAccessoryView()
            glyph.type =
                accessory.kind == .disclosureIndicator
                ? .disclosureIndicator : accessory.kind == .checkmark ? .checkmark : .detailButton
            if let tint = accessory.tintColor { glyph.tintColor = tint }
            addSubview(glyph)
            self.glyph = glyph
        default:
            break
        }
    }

    required init?(coder: NSCoder) {
        accessory = .disclosureIndicator()
        super.init(coder: coder)
    }

    /// Whether a tap on the accessory does something.
    var acts: Bool {
        switch accessory.kind {
        case .delete, .insert, .detail, .outlineDisclosure: true
        default: false
        }
    }

    /// The width the accessory takes in the row, padding included.
    var width: CGFloat {
        switch accessory.kind {
        case .disclosureIndicator: 24
        case .checkmark: 30
        case .detail: 38
        case .delete, .insert, .multiselect: 44
        case .reorder: 44
        case .outlineDisclosure: 32
        case .label: (label?.sizeThatFits(CGSize(width: 200, height: 0)).width ?? 0) + 12
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label?.frame = CGRect(x: 0, y: 0, width: max(0, bounds.width - 12), height: bounds.height)
        if let glyph {
            let width = TableCellAccessoryView.width(for: glyph.type)
            glyph.frame = CGRect(x: 4, y: 0, width: width, height: bounds.height)
        }
    }

    override func draw(_ rect: CGRect) {
        let centre = CGPoint(x: bounds.midX, y: bounds.midY)
        let disc = CGRect(x: centre.x - 11, y: centre.y - 11, width: 22, height: 22)
        switch accessory.kind {
        case .delete, .insert:
            let isDelete = accessory.kind == .delete
            ControlDrawing.fill(
                UIBezierPath(ovalIn: disc), accessory.tintColor ?? (isDelete ? .systemRed : .systemGreen))
            ControlDrawing.fill(
                UIBezierPath(rect: CGRect(x: centre.x - 6, y: centre.y - 1, width: 12, height: 2)), .white)
            if !isDelete {
                ControlDrawing.fill(
                    UIBezierPath(rect: CGRect(x: centre.x - 1, y: centre.y - 6, width: 2, height: 12)), .white)
            }
        case .multiselect:
            if isRowSelected {
                ControlDrawing.fill(UIBezierPath(ovalIn: disc), accessory.tintColor ?? .systemBlue)
                let tick = UIBezierPath()
                tick.move(to: CGPoint(x: centre.x - 5, y: centre.y))
                tick.addLine(to: CGPoint(x: centre.x - 1.5, y: centre.y + 3.5))
                tick.addLine(to: CGPoint(x: centre.x + 5, y: centre.y - 4))
                ControlDrawing.stroke(tick, .white, width: 2)
            } else {
                ControlDrawing.stroke(UIBezierPath(ovalIn: disc.insetBy(dx: 0.75, dy: 0.75)), .systemGray3, width: 1.5)
            }
        case .reorder:
            for line in -1...1 {
                let y = centre.y + CGFloat(line) * 5
                ControlDrawing.fill(
                    UIBezierPath(rect: CGRect(x: centre.x - 9, y: y - 0.75, width: 18, height: 1.5)), .systemGray2)
            }
        case .outlineDisclosure:
            let chevron = UIBezierPath()
            chevron.move(to: CGPoint(x: centre.x - 3, y: centre.y - 6))
            chevron.addLine(to: CGPoint(x: centre.x + 3, y: centre.y))
            chevron.addLine(to: CGPoint(x: centre.x - 3, y: centre.y + 6))
            ControlDrawing.stroke(chevron, accessory.tintColor ?? ControlDrawing.tint, width: 2)
        case .disclosureIndicator, .checkmark, .detail, .label:
            break
        }
    }

    // The accessory keeps its touches: no super, so the collection view never sees them as a tap on the row.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
        onTap?()
    }
}
