import Foundation

/// Runs gesture recognizers for an application: decides which recognizers receive each touch, hands them touches before
/// views, applies their state changes through the ``GestureArbiter``, sends their actions, and tells the view side of
/// delivery what to hold back, release or cancel (Docs/EventModel.md, "Gesture delivery"; UIKit's "Regulating the
/// Delivery of Touches to Views").
///
/// Order within one frame of input, for each phase (began, moved, ended, cancelled): every recognizer receiving a
/// changed touch gets it first; state changes they make take effect as each hook returns (arbitration, then
/// `touchesCancelled` to the view for a recognizer that takes the touches, then its actions); then the view gets
/// what it may have. When the frame is done, recognizers whose gestures are over go back to possible.
@MainActor
final class GestureEnvironment {
    /// The arbiter's name for a recognizer: its identity, printed with its name.
    struct RecognizerID: Hashable, CustomStringConvertible {
        let identity: ObjectIdentifier
        let name: String
        static func == (lhs: Self, rhs: Self) -> Bool { lhs.identity == rhs.identity }
        func hash(into hasher: inout Hasher) { hasher.combine(identity) }
        var description: String { name }
    }

    unowned(unsafe) let application: UIApplication
    private var arbiter: GestureArbiter<RecognizerID>
    /// Recognizers with a gesture in progress (since their first touch, until they reset), in joining order.
    private var engaged: [UIGestureRecognizer] = []
    /// Touches with phases held back from their views.
    private var queuedTouches: [UITouch] = []
    private var needingUpdate: [UIGestureRecognizer] = []
    private var hookDepth = 0
    private var isUpdating = false
    private var isDeliveringFrame = false

    /// Receives a line for every arbitration decision and state change when set. Off (nil) by default.
    var decisionObserver: (@MainActor (String) -> Void)? {
        didSet { arbiter.decisionLog = decisionObserver == nil ? nil : [] }
    }

    init(application: UIApplication) {
        self.application = application
        arbiter = GestureArbiter(policy: GestureArbiter.Policy(
            shouldBegin: { _ in true }, canPrevent: { _, _ in true },
            mayRecognizeSimultaneously: { _, _ in false }, requiresFailure: { _, _ in false }))
        arbiter.policy = makePolicy()
    }

    // MARK: - Policy from recognizers, delegates and views

    private func recognizer(_ id: RecognizerID) -> UIGestureRecognizer? {
        engaged.first { ObjectIdentifier($0) == id.identity }
    }

    private func id(_ recognizer: UIGestureRecognizer) -> RecognizerID {
        RecognizerID(identity: ObjectIdentifier(recognizer), name: recognizer.debugName)
    }

    private func makePolicy() -> GestureArbiter<RecognizerID>.Policy {
        GestureArbiter.Policy(
            shouldBegin: { [unowned(unsafe) self] id in
                guard let recognizer = self.recognizer(id) else { return false }
                return self.shouldBegin(recognizer)
            },
            canPrevent: { [unowned(unsafe) self] a, b in
                guard let a = self.recognizer(a), let b = self.recognizer(b) else { return false }
                return a.canPrevent(b) && b.canBePrevented(by: a)
            },
            mayRecognizeSimultaneously: { [unowned(unsafe) self] a, b in
                guard let a = self.recognizer(a), let b = self.recognizer(b) else { return false }
                return (a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) ?? false)
                    || (b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) ?? false)
            },
            requiresFailure: { [unowned(unsafe) self] a, b in
                guard let a = self.recognizer(a), let b = self.recognizer(b) else { return false }
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
        var asked: [UIView] = []
        for touch in recognizer.receivedTouches {
            var view = touch.view
            while let current = view {
                if !asked.contains(where: { $0 === current }) {
                    asked.append(current)
                    if !current.gestureRecognizerShouldBegin(recognizer) { return false }
                }
                if current === recognizer.view { break }
                view = current.superview
            }
        }
        return true
    }

    // MARK: - New touches

