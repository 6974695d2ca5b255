import Foundation

// Painting with a `CGContext`: fills, strokes, clips, images, gradients and transparency layers, each drawn with
// the context's state (colours, alpha; the canvas keeps blend mode, shadow, line style, transform and clip).
extension CGContext {
    public func fillPath(using rule: CGPathFillRule = .winding) {
        canvas.fillPath(rule: rule, color: state.fillColor, alpha: state.alpha)
        didPaint()
    }

    public func strokePath() {
        canvas.strokePath(color: state.strokeColor, alpha: state.alpha)
        didPaint()
    }

    /// Fills, strokes or both (fill first) the current path, then clears it.
    public func drawPath(using mode: CGPathDrawingMode) {
        switch mode {
        case .fill: fillPath()
        case .eoFill: fillPath(using: .evenOdd)
        case .stroke: strokePath()
        case .fillStroke, .eoFillStroke:
            canvas.fillPreservingPath(
                rule: mode == .eoFillStroke ? .evenOdd : .winding, color: state.fillColor, alpha: state.alpha)
            strokePath()
        }
    }

    public func fill(_ rect: CGRect) {
        beginPath()
        addRect(rect)
        fillPath()
    }

    public func fill(_ rects: [CGRect]) {
        beginPath()
        addRects(rects)
        fillPath()
    }

    public func stroke(_ rect: CGRect) {
        beginPath()
        addRect(rect)
        strokePath()
    }

    public func stroke(_ rect: CGRect, width: CGFloat) {
        saveGState()
        setLineWidth(width)
        stroke(rect)
        restoreGState()
    }

    public func fillEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        fillPath()
    }

    public func strokeEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        strokePath()
    }

    /// Strokes the lines between each pair of points: 0–1, 2–3, …
    public func strokeLineSegments(between points: [CGPoint]) {
        beginPath()
        var index = 0
        while index + 1 < points.count {
            move(to: points[index])
            addLine(to: points[index + 1])
            index += 2
        }
        strokePath()
    }

    /// Makes every pixel of `rect` transparent.
    public func clear(_ rect: CGRect) {
        canvas.clear(rect)
        didPaint()
    }

    /// Intersects the clip with the current path.
    public func clip(using rule: CGPathFillRule = .winding) { canvas.clip(rule: rule) }

    public func clip(to rect: CGRect) {
        beginPath()
        addRect(rect)
        clip()
    }

    /// Intersects the clip with the union of `rects`.
    public func clip(to rects: [CGRect]) {
        beginPath()
        addRects(rects)
        clip()
    }

    /// The bounding box of the clip in user space.
    public var boundingBoxOfClipPath: CGRect { canvas.clipBoundingBox }

    /// Draws `image` scaled into `rect`.
    public func draw(_ image: UIImage, in rect: CGRect) {
        guard let pixels = image.pixels, image.size.width > 0, image.size.height > 0 else { return }
        canvas.draw(pixels, in: rect, alpha: state.alpha)
        didPaint()
    }

    /// Draws `image` scaled into `rect` the way Core Graphics does: its first row at `rect`'s maximum y, which is
    /// upside down in UIKit's y-down space.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
        saveGState()
        translateBy(x: 0, y: rect.minY + rect.maxY)
        scaleBy(x: 1, y: -1)
        if byTiling {
            canvas.drawTiled(image.pixels, tile: rect, alpha: state.alpha)
        } else {
            canvas.draw(image.pixels, in: rect, alpha: state.alpha)
        }
        restoreGState()
        didPaint()
    }

    /// Fills the clip with `gradient` along the line from `start` to `end` (perpendicular bands); `options` say
    /// whether the end colours continue past the ends.
    public func drawLinearGradient(
        _ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions
    ) {
        canvas.drawGradient(
            gradient.stops, geometry: .linear(start: start, end: end),
            extendsBefore: options.contains(.drawsBeforeStartLocation),
            extendsAfter: options.contains(.drawsAfterEndLocation), alpha: state.alpha)
        didPaint()
    }

    /// Fills the clip with `gradient` between the start and end circles.
    ///
    /// UIKit parity: with exactly one of the two options, both sides are extended when the start circle has a
    /// radius (Cairo extends both or neither); with a start radius of 0 only the outside can be extended, and is.
    public func drawRadialGradient(
        _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
        options: CGGradientDrawingOptions
    ) {
        canvas.drawGradient(
            gradient.stops,
            geometry: .radial(
                startCenter: startCenter, startRadius: startRadius, endCenter: endCenter, endRadius: endRadius),
            extendsBefore: options.contains(.drawsBeforeStartLocation),
            extendsAfter: options.contains(.drawsAfterEndLocation), alpha: state.alpha)
        didPaint()
    }

    // MARK: Transparency layers

    /// Starts drawing into an offscreen layer, composited as one image (with the alpha, blend mode and shadow in
    /// force now) at ``endTransparencyLayer()``. Inside, the alpha is 1, the blend mode normal and no shadow.
    public func beginTransparencyLayer(auxiliaryInfo: [String: Any]?) {
        transparencyLayers.append(state)
        canvas.beginGroup()
        state.alpha = 1
        state.shadow = nil
        canvas.setShadow(nil)
        _ = canvas.setBlendMode(.normal)
    }

    public func beginTransparencyLayer(in rect: CGRect, auxiliaryInfo: [String: Any]?) {
        beginTransparencyLayer(auxiliaryInfo: auxiliaryInfo)
        clip(to: rect)
    }

    public func endTransparencyLayer() {
        guard let outer = transparencyLayers.popLast() else {
            GraphicsDiagnostics.report("endTransparencyLayer() without beginTransparencyLayer; ignored")
            return
        }
        state = outer
        canvas.setShadow(state.shadow)
        canvas.endGroup(alpha: state.alpha)
        didPaint()
    }
}
