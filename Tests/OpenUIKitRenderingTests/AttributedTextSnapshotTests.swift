import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitCairo

/// `NSAttributedString` drawing and `boundingRect` with Pango (issue 11): runs in their own fonts and looks in one
/// layout, Chinese beside Latin, `draw(in:)` wrapping and truncating, and the measuring options.
@MainActor
@Suite struct AttributedTextSnapshotTests {
    func image(_ size: CGSize, _ draw: () -> Void) -> UIImage {
        UIGraphicsImageRenderer(size: size).image { context in
            UIColor.white.setFill()
            context.fill(CGRect(origin: .zero, size: size))
            draw()
        }
    }

    @Test func runsKeepTheirFontsColoursAndLines() {
        let text = NSMutableAttributedString(
            string: "Bold ",
            attributes: [.font: UIFont.boldSystemFont(ofSize: 16), .foregroundColor: UIColor.systemRed])
        text.append(
            NSAttributedString(
                string: "italic ",
                attributes: [
                    .font: UIFont.italicSystemFont(ofSize: 13), .foregroundColor: UIColor.systemBlue,
                    .backgroundColor: UIColor.systemYellow,
                ]))
        text.append(
            NSAttributedString(
                string: "under",
                attributes: [.underlineStyle: NSUnderlineStyle.single.rawValue, .underlineColor: UIColor.systemGreen]))
        text.append(NSAttributedString(string: " struck", attributes: [.strikethroughStyle: 1]))
        text.append(NSAttributedString(string: " wide", attributes: [.kern: 3]))
        let drawn = image(CGSize(width: 300, height: 60)) {
            text.draw(at: CGPoint(x: 4, y: 4))
            // Under a global alpha the coloured runs fade together (painted as one group).
            UIGraphicsGetCurrentContext()?.setAlpha(0.4)
            text.draw(at: CGPoint(x: 4, y: 32))
        }
        expectSnapshot(drawn, named: "attributed-runs", tolerance: 8, allowedMismatch: 0.002)
        // The red of "Bold" is drawn in full, then faded to 40 % over white.
        let strong = (0..<40).compactMap { drawn.pixel(x: 4 + $0, y: 14) }.min { $0.green < $1.green }
        let faded = (0..<40).compactMap { drawn.pixel(x: 4 + $0, y: 42) }.min { $0.green < $1.green }
        #expect(strong.map { $0.red > 200 && $0.green < 110 } == true)
        #expect(faded.map { $0.red > 230 && $0.green > 130 && $0.green < 200 } == true)
    }

    @Test func chineseAndLatinShareOneLayout() {
        let text = NSMutableAttributedString(
            string: "Hello ", attributes: [.font: UIFont.systemFont(ofSize: 15)])
        text.append(
            NSAttributedString(
                string: "你好，世界",
                attributes: [.font: UIFont.boldSystemFont(ofSize: 15), .foregroundColor: UIColor.systemRed]))
        text.append(NSAttributedString(string: " and 中文 mixed", attributes: [.font: UIFont.systemFont(ofSize: 12)]))
        let drawn = image(CGSize(width: 280, height: 30)) { text.draw(at: CGPoint(x: 4, y: 4)) }
        expectSnapshot(drawn, named: "attributed-chinese-latin", tolerance: 8, allowedMismatch: 0.002)
        let single = NSAttributedString(string: "Hello ", attributes: [.font: UIFont.systemFont(ofSize: 15)]).size()
        #expect(text.size().width > single.width + 5 * 15)
    }

