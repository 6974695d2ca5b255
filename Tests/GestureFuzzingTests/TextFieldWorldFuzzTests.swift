import Foundation
import Testing
import OpenUIKitFuzzing

/// Text fields in the re-entrancy fuzzer's generated worlds (issue 13): fields are tapped like any view, `editText`
/// mutations type, delete, undo, redo, compose, set text and move the focus from inside any callback, and the
/// fields' delegate calls and editing events fire mutations of their own; a hand-written world does it mid-touch.
@MainActor
@Suite struct TextFieldWorldFuzzTests {
    @Test func generatedWorldsEditTextFieldsFromInsideCallbacks() {
        var edits = 0, fromFields = 0, fieldCallbacks = 0
        var violations: [String] = []
        for index in 0..<400 {
            let world = GestureFuzzer.world(seed: 13, index: UInt64(index), mode: .delegates)
            let outcome = WorldRun.run(world, keepTrace: true)
            let trace = outcome.trace
            edits += trace.filter { $0.hasPrefix("mutation in") && $0.contains("editText(") }.count
            fromFields += trace.filter { $0.hasPrefix("mutation in textField") }.count
            fieldCallbacks +=
                trace.filter { $0.contains(".shouldBeginEditing") || $0.contains(".editingChanged") }
                .count
            violations += outcome.violations.map { "world \(index): \($0)" }
        }
        #expect(edits >= 10, "\(edits) text edits fired")
        #expect(fromFields >= 3 && fieldCallbacks >= 20, "\(fromFields) from fields, \(fieldCallbacks) field calls")
        #expect(violations == [])
    }

    /// A finger presses field v1, which begins editing and, from its own editing event, composes. With that finger
    /// still down a second presses v2, whose `shouldBeginEditing` makes it first responder from inside (it begins
    /// editing once), and v1, asked to end editing, is removed from the window mid-touch (it ends editing once and
    /// its press is cancelled). A tap on v2's clear button clears it; from that change v2 undoes (the text comes
    /// back), and the undo's selection change hides the window.
    @Test func fieldsMayBeEditedRefocusedAndRemovedFromTheirOwnCallbacksMidTouch() {
        let world = FuzzWorld(
            mode: .delegates,
            views: [
                .init(id: 1, parent: nil, frame: CGRect(x: 0, y: 0, width: 200, height: 40), isTextField: true),
                .init(id: 2, parent: nil, frame: CGRect(x: 0, y: 60, width: 200, height: 40), isTextField: true),
            ],
            recognizers: [],
            mutations: [
                .init(.textField, 0, .editText(1, .compose("ni"))),
                .init(.textField, 2, .editText(1, .compose("ni"))),
                .init(.textField, 3, .editText(2, .becomeFirstResponder)),
                .init(.textField, 5, .removeView(1)),
                .init(.textField, 11, .editText(2, .undo)),
                .init(.textField, 14, .hideWindow),
            ],
            steps: [
                .frame([.down(1, CGPoint(x: 50, y: 20))]),
                .advance(0.05),
                .frame([.down(2, CGPoint(x: 50, y: 80))]),
                .frame([.up(2), .up(1)]),
                .advance(0.5),
                .frame([.down(3, CGPoint(x: 184, y: 80))]),
                .frame([.up(3)]),
                .advance(0.5),
            ])
        let outcome = WorldRun.run(world, keepTrace: true)
        #expect(outcome.violations == [])
        let lines = outcome.trace.filter { $0.hasPrefix("mutation in") || $0.hasPrefix("v") || $0.hasPrefix("frame") }
        let edit = "OpenUIKitFuzzing.TextEdit"
        #expect(
            lines == [
                "frame down 1 at (50, 20)",
                "v1.shouldBeginEditing",
                // v1 is not editing yet: the composition is ignored.
                "mutation in textField#0: editText(1, \(edit).compose(\"ni\"))",
                "v1.didBeginEditing", "v1.editingDidBegin",
                "mutation in textField#2: editText(1, \(edit).compose(\"ni\"))",
                "frame down 2 at (50, 80)",
                "v2.shouldBeginEditing",
                "mutation in textField#3: editText(2, \(edit).becomeFirstResponder)",
                "v2.shouldBeginEditing", "v1.shouldEndEditing",
                "mutation in textField#5: removeView(1)",
                "v1.didEndEditing", "v1.editingDidEnd", "v2.didBeginEditing", "v2.editingDidBegin",
                "frame up 2, up 1",
                "frame down 3 at (184, 80)",
                "frame up 3",
                "v2.shouldClear", "v2.editingChanged",
                "mutation in textField#11: editText(2, \(edit).undo)",
                "v2.editingChanged", "v2.didChangeSelection", "v2.didChangeSelection",
                "mutation in textField#14: hideWindow",
            ])
    }
}
