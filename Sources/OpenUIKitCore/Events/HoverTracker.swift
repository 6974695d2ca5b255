import Foundation

/// Drives ``UIHoverGestureRecognizer``s from pointer motion with no primary button down.
///
/// For each pointer device it keeps the hover recognizers the pointer is over: those of the front-most view under
/// it (the window's `hitTest`, so hidden, disabled and transparent views are passed over as for touches) and of
/// each of that view's ancestors. On every move, recognizers that are no longer in that chain end (deepest
/// first), then those still in it change and new ones begin, from the hit view outwards.
@MainActor
final class HoverTracker {
    private struct Hover {
        weak var window: UIWindow?
        var recognizers: [WeakReference]
    }
    private var hovers: [Int: Hover] = [:]

    /// Returns the front-most view under the pointer (for the cursor).
    @discardableResult
    func pointerMoved(
        device: Int, to location: CGPoint, in window: UIWindow, timestamp: TimeInterval,
        pen: RawInput.PenState? = nil
    ) -> UIView? {
        var chain: [UIHoverGestureRecognizer] = []
        let hitView = window.hitTest(location, with: nil)
        var view = hitView
        while let current = view {
            for case let recognizer as UIHoverGestureRecognizer in current.gestureRecognizers ?? []
            where recognizer.isEnabled {
                chain.append(recognizer)
            }
            view = current.superview
        }
        let before = (hovers[device]?.recognizers ?? []).compactMap { $0.object as? UIHoverGestureRecognizer }
        hovers[device] = Hover(window: window, recognizers: chain.map { WeakReference($0) })
        for recognizer in before where !chain.contains(where: { $0 === recognizer }) {
            recognizer.pointerLeft(at: location, in: window, timestamp: timestamp)
        }
        for recognizer in chain {
            // An earlier callback may have detached or disabled it, or ended the hover (closed the window, moved
            // the view away): a recognizer no longer tracked must not begin, as nothing would end it.
            guard recognizer.view?.window === window, recognizer.isEnabled, isTracking(recognizer, for: device)
            else { continue }
            recognizer.pointerMoved(to: location, in: window, timestamp: timestamp, pen: pen)
        }
        return hitView
    }

    private func isTracking(_ recognizer: UIHoverGestureRecognizer, for device: Int) -> Bool {
        hovers[device]?.recognizers.contains { $0.object === recognizer } ?? false
    }

    /// The pointer left its window (or the device went away): every hover ends where the pointer was last seen.
    func pointerExited(device: Int) {
        guard let hover = hovers.removeValue(forKey: device) else { return }
        for case let recognizer as UIHoverGestureRecognizer in hover.recognizers.map(\.object) {
            recognizer.pointerLeft(at: nil, in: hover.window, timestamp: nil)
        }
    }

    func windowWentAway(_ window: UIWindow) {
        for (device, hover) in hovers where hover.window === window || hover.window == nil {
            pointerExited(device: device)
        }
    }
}
