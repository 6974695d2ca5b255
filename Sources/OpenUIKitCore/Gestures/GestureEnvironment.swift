import Foundation

/// Runs gesture recognizers for an application: decides which recognizers receive each touch, hands them touches
/// before views, applies their state changes through the ``GestureArbiter``, sends their actions, and tells the
/// view side of delivery (``TouchDelivery``) what to hold back, release or cancel (Docs/EventModel.md, "Gesture
/// delivery").
///
/// Order within one frame of input, for each phase (began, moved, ended, cancelled): every recognizer receiving a
/// changed touch gets it first; state changes they make take effect as each hook returns (arbitration, then
/// `touchesCancelled` to the view for a recognizer that takes the touches, then its actions); then the view gets
/// what it may have. When the frame is done, held phases that may go now are released and recognizers whose
/// gestures are over go back to possible.
///
/// ## Re-entrancy
/// App code — delegates, view hooks, recognizer hooks, actions, view touch methods — may change anything. The rule
/// that keeps that safe is structural: app code never runs while the environment is part-way through changing its
/// own state. Everything app code asks of the environment (a recognizer's state change, removing or disabling a
/// recognizer, ignoring a touch's view side, cancelling touches whose view left the window, delivering an event)
/// becomes a ``Work`` item on one queue. Work runs at *safe points*: after each app callback made by the outermost
/// step (``depth`` 1), where nothing is borrowed and every later step re-checks what it is about to do. Work items
/// themselves run one after another (``depth`` 2), never inside each other, so delivery never nests. When the
/// outermost step returns, ``settle()`` runs what is left, releases held phases and resets finished recognizers,
/// until nothing more happens. Docs/Architecture.md, "Re-entrancy", states the contract per callback.
@MainActor
final class GestureEnvironment {
    /// The arbiter's name for a recognizer: its identity. Compared by identity only.
    struct RecognizerID: Hashable {
        let identity: ObjectIdentifier
        /// Valid while the recognizer is engaged: its record holds it strongly, and the arbiter forgets the ID when
        /// the record goes.
        unowned(unsafe) let recognizer: UIGestureRecognizer

        init(_ recognizer: UIGestureRecognizer) {
            identity = ObjectIdentifier(recognizer)
            self.recognizer = recognizer
        }

        static func == (lhs: Self, rhs: Self) -> Bool { lhs.identity == rhs.identity }
        func hash(into hasher: inout Hasher) { hasher.combine(identity) }
    }

    /// Something app code asked for, applied at the next safe point.
    private enum Work {
        case applyTransitions(RecognizerRecord)
        case detach(UIGestureRecognizer)
        /// It ignored every touch it had received: it takes no further part in the gesture.
        case withdraw(RecognizerRecord)
        case disable(UIGestureRecognizer)
        case cancel(touches: [UITouch], event: UIEvent?, viewsOnly: [UITouch])
        case deliver(UIEvent, UIWindow)
    }

    unowned(unsafe) let application: UIApplication
    private let arbiter: GestureArbiter<RecognizerID>
    let views: TouchDelivery
    /// Recognizers with a gesture in progress, in joining order.
    @exclusivity(unchecked) private var engaged: [RecognizerRecord] = []
    @exclusivity(unchecked) private var queue: [Work] = []
    /// The set each recognizer callback receives, in reused storage.
    @exclusivity(unchecked) private var callbackSet = ReusableTouchSet()
    private var queueHead = 0
    /// 0: idle. 1: the outermost step is running (its callbacks end in safe points). 2 and more: queued work, or
    /// something called from inside it, is running; callbacks there only queue.
    private var depth = 0
    /// Bumped for every grouping pass (see `RecognizerRecord.groupGeneration`).
    private var groupGeneration = 0

    /// Receives every arbitration decision and state change when set. Off (nil) by default.
    var decisionObserver: (@MainActor (GestureDecision) -> Void)? {
        didSet { arbiter.decisionLog = decisionObserver == nil ? nil : [] }
    }

