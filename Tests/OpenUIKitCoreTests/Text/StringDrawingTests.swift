import Foundation
import Testing

@_spi(Rendering) @testable import OpenUIKitCore
import OpenUIKitTesting

/// Runs `body` with the core's headless text metrics (each character 0.6 em of its font, lines 1.2 em, the baseline
/// 0.95 em down), so measured values are exact whatever the test binary links. The layout cache is emptied before
/// and after, so no layout made by one library is found while the other is installed. Synchronous on the main
/// actor: nothing else draws text meanwhile.
@MainActor
func withHeadlessText(_ body: @MainActor () -> Void) {
    let installed = Graphics.backend
    TextLayoutCache.shared.removeAll()
    Graphics.install(HeadlessGraphics())
    defer {
        Graphics.install(installed)
        TextLayoutCache.shared.removeAll()
    }
    body()
}

/// `boundingRect(with:options:…)`, `NSStringDrawingContext` and attributed measuring (issue 11), with exact
/// headless metrics.
@MainActor
@Suite struct StringDrawingTests {
    let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 10)]

    func bounds(_ text: String, _ size: CGSize, _ options: NSStringDrawingOptions = []) -> CGRect {
        text.boundingRect(with: size, options: options, attributes: attributes, context: nil)
    }

    @Test func withoutTheLineFragmentOriginOneLineIsMeasuredFromItsBaseline() {
        withHeadlessText {
            // The first line only, whatever the size; y is minus the ascent above the baseline.
            #expect(bounds("abcd\nef", CGSize(width: 10, height: 5)) == CGRect(x: 0, y: -9.5, width: 24, height: 12))
            #expect(bounds("abcd\nef", .zero) == CGRect(x: 0, y: -9.5, width: 24, height: 12))
            // Truncating the last visible line: the one line is cut at the width.
            #expect(
                bounds("abcd", CGSize(width: 12, height: 0), .truncatesLastVisibleLine)
                    == CGRect(x: 0, y: -9.5, width: 12, height: 12))
        }
    }

    @Test func fromTheLineFragmentOriginTextWrapsAtTheWidth() {
        withHeadlessText {
            let unlimited = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
            #expect(bounds("abcd\nef", unlimited, .usesLineFragmentOrigin) == CGRect(x: 0, y: 0, width: 24, height: 24))
            // "abcd" takes two lines of 12 points, "ef" one.
            #expect(
                bounds("abcd\nef", CGSize(width: 12, height: 1_000), .usesLineFragmentOrigin)
                    == CGRect(x: 0, y: 0, width: 12, height: 36))
        }
    }

    @Test func emptyTextIsZeroWhateverTheOptions() {
        withHeadlessText {
            #expect(bounds("", CGSize(width: 100, height: 100)) == .zero)
            #expect(bounds("", CGSize(width: 100, height: 100), .usesLineFragmentOrigin) == .zero)
            #expect("".size(withAttributes: attributes) == .zero)
            #expect(NSAttributedString(string: "").size() == .zero)
        }
    }

    @Test func nanAndNegativeSizesSetNoLimitAndNaNIsReported() {
        withHeadlessText {
            // The calls name no view: their reports go to the current application, the driver's.
            let driver = EventDriver()
            let nan = CGSize(width: CGFloat.nan, height: 10)
            let expected = CGRect(x: 0, y: 0, width: 24, height: 24)
            #expect(bounds("abcd\nef", nan, .usesLineFragmentOrigin) == expected)
            #expect(bounds("abcd\nef", CGSize(width: -12, height: -1), .usesLineFragmentOrigin) == expected)
            #expect(bounds("abcd\nef", CGSize(width: CGFloat.infinity, height: 0), .usesLineFragmentOrigin) == expected)
            _ = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in
                "x".draw(in: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10), withAttributes: attributes)
                "x".draw(at: CGPoint(x: 0, y: CGFloat.infinity), withAttributes: attributes)
            }
            #expect(
                driver.diagnostics.map(\.kind) == [
                    .programmingError(.apiMisuse), .programmingError(.apiMisuse), .programmingError(.apiMisuse),
                ])
            #expect(
                driver.diagnostics.map(\.message) == [
                    "boundingRect(with:) was given the size \(nan); NaN sets no limit",
                    "draw(in:) was given \(CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)), which is not a rectangle; "
                        + "nothing is drawn",
                    "draw(at:) was given \(CGPoint(x: 0, y: CGFloat.infinity)), which is not a point; nothing is drawn",
                ])
        }
    }

    @Test func theDrawingContextScalesFontsDownToTheMinimumAndReportsWhatItDid() {
        withHeadlessText {
            let context = NSStringDrawingContext()
            context.minimumScaleFactor = 0.25
            // 60 points of text in 30: half size fits.
            let half = "abcdefghij".boundingRect(
                with: CGSize(width: 30, height: 100), options: [], attributes: attributes, context: context)
            #expect([half, context.totalBounds] == [CGRect(x: 0, y: -4.75, width: 30, height: 6), half])
            #expect(context.actualScaleFactor == 0.5)
            // No further than the minimum.
            context.minimumScaleFactor = 0.75
            let limited = "abcdefghij".boundingRect(
                with: CGSize(width: 30, height: 100), options: [], attributes: attributes, context: context)
            #expect(context.actualScaleFactor == 0.75)
            #expect(abs(limited.width - 45) < 1e-9 && abs(limited.height - 9) < 1e-9)
            // Text that fits is not scaled.
            _ = "abc".boundingRect(
                with: CGSize(width: 30, height: 100), options: [], attributes: attributes, context: context)
            #expect([context.actualScaleFactor] == [1])
            #expect(context.totalBounds == CGRect(x: 0, y: -9.5, width: 18, height: 12))
        }
    }

    @Test func attributedRunsAreMeasuredEachInItsOwnFont() {
        withHeadlessText {
            let text = NSMutableAttributedString(string: "ab", attributes: [.font: UIFont.systemFont(ofSize: 10)])
            text.append(NSAttributedString(string: "cd", attributes: [.font: UIFont.systemFont(ofSize: 20)]))
            #expect(text.size() == CGSize(width: 36, height: 24))
            #expect(
                text.boundingRect(with: CGSize(width: 100, height: 100), options: [], context: nil)
                    == CGRect(x: 0, y: -19, width: 36, height: 24))
            let styled = StyledText(text)
            #expect(styled.runs.map(\.utf8Range) == [0..<2, 2..<4])
            #expect(styled.runs.map(\.style.font.pointSize) == [10, 20])
        }
    }

    @Test func utf16RangesBecomeUTF8Offsets() {
        // "a", then U+1F600 (two UTF-16 units, four UTF-8 bytes), then "b"; an offset inside the pair moves past it.
        #expect(StyledText.utf8Offsets(of: [0, 1, 2, 3, 4], in: "a😀b") == [0, 1, 5, 5, 6])
        let text = NSMutableAttributedString(string: "中a😀b")
        text.addAttribute(.underlineStyle, value: NSUnderlineStyle.single, range: NSRange(location: 1, length: 3))
        #expect(StyledText(text).runs.map(\.utf8Range) == [0..<3, 3..<8, 8..<9])
    }

    @Test func aLabelsAttributedTextAndTextReplaceEachOther() {
        withHeadlessText {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
            label.font = .systemFont(ofSize: 10)
            var log: [String] = []
            let styled = NSMutableAttributedString(string: "ab", attributes: [.font: UIFont.systemFont(ofSize: 20)])
            styled.append(NSAttributedString(string: "cd"))
            label.attributedText = styled
            log.append("attributed: \(describe(label))")
            // Runs without a font take the label's: 2 × 12 + 2 × 6 wide, 24 high.
            log.append("size: \(label.intrinsicContentSize)")
            label.text = "plain"
            log.append("text: \(describe(label))")
            label.attributedText = nil
            log.append("nil: \(describe(label))")
            #expect(
                log == [
                    "attributed: abcd, first font 20.0", "size: \(CGSize(width: 36, height: 24))",
                    "text: plain, first font 10.0", "nil: nil, first font 0.0",
                ])
        }
    }

    func describe(_ label: UILabel) -> String {
        let attributed = label.attributedText
        let font = attributed.flatMap { $0.length > 0 ? $0.attribute(.font, at: 0, effectiveRange: nil) : nil }
        return "\(label.text ?? "nil"), first font \((font as? UIFont)?.pointSize ?? 0)"
    }
}
