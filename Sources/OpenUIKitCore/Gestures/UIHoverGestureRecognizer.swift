import Foundation

/// Recognizes the mouse pointer over a view: a continuous gesture with no touches.
///
/// Mirrors `UIHoverGestureRecognizer`: it begins when the pointer, with no primary button down, comes over its
/// view (the view or one of its subviews is the front-most view under the pointer, as hit-testing decides),
/// changes as the pointer moves over it, and ends when the pointer leaves the view, leaves the window, or presses
/// no longer reach it (the view was hidden or removed: it ends at the next move). Recognizers on nested views are
/// all active at once, as in UIKit: each one's gesture is arbitrated on its own, so hovering neither prevents nor is
/// prevented by touch recognizers. ``location(in:)`` is the pointer's location.
@preconcurrency @MainActor
open class UIHoverGestureRecognizer: UIGestureRecognizer {
    private var pointerLocation = CGPoint.zero
    private weak var pointerWindow: UIWindow?

    open override func location(in view: UIView?) -> CGPoint {
        guard let view, let window = pointerWindow else { return pointerLocation }
        return window.convert(pointerLocation, to: view)
    }

    func pointerMoved(to location: CGPoint, in window: UIWindow, timestamp: TimeInterval) {
        pointerLocation = location
        pointerWindow = window
        switch state {
        case .possible:
            environment.engageAlone(self)
            environment.runHook(for: self) { self.state = .began }
        case .began, .changed:
            environment.runHook(for: self) { self.state = .changed }
        default:
            break
        }
    }

    func pointerLeft(at location: CGPoint?, in window: UIWindow?, timestamp: TimeInterval?) {
        // A hover still being arbitrated (an app callback during its begin closed the window) ends as soon as it
        // begins: a held recognizer's decisions are applied on release.
        let isBeginning = !(record?.held.isEmpty ?? true)
        guard state == .began || state == .changed || isBeginning else { return }
        if let location, window === pointerWindow { pointerLocation = location }
        environment.runHook(for: self) { self.state = .ended }
    }
}