    init(application: UIApplication) {
        self.application = application
        views = TouchDelivery()
        arbiter = GestureArbiter(
            policy: GestureArbiter.Policy(
                shouldBegin: { _ in true }, canPrevent: { _, _ in true },
                mayRecognizeSimultaneously: { _, _ in false }, requiresFailure: { _, _ in false }))
        arbiter.policy = makePolicy()
        views.environment = self
    }

    // MARK: - Steps, safe points and settling

    /// Runs `body` as a step: the outermost one (depth 1) drains the queue at its safe points and settles at the
    /// end; a nested one just runs.
    private func step(_ body: () -> Void) {
        depth += 1
        body()
        if depth == 1 { runQueuedWork() }
        depth -= 1
        if depth == 0 { settle() }
    }

    /// Called after each app callback. In the outermost step nothing is borrowed here, so queued work runs now;
    /// anywhere deeper it waits for the step that owns the loop.
    func safePoint() {
        if depth == 1 { runQueuedWork() }
    }

    private func enqueue(_ work: Work) {
        queue.append(work)
        if depth == 0 { settle() }
    }

    private func runQueuedWork() {
        depth += 1
        while queueHead < queue.count {
            let work = queue[queueHead]
            queueHead += 1
            run(work)
        }
        queue.removeAll(keepingCapacity: true)
        queueHead = 0
        depth -= 1
    }

    /// Runs queued work, releases what views may now have and resets finished recognizers, until nothing more
    /// happens. App code that keeps asking for more (a `reset()` that re-disables itself forever) is cut off.
    private func settle() {
        // The common case with no recognizer engaged: nothing queued, held or finished, so nothing to do.
        if queueHead == queue.count && engaged.isEmpty && !views.hasPendingTouches { return }
        depth = 1
        var rounds = 0
        var didReset = false
        repeat {
            rounds += 1
            runQueuedWork()
            views.pump(views.pendingTouches())
            // A reset runs app code (`reset()`), which may finish another recognizer after this pass looked at it, and
            // frees the phases the reset recognizer held: go round again until a pass changes nothing.
            didReset = resetFinishedRecognizers()
        } while (queueHead < queue.count || didReset) && rounds < 1_000
        if queueHead < queue.count || didReset {
            application.report(.programmingError, "gesture work kept queueing itself for 1,000 rounds; dropped")
            queue.removeAll()
            queueHead = 0
        }
        depth = 0
    }

    private func run(_ work: Work) {
        switch work {
        case .applyTransitions(let record):
            record.isQueuedForTransitions = false
            applyRequestedTransitions(of: record)
        case .detach(let recognizer):
            guard let record = recognizer.record else {
                recognizer.cancelTimers()
                return
            }
            note(record, .removed)
            reset(record)
        case .withdraw(let record):
            guard isLive(record), record.received.isEmpty, record.publishedState == .possible,
                record.held.isEmpty, record.requested.isEmpty
            else { return }
            reset(record, asFailure: true)
        case .disable(let recognizer):
            disable(recognizer)
        case .cancel(let touches, let event, let viewsOnly):
            cancelNow(touches, event: event, viewsOnly: viewsOnly)
        case .deliver(let event, let window):
            deliverNow(event, in: window)
        }
    }

    // MARK: - Policy from recognizers, delegates and views

