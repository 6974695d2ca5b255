import Foundation

/// The parts of a window that must be redrawn in the next frame, in window coordinates.
///
/// Rectangles accumulate until the renderer takes them; a rectangle inside one already held adds nothing, and past
/// ``maximumRectangles`` they collapse into their bounding box, so a frame draws a few clipped areas at most, not
/// one per change.
@_spi(Rendering)
public struct DamageRegion: Sendable {
    public static let maximumRectangles = 16

    public private(set) var rectangles: [CGRect] = []

    public var isEmpty: Bool { rectangles.isEmpty }

    public var bounds: CGRect {
        rectangles.reduce(CGRect.null) { $0.union($1) }
    }

    mutating func add(_ rect: CGRect, within limits: CGRect) {
        let rect = rect.standardized.intersection(limits)
        guard !rect.isNull, !rect.isEmpty, rect.width.isFinite, rect.height.isFinite else { return }
        // Whole pixels: anti-aliased edges touch the pixels they start and end in.
        let snapped = CGRect(
            x: rect.minX.rounded(.down), y: rect.minY.rounded(.down),
            width: rect.maxX.rounded(.up) - rect.minX.rounded(.down),
            height: rect.maxY.rounded(.up) - rect.minY.rounded(.down))
        if rectangles.contains(where: { $0.contains(snapped) }) { return }
        rectangles.removeAll { snapped.contains($0) }
        rectangles.append(snapped)
        if rectangles.count > Self.maximumRectangles {
            rectangles = [bounds]
        }
    }

    mutating func take() -> [CGRect] {
        defer { rectangles.removeAll() }
        return rectangles
    }
}
