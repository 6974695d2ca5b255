import Foundation
import OpenUIKitCore

/// Draws the hit-region overlay (``HitRegionOverlay``) over a window, after the view tree: each view's touchable
/// area (translucent fill and outline, a colour per view; cells where an ancestor or the view's own
/// `point(inside:)` cuts it off hatched in red), blocked views dashed in grey with the reason, traps (a covered view,
/// one outside its superview, one of zero size) outlined in orange with a ⚠ and the cause, controls marked with a
/// diamond, recognizers and their live states, the last touch's hit-test path (chosen view thick, missed views
/// dashed), live touches as circles with their names, and a panel with the path, the responder chain, the warnings
/// and a legend. Labels sit on a light plate, never over one another and never past the window's edge. Views whose
/// interaction is off only because their type wants it so (labels, image views with nothing interactive inside)
/// are left out: they are not traps. Drawing only: it reads the tree and changes nothing.
@MainActor
struct HitRegionOverlayPainter {
    let context: CGContext

    static let palette: [UIColor] = [
        UIColor(red: 0.12, green: 0.47, blue: 0.95, alpha: 1), UIColor(red: 0.1, green: 0.6, blue: 0.3, alpha: 1),
        UIColor(red: 0.6, green: 0.25, blue: 0.85, alpha: 1), UIColor(red: 0.0, green: 0.55, blue: 0.6, alpha: 1),
        UIColor(red: 0.8, green: 0.2, blue: 0.55, alpha: 1), UIColor(red: 0.45, green: 0.45, blue: 0.1, alpha: 1),
    ]
    static let blockedColor = UIColor(white: 0.45, alpha: 1)
    static let unreachableColor = UIColor(red: 0.9, green: 0.05, blue: 0.05, alpha: 1)
    static let trapColor = UIColor(red: 0.95, green: 0.45, blue: 0.0, alpha: 1)
    static let pathColor = UIColor(red: 0.0, green: 0.75, blue: 0.2, alpha: 1)
    static let labelFont = UIFont.systemFont(ofSize: 9)
    static let lineHeight: CGFloat = 11

    /// Label rectangles already drawn this frame, so that later labels move clear of them.
    private final class Placed {
        var rects: [CGRect] = []
    }
    private let placed = Placed()

    init(context: CGContext) {
        self.context = context
    }

    func paint(_ overlay: HitRegionOverlay, over window: UIWindow) {
        let (map, warnings) = overlay.prepareFrame(of: window)
        context.saveGState()
        UIGraphicsPushContext(context)
        defer {
            UIGraphicsPopContext()
            context.restoreGState()
        }
        let shown = map.regions.enumerated().filter { !$0.element.isQuiet }
        for (index, region) in shown { paintArea(region, colour: colour(index)) }
        for (index, region) in shown { paintOutline(region, colour: colour(index)) }
        // The path leaves out the quiet views it skipped (a caption the point crossed is no news).
        let quiet = Set(map.regions.filter(\.isQuiet).map(\.name))
            .subtracting(map.regions.filter { !$0.isQuiet }.map(\.name))
        let steps = overlay.lastHitTest?.steps.filter {
            $0.verdict != .skippedUserInteractionDisabled || !quiet.contains($0.name)
        }
        if let steps { paintPath(steps) }
        for touch in overlay.touches { paintTouch(touch.name, at: touch.location, in: window.bounds) }
        for (index, region) in shown { paintLabel(region, colour: colour(index), in: window.bounds) }
        paintPanel(overlay, path: steps ?? [], warnings: warnings, in: window.bounds)
    }

    /// A colour per view, in tree order: siblings, and a view and the one covering it, differ.
    private func colour(_ index: Int) -> UIColor {
        Self.palette[index % Self.palette.count]
    }

    func addQuad(_ corners: [CGPoint]) {
        context.beginPath()
        context.move(to: corners[0])
        for corner in corners.dropFirst() { context.addLine(to: corner) }
        context.closePath()
    }

    private func paintArea(_ region: HitRegionMap.Region, colour: UIColor) {
        guard region.blocked == nil else { return }
        context.setFillColor(colour.withAlphaComponent(0.16).cgColor)
        if region.isExactlyBounds {
            addQuad(region.corners)
            context.fillPath()
        } else {
            for cell in region.reachable { context.fill(cell) }
        }
        // Unreachable cells are hatched in opaque red, which stays red over any colour beneath.
        guard !region.unreachable.isEmpty else { return }
        context.saveGState()
        context.beginPath()
        for cell in region.unreachable { context.addRect(cell) }
        context.clip()
        let box = region.unreachable.reduce(region.unreachable[0]) { $0.union($1) }
        context.setStrokeColor(Self.unreachableColor.cgColor)
        context.setLineWidth(1.5)
        var x = box.minX - box.height
        context.beginPath()
        while x < box.maxX {
            context.move(to: CGPoint(x: x, y: box.maxY))
            context.addLine(to: CGPoint(x: x + box.height, y: box.minY))
            x += 6
        }
        context.strokePath()
        context.restoreGState()
    }

