import OpenUIKit  // UIKit: import UIKit

/// Draws a line under every finger, in the current colour. Plain UIKit touch handling: no edits.
final class CanvasView: UIView {
    struct Stroke {
        var points: [CGPoint]
        var color: UIColor
    }

    private(set) var strokes: [Stroke] = []
    private var activeStrokes: [UITouch: Int] = [:]
    var strokeColor: UIColor = .systemBlue

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        isMultipleTouchEnabled = true
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches {
            activeStrokes[touch] = strokes.count
            strokes.append(Stroke(points: [touch.location(in: self)], color: strokeColor))
        }
        setNeedsDisplay()
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches {
            guard let index = activeStrokes[touch] else { continue }
            strokes[index].points.append(touch.location(in: self))
        }
        setNeedsDisplay()
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches { activeStrokes[touch] = nil }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchesEnded(touches, with: event)
    }

    func clear() {
        strokes.removeAll()
        activeStrokes.removeAll()
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        for stroke in strokes {
            let path = UIBezierPath()
            path.lineWidth = 6
            path.lineCapStyle = .round
            path.lineJoinStyle = .round
            path.move(to: stroke.points[0])
            for point in stroke.points.dropFirst() { path.addLine(to: point) }
            if stroke.points.count == 1 { path.addLine(to: stroke.points[0]) }
            stroke.color.setStroke()
            path.stroke()
        }
    }
}
