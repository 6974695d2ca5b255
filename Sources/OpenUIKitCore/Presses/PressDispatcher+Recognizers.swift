import Foundation

/// Presses and gesture recognizers (Docs/UIKitParity.md, "Keyboard").
///
/// As UIKit does, recognizers attached to the views along the responder chain of the press's responder receive the
/// press first, innermost view first; a recognizer that recognizes (begins, or is recognized) while
/// `cancelsTouchesInView` is set takes the press: the responder is not sent its beginning, or, if it already was, is
/// sent `pressesCancelled` at its end. One that only observes (stays possible, fails, or has `cancelsTouchesInView`
/// off) leaves the responder's presses, and so text input, untouched. There is no delaying for presses (UIKit has no
/// `delaysPressesBegan`).
extension PressDispatcher {
    /// The recognizers that receive `press`: enabled, allowing its type, and whose delegate agrees, on each view
    /// from `responder` up its chain to the window.
    func recognizers(receiving press: UIPress, from responder: UIResponder) -> [UIGestureRecognizer] {
        let type = NSNumber(value: press.type.rawValue)
        var chosen: [UIGestureRecognizer] = []
        var current: UIResponder? = responder
        var steps = 0
        while let candidate = current, steps < 10_000 {
            if let view = candidate as? UIView {
                for recognizer in view.gestureRecognizers ?? []
                where recognizer.isEnabled && recognizer.allowedPressTypes.contains(type)
                    && !chosen.contains(where: { $0 === recognizer })
                {
                    // The delegate is app code: it may detach the recognizer, which then is not chosen.
                    let agrees = recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: press) ?? true
                    if agrees && recognizer.view != nil { chosen.append(recognizer) }
                }
            }
            if candidate is UIWindow { break }
            current = candidate.next
            steps += 1
        }
        return chosen
    }

    /// Hands `presses` (all in `phase`) to their recognizers, each in a hook whose state changes apply when it
    /// returns; marks the presses a recognizer takes. Every recognizer that received a press's beginning hears its
    /// end exactly once, unless it was detached or disabled meanwhile (then it hears nothing more, as with touches).
    func deliverToRecognizers(_ presses: [UIPress], phase: UIPress.Phase, event: UIPressesEvent) {
        var recognizers: [UIGestureRecognizer] = []
        for press in presses {
            for recognizer in press.gestureRecognizers ?? [] where !recognizers.contains(where: { $0 === recognizer }) {
                recognizers.append(recognizer)
            }
        }
        for recognizer in recognizers {
            let received = presses.filter { $0.gestureRecognizers?.contains { $0 === recognizer } ?? false }
            let set = Set(received)
            switch phase {
            case .began: recognizer.heldPressCount += received.count
            case .ended, .cancelled: recognizer.heldPressCount = max(0, recognizer.heldPressCount - received.count)
            case .changed, .stationary: break
            }
            var recognized = false
            recognizer.environment.runHook(for: recognizer) {
                guard recognizer.view != nil, recognizer.isEnabled else { return }
                switch phase {
                case .began: recognizer.pressesBegan(set, with: event)
                case .changed, .stationary: recognizer.pressesChanged(set, with: event)
                case .ended: recognizer.pressesEnded(set, with: event)
                case .cancelled: recognizer.pressesCancelled(set, with: event)
                }
                let state = recognizer.state
                recognized =
                    recognizer.cancelsTouchesInView && (state == .began || state == .changed || state == .ended)
            }
            if recognized {
                for press in received { press.isTakenByRecognizer = true }
            }
        }
    }
}
