import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitCairo
import OpenUIKitTesting

/// `UIColor(patternImage:)`: OpenUIKit's solid stand-in for a tiled pattern is the image's alpha-weighted average.
@MainActor
@Suite struct PatternImageColorTests {
    private func image(_ fills: [(CGRect, UIColor)]) -> UIImage {
        var format = UIGraphicsImageRendererFormat()
        format.scale = 1
        format.opaque = false
        return UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2), format: format).image { _ in
            for (rect, colour) in fills {
                colour.setFill()
                UIBezierPath(rect: rect).fill()
            }
        }
    }

    private func components(_ colour: UIColor) -> [Int] {
        [colour.red, colour.green, colour.blue, colour.alpha].map { Int(($0 * 100).rounded()) }
    }

    @Test func anOpaqueImageGivesItsMeanColour() {
        let halves = image([
            (CGRect(x: 0, y: 0, width: 2, height: 2), .red), (CGRect(x: 2, y: 0, width: 2, height: 2), .blue),
        ])
        #expect(components(UIColor(patternImage: halves)) == [50, 0, 50, 100])
    }

    @Test func transparentPixelsWeighNothingButLowerTheAlpha() {
        let quarter = image([(CGRect(x: 0, y: 0, width: 2, height: 1), .green)])
        #expect(components(UIColor(patternImage: quarter)) == [0, 100, 0, 25])
        #expect(components(UIColor(patternImage: image([]))) == [0, 0, 0, 0])
        // An image that failed to load (no pixels) gives a clear colour.
        #expect(components(UIColor(patternImage: UIImage(size: CGSize(width: 3, height: 3)))) == [0, 0, 0, 0])
    }
}
