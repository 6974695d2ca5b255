import Foundation

/// The view side of touch delivery: each touch's phases go to its hit-test view through a small queue, so a
/// gesture recognizer can hold them back (`delaysTouchesBegan`, `delaysTouchesEnded`) and release or cancel them
/// later, in order.
///
/// Guarantees, whatever recognizers, input and app code do: a view sees a touch begin at most once, then moves,
/// then exactly one end (ended or cancelled), and nothing after that; a view that left the touch's window is sent
/// nothing but `touchesCancelled` for touches it saw begin. Touches of one phase for one view that are released
/// together arrive in one call; phases go in the order began, moved, ended, cancelled. Every group is checked
/// again right before its call, because the call before it ran app code that may have changed anything.
@MainActor
final class TouchDelivery {
    /// Touches with phases queued for their view, by serial (the order they began in).
    private var pending: [Int: UITouch] = [:]
    /// Called after each view callback: where queued gesture work may run (see `GestureEnvironment`).
    var safePoint: @MainActor () -> Void = {}

    private struct GroupKey: Hashable {
        let view: ObjectIdentifier
        let event: ObjectIdentifier
    }

    /// Queues `phase` of `touch` for its view (if the view may have the touch at all).
    func route(_ touch: UITouch, _ phase: UITouch.Phase) {
        guard touch.route.isDeliverable, touch.view != nil, !touch.route.isTakenByRecognizer,
              touch.route.progress != .finished else { return }
        // Touches are live objects: a held phase is replayed with the touch's state at release time, so
        // consecutive held moves carry the same data and are kept as one.
        if phase == .moved && touch.route.queue.last == .moved { return }
        touch.route.queue.append(phase)
        pending[touch.serial] = touch
    }

    /// Touches that still have phases queued for their view, in the order they began.
    func pendingTouches() -> [UITouch] {
        pending.keys.sorted().map { pending[$0]! }
    }

    /// Whether the head of `touch`'s queue may go to the view now.
    private func canRelease(_ phase: UITouch.Phase, of touch: UITouch) -> Bool {
        switch phase {
        case .began, .moved:
            return !touch.recognizers.contains { $0.delaysTouchesBegan && ($0.record?.isUndecided ?? false) }
        case .ended:
            return !touch.recognizers.contains { $0.delaysTouchesEnded && ($0.record?.isUndecided ?? false) }
        default:
            return true
        }
    }

    private func isReady(_ touch: UITouch, for phase: UITouch.Phase) -> Bool {
        touch.route.queue.first == phase && touch.view != nil && canRelease(phase, of: touch)
    }

    /// Sends everything that may be sent now from the queues of `touches`, in rounds so that each touch's phases
    /// stay in order while touches released together share a call.
    func pump(_ touches: [UITouch]) {
        guard !touches.isEmpty else { return }
        var progressed = true
        while progressed {
            progressed = false
            for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
                var order: [GroupKey] = []
                var groups: [GroupKey: (UIView, UIEvent, [UITouch])] = [:]
                for touch in touches where isReady(touch, for: phase) {
                    let view = touch.view!
                    let key = GroupKey(view: ObjectIdentifier(view), event: ObjectIdentifier(touch.sequenceEvent))
                    if groups[key] == nil {
                        order.append(key)
                        groups[key] = (view, touch.sequenceEvent, [touch])
                    } else {
                        groups[key]!.2.append(touch)
                    }
                }
                for key in order {
                    let (view, event, group) = groups[key]!
                    let ready = group.filter { isReady($0, for: phase) }
                    guard !ready.isEmpty else { continue }
                    for touch in ready { dequeueHead(of: touch) }
                    send(phase, ready, to: view, event: event)
                    progressed = true
                    safePoint()
                }
            }
        }
    }

    /// Takes `touches` from their views: drops what is queued and sends `touchesCancelled` for those each view saw
    /// begin, one call per view and sequence.
    func takeFromViews(_ touches: [UITouch]) {
        var order: [GroupKey] = []
        var groups: [GroupKey: (UIView, UIEvent, [UITouch])] = [:]
        for touch in touches {
            clearQueue(of: touch)
            guard let view = touch.view, touch.route.progress == .began else {
                if touch.route.progress == .notStarted { touch.route.progress = .finished }
                continue
            }
            let key = GroupKey(view: ObjectIdentifier(view), event: ObjectIdentifier(touch.sequenceEvent))
            if groups[key] == nil {
                order.append(key)
                groups[key] = (view, touch.sequenceEvent, [touch])
            } else {
                groups[key]!.2.append(touch)
            }
        }
        for key in order {
            let (view, event, group) = groups[key]!
            send(.cancelled, group, to: view, event: event)
            safePoint()
        }
    }

    private func dequeueHead(of touch: UITouch) {
        touch.route.queue.removeFirst()
        if touch.route.queue.isEmpty { pending[touch.serial] = nil }
    }

    private func clearQueue(of touch: UITouch) {
        touch.route.queue.removeAll()
        pending[touch.serial] = nil
    }

    private func isExpected(_ phase: UITouch.Phase, after delivery: UITouch.ViewRoute.Progress) -> Bool {
        switch (phase, delivery) {
        case (.began, .notStarted): true
        case (.moved, .began), (.ended, .began), (.cancelled, .began): true
        default: false
        }
    }

    private func send(_ requestedPhase: UITouch.Phase, _ touches: [UITouch], to view: UIView, event: UIEvent) {
        var phase = requestedPhase
        var live: [UITouch] = []
        for touch in touches {
            if isExpected(phase, after: touch.route.progress) {
                live.append(touch)
            } else if touch.route.progress == .notStarted {
                // An end for a touch the view never saw begin (it was delayed): the view hears nothing of it.
                touch.route.progress = .finished
                clearQueue(of: touch)
            }
        }
        if let touchWindow = live.first?.window, view.window !== touchWindow {
            // The view left the touch's window after these phases were decided: it is sent touchesCancelled for
            // what it saw begin and nothing else.
            for touch in live where touch.route.progress == .notStarted {
                touch.route.progress = .finished
                clearQueue(of: touch)
            }
            live.removeAll { $0.route.progress != .began }
            phase = .cancelled
        }
        guard !live.isEmpty else { return }
        // The state changes before the call, so a view that removes itself inside the callback cannot be sent a
        // second end for the same touch.
        for touch in live {
            touch.route.progress = (phase == .began || phase == .moved) ? .began : .finished
            if touch.route.progress == .finished { clearQueue(of: touch) }
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
