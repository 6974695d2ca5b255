import OpenUIKit

/// One lettered view of the seeds' hit-testing figure: it draws its letter and its role, can be dragged (a pan
/// recognizer on every view but the root), and outlines those of its subviews that cannot be seen (hidden, or
/// alpha 0.01 or less) so the lab still shows where they are.
///
/// Its `accessibilityIdentifier` is its letter: that is the name a hit-test trace gives it.
final class FigureView: UIView {
    let letter: String
    var role: String
    /// The colour the lab's highlight replaces and restores.
    let baseColor: UIColor

    init(_ letter: String, role: String, frame: CGRect, color: UIColor, draggable: Bool = true) {
        self.letter = letter
        self.role = role
        baseColor = color
        super.init(frame: frame)
        accessibilityIdentifier = letter
        backgroundColor = color
        layer.borderWidth = 1
        layer.borderColor = UIColor(white: 0.45, alpha: 1).cgColor
        if draggable {
            addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #Selector(drag(_:))))
        }
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        letter.draw(
            at: CGPoint(x: 8, y: 4),
            withAttributes: [.font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.black])
        role.draw(
            at: CGPoint(x: 8, y: 30),
            withAttributes: [.font: UIFont.systemFont(ofSize: 11), .foregroundColor: UIColor.darkGray])
        for case let ghost as FigureView in subviews where ghost.isHidden || ghost.alpha <= 0.01 {
            let outline = UIBezierPath(rect: ghost.frame.insetBy(dx: 0.5, dy: 0.5))
            outline.lineWidth = 1
            UIColor.gray.setStroke()
            outline.stroke()
            "\(ghost.letter) (\(ghost.isHidden ? "hidden" : "alpha \(ghost.alpha)"))".draw(
                at: CGPoint(x: ghost.frame.minX + 6, y: ghost.frame.minY + 4),
                withAttributes: [.font: UIFont.systemFont(ofSize: 11), .foregroundColor: UIColor.gray])
        }
    }

    /// Moves the view with the pointer or finger; the hit-test of the next touch sees the new frame.
    @ObjC func drag(_ pan: UIPanGestureRecognizer) {
        let translation = pan.translation(in: superview)
        center = CGPoint(x: center.x + translation.x, y: center.y + translation.y)
        pan.setTranslation(.zero, in: superview)
    }

    /// The superview redraws its outlines when this view is hidden or faded.
    func setCannotReceive(hidden: Bool? = nil, alpha: CGFloat? = nil) {
        if let hidden { isHidden = hidden }
        if let alpha { self.alpha = alpha }
        superview?.setNeedsDisplay()
    }
}
