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
    /// Touches with phases queued for their view (`route.isPending`), in the order they became pending; entries
    /// whose touch is no longer pending are dropped when the list is read.
    @exclusivity(unchecked) private var pending: [UITouch] = []
    /// Told after each view callback: a safe point, where queued gesture work may run. Set once by the environment,
    /// which owns this object (a direct call: a stored main-actor closure costs an isolation check per call).
    unowned(unsafe) var environment: GestureEnvironment?
    /// The set each view callback receives, in reused storage.
    @exclusivity(unchecked) private var callbackSet = ReusableTouchSet()

    private struct GroupKey: Hashable {
        let view: ObjectIdentifier
        let event: ObjectIdentifier
    }

    /// Queues `phase` of `touch` for its view (if the view may have the touch at all).
    func route(_ touch: UITouch, _ phase: UITouch.Phase) {
        guard touch.route.isDeliverable, touch.view != nil, !touch.route.isTakenByRecognizer,
            touch.route.progress != .finished
        else { return }
        // Touches are live objects: a held phase is replayed with the touch's state at release time, so
        // consecutive held moves carry the same data and are kept as one.
        if phase == .moved && touch.route.queue.last == .moved { return }
        touch.route.queue.append(phase)
        markPending(touch)
        environment?.application.eventTraceRecorder?.queued(phase, of: touch)
    }

    /// Touches that still have phases queued for their view, in the order they began.
    func pendingTouches() -> [UITouch] {
        guard !pending.isEmpty else { return [] }
        // Usually the list is clean already (every touch still pending, each once, in order): returned as it is.
        var isClean = true
        var previousSerial = Int.min
        for touch in pending {
            if !touch.route.isPending || touch.serial <= previousSerial {
                isClean = false
                break
            }
            previousSerial = touch.serial
        }
        if isClean { return pending }
        var live: [UITouch] = []
        var isSorted = true
        for touch in pending where touch.route.isPending && live.last !== touch {
            if let last = live.last, last.serial > touch.serial { isSorted = false }
            live.append(touch)
        }
        if !isSorted {
            // A touch that stopped being pending and became pending again is listed twice; sorted, the copies are
            // neighbours.
            live.sort { $0.serial < $1.serial }
            var unique: [UITouch] = []
            for touch in live where unique.last !== touch { unique.append(touch) }
            live = unique
        }
        pending = live
        return live
    }

    /// Whether any touch may still have phases queued (cheap; stale entries make it err on the side of yes).
    var hasPendingTouches: Bool { !pending.isEmpty }

    private func markPending(_ touch: UITouch) {
        guard !touch.route.isPending else { return }
        touch.route.isPending = true
        pending.append(touch)
    }

    /// Whether the head of `touch`'s queue may go to the view now.
    private func canRelease(_ phase: UITouch.Phase, of touch: UITouch) -> Bool {
        // A loop, not `contains { }`: this runs for every touch of every pump (see GestureEnvironment.deliverNow).
        switch phase {
        case .began, .moved:
            for recognizer in touch.recognizers where recognizer.delaysTouchesBegan {
                if recognizer.record?.isUndecided ?? false { return false }
            }
            return true
        case .ended:
            for recognizer in touch.recognizers where recognizer.delaysTouchesEnded {
                if recognizer.record?.isUndecided ?? false { return false }
            }
            return true
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
        if touches.count == 1 {
            pumpOne(touches[0])
            return
        }
        var progressed = true
        while progressed {
            progressed = false
            for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
                var groups = Groups()
                for touch in touches where isReady(touch, for: phase) { groups.add(touch) }
                for (view, event, group) in groups.list {
                    var ready: [UITouch] = []
                    for touch in group where isReady(touch, for: phase) { ready.append(touch) }
                    guard !ready.isEmpty else { continue }
                    for touch in ready { dequeueHead(of: touch) }
                    send(phase, ready, to: view, event: event)
                    progressed = true
                    environment?.safePoint()
                }
            }
        }
    }

    /// `pump` for one touch (one finger, one mouse button: the usual case), with no grouping: its phases go while
    /// the head of its queue may go.
    private func pumpOne(_ touch: UITouch) {
        while let phase = touch.route.queue.first, let view = touch.view, canRelease(phase, of: touch) {
            dequeueHead(of: touch)
            send(phase, CollectionOfOne(touch), to: view, event: touch.sequenceEvent)
            environment?.safePoint()
        }
    }

    /// Takes `touches` from their views: drops what is queued and sends `touchesCancelled` for those each view saw
    /// begin, one call per view and sequence.
    func takeFromViews(_ touches: [UITouch]) {
        var groups = Groups()
        for touch in touches {
            clearQueue(of: touch)
            guard touch.view != nil, touch.route.progress == .began else {
                if touch.route.progress == .notStarted { touch.route.progress = .finished }
                continue
            }
            groups.add(touch)
        }
        for (view, event, group) in groups.list {
            send(.cancelled, group, to: view, event: event)
            environment?.safePoint()
        }
    }

    private func dequeueHead(of touch: UITouch) {
        touch.route.queue.removeFirst()
        if touch.route.queue.isEmpty { touch.route.isPending = false }
    }

    private func clearQueue(of touch: UITouch) {
        touch.route.queue.removeAll()
        touch.route.isPending = false
    }

    /// Touches grouped by view and sequence, in the order each group first appears. A linear search while there
    /// are few groups (the usual case: one view), a table once there are many (thousands of fingers on as many
    /// views).
    private struct Groups {
        var list: [(UIView, UIEvent, [UITouch])] = []
        var index: [GroupKey: Int]?

        mutating func add(_ touch: UITouch) {
            let view = touch.view!, event = touch.sequenceEvent
            if let index {
                let key = GroupKey(view: ObjectIdentifier(view), event: ObjectIdentifier(event))
                if let position = index[key] {
                    list[position].2.append(touch)
                } else {
                    self.index![key] = list.count
                    list.append((view, event, [touch]))
                }
                return
            }
            for position in list.indices where list[position].0 === view && list[position].1 === event {
                list[position].2.append(touch)
                return
            }
            list.append((view, event, [touch]))
            if list.count == 8 {
                var table: [GroupKey: Int] = [:]
                for (position, group) in list.enumerated() {
                    table[GroupKey(view: ObjectIdentifier(group.0), event: ObjectIdentifier(group.1))] = position
                }
                index = table
            }
        }
    }

    private func isExpected(_ phase: UITouch.Phase, after delivery: UITouch.ViewRoute.Progress) -> Bool {
        switch (phase, delivery) {
        case (.began, .notStarted): true
        case (.moved, .began), (.ended, .began), (.cancelled, .began): true
        default: false
        }
    }

    private func send<Touches: Collection<UITouch>>(
        _ requestedPhase: UITouch.Phase, _ touches: Touches, to view: UIView, event: UIEvent
    ) {
        // Usually every touch is due this phase and the view is still in their window: they go as they are (one touch
        // with no array). Otherwise the rules below pick what goes.
        var goAsTheyAre = true
        for touch in touches where !isExpected(requestedPhase, after: touch.route.progress) {
            goAsTheyAre = false
            break
        }
        if goAsTheyAre, let touchWindow = touches.first?.window, view.window !== touchWindow { goAsTheyAre = false }
        if goAsTheyAre {
            if !touches.isEmpty { call(requestedPhase, touches, to: view, event: event) }
            return
        }
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
        call(phase, live, to: view, event: event)
    }

    /// Calls `view`'s method for `phase` with `touches`, checked and still live.
    private func call<Touches: Collection<UITouch>>(
        _ phase: UITouch.Phase, _ touches: Touches, to view: UIView, event: UIEvent
    ) {
        // The state changes before the call, so a view that removes itself inside the callback cannot be sent a
        // second end for the same touch.
        for touch in touches {
            touch.route.progress = (phase == .began || phase == .moved) ? .began : .finished
            if touch.route.progress == .finished { clearQueue(of: touch) }
        }
        environment?.application.eventTraceRecorder?.delivered(phase, Array(touches), to: view)
        do {
            let set = callbackSet.make(touches)
            switch phase {
            case .began: view.touchesBegan(set, with: event)
            case .moved: view.touchesMoved(set, with: event)
            case .ended: view.touchesEnded(set, with: event)
            case .cancelled: view.touchesCancelled(set, with: event)
            default: break
            }
        }
        callbackSet.clear()
    }
}
