import Foundation

/// A horizontal row of segments, one of which may be selected.
///
/// Mirrors `UISegmentedControl`: a tap that lifts inside a segment selects it and sends `valueChanged` (then
/// `primaryActionTriggered`) if the selection changed. With ``isMomentary`` the segment is selected only while
/// the action is sent and the selection then returns to ``noSegment``. Disabled segments take no taps. Segments
/// share the width equally. A single-finger tap stays with the control rather than a superview's recognizer
/// (Docs/EventModel.md, "Interacting with other UI controls").
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// The `selectedSegmentIndex` meaning none.
    public static let noSegment = -1

    private struct Segment {
        var title: String?
        var isEnabled = true
    }

    private var segments: [Segment] = []
    open var isMomentary = false
    /// The selected segment, or ``noSegment``. Setting it sends no event, as in UIKit.
    open var selectedSegmentIndex: Int = UISegmentedControl.noSegment {
        didSet {
            if !segments.indices.contains(selectedSegmentIndex) { selectedSegmentIndex = Self.noSegment }
            if selectedSegmentIndex != oldValue { setNeedsDisplay() }
        }
    }

    /// Creates a control with one segment per item; items are titles (other values are shown by their
    /// description).
    public init(items: [Any]?) {
        super.init(frame: .zero)
        for item in items ?? [] { segments.append(Segment(title: (item as? String) ?? String(describing: item))) }
        frame = CGRect(origin: .zero, size: intrinsicContentSize)
    }

    /// Equal segments, each as wide as the widest title plus 12 points a side (at least 44, a touch target), and
    /// UIKit's height, 32, whatever the proposal.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override var intrinsicContentSize: CGSize {
        let font = UIFont.systemFont(ofSize: 13, weight: .medium)
        let widest = segments.map { ($0.title ?? "").size(withAttributes: [.font: font]).width }.max() ?? 0
        return CGSize(width: CGFloat(segments.count) * max((widest + 24).rounded(.up), 44), height: 32)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Made from an archive: as `init(frame: .zero)` makes it (OpenUIKit reads no archives).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public var numberOfSegments: Int { segments.count }

    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        let index = min(max(segment, 0), segments.count)
        segments.insert(Segment(title: title), at: index)
        if selectedSegmentIndex >= index && selectedSegmentIndex != Self.noSegment { selectedSegmentIndex += 1 }
    }

    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if selectedSegmentIndex == segment {
            selectedSegmentIndex = Self.noSegment
        } else if selectedSegmentIndex > segment {
            selectedSegmentIndex -= 1
        }
    }

    open func removeAllSegments() {
        segments.removeAll()
        selectedSegmentIndex = Self.noSegment
    }

    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
    }

    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
    }

    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    open override func draw(_ rect: CGRect) {
        guard !segments.isEmpty else { return }
        UIGraphicsGetCurrentContext()?.setAlpha(isEnabled ? 1 : ControlDrawing.disabledAlpha)
        ControlDrawing.fill(UIBezierPath(roundedRect: bounds, cornerRadius: 8), .systemGray5)
        let width = bounds.width / CGFloat(segments.count)
        let font = UIFont.systemFont(ofSize: 13, weight: .medium)
        for (index, segment) in segments.enumerated() {
            let cell = CGRect(
                x: bounds.minX + CGFloat(index) * width, y: bounds.minY, width: width, height: bounds.height)
            if index == selectedSegmentIndex {
                let thumb = UIBezierPath(roundedRect: cell.insetBy(dx: 2, dy: 2), cornerRadius: 7)
                ControlDrawing.fill(
                    UIBezierPath(roundedRect: cell.insetBy(dx: 2, dy: 2).offsetBy(dx: 0, dy: 1), cornerRadius: 7),
                    UIColor(white: 0, alpha: 0.08))
                ControlDrawing.fill(thumb, .white)
            } else if isHighlighted && index == highlightedSegment {
                ControlDrawing.fill(
                    UIBezierPath(roundedRect: cell.insetBy(dx: 2, dy: 2), cornerRadius: 7),
                    UIColor(white: 0, alpha: 0.08))
            }
            if index > 0 && index != selectedSegmentIndex && index - 1 != selectedSegmentIndex {
                let divider = UIBezierPath()
                divider.move(to: CGPoint(x: cell.minX, y: cell.minY + 7))
                divider.addLine(to: CGPoint(x: cell.minX, y: cell.maxY - 7))
                ControlDrawing.stroke(divider, .systemGray3, width: 1)
            }
            let color = UIColor.label.withAlphaComponent(segment.isEnabled ? 1 : ControlDrawing.disabledAlpha)
            ControlDrawing.drawText(segment.title ?? "", font: font, color: color, in: cell.insetBy(dx: 4, dy: 0))
        }
    }

    /// The segment under the tracked finger.
    private var highlightedSegment = UISegmentedControl.noSegment

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        highlightedSegment = segment(at: touch.location(in: self))
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let segment = segment(at: touch.location(in: self))
        if segment != highlightedSegment {
            highlightedSegment = segment
            setNeedsDisplay()
        }
        return true
    }

    /// The segment under `point` (the control's coordinates), or ``noSegment``.
    func segment(at point: CGPoint) -> Int {
        guard !segments.isEmpty, bounds.contains(point) else { return Self.noSegment }
        let width = bounds.width / CGFloat(segments.count)
        return min(Int((point.x - bounds.minX) / width), segments.count - 1)
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let touch else { return }
        let index = segment(at: touch.location(in: self))
        guard index != Self.noSegment, segments[index].isEnabled else { return }
        if isMomentary {
            selectedSegmentIndex = index
            sendActions(for: .valueChanged)
            sendActions(for: .primaryActionTriggered)
            selectedSegmentIndex = Self.noSegment
        } else if index != selectedSegmentIndex {
            selectedSegmentIndex = index
            sendActions(for: .valueChanged)
            sendActions(for: .primaryActionTriggered)
        }
    }

    override func isDefaultActionGesture(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        isSingleFingerSingleTap(gestureRecognizer)
    }
}
