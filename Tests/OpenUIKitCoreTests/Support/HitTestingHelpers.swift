import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// Makes a plain view with a name (its accessibility identifier) for readable results and traces.
@MainActor
func named(_ name: String, _ frame: CGRect) -> UIView {
    let view = UIView(frame: frame)
    view.accessibilityIdentifier = name
    return view
}

/// A window made visible (windows start hidden, and hidden windows take no touches).
@MainActor
func shownWindow(_ frame: CGRect) -> UIWindow {
    let window = UIWindow(frame: frame)
    window.isHidden = false
    return window
}

@MainActor
func nameOfHit(_ window: UIWindow, _ point: CGPoint) -> String? {
    window.hitTest(point, with: nil)?.debugName
}
