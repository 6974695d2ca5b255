import Foundation

// Safe area and layout margins, as UIKit reports them to layout code.
//
// On the desktop nothing covers part of a window (no notch, no status bar, no home indicator), so a window's safe
// area is its whole bounds; containers (a navigation controller's bar) and `additionalSafeAreaInsets` cover parts
// of the views inside (Layout/UIView+SafeArea.swift).

extension UIView {
    /// The view's bounds inset by ``safeAreaInsets``.
    public var safeAreaLayoutGuide: UILayoutGuide {
        if let guide = layoutStorage.safeAreaLayoutGuide { return guide }
        let guide = UILayoutGuide(source: .safeArea, owningView: self)
        guide.identifier = "UIViewSafeAreaLayoutGuide"
        layoutStorage.safeAreaLayoutGuide = guide
        return guide
    }

    /// The space layout code leaves between the view's edges and its content; 8 points on every side by
    /// default, as in UIKit. Setting it asks for layout and calls ``layoutMarginsDidChange()``.
    public var layoutMargins: UIEdgeInsets {
        get { storedLayoutStorage?.layoutMargins ?? UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) }
        set {
            guard newValue != layoutMargins else { return }
            layoutStorage.layoutMargins = newValue
            setNeedsLayout()
            if isInLayoutEngine { storedWindow?.storedLayoutEngine?.itemGeometryDidChange() }
            layoutMarginsDidChange()
        }
    }

    /// ``layoutMargins`` by reading direction: leading is the left margin, or the right one when the view's
    /// ``effectiveUserInterfaceLayoutDirection`` is right to left.
    ///
    /// UIKit parity: UIKit keeps the directional margins and recomputes the absolute ones when the direction
    /// changes; OpenUIKit keeps the absolute ones, so margins set this way do not swap when the direction changes
    /// later.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let m = layoutMargins
            return isRightToLeft
                ? NSDirectionalEdgeInsets(top: m.top, leading: m.right, bottom: m.bottom, trailing: m.left)
                : NSDirectionalEdgeInsets(top: m.top, leading: m.left, bottom: m.bottom, trailing: m.right)
        }
        set {
            let (left, right) =
                isRightToLeft ? (newValue.trailing, newValue.leading) : (newValue.leading, newValue.trailing)
            layoutMargins = UIEdgeInsets(top: newValue.top, left: left, bottom: newValue.bottom, right: right)
        }
    }

    /// Whether the margins also keep content out of the unsafe area (they are added to ``safeAreaInsets``); true
    /// by default.
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { storedLayoutStorage?.insetsLayoutMarginsFromSafeArea ?? true }
        set {
            layoutStorage.insetsLayoutMarginsFromSafeArea = newValue
            setNeedsLayout()
        }
    }

    /// Whether the view's margins grow to its superview's where its edges come within them. Stored; OpenUIKit
    /// does not apply it yet.
    public var preservesSuperviewLayoutMargins: Bool {
        get { storedLayoutStorage?.preservesSuperviewLayoutMargins ?? false }
        set { layoutStorage.preservesSuperviewLayoutMargins = newValue }
    }

    /// The view's bounds inset by its margins (and its safe area, by ``insetsLayoutMarginsFromSafeArea``).
    public var layoutMarginsGuide: UILayoutGuide {
        if let guide = layoutStorage.layoutMarginsGuide { return guide }
        let guide = UILayoutGuide(source: .margins, owningView: self)
        guide.identifier = "UIViewLayoutMarginsGuide"
        layoutStorage.layoutMarginsGuide = guide
        return guide
    }

    /// The margins plus, when the view insets them from it, the safe area.
    var layoutMarginsIncludingSafeArea: UIEdgeInsets {
        let m = layoutMargins
        guard insetsLayoutMarginsFromSafeArea else { return m }
        let s = safeAreaInsets
        return UIEdgeInsets(
            top: m.top + s.top, left: m.left + s.left, bottom: m.bottom + s.bottom, right: m.right + s.right)
    }
}
