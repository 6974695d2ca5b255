import Foundation

/// Shared pieces of the standard controls' flat look: OpenUIKit's own, not Apple's artwork.
@MainActor
enum ControlDrawing {
    static let tint = UIColor.systemBlue
    /// Opacity of a disabled control's content.
    static let disabledAlpha: CGFloat = 0.35

    /// Draws `text` centred vertically in `rect`, aligned horizontally as asked.
    static func drawText(
        _ text: String, font: UIFont, color: UIColor, in rect: CGRect,
        alignment: NSTextAlignment = .center
    ) {
        guard let context = UIGraphicsGetCurrentContext(), !text.isEmpty else { return }
        let layout = TextLayout(
            text: text, font: font, width: rect.width, maximumLines: 1, alignment: alignment,
            lineBreakMode: .byTruncatingTail)
        let size = layout.size
        layout.draw(
            at: CGPoint(x: rect.minX, y: rect.minY + ((rect.height - size.height) / 2).rounded()),
            color: color.cgColor, in: context)
    }

    static func fill(_ path: UIBezierPath, _ color: UIColor) {
        color.setFill()
        path.fill()
    }

    static func stroke(_ path: UIBezierPath, _ color: UIColor, width: CGFloat) {
        color.setStroke()
        path.lineWidth = width
        path.stroke()
    }

    /// A white knob with a thin grey rim and a soft drop below it.
    static func drawKnob(in rect: CGRect, pressed: Bool) {
        fill(
            UIBezierPath(ovalIn: rect.offsetBy(dx: 0, dy: 1).insetBy(dx: -0.5, dy: -0.5)),
            UIColor(white: 0, alpha: 0.12))
        fill(UIBezierPath(ovalIn: rect), pressed ? UIColor(white: 0.93, alpha: 1) : .white)
        stroke(UIBezierPath(ovalIn: rect.insetBy(dx: 0.25, dy: 0.25)), UIColor(white: 0, alpha: 0.18), width: 0.5)
    }
}
