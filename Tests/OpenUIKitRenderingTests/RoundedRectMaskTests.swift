import Foundation
import Testing
@_spi(Backends) import OpenUIKitCore
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
