import Foundation

/// String drawing with attributes, as UIKit adds to `NSString` (and, through bridging, `String`).
///
/// Honoured attributes: ``NSAttributedString/Key/font`` (system 12 pt when absent), `foregroundColor` (black),
/// `backgroundColor`, `paragraphStyle` (alignment, line break mode, line spacing), `underlineStyle`,
/// `underlineColor`, `strikethroughStyle`, `strikethroughColor` and `kern`. Layouts are shaped once and kept in the
/// shared layout cache, so drawing the same string every frame costs a lookup, not a reshaping.
extension String {
    /// The size the string takes on one line per paragraph; fractional (round up to size views).
    @MainActor
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        StyledText(string: self, attributes: attributes).size()
    }

    /// Draws the string, one line per paragraph, with its top-left corner at `point` in the current context.
    @MainActor
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        StyledText(string: self, attributes: attributes).draw(at: point)
    }

    /// Draws the string wrapped inside `rect`, clipped to it; with a truncating line break mode each paragraph is
    /// one line, truncated at the width.
    @MainActor
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        StyledText(string: self, attributes: attributes).draw(in: rect)
    }

    /// The rectangle the string takes when drawn with `options` inside `size` (see ``NSStringDrawingOptions``);
    /// fractional. Zero, negative, infinite and NaN sizes set no limit in that direction.
    @MainActor
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) -> CGRect {
        StyledText(string: self, attributes: attributes).boundingRect(with: size, options: options, context: context)
    }

    /// Draws the string inside `rect` as `options` say (see ``NSStringDrawingOptions``).
    @MainActor
    public func draw(
        with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) {
        StyledText(string: self, attributes: attributes).draw(with: rect, options: options, context: context)
    }
}
