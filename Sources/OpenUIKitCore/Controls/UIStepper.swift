import Foundation

/// A control with minus and plus halves for stepping a value.
///
/// Mirrors `UIStepper`: pressing the left half subtracts ``stepValue``, the right half adds it, at once on touch
/// down. Held down with ``autorepeat`` (the default), it repeats after 0.5 s and then every 0.1 s, on the
/// application's clock. ``wraps`` makes the value wrap between ``minimumValue`` and ``maximumValue`` instead of
/// stopping. `valueChanged` is sent on every step when ``isContinuous`` (the default), otherwise once on release.
/// A single-finger tap stays with the stepper rather than a superview's recognizer
/// (Docs/EventModel.md, "Interacting with other UI controls").
@preconcurrency @MainActor
open class UIStepper: UIControl {
    open var value: Double {
        get { storedValue }
        set {
            storedValue = min(max(newValue.isNaN ? minimumValue : newValue, minimumValue), maximumValue)
            setNeedsDisplay()
        }
    }

    open override func draw(_ rect: CGRect) {
        let outline = bounds.insetBy(dx: 0.5, dy: 0.5)
        let halves = bounds.divided(atDistance: bounds.width / 2, from: .minXEdge)
        let canDecrement = isEnabled && (wraps || storedValue > minimumValue)
        let canIncrement = isEnabled && (wraps || storedValue < maximumValue)
        ControlDrawing.fill(UIBezierPath(roundedRect: bounds, cornerRadius: 8), .systemGray6)
        if isHighlighted {
            let pressed = direction < 0 ? halves.slice : halves.remainder
            UIGraphicsGetCurrentContext()?.saveGState()
            UIBezierPath(roundedRect: bounds, cornerRadius: 8).addClip()
            ControlDrawing.fill(UIBezierPath(rect: pressed), UIColor(white: 0, alpha: 0.1))
            UIGraphicsGetCurrentContext()?.restoreGState()
        }
        ControlDrawing.stroke(UIBezierPath(roundedRect: outline, cornerRadius: 8), .systemGray3, width: 1)
        let divider = UIBezierPath()
        divider.move(to: CGPoint(x: bounds.midX, y: bounds.minY + 6))
        divider.addLine(to: CGPoint(x: bounds.midX, y: bounds.maxY - 6))
        ControlDrawing.stroke(divider, .systemGray3, width: 1)
        func sign(in half: CGRect, plus: Bool, enabled: Bool) {
            let color = UIColor.label.withAlphaComponent(enabled ? 0.85 : ControlDrawing.disabledAlpha)
            let glyph = UIBezierPath()
            glyph.move(to: CGPoint(x: half.midX - 6, y: half.midY))
            glyph.addLine(to: CGPoint(x: half.midX + 6, y: half.midY))
            if plus {
                glyph.move(to: CGPoint(x: half.midX, y: half.midY - 6))
                glyph.addLine(to: CGPoint(x: half.midX, y: half.midY + 6))
            }
            glyph.lineCapStyle = .round
            ControlDrawing.stroke(glyph, color, width: 2)
        }
        sign(in: halves.slice, plus: false, enabled: canDecrement)
        sign(in: halves.remainder, plus: true, enabled: canIncrement)
    }
    open var minimumValue: Double = 0 {
        didSet { value = storedValue }
    }
    open var maximumValue: Double = 100 {
        didSet { value = storedValue }
    }
    open var stepValue: Double = 1
    open var wraps = false
    open var autorepeat = true
    open var isContinuous = true
    /// OpenUIKit extensions: the repeat timing (UIKit's is unpublished and accelerates).
    public var autorepeatDelay: TimeInterval = 0.5
    public var autorepeatInterval: TimeInterval = 0.1

    private var storedValue: Double = 0
    private var direction: Double = 0
    private var valueAtTouchDown: Double = 0
    private var repeatTimer: ScheduledTimer?

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: CGSize(width: 94, height: 32)))
    }

    /// Made from an archive: 94×32 at the origin (OpenUIKit reads no archives).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        frame = CGRect(x: 0, y: 0, width: 94, height: 32)
    }

    /// Always 94×32, as UIKit's: a stepper does not resize to its proposal.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 94, height: 32) }
    open override var intrinsicContentSize: CGSize { CGSize(width: 94, height: 32) }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        direction = touch.location(in: self).x < bounds.midX ? -1 : 1
        valueAtTouchDown = storedValue
        step()
        if autorepeat { scheduleRepeat(after: autorepeatDelay) }
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        // Repeats pause while the finger is outside the stepper and resume when it returns.
        if !isInsideForTracking(touch) {
            repeatTimer?.cancel()
            repeatTimer = nil
        } else if autorepeat && repeatTimer == nil {
            scheduleRepeat(after: autorepeatInterval)
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        stopRepeating()
        if !isContinuous && storedValue != valueAtTouchDown { sendActions(for: .valueChanged) }
    }

    open override func cancelTracking(with event: UIEvent?) {
        stopRepeating()
    }

    private func scheduleRepeat(after delay: TimeInterval) {
        // Tracking needs a touch, and a touch needs a window: the stepper's window has an application.
        guard let clock = window?.application?.clock else { return }
        repeatTimer = clock.schedule(after: delay) { [weak self] in
            guard let self, self.isTracking else { return }
            self.step()
            self.scheduleRepeat(after: self.autorepeatInterval)
        }
    }

    private func stopRepeating() {
        repeatTimer?.cancel()
        repeatTimer = nil
    }

    private func step() {
        var next = storedValue + direction * stepValue
        if next > maximumValue {
            next = wraps ? minimumValue : maximumValue
        } else if next < minimumValue {
            next = wraps ? maximumValue : minimumValue
        }
        guard next != storedValue else { return }
        storedValue = next
        setNeedsDisplay()
        if isContinuous { sendActions(for: .valueChanged) }
    }

    override func isDefaultActionGesture(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        isSingleFingerSingleTap(gestureRecognizer)
    }
}
