import Foundation
import Testing
@_spi(Rendering) import OpenUIKitCore

/// The core alone (no graphics library linked into the core's own logic): text is measured approximately and
/// drawing is a no-op, so layout and event handling never need Cairo.
@MainActor
@Suite struct HeadlessGraphicsTests {
    @Test func theHeadlessLibraryMeasuresTextFromTheFontSize() {
        let headless = HeadlessGraphics()
        let text = headless.layOutText(
            "abcd\nab", font: .systemFont(ofSize: 10), options: TextLayoutOptions(width: nil))
        #expect(text.size == CGSize(width: 24, height: 24))
        let wrapped = headless.layOutText(
            "abcdefghij", font: .systemFont(ofSize: 10),
            options: TextLayoutOptions(width: 30, maximumLines: 0))
        #expect(wrapped.size == CGSize(width: 30, height: 24))
        #expect(headless.decodeImage(Data([1, 2, 3])) == nil)
        #expect(
            headless.fontMetrics(for: .systemFont(ofSize: 10))
                == FontMetrics(
                    ascender: 9.5, descender: 2.5,
                    lineHeight: 12))
    }
}
