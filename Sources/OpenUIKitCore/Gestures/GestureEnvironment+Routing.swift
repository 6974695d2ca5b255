import Foundation

// The recognizer router of the gesture environment: which recognizers receive each new touch, and the delivery of
// each frame to them (then to views, through TouchDelivery) and of cancellations.
extension GestureEnvironment {
    // MARK: - New touches

    /// Chooses the recognizers that receive `touch`: the enabled ones of the hit view and of each ancestor up to
    /// the window, in that order, that are free to start or continue a gesture and whose delegate agrees.
    /// Undecided recognizers of the window that are not chosen and have no touch down fail: the new touch is not
    /// the continuation they were waiting for (a second tap elsewhere ends a double tap).
    func touchDidBegin(_ touch: UITouch, hitView: UIView?, in window: UIWindow) {
        step {
            var chosen: [UIGestureRecognizer] = []
            var view = hitView
            while let current = view {
                for recognizer in current.storedGestureRecognizers
                where recognizer.isEnabled && (recognizer.record?.acceptsNewTouches ?? true)
                    && recognizer.mayReceive(touch)
                {
                    if let delegate = recognizer.delegate, !delegate.gestureRecognizer(recognizer, shouldReceive: touch)
                    {
                        continue
                    }
                    // The delegate may have detached or disabled it, or it may sit on two levels of the walk after a
                    // move.
                    guard recognizer.view != nil, recognizer.isEnabled, recognizer.record?.isDetached != true,
                        !Self.contains(chosen, recognizer)
                    else { continue }
                    chosen.append(recognizer)
                }
                view = current.superview
            }
            var stale: [RecognizerRecord] = []
            for record in engaged
            where record.recognizer.view?.window === window && record.acceptsNewTouches
                && record.tracking.isEmpty && !Self.contains(chosen, record.recognizer)
            {
                stale.append(record)
            }
            for recognizer in chosen {
                let record = engage(recognizer)
                record.beginTracking(touch)
                arbiter.join(record.id, touch: .touch(touch.serial))
            }
            touch.recognizers = chosen
            // All stale recognizers are marked before any is applied: failing one may release and reset another.
            for record in stale {
                record.requested = [.failed]
                queueTransitions(of: record)
            }
        }
    }

    // MARK: - Delivering a frame

    /// Delivers the changed touches of `window` in `event`: recognizers first, then views. Called while the
    /// environment is busy (an app re-sending an event from a callback), it is queued and delivered afterwards.
    func deliver(_ event: UIEvent, in window: UIWindow) {
        if depth > 0 {
            queue.append(.deliver(event, window))
            return
        }
        step { deliverNow(event, in: window) }
    }

