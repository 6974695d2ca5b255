import Foundation
@_spi(Backends) import OpenUIKitCore

/// Draws the hit-region overlay (``HitRegionOverlay``) over a window, after the view tree: each view's touchable
/// area (translucent fill and outline, a colour per depth; cells where an ancestor or the view's own
/// `point(inside:)` cuts it off in red), blocked views dashed in grey with the reason, controls marked with a
/// diamond, recognizers and their live states, the last touch's hit-test path (chosen view thick, missed views
/// dashed), live touches as circles with their names, and a panel with the path, the responder chain and the
/// warnings. Drawing only: it reads the tree and changes nothing.
@MainActor
struct HitRegionOverlayPainter {
    let context: CGContext

    static let palette: [UIColor] = [
        UIColor(red: 0.12, green: 0.47, blue: 0.95, alpha: 1), UIColor(red: 0.1, green: 0.65, blue: 0.3, alpha: 1),
        UIColor(red: 0.95, green: 0.55, blue: 0.05, alpha: 1), UIColor(red: 0.6, green: 0.25, blue: 0.85, alpha: 1),
        UIColor(red: 0.0, green: 0.6, blue: 0.65, alpha: 1), UIColor(red: 0.85, green: 0.2, blue: 0.55, alpha: 1),
    ]
    static let blockedColor = UIColor(white: 0.45, alpha: 1)
    static let unreachableColor = UIColor(red: 0.9, green: 0.1, blue: 0.1, alpha: 1)
    static let pathColor = UIColor(red: 0.0, green: 0.75, blue: 0.2, alpha: 1)
    static let labelFont = UIFont.systemFont(ofSize: 9)

    func paint(_ overlay: HitRegionOverlay, over window: UIWindow) {
        let (map, warnings) = overlay.prepareFrame(of: window)
        context.saveGState()
        UIGraphicsPushContext(context)
        defer {
            UIGraphicsPopContext()
            context.restoreGState()
        }
        for region in map.regions { paintArea(region) }
        for region in map.regions { paintOutline(region) }
        if let trace = overlay.lastHitTest { paintPath(trace) }
        for touch in overlay.touches { paintTouch(touch.name, at: touch.location) }
        paintPanel(overlay, warnings: warnings, in: window.bounds)
    }

    private func colour(_ region: HitRegionMap.Region) -> UIColor {
        Self.palette[region.depth % Self.palette.count]
    }

    private func addQuad(_ corners: [CGPoint]) {
        context.beginPath()
        context.move(to: corners[0])
        for corner in corners.dropFirst() { context.addLine(to: corner) }
        context.closePath()
    }

    private func paintArea(_ region: HitRegionMap.Region) {
        guard region.blocked == nil else { return }
        context.setFillColor(colour(region).withAlphaComponent(0.16).cgColor)
        if region.isExactlyBounds {
            addQuad(region.corners)
            context.fillPath()
        } else {
            for cell in region.reachable { context.fill(cell) }
        }
        context.setFillColor(Self.unreachableColor.withAlphaComponent(0.28).cgColor)
        for cell in region.unreachable { context.fill(cell) }
    }

    private func paintOutline(_ region: HitRegionMap.Region) {
        let blocked = region.blocked != nil
        let colour = blocked ? Self.blockedColor : colour(region)
        context.setStrokeColor(colour.cgColor)
        context.setLineWidth(1)
        context.setLineDash(phase: 0, lengths: blocked ? [4, 3] : [])
        addQuad(region.corners)
        context.strokePath()
        context.setLineDash(phase: 0, lengths: [])
        let origin = region.corners[0]
        var label = region.name
        if region.isControl {
            context.setFillColor(colour.cgColor)
            addQuad([
                CGPoint(x: origin.x + 5, y: origin.y + 1), CGPoint(x: origin.x + 9, y: origin.y + 5),
                CGPoint(x: origin.x + 5, y: origin.y + 9), CGPoint(x: origin.x + 1, y: origin.y + 5),
            ])
            context.fillPath()
            label = "   " + label
        }
        if let blocked = region.blocked, blocked.hasPrefix(region.name) {
            label += " ⊘ " + blocked.dropFirst(region.name.count + 5)
        }
        if !region.recognizers.isEmpty { label += " [" + region.recognizers.joined(separator: ", ") + "]" }
        // Nested views often share a corner: each depth writes its label one line lower.
        label.draw(
            at: CGPoint(x: origin.x + 1, y: origin.y + CGFloat(region.depth % 4) * 11),
            withAttributes: [.font: Self.labelFont, .foregroundColor: colour])
    }

    /// The last touch's hit-test: every visited view's frame with its verdict, the chosen one thick.
    private func paintPath(_ trace: HitTestTrace) {
        for step in trace.steps {
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

    private func paintTouch(_ name: String, at location: CGPoint) {
        let circle = CGRect(x: location.x - 14, y: location.y - 14, width: 28, height: 28)
        context.setFillColor(UIColor(white: 1, alpha: 0.45).cgColor)
        context.fillEllipse(in: circle)
        context.setStrokeColor(UIColor(white: 0, alpha: 0.8).cgColor)
        context.setLineWidth(2)
        context.strokeEllipse(in: circle)
        name.replacingOccurrences(of: "touch ", with: "").draw(
            at: CGPoint(x: location.x + 15, y: location.y - 6),
            withAttributes: [.font: Self.labelFont, .foregroundColor: UIColor.black])
    }

    /// The text panel along the bottom: the last touch's path and responder chain, and the warnings.
    private func paintPanel(_ overlay: HitRegionOverlay, warnings: [String], in bounds: CGRect) {
        var lines: [String] = []
        if let trace = overlay.lastHitTest {
            let path = trace.steps.map { "\($0.name) \(Self.mark($0.verdict))" }.joined(separator: " · ")
            lines.append("\(overlay.lastTouch ?? "touch") → \(trace.resultName ?? "nothing"): \(path)")
            lines.append("responder chain: \(trace.responderChain.joined(separator: " → "))")
            if !overlay.lastTouchRecognizers.isEmpty {
                lines.append("recognizers: \(overlay.lastTouchRecognizers.joined(separator: ", "))")
            }
        }
        if let selected = overlay.selectedView { lines.append("selected: \(selected)") }
        lines += warnings.prefix(4).map { "⚠ " + $0 }
        if warnings.count > 4 { lines.append("⚠ … \(warnings.count - 4) more (printed to standard error)") }
        guard !lines.isEmpty else { return }
        let lineHeight: CGFloat = 12
        let height = CGFloat(lines.count) * lineHeight + 4
        let panel = CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
        context.setFillColor(UIColor(white: 0, alpha: 0.7).cgColor)
        context.fill(panel)
        for (index, line) in lines.enumerated() {
            line.draw(
                at: CGPoint(x: panel.minX + 4, y: panel.minY + 2 + CGFloat(index) * lineHeight),
                withAttributes: [.font: Self.labelFont, .foregroundColor: UIColor.white])
        }
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