    /// Chooses the recognizers that receive `touch`: the enabled ones of the hit view and of each ancestor up to
    /// the window, in that order, that are free to start or continue a gesture and whose delegate agrees.
    /// Undecided recognizers of the window that are not chosen and have no touch down fail: the new touch is not
    /// the continuation they were waiting for (a second tap elsewhere ends a double tap).
    func touchDidBegin(_ touch: UITouch, hitView: UIView?, in window: UIWindow) {
        var chosen: [UIGestureRecognizer] = []
        var view = hitView
        while let current = view {
            for recognizer in current.storedGestureRecognizers where recognizer.isEnabled && recognizer.acceptsNewTouches {
                if let delegate = recognizer.delegate, !delegate.gestureRecognizer(recognizer, shouldReceive: touch) { continue }
                chosen.append(recognizer)
            }
            view = current.superview
        }
        let stale = engaged.filter { recognizer in
            recognizer.view?.window === window && recognizer.acceptsNewTouches && recognizer.activeTouches.isEmpty
                && !chosen.contains(where: { $0 === recognizer })
        }
        for recognizer in chosen {
            if !engaged.contains(where: { $0 === recognizer }) { engaged.append(recognizer) }
            recognizer.beginTracking(touch)
            recognizer.receivedTouches.append(touch)
            arbiter.join(id(recognizer), touch: touch.serial)
        }
        touch.recognizers = chosen
        guard !stale.isEmpty else { return }
        // All stale recognizers are marked before any is applied: failing one may release and reset another.
        for recognizer in stale {
            recognizer.requestedTransitions = [.failed]
            if !needingUpdate.contains(where: { $0 === recognizer }) { needingUpdate.append(recognizer) }
        }
        if hookDepth == 0 && !isUpdating {
            updatePendingRecognizers()
            if !isDeliveringFrame { finishFrame() }
        }
    }

    // MARK: - Delivering a frame

