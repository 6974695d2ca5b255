import Foundation

/// A control with two states, on and off.
///
/// Mirrors `UISwitch`: a tap toggles it; dragging the knob sideways moves it, and on release the switch takes the
/// side the knob is nearer (past the middle). `valueChanged` (then `primaryActionTriggered`) is sent when the
/// user changes the value; ``setOn(_:animated:)`` sends nothing. A single-finger tap, or a sideways pan that starts
/// on the knob, stays with the switch rather than a superview's recognizer
/// (Docs/EventModel.md, "Interacting with other UI controls").
@preconcurrency @MainActor
open class UISwitch: UIControl {
    open var isOn: Bool {
        get { storedIsOn }
        set { setOn(newValue, animated: false) }
    }
    private var storedIsOn = false
    /// How far the knob must be dragged (points) before a touch counts as a drag rather than a tap.
    /// OpenUIKit extension; 4.
    public var dragThreshold: CGFloat = 4

    private var startX: CGFloat = 0
    private var isDraggingKnob = false
    /// Where the knob is during a drag, from 0 (off) to 1 (on).
    public private(set) var knobPosition: CGFloat = 0

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: CGSize(width: 51, height: 31)))
    }

    /// Made from an archive: 51×31 at the origin (OpenUIKit reads no archives).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        frame = CGRect(x: 0, y: 0, width: 51, height: 31)
    }

    /// Always 51×31, as UIKit's: a switch does not resize to its proposal.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 51, height: 31) }
    open override var intrinsicContentSize: CGSize { CGSize(width: 51, height: 31) }

    open func setOn(_ on: Bool, animated: Bool) {
        storedIsOn = on
        knobPosition = on ? 1 : 0
        setNeedsDisplay()
    }

    /// The colour of the track when on; green by default, as UIKit's.
    open var onTintColor: UIColor? { didSet { setNeedsDisplay() } }

    open override func draw(_ rect: CGRect) {
        UIGraphicsGetCurrentContext()?.setAlpha(isEnabled ? 1 : ControlDrawing.disabledAlpha)
        let track = UIBezierPath(roundedRect: bounds, cornerRadius: bounds.height / 2)
        let onColor = onTintColor ?? .systemGreen
        ControlDrawing.fill(track, .systemGray5)
        if knobPosition > 0 {
            ControlDrawing.fill(track, onColor.withAlphaComponent(onColor.alpha * knobPosition))
        }
        ControlDrawing.drawKnob(in: knobRect, pressed: isHighlighted)
    }

    /// The knob's frame in the switch's coordinates.
    public var knobRect: CGRect {
        let diameter = bounds.height - 4
        let travel = bounds.width - diameter - 4
        return CGRect(x: 2 + travel * knobPosition, y: 2, width: diameter, height: diameter)
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        startX = touch.location(in: self).x
        isDraggingKnob = false
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let dx = touch.location(in: self).x - startX
        if abs(dx) > dragThreshold { isDraggingKnob = true }
        if isDraggingKnob {
            let travel = max(bounds.width - bounds.height, 1)
            knobPosition = min(max((storedIsOn ? 1 : 0) + dx / travel, 0), 1)
            setNeedsDisplay()
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        let newValue: Bool
        if isDraggingKnob {
            newValue = knobPosition >= 0.5
        } else if let touch, isInsideForTracking(touch) {
            newValue = !storedIsOn
        } else {
            newValue = storedIsOn
        }
        isDraggingKnob = false
        let changed = newValue != storedIsOn
        setOn(newValue, animated: true)
        if changed {
            sendActions(for: .valueChanged)
            sendActions(for: .primaryActionTriggered)
        }
    }

    open override func cancelTracking(with event: UIEvent?) {
        isDraggingKnob = false
        knobPosition = storedIsOn ? 1 : 0
        setNeedsDisplay()
    }

    override func isDefaultActionGesture(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if isSingleFingerSingleTap(gestureRecognizer) { return true }
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer, let touch = pan.receivedTouches.first else {
            return false
        }
        let start = convert(touch.startLocationInWindow, from: nil)
        let move = pan.translation(in: self)
        return knobRect.insetBy(dx: -10, dy: -10).contains(start) && abs(move.x) >= abs(move.y)
    }
}
