import Foundation

extension UIView {
    /// Ends editing in this view's subtree: the first responder of its window resigns if it is this view or inside
    /// it. Mirrors UIKit's `endEditing(_:)`: with `force`, it stops being first responder even when it refuses
    /// (`canResignFirstResponder` false); without, its refusal stands. Returns whether nothing in the subtree is first
    /// responder any more.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let window, let responder = window.firstResponder as? UIView, responder.isDescendant(of: self) else {
            return true
        }
        if responder.resignFirstResponder() { return true }
        guard force else { return false }
        // As when the responder leaves its window: it stops being first responder, then is told (a text field ends
        // editing) without being asked.
        window.firstResponder = nil
        _ = responder.resignFirstResponder()
        return true
    }
}
