import Foundation

/// A control for picking a value from a continuous range by dragging a thumb.
///
/// Mirrors `UISlider`: ``value`` between ``minimumValue`` and ``maximumValue``; dragging the thumb sends
/// `valueChanged` as the value changes when ``isContinuous`` (the default), or once on release otherwise. As on
/// iOS, a touch must begin on the thumb (within ``thumbTouchMargin`` points of it) to move it: touching the track
/// elsewhere does nothing. The thumb keeps the offset at which it was grabbed, so it does not jump. A swipe
/// parallel to the slider that starts on the thumb stays with the slider rather than a superview's swipe
/// recognizer (Docs/EventModel.md, "Interacting with other UI controls").
@preconcurrency @MainActor
open class UISlider: UIControl {
    open var minimumValue: Float = 0 {
        didSet { clampValue() }
    }
    open var maximumValue: Float = 1 {
        didSet { clampValue() }
    }
    /// The current value, always within the range.
    open var value: Float {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }
    open var isContinuous = true
    /// Diameter of the thumb, in points. OpenUIKit extension; 28, like iOS's.
    public var thumbDiameter: CGFloat = 28
    /// How far outside the thumb a touch still grabs it. OpenUIKit extension; 10.
    public var thumbTouchMargin: CGFloat = 10

    private var storedValue: Float = 0
    private var grabOffset: CGFloat = 0
    private var valueAtTouchDown: Float = 0

    /// The proposed width (a slider stretches to what it is offered) and UIKit's height, 31. With no usable width
    /// proposed it keeps its current width, or the thumb's diameter when it has none, so it can always be touched.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width.isFinite && size.width > 0 ? size.width : max(bounds.width, thumbDiameter)
        return CGSize(width: width, height: 31)
    }

    /// No intrinsic width, as in UIKit; 31 points high.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 31) }

    open func setValue(_ value: Float, animated: Bool) {
        let newValue = min(max(value.isNaN ? minimumValue : value, minimumValue), maximumValue)
        if newValue != storedValue { setNeedsDisplay() }
        storedValue = newValue
    }

    open override func draw(_ rect: CGRect) {
        UIGraphicsGetCurrentContext()?.setAlpha(isEnabled ? 1 : ControlDrawing.disabledAlpha)
        let thumb = thumbRect
        let track = CGRect(x: trackStart - 2, y: bounds.midY - 2, width: trackLength + 4, height: 4)
        let split = track.divided(atDistance: thumb.midX - track.minX, from: .minXEdge)
        ControlDrawing.fill(UIBezierPath(roundedRect: track, cornerRadius: 2), .systemGray4)
        ControlDrawing.fill(UIBezierPath(roundedRect: split.slice, cornerRadius: 2), ControlDrawing.tint)
        ControlDrawing.drawKnob(in: thumb.insetBy(dx: 1, dy: 1), pressed: isTracking)
    }

    private func clampValue() {
        if maximumValue < minimumValue { maximumValue = minimumValue }
        setValue(storedValue, animated: false)
    }

    /// The thumb's frame in the slider's coordinates.
    public var thumbRect: CGRect {
        let x = thumbCenterX(for: storedValue)
        return CGRect(
            x: x - thumbDiameter / 2, y: bounds.midY - thumbDiameter / 2, width: thumbDiameter, height: thumbDiameter)
    }

    private var trackStart: CGFloat { bounds.minX + thumbDiameter / 2 }
    private var trackLength: CGFloat { max(bounds.width - thumbDiameter, 1) }

    private func thumbCenterX(for value: Float) -> CGFloat {
        let span = maximumValue - minimumValue
        let fraction = span > 0 ? CGFloat((value - minimumValue) / span) : 0
        return trackStart + fraction * trackLength
    }

    private func value(forThumbCenterX x: CGFloat) -> Float {
        let fraction = Float(min(max((x - trackStart) / trackLength, 0), 1))
        return minimumValue + fraction * (maximumValue - minimumValue)
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let point = touch.location(in: self)
        guard thumbRect.insetBy(dx: -thumbTouchMargin, dy: -thumbTouchMargin).contains(point) else { return false }
        grabOffset = point.x - thumbCenterX(for: storedValue)
        valueAtTouchDown = storedValue
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let newValue = value(forThumbCenterX: touch.location(in: self).x - grabOffset)
        if newValue != storedValue {
            storedValue = newValue
            setNeedsDisplay()
            if isContinuous { sendValueChanged() }
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if let touch { _ = continueTracking(touch, with: event) }
        if !isContinuous && storedValue != valueAtTouchDown { sendValueChanged() }
    }

    private func sendValueChanged() {
        sendActions(for: .valueChanged)
        sendActions(for: .primaryActionTriggered)
    }

    override func isDefaultActionGesture(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let swipe = gestureRecognizer as? UISwipeGestureRecognizer, swipe.numberOfTouchesRequired == 1,
            !swipe.direction.isDisjoint(with: [.left, .right])
        else { return false }
        return swipe.startedOnThumb(of: self)
    }
}

extension UIGestureRecognizer {
    /// Whether the gesture's first touch began on the slider's thumb.
    func startedOnThumb(of slider: UISlider) -> Bool {
        guard let touch = receivedTouches.first else { return false }
        let start = slider.convert(touch.startLocationInWindow, from: nil)
        return slider.thumbRect.insetBy(dx: -slider.thumbTouchMargin, dy: -slider.thumbTouchMargin).contains(start)
    }
}