    /// Delivers the changed touches of `window` in `event`: recognizers first, then views.
    func deliver(_ event: UIEvent, in window: UIWindow) {
        let changed = event.orderedTouches.filter { $0.window === window && $0.phase != .stationary }
        guard !changed.isEmpty else { return }
        isDeliveringFrame = true
        for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
            let touches = changed.filter { $0.phase == phase }
            guard !touches.isEmpty else { continue }
            deliverToRecognizers(touches, phase: phase, event: event)
            for touch in touches { TouchDelivery.route(touch, phase) }
            // Touches held from earlier frames that may go now go with this frame's, so fingers released together
            // arrive in one call (Docs/EventModel.md, "Gesture delivery": both ended touches in one touchesEnded).
            let held = touchesWithPendingViewDelivery().filter { held in
                !held.viewQueue.isEmpty && !touches.contains { $0 === held }
            }
            TouchDelivery.pump(held + touches)
        }
        isDeliveringFrame = false
        finishFrame()
    }

    /// Cancels `touches` (their views left the window, the window closed, or the backend cancelled them):
    /// recognizers hear `touchesCancelled`, views get `touchesCancelled` for touches they saw begin.
    func cancel(_ touches: [UITouch], event: UIEvent) {
        let wasDelivering = isDeliveringFrame
        isDeliveringFrame = true
        deliverToRecognizers(touches, phase: .cancelled, event: event)
        TouchDelivery.takeFromViews(touches)
        isDeliveringFrame = wasDelivering
        if !wasDelivering { finishFrame() }
    }

    private func deliverToRecognizers(_ touches: [UITouch], phase: UITouch.Phase, event: UIEvent) {
        var recipients: [(UIGestureRecognizer, [UITouch])] = []
        for touch in touches {
            for recognizer in touch.recognizers where recognizer.tracks(touch) && recognizer.receivesTouches {
                if let index = recipients.firstIndex(where: { $0.0 === recognizer }) {
                    recipients[index].1.append(touch)
                } else {
                    recipients.append((recognizer, [touch]))
                }
            }
        }
        for (recognizer, group) in recipients where recognizer.tracks(group[0]) && recognizer.receivesTouches {
            let set = Set(group)
            runHook(for: recognizer) {
                switch phase {
                case .began: recognizer.touchesBegan(set, with: event)
                case .moved: recognizer.touchesMoved(set, with: event)
                case .ended: recognizer.touchesEnded(set, with: event)
                case .cancelled: recognizer.touchesCancelled(set, with: event)
                default: break
                }
            }
        }
        if phase == .ended || phase == .cancelled {
            for touch in touches {
                for recognizer in touch.recognizers { recognizer.stopTracking(touch) }
            }
        }
    }

    /// After a frame (or a timer): releases what views may now have and resets recognizers whose gestures are
    /// over.
    private func finishFrame() {
        updatePendingRecognizers()
        pumpQueues()
        resetFinishedRecognizers()
    }

    private func pumpQueues() {
        queuedTouches = engagedTouchesWithQueues()
        TouchDelivery.pump(queuedTouches)
        queuedTouches.removeAll { $0.viewQueue.isEmpty }
    }

    /// Touches whose view has not had its end yet and that the dispatcher may no longer list (they lifted).
    func touchesWithPendingViewDelivery() -> [UITouch] {
        var touches: [UITouch] = []
        for recognizer in engaged {
            for touch in recognizer.receivedTouches where touch.viewDelivery != .finished
                && !touches.contains(where: { $0 === touch }) {
                touches.append(touch)
            }
        }
        return touches
    }

    private func engagedTouchesWithQueues() -> [UITouch] {
        var touches = queuedTouches
        for recognizer in engaged {
            for touch in recognizer.receivedTouches where !touch.viewQueue.isEmpty && !touches.contains(where: { $0 === touch }) {
                touches.append(touch)
            }
        }
        return touches
    }

    // MARK: - State changes

    /// Runs a recognizer hook (touch method or timer); state changes it makes take effect when it returns.
    func runHook(for recognizer: UIGestureRecognizer, _ body: () -> Void) {
        hookDepth += 1
        body()
        hookDepth -= 1
        if hookDepth == 0 {
            updatePendingRecognizers()
            if !isDeliveringFrame { finishFrame() }
        }
    }

    func recognizerNeedsUpdate(_ recognizer: UIGestureRecognizer) {
        if !needingUpdate.contains(where: { $0 === recognizer }) { needingUpdate.append(recognizer) }
        if hookDepth == 0 && !isUpdating {
            updatePendingRecognizers()
            if !isDeliveringFrame { finishFrame() }
        }
    }

    private func updatePendingRecognizers() {
        guard !isUpdating else { return }
        isUpdating = true
        defer { isUpdating = false }
        while !needingUpdate.isEmpty {
            let recognizer = needingUpdate.removeFirst()
            while !recognizer.requestedTransitions.isEmpty {
                let transition = recognizer.requestedTransitions.removeFirst()
                apply(transition, to: recognizer)
            }
        }
    }

    private func apply(_ transition: UIGestureRecognizer.State, to recognizer: UIGestureRecognizer) {
        let recognizerID = id(recognizer)
        if !recognizer.heldTransitions.isEmpty {
            applyWhileHeld(transition, to: recognizer)
            return
        }
        switch (recognizer.publishedState, transition) {
        case (.possible, .began), (.possible, .ended):
            if !arbiter.isEngaged(recognizerID) {
                // A recognizer that changes state without having touches (a custom subclass) joins on its own.
                if !engaged.contains(where: { $0 === recognizer }) { engaged.append(recognizer) }
                arbiter.join(recognizerID, touch: -1 - recognizer.receivedTouches.count)
            }
            recognizer.heldTransitions = [transition]
            execute(arbiter.requestBegin(recognizerID))
        case (.possible, .failed):
            // A recognizer that reset in the meantime has nothing left to fail.
            guard engaged.contains(where: { $0 === recognizer }) else { break }
            publish(.failed, for: recognizer)
            execute(arbiter.reportFailed(recognizerID))
        case (.began, .changed), (.changed, .changed):
            publish(.changed, for: recognizer)
            recognizer.sendActions()
        case (.began, .ended), (.changed, .ended), (.began, .cancelled), (.changed, .cancelled):
            publish(transition, for: recognizer)
            recognizer.sendActions()
            arbiter.reportFinished(recognizerID)
        default:
            // The recognizer was already decided (prevented, or failed by a requirement): nothing to do.
            break
        }
        flushDecisionLog()
    }

    /// Folds what a held recognizer decides into what happens when it is released.
    private func applyWhileHeld(_ transition: UIGestureRecognizer.State, to recognizer: UIGestureRecognizer) {
        switch transition {
        case .failed:
            // The recognizer already decided to recognize; its recognition is deferred, not lost, so a later
            // "failed" from its own logic (a swipe whose finger lifts while it waits) does not undo it.
            break
        case .cancelled:
            recognizer.heldTransitions = []
            publish(.failed, for: recognizer)
            execute(arbiter.reportFailed(id(recognizer)))
        case .changed:
            if recognizer.heldTransitions.last != .ended && recognizer.heldTransitions.last != .changed {
                recognizer.heldTransitions.append(.changed)
            }
        case .ended:
            if recognizer.heldTransitions.last != .ended { recognizer.heldTransitions.append(.ended) }
        default:
            break
        }
    }

    private func execute(_ decisions: [GestureArbiter<RecognizerID>.Decision]) {
        flushDecisionLog()
        for decision in decisions {
            switch decision {
            case .proceed(let id):
                guard let recognizer = recognizer(id) else { continue }
                let transitions = recognizer.heldTransitions
                recognizer.heldTransitions = []
                for (index, transition) in transitions.enumerated() {
                    // An action may remove or disable its own recognizer: it then stops here, reset.
                    guard engaged.contains(where: { $0 === recognizer }) else { break }
                    publish(transition, for: recognizer)
                    if index == 0 && recognizer.cancelsTouchesInView { takeTouches(of: recognizer) }
                    recognizer.sendActions()
                    if transition == .ended || transition == .cancelled { arbiter.reportFinished(id) }
                }
            case .hold:
                break
            case .fail(let id, _):
                guard let recognizer = recognizer(id), recognizer.publishedState == .possible else { continue }
                recognizer.heldTransitions = []
                recognizer.requestedTransitions = []
                publish(.failed, for: recognizer)
            case .cycle(let ids):
                application.report(.programmingError, "gesture failure requirements form a cycle: "
                    + ids.map(\.description).joined(separator: " → ") + "; the last requirement is ignored")
            }
        }
        flushDecisionLog()
    }

    private func publish(_ state: UIGestureRecognizer.State, for recognizer: UIGestureRecognizer) {
        recognizer.publishedState = state
        decisionObserver?("\(recognizer.debugName): \(state)")
    }

    /// The recognizer recognized with `cancelsTouchesInView`: its touches leave their views for good.
    private func takeTouches(of recognizer: UIGestureRecognizer) {
        let touches = recognizer.receivedTouches.filter { !$0.isTakenByRecognizer }
        for touch in touches { touch.isTakenByRecognizer = true }
        TouchDelivery.takeFromViews(touches)
    }

    private func flushDecisionLog() {
        guard let lines = arbiter.decisionLog, !lines.isEmpty else { return }
        arbiter.decisionLog = []
        if let observer = decisionObserver { for line in lines { observer("arbiter: \(line)") } }
    }

    // MARK: - Reset

    private func resetFinishedRecognizers() {
        // A continuous recognizer left in began/changed after its last touch lifted would never end: a custom
        // subclass forgot to. Cancel it so it resets, and say so.
        for recognizer in engaged where (recognizer.publishedState == .began || recognizer.publishedState == .changed)
            && recognizer.activeTouches.isEmpty && recognizer.requestedTransitions.isEmpty {
            application.report(.programmingError,
                               "\(recognizer.debugName) was still \(recognizer.publishedState) after its touches ended; cancelled")
            recognizer.requestedTransitions = [.cancelled]
            needingUpdate.append(recognizer)
        }
        updatePendingRecognizers()
        for recognizer in engaged where recognizer.isFinished && recognizer.activeTouches.isEmpty
            && recognizer.requestedTransitions.isEmpty {
            reset(recognizer)
        }
    }

    /// Returns `recognizer` to possible without an action: it forgets its touches, timers and arbitration.
    private func reset(_ recognizer: UIGestureRecognizer) {
        engaged.removeAll { $0 === recognizer }
        needingUpdate.removeAll { $0 === recognizer }
        execute(arbiter.remove(id(recognizer)))
        for touch in recognizer.receivedTouches { touch.recognizers.removeAll { $0 === recognizer } }
        recognizer.receivedTouches.removeAll()
        recognizer.forgetTouches()
        recognizer.cancelTimers()
        recognizer.heldTransitions = []
        recognizer.requestedTransitions = []
        let wasPossible = recognizer.publishedState == .possible
        recognizer.publishedState = .possible
        if !wasPossible { decisionObserver?("\(recognizer.debugName): reset to possible") }
        recognizer.reset()
    }

    // MARK: - Recognizers leaving

    /// `isEnabled` turned off: an active recognizer is cancelled (with an action), an undecided one fails.
    func recognizerWasDisabled(_ recognizer: UIGestureRecognizer) {
        guard engaged.contains(where: { $0 === recognizer }) else { return }
        switch recognizer.publishedState {
        case .began, .changed:
            recognizer.requestedTransitions = [.cancelled]
        case .possible:
            recognizer.heldTransitions = []
            recognizer.requestedTransitions = [.failed]
        default:
            return
        }
        recognizerNeedsUpdate(recognizer)
    }

    /// The recognizer was removed from its view: it stops at once and resets without an action; touches it was
    /// holding back go on to their views.
    func recognizerWasDetached(_ recognizer: UIGestureRecognizer) {
        guard engaged.contains(where: { $0 === recognizer }) else {
            recognizer.cancelTimers()
            return
        }
        reset(recognizer)
        if !isDeliveringFrame && hookDepth == 0 { pumpQueues() }
    }

    /// `touch` goes back to its view as if `recognizer` had never seen it.
    func recognizer(_ recognizer: UIGestureRecognizer, ignores touch: UITouch) {
        recognizer.stopTracking(touch)
        recognizer.receivedTouches.removeAll { $0 === touch }
        touch.recognizers.removeAll { $0 === recognizer }
        arbiter.release(id(recognizer), touch: touch.serial)
        if !isDeliveringFrame && hookDepth == 0 { pumpQueues() }
    }
}

extension UIGestureRecognizer {
    /// Free to take a new touch: possible and not held, with no decision pending.
    var acceptsNewTouches: Bool {
        publishedState == .possible && heldTransitions.isEmpty && requestedTransitions.isEmpty
    }

    /// Still interested in its touches: undecided (held ones too, so what they decide while waiting — a pan
    /// whose fingers lift — is applied on release), or began/changed.
    var receivesTouches: Bool {
        switch publishedState {
        case .possible, .began, .changed: true
        default: false
        }
    }

    var isFinished: Bool {
        publishedState == .ended || publishedState == .cancelled || publishedState == .failed
    }
}
