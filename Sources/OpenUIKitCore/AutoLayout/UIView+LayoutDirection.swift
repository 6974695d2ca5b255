import Foundation

// Layout direction: which edge is leading. Constraints on leading and trailing, directional layout margins and
// stack views read a view's effective direction; changing it re-solves the constraints that reach the subtree.

extension UIView {
    /// What the view's content means for layout direction; `.unspecified` by default, as in UIKit. Changing it
    /// flips, in the next layout pass, the leading and trailing constraints installed on the view and on the
    /// `.unspecified` views inside it: those that place its subviews (and theirs), not the view in its superview.
    public var semanticContentAttribute: UISemanticContentAttribute {
        get { storedLayoutStorage?.semanticContentAttribute ?? .unspecified }
        set {
            guard newValue != semanticContentAttribute else { return }
            layoutStorage.semanticContentAttribute = newValue
            layoutDirectionDidChange()
        }
    }

    /// The direction the view lays its content out in: its ``semanticContentAttribute`` when that fixes one,
    /// else its superview's, else the app's (``UIApplication/userInterfaceLayoutDirection``), as in UIKit.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        var view: UIView? = self
        while let current = view {
            switch current.semanticContentAttribute {
            case .unspecified: view = current.storedSuperview
            case .forceRightToLeft: return .rightToLeft
            case .forceLeftToRight, .playback, .spatial: return .leftToRight
            }
        }
        return UIApplication.owning(self).userInterfaceLayoutDirection
    }

    /// The direction content with `attribute` lays out in, whatever view holds it: the app's direction for
    /// `.unspecified`, right to left for `.forceRightToLeft`, left to right for the others (UIKit's
    /// `.playback` and `.spatial` content does not flip).
    public class func userInterfaceLayoutDirection(
        for attribute: UISemanticContentAttribute
    ) -> UIUserInterfaceLayoutDirection {
        switch attribute {
        case .unspecified: UIApplication.owning(nil).userInterfaceLayoutDirection
        case .forceRightToLeft: .rightToLeft
        case .forceLeftToRight, .playback, .spatial: .leftToRight
        }
    }

    /// The direction content with `semanticContentAttribute` lays out in inside a view of direction
    /// `layoutDirection`: the given direction for `.unspecified`, else the attribute's own.
    public class func userInterfaceLayoutDirection(
        for semanticContentAttribute: UISemanticContentAttribute,
        relativeTo layoutDirection: UIUserInterfaceLayoutDirection
    ) -> UIUserInterfaceLayoutDirection {
        semanticContentAttribute == .unspecified
            ? layoutDirection : userInterfaceLayoutDirection(for: semanticContentAttribute)
    }

    /// Whether leading is the right edge.
    var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    /// The view's direction may have changed, and with it that of the `.unspecified` views inside it: the
    /// constraints that reach the subtree are solved again, and the views lay out again.
    func layoutDirectionDidChange() {
        setNeedsLayout()
        for subview in storedSubviews { subview.setNeedsLayout() }
        guard let engine = storedWindow?.storedLayoutEngine else { return }
        forEachInstalledConstraint { engine.constraintDidChange($0) }
    }
}
