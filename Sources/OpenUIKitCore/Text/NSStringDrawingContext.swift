import Foundation

/// Settings for, and results of, one `draw(with:options:context:)` or `boundingRect(with:options:context:)` call.
///
/// Mirrors `NSStringDrawingContext`: with ``minimumScaleFactor`` between 0 and 1, text that does not fit the
/// rectangle is drawn with every font scaled down, no further than that factor, and ``actualScaleFactor`` says by
/// how much; ``totalBounds`` is the rectangle the text took. UIKit parity: OpenUIKit finds the factor by measuring
/// (the width ratio for one line, then steps of 5 %), so the factor it picks can differ slightly from UIKit's.
public final class NSStringDrawingContext {
    /// The smallest factor fonts may be scaled by to make the text fit; 0 (the default) scales nothing.
    public var minimumScaleFactor: CGFloat = 0
    /// The factor the last call scaled fonts by; 1 when nothing was scaled.
    public internal(set) var actualScaleFactor: CGFloat = 1
    /// The rectangle the last call's text took, in the coordinates of the rectangle it was given.
    public internal(set) var totalBounds: CGRect = .zero

    public init() {}
}
