import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitCairo
import OpenUIKitTesting

/// Issue 13: the text field's look — a placeholder, Chinese text with combining marks, a selection, the caret.
@MainActor
@Suite struct TextFieldSnapshotTests {
    @Test func placeholderChineseTextAndTheCaret() {
        let image = renderWindow(CGSize(width: 320, height: 150)) { window in
            @MainActor func field(_ y: CGFloat, _ style: UITextField.BorderStyle) -> UITextField {
                let field = UITextField(frame: CGRect(x: 10, y: y, width: 300, height: 36))
                field.borderStyle = style
                window.addSubview(field)
                return field
            }
            let empty = field(10, .roundedRect)
            empty.placeholder = "Search events"
            let chinese = field(56, .line)
            chinese.text = "事件的传递 café e\u{301}"
            let caret = field(102, .bezel)
            caret.text = "中文 caret"
            caret.becomeFirstResponder()
            caret.selectedRange = NSRange(location: 2, length: 0)
        }
        expectSnapshot(image, named: "text-fields", tolerance: 8, allowedMismatch: 0.002)
    }

    /// Only the editing field shows its selection, as in UIKit.
    @Test func aSelectionInTheEditingField() {
        let image = renderWindow(CGSize(width: 320, height: 56)) { window in
            let field = UITextField(frame: CGRect(x: 10, y: 10, width: 300, height: 36))
            field.borderStyle = .roundedRect
            window.addSubview(field)
            field.text = "select these 中文 words"
            field.becomeFirstResponder()
            field.selectedRange = NSRange(location: 7, length: 8)
        }
        expectSnapshot(image, named: "text-field-selection", tolerance: 8, allowedMismatch: 0.002)
    }

    /// The clear button at the trailing end; a long text stops short of it instead of running under it.
    @Test func theClearButton() {
        let image = renderWindow(CGSize(width: 320, height: 102)) { window in
            for (index, text) in ["clear me", "a text long enough to reach the clear button, and beyond"].enumerated() {
                let field = UITextField(frame: CGRect(x: 10, y: 10 + CGFloat(index) * 46, width: 300, height: 36))
                field.borderStyle = .roundedRect
                field.clearButtonMode = .always
                field.text = text
                window.addSubview(field)
            }
        }
        expectSnapshot(image, named: "text-field-clear-button", tolerance: 8, allowedMismatch: 0.002)
    }
}
