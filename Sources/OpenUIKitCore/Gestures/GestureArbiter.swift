/// Decides which gesture recognizers may leave the possible state: a small, pure state machine with no views,
/// touches or clocks, so every rule can be unit-tested on plain identifiers.
///
/// The rules (Docs/EventModel.md, "How recognizers interact"):
/// - A member that asks to begin (or, if discrete, to recognize) first passes its `shouldBegin` veto.
/// - It fails if an active member that shares a touch with it can prevent it, unless the two may recognize
///   simultaneously.
/// - It is held in possible while any engaged member it requires to fail is still undecided; it proceeds with
///   what it saw when they have all failed, and fails as soon as one of them recognizes. A cycle of failure
///   requirements is reported and broken at the edge that closes it.
/// - When it proceeds, every undecided member sharing a touch with it that it can prevent fails, and every
///   member waiting for it to fail fails too.
/// - A member removed while undecided (its recognizer left its view) never fails: a member already held for it
///   fails too, since what it waited for can no longer happen; a member not yet held no longer waits for it.
///
/// "Can prevent" is `a.canPrevent(b) && b.canBePrevented(by: a)`; "simultaneous" is either delegate saying yes —
/// both supplied by the ``Policy``. Members are kept in the order they joined so every outcome is deterministic.
///
/// It is a class, not a struct, on purpose: the policy's questions reach app code (delegates, view hooks) while a
/// decision is being made, and a struct's mutating method would hold an exclusive borrow of its owner across that
/// app code. App code cannot reach the arbiter in any case: `GestureEnvironment` queues whatever it asks for and
/// applies it after the decision (Docs/Architecture.md, "Re-entrancy").
final class GestureArbiter<ID: Hashable> {
    enum Status: Equatable {
        /// Analysing touches; may still recognize or fail.
        case possible
        /// Asked to begin but waiting for other members to fail.
        case held
        /// Began (continuous) or recognized (discrete).
        case active
        /// Ended or cancelled after being active.
        case finished
        case failed
    }

    enum FailureReason: Equatable {
        /// The delegate's or a view's `gestureRecognizerShouldBegin` said no.
        case shouldBeginRefused
        /// The given member recognized and could prevent this one.
        case preventedBy(ID)
        /// The given member, which this one required to fail, recognized.
        case requiredMemberRecognized(ID)
        /// The given member, which this one was held for, was removed before it failed.
        case requiredMemberRemoved(ID)
    }

    enum Decision: Equatable {
        /// The member leaves possible now (begins or recognizes).
        case proceed(ID)
        /// The member stays in possible until the listed members fail.
        case hold(ID, waitingFor: [ID])
        case fail(ID, FailureReason)
        /// Failure requirements form a cycle through these members; the last edge was ignored.
        case cycle([ID])
    }

    /// The relations between members, asked when needed (they may depend on delegates).
    struct Policy {
        var shouldBegin: (ID) -> Bool
        /// Whether the first can prevent the second (both sides' consent).
        var canPrevent: (ID, ID) -> Bool
        var mayRecognizeSimultaneously: (ID, ID) -> Bool
        /// Whether the first must wait for the second to fail.
        var requiresFailure: (ID, ID) -> Bool
    }

    private(set) var members: [ID] = []
    private(set) var status: [ID: Status] = [:]
    private var touches: [ID: Set<ArbitrationTouch>] = [:]
    private var waitingFor: [ID: [ID]] = [:]
    var policy: Policy
    /// What the arbiter did, step by step, as values; the environment turns them into ``GestureDecision``s.
    enum Note: Equatable {
        case proceeds(ID)
        case held(ID, waitingFor: [ID])
        /// Failed; a nil reason means it failed on its own (``reportFailed(_:)``).
        case failed(ID, FailureReason?)
        case released(ID)
        case finished(ID)
        /// A cycle of failure requirements starting at the member being evaluated; its edge to the second is ignored.
        case cycle([ID])
    }

    /// When non-nil, every step is appended (opt-in diagnostics; nothing is built when nil).
    var decisionLog: [Note]?

    init(policy: Policy) {
        self.policy = policy
    }

    // MARK: - Membership

    /// Records that `member` receives the touch `touch`; a new member starts in possible.
    func join(_ member: ID, touch: ArbitrationTouch) {
        if status[member] == nil {
            members.append(member)
            status[member] = .possible
        }
        touches[member, default: []].insert(touch)
    }

    /// Forgets that `member` has `touch` (it ignored the touch).
    func release(_ member: ID, touch: ArbitrationTouch) {
        touches[member]?.remove(touch)
    }

    func isEngaged(_ member: ID) -> Bool { status[member] != nil }

    func shareTouches(_ a: ID, _ b: ID) -> Bool {
        guard let left = touches[a], let right = touches[b] else { return false }
        return !left.isDisjoint(with: right)
    }

