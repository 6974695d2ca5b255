import Testing
@testable import OpenUIKitCore

/// The arbitration state machine on its own: plain string identifiers, relations from tables.
@Suite struct GestureArbiterTests {
    struct Relations {
        var refusesToBegin: Set<String> = []
        /// (a, b): a may not prevent b.
        var cannotPrevent: Set<[String]> = []
        var simultaneous: Set<[String]> = []
        /// (a, b): a waits for b to fail.
        var requirements: Set<[String]> = []
    }

    func makeArbiter(_ relations: Relations) -> GestureArbiter<String> {
        let arbiter = GestureArbiter<String>(
            policy: .init(
                shouldBegin: { !relations.refusesToBegin.contains($0) },
                canPrevent: { !relations.cannotPrevent.contains([$0, $1]) },
                mayRecognizeSimultaneously: {
                    relations.simultaneous.contains([$0, $1]) || relations.simultaneous.contains([$1, $0])
                },
                requiresFailure: { relations.requirements.contains([$0, $1]) }))
        arbiter.decisionLog = []
        return arbiter
    }

    @Test func theFirstToBeginFailsTheOthersOnItsTouches() {
        let arbiter = makeArbiter(Relations())
        arbiter.join("tap", touch: 1)
        arbiter.join("pan", touch: 1)
        arbiter.join("elsewhere", touch: 2)
        #expect(arbiter.requestBegin("pan") == [.proceed("pan"), .fail("tap", .preventedBy("pan"))])
        #expect(arbiter.status["elsewhere"] == .possible)
        #expect(arbiter.requestBegin("tap") == [])
        #expect(arbiter.decisionLog == [.proceeds("pan"), .failed("tap", .preventedBy("pan"))])
    }

    @Test func anActiveMemberPreventsALaterOne() {
        let arbiter = makeArbiter(Relations(cannotPrevent: [["a", "b"]]))
        arbiter.join("a", touch: 1)
        arbiter.join("b", touch: 1)
        // a cannot prevent b, so both proceed when a goes first…
        #expect(arbiter.requestBegin("a") == [.proceed("a")])
        #expect(arbiter.requestBegin("b") == [.proceed("b")])
        // …but b, going first, prevents a.
        let other = makeArbiter(Relations(cannotPrevent: [["a", "b"]]))
        other.join("a", touch: 1)
        other.join("b", touch: 1)
        #expect(other.requestBegin("b") == [.proceed("b"), .fail("a", .preventedBy("b"))])
    }

    @Test func simultaneousMembersLeaveEachOtherAlone() {
        let arbiter = makeArbiter(Relations(simultaneous: [["pinch", "rotation"]]))
        arbiter.join("pinch", touch: 1)
        arbiter.join("rotation", touch: 1)
        arbiter.join("pan", touch: 1)
        #expect(arbiter.requestBegin("pinch") == [.proceed("pinch"), .fail("pan", .preventedBy("pinch"))])
        #expect(arbiter.requestBegin("rotation") == [.proceed("rotation")])
    }

    @Test func aRefusedBeginFailsAndReleasesWaiters() {
        let arbiter = makeArbiter(Relations(refusesToBegin: ["swipe"], requirements: [["pan", "swipe"]]))
        arbiter.join("swipe", touch: 1)
        arbiter.join("pan", touch: 1)
        #expect(arbiter.requestBegin("pan") == [.hold("pan", waitingFor: ["swipe"])])
        #expect(arbiter.requestBegin("swipe") == [.fail("swipe", .shouldBeginRefused), .proceed("pan")])
    }

    @Test func aHeldMemberProceedsWhenEveryRequirementFailed() {
        let arbiter = makeArbiter(Relations(requirements: [["single", "double"], ["single", "triple"]]))
        for member in ["single", "double", "triple"] { arbiter.join(member, touch: 1) }
        #expect(arbiter.requestBegin("single") == [.hold("single", waitingFor: ["double", "triple"])])
        #expect(arbiter.status["single"] == .held)
        #expect(arbiter.reportFailed("double") == [])
        #expect(arbiter.reportFailed("triple") == [.proceed("single")])
        #expect(arbiter.status["single"] == .active)
    }

    @Test func aHeldMemberFailsWhenItsRequirementRecognizes() {
        let arbiter = makeArbiter(Relations(requirements: [["pan", "swipe"]]))
        arbiter.join("swipe", touch: 1)
        arbiter.join("pan", touch: 1)
        #expect(arbiter.requestBegin("pan") == [.hold("pan", waitingFor: ["swipe"])])
        #expect(arbiter.requestBegin("swipe") == [.proceed("swipe"), .fail("pan", .requiredMemberRecognized("swipe"))])
    }

    @Test func aRequirementThatAlreadyRecognizedFailsTheRequester() {
        let arbiter = makeArbiter(Relations(simultaneous: [["a", "b"]], requirements: [["b", "a"]]))
        arbiter.join("a", touch: 1)
        arbiter.join("b", touch: 2)
        #expect(arbiter.requestBegin("a") == [.proceed("a"), .fail("b", .requiredMemberRecognized("a"))])
    }

    @Test func anUnengagedRequirementDoesNotHold() {
        let arbiter = makeArbiter(Relations(requirements: [["pan", "swipe"]]))
        arbiter.join("pan", touch: 1)
        #expect(arbiter.requestBegin("pan") == [.proceed("pan")])
    }

