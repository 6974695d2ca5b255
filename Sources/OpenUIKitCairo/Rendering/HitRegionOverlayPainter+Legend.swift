import Foundation
import OpenUIKitCore

/// The overlay's legend: one entry per kind of mark, drawn as the overlay draws it, then its meaning, in rows at
/// the foot of the panel, so the overlay reads without the docs.
extension HitRegionOverlayPainter {
    /// The legend's entries: each mark as the overlay draws it, and what it means.
    private var legend: [(text: String, swatch: (CGRect) -> Void)] {
        [
            (
                "touchable",
                { box in
                    context.setFillColor(Self.palette[0].withAlphaComponent(0.5).cgColor)
                    context.fill(box)
                }
            ),
            (
                "unreachable part",
                { box in
                    context.setFillColor(UIColor.white.cgColor)
                    context.fill(box)
                    context.clip(to: box)
                    context.setStrokeColor(Self.unreachableColor.cgColor)
                    context.setLineWidth(1.5)
                    context.beginPath()
                    for offset in stride(from: -6.0, through: 12.0, by: 5.0) {
                        context.move(to: CGPoint(x: box.minX + offset, y: box.maxY))
                        context.addLine(to: CGPoint(x: box.minX + offset + 9, y: box.minY))
                    }
                    context.strokePath()
                }
            ),
            (
                "⊘ blocked (why)",
                { box in
                    context.setStrokeColor(UIColor(white: 0.75, alpha: 1).cgColor)
                    context.setLineDash(phase: 0, lengths: [3, 2])
                    context.stroke(box.insetBy(dx: 1, dy: 1))
                }
            ),
            (
                "⚠ trap",
                { box in
                    context.setStrokeColor(Self.trapColor.cgColor)
                    context.setLineWidth(2)
                    context.setLineDash(phase: 0, lengths: [3, 2])
                    context.stroke(box.insetBy(dx: 1, dy: 1))
                }
            ),
            (
                "control",
                { box in
                    context.setFillColor(UIColor.white.cgColor)
                    addQuad([
                        CGPoint(x: box.midX, y: box.minY), CGPoint(x: box.maxX - 2, y: box.midY),
                        CGPoint(x: box.midX, y: box.maxY), CGPoint(x: box.minX + 2, y: box.midY),
                    ])
                    context.fillPath()
                }
            ),
            (
                "last touch: chosen / passed through",
                { box in
                    context.setStrokeColor(Self.pathColor.cgColor)
                    context.setLineWidth(3)
                    context.stroke(box.insetBy(dx: 1.5, dy: 1.5))
                }
            ),
            (
                "missed",
                { box in
                    context.setStrokeColor(UIColor(white: 0.8, alpha: 1).cgColor)
                    context.setLineDash(phase: 0, lengths: [2, 2])
                    context.stroke(box.insetBy(dx: 1, dy: 1))
                }
            ),
        ]
    }

    /// Where each legend entry goes, left to right in rows no wider than `width`, and the number of rows.
    func layOutLegend(width: CGFloat) -> (positions: [CGPoint], rows: Int) {
        let attributes: [NSAttributedString.Key: Any] = [.font: Self.labelFont]
        var positions: [CGPoint] = []
        var x: CGFloat = 0
        var row = 0
        for entry in legend {
            let entryWidth = 14 + entry.text.size(withAttributes: attributes).width
            if x > 0, x + entryWidth > width {
                x = 0
                row += 1
            }
            positions.append(CGPoint(x: x, y: CGFloat(row) * Self.lineHeight))
            x += entryWidth + 10
        }
        return (positions, row + 1)
    }

    func paintLegend(at origin: CGPoint, positions: [CGPoint]) {
        let attributes: [NSAttributedString.Key: Any] = [.font: Self.labelFont, .foregroundColor: UIColor.white]
        for (entry, position) in zip(legend, positions) {
            let at = CGPoint(x: origin.x + position.x, y: origin.y + position.y)
            context.saveGState()
            entry.swatch(CGRect(x: at.x, y: at.y + 1, width: 12, height: 9))
            context.restoreGState()
            entry.text.draw(at: CGPoint(x: at.x + 14, y: at.y), withAttributes: attributes)
        }
    }
}
