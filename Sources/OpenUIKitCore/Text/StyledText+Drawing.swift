import Foundation
import Logging

// What `String`'s and `NSAttributedString`'s UIKit drawing methods do, once their text is read into a
// `StyledText`. Every call lays out through `TextLayout`, so through the shared layout cache.
extension StyledText {
    /// One line per paragraph, unlimited; fractional (callers round up, as with UIKit). Empty text is 0×0.
    @MainActor
    func size() -> CGSize {
        string.isEmpty ? .zero : TextLayout(self, width: nil).size
    }

    /// One line per paragraph, the layout box's top-left corner at `point`.
    @MainActor
    func draw(at point: CGPoint) {
        guard !string.isEmpty, let context = UIGraphicsGetCurrentContext() else { return }
        guard point.x.isFinite, point.y.isFinite else {
            return TextDiagnostics.report("draw(at:) was given \(point), which is not a point; nothing is drawn")
        }
        paint(TextLayout(self, width: nil), at: point, in: context)
    }

    /// Wrapped at the rectangle's width (each paragraph one truncated line with a truncating line break mode),
    /// clipped to the rectangle.
    @MainActor
    func draw(in rect: CGRect) {
        guard !string.isEmpty, let context = UIGraphicsGetCurrentContext() else { return }
        guard Self.isUsable(rect) else {
            return TextDiagnostics.report("draw(in:) was given \(rect), which is not a rectangle; nothing is drawn")
        }
        let layout = TextLayout(self, width: rect.width)
        context.saveGState()
        context.clip(to: rect)
        paint(layout, at: rect.origin, in: context)
        context.restoreGState()
    }

