import Foundation

/// How strongly a layout preference holds, 1 to 1000. Mirrors UIKit's `UILayoutPriority`: a constraint's
/// ``NSLayoutConstraint/priority``, and a view's content hugging and compression resistance (which the layout
/// engine and ``UIStackView`` read to choose which view grows or shrinks).
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    public static let sceneSizeStayPut = UILayoutPriority(500)
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// A priority a little above or below another, as UIKit code writes it: `.defaultHigh + 1`, `.required - 1`.
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue + rhs)
    }

    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue - rhs)
    }
}

extension UIView {
    /// How much the view resists growing past its intrinsic size along `axis`; 250 by default, as in UIKit.
    /// Fixed-size controls (switches, steppers) hug at 750, as UIKit's do, so a stack view stretches the label
    /// next to them rather than the control.
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        if let priority = storedLayoutStorage?.hugging[axis.rawValue] { return priority }
        return self is UISwitch || self is UIStepper ? .defaultHigh : .defaultLow
    }

    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        layoutStorage.hugging[axis.rawValue] = priority
        invalidateIntrinsicContentSize()
    }

    /// How much the view resists shrinking below its intrinsic size along `axis`; 750 by default, as in UIKit.
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        storedLayoutStorage?.compressionResistance[axis.rawValue] ?? .defaultHigh
    }

    public func setContentCompressionResistancePriority(
        _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
    ) {
        layoutStorage.compressionResistance[axis.rawValue] = priority
        invalidateIntrinsicContentSize()
    }

    /// Tells layout that ``intrinsicContentSize`` changed: the window's layout engine reads it again in the next
    /// pass, and a ``UIStackView`` arranging this view lays out again. UIKit lets subclasses override this; OpenUIKit does not.
    public func invalidateIntrinsicContentSize() {
        storedWindow?.intrinsicContentSizeDidChange(of: self)
        guard let stack = storedSuperview as? UIStackView, stack.arranges(self) else { return }
        stack.arrangedSubviewContentDidChange()
    }
}