    /// The swipe never failed, so what the held pan waited for cannot happen: the pan fails, and a tap held for the
    /// pan is released by that failure.
    @Test func removingAnUndecidedRequirementFailsTheHeldWaiter() {
        let arbiter = makeArbiter(Relations(requirements: [["pan", "swipe"], ["tap", "pan"]]))
        arbiter.join("swipe", touch: 1)
        arbiter.join("pan", touch: 1)
        arbiter.join("tap", touch: 1)
        #expect(arbiter.requestBegin("pan") == [.hold("pan", waitingFor: ["swipe"])])
        #expect(arbiter.requestBegin("tap") == [.hold("tap", waitingFor: ["pan"])])
        #expect(arbiter.remove("swipe") == [.fail("pan", .requiredMemberRemoved("swipe")), .proceed("tap")])
        #expect(!arbiter.isEngaged("swipe"))
    }

    /// A member that withdraws on its own (it gave up every touch) counts as failed for those held for it.
    @Test func aMemberWithdrawingReleasesTheHeldWaiter() {
        let arbiter = makeArbiter(Relations(requirements: [["pan", "swipe"]]))
        arbiter.join("swipe", touch: 1)
        arbiter.join("pan", touch: 1)
        #expect(arbiter.requestBegin("pan") == [.hold("pan", waitingFor: ["swipe"])])
        #expect(arbiter.remove("swipe", asFailure: true) == [.proceed("pan")])
        #expect(!arbiter.isEngaged("swipe"))
    }

    /// One not yet held no longer waits for the removed member: it is not engaged, like a requirement that never
    /// joined.
    @Test func aWaiterNotYetHeldWhenItsRequirementIsRemovedProceeds() {
        let arbiter = makeArbiter(Relations(requirements: [["pan", "swipe"]]))
        arbiter.join("swipe", touch: 1)
        arbiter.join("pan", touch: 1)
        #expect(arbiter.remove("swipe") == [])
        #expect(arbiter.requestBegin("pan") == [.proceed("pan")])
    }

    @Test func cyclesAreReportedAndBroken() {
        let arbiter = makeArbiter(Relations(requirements: [["a", "b"], ["b", "c"], ["c", "a"]]))
        for member in ["a", "b", "c"] { arbiter.join(member, touch: 1) }
        // c → a → b → c: waiting would never end, so c's requirement is ignored and c proceeds; the others, which
        // wait for c (directly or by sharing its touch), fail.
        #expect(
            arbiter.requestBegin("c") == [
                .cycle(["c", "a", "b", "c"]), .proceed("c"), .fail("a", .preventedBy("c")),
                .fail("b", .requiredMemberRecognized("c")),
            ])
        #expect(arbiter.decisionLog?.first == .cycle(["c", "a", "b", "c"]))
    }

    @Test func aHeldMemberFailsWhenItsRequirementProceedsEvenIfTheyAreSimultaneous() {
        let arbiter = makeArbiter(Relations(simultaneous: [["a", "b"]], requirements: [["a", "b"]]))
        arbiter.join("a", touch: 1)
        arbiter.join("b", touch: 1)
        #expect(arbiter.requestBegin("a") == [.hold("a", waitingFor: ["b"])])
        #expect(arbiter.requestBegin("b") == [.proceed("b"), .fail("a", .requiredMemberRecognized("b"))])
    }

    @Test func releasedTouchesNoLongerCountAsShared() {
        let arbiter = makeArbiter(Relations())
        arbiter.join("a", touch: 1)
        arbiter.join("b", touch: 1)
        arbiter.release("b", touch: 1)
        #expect(arbiter.requestBegin("a") == [.proceed("a")])
        #expect(arbiter.status["b"] == .possible)
    }

    /// WinObjC's decision table over canPrevent × canBePrevented × each delegate's simultaneity answer: the
    /// second to begin survives exactly when the pair may be simultaneous or the first may not prevent it.
    @Test(arguments: [false, true], [false, true])
    func decisionTable(firstCanPrevent: Bool, simultaneous: Bool) {
        var relations = Relations()
        if !firstCanPrevent { relations.cannotPrevent = [["first", "second"]] }
        if simultaneous { relations.simultaneous = [["first", "second"]] }
        let arbiter = makeArbiter(relations)
        arbiter.join("first", touch: 1)
        arbiter.join("second", touch: 1)
        _ = arbiter.requestBegin("first")
        let survives = !firstCanPrevent || simultaneous
        #expect(arbiter.status["second"] == (survives ? .possible : .failed))
    }

    /// Found by the re-entrancy fuzzer (view-callbacks, seed 1, world 298182): a member held for another whose
    /// failure it required — through a delegate the app then changed — waited forever when that other recognized,
    /// because the requirement was asked again and no longer held. A held member fails when one it waits for
    /// proceeds, whatever the policy says by then.
    @Test func aHeldMemberFailsWhenItsBlockerProceedsEvenIfTheRequirementWasWithdrawn() {
        var relations = Relations(requirements: [["pinch", "press"]])
        var currentRelations = relations
        let arbiter = GestureArbiter<String>(
            policy: .init(
                shouldBegin: { _ in true }, canPrevent: { _, _ in true },
                mayRecognizeSimultaneously: { _, _ in true },
                requiresFailure: { currentRelations.requirements.contains([$0, $1]) }))
        arbiter.join("pinch", touch: 1)
        arbiter.join("press", touch: 2)
        #expect(arbiter.requestBegin("pinch") == [.hold("pinch", waitingFor: ["press"])])
        relations.requirements = []
        currentRelations = relations
        #expect(
            arbiter.requestBegin("press") == [.proceed("press"), .fail("pinch", .requiredMemberRecognized("press"))])
        #expect(arbiter.status["pinch"] == .failed)
    }
}
