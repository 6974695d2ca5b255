import Foundation

// The applier of transitions: recognizers' state changes, checked and applied through the arbiter at safe points,
// their actions, resets, and recognizers disabled or removed mid-gesture.
extension GestureEnvironment {
    // MARK: - State changes

    /// Runs a recognizer hook outside touch delivery (a timer); state changes it makes take effect when it returns.
    func runHook(for recognizer: UIGestureRecognizer, _ body: () -> Void) {
        step {
            body()
            safePoint()
        }
    }

    /// The recognizer set `state`; the environment applies it at the next safe point.
    func request(_ state: UIGestureRecognizer.State, for recognizer: UIGestureRecognizer) {
        guard recognizer.view != nil, recognizer.record?.isDetached != true else {
            // Detached mid-gesture (its reset is queued): its own logic may go on deciding, as a removed UIKit
            // recognizer's does, but nothing it decides is published. Not attached and no gesture in progress: nothing
            // could ever end what this would start.
            if recognizer.record == nil {
                application.report(
                    .apiMisuse,
                    "\(recognizer.debugName): state set to \(state) while not attached to a view; ignored")
            }
            return
        }
        let record = engage(recognizer)
        if record.held.isEmpty {
            let current = record.reportedState
            guard UIGestureRecognizer.isValidTransition(from: current, to: state) else {
                application.report(
                    .apiMisuse,
                    "\(recognizer.debugName): invalid state change \(current) → \(state); ignored")
                return
            }
        }
        // Held: what the recognizer decides is recorded and applied on release.
        record.requested.append(state)
        queueTransitions(of: record)
    }

    func queueTransitions(of record: RecognizerRecord) {
        guard !record.isQueuedForTransitions else { return }
        record.isQueuedForTransitions = true
        enqueue(.applyTransitions(record))
    }

    func applyRequestedTransitions(of record: RecognizerRecord) {
        while isEngaged(record), !record.isDetached, !record.requested.isEmpty {
            let transition = record.requested.removeFirst()
            apply(transition, to: record)
        }
    }

    func apply(_ transition: UIGestureRecognizer.State, to record: RecognizerRecord) {
        if !record.held.isEmpty {
            applyWhileHeld(transition, to: record)
            return
        }
        switch (record.publishedState, transition) {
        case (.possible, .began), (.possible, .ended):
            if !arbiter.isEngaged(record.id) {
                // A recognizer that changes state without having touches (a custom subclass) joins on its own.
                arbiter.join(record.id, touch: .withoutTouches(received: record.received.count))
            }
            record.held = [transition]
            execute(arbiter.requestBegin(record.id))
        case (.possible, .failed):
            publish(.failed, for: record)
            execute(arbiter.reportFailed(record.id))
        case (.began, .changed), (.changed, .changed):
            publish(.changed, for: record)
            sendActions(of: record)
        case (.began, .ended), (.changed, .ended), (.began, .cancelled), (.changed, .cancelled):
            publish(transition, for: record)
            sendActions(of: record)
            arbiter.reportFinished(record.id)
            flushArbiterNotes()
        default:
            // The recognizer was already decided (prevented, or failed by a requirement): nothing to do.
            break
        }
    }

    /// Folds what a held recognizer decides into what happens when it is released.
    func applyWhileHeld(_ transition: UIGestureRecognizer.State, to record: RecognizerRecord) {
        switch transition {
        case .failed:
            // The recognizer already decided to recognize; its recognition is deferred, not lost, so a later
            // "failed" from its own logic (a swipe whose finger lifts while it waits) does not undo it. A cancelled
            // touch does: see cancelNow(_:event:viewsOnly:).
            break
        case .cancelled:
            record.held = []
            publish(.failed, for: record)
            execute(arbiter.reportFailed(record.id))
        case .changed:
            if record.held.last != .ended && record.held.last != .changed { record.held.append(.changed) }
        case .ended:
            if record.held.last != .ended { record.held.append(.ended) }
        default:
            break
        }
    }

    func execute(_ decisions: [GestureArbiter<RecognizerID>.Decision]) {
        flushArbiterNotes()
        for decision in decisions {
            switch decision {
            case .proceed(let id):
                guard let record = id.recognizer.record else { continue }
                let transitions = record.held
                record.held = []
                for (index, transition) in transitions.enumerated() {
                    // An action (or a view's touchesCancelled) may remove or disable the recognizer: it then stops
                    // here, and the queued removal resets it without another action.
                    guard isLive(record) else { break }
                    publish(transition, for: record)
                    if index == 0 && record.recognizer.cancelsTouchesInView { takeTouches(of: record) }
                    guard isLive(record) else { break }
                    sendActions(of: record)
                    if transition == .ended || transition == .cancelled { arbiter.reportFinished(id) }
                }
            case .hold:
                break
            case .fail(let id, _):
                // A detached recognizer publishes nothing more; its queued reset takes it out of the arbiter.
                guard let record = id.recognizer.record, record.publishedState == .possible, !record.isDetached
                else { continue }
                record.held = []
                record.requested = []
                publish(.failed, for: record)
            case .cycle(let ids):
                application.report(
                    .apiMisuse,
                    "gesture failure requirements form a cycle: "
                        + ids.map(\.recognizer.debugName).joined(separator: " → ") + "; the last requirement is ignored"
                )
            }
        }
        flushArbiterNotes()
    }

    func sendActions(of record: RecognizerRecord) {
        guard record.recognizer.view != nil, !record.isDetached else { return }
        record.recognizer.sendActions()
    }

