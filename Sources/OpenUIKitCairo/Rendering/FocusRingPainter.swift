import Foundation
@_spi(Rendering) import OpenUIKitCore

/// Draws the keyboard focus ring (``UIFocusSystem``) over a window, after the view tree: a rounded outline in the
/// system tint just outside the focused view, as iPadOS draws with full keyboard access.
@MainActor
struct FocusRingPainter {
    let context: CGContext

    func paint(over window: UIWindow) {
        guard let ring = window.focusSystem.focusRingRect else { return }
        let width = UIFocusSystem.ringWidth
        let path = UIBezierPath(roundedRect: ring.insetBy(dx: -width / 2, dy: -width / 2), cornerRadius: 6)
        context.saveGState()
        defer { context.restoreGState() }
        context.setStrokeColor(UIColor.systemBlue.cgColor)
        context.setLineWidth(width)
        context.addPath(path)
        context.strokePath()
    }
}
