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
///
/// ## Where each job lives
/// Split as Flutter's binding, router and arena are: this file holds the state, the arbitration policy asked of
/// recognizers, delegates and views, and the records of engaged recognizers; `GestureEnvironment+SafePoints.swift`
/// is the safe-point scheduler (steps, the work queue, settling); `GestureEnvironment+Routing.swift` routes touches
/// to recognizers (who receives a new touch, the delivery of each frame and of cancellations);
/// `GestureEnvironment+Transitions.swift` applies recognizers' transitions (checked, arbitrated, published, their
/// actions sent, resets). ``GestureArbiter`` decides, knowing nothing of touches or views; ``TouchDelivery`` is the
/// view side.
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

    unowned(unsafe) let application: UIApplication
    let arbiter: GestureArbiter<RecognizerID>
    let views: TouchDelivery
    /// Recognizers with a gesture in progress, in joining order.
    @exclusivity(unchecked) var engaged: [RecognizerRecord] = []
    @exclusivity(unchecked) var queue: [Work] = []
    /// The set each recognizer callback receives, in reused storage.
    @exclusivity(unchecked) var callbackSet = ReusableTouchSet()
    var queueHead = 0
    /// 0: idle. 1: the outermost step is running (its callbacks end in safe points). 2 and more: queued work, or
    /// something called from inside it, is running; callbacks there only queue.
    var depth = 0
    /// Bumped for every grouping pass (see `RecognizerRecord.groupGeneration`).
    var groupGeneration = 0

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

    // MARK: - Policy from recognizers, delegates and views

    func makePolicy() -> GestureArbiter<RecognizerID>.Policy {
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
    func shouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
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

    func isEngaged(_ record: RecognizerRecord) -> Bool {
        record.recognizer.record === record
    }

    /// Engaged, attached and not detached since: may still be sent hooks and actions and publish states.
    func isLive(_ record: RecognizerRecord) -> Bool {
        isEngaged(record) && !record.isDetached && record.recognizer.view != nil
    }

    /// The recognizer's record, made (and the recognizer engaged) if it has none.
    func engage(_ recognizer: UIGestureRecognizer) -> RecognizerRecord {
        if let record = recognizer.record { return record }
        let record = RecognizerRecord(recognizer: recognizer)
        recognizer.record = record
        recognizer.engagedEnvironment = self
        engaged.append(record)
        return record
    }

    /// How many recognizers that no touch drives (hover) have joined an arbitration of their own: each gets the
    /// next number (``ArbitrationTouch/alone(_:)``).
    var aloneCount = 0

    /// Engages `recognizer`, which no touch drives (a hover recognizer), in an arbitration of its own: it shares no
    /// touch with anyone, so it neither prevents nor is prevented by other recognizers.
    func engageAlone(_ recognizer: UIGestureRecognizer) {
        guard recognizer.record == nil, recognizer.view != nil else { return }
        let record = engage(recognizer)
        aloneCount += 1
        arbiter.join(record.id, touch: .alone(aloneCount))
    }

    // MARK: - Closure-free helpers for hot paths

    static func contains(_ recognizers: [UIGestureRecognizer], _ recognizer: UIGestureRecognizer) -> Bool {
        for candidate in recognizers where candidate === recognizer { return true }
        return false
    }

    static func remove(_ recognizer: UIGestureRecognizer, from recognizers: inout [UIGestureRecognizer]) {
        for index in recognizers.indices where recognizers[index] === recognizer {
            recognizers.remove(at: index)
            return
        }
    }

    // MARK: - Inspection

    /// What is still in progress, for ``UIApplication`` and `EmbeddedBackend.finish()`.
    var engagedRecognizers: [UIGestureRecognizer] { engaged.map(\.recognizer) }
}
