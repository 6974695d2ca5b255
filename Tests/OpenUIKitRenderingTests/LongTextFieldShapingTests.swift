import Foundation
import Testing
@testable import OpenUIKitCore
import OpenUIKitCairo
import OpenUIKitTesting

/// The long-text path of `UITextField` (only the part around the caret is shaped) with Pango's real, uneven glyph
/// widths: the caret moves smoothly while typing carries the shaped part along, and a click lands where the caret
/// is drawn.
@MainActor
@Suite struct LongTextFieldShapingTests {
    @Test func typingAndClicksInTenThousandProportionalCharacters() throws {
        let driver = EventDriver()
        let window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 60))
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 380, height: 34))
        window.addSubview(field)
        field.text = String(repeating: "Wil mij. 字 ", count: 1_000)
        #expect(field.becomeFirstResponder())
        field.selectedRange = NSRange(location: 6_000, length: 0)
        window.renderer.renderIfNeeded()
        var carets: [CGFloat] = []
        for _ in 0..<700 {
            try driver.press(.keyboardW, characters: "W")
            carets.append(field.caretRect.minX)
        }
        window.renderer.renderIfNeeded()
        let jumps = zip(carets, carets.dropFirst()).map { abs($1 - $0) }
        #expect(jumps.max() ?? 0 < 25, "largest caret jump \(jumps.max() ?? 0)")
        #expect(field.display.text.utf16.count <= 1_000)
        for location in [0, 2, 6_350, 6_700, 11_699, 11_700] {
            field.selectedRange = NSRange(location: location, length: 0)
            let caret = field.caretRect
            #expect(field.offset(at: CGPoint(x: caret.midX, y: caret.midY)) == location, "at \(location)")
        }
        field.resignFirstResponder()
    }
}
