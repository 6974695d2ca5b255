import Foundation

/// The view side of touch delivery: each touch's phases go to its hit-test view through a small queue, so a
/// gesture recognizer can hold them back (`delaysTouchesBegan`, `delaysTouchesEnded`) and release or cancel them
/// later, in order.
///
/// Guarantees, whatever recognizers and input do: a view sees a touch begin at most once, then moves, then exactly
/// one end (ended or cancelled), and nothing after that. Touches of one phase for one view that are released
/// together arrive in one call; phases go in the order began, moved, ended, cancelled.
@MainActor
enum TouchDelivery {
    /// Queues `phase` of `touch` for its view (if the view may have the touch at all).
    static func route(_ touch: UITouch, _ phase: UITouch.Phase) {
        guard touch.isDeliverableToView, touch.view != nil, !touch.isTakenByRecognizer,
              touch.viewDelivery != .finished else { return }
        // Touches are live objects: a held phase is replayed with the touch's state at release time, so
        // consecutive held moves carry the same data and are kept as one.
        if phase == .moved && touch.viewQueue.last == .moved { return }
        touch.viewQueue.append(phase)
    }

    /// Whether the head of `touch`'s queue may go to the view now.
    static func canRelease(_ phase: UITouch.Phase, of touch: UITouch) -> Bool {
        switch phase {
        case .began, .moved:
            return !touch.recognizers.contains { $0.delaysTouchesBegan && $0.isUndecided }
        case .ended:
            return !touch.recognizers.contains { $0.delaysTouchesEnded && $0.isUndecided }
        default:
            return true
        }
    }

    /// Sends everything that may be sent now from the queues of `touches`, in rounds so that each touch's phases
    /// stay in order while touches released together share a call.
    static func pump(_ touches: [UITouch]) {
        var progressed = true
        while progressed {
            progressed = false
            for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
                var groups: [(UIView, UIEvent, [UITouch])] = []
                for touch in touches {
                    guard let head = touch.viewQueue.first, head == phase, canRelease(head, of: touch),
                          let view = touch.view else { continue }
                    touch.viewQueue.removeFirst()
                    if head == .cancelled && touch.viewDelivery == .notStarted {
                        // The view never saw this touch begin (it was delayed): it hears nothing of it.
                        touch.viewQueue.removeAll()
                        touch.viewDelivery = .finished
                        continue
                    }
                    if let index = groups.firstIndex(where: { $0.0 === view && $0.1 === touch.sequenceEvent }) {
                        groups[index].2.append(touch)
                    } else {
                        groups.append((view, touch.sequenceEvent, [touch]))
                    }
                }
                for (view, event, group) in groups {
                    send(phase, group, to: view, event: event)
                    progressed = true
                }
            }
        }
    }

    /// Takes `touches` from their views: drops what is queued and sends `touchesCancelled` for those each view saw
    /// begin, one call per view and sequence.
    static func takeFromViews(_ touches: [UITouch]) {
        var groups: [(UIView, UIEvent, [UITouch])] = []
        for touch in touches {
            touch.viewQueue.removeAll()
            guard let view = touch.view, touch.viewDelivery == .began else {
                if touch.viewDelivery == .notStarted { touch.viewDelivery = .finished }
                continue
            }
            if let index = groups.firstIndex(where: { $0.0 === view && $0.1 === touch.sequenceEvent }) {
                groups[index].2.append(touch)
            } else {
                groups.append((view, touch.sequenceEvent, [touch]))
            }
        }
        for (view, event, group) in groups { send(.cancelled, group, to: view, event: event) }
    }

    private static func isExpected(_ phase: UITouch.Phase, after delivery: UITouch.ViewDelivery) -> Bool {
        switch (phase, delivery) {
        case (.began, .notStarted): true
        case (.moved, .began), (.ended, .began), (.cancelled, .began): true
        default: false
        }
    }

    private static func send(_ phase: UITouch.Phase, _ touches: [UITouch], to view: UIView, event: UIEvent) {
        // The state changes before the call, so a view that removes itself inside the callback cannot be sent a
        // second end for the same touch.
        let live = touches.filter { isExpected(phase, after: $0.viewDelivery) }
        guard !live.isEmpty else { return }
        for touch in live {
            touch.viewDelivery = (phase == .began || phase == .moved) ? .began : .finished
            if touch.viewDelivery == .finished { touch.viewQueue.removeAll() }
        }
        let set = Set(live)
        switch phase {
        case .began: view.touchesBegan(set, with: event)
        case .moved: view.touchesMoved(set, with: event)
        case .ended: view.touchesEnded(set, with: event)
        case .cancelled: view.touchesCancelled(set, with: event)
        default: break
        }
    }
}

extension UIGestureRecognizer {
    /// Still possible (held or not): its touches may yet be taken from the view.
    var isUndecided: Bool { publishedState == .possible }
}
