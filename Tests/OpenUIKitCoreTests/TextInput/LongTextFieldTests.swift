import Foundation
import Testing
@testable import OpenUIKitCore
import OpenUIKitTesting

/// A single-line field with a very long text shapes only the part around the caret (issue 13's speed figure), and
/// that must not show: typing, arrows and clicks behave as with a short text, and the caret moves smoothly when the
/// shaped part moves along.
@MainActor
@Suite struct LongTextFieldTests {
    private func longField(in driver: EventDriver, characters: Int = 10_000) -> UITextField {
        let window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 60))
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 380, height: 34))
        window.addSubview(field)
        field.text = String(repeating: "abcdefghi ", count: characters / 10)
        #expect(field.becomeFirstResponder())
        return field
    }

    @Test func typingIntoTheMiddleOfTenThousandCharactersEditsThereAndTheCaretMovesSmoothly() throws {
        let driver = EventDriver()
        let field = longField(in: driver)
        field.selectedRange = NSRange(location: 5_000, length: 0)
        var carets: [CGFloat] = [field.caretRect.minX]
        // Far enough to move the shaped part along several times (it keeps its start for 250 units of travel).
        for _ in 0..<700 {
            try driver.press(.keyboardX, characters: "x")
            carets.append(field.caretRect.minX)
        }
        #expect(field.text?.utf16.count == 10_700)
        #expect(field.selectedRange == NSRange(location: 5_700, length: 0))
        let text = try #require(field.text)
        let inserted = text[String.Index(utf16Offset: 5_000, in: text)..<String.Index(utf16Offset: 5_700, in: text)]
        #expect(inserted == Substring(String(repeating: "x", count: 700)))
        // The caret stays in the field and never jumps by more than a character's width.
        let jumps = zip(carets, carets.dropFirst()).map { abs($1 - $0) }
        #expect(jumps.max() ?? 0 < 20, "largest caret jump \(jumps.max() ?? 0)")
        #expect(carets.allSatisfy { $0 >= 9 && $0 <= 390 })
        field.resignFirstResponder()
        #expect(driver.finish().isClean)
    }

    @Test func clicksAndArrowsFindTheSameOffsetsAsTheCaret() throws {
        let driver = EventDriver()
        let field = longField(in: driver)
        for location in [0, 1, 3_333, 5_000, 9_999, 10_000] {
            field.selectedRange = NSRange(location: location, length: 0)
            let caret = field.caretRect
            #expect(field.offset(at: CGPoint(x: caret.midX, y: caret.midY)) == location, "at \(location)")
        }
        field.selectedRange = NSRange(location: 7_000, length: 0)
        var carets: [CGFloat] = []
        for _ in 0..<600 {
            try driver.press(.keyboardLeftArrow, characters: UIKeyCommand.inputLeftArrow)
            carets.append(field.caretRect.minX)
        }
        let jumps = zip(carets, carets.dropFirst()).map { abs($1 - $0) }
        #expect(jumps.max() ?? 0 < 20, "largest caret jump \(jumps.max() ?? 0)")
        #expect(field.selectedRange == NSRange(location: 6_400, length: 0))
        try driver.press(.keyboardHome, characters: UIKeyCommand.inputHome)
        #expect(field.selectedRange == NSRange(location: 0, length: 0))
        try driver.press(.keyboardEnd, characters: UIKeyCommand.inputEnd)
        #expect(field.selectedRange == NSRange(location: 10_000, length: 0))
        field.resignFirstResponder()
        #expect(driver.finish().isClean)
    }

    @Test func aCompositionInALongTextShowsAtTheCaret() throws {
        let driver = EventDriver()
        let field = longField(in: driver)
        field.selectedRange = NSRange(location: 5_000, length: 0)
        field.setMarkedText("nihao", selectedRange: NSRange(location: 5, length: 0))
        // The shaped part holds the composition at the caret, and the caret stays in the field.
        let shown = field.display
        #expect(shown.text.utf16.count < 1_100)
        #expect(
            shown.marked.map { shown.local($0.lowerBound) }
                == (shown.text.range(of: "nihao")?.lowerBound).map {
                    $0.utf16Offset(in: shown.text)
                })
        #expect(field.caretRect.minX >= 9 && field.caretRect.maxX <= 391)
        field.insertText("你好")
        #expect(field.selectedRange == NSRange(location: 5_002, length: 0))
        #expect(field.markedText == nil)
        field.resignFirstResponder()
        #expect(driver.finish().isClean)
    }
}
