import Foundation

extension UIApplication {
    /// Tells every view in the app's windows, and the view controller whose view each is, that its traits' layout
    /// direction changed from `old`: parents first, each controller before its view, with
    /// ``UITraitCollection/current`` set to the new traits, as UIKit does for any trait change.
    ///
    /// App code runs in each callback and may move views, add them or change the direction again. The views are
    /// read before the first callback; each one is told only while it is still in one of the app's windows, and only
    /// if its direction differs from the last one it heard of (kept for the whole change, nested changes included),
    /// so no view hears of one change twice or misses one. A view added by a callback starts with the direction of
    /// the moment and has nothing to hear.
    func reportLayoutDirectionChange(from old: UIUserInterfaceLayoutDirection) {
        var views: [UIView] = []
        func collect(_ view: UIView) {
            views.append(view)
            for subview in view.storedSubviews { collect(subview) }
        }
        for window in windows { collect(window) }
        let outermost = layoutDirectionReports == nil
        var reports = layoutDirectionReports ?? [:]
        for view in views where reports[ObjectIdentifier(view)] == nil { reports[ObjectIdentifier(view)] = old }
        layoutDirectionReports = reports
        defer { if outermost { layoutDirectionReports = nil } }
        for view in views where view.storedWindow?.application === self {
            let heard = layoutDirectionReports?[ObjectIdentifier(view)] ?? old
            let now = userInterfaceLayoutDirection
            guard heard != now else { continue }
            layoutDirectionReports?[ObjectIdentifier(view)] = now
            let traits = view.traitCollection
            let previous = traits.with(layoutDirection: heard.traitDirection)
            let controller = view.owningViewController
            traits.performAsCurrent {
                controller?.traitCollectionDidChange(previous)
                view.traitCollectionDidChange(previous)
            }
        }
    }
}
