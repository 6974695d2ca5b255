import Foundation

extension UITextField {
    // UIKit's text field notifications, posted with the field as the object: each right after the matching control
    // event (`editingDidBegin`, `editingChanged`, `editingDidEnd`), so observers and targets see the same order
    // every time (UIKit does not document the order).
    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")
}
