import Foundation

/// Drawing and measuring attributed strings, as UIKit adds to `NSAttributedString`.
///
/// Each run keeps its own font, colours, underline, strikethrough and kerning; the whole string becomes one layout
/// (one Pango layout with an attribute list), kept in the shared layout cache under the string and every run's
/// attributes. Runs without a font use the system font at 12 points, runs without a colour are black. UIKit
/// parity: the paragraph style is the first character's for the whole string (UIKit applies one per paragraph).
extension NSAttributedString {
    /// The size the string takes on one line per paragraph; fractional (round up to size views).
    @MainActor
    public func size() -> CGSize {
        StyledText(self).size()
    }

    /// Draws the string, one line per paragraph, with its top-left corner at `point` in the current context.
    @MainActor
    public func draw(at point: CGPoint) {
        StyledText(self).draw(at: point)
    }

    /// Draws the string wrapped inside `rect`, clipped to it; with a truncating line break mode each paragraph is
    /// one line, truncated at the width.
    @MainActor
    public func draw(in rect: CGRect) {
        StyledText(self).draw(in: rect)
    }

    /// Draws the string inside `rect` as `options` say (see ``NSStringDrawingOptions``).
    @MainActor
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        StyledText(self).draw(with: rect, options: options, context: context)
    }

    /// The rectangle the string takes when drawn with `options` inside `size` (see ``NSStringDrawingOptions``);
    /// fractional. Zero, negative, infinite and NaN sizes set no limit in that direction.
    @MainActor
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
    ) -> CGRect {
        StyledText(self).boundingRect(with: size, options: options, context: context)
    }
}
