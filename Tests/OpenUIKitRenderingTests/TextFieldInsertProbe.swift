import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitCairo
import OpenUIKitTesting

/// Issue 13's speed check, run by hand (`TEXTFIELD_PROBE=1 swift test --filter TextFieldInsertProbe`): typing one
/// character into a 10,000-character field in the middle, through the whole key path (key sample → press → text
/// field → delegate-free edit), and the same plus the caret's position from Pango (what drawing the next frame
/// needs). Prints medians; not a timed test.
@MainActor
@Suite(.enabled(if: ProcessInfo.processInfo.environment["TEXTFIELD_PROBE"] != nil, "set TEXTFIELD_PROBE=1"))
struct TextFieldInsertProbe {
    @Test func insertIntoTenThousandCharacters() throws {
        let driver = EventDriver()
        let window = driver.makeWindow()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 300, height: 30))
        window.addSubview(field)
        field.text = String(repeating: "abcdefghi ", count: 1_000)
        field.becomeFirstResponder()
        field.selectedRange = NSRange(location: 5_000, length: 0)
        func median(_ block: () throws -> Void) rethrows -> Double {
            var samples: [Double] = []
            for _ in 0..<200 {
                let start = DispatchTime.now().uptimeNanoseconds
                try block()
                samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
            }
            return samples.sorted()[samples.count / 2]
        }
        let insert = try median { try driver.press(.keyboardX, characters: "x") }
        let withCaret = try median {
            try driver.press(.keyboardX, characters: "x")
            _ = field.caretRect
        }
        print(
            "text field probe: key press inserting into 10,000 characters \(String(format: "%.3f", insert)) ms, "
                + "with the caret position from Pango \(String(format: "%.3f", withCaret)) ms (medians of 200)")
        field.resignFirstResponder()
    }
}
