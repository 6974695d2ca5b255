import Foundation

/// The layout settings of a view that changed any of them from UIKit's defaults; made on first write, so the
/// thousands of views that never set a margin or a mask carry one nil pointer.
@MainActor
final class ViewLayoutStorage {
    var autoresizingMask: UIView.AutoresizingMask = []
    var autoresizesSubviews = true
    var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    var preservesSuperviewLayoutMargins = false
    var insetsLayoutMarginsFromSafeArea = true
    /// What a container covers of the view (Layout/UIView+SafeArea.swift).
    var containerSafeAreaInsets = UIEdgeInsets.zero
    /// The safe-area insets the view was last told about through `safeAreaInsetsDidChange()`.
    var reportedSafeAreaInsets = UIEdgeInsets.zero
    var safeAreaLayoutGuide: UILayoutGuide?
    var layoutMarginsGuide: UILayoutGuide?
    /// By `NSLayoutConstraint.Axis` raw value; nil: the view's default.
    /// (Read for every view in a window's first layout pass, only whole and on the main actor: not checked for
    /// exclusive access at run time.)
    @exclusivity(unchecked) var hugging: [UILayoutPriority?] = [nil, nil]
    @exclusivity(unchecked) var compressionResistance: [UILayoutPriority?] = [nil, nil]
    var translatesAutoresizingMaskIntoConstraints = true
    var semanticContentAttribute = UISemanticContentAttribute.unspecified
    /// The active constraints installed on the view (their items' nearest common ancestor). Not checked for
    /// exclusive access at run time: appended to for every constraint activated, and no access spans a call into
    /// app code.
    @exclusivity(unchecked) var constraints: [NSLayoutConstraint] = []
    var needsUpdateConstraints = false
    /// Some descendant needs `updateConstraints()`; lets the update phase skip clean subtrees.
    var descendantNeedsUpdateConstraints = false
    /// The tint set on this view (nil inherits) and its adjustment mode (UIView+Tint.swift): settings that, like
    /// margins, inherit down the tree and that most views never set, so they live here rather than in every view.
    var tintColor: UIColor?
    var tintAdjustmentMode = UIView.TintAdjustmentMode.automatic
    /// The view's `overrideUserInterfaceStyle` (Traits/UIView+Traits.swift), inherited down the tree like the tint.
    var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified
}

extension UIView {
    /// The view's layout settings, made on first use.
    var layoutStorage: ViewLayoutStorage {
        if let storedLayoutStorage { return storedLayoutStorage }
        let storage = ViewLayoutStorage()
        storedLayoutStorage = storage
        return storage
    }
}