    @Test func drawInRectWrapsClipsAndTruncates() {
        let words = "The quick brown fox jumps over the lazy dog again and again"
        let font = UIFont.systemFont(ofSize: 12)
        let truncating = NSMutableParagraphStyle()
        truncating.lineBreakMode = .byTruncatingTail
        let frames = [
            CGRect(x: 4, y: 4, width: 110, height: 52), CGRect(x: 124, y: 4, width: 110, height: 52),
            CGRect(x: 4, y: 64, width: 110, height: 52), CGRect(x: 124, y: 64, width: 110, height: 40),
        ]
        let drawn = image(CGSize(width: 240, height: 120)) {
            UIColor.systemGray4.setStroke()
            for frame in frames { UIBezierPath(rect: frame).stroke() }
            // Word wrapping, clipped to the rectangle: the fourth line is cut.
            words.draw(in: frames[0], withAttributes: [.font: font])
            // A truncating mode: each paragraph one line, ending in an ellipsis.
            (words + "\nsecond paragraph, also long").draw(
                in: frames[1], withAttributes: [.font: font, .paragraphStyle: truncating])
            // Attributed, wrapped, with a coloured run.
            let attributed = NSMutableAttributedString(string: words, attributes: [.font: font])
            attributed.addAttribute(
                .foregroundColor, value: UIColor.systemBlue, range: NSRange(location: 4, length: 11))
            attributed.draw(in: frames[2])
            // Line fragments inside the rectangle, the last visible line truncated.
            attributed.draw(
                with: frames[3], options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine], context: nil)
        }
        expectSnapshot(drawn, named: "draw-in-rect-wrap-truncate", tolerance: 8, allowedMismatch: 0.002)
    }

    @Test func boundingRectsWithPango() {
        let font = UIFont.systemFont(ofSize: 12)
        let attributes: [NSAttributedString.Key: Any] = [.font: font]
        let text = "The quick brown fox jumps over the lazy dog"
        let line = text.size(withAttributes: attributes)
        let oneLine = text.boundingRect(
            with: CGSize(width: 100, height: 10), options: [], attributes: attributes, context: nil)
        let unlimited = text.boundingRect(
            with: CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude),
            options: .usesLineFragmentOrigin, attributes: attributes, context: nil)
        let wrapped = text.boundingRect(
            with: CGSize(width: 100, height: 1_000), options: .usesLineFragmentOrigin, attributes: attributes,
            context: nil)
        let twoLines = text.boundingRect(
            with: CGSize(width: 100, height: line.height * 2.5),
            options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine],
            attributes: attributes, context: nil)
        // One line ignores the width; its origin is the baseline, the ascent above it.
        #expect(oneLine.size == line)
        #expect(oneLine.minY < -font.ascender * 0.8 && oneLine.minY > -font.ascender * 1.2)
        #expect(unlimited == CGRect(origin: .zero, size: line))
        // Wrapped at 100 points: narrower, several lines, fractional like UIKit's.
        #expect(wrapped.origin == .zero && wrapped.width <= 100 && wrapped.height > line.height * 3)
        // Truncating the last visible line keeps the lines that fit.
        #expect(twoLines.height == line.height * 2)
    }

    /// A label with any number of lines measured its unlimited size with `CGFloat.greatestFiniteMagnitude` as the
    /// wrap width, which overflowed Pango's 32-bit units and crashed.
    @Test func aLabelWithAnyNumberOfLinesMeasuresItsUnlimitedSize() {
        let label = UILabel(frame: .zero)
        label.numberOfLines = 0
        label.font = .systemFont(ofSize: 12)
        label.text = "two\nlines"
        let size = label.intrinsicContentSize
        let expected = "two\nlines".size(withAttributes: [.font: UIFont.systemFont(ofSize: 12)])
        #expect(size == CGSize(width: expected.width.rounded(.up), height: expected.height.rounded(.up)))
    }

    @Test func aLabelDrawsItsAttributedText() {
        let drawn = renderWindow(CGSize(width: 200, height: 40)) { window in
            let label = UILabel(frame: CGRect(x: 4, y: 4, width: 192, height: 32))
            label.font = .systemFont(ofSize: 14)
            label.textColor = .darkGray
            let text = NSMutableAttributedString(string: "label ")
            text.append(
                NSAttributedString(
                    string: "attributed 文本",
                    attributes: [.foregroundColor: UIColor.systemRed, .font: UIFont.boldSystemFont(ofSize: 16)]))
            label.attributedText = text
            window.addSubview(label)
        }
        expectSnapshot(drawn, named: "label-attributed", tolerance: 8, allowedMismatch: 0.002)
    }
}