    private func makePolicy() -> GestureArbiter<RecognizerID>.Policy {
        GestureArbiter.Policy(
            shouldBegin: { [unowned(unsafe) self] id in
                self.shouldBegin(id.recognizer)
            },
            canPrevent: { a, b in
                a.recognizer.canPrevent(b.recognizer) && b.recognizer.canBePrevented(by: a.recognizer)
            },
            mayRecognizeSimultaneously: { a, b in
                let a = a.recognizer, b = b.recognizer
                return (a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) ?? false)
                    || (b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) ?? false)
            },
            requiresFailure: { a, b in
                let a = a.recognizer, b = b.recognizer
                return a.explicitlyRequiresFailure(of: b) || a.shouldRequireFailure(of: b)
                    || b.shouldBeRequiredToFail(by: a)
                    || (a.delegate?.gestureRecognizer(a, shouldRequireFailureOf: b) ?? false)
                    || (b.delegate?.gestureRecognizer(b, shouldBeRequiredToFailBy: a) ?? false)
            })
    }

    /// The delegate, then every view from each touch's hit view up to the recognizer's own view, must agree.
    /// A `UIControl` uses the view hook to keep its default action from recognizers on its superviews.
    private func shouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        if let delegate = recognizer.delegate, !delegate.gestureRecognizerShouldBegin(recognizer) { return false }
        guard let record = recognizer.record else { return false }
        var asked = Set<ObjectIdentifier>()
        for touch in record.received.ordered {
            var view = touch.view
            while let current = view {
                if asked.insert(ObjectIdentifier(current)).inserted {
                    if !current.gestureRecognizerShouldBegin(recognizer) { return false }
                }
                if current === recognizer.view { break }
                view = current.superview
            }
        }
        return true
    }

    // MARK: - Records

    private func isEngaged(_ record: RecognizerRecord) -> Bool {
        record.recognizer.record === record
    }

    /// Engaged, attached and not detached since: may still be sent hooks and actions and publish states.
    private func isLive(_ record: RecognizerRecord) -> Bool {
        isEngaged(record) && !record.isDetached && record.recognizer.view != nil
    }

    /// The recognizer's record, made (and the recognizer engaged) if it has none.
    private func engage(_ recognizer: UIGestureRecognizer) -> RecognizerRecord {
        if let record = recognizer.record { return record }
        let record = RecognizerRecord(recognizer: recognizer)
        recognizer.record = record
        recognizer.engagedEnvironment = self
        engaged.append(record)
        return record
    }

    /// Pseudo-touch numbers for recognizers that no touch drives (hover), one each, below every other.
    private var nextLoneTouch = Int.min / 2

    /// Engages `recognizer`, which no touch drives (a hover recognizer), in an arbitration of its own: it shares no
    /// touch with anyone, so it neither prevents nor is prevented by other recognizers.
    func engageAlone(_ recognizer: UIGestureRecognizer) {
        guard recognizer.record == nil, recognizer.view != nil else { return }
        let record = engage(recognizer)
        nextLoneTouch -= 1
        arbiter.join(record.id, touch: nextLoneTouch)
    }

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
                arbiter.join(record.id, touch: touch.serial)
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

    private func deliverNow(_ event: UIEvent, in window: UIWindow) {
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

    private func cancelNow(_ touches: [UITouch], event: UIEvent?, viewsOnly: [UITouch]) {
        if let event, !touches.isEmpty { deliverToRecognizers(touches, phase: .cancelled, event: event) }
        views.takeFromViews(touches + viewsOnly)
    }

    private func deliverToRecognizers(_ touches: [UITouch], phase: UITouch.Phase, event: UIEvent) {
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
    private func groupByRecognizer(
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
    private func voidHeldRecognition(_ record: RecognizerRecord) {
        record.held = []
        record.requested = []
        note(record, .failed(.touchCancelledWhileHeld))
        publish(.failed, for: record)
        execute(arbiter.reportFailed(record.id))
    }

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
                    .programmingError,
                    "\(recognizer.debugName): state set to \(state) while not attached to a view; ignored")
            }
            return
        }
        let record = engage(recognizer)
        if record.held.isEmpty {
            let current = record.reportedState
            guard UIGestureRecognizer.isValidTransition(from: current, to: state) else {
                application.report(
                    .programmingError,
                    "\(recognizer.debugName): invalid state change \(current) → \(state); ignored")
                return
            }
        }
        // Held: what the recognizer decides is recorded and applied on release.
        record.requested.append(state)
        queueTransitions(of: record)
    }

    private func queueTransitions(of record: RecognizerRecord) {
        guard !record.isQueuedForTransitions else { return }
        record.isQueuedForTransitions = true
        enqueue(.applyTransitions(record))
    }

    private func applyRequestedTransitions(of record: RecognizerRecord) {
        while isEngaged(record), !record.isDetached, !record.requested.isEmpty {
            let transition = record.requested.removeFirst()
            apply(transition, to: record)
        }
    }

    private func apply(_ transition: UIGestureRecognizer.State, to record: RecognizerRecord) {
        if !record.held.isEmpty {
            applyWhileHeld(transition, to: record)
            return
        }
        switch (record.publishedState, transition) {
        case (.possible, .began), (.possible, .ended):
            if !arbiter.isEngaged(record.id) {
                // A recognizer that changes state without having touches (a custom subclass) joins on its own.
                arbiter.join(record.id, touch: -1 - record.received.count)
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
    private func applyWhileHeld(_ transition: UIGestureRecognizer.State, to record: RecognizerRecord) {
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

    private func execute(_ decisions: [GestureArbiter<RecognizerID>.Decision]) {
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
                    .programmingError,
                    "gesture failure requirements form a cycle: "
                        + ids.map(\.recognizer.debugName).joined(separator: " → ") + "; the last requirement is ignored"
                )
            }
        }
        flushArbiterNotes()
    }

    private func sendActions(of record: RecognizerRecord) {
        guard record.recognizer.view != nil, !record.isDetached else { return }
        record.recognizer.sendActions()
    }

    private func publish(_ state: UIGestureRecognizer.State, for record: RecognizerRecord) {
        record.publishedState = state
        note(record, .stateChanged(state))
    }

    /// The recognizer recognized with `cancelsTouchesInView`: its touches leave their views for good.
    private func takeTouches(of record: RecognizerRecord) {
        let touches = record.received.ordered.filter { !$0.route.isTakenByRecognizer }
        for touch in touches { touch.route.isTakenByRecognizer = true }
        application.eventTraceRecorder?.taken(touches, by: record.recognizer)
        views.takeFromViews(touches)
    }

    private func note(_ record: RecognizerRecord, _ kind: GestureDecision.Kind) {
        decisionObserver?(GestureDecision(recognizer: record.recognizer, kind: kind))
    }

    private func flushArbiterNotes() {
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

    private static func reason(_ reason: GestureArbiter<RecognizerID>.FailureReason?) -> GestureDecision.FailureReason {
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
    private func resetFinishedRecognizers() -> Bool {
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
                .programmingError,
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
    private func reset(_ record: RecognizerRecord, asFailure: Bool = false) {
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

    private func disable(_ recognizer: UIGestureRecognizer) {
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

    /// `touch` goes back to its view as if `recognizer` had never seen it. Applied at once: it is the recognizer's
    /// own bookkeeping (a pinch ignoring a third finger reads `numberOfTouches` right after), and no app code runs.
    func recognizer(_ recognizer: UIGestureRecognizer, ignores touch: UITouch) {
        guard let record = recognizer.record, record.received.contains(touch) else { return }
        record.forget(touch)
        Self.remove(recognizer, from: &touch.recognizers)
        arbiter.release(record.id, touch: touch.serial)
        // Left with no touch of the gesture and nothing decided, it would stay engaged (and hold back anyone
        // waiting for it to fail) until a later touch happened to end it: it withdraws at the next safe point, free
        // to take a later touch.
        if record.received.isEmpty {
            queue.append(.withdraw(record))
        }
        if depth == 0 { settle() }
    }

    // MARK: - Closure-free helpers for hot paths

    private static func contains(_ recognizers: [UIGestureRecognizer], _ recognizer: UIGestureRecognizer) -> Bool {
        for candidate in recognizers where candidate === recognizer { return true }
        return false
    }

    private static func remove(_ recognizer: UIGestureRecognizer, from recognizers: inout [UIGestureRecognizer]) {
        for index in recognizers.indices where recognizers[index] === recognizer {
            recognizers.remove(at: index)
            return
        }
    }

    // MARK: - Inspection

    /// What is still in progress, for ``UIApplication`` and `EmbeddedBackend.finish()`.
    var engagedRecognizers: [UIGestureRecognizer] { engaged.map(\.recognizer) }
}
