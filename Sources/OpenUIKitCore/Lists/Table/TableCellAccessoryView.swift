import Foundation

/// Draws a cell's standard accessory (``UITableViewCell/AccessoryType``): a chevron, a check mark, an info button
/// or an info button with a chevron. OpenUIKit's own flat drawings, not Apple's artwork.
@MainActor
final class TableCellAccessoryView: UIView {
    var type: UITableViewCell.AccessoryType = .none {
        didSet { if type != oldValue { setNeedsDisplay() } }
    }

    init() {
        super.init(frame: .zero)
        isOpaque = false
        backgroundColor = nil
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
        isUserInteractionEnabled = false
    }

    /// The width the accessory takes.
    static func width(for type: UITableViewCell.AccessoryType) -> CGFloat {
        switch type {
        case .none: 0
        case .disclosureIndicator: 8
        case .checkmark: 14
        case .detailButton: 22
        case .detailDisclosureButton: 22 + 12 + 8
        }
    }

    override func draw(_ rect: CGRect) {
        let middle = bounds.midY
        switch type {
        case .none:
            break
        case .disclosureIndicator:
            chevron(at: bounds.maxX - 8, middle)
        case .checkmark:
            let path = UIBezierPath()
            path.move(to: CGPoint(x: bounds.minX + 1, y: middle))
            path.addLine(to: CGPoint(x: bounds.minX + 5, y: middle + 5))
            path.addLine(to: CGPoint(x: bounds.minX + 13, y: middle - 6))
            ControlDrawing.stroke(path, tintColor ?? ControlDrawing.tint, width: 2)
        case .detailButton:
            info(at: CGPoint(x: bounds.minX + 11, y: middle))
        case .detailDisclosureButton:
            info(at: CGPoint(x: bounds.minX + 11, y: middle))
            chevron(at: bounds.maxX - 8, middle)
        }
    }

    private func chevron(at x: CGFloat, _ middle: CGFloat) {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: x + 1, y: middle - 6))
        path.addLine(to: CGPoint(x: x + 7, y: middle))
        path.addLine(to: CGPoint(x: x + 1, y: middle + 6))
        ControlDrawing.stroke(path, .tertiaryLabel, width: 2)
    }

    private func info(at centre: CGPoint) {
        let tint = tintColor ?? ControlDrawing.tint
        ControlDrawing.stroke(
            UIBezierPath(ovalIn: CGRect(x: centre.x - 10, y: centre.y - 10, width: 20, height: 20)), tint, width: 1.5)
        ControlDrawing.fill(
            UIBezierPath(ovalIn: CGRect(x: centre.x - 1.25, y: centre.y - 6, width: 2.5, height: 2.5)), tint)
        ControlDrawing.fill(UIBezierPath(rect: CGRect(x: centre.x - 1, y: centre.y - 2, width: 2, height: 8)), tint)
    }
}