    /// UIKit's `boundingRect(with:options:context:)`: see ``NSStringDrawingOptions``. Zero, negative, infinite and
    /// NaN sizes set no limit in that direction.
    @MainActor
    func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions, context: NSStringDrawingContext?
    ) -> CGRect {
        if !size.width.isFinite && size.width != .infinity || !size.height.isFinite && size.height != .infinity {
            TextDiagnostics.report("boundingRect(with:) was given the size \(size); NaN sets no limit")
        }
        return fitted(to: size, options: options, context: context).bounds
    }

    /// UIKit's `draw(with:options:context:)`: with `.usesLineFragmentOrigin` the text wraps inside `rect` and is
    /// clipped to it; without it, one line is drawn with its baseline at `rect.origin`.
    @MainActor
    func draw(with rect: CGRect, options: NSStringDrawingOptions, context: NSStringDrawingContext?) {
        guard let graphics = UIGraphicsGetCurrentContext() else { return }
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, !rect.width.isNaN, !rect.height.isNaN else {
            return TextDiagnostics.report("draw(with:) was given \(rect), which is not a rectangle; nothing is drawn")
        }
        let fit = fitted(to: rect.size, options: options, context: context)
        guard let layout = fit.layout else { return }
        context?.totalBounds = fit.bounds.offsetBy(dx: rect.minX, dy: rect.minY)
        if options.contains(.usesLineFragmentOrigin) {
            let clips = TextLayout.limit(rect.height) != nil && TextLayout.limit(rect.width) != nil
            if clips {
                graphics.saveGState()
                graphics.clip(to: rect)
            }
            fit.text.paint(layout, at: rect.origin, in: graphics)
            if clips { graphics.restoreGState() }
        } else {
            fit.text.paint(layout, at: CGPoint(x: rect.minX, y: rect.minY - layout.firstBaseline), in: graphics)
        }
    }

    /// Paints the plain text's background, then the text.
    @MainActor
    private func paint(_ layout: TextLayout, at origin: CGPoint, in context: CGContext) {
        if let backgroundColor {
            context.saveGState()
            context.setFillColor(backgroundColor)
            context.fill(layout.logicalRect.offsetBy(dx: origin.x, dy: origin.y))
            context.restoreGState()
        }
        layout.draw(at: origin, color: color, in: context)
    }

    private static func isUsable(_ rect: CGRect) -> Bool {
        [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite) && rect.width >= 0
            && rect.height >= 0
    }

    /// The layout for `size` and `options`, with fonts scaled down as far as `context` allows when the text does
    /// not fit, and the rectangle it takes. Updates `context`'s results.
    @MainActor
    private func fitted(
        to size: CGSize, options: NSStringDrawingOptions, context: NSStringDrawingContext?
    ) -> (layout: TextLayout?, text: StyledText, bounds: CGRect) {
        context?.actualScaleFactor = 1
        context?.totalBounds = .zero
        guard !string.isEmpty else { return (nil, self, .zero) }
        var factor: CGFloat = 1
        if let minimum = context?.minimumScaleFactor, minimum > 0, minimum < 1 {
            factor = scaleFactor(fitting: size, options: options, minimum: minimum)
        }
        let text = factor < 1 ? scaled(by: factor) : self
        let layout = text.layout(fitting: size, options: options)
        var box =
            options.contains(.usesDeviceMetrics) ? layout.shaped.inkRect : CGRect(origin: .zero, size: layout.size)
        if !options.contains(.usesLineFragmentOrigin) { box.origin.y -= layout.firstBaseline }
        context?.actualScaleFactor = factor
        context?.totalBounds = box
        return (layout, text, box)
    }

    /// The layout UIKit's options ask for: wrapped at the width from the line fragment origin, or the first line.
    @MainActor
    private func layout(fitting size: CGSize, options: NSStringDrawingOptions) -> TextLayout {
        let truncatesLast = options.contains(.truncatesLastVisibleLine)
        let lineBreakMode: NSLineBreakMode? =
            truncatesLast && !paragraphStyle.lineBreakMode.truncates ? .byTruncatingTail : nil
        if options.contains(.usesLineFragmentOrigin) {
            return TextLayout(
                self, width: size.width, height: truncatesLast ? size.height : nil, lineBreakMode: lineBreakMode)
        }
        return TextLayout(
            firstLine, width: truncatesLast ? size.width : nil, truncatesEachParagraph: truncatesLast,
            lineBreakMode: lineBreakMode)
    }

    /// The largest factor, not below `minimum`, at which the text fits `size` untruncated.
    @MainActor
    private func scaleFactor(fitting size: CGSize, options: NSStringDrawingOptions, minimum: CGFloat) -> CGFloat {
        let options = options.subtracting(.truncatesLastVisibleLine)
        let width = TextLayout.limit(size.width), height = TextLayout.limit(size.height)
        let wraps = options.contains(.usesLineFragmentOrigin)
        func overflow(_ measured: CGSize) -> CGFloat {
            // How far the text is from fitting, as a ratio (at most 1 when it fits).
            let across = wraps ? 0 : width.map { measured.width / $0 } ?? 0
            let down = wraps ? height.map { measured.height / $0 } ?? 0 : 0
            return max(across, down)
        }
        var excess = overflow(layout(fitting: size, options: options).size)
        guard excess > 1 else { return 1 }
        // One line shrinks with the font; wrapped text roughly with its square.
        var factor = max(minimum, min(1, wraps ? 1 / excess.squareRoot() : 1 / excess))
        while factor > minimum {
            excess = overflow(scaled(by: factor).layout(fitting: size, options: options).size)
            if excess <= 1 { break }
            factor = max(minimum, factor - 0.05)
        }
        return factor
    }
}

/// Diagnostics for text calls given unusable geometry: each is a programming error of the current application
/// (the calls name no view), and is also logged as a warning once per message, so a bad value drawn every frame is
/// reported without flooding the log.
@MainActor
enum TextDiagnostics {
    private static let logger = Logger(label: "OpenUIKit.Text")
    private static var reported: Set<String> = []

    static func report(_ message: String) {
        UIApplication.reportProgrammingError(message)
        guard reported.count < 100, reported.insert(message).inserted else { return }
        logger.warning("\(message)")
    }
}