    private func paintOutline(_ region: HitRegionMap.Region, colour: UIColor) {
        let blocked = region.blocked != nil
        if region.hasZeroSize {
            // Nothing to outline: a cross marks where the view is.
            let at = region.corners[0]
            context.setStrokeColor(Self.trapColor.cgColor)
            context.setLineWidth(2)
            context.beginPath()
            context.move(to: CGPoint(x: at.x - 5, y: at.y - 5))
            context.addLine(to: CGPoint(x: at.x + 5, y: at.y + 5))
            context.move(to: CGPoint(x: at.x + 5, y: at.y - 5))
            context.addLine(to: CGPoint(x: at.x - 5, y: at.y + 5))
            context.strokePath()
            return
        }
        let trap = !region.traps.isEmpty
        context.setStrokeColor((trap ? Self.trapColor : blocked ? Self.blockedColor : colour).cgColor)
        context.setLineWidth(trap ? 2 : 1)
        context.setLineDash(phase: 0, lengths: blocked || trap ? [4, 3] : [])
        addQuad(region.corners)
        context.strokePath()
        context.setLineDash(phase: 0, lengths: [])
        if region.isControl {
            let origin = region.corners[0]
            context.setFillColor((blocked ? Self.blockedColor : colour).cgColor)
            addQuad([
                CGPoint(x: origin.x + 5, y: origin.y + 1), CGPoint(x: origin.x + 9, y: origin.y + 5),
                CGPoint(x: origin.x + 5, y: origin.y + 9), CGPoint(x: origin.x + 1, y: origin.y + 5),
            ])
            context.fillPath()
        }
    }

    /// The region's label: name, why it is blocked, the trap, recognizers.
    private func paintLabel(_ region: HitRegionMap.Region, colour: UIColor, in bounds: CGRect) {
        var label = region.isControl ? "   " + region.name : region.name
        if let blocked = region.blocked, blocked.hasPrefix(region.name) {
            label += " ⊘ " + blocked.dropFirst(region.name.count + 5)
        }
        for trap in region.traps { label += " ⚠ " + trap.label }
        if !region.recognizers.isEmpty { label += " [" + region.recognizers.joined(separator: ", ") + "]" }
        let ink = !region.traps.isEmpty ? Self.trapColor : region.blocked != nil ? Self.blockedColor : colour
        let origin = region.corners.reduce(region.corners[0]) { CGPoint(x: min($0.x, $1.x), y: min($0.y, $1.y)) }
        drawLabel(
            label, near: CGPoint(x: origin.x + 1, y: origin.y + (region.hasZeroSize ? 6 : 0)), ink: ink,
            in: bounds)
    }

    /// Draws `text` on a light plate at `point`, moved down clear of the labels already drawn and kept inside
    /// `bounds` (a long label is cut with an ellipsis rather than run past the edge).
    func drawLabel(_ text: String, near point: CGPoint, ink: UIColor, in bounds: CGRect) {
        let attributes: [NSAttributedString.Key: Any] = [.font: Self.labelFont, .foregroundColor: ink]
        var base = text
        var shown = text
        var size = shown.size(withAttributes: attributes)
        while size.width > bounds.width - 6, base.count > 1 {
            base.removeLast(min(base.count - 1, 3))
            shown = base + "…"
            size = shown.size(withAttributes: attributes)
        }
        var rect = CGRect(
            x: min(max(point.x, bounds.minX + 2), bounds.maxX - size.width - 2),
            y: min(max(point.y, bounds.minY), bounds.maxY - Self.lineHeight), width: size.width + 2,
            height: Self.lineHeight)
        for _ in 0..<12 where placed.rects.contains(where: { $0.intersects(rect) }) {
            rect.origin.y += Self.lineHeight
            if rect.maxY > bounds.maxY { rect.origin.y = max(bounds.minY, point.y - Self.lineHeight) }
        }
        placed.rects.append(rect)
        context.setFillColor(UIColor(white: 1, alpha: 0.75).cgColor)
        context.fill(rect)
        shown.draw(at: CGPoint(x: rect.minX + 1, y: rect.minY), withAttributes: attributes)
    }

    /// The last touch's hit-test: every visited view's frame with its verdict, the chosen one thick.
    private func paintPath(_ steps: [HitTestTrace.Step]) {
        for step in steps {
            switch step.verdict {
            case .chosen:
                context.setStrokeColor(Self.pathColor.cgColor)
                context.setLineWidth(3)
                context.setLineDash(phase: 0, lengths: [])
            case .pointInside:
                context.setStrokeColor(Self.pathColor.cgColor)
                context.setLineWidth(1.5)
                context.setLineDash(phase: 0, lengths: [])
            case .pointOutside:
                context.setStrokeColor(Self.blockedColor.cgColor)
                context.setLineWidth(1)
                context.setLineDash(phase: 0, lengths: [2, 2])
            default:
                context.setStrokeColor(Self.unreachableColor.cgColor)
                context.setLineWidth(1.5)
                context.setLineDash(phase: 0, lengths: [2, 2])
            }
            context.stroke(step.frameInWindow.insetBy(dx: 0.75, dy: 0.75))
        }
        context.setLineDash(phase: 0, lengths: [])
    }

