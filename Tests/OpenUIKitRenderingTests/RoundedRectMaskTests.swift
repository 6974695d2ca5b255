import Foundation
import Testing
@_spi(Rendering) import OpenUIKitCore
import CCairoPango
@testable import OpenUIKitCairo
import OpenUIKitTesting

/// Rounded rectangles filled from cached masks (`RoundedRectMasks`): the same pixels as filling the path, for
/// layer backgrounds and for `UIBezierPath(roundedRect:cornerRadius:)` in `draw(_:)`; the path wherever the
/// transform or position is not whole pixels.
@MainActor
@Suite(.serialized) struct RoundedRectMaskTests {
    /// Draws its bounds' rounded rectangle with UIBezierPath, as apps' cells do.
    final class RoundedCell: UIView {
        override func draw(_ rect: CGRect) {
            UIColor(rgb: 0x3465A4).setFill()
            UIBezierPath(roundedRect: bounds.insetBy(dx: 1, dy: 1), cornerRadius: 5).fill()
        }
    }

    /// Whole-pixel cells (masks), a cell at a fractional position and a rotated one (paths), a scaled window.
    private func makeScene(scale: CGFloat) -> UIWindow {
        let window = EventDriver().makeWindow(frame: CGRect(x: 0, y: 0, width: 160, height: 100))
        window.screenScale = scale
        window.backgroundColor = .white
        let frames = [
            CGRect(x: 4, y: 4, width: 28, height: 28), CGRect(x: 40, y: 4, width: 28, height: 28),
            CGRect(x: 76.5, y: 4.25, width: 28, height: 28), CGRect(x: 112, y: 4, width: 40, height: 20),
        ]
        for (index, frame) in frames.enumerated() {
            let layerCell = UIView(frame: frame)
            layerCell.backgroundColor = UIColor(rgb: 0xCC3300)
            layerCell.layer.cornerRadius = 6
            window.addSubview(layerCell)
            let drawnCell = RoundedCell(frame: frame.offsetBy(dx: 0, dy: 50))
            drawnCell.backgroundColor = .clear
            if index == 3 { drawnCell.transform = CGAffineTransform(rotationAngle: 0.3) }
            window.addSubview(drawnCell)
        }
        return window
    }

    private func render(scale: CGFloat, masks: Bool) -> UIImage {
        RoundedRectMasks.shared.isEnabled = masks
        defer { RoundedRectMasks.shared.isEnabled = true }
        return makeScene(scale: scale).renderer.image()
    }

