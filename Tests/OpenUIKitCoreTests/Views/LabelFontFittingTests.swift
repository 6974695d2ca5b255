import Foundation
import Testing
@_spi(Rendering) import OpenUIKitCore
import OpenUIKitTesting

/// `adjustsFontSizeToFitWidth` and `minimumScaleFactor`. The expected sizes are found by brute force from the text
/// measure the label uses (whichever graphics library is installed): the largest half-point size, down to the
/// minimum, at which the text fits.
@MainActor
@Suite struct LabelFontFittingTests {
    static let text = "0123456789"

    func label(_ width: CGFloat, _ height: CGFloat = 30, lines: Int = 1, factor: CGFloat = 0.5) -> UILabel {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: height))
        label.font = .systemFont(ofSize: 20)
        label.text = Self.text
        label.numberOfLines = lines
        label.minimumScaleFactor = factor
        label.adjustsFontSizeToFitWidth = true
        return label
    }

    /// The text's width on one line, or its height wrapped at `width`, at `points`.
    func measure(_ points: CGFloat, wrappedAt width: CGFloat? = nil) -> CGSize {
        let probe = UILabel()
        probe.font = .systemFont(ofSize: points)
        probe.text = Self.text
        probe.numberOfLines = width == nil ? 1 : 0
        return probe.sizeThatFits(CGSize(width: width ?? .greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
    }

    /// The largest size in half points from 20 down to `smallest` whose measure passes `fits`; else `smallest`.
    func expected(downTo smallest: CGFloat, _ fits: (CGFloat) -> Bool) -> CGFloat {
        var points: CGFloat = 20
        while points > smallest, !fits(points) { points -= 0.5 }
        return max(points, smallest)
    }

    @Test func oneLineShrinksToFitTheWidthDownToTheMinimumScale() {
        func fitted(_ label: UILabel) -> CGFloat { label.fittingFont(in: label.bounds.size).pointSize }
        let natural = measure(20).width
        #expect(fitted(label(natural + 10)) == 20)  // fits: the font's own size
        let narrow = natural * 0.7
        let shrunk = fitted(label(narrow))
        #expect(shrunk == expected(downTo: 10) { measure($0).width <= narrow }, "\(shrunk)")
        #expect(shrunk < 20 && shrunk > 10)
        #expect(fitted(label(natural * 0.2)) == 10)  // cannot fit: stops at 20 × 0.5 (and truncates)
        #expect(fitted(label(natural * 0.2, factor: 0)) == 20)  // 0: no shrinking, as UIKit
        #expect(fitted(label(natural * 0.2, factor: 2)) == 20)  // clamped to 1
        let off = label(narrow)
        off.adjustsFontSizeToFitWidth = false
        #expect(fitted(off) == 20)
        // The label's own font and its natural size are unchanged.
        let fitting = label(narrow)
        #expect(fitting.font.pointSize == 20 && fitting.intrinsicContentSize == measure(20))
    }

    @Test func severalLinesShrinkToFitTheHeight() {
        let width = measure(20).width * 0.6  // two lines at 20 points
        let twoLines = measure(20, wrappedAt: width).height
        let label = label(width, twoLines - 4, lines: 0)
        let fitted = label.fittingFont(in: label.bounds.size).pointSize
        #expect(fitted == expected(downTo: 10) { measure($0, wrappedAt: width).height <= twoLines - 4 }, "\(fitted)")
        #expect(fitted < 20)
        // Room enough: the full size.
        let roomy = self.label(width, twoLines + 10, lines: 0)
        #expect(roomy.fittingFont(in: roomy.bounds.size).pointSize == 20)
    }
}
