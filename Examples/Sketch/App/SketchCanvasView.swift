import OpenUIKit  // UIKit: import UIKit

/// Ink under a pen or a finger, written as a UIKit drawing app does it:
/// - every sample the hardware reported (`coalescedTouches(for:)`) becomes a point of the stroke, so a fast stroke is
///   as smooth as the device, not as the frame rate;
/// - the width of each segment follows the force at its end (a pen's pressure; fingers without pressure draw at
///   the middle width);
/// - the predicted samples (`predictedTouches(for:)`) are drawn lighter and thrown away next frame, when the real
///   ones replace them;
/// - a pen hovering near the screen shows a dot where it would touch, smaller as it comes closer
///   (`UIHoverGestureRecognizer.zOffset`);
/// - a pen's eraser end (an OpenUIKit extension, `UITouch.isEraser`) paints the background.
/// Only the area a frame changed is redrawn, and only the strokes that cross it.
final class SketchCanvasView: UIView {
    struct Point {
        var location: CGPoint
        var width: CGFloat
    }

    struct Stroke {
        var points: [Point]
        var color: UIColor
        /// Everything the stroke covers, for redrawing only the strokes a change crosses.
        var bounds: CGRect
    }

    private(set) var strokes: [Stroke] = []
    private var activeStrokes: [UITouch: Int] = [:]
    /// Each touch's predicted points, drawn lighter until the next frame replaces them.
    private(set) var predicted: [UITouch: [Point]] = [:]
    /// Where a hovering pen points, and how big its dot is.
    private(set) var hoverDot: (center: CGPoint, radius: CGFloat)?
    let inkColor = UIColor(red: 0.1, green: 0.1, blue: 0.35, alpha: 1)
    let fingerColor = UIColor.systemBlue

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        isMultipleTouchEnabled = true
        let hover = UIHoverGestureRecognizer(target: self, action: #Selector(hovered(_:)))  // UIKit: #selector
        addGestureRecognizer(hover)
    }

    /// The width of ink at a touch: 1.5 to 13.5 points over the pen's force range, 6 for touches without force.
    func width(of touch: UITouch) -> CGFloat {
        guard touch.maximumPossibleForce > 0 else { return 6 }
        return 1.5 + 12 * min(1, touch.force / touch.maximumPossibleForce)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches {
            activeStrokes[touch] = strokes.count
            let point = Point(location: touch.preciseLocation(in: self), width: width(of: touch))
            let color = touch.isEraser ? (backgroundColor ?? .white) : (touch.type == .pencil ? inkColor : fingerColor)
            strokes.append(Stroke(points: [point], color: color, bounds: Self.bounds(of: [point])))
            setNeedsDisplay(Self.bounds(of: [point]))
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches {
            guard let index = activeStrokes[touch] else { continue }
            var changed = predictedBounds(of: touch)
            let samples = event?.coalescedTouches(for: touch) ?? [touch]
            let added = samples.map { Point(location: $0.preciseLocation(in: self), width: width(of: $0)) }
            let joined = [strokes[index].points.last].compactMap { $0 } + added
            strokes[index].points += added
            strokes[index].bounds = strokes[index].bounds.union(Self.bounds(of: joined))
            changed = changed.union(Self.bounds(of: joined))
            let guesses = (event?.predictedTouches(for: touch) ?? []).map {
                Point(location: $0.preciseLocation(in: self), width: width(of: $0))
            }
            predicted[touch] = guesses
            changed = changed.union(predictedBounds(of: touch))
            setNeedsDisplay(changed)
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches {
            setNeedsDisplay(predictedBounds(of: touch))
            predicted[touch] = nil
            activeStrokes[touch] = nil
        }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchesEnded(touches, with: event)
    }

    @ObjC func hovered(_ recognizer: UIHoverGestureRecognizer) {  // UIKit: @objc
        if let dot = hoverDot { setNeedsDisplay(Self.dotRect(dot)) }
        switch recognizer.state {
        case .began, .changed:
            let dot = (center: recognizer.location(in: self), radius: 3 + 9 * recognizer.zOffset)
            hoverDot = dot
            setNeedsDisplay(Self.dotRect(dot))
        default:
            hoverDot = nil
        }
    }

    func clear() {
        strokes.removeAll()
        activeStrokes.removeAll()
        predicted.removeAll()
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        for stroke in strokes where stroke.bounds.intersects(rect) {
            Self.drawSegments(stroke.points, color: stroke.color, in: rect)
        }
        for (touch, guesses) in predicted {
            guard let index = activeStrokes[touch], let last = strokes[index].points.last else { continue }
            Self.drawSegments([last] + guesses, color: strokes[index].color.withAlphaComponent(0.3), in: rect)
        }
        if let dot = hoverDot {
            inkColor.withAlphaComponent(0.5).setFill()
            UIBezierPath(ovalIn: Self.dotRect(dot)).fill()
        }
    }

    /// Each segment that reaches into `rect` as its own line, as wide as the force at its end; a lone point as a dot.
    /// A long stroke costs a frame only the segments near the change, not all of them.
    private static func drawSegments(_ points: [Point], color: UIColor, in rect: CGRect) {
        color.setStroke()
        guard points.count > 1 else {
            if let point = points.first {
                color.setFill()
                UIBezierPath(ovalIn: dotRect((point.location, point.width / 2))).fill()
            }
            return
        }
        for (start, end) in zip(points, points.dropFirst()) where bounds(of: [start, end]).intersects(rect) {
            let path = UIBezierPath()
            path.lineWidth = end.width
            path.lineCapStyle = .round
            path.move(to: start.location)
            path.addLine(to: end.location)
            path.stroke()
        }
    }

    private func predictedBounds(of touch: UITouch) -> CGRect {
        guard let guesses = predicted[touch], let index = activeStrokes[touch],
            let last = strokes[index].points.last
        else { return .null }
        return Self.bounds(of: [last] + guesses)
    }

    private static func bounds(of points: [Point]) -> CGRect {
        var rect = CGRect.null
        for point in points {
            let radius = point.width / 2 + 1
            rect = rect.union(
                CGRect(
                    x: point.location.x - radius, y: point.location.y - radius, width: 2 * radius, height: 2 * radius))
        }
        return rect
    }

    private static func dotRect(_ dot: (center: CGPoint, radius: CGFloat)) -> CGRect {
        CGRect(
            x: dot.center.x - dot.radius, y: dot.center.y - dot.radius, width: 2 * dot.radius, height: 2 * dot.radius)
    }
}
