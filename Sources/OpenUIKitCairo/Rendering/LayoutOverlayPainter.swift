import Foundation
import OpenUIKitCore

/// Draws the debugging overlay's layout mode (``LayoutOverlay``) over a window, after the view tree: each view's
/// frame outlined (solid for views constraints place, dotted for views that keep their frame) with its name and
/// size; each constraint as a line with end ticks, labelled with its constant (blue when required, dashed when
/// optional, red and dashed with ✂ when broken); ambiguous views outlined in magenta with "ambiguous"; and a panel
/// with the last recovery from unsatisfiable constraints in words and a legend. Drawing only.
@MainActor
struct LayoutOverlayPainter {
    let context: CGContext

    static let frameColor = UIColor(red: 0.35, green: 0.35, blue: 0.4, alpha: 1)
    static let requiredColor = UIColor(red: 0.05, green: 0.35, blue: 0.95, alpha: 1)
    static let optionalColor = UIColor(red: 0.2, green: 0.6, blue: 0.95, alpha: 1)
    static let brokenColor = UIColor(red: 0.9, green: 0.05, blue: 0.05, alpha: 1)
    static let ambiguousColor = UIColor(red: 0.85, green: 0.0, blue: 0.75, alpha: 1)
    static let font = HitRegionOverlayPainter.labelFont
    static let lineHeight = HitRegionOverlayPainter.lineHeight

    /// Draws the labels the way the hit-region overlay does (a light plate, moved clear of the labels already
    /// drawn this frame, cut with an ellipsis at the window's edge).
    private let labels: HitRegionOverlayPainter

    init(context: CGContext) {
        self.context = context
        labels = HitRegionOverlayPainter(context: context)
    }

    func paint(_ overlay: LayoutOverlay, over window: UIWindow) {
        let scene = overlay.scene(of: window)
        context.saveGState()
        UIGraphicsPushContext(context)
        defer {
            UIGraphicsPopContext()
            context.restoreGState()
        }
        for box in scene.boxes { paintBox(box) }
        for line in scene.lines { paintLine(line) }
        for box in scene.boxes {
            let size = "\(Self.number(box.frame.width))×\(Self.number(box.frame.height))"
            let text = box.isAmbiguous ? "\(box.name) \(size) ambiguous" : "\(box.name) \(size)"
            drawLabel(
                text, near: CGPoint(x: box.frame.minX + 1, y: box.frame.minY + 1),
                ink: box.isAmbiguous ? Self.ambiguousColor : Self.frameColor, in: window.bounds)
        }
        for line in scene.lines {
            let middle = CGPoint(x: (line.start.x + line.end.x) / 2, y: (line.start.y + line.end.y) / 2)
            let ink = line.isBroken ? Self.brokenColor : line.isRequired ? Self.requiredColor : Self.optionalColor
            drawLabel(
                line.isBroken ? "✂ " + line.label : line.label,
                near: CGPoint(x: middle.x + 2, y: middle.y - Self.lineHeight / 2), ink: ink, in: window.bounds)
        }
        paintPanel(scene.recovery, in: window.bounds)
    }

    private func paintBox(_ box: LayoutOverlay.Scene.Box) {
        let colour = box.isAmbiguous ? Self.ambiguousColor : Self.frameColor
        context.setStrokeColor(colour.withAlphaComponent(box.isAmbiguous ? 1 : 0.7).cgColor)
        context.setLineWidth(box.isAmbiguous ? 2 : 1)
        context.setLineDash(phase: 0, lengths: box.isConstraintBased || box.isAmbiguous ? [] : [1, 2])
        context.stroke(box.frame.insetBy(dx: 0.5, dy: 0.5))
        context.setLineDash(phase: 0, lengths: [])
    }

    private func paintLine(_ line: LayoutOverlay.Scene.Line) {
        let colour = line.isBroken ? Self.brokenColor : line.isRequired ? Self.requiredColor : Self.optionalColor
        context.setStrokeColor(colour.cgColor)
        context.setLineWidth(line.isBroken ? 2 : 1.5)
        context.setLineDash(phase: 0, lengths: line.isBroken ? [5, 3] : line.isRequired ? [] : [3, 2])
        context.beginPath()
        context.move(to: line.start)
        context.addLine(to: line.end)
        // Ticks across both ends, so a line is readable where it meets an edge.
        let dx = line.end.x - line.start.x
        let dy = line.end.y - line.start.y
        let length = max((dx * dx + dy * dy).squareRoot(), 0.001)
        let normal = CGPoint(x: -dy / length * 3, y: dx / length * 3)
        for end in [line.start, line.end] {
            context.move(to: CGPoint(x: end.x - normal.x, y: end.y - normal.y))
            context.addLine(to: CGPoint(x: end.x + normal.x, y: end.y + normal.y))
        }
        context.strokePath()
        context.setLineDash(phase: 0, lengths: [])
    }

    /// The panel along the top: the last recovery in words (wrapped to the window), then the legend.
    private func paintPanel(_ recovery: [String], in bounds: CGRect) {
        let attributes: [NSAttributedString.Key: Any] = [.font: Self.font, .foregroundColor: UIColor.white]
        var lines: [String] = []
        for sentence in recovery {
            // A sentence's own indent (a listed constraint) is kept; its continuation lines go further in.
            let indent = String(sentence.prefix { $0 == " " })
            var line = indent
            for word in sentence.dropFirst(indent.count).split(separator: " ").map(String.init) {
                let candidate = line == indent ? line + word : line + " " + word
                if line != indent, candidate.size(withAttributes: attributes).width > bounds.width - 8 {
                    lines.append(line)
                    line = indent + "    " + word
                } else {
                    line = candidate
                }
            }
            lines.append(line)
        }
        lines.append("▭ frame (dotted: kept) · ━ required · ┅ optional · ✂ broken · magenta: ambiguous")
        let height = CGFloat(lines.count) * Self.lineHeight + 4
        let panel = CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
        context.setFillColor(UIColor(white: 0, alpha: 0.72).cgColor)
        context.fill(panel)
        for (index, line) in lines.enumerated() {
            let ink = index < lines.count - 1 ? UIColor(red: 1, green: 0.75, blue: 0.7, alpha: 1) : UIColor.white
            line.draw(
                at: CGPoint(x: panel.minX + 4, y: panel.minY + 2 + CGFloat(index) * Self.lineHeight),
                withAttributes: [.font: Self.font, .foregroundColor: ink])
        }
    }

    /// A whole number without a fraction, else one decimal.
    static func number(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", Double(value))
    }

    private func drawLabel(_ text: String, near point: CGPoint, ink: UIColor, in bounds: CGRect) {
        labels.drawLabel(text, near: point, ink: ink, in: bounds)
    }
}
