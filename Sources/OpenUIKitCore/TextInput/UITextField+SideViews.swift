import Foundation

// UITextField's left and right views: subviews of the field, shown by their modes in the field's editing state and
// placed by `leftViewRect(forBounds:)`/`rightViewRect(forBounds:)` in the field's layout. They take touches as any
// subview does (a button as the right view works); the text rect leaves room for them.

extension UITextField {
    /// Whether a view with `mode` shows now, in the field's editing state.
    private func shows(_ mode: ViewMode) -> Bool {
        switch mode {
        case .never: false
        case .whileEditing: isEditing
        case .unlessEditing: !isEditing
        case .always: true
        }
    }

    var showsLeftView: Bool { leftView != nil && shows(leftViewMode) }
    var showsRightView: Bool { rightView != nil && shows(rightViewMode) }

    func sideViewDidChange(from old: UIView?, to new: UIView?) {
        guard old !== new else { return }
        if let old, old.superview === self { old.removeFromSuperview() }
        if let new { addSubview(new) }
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// Places the side views and hides those their modes do not show (the field's layout step).
    func layoutSideViews() {
        if let leftView {
            leftView.isHidden = !showsLeftView
            leftView.frame = leftViewRect(forBounds: bounds)
        }
        if let rightView {
            rightView.isHidden = !showsRightView
            rightView.frame = rightViewRect(forBounds: bounds)
        }
    }
}
