import Foundation

extension UIView {
    /// How a view's tint is shown (UIKit's `UIView.TintAdjustmentMode`).
    public enum TintAdjustmentMode: Int, Sendable {
        /// The superview's mode; `.normal` at the top of the hierarchy.
        case automatic
        case normal
        /// The tint is desaturated, as UIKit shows it behind a modal alert.
        case dimmed
    }

    /// Set once any view has been given a tint or an adjustment mode: until then every view's tint is the default
    /// and moving views cannot change it, so `addSubview` skips the check.
    @exclusivity(unchecked) static var tintInUse = false

    /// The system tint: UIKit's default blue.
    static let defaultTint = UIColor(red: 0, green: 0.48, blue: 1, alpha: 1)

    /// The tint set on this view, nil when it inherits.
    var storedTintColor: UIColor? {
        get { storedLayoutStorage?.tintColor }
        set { layoutStorage.tintColor = newValue }
    }

    /// The adjustment mode set on this view.
    var storedTintAdjustmentMode: TintAdjustmentMode {
        get { storedLayoutStorage?.tintAdjustmentMode ?? .automatic }
        set { layoutStorage.tintAdjustmentMode = newValue }
    }

    var effectiveTintAdjustmentMode: TintAdjustmentMode {
        var view: UIView? = self
        while let current = view {
            if current.storedTintAdjustmentMode != .automatic { return current.storedTintAdjustmentMode }
            view = current.storedSuperview
        }
        return .normal
    }

    var effectiveTint: UIColor {
        var view: UIView? = self
        var color = UIView.defaultTint
        while let current = view {
            if let stored = current.storedTintColor {
                color = stored
                break
            }
            view = current.storedSuperview
        }
        guard UIView.tintInUse, effectiveTintAdjustmentMode == .dimmed else { return color }
        var white: CGFloat = 0, alpha: CGFloat = 0
        _ = color.getWhite(&white, alpha: &alpha)
        return UIColor(white: white, alpha: alpha * 0.6)
    }

    /// Tells the view and every descendant that inherits what changed (the colour, the adjustment mode, or both),
    /// parents before children.
    func tintDidChangeInSubtree(color: Bool = true, mode: Bool = true) {
        tintColorDidChange()
        for subview in storedSubviews
        where (color && subview.storedTintColor == nil) || (mode && subview.storedTintAdjustmentMode == .automatic) {
            subview.tintDidChangeInSubtree(color: color, mode: mode)
        }
    }
}
