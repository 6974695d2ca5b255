// Issue 13's text-field figure without package-benchmark: typing one character into the middle of a 10,000-character
// `UITextField`, through the whole key path (key sample → press → field → edit) on the embedded backend, then what
// the next frame needs: the caret's position from the layout, and a render of the window (release build):
//
//     swift run -c release TextFieldProbe [characters] [presses]
//
// Prints medians and p90s in milliseconds. Docs/BenchmarksLog.md ("Keyboard and text field") quotes it.

import Foundation
import OpenUIKit
@_spi(Windowing) @_spi(Rendering) @_spi(Input) @_spi(Accessibility) import OpenUIKitCore
import OpenUIKitTesting

func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

MainActor.assumeIsolated {
    let arguments = Array(CommandLine.arguments.dropFirst())
    let characters = arguments.first.flatMap(Int.init) ?? 10_000
    let presses = arguments.count > 1 ? Int(arguments[1]) ?? 200 : 200
    let driver = EventDriver()
    let window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 60))
    let field = UITextField(frame: CGRect(x: 10, y: 10, width: 380, height: 34))
    field.borderStyle = .roundedRect
    window.addSubview(field)
    field.text = String(repeating: "abcdefghi ", count: characters / 10)
    _ = field.becomeFirstResponder()
    field.selectedRange = NSRange(location: characters / 2, length: 0)
    window.renderer.renderIfNeeded()

    func measure(_ name: String, _ body: () throws -> Void) rethrows {
        var samples: [Double] = []
        for _ in 0..<presses {
            let start = now()
            try body()
            samples.append(Double(now() - start) / 1e6)
        }
        samples.sort()
        print(
            String(
                format: "%@: median %.3f ms, p90 %.3f ms (%d presses, %d characters)", name,
                samples[samples.count / 2], samples[samples.count * 9 / 10], presses, characters))
    }
    try! measure("key press inserting a character") { try driver.press(.keyboardX, characters: "x") }
    try! measure("… and the caret's position") {
        try driver.press(.keyboardX, characters: "x")
        _ = field.caretRect
    }
    try! measure("… and the next frame rendered") {
        try driver.press(.keyboardX, characters: "x")
        window.renderer.renderIfNeeded()
    }
    field.resignFirstResponder()
}
