import Foundation

/// The steps from one view's bounds space up to its window's, read once so that many rectangles of the same view
/// convert without walking the hierarchy again.
///
/// Why: a window resolves its damage marks in a batch, and a thousand animating layers of one view mark it twice
/// each a frame. Converting every mark with `convert(_:to:)` walked the view's ancestors each time, and retaining the
/// window (which always has a weak reference, so every retain takes the runtime's slow path) made that a seventh of
/// such a frame. A chain is valid while no geometry in it changes: the window builds one per run of marks of the
/// same view, inside one resolution, during which nothing moves.
///
/// Results are bit for bit those of ``UIView/convert(_:to:)`` with a nil target: each step is the same arithmetic
/// as ``UIView/convertToSuperview(_:)``, applied to the same four corners in the same order.
struct WindowConversionChain {
    private struct Step {
        let bounds: CGRect
        let center: CGPoint
        /// Nil for the identity, which `convertToSuperview` skips.
        let transform: CGAffineTransform?
    }
    private var steps: [Step] = []

    /// Reads the steps from `view` up to its window (exclusive), or through its root when it has no window, as
    /// `convert(_:to: nil)` walks them.
    @MainActor mutating func rebuild(from view: UIView) {
        steps.removeAll(keepingCapacity: true)
        let window = view.storedWindow
        var current: UIView? = view
        while let step = current, step !== window {
            steps.append(
                Step(
                    bounds: step.storedBounds, center: step.storedCenter,
                    transform: step.transformIsIdentity ? nil : step.storedTransform))
            current = step.storedSuperview
        }
    }

    /// `rect` in the window's coordinates: the bounding box of its four corners, each moved up every step.
    func convert(_ rect: CGRect) -> CGRect {
        var a = CGPoint(x: rect.minX, y: rect.minY), b = CGPoint(x: rect.maxX, y: rect.minY)
        var c = CGPoint(x: rect.minX, y: rect.maxY), d = CGPoint(x: rect.maxX, y: rect.maxY)
        for step in steps {
            a = Self.toSuperview(a, step)
            b = Self.toSuperview(b, step)
            c = Self.toSuperview(c, step)
            d = Self.toSuperview(d, step)
        }
        let minX = min(a.x, b.x, c.x, d.x), minY = min(a.y, b.y, c.y, d.y)
        return CGRect(x: minX, y: minY, width: max(a.x, b.x, c.x, d.x) - minX, height: max(a.y, b.y, c.y, d.y) - minY)
    }

    @inline(__always) private static func toSuperview(_ point: CGPoint, _ step: Step) -> CGPoint {
        UIView.convertToSuperview(point, bounds: step.bounds, center: step.center, transform: step.transform)
    }
}