    func deliverNow(_ event: UIEvent, in window: UIWindow) {
        // Plain loops rather than filter closures on this path: a closure formed on the main actor checks its
        // executor on every call, which cost more than the work in a frame of thousands of fingers.
        // The lists below are copies only when a filter drops a touch: usually (one finger, one mouse button, or every
        // finger moving) nothing is dropped, and each copy is an allocation, on a click a cold cache line.
        var changed = event.orderedTouches
        for dropped in event.orderedTouches where dropped.window !== window || dropped.phase == .stationary {
            changed = []
            for touch in event.orderedTouches where touch.window === window && touch.phase != .stationary {
                changed.append(touch)
            }
            break
        }
        guard !changed.isEmpty else { return }
        for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
            // Phases are read now, not before the loop: a touch cancelled by app code earlier in this frame is
            // treated as cancelled from here on.
            var touches = changed
            for other in changed where other.phase != phase {
                touches = []
                for touch in changed where touch.phase == phase { touches.append(touch) }
                break
            }
            guard !touches.isEmpty else { continue }
            deliverToRecognizers(touches, phase: phase, event: event)
            for touch in touches { views.route(touch, phase) }
            // Touches held from earlier frames that may go now go with this frame's, so fingers released
            // together arrive in one call (both ended touches of a two-finger tap in one touchesEnded).
            views.pump(views.pendingTouches())
        }
    }

    /// Cancels `touches` (their views left the window, the window closed, or the backend cancelled them):
    /// recognizers that saw them begin hear `touchesCancelled`, views get `touchesCancelled` for touches they saw
    /// begin. `viewsOnly` are touches that already lifted but whose view has not had its end yet: only their views
    /// are told. Runs at the next safe point.
    func cancel(_ touches: [UITouch], event: UIEvent?, viewsOnly: [UITouch] = []) {
        enqueue(.cancel(touches: touches, event: event, viewsOnly: viewsOnly))
    }

    func cancelNow(_ touches: [UITouch], event: UIEvent?, viewsOnly: [UITouch]) {
        if let event, !touches.isEmpty { deliverToRecognizers(touches, phase: .cancelled, event: event) }
        views.takeFromViews(touches + viewsOnly)
    }

    func deliverToRecognizers(_ touches: [UITouch], phase: UITouch.Phase, event: UIEvent) {
        let (order, groups) = groupByRecognizer(touches, deliverableIn: phase)
        if phase == .cancelled {
            // Before any hook runs: a failure those hooks report would otherwise release a held recognizer whose
            // own touches are gone.
            for record in order where !record.held.isEmpty && !record.isDetached { voidHeldRecognition(record) }
        }
        var heard: [RecognizerRecord] = []
        for (index, record) in order.enumerated() {
            // App code run since the groups were made may have detached, disabled or decided the recognizer, or
            // taken touches from it: check again right before each call.
            guard isLive(record), record.recognizer.isEnabled,
                record.receivesTouches
            else { continue }
            var group: [UITouch] = []
            for touch in groups[index]
            where record.tracking.contains(touch)
                && (phase == .began || record.sawBegin.contains(touch))
            {
                group.append(touch)
            }
            guard !group.isEmpty else { continue }
            if phase == .began { for touch in group { record.sawBegin.insert(touch) } }
            let recognizer = record.recognizer
            heard.append(record)
            do {
                let set = callbackSet.make(group)
                switch phase {
                case .began: recognizer.touchesBegan(set, with: event)
                case .moved: recognizer.touchesMoved(set, with: event)
                case .ended: recognizer.touchesEnded(set, with: event)
                case .cancelled: recognizer.touchesCancelled(set, with: event)
                default: break
                }
            }
            callbackSet.clear()
            safePoint()
        }
        if phase == .ended || phase == .cancelled {
            // Every recognizer still holding these touches lets them go, whether or not it was sent the phase.
            let (leavingOrder, leaving) = groupByRecognizer(touches, deliverableIn: nil)
            for (index, record) in leavingOrder.enumerated() { record.stopTracking(leaving[index]) }
            // A recognizer whose touches all left without it hearing of them (it was never sent their begin, or was
            // skipped) has nothing left to recognize with: it fails, so it resets instead of waiting forever.
            for record in leavingOrder
            where !heard.contains(where: { $0 === record }) && isEngaged(record)
                && record.tracking.isEmpty && record.publishedState == .possible && record.held.isEmpty
                && record.requested.isEmpty
            {
                record.requested = [.failed]
                queueTransitions(of: record)
            }
        }
    }

    /// Groups `touches` per engaged recognizer receiving them, in the order recognizers first appear; each record's
    /// scratch index finds its group without hashing. With a phase, only touches that may be delivered in it are
    /// kept (still tracked, and — past began — seen beginning).
    func groupByRecognizer(
        _ touches: [UITouch], deliverableIn phase: UITouch.Phase?
    ) -> ([RecognizerRecord], [[UITouch]]) {
        groupGeneration &+= 1
        let generation = groupGeneration
        var order: [RecognizerRecord] = []
        var groups: [[UITouch]] = []
        for touch in touches {
            for recognizer in touch.recognizers {
                guard let record = recognizer.record else { continue }
                if let phase {
                    guard record.tracking.contains(touch), phase == .began || record.sawBegin.contains(touch)
                    else { continue }
                }
                if record.groupGeneration != generation {
                    record.groupGeneration = generation
                    record.groupIndex = groups.count
                    order.append(record)
                    groups.append([touch])
                } else {
                    groups[record.groupIndex].append(touch)
                }
            }
        }
        return (order, groups)
    }

    /// A recognizer held for a failure requirement had decided on touches that were then cancelled: its recognition
    /// is void, not deferred, and it fails.
    func voidHeldRecognition(_ record: RecognizerRecord) {
        record.held = []
        record.requested = []
        note(record, .failed(.touchCancelledWhileHeld))
        publish(.failed, for: record)
        execute(arbiter.reportFailed(record.id))
    }

    /// `touch` goes back to its view as if `recognizer` had never seen it. Applied at once: it is the recognizer's
    /// own bookkeeping (a pinch ignoring a third finger reads `numberOfTouches` right after), and no app code runs.
    func recognizer(_ recognizer: UIGestureRecognizer, ignores touch: UITouch) {
        guard let record = recognizer.record, record.received.contains(touch) else { return }
        record.forget(touch)
        Self.remove(recognizer, from: &touch.recognizers)
        arbiter.release(record.id, touch: .touch(touch.serial))
        // Left with no touch of the gesture and nothing decided, it would stay engaged (and hold back anyone
        // waiting for it to fail) until a later touch happened to end it: it withdraws at the next safe point, free
        // to take a later touch.
        if record.received.isEmpty {
            queue.append(.withdraw(record))
        }
        if depth == 0 { settle() }
    }
}