    func publish(_ state: UIGestureRecognizer.State, for record: RecognizerRecord) {
        record.publishedState = state
        note(record, .stateChanged(state))
    }

    /// The recognizer recognized with `cancelsTouchesInView`: its touches leave their views for good.
    func takeTouches(of record: RecognizerRecord) {
        let touches = record.received.ordered.filter { !$0.route.isTakenByRecognizer }
        for touch in touches { touch.route.isTakenByRecognizer = true }
        application.eventTraceRecorder?.taken(touches, by: record.recognizer)
        views.takeFromViews(touches)
    }

    func note(_ record: RecognizerRecord, _ kind: GestureDecision.Kind) {
        decisionObserver?(GestureDecision(recognizer: record.recognizer, kind: kind))
    }

    func flushArbiterNotes() {
        guard let notes = arbiter.decisionLog, !notes.isEmpty else { return }
        arbiter.decisionLog = []
        guard let observer = decisionObserver else { return }
        for note in notes {
            switch note {
            case .proceeds(let id):
                observer(GestureDecision(recognizer: id.recognizer, kind: .proceeds))
            case .held(let id, let others):
                observer(
                    GestureDecision(
                        recognizer: id.recognizer,
                        kind: .held(waitingFor: others.map(\.recognizer.debugName))))
            case .released(let id):
                observer(GestureDecision(recognizer: id.recognizer, kind: .released))
            case .finished:
                break
            case .failed(let id, let reason):
                observer(GestureDecision(recognizer: id.recognizer, kind: .failed(Self.reason(reason))))
            case .cycle(let ids):
                observer(GestureDecision(recognizer: ids[0].recognizer, kind: .cycle(ids.map(\.recognizer.debugName))))
            }
        }
    }

    static func reason(_ reason: GestureArbiter<RecognizerID>.FailureReason?) -> GestureDecision.FailureReason {
        switch reason {
        case nil: .ownLogic
        case .shouldBeginRefused?: .shouldBeginRefused
        case .preventedBy(let other)?: .preventedBy(other.recognizer.debugName)
        case .requiredMemberRecognized(let other)?: .requiredRecognizerRecognized(other.recognizer.debugName)
        case .requiredMemberRemoved(let other)?: .requiredRecognizerRemoved(other.recognizer.debugName)
        }
    }

    // MARK: - Reset

    /// Returns whether it reset any recognizer.
    func resetFinishedRecognizers() -> Bool {
        // A continuous recognizer left in began/changed after its last touch lifted would never end: a custom
        // subclass forgot to. Cancel it so it resets, and say so.
        for record in engaged
        where (record.publishedState == .began || record.publishedState == .changed)
            && record.tracking.isEmpty && record.requested.isEmpty && record.recognizer.view != nil
            && !record.isDetached
            && record.recognizer.heldPressCount == 0
            && !(record.recognizer is UIHoverGestureRecognizer)
        {
            application.report(
                .apiMisuse,
                "\(record.recognizer.debugName) was still \(record.publishedState) "
                    + "after its touches ended; cancelled")
            record.requested = [.cancelled]
            queueTransitions(of: record)
        }
        runQueuedWork()
        var didReset = false
        for record in engaged
        where record.isFinished && record.tracking.isEmpty && record.requested.isEmpty
            && record.recognizer.heldPressCount == 0
        {
            guard isEngaged(record) else { continue }
            reset(record)
            didReset = true
            safePoint()
        }
        return didReset
    }

    /// Returns the recognizer to possible without an action: it forgets its touches, timers and arbitration, and
    /// its `reset()` is called.
    /// `asFailure`: it withdrew on its own (see ``GestureArbiter/remove(_:asFailure:)``).
    func reset(_ record: RecognizerRecord, asFailure: Bool = false) {
        guard isEngaged(record) else { return }
        let recognizer = record.recognizer
        engaged.removeAll { $0 === record }
        recognizer.record = nil
        recognizer.engagedEnvironment = nil
        execute(arbiter.remove(record.id, asFailure: asFailure))
        for touch in record.received.ordered { Self.remove(recognizer, from: &touch.recognizers) }
        recognizer.cancelTimers()
        if record.publishedState != .possible { note(record, .reset) }
        recognizer.reset()
    }

    // MARK: - Recognizers leaving

    /// `isEnabled` turned off: an active recognizer is cancelled (with an action), an undecided one fails.
    func recognizerWasDisabled(_ recognizer: UIGestureRecognizer) {
        guard recognizer.record != nil else { return }
        enqueue(.disable(recognizer))
    }

    func disable(_ recognizer: UIGestureRecognizer) {
        guard let record = recognizer.record, !recognizer.isEnabled else { return }
        switch record.publishedState {
        case .began, .changed:
            record.requested = [.cancelled]
        case .possible:
            record.held = []
            record.requested = [.failed]
        default:
            return
        }
        applyRequestedTransitions(of: record)
    }

    /// The recognizer was removed from its view: it stops at once (no hook or action reaches it from now on, as
    /// its `view` is nil) and resets without an action at the next safe point; touches it was holding back go on
    /// to their views.
    func recognizerWasDetached(_ recognizer: UIGestureRecognizer) {
        // Marked now: re-attached before the reset runs (moved to another view), it must still decide nothing more
        // in this gesture.
        recognizer.record?.isDetached = true
        enqueue(.detach(recognizer))
    }
}
