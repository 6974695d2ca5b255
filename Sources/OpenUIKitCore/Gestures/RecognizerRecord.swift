/// Everything the gesture environment keeps about one recognizer while it takes part in a gesture: from the first
/// touch it receives (or the first state change it makes on its own) until it goes back to possible.
///
/// The environment is the record's only writer; the recognizer reads it (``UIGestureRecognizer/state``,
/// ``UIGestureRecognizer/numberOfTouches``) through its `record` reference, which is nil while it is idle. Keeping
/// the bookkeeping here, rather than in fields of the recognizer that several parts of the core wrote, is what lets
/// the environment reason about one recognizer in one place (Docs/Architecture.md, "Re-entrancy").
@MainActor
final class RecognizerRecord {
    let recognizer: UIGestureRecognizer
    let id: GestureEnvironment.RecognizerID

    /// The state targets and other code see. Held recognizers read possible.
    @exclusivity(unchecked) var publishedState: UIGestureRecognizer.State = .possible
    /// Transitions the recognizer asked for that the environment has not applied yet, oldest first.
    var requested: [UIGestureRecognizer.State] = []
    /// Transitions decided by the recognizer but waiting on failure requirements, oldest first.
    var held: [UIGestureRecognizer.State] = []
    /// Detached from its view (removed, or moved to another) with its reset still queued: it publishes nothing more.
    var isDetached = false
    /// Whether an `applyTransitions` work item for this record is queued already.
    var isQueuedForTransitions = false
    /// Scratch space for grouping touches per recognizer during one delivery, without a dictionary: the delivery's
    /// generation and this record's group index in it.
    var groupGeneration = 0
    var groupIndex = 0

    // The record is only touched on the main actor and never by two overlapping accesses (the environment holds no
    // reference into it across app code), so the dynamic exclusivity checks on its hot storage protect nothing; they
    // cost a tenth of a many-finger frame.

    /// Touches being delivered to the recognizer now (down, not ignored).
    @exclusivity(unchecked) var tracking = TouchSet()
    /// Every touch received since the gesture started, minus ignored ones: what recognizing takes from views.
    @exclusivity(unchecked) var received = TouchSet()
    /// Touches whose `touchesBegan` the recognizer was actually sent; only these may be ended or cancelled for it.
    @exclusivity(unchecked) var sawBegin = TouchSet()
    /// The touches of the last update, kept after they lift so locations stay meaningful in the final action.
    var lastTouches: [UITouch] = []

    init(recognizer: UIGestureRecognizer) {
        self.recognizer = recognizer
        self.id = GestureEnvironment.RecognizerID(recognizer)
    }

    /// The state the recognizer reports: possible while held, else its latest decision.
    var reportedState: UIGestureRecognizer.State {
        if !held.isEmpty { return .possible }
        return requested.last ?? publishedState
    }

    /// Free to take a new touch: possible and not held, with no decision pending.
    var acceptsNewTouches: Bool {
        publishedState == .possible && held.isEmpty && requested.isEmpty
    }

    /// Still interested in its touches: undecided (held ones too, so what they decide while waiting — a pan whose
    /// fingers lift — is applied on release), or began/changed.
    var receivesTouches: Bool {
        switch publishedState {
        case .possible, .began, .changed: true
        default: false
        }
    }

    var isFinished: Bool {
        publishedState == .ended || publishedState == .cancelled || publishedState == .failed
    }

    /// Still possible (held or not): its touches may yet be taken from their views.
    var isUndecided: Bool { publishedState == .possible }

    /// The type of the first touch of this gesture, which ``UIGestureRecognizer/requiresExclusiveTouchType`` holds
    /// the others to.
    var initialTouchType: UITouch.TouchType?

    func beginTracking(_ touch: UITouch) {
        if initialTouchType == nil { initialTouchType = touch.type }
        tracking.insert(touch)
        received.insert(touch)
    }

    /// Stops tracking `touches` (they lifted or were cancelled). When that leaves none, they are remembered as the
    /// last update's touches.
    func stopTracking(_ touches: [UITouch]) {
        var leaving = 0
        for touch in touches where tracking.contains(touch) { leaving += 1 }
        guard leaving > 0 else { return }
        if leaving == tracking.count { lastTouches = tracking.ordered }
        for touch in touches { tracking.remove(touch) }
    }

    /// Forgets `touch` entirely, as if the recognizer had never received it (`ignore(_:for:)`).
    func forget(_ touch: UITouch) {
        tracking.remove(touch)
        received.remove(touch)
        sawBegin.remove(touch)
    }
}