    private func paintTouch(_ name: String, at location: CGPoint, in bounds: CGRect) {
        let circle = CGRect(x: location.x - 14, y: location.y - 14, width: 28, height: 28)
        context.setFillColor(UIColor(white: 1, alpha: 0.45).cgColor)
        context.fillEllipse(in: circle)
        context.setStrokeColor(UIColor(white: 0, alpha: 0.8).cgColor)
        context.setLineWidth(2)
        context.strokeEllipse(in: circle)
        drawLabel(
            name.replacingOccurrences(of: "touch ", with: ""), near: CGPoint(x: location.x + 15, y: location.y - 6),
            ink: .black, in: bounds)
    }

    /// The text panel along the bottom: the last touch's path and responder chain, the warnings, and the legend;
    /// lines wider than the window wrap.
    private func paintPanel(
        _ overlay: HitRegionOverlay, path steps: [HitTestTrace.Step], warnings: [String], in bounds: CGRect
    ) {
        let attributes: [NSAttributedString.Key: Any] = [.font: Self.labelFont, .foregroundColor: UIColor.white]
        let width = bounds.width - 8
        var lines: [String] = []
        if let trace = overlay.lastHitTest {
            // The head ("touch → view:") and the first step share a line; the path wraps between steps.
            var path = steps.map { "\($0.name) \(Self.mark($0.verdict))" }
            let head = "\(overlay.lastTouch ?? "touch") → \(trace.resultName ?? "nothing"):"
            if path.isEmpty { path = [head] } else { path[0] = head + " " + path[0] }
            lines += wrap(path, separator: " · ", width: width, attributes: attributes)
            var chain = trace.responderChain
            if chain.isEmpty { chain = ["responder chain: none"] } else { chain[0] = "responder chain: " + chain[0] }
            lines += wrap(chain, separator: " → ", width: width, attributes: attributes)
            if !overlay.lastTouchRecognizers.isEmpty {
                var recognizers = overlay.lastTouchRecognizers
                recognizers[0] = "recognizers: " + recognizers[0]
                lines += wrap(recognizers, separator: ", ", width: width, attributes: attributes)
            }
        }
        if let selected = overlay.selectedView { lines.append("selected: \(selected)") }
        let limit = 6
        for warning in warnings.prefix(limit) {
            lines += wrap(
                ("⚠ " + warning).split(separator: " ").map(String.init), separator: " ", width: width,
                attributes: attributes)
        }
        if warnings.count > limit { lines.append("⚠ … \(warnings.count - limit) more (printed to standard error)") }
        let (positions, rows) = layOutLegend(width: width)
        let legendHeight = CGFloat(rows) * Self.lineHeight + 2
        let height = CGFloat(lines.count) * Self.lineHeight + legendHeight + 6
        let panel = CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
        context.setFillColor(UIColor(white: 0, alpha: 0.72).cgColor)
        context.fill(panel)
        for (index, line) in lines.enumerated() {
            line.draw(
                at: CGPoint(x: panel.minX + 4, y: panel.minY + 2 + CGFloat(index) * Self.lineHeight),
                withAttributes: attributes)
        }
        paintLegend(at: CGPoint(x: panel.minX + 4, y: panel.maxY - legendHeight), positions: positions)
    }

    /// Joins `parts` with `separator` into lines no wider than `width`; continuation lines are indented.
    private func wrap(
        _ parts: [String], separator: String, width: CGFloat, attributes: [NSAttributedString.Key: Any]
    ) -> [String] {
        var lines: [String] = []
        var line = ""
        for part in parts {
            let candidate = line.isEmpty ? part : line + separator + part
            if !line.isEmpty, candidate.size(withAttributes: attributes).width > width {
                lines.append(line + (separator == " " ? "" : separator.trimmingCharacters(in: .whitespaces)))
                line = "    " + part
            } else {
                line = candidate
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    private static func mark(_ verdict: HitTestTrace.Verdict) -> String {
        switch verdict {
        case .chosen: "✔ chosen"
        case .pointInside: "✓"
        case .pointOutside: "✗ outside"
        case .skippedHidden: "⊘ hidden"
        case .skippedUserInteractionDisabled: "⊘ interaction off"
        case .skippedTransparent: "⊘ transparent"
        case .skippedSingularTransform: "⊘ zero scale"
        case .skippedAnimating: "⊘ animating"
        }
    }
}