    /// Removes `member` (it reset or left its view). One removed while undecided never failed, so members held
    /// for it fail: their recognition was conditional on a failure that can no longer happen. With
    /// `asFailure`, it withdrew on its own instead (it gave up every touch it had): those held for it are released
    /// as if it had failed.
    func remove(_ member: ID, asFailure: Bool = false) -> [Decision] {
        guard let current = status[member] else { return [] }
        let wasUndecided = current == .possible || current == .held
        if asFailure && wasUndecided {
            members.removeAll { $0 == member }
            status[member] = nil
            touches[member] = nil
            waitingFor[member] = nil
            return releaseWaiters(of: member)
        }
        var waiters: [ID] = []
        if wasUndecided {
            for waiter in members where status[waiter] == .held && (waitingFor[waiter] ?? []).contains(member) {
                waiters.append(waiter)
            }
        }
        // Gone before its waiters fail, so nothing their failure releases waits for it.
        members.removeAll { $0 == member }
        status[member] = nil
        touches[member] = nil
        waitingFor[member] = nil
        var decisions: [Decision] = []
        for waiter in waiters { decisions += fail(waiter, .requiredMemberRemoved(member)) }
        return decisions
    }

    // MARK: - Transitions

    /// `member` wants to begin or recognize.
    func requestBegin(_ member: ID) -> [Decision] {
        guard status[member] == .possible else { return [] }
        return evaluate(member)
    }

    /// `member` failed on its own (or was cancelled before it began).
    func reportFailed(_ member: ID) -> [Decision] {
        guard let current = status[member], current == .possible || current == .held else { return [] }
        status[member] = .failed
        waitingFor[member] = nil
        note(.failed(member, nil))
        return releaseWaiters(of: member)
    }

    /// An active `member` ended or was cancelled.
    func reportFinished(_ member: ID) {
        guard status[member] == .active else { return }
        status[member] = .finished
        note(.finished(member))
    }

    // MARK: - Machinery

    private func evaluate(_ member: ID) -> [Decision] {
        if !policy.shouldBegin(member) {
            return fail(member, .shouldBeginRefused)
        }
        for other in members where other != member && status[other] == .active {
            if shareTouches(member, other) && !simultaneous(member, other) && policy.canPrevent(other, member) {
                return fail(member, .preventedBy(other))
            }
        }
        var decisions: [Decision] = []
        var blockers: [ID] = []
        for other in members where other != member && policy.requiresFailure(member, other) {
            switch status[other] {
            case .active?, .finished?:
                return decisions + fail(member, .requiredMemberRecognized(other))
            case .possible?, .held?:
                if let cycle = cyclePath(from: other, to: member) {
                    note(.cycle([member] + cycle))
                    decisions.append(.cycle([member] + cycle))
                } else {
                    blockers.append(other)
                }
            default:
                break
            }
        }
        if !blockers.isEmpty {
            status[member] = .held
            waitingFor[member] = blockers
            note(.held(member, waitingFor: blockers))
            return decisions + [.hold(member, waitingFor: blockers)]
        }
        return decisions + proceed(member)
    }

    private func proceed(_ member: ID) -> [Decision] {
        status[member] = .active
        waitingFor[member] = nil
        note(.proceeds(member))
        var decisions: [Decision] = [.proceed(member)]
        for other in members where other != member {
            guard let otherStatus = status[other], otherStatus == .possible || otherStatus == .held else { continue }
            // A member already held for this one fails whatever the policy answers now: the requirement was decided
            // when it was held (app code may since have changed the delegate that made it), and nothing else would
            // ever release it.
            let isWaitingForMember = otherStatus == .held && (waitingFor[other] ?? []).contains(member)
            if isWaitingForMember || policy.requiresFailure(other, member) {
                decisions += fail(other, .requiredMemberRecognized(member))
            } else if shareTouches(member, other) && !simultaneous(member, other) && policy.canPrevent(member, other) {
                decisions += fail(other, .preventedBy(member))
            }
        }
        return decisions
    }

    private func fail(_ member: ID, _ reason: FailureReason) -> [Decision] {
        guard let current = status[member], current == .possible || current == .held else { return [] }
        status[member] = .failed
        waitingFor[member] = nil
        note(.failed(member, reason))
        return [.fail(member, reason)] + releaseWaiters(of: member)
    }

    /// Re-examines every held member that was waiting for `member`, which can no longer recognize.
    private func releaseWaiters(of member: ID) -> [Decision] {
        var decisions: [Decision] = []
        for waiter in members where status[waiter] == .held && (waitingFor[waiter] ?? []).contains(member) {
            let remaining = (waitingFor[waiter] ?? []).filter { other in
                other != member && (status[other] == .possible || status[other] == .held)
            }
            if remaining.isEmpty {
                status[waiter] = .possible
                waitingFor[waiter] = nil
                note(.released(waiter))
                decisions += evaluate(waiter)
            } else {
                waitingFor[waiter] = remaining
            }
        }
        return decisions
    }

    private func simultaneous(_ a: ID, _ b: ID) -> Bool {
        policy.mayRecognizeSimultaneously(a, b)
    }

    /// A chain of held members leading from `start` back to `target` through "waiting for" edges, if any.
    private func cyclePath(from start: ID, to target: ID) -> [ID]? {
        var stack: [(ID, [ID])] = [(start, [start])]
        var seen: Set<ID> = []
        while let (node, path) = stack.popLast() {
            if node == target { return path }
            guard seen.insert(node).inserted else { continue }
            let next = waitingFor[node] ?? members.filter { policy.requiresFailure(node, $0) && isEngaged($0) }
            for successor in next { stack.append((successor, path + [successor])) }
        }
        return nil
    }

    /// Logs a decision when logging is on; the line is not even built otherwise.
    private func note(_ step: @autoclosure () -> Note) {
        guard decisionLog != nil else { return }
        decisionLog?.append(step())
    }
}