    @Test(arguments: [1.0, 2.0])
    func masksGiveTheSamePixelsAsPaths(scale: Double) {
        let masked = render(scale: CGFloat(scale), masks: true)
        let pathed = render(scale: CGFloat(scale), masks: false)
        guard let maskedPixels = masked.pixels, let pathedPixels = pathed.pixels else {
            Issue.record("no pixels")
            return
        }
        #expect(maskedPixels.pixelWidth == Int(160 * scale))
        var differing: [String] = []
        for y in 0..<maskedPixels.pixelHeight {
            for x in 0..<maskedPixels.pixelWidth {
                guard let a = maskedPixels.pixel(x: x, y: y), let b = pathedPixels.pixel(x: x, y: y) else { continue }
                let difference = max(
                    abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)), abs(Int(a.blue) - Int(b.blue)),
                    abs(Int(a.alpha) - Int(b.alpha)))
                if difference > 1 { differing.append("(\(x), \(y)) by \(difference)") }
            }
        }
        #expect(differing.isEmpty, "\(differing.count) pixels differ, first: \(differing.prefix(8))")
    }

    /// In a large shape only the corners go through the mask and the rest is filled as rectangles: exactly the pixels
    /// of compositing the whole mask, for opaque and translucent colours (a button's highlight), under a damage clip
    /// that cuts through the shapes, at both scales. Small shapes (a 28-point cell, a 7-point one) keep the whole mask.
    @Test(arguments: [1.0, 2.0])
    func splitCornersGiveExactlyTheWholeMasksPixels(scale: Double) {
        final class TranslucentCell: UIView {
            override func draw(_ rect: CGRect) {
                UIColor(white: 0, alpha: 0.15).setFill()
                UIBezierPath(roundedRect: bounds, cornerRadius: 6).fill()
            }
        }
        func render(split: Bool) -> (image: UIImage, splits: Int) {
            let cache = RoundedRectMasks.shared
            cache.splitsCorners = split
            cache.resetCounters()
            defer { cache.splitsCorners = true }
            let window = EventDriver().makeWindow(frame: CGRect(x: 0, y: 0, width: 240, height: 120))
            window.screenScale = CGFloat(scale)
            window.backgroundColor = .white
            for (index, frame) in [
                CGRect(x: 4, y: 4, width: 100, height: 70), CGRect(x: 110, y: 4, width: 7, height: 7),
                CGRect(x: 120, y: 30, width: 110, height: 80), CGRect(x: 110, y: 20, width: 28, height: 28),
            ].enumerated() {
                let opaque = UIView(frame: frame)
                opaque.backgroundColor = UIColor(rgb: 0x3465A4)
                opaque.layer.cornerRadius = index == 1 ? 3.5 : 8
                window.addSubview(opaque)
                let overlay = TranslucentCell(frame: frame)
                overlay.backgroundColor = .clear
                window.addSubview(overlay)
            }
            window.renderer.renderIfNeeded()
            // A second frame clipped to a damage rectangle across corners and edges of both large shapes.
            window.addDamage(CGRect(x: 0, y: 20, width: 150, height: 70))
            window.renderer.renderIfNeeded()
            return (window.renderer.image(), cache.splits)
        }
        let split = render(split: true), whole = render(split: false)
        // Two large shapes, each a background and an overlay, in two frames.
        #expect([split.splits, whole.splits] as [Int] == [8, 0])
        guard let splitPixels = split.image.pixels, let wholePixels = whole.image.pixels else {
            Issue.record("no pixels")
            return
        }
        var differing: [String] = []
        for y in 0..<splitPixels.pixelHeight {
            for x in 0..<splitPixels.pixelWidth {
                guard let a = splitPixels.pixel(x: x, y: y), let b = wholePixels.pixel(x: x, y: y) else { continue }
                if a != b { differing.append("(\(x), \(y))") }
            }
        }
        #expect(splitPixels.pixelWidth == Int(240 * scale))
        let differingCount = differing.count
        #expect(differingCount == 0, "first: \(differing.prefix(8))")
    }

    /// Straight on a Cairo context: with `OVER` the split fill equals the whole mask's; with an unbounded operator
    /// (`IN`: everything outside the shape is cleared) it keeps the whole mask, where a split would let the
    /// rectangles' pass clear the corners and the corners' pass clear the rest.
    @Test(arguments: [CAIRO_OPERATOR_OVER.rawValue, CAIRO_OPERATOR_IN.rawValue])
    func theSplitHoldsForOverAndIsNotUsedForUnboundedOperators(operatorValue: UInt32) {
        func fill(split: Bool) -> [UInt32] {
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 120, 100)!
            defer { cairo_surface_destroy(surface) }
            let cairo = cairo_create(surface)!
            cairo_set_source_rgba(cairo, 0.2, 0.4, 0.6, 1)
            cairo_paint(cairo)
            cairo_set_operator(cairo, cairo_operator_t(rawValue: operatorValue))
            cairo_set_source_rgba(cairo, 0.9, 0.1, 0.1, 0.5)
            RoundedRectMasks.shared.splitsCorners = split
            defer { RoundedRectMasks.shared.splitsCorners = true }
            RoundedRectMasks.shared.resetCounters()
            #expect(RoundedRectMasks.shared.fill(CGRect(x: 4, y: 6, width: 100, height: 80), radius: 7, in: cairo))
            let expectedSplits: Int = split && operatorValue == CAIRO_OPERATOR_OVER.rawValue ? 1 : 0
            #expect(RoundedRectMasks.shared.splits == expectedSplits)
            cairo_destroy(cairo)
            cairo_surface_flush(surface)
            let stride = Int(cairo_image_surface_get_stride(surface)) / 4
            let data = cairo_image_surface_get_data(surface)!.withMemoryRebound(to: UInt32.self, capacity: stride * 100)
            {
                Array(UnsafeBufferPointer(start: $0, count: stride * 100))
            }
            return data
        }
        let split = fill(split: true), whole = fill(split: false)
        #expect(split.count == whole.count)
        let differingPixels = zip(split, whole).filter { $0 != $1 }.count
        #expect(differingPixels == 0)
        // Both operators change the picture inside the shape; outside it OVER keeps the background and IN clears it.
        let background: UInt32 = 0xFF33_6699
        #expect(split[40 * 120 + 50] != background)
        #expect(split[0] == (operatorValue == CAIRO_OPERATOR_IN.rawValue ? 0 : background))
    }

    /// A long thin shape has straight area enough to split, but its radius (capped at half the 7-pixel side, 3.5)
    /// rounds up to 4-pixel corner squares that would overlap: it keeps the whole mask, and draws what the whole mask
    /// draws.
    @Test func cornersThatWouldOverlapKeepTheWholeMask() {
        func fill(split: Bool) -> (pixels: [UInt32], splits: Int) {
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 16, 720)!
            defer { cairo_surface_destroy(surface) }
            let cairo = cairo_create(surface)!
            cairo_set_source_rgba(cairo, 0.9, 0.1, 0.1, 0.5)
            RoundedRectMasks.shared.splitsCorners = split
            defer { RoundedRectMasks.shared.splitsCorners = true }
            RoundedRectMasks.shared.resetCounters()
            #expect(RoundedRectMasks.shared.fill(CGRect(x: 4, y: 4, width: 7, height: 700), radius: 10, in: cairo))
            let splits = RoundedRectMasks.shared.splits
            cairo_destroy(cairo)
            cairo_surface_flush(surface)
            let count = Int(cairo_image_surface_get_stride(surface)) / 4 * 720
            let data = cairo_image_surface_get_data(surface)!.withMemoryRebound(to: UInt32.self, capacity: count) {
                Array(UnsafeBufferPointer(start: $0, count: count))
            }
            return (data, splits)
        }
        let split = fill(split: true), whole = fill(split: false)
        #expect([split.splits, whole.splits] as [Int] == [0, 0])
        let differingPixels = zip(split.pixels, whole.pixels).filter { $0 != $1 }.count
        #expect(differingPixels == 0)
    }

    /// Which fills the cache served: three whole-pixel layer backgrounds of two shapes (two misses, one hit), two
    /// whole-pixel drawn cells of one shape (one miss, one hit), and nothing for the fractional and rotated ones;
    /// the next full frame hits all five.
    @Test func wholePixelShapesAreRasterizedOncePerShape() {
        let cache = RoundedRectMasks.shared
        cache.removeAll()
        cache.resetCounters()
        let window = makeScene(scale: 1)
        window.renderer.renderIfNeeded()
        #expect([cache.misses, cache.hits, cache.count] as [Int] == [3, 2, 3])
        window.renderer.invalidateAll()
        window.renderer.renderIfNeeded()
        #expect([cache.misses, cache.hits, cache.count] as [Int] == [3, 7, 3])
    }

    /// Past its capacity the cache starts over instead of growing.
    @Test func theCacheIsBounded() {
        let cache = RoundedRectMasks.shared
        cache.removeAll()
        let window = EventDriver().makeWindow(frame: CGRect(x: 0, y: 0, width: 600, height: 40))
        for index in 0..<(RoundedRectMasks.capacity + 10) {
            let cell = UIView(frame: CGRect(x: 0, y: 0, width: 10 + index, height: 20))
            cell.backgroundColor = .red
            cell.layer.cornerRadius = 4
            window.addSubview(cell)
        }
        window.renderer.renderIfNeeded()
        #expect(cache.count == 10)
    }

    /// Adds its rounded rectangle to the context's path, then moves the coordinate system before filling: the path
    /// stays where it was added (Core Graphics keeps paths in device space), so the fill lands at the left.
    final class MovedAfterAddingCell: UIView {
        override func draw(_ rect: CGRect) {
            guard let context = UIGraphicsGetCurrentContext() else { return }
            context.setFillColor(UIColor(rgb: 0x3465A4).cgColor)
            context.addPath(UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 20), cornerRadius: 4))
            context.translateBy(x: 30, y: 0)
            context.fillPath()
        }
    }

    @Test func aTransformChangedAfterTheRoundedPathWasAddedDoesNotMoveTheFill() {
        let window = EventDriver().makeWindow(frame: CGRect(x: 0, y: 0, width: 60, height: 20))
        window.backgroundColor = .white
        window.addSubview(MovedAfterAddingCell(frame: window.bounds))
        guard let pixels = window.renderer.image().pixels else {
            Issue.record("no pixels")
            return
        }
        // Blue under the path (x 10), white where a moved fill would have gone (x 40).
        let samples = [10, 40].map { x in pixels.pixel(x: x, y: 10).map { "\(x): \($0.red),\($0.green),\($0.blue)" } }
        #expect(samples == ["10: 52,101,164", "40: 255,255,255"])
    }
}
