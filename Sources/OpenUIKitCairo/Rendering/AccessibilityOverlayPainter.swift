import Foundation
@_spi(Accessibility) import OpenUIKitCore

/// Draws the overlay's accessibility mode (``HitRegionOverlay/Mode/accessibility``) over a window, after the view
/// tree: every element assistive technologies read, as ``AccessibilityTree`` lists them, outlined at its
/// `accessibilityFrame` with its number in reading order, label, value and traits on a plate ("3 Wi-Fi = 1
/// [button, toggleButton]"), an element without a label in red (a screen reader has nothing to say for it), the
/// containers dashed, the element with keyboard focus drawn thick. Drawing only: it reads the tree and changes
/// nothing.
@MainActor
struct AccessibilityOverlayPainter {
    let context: CGContext
    static let elementColor = UIColor(red: 0.1, green: 0.35, blue: 0.85, alpha: 1)
    static let unlabelledColor = UIColor(red: 0.85, green: 0.1, blue: 0.1, alpha: 1)
    static let containerColor = UIColor(white: 0.4, alpha: 1)

    func paint(over window: UIWindow) {
        context.saveGState()
        UIGraphicsPushContext(context)
        defer {
            UIGraphicsPopContext()
            context.restoreGState()
        }
        let labels = HitRegionOverlayPainter(context: context)
        var number = 0
        func visit(_ container: AnyObject) {
            for child in AccessibilityTree.children(of: container) {
                guard let responder = child as? UIResponder else { continue }
                let frame = frameInWindow(responder, window)
                if responder.isAccessibilityElement {
                    number += 1
                    let label = responder.accessibilityLabel ?? ""
                    let ink = label.isEmpty ? Self.unlabelledColor : Self.elementColor
                    let focused = (child as? UIView).map { $0.isFocused || $0.isFirstResponder } ?? false
                    stroke(frame, ink: ink, width: focused ? 3 : 1, dashed: false)
                    labels.drawLabel(
                        Self.caption(number, responder), near: CGPoint(x: frame.minX + 1, y: frame.minY), ink: ink,
                        in: window.bounds)
                } else {
                    stroke(frame, ink: Self.containerColor, width: 1, dashed: true)
                    visit(child)
                }
            }
        }
        visit(window)
    }

    /// "number label = value [traits]", with what is empty left out.
    static func caption(_ number: Int, _ element: UIResponder) -> String {
        var text = "\(number) \(element.accessibilityLabel ?? "(no label)")"
        if let value = element.accessibilityValue, !value.isEmpty { text += " = \(value)" }
        let traits = element.accessibilityTraits.names
        if !traits.isEmpty { text += " [\(traits.joined(separator: ", "))]" }
        return text
    }

    /// The element's accessibility frame (screen coordinates) in the window's coordinates.
    private func frameInWindow(_ element: UIResponder, _ window: UIWindow) -> CGRect {
        element.accessibilityFrame.offsetBy(
            dx: window.bounds.minX - window.frame.minX, dy: window.bounds.minY - window.frame.minY)
    }

    private func stroke(_ rect: CGRect, ink: UIColor, width: CGFloat, dashed: Bool) {
        guard !rect.isEmpty else { return }
        context.setStrokeColor(ink.cgColor)
        context.setLineWidth(width)
        context.setLineDash(phase: 0, lengths: dashed ? [4, 3] : [])
        context.stroke(rect.insetBy(dx: width / 2, dy: width / 2))
    }
}
