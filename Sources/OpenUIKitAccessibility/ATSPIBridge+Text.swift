import CGIO
import Foundation
@_spi(Accessibility) import OpenUIKitCore

// The Text, EditableText and Selection interfaces. AT-SPI counts text in characters (Unicode scalars); text fields
// count UTF-16 units, converted here.
extension ATSPIBridge {
    func textContent(of object: AnyObject) -> String? {
        switch object {
        case let label as UILabel: label.text ?? label.attributedText?.string ?? ""
        case let field as UITextField: field.text ?? ""
        default: nil
        }
    }

    func textProperty(_ name: String, _ object: AnyObject) -> OpaquePointer? {
        guard let text = textContent(of: object) else { return nil }
        let count = Int32(text.unicodeScalars.count)
        switch name {
        case "CharacterCount": return Variant.int32(count)
        case "CaretOffset": return Variant.int32(Int32(caretOffset(of: object)))
        default: return nil
        }
    }

    /// The caret's offset in characters: a text field's insertion point, 0 for a label.
    func caretOffset(of object: AnyObject) -> Int {
        guard let field = object as? UITextField else { return 0 }
        return scalarOffset(ofUTF16: field.selectedRange.location, in: field.text ?? "")
    }

    private func scalarOffset(ofUTF16 offset: Int, in text: String) -> Int {
        let index = String.Index(utf16Offset: min(max(offset, 0), text.utf16.count), in: text)
        return text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: index)
    }

    private func utf16Offset(ofScalar offset: Int, in text: String) -> Int {
        let scalars = text.unicodeScalars
        let clamped = min(max(offset, 0), scalars.count)
        let index = scalars.index(scalars.startIndex, offsetBy: clamped)
        return text.utf16.distance(from: text.utf16.startIndex, to: index)
    }

    private func substring(_ text: String, from start: Int, to end: Int) -> String {
        let scalars = Array(text.unicodeScalars)
        let upper = end < 0 ? scalars.count : min(end, scalars.count)
        let lower = min(max(start, 0), upper)
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars[lower..<upper])
        return String(result)
    }

    func int32Argument(_ call: ATSPICall, _ index: Int) -> Int {
        let value = Variant.child(call.parameters, index)
        defer { g_variant_unref(value) }
        return Int(Variant.int32Value(value) ?? 0)
    }

    func text(_ call: ATSPICall, _ object: AnyObject) -> OpaquePointer? {
        guard let text = textContent(of: object) else { return nil }
        let count = text.unicodeScalars.count
        switch call.method {
        case "GetText":
            return Variant.tuple([
                Variant.string(substring(text, from: int32Argument(call, 0), to: int32Argument(call, 1)))
            ])
        case "GetCharacterAtOffset":
            let offset = int32Argument(call, 0)
            let scalars = Array(text.unicodeScalars)
            return Variant.tuple([Variant.int32(scalars.indices.contains(offset) ? Int32(scalars[offset].value) : 0)])
        case "GetStringAtOffset", "GetTextAtOffset":
            // Granularity is not told apart yet: the whole text is the unit (a single-line field or label).
            return Variant.tuple([Variant.string(text), Variant.int32(0), Variant.int32(Int32(count))])
        case "SetCaretOffset":
            guard let field = object as? UITextField else { return Variant.tuple([Variant.bool(false)]) }
            field.selectedRange = NSRange(location: utf16Offset(ofScalar: int32Argument(call, 0), in: text), length: 0)
            return Variant.tuple([Variant.bool(true)])
        case "GetNSelections":
            let selected = (object as? UITextField).map { $0.selectedRange.length > 0 } ?? false
            return Variant.tuple([Variant.int32(selected ? 1 : 0)])
        case "GetSelection":
            guard let field = object as? UITextField, field.selectedRange.length > 0 else {
                return Variant.tuple([Variant.int32(0), Variant.int32(0)])
            }
            let range = field.selectedRange
            return Variant.tuple([
                Variant.int32(Int32(scalarOffset(ofUTF16: range.location, in: text))),
                Variant.int32(Int32(scalarOffset(ofUTF16: range.location + range.length, in: text))),
            ])
        default:
            return nil
        }
    }

    /// Edits go through the field as typing does: it begins editing, the delegate is asked, `editingChanged` is sent.
    func editableText(_ call: ATSPICall, _ object: AnyObject) -> OpaquePointer? {
        guard let field = object as? UITextField, field.isEnabled else {
            return call.method.isEmpty ? nil : Variant.tuple([Variant.bool(false)])
        }
        let text = field.text ?? ""
        if !field.isFirstResponder { _ = field.becomeFirstResponder() }
        switch call.method {
        case "SetTextContents":
            let value = Variant.child(call.parameters, 0)
            defer { g_variant_unref(value) }
            let replacement = Variant.stringValue(value) ?? ""
            field.selectedRange = NSRange(location: 0, length: text.utf16.count)
            if replacement.isEmpty { field.deleteBackward() } else { field.insertText(replacement) }
        case "InsertText":
            let value = Variant.child(call.parameters, 1)
            defer { g_variant_unref(value) }
            let inserted = Variant.stringValue(value) ?? ""
            let position = int32Argument(call, 0)
            field.selectedRange = NSRange(location: utf16Offset(ofScalar: position, in: text), length: 0)
            // The text-changed event follows from the comparison after the call (ATSPIBridge+Events).
            field.insertText(inserted)
        case "DeleteText":
            let start = utf16Offset(ofScalar: int32Argument(call, 0), in: text)
            let end = utf16Offset(ofScalar: int32Argument(call, 1), in: text)
            guard end > start else { return Variant.tuple([Variant.bool(false)]) }
            field.selectedRange = NSRange(location: start, length: end - start)
            field.deleteBackward()
        default:
            return nil
        }
        return Variant.tuple([Variant.bool(field.text != text || call.method == "SetTextContents")])
    }

    func selectionProperty(_ name: String, _ object: AnyObject) -> OpaquePointer? {
        if name == "NSelectedChildren", let list = object as? AccessibilityList {
            return Variant.int32(Int32(selectedRows(of: list).count))
        }
        guard name == "NSelectedChildren", let segmented = object as? UISegmentedControl else { return nil }
        return Variant.int32(segmented.selectedSegmentIndex == UISegmentedControl.noSegment ? 0 : 1)
    }

    /// The rows of `list` on screen that are selected, in order.
    private func selectedRows(of list: any AccessibilityList) -> [AnyObject] {
        children(of: list).filter { (($0 as? UIResponder)?.accessibilityTraits.contains(.selected)) ?? false }
    }

    /// Selection of a list's rows: selecting asks the delegate and tells it, as a tap does.
    private func listSelection(_ call: ATSPICall, _ list: any AccessibilityList) -> OpaquePointer? {
        let rows = children(of: list)
        func row(_ argument: Int) -> AnyObject? {
            let index = int32Argument(call, argument)
            return rows.indices.contains(index) ? rows[index] : nil
        }
        switch call.method {
        case "GetSelectedChild":
            let selected = selectedRows(of: list)
            let index = int32Argument(call, 0)
            return Variant.tuple([reference(selected.indices.contains(index) ? selected[index] : nil, parent: list)])
        case "SelectChild":
            return Variant.tuple([Variant.bool(row(0).map(list.accessibilitySelect) ?? false)])
        case "DeselectChild":
            return Variant.tuple([Variant.bool(row(0).map(list.accessibilityDeselect) ?? false)])
        case "DeselectSelectedChild":
            let selected = selectedRows(of: list)
            let index = int32Argument(call, 0)
            guard selected.indices.contains(index) else { return Variant.tuple([Variant.bool(false)]) }
            return Variant.tuple([Variant.bool(list.accessibilityDeselect(selected[index]))])
        case "IsChildSelected":
            let selected = row(0).map { item in selectedRows(of: list).contains { $0 === item } } ?? false
            return Variant.tuple([Variant.bool(selected)])
        case "ClearSelection":
            let cleared = selectedRows(of: list).allSatisfy(list.accessibilityDeselect)
            return Variant.tuple([Variant.bool(cleared)])
        case "SelectAll":
            return Variant.tuple([Variant.bool(false)])
        default:
            return nil
        }
    }

    func selection(_ call: ATSPICall, _ object: AnyObject) -> OpaquePointer? {
        if let list = object as? AccessibilityList { return listSelection(call, list) }
        guard let segmented = object as? UISegmentedControl else { return nil }
        let segments = children(of: segmented)
        let selected = segmented.selectedSegmentIndex
        switch call.method {
        case "GetSelectedChild":
            let child = selected == UISegmentedControl.noSegment || int32Argument(call, 0) != 0 ? nil : selected
            return Variant.tuple([reference(child.flatMap { segments.indices.contains($0) ? segments[$0] : nil })])
        case "SelectChild":
            let index = int32Argument(call, 0)
            guard segments.indices.contains(index) else { return Variant.tuple([Variant.bool(false)]) }
            return Variant.tuple([Variant.bool(AccessibilityTree.activate(segments[index]))])
        case "IsChildSelected":
            return Variant.tuple([Variant.bool(int32Argument(call, 0) == selected)])
        case "ClearSelection", "DeselectSelectedChild", "DeselectChild":
            segmented.selectedSegmentIndex = UISegmentedControl.noSegment
            return Variant.tuple([Variant.bool(true)])
        case "SelectAll":
            return Variant.tuple([Variant.bool(false)])
        default:
            return nil
        }
    }
}
