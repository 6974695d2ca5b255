import Foundation
import Testing
import OpenUIKitFuzzing

// Worlds the re-entrancy fuzzer found breaking an invariant (issue 10), shrunk and printed by `openuikit-fuzz`: one per
// kind of violation and mode from the 100,000-world runs of seed 1 on the unfixed core, four crashers shrunk with
// `--shrink-crash`, and three (named ...OnMain0a32b2d) found on a first version of the delivery redesign. Each
// comment holds the trace of the replay: input steps, callbacks, the mutation and the violation. All of them failed
// (the crashers by stopping the process) before the fixes; worlds 969, 69, 1, 178, 1200 and 46830 also failed on
// the first version of the redesign.

@MainActor
@Suite struct FuzzFindingsTests {
    /// Shrunk from world 8 of seed 1 (view-callbacks): actionWhileDetached.
    /// Trace of the replay:
    ///   frame down 2 at (124, 122), down 3 at (103, 75)
    ///   r1.hookTouchesBegan(2,3)
    ///   v1.viewTouchesBegan(2,3)
    ///   frame move 3 to (91, 111)
    ///   r1.hookTouchesMoved(3)
    ///   r1.viewShouldBegin
    ///   v1.viewTouchesCancelled(2,3)
    ///   r1.action(began)
    ///   mutation in action#0: clearRecognizers(ofView: 1)
    ///   frame up 2, up 3
    ///   r1.hookTouchesEnded(2,3)
    ///   r1.action(ended)
    ///   VIOLATION actionWhileDetached: r1 sent an action (ended) with view == nil
    ///   r1.hookReset()
    ///   advance 2.0
    @MainActor @Test func fuzzViewCallbacksSeed1World8() {
        let world = FuzzWorld(
            mode: .viewCallbacks,
            views: [
                .init(id: 1, parent: nil, frame: CGRect(x: 20, y: 16, width: 296, height: 339))
            ],
            delegates: [],
            recognizers: [
                .init(id: 1, view: 1, kind: .pinch)
            ],
            requirements: [],
            mutations: [
                .init(.action, 0, .clearRecognizers(ofView: 1))
            ],
            steps: [
                .frame([.down(2, CGPoint(x: 124, y: 122)), .down(3, CGPoint(x: 103, y: 75))]),
                .frame([.move(3, CGPoint(x: 91, y: 111))]),
            ]
        )
        #expect(WorldRun.run(world).violations == [])
    }

    /// Shrunk from world 13 of seed 1 (view-callbacks): illegalStateEdge.
    /// Trace of the replay:
    ///   frame down 3 at (243, 303)
    ///   r2.hookTouchesBegan(3)
    ///   v1.viewTouchesBegan(3)
    ///   frame down 4 at (186, 293)
    ///   r2.hookTouchesBegan(4)
    ///   v3.viewTouchesBegan(4)
    ///   frame move 3 to (253, 313)
    ///   r2.hookTouchesMoved(3)
    ///   r2.viewShouldBegin
    ///   r2.viewShouldBegin
    ///   v1.viewTouchesCancelled(3)
    ///   mutation in viewTouchesCancelled#0: removeView(3)
    ///   r2.hookTouchesCancelled(4)
    ///   v3.viewTouchesCancelled(4)
    ///   r2.action(cancelled)
    ///   VIOLATION illegalStateEdge: r2 went possible → cancelled
    ///   r2.action(cancelled)
    ///   frame up 3, up 4
    ///   r2.hookReset()
    ///   advance 2.0
    @MainActor @Test func fuzzViewCallbacksSeed1World13() {
        let world = FuzzWorld(
            mode: .viewCallbacks,
            views: [
                .init(id: 1, parent: nil, frame: CGRect(x: 54, y: 45, width: 284, height: 275)),
                .init(id: 3, parent: 1, frame: CGRect(x: 8, y: 27, width: 215, height: 223)),
            ],
            delegates: [],
            recognizers: [
                .init(id: 2, view: 1, kind: .pinch)
            ],
            requirements: [],
            mutations: [
                .init(.viewTouchesCancelled, 0, .removeView(3))
            ],
            steps: [
                .frame([.down(3, CGPoint(x: 243, y: 303))]),
                .frame([.down(4, CGPoint(x: 186, y: 293))]),
                .frame([.move(3, CGPoint(x: 253, y: 313))]),
            ]
        )
        #expect(WorldRun.run(world).violations == [])
    }

    /// Shrunk from world 69 of seed 1 (view-callbacks): recognizerTouchNotBegun.
    /// Trace of the replay:
    ///   frame down 8 at (131, 294)
    ///   r2.hookTouchesBegan(8)
    ///   mutation in hookTouchesBegan#0: removeCallbackView
    ///   r2.hookTouchesCancelled(8)
    ///   r3.hookTouchesCancelled(8)
    ///   VIOLATION recognizerTouchNotBegun: r3 got hookTouchesCancelled(8) without its began
    ///   r2.hookReset()
    ///   r3.hookReset()
    ///   frame up 8
    ///   advance 2.0
    @MainActor @Test func fuzzViewCallbacksSeed1World69() {
        let world = FuzzWorld(
            mode: .viewCallbacks,
            views: [
                .init(id: 3, parent: nil, frame: CGRect(x: 68, y: 11, width: 278, height: 362))
            ],
            delegates: [],
            recognizers: [
                .init(id: 2, view: 3, kind: .pan),
                .init(id: 3, view: 3, kind: .pan),
            ],
            requirements: [],
            mutations: [
                .init(.hookTouchesBegan, 0, .removeCallbackView)
            ],
            steps: [
                .frame([.down(8, CGPoint(x: 131, y: 294))])
            ]
        )
        #expect(WorldRun.run(world).violations == [])
    }

    /// Shrunk from world 969 of seed 1 (view-callbacks): actionInWrongState.
    /// Trace of the replay:
    ///   frame down 2 at (134, 266), down 4 at (216, 351)
    ///   r4.hookTouchesBegan(2,4)
    ///   v4.viewTouchesBegan(2,4)
    ///   frame move 2 to (159, 264)
    ///   r4.hookTouchesMoved(2)
    ///   r4.viewShouldBegin
    ///   v4.viewTouchesCancelled(2,4)
    ///   r4.action(began)
    ///   mutation in action#0: removeCallbackRecognizer
    ///   r4.hookReset()
    ///   r4.action(possible)
    ///   VIOLATION actionInWrongState: r4 sent an action in state possible
    ///   VIOLATION actionWhileDetached: r4 sent an action (possible) with view == nil
    ///   frame up 2, up 4
    ///   advance 2.0
    @MainActor @Test func fuzzViewCallbacksSeed1World969() {
        let world = FuzzWorld(
            mode: .viewCallbacks,
            views: [
                .init(id: 1, parent: nil, frame: CGRect(x: 53, y: 1, width: 346, height: 399)),
                .init(id: 4, parent: 1, frame: CGRect(x: 51, y: 176, width: 295, height: 219)),
            ],
            delegates: [],
            recognizers: [
                .init(id: 4, view: 4, kind: .rotation, targetAction: true)
            ],
            requirements: [],
            mutations: [
                .init(.action, 0, .removeCallbackRecognizer)
            ],
            steps: [
                .frame([.down(2, CGPoint(x: 134, y: 266)), .down(4, CGPoint(x: 216, y: 351))]),
                .frame([.move(2, CGPoint(x: 159, y: 264))]),
            ]
        )
        #expect(WorldRun.run(world).violations == [])
    }

    /// Shrunk from world 3437 of seed 1 (view-callbacks): deliveredOutsideWindow.
    /// Trace of the replay:
    ///   frame down 1 at (229, 365)
    ///   r2.hookTouchesBegan(1)
    ///   v3.viewTouchesBegan(1)
    ///   frame down 2 at (222, 200)
    ///   r3.hookTouchesBegan(2)
    ///   r2.hookTouchesBegan(2)
    ///   v6.viewTouchesBegan(2)
    ///   frame up 1
    ///   v3.viewTouchesEnded(1)
    ///   frame down 3 at (204, 227)
    ///   r3.hookTouchesBegan(3)
    ///   v6.viewTouchesBegan(3)
    ///   frame up 2
    ///   r3.hookTouchesEnded(2)
    ///   r2.hookReset()
    ///   mutation in hookReset#0: removeView(6)
    ///   r3.hookTouchesCancelled(3)
    ///   v6.viewTouchesCancelled(3)
    ///   v6.viewTouchesEnded(2)
    ///   VIOLATION deliveredOutsideWindow: v6 got viewTouchesEnded(2) outside any window
    ///   r3.hookReset()
    ///   frame up 3
    ///   advance 2.0
    @MainActor @Test func fuzzViewCallbacksSeed1World3437() {
        let world = FuzzWorld(
            mode: .viewCallbacks,
            views: [
                .init(id: 3, parent: nil, frame: CGRect(x: 176, y: 29, width: 203, height: 363)),
                .init(id: 4, parent: 3, frame: CGRect(x: 3, y: 32, width: 98, height: 218)),
                .init(id: 5, parent: 4, frame: CGRect(x: 0, y: 10, width: 96, height: 196)),
                .init(id: 6, parent: 5, frame: CGRect(x: 6, y: 74, width: 57, height: 84)),
            ],
            delegates: [],
            recognizers: [
                .init(id: 2, view: 3, kind: .swipe),
                .init(id: 3, view: 6, kind: .pan),
            ],
            requirements: [],
            mutations: [
                .init(.hookReset, 0, .removeView(6))
            ],
            steps: [
                .frame([.down(1, CGPoint(x: 229, y: 365))]),
                .frame([.down(2, CGPoint(x: 222, y: 200))]),
                .frame([.up(1)]),
                .frame([.down(3, CGPoint(x: 204, y: 227))]),
                .frame([.up(2)]),
            ]
        )
        #expect(WorldRun.run(world).violations == [])
    }

    /// Shrunk from world 19461 of seed 1 (view-callbacks): viewTouchNeverEnded.
    /// Trace of the replay:
    ///   frame down 1 at (315, 275)
    ///   r5.hookTouchesBegan(1)
    ///   v2.viewTouchesBegan(1)
    ///   frame down 2 at (311, 115)
    ///   r5.hookTouchesBegan(2)
    ///   v2.viewTouchesBegan(2)
    ///   frame up 1, cancel 2
    ///   r5.hookTouchesEnded(1)
    ///   r5.hookTouchesCancelled(2)
    ///   mutation in hookTouchesCancelled#0: removeCallbackRecognizer
    ///   r5.hookReset()
    ///   v2.viewTouchesCancelled(2)
    ///   advance 2.0
    ///   VIOLATION viewTouchNeverEnded: v2 saw touch 1 begin and never got its end
    @MainActor @Test func fuzzViewCallbacksSeed1World19461() {
        let world = FuzzWorld(
            mode: .viewCallbacks,
            views: [
                .init(id: 2, parent: nil, frame: CGRect(x: 24, y: 0, width: 375, height: 400))
            ],
            delegates: [],
            recognizers: [
                .init(id: 5, view: 2, kind: .pan)
            ],
            requirements: [],
            mutations: [
                .init(.hookTouchesCancelled, 0, .removeCallbackRecognizer)
            ],
            steps: [
                .frame([.down(1, CGPoint(x: 315, y: 275))]),
                .frame([.down(2, CGPoint(x: 311, y: 115))]),
                .frame([.up(1), .cancel(2)]),
            ]
        )
        #expect(WorldRun.run(world).violations == [])
    }

    /// Shrunk from world 46830 of seed 1 (view-callbacks): stuckRecognizer.
    /// Trace of the replay:
    ///   frame down 1 at (192, 170)
    ///   r3.hookTouchesBegan(1)
    ///   r4.hookTouchesBegan(1)
    ///   r1.hookTouchesBegan(1)
    ///   v6.viewTouchesBegan(1)
    ///   frame up 1
    ///   r3.hookTouchesMoved(1)
    ///   r3.hookTouchesEnded(1)
    ///   r3.viewShouldBegin
    ///   r4.hookTouchesEnded(1)
    ///   r1.hookTouchesMoved(1)
    ///   r1.hookTouchesEnded(1)
    ///   r4.hookReset()
    ///   mutation in hookReset#0: removeCallbackView
    ///   v6.viewTouchesCancelled(1)
    ///   mutation in viewTouchesCancelled#0: removeRecognizer(1)
    ///   r3.viewShouldBegin
    ///   r3.action(ended)
    ///   r1.hookReset()
    ///   advance 2.0
    ///   VIOLATION stuckRecognizer: r3 is ended with 1 touches after the input ended and every timer ran out
    @MainActor @Test func fuzzViewCallbacksSeed1World46830() {
        let world = FuzzWorld(
            mode: .viewCallbacks,
            views: [
                .init(id: 4, parent: nil, frame: CGRect(x: 13, y: 57, width: 355, height: 248)),
                .init(id: 6, parent: 4, frame: CGRect(x: 33, y: 36, width: 176, height: 129)),
            ],
            delegates: [],
            recognizers: [
                .init(id: 1, view: 4, kind: .doubleTap),
                .init(id: 3, view: 6, kind: .tap),
                .init(id: 4, view: 6, kind: .pinch),
            ],
            requirements: [
                .init(3, toFail: 1)
            ],
            mutations: [
                .init(.hookReset, 0, .removeCallbackView),
                .init(.viewTouchesCancelled, 0, .removeRecognizer(1)),
            ],
            steps: [
                .frame([.down(1, CGPoint(x: 192, y: 170))])
            ]
        )
        #expect(WorldRun.run(world).violations == [])
    }

    /// Shrunk from world 1 of seed 1 (delegates): recognizerTouchNotBegun.
    /// Trace of the replay:
    ///   frame down 4 at (200, 104)
    ///   r2.hookTouchesBegan(4)
    ///   mutation in hookTouchesBegan#0: removeView(5)
    ///   r2.hookTouchesCancelled(4)
    ///   r1.hookTouchesCancelled(4)
    ///   VIOLATION recognizerTouchNotBegun: r1 got hookTouchesCancelled(4) without its began
    ///   r2.hookReset()
    ///   r1.hookReset()
    ///   frame up 4
    ///   advance 2.0
    @MainActor @Test func fuzzDelegatesSeed1World1() {
        let world = FuzzWorld(
            mode: .delegates,
            views: [
                .init(id: 1, parent: nil, frame: CGRect(x: 83, y: 47, width: 267, height: 212)),
                .init(id: 2, parent: 1, frame: CGRect(x: 28, y: 11, width: 131, height: 144)),
                .init(id: 4, parent: 2, frame: CGRect(x: 34, y: 13, width: 84, height: 63)),
                .init(id: 5, parent: 4, frame: CGRect(x: 1, y: 5, width: 64, height: 32)),
            ],
            delegates: [],
            recognizers: [
                .init(id: 1, view: 1, kind: .longPress),
                .init(id: 2, view: 2, kind: .tap),
            ],
            requirements: [],
            mutations: [
                .init(.hookTouchesBegan, 0, .removeView(5))
            ],
            steps: [
                .frame([.down(4, CGPoint(x: 200, y: 104))])
            ]
        )
        #expect(WorldRun.run(world).violations == [])
    }

    /// Shrunk from world 4 of seed 1 (delegates): illegalStateEdge.
    /// Trace of the replay:
    ///   frame down 9 at (227, 205)
    ///   r5.hookTouchesBegan(9)
    ///   v3.viewTouchesBegan(9)
    ///   frame move 9 to (211, 250)
    ///   r5.hookTouchesMoved(9)
    ///   r5.viewShouldBegin
    ///   mutation in viewShouldBegin#0: removeCallbackView
    ///   r5.hookTouchesCancelled(9)
    ///   v3.viewTouchesCancelled(9)
    ///   r5.action(cancelled)
    ///   VIOLATION illegalStateEdge: r5 went possible → cancelled
    ///   r5.action(cancelled)
    ///   r5.hookReset()
    ///   frame up 9
    ///   advance 2.0
    @MainActor @Test func fuzzDelegatesSeed1World4() {
        let world = FuzzWorld(
            mode: .delegates,
            views: [
                .init(id: 1, parent: nil, frame: CGRect(x: 56, y: 62, width: 191, height: 278)),
                .init(id: 2, parent: 1, frame: CGRect(x: 2, y: 15, width: 186, height: 140)),
                .init(id: 3, parent: 2, frame: CGRect(x: 28, y: 79, width: 143, height: 60)),
            ],
            delegates: [],
            recognizers: [
                .init(id: 5, view: 3, kind: .pan)
            ],
            requirements: [],
            mutations: [
                .init(.viewShouldBegin, 0, .removeCallbackView)
            ],
            steps: [
                .frame([.down(9, CGPoint(x: 227, y: 205))]),
                .frame([.move(9, CGPoint(x: 211, y: 250))]),
            ]
        )
        #expect(WorldRun.run(world).violations == [])
    }

    /// Shrunk from world 114 of seed 1 (delegates): actionWhileDetached.
    /// Trace of the replay:
    ///   frame down 9 at (156, 280)
    ///   r5.hookTouchesBegan(9)
    ///   v5.viewTouchesBegan(9)
    ///   frame move 9 to (149, 267)
    ///   r5.hookTouchesMoved(9)
    ///   mutation in hookTouchesMoved#0: clearRecognizers(ofView: 5)
    ///   r5.viewShouldBegin
    ///   r5.viewShouldBegin
    ///   v5.viewTouchesCancelled(9)
    ///   r5.action(began)
    ///   VIOLATION actionWhileDetached: r5 sent an action (began) with view == nil
    ///   frame up 9
    ///   r5.hookTouchesEnded(9)
    ///   r5.action(ended)
    ///   VIOLATION actionWhileDetached: r5 sent an action (ended) with view == nil
    ///   r5.hookReset()
    ///   advance 2.0
    @MainActor @Test func fuzzDelegatesSeed1World114() {
        let world = FuzzWorld(
            mode: .delegates,
            views: [
                .init(id: 3, parent: nil, frame: CGRect(x: 61, y: 0, width: 236, height: 318)),
                .init(id: 5, parent: 3, frame: CGRect(x: 23, y: 4, width: 124, height: 299)),
            ],
            delegates: [],
            recognizers: [
                .init(id: 5, view: 5, kind: .pan)
            ],
            requirements: [],
            mutations: [
                .init(.hookTouchesMoved, 0, .clearRecognizers(ofView: 5))
            ],
            steps: [
                .frame([.down(9, CGPoint(x: 156, y: 280))]),
                .frame([.move(9, CGPoint(x: 149, y: 267))]),
            ]
        )
        #expect(WorldRun.run(world).violations == [])
    }

    /// Shrunk from world 178 of seed 1 (delegates): stuckRecognizer.
    /// Trace of the replay:
    ///   frame down 1 at (242, 162)
    ///   v3.viewTouchesBegan(1)
    ///   frame down 2 at (98, 312)
    ///   r4.shouldReceive
    ///   mutation in shouldReceive#0: removeCallbackViewSuperview
    ///   frame up 1, up 2
    ///   v3.viewTouchesEnded(1)
    ///   advance 2.0
    ///   VIOLATION stuckRecognizer: r4 is possible with 1 touches after the input ended and every timer ran out
    @MainActor @Test func fuzzDelegatesSeed1World178() {
        let world = FuzzWorld(
            mode: .delegates,
            views: [
                .init(id: 1, parent: nil, frame: CGRect(x: 2, y: 16, width: 346, height: 379)),
                .init(id: 2, parent: 1, frame: CGRect(x: 56, y: 54, width: 288, height: 314)),
                .init(id: 3, parent: nil, frame: CGRect(x: 104, y: 26, width: 243, height: 328)),
                .init(id: 4, parent: 2, frame: CGRect(x: 4, y: 8, width: 266, height: 272)),
            ],
            delegates: [
                .init(id: 1, simultaneous: true)
            ],
            recognizers: [
                .init(id: 4, view: 4, kind: .pinch, delegate: 1)
            ],
            requirements: [],
            mutations: [
                .init(.shouldReceive, 0, .removeCallbackViewSuperview)
            ],
            steps: [
                .frame([.down(1, CGPoint(x: 242, y: 162))]),
                .frame([.down(2, CGPoint(x: 98, y: 312))]),
            ]
        )
        #expect(WorldRun.run(world).violations == [])
    }

    /// Shrunk from world 365 of seed 1 (delegates): actionInWrongState.
    /// Trace of the replay:
    ///   frame down 1 at (42, 133)
    ///   r3.hookTouchesBegan(1)
    ///   v6.viewTouchesBegan(1)
    ///   advance 0.6
    ///   r3.viewShouldBegin
    ///   v6.viewTouchesCancelled(1)
    ///   mutation in viewTouchesCancelled#0: removeRecognizer(3)
    ///   r3.hookReset()
    ///   r3.action(possible)
    ///   VIOLATION actionInWrongState: r3 sent an action in state possible
    ///   VIOLATION actionWhileDetached: r3 sent an action (possible) with view == nil
    ///   frame up 1
    ///   advance 2.0
    @MainActor @Test func fuzzDelegatesSeed1World365() {
        let world = FuzzWorld(
            mode: .delegates,
            views: [
                .init(id: 6, parent: nil, frame: CGRect(x: 31, y: 98, width: 316, height: 246))
            ],
            delegates: [],
            recognizers: [
                .init(id: 3, view: 6, kind: .longPress)
            ],
            requirements: [],
            mutations: [
                .init(.viewTouchesCancelled, 0, .removeRecognizer(3))
            ],
            steps: [
                .frame([.down(1, CGPoint(x: 42, y: 133))]),
                .advance(0.6),
            ]
        )
        #expect(WorldRun.run(world).violations == [])
    }

    /// Shrunk from world 1200 of seed 1 (delegates): deliveredOutsideWindow.
    /// Trace of the replay:
    ///   frame down 5 at (120, 209)
    ///   r4.hookTouchesBegan(5)
    ///   r7.hookTouchesBegan(5)
    ///   v2.viewTouchesBegan(5)
    ///   frame down 7 at (242, 53), down 9 at (91, 178), up 5
    ///   r4.hookTouchesBegan(7,9)
    ///   r7.hookTouchesBegan(7,9)
    ///   v1.viewTouchesBegan(7)
    ///   v2.viewTouchesBegan(9)
    ///   r4.hookTouchesEnded(5)
    ///   r7.hookTouchesEnded(5)
    ///   frame up 7
    ///   r4.hookTouchesEnded(7)
    ///   r7.hookReset()
    ///   mutation in hookReset#0: removeView(2)
    ///   r4.hookTouchesCancelled(9)
    ///   v2.viewTouchesCancelled(9)
    ///   v2.viewTouchesEnded(5)
    ///   VIOLATION deliveredOutsideWindow: v2 got viewTouchesEnded(5) outside any window
    ///   v1.viewTouchesEnded(7)
    ///   r4.hookReset()
    ///   frame up 9
    ///   advance 2.0
    @MainActor @Test func fuzzDelegatesSeed1World1200() {
        let world = FuzzWorld(
            mode: .delegates,
            views: [
                .init(id: 1, parent: nil, frame: CGRect(x: 51, y: 22, width: 270, height: 373)),
                .init(id: 2, parent: 1, frame: CGRect(x: 3, y: 73, width: 250, height: 154)),
            ],
            delegates: [],
            recognizers: [
                .init(id: 4, view: 1, kind: .pan),
                .init(id: 7, view: 1, kind: .rotation),
            ],
            requirements: [],
            mutations: [
                .init(.hookReset, 0, .removeView(2))
            ],
            steps: [
                .frame([.down(5, CGPoint(x: 120, y: 209))]),
                .frame([.down(7, CGPoint(x: 242, y: 53)), .down(9, CGPoint(x: 91, y: 178)), .up(5)]),
                .frame([.up(7)]),
            ]
        )
        #expect(WorldRun.run(world).violations == [])
    }

    /// Shrunk from world 6 of seed 1 (delegates): the process crashes.
    /// Trace of the replay up to the crash:
    ///   frame down 1 at (48, 175)
    ///   r4.shouldReceive
    ///   r3.hookTouchesBegan(1)
    ///   r4.hookTouchesBegan(1)
    ///   v1.viewTouchesBegan(1)
    ///   frame move 1 to (17, 200)
    ///   r3.hookTouchesMoved(1)
    ///   r4.hookTouchesMoved(1)
    ///   r4.shouldBegin
    ///   r4.viewShouldBegin
    ///   r4.shouldRequireFailure
    ///   r4.shouldBeRequiredToFail
    ///   r4.shouldRecognizeSimultaneously
    ///   mutation in shouldRecognizeSimultaneously#0: removeCallbackRecognizer
    @MainActor @Test func fuzzCrashDelegatesSeed1World6() {
        let world = FuzzWorld(
            mode: .delegates,
            views: [
                .init(id: 1, parent: nil, frame: CGRect(x: 8, y: 116, width: 353, height: 265))
            ],
            delegates: [
                .init(id: 1)
            ],
            recognizers: [
                .init(id: 3, view: 1, kind: .rotation),
                .init(id: 4, view: 1, kind: .pan, delegate: 1),
            ],
            requirements: [],
            mutations: [
                .init(.shouldRecognizeSimultaneously, 0, .removeCallbackRecognizer)
            ],
            steps: [
                .frame([.down(1, CGPoint(x: 48, y: 175))]),
                .frame([.move(1, CGPoint(x: 17, y: 200))]),
            ]
        )
        #expect(WorldRun.run(world).violations == [])
    }

    /// Shrunk from world 9 of seed 1 (delegates): the process crashes.
    /// Trace of the replay up to the crash:
    ///   frame down 9 at (282, 383)
    ///   r1.hookTouchesBegan(9)
    ///   v1.viewTouchesBegan(9)
    ///   frame up 9
    ///   r1.hookTouchesMoved(9)
    ///   r1.hookTouchesEnded(9)
    ///   r1.viewShouldBegin
    ///   mutation in viewShouldBegin#0: removeCallbackRecognizer
    @MainActor @Test func fuzzCrashDelegatesSeed1World9() {
        let world = FuzzWorld(
            mode: .delegates,
            views: [
                .init(id: 1, parent: nil, frame: CGRect(x: 89, y: 89, width: 221, height: 296))
            ],
            delegates: [],
            recognizers: [
                .init(id: 1, view: 1, kind: .tap)
            ],
            requirements: [],
            mutations: [
                .init(.viewShouldBegin, 0, .removeCallbackRecognizer)
            ],
            steps: [
                .frame([.down(9, CGPoint(x: 282, y: 383))])
            ]
        )
        #expect(WorldRun.run(world).violations == [])
    }

    /// Shrunk from world 276 of seed 1 (delegates): the process crashes.
    /// Trace of the replay up to the crash:
    ///   frame down 4 at (303, 290)
    ///   r2.shouldReceive
    ///   r2.hookTouchesBegan(4)
    ///   r3.hookTouchesBegan(4)
    ///   v3.viewTouchesBegan(4)
    ///   frame up 4
    ///   r2.hookTouchesMoved(4)
    ///   r2.hookTouchesEnded(4)
    ///   r2.shouldBegin
    ///   r2.viewShouldBegin
    ///   r2.shouldRequireFailure
    ///   r2.shouldBeRequiredToFail
    ///   mutation in shouldBeRequiredToFail#0: removeCallbackRecognizer
    @MainActor @Test func fuzzCrashDelegatesSeed1World276() {
        let world = FuzzWorld(
            mode: .delegates,
            views: [
                .init(id: 1, parent: nil, frame: CGRect(x: 142, y: 26, width: 209, height: 297)),
                .init(id: 2, parent: 1, frame: CGRect(x: 16, y: 107, width: 191, height: 189)),
                .init(id: 3, parent: 2, frame: CGRect(x: 32, y: 7, width: 133, height: 173)),
            ],
            delegates: [
                .init(id: 2, simultaneous: true)
            ],
            recognizers: [
                .init(id: 2, view: 3, kind: .tap, delegate: 2),
                .init(id: 3, view: 2, kind: .doubleTap),
            ],
            requirements: [],
            mutations: [
                .init(.shouldBeRequiredToFail, 0, .removeCallbackRecognizer)
            ],
            steps: [
                .frame([.down(4, CGPoint(x: 303, y: 290))])
            ]
        )
        #expect(WorldRun.run(world).violations == [])
    }

    /// Shrunk from world 335 of seed 1 (delegates): the process crashes.
    /// Trace of the replay up to the crash:
    ///   frame down 7 at (118, 148)
    ///   r5.shouldReceive
    ///   r2.hookTouchesBegan(7)
    ///   r5.hookTouchesBegan(7)
    ///   v2.viewTouchesBegan(7)
    ///   frame up 7
    ///   r2.hookTouchesEnded(7)
    ///   r5.hookTouchesMoved(7)
    ///   r5.hookTouchesEnded(7)
    ///   r5.shouldBegin
    ///   r5.viewShouldBegin
    ///   r5.shouldRequireFailure
    ///   mutation in shouldRequireFailure#0: removeRecognizer(2)
    @MainActor @Test func fuzzCrashDelegatesSeed1World335() {
        let world = FuzzWorld(
            mode: .delegates,
            views: [
                .init(id: 1, parent: nil, frame: CGRect(x: 54, y: 101, width: 176, height: 168)),
                .init(id: 2, parent: 1, frame: CGRect(x: 9, y: 35, width: 94, height: 97)),
            ],
            delegates: [
                .init(id: 1)
            ],
            recognizers: [
                .init(id: 2, view: 2, kind: .rotation),
                .init(id: 5, view: 2, kind: .tap, delegate: 1),
            ],
            requirements: [],
            mutations: [
                .init(.shouldRequireFailure, 0, .removeRecognizer(2))
            ],
            steps: [
                .frame([.down(7, CGPoint(x: 118, y: 148))])
            ]
        )
        #expect(WorldRun.run(world).violations == [])
    }

    /// Shrunk from world 69 of seed 1 (view-callbacks): stuckRecognizer.
    /// Found on main at 0a32b2d (the lead's in-progress fix), not on the unfixed core.
    /// Trace of the replay:
    ///   frame down 8 at (131, 294)
    ///   r2.hookTouchesBegan(8)
    ///   mutation in hookTouchesBegan#0: removeCallbackView
    ///   r2.hookTouchesCancelled(8)
    ///   r2.hookReset()
    ///   frame up 8
    ///   advance 2.0
    ///   VIOLATION stuckRecognizer: r3 is possible with 1 touches after the input ended and every timer ran out
    @MainActor @Test func fuzzViewCallbacksSeed1World69OnMain0a32b2d() {
        let world = FuzzWorld(
            mode: .viewCallbacks,
            views: [
                .init(id: 3, parent: nil, frame: CGRect(x: 68, y: 11, width: 278, height: 362))
            ],
            delegates: [],
            recognizers: [
                .init(id: 2, view: 3, kind: .pan),
                .init(id: 3, view: 3, kind: .pan),
            ],
            requirements: [],
            mutations: [
                .init(.hookTouchesBegan, 0, .removeCallbackView)
            ],
            steps: [
                .frame([.down(8, CGPoint(x: 131, y: 294))])
            ]
        )
        #expect(WorldRun.run(world).violations == [])
    }

    /// Shrunk from world 220 of seed 1 (view-callbacks): actionWhileDetached.
    /// Found on main at 0a32b2d (the lead's in-progress fix), not on the unfixed core.
    /// Trace of the replay:
    ///   frame down 5 at (196, 356)
    ///   r4.hookTouchesBegan(5)
    ///   frame up 5
    ///   r4.hookTouchesMoved(5)
    ///   r4.hookTouchesEnded(5)
    ///   r4.viewShouldBegin
    ///   r4.action(ended)
    ///   mutation in action#0: clearRecognizers(ofView: 1)
    ///   r4.action(ended)
    ///   VIOLATION actionWhileDetached: r4 sent an action (ended) with view == nil
    ///   r4.hookReset()
    ///   advance 2.0
    @MainActor @Test func fuzzViewCallbacksSeed1World220OnMain0a32b2d() {
        let world = FuzzWorld(
            mode: .viewCallbacks,
            views: [
                .init(id: 1, parent: nil, frame: CGRect(x: 36, y: 137, width: 270, height: 241))
            ],
            delegates: [],
            recognizers: [
                .init(id: 4, view: 1, kind: .tap, delaysTouchesBegan: true, targetAction: true)
            ],
            requirements: [],
            mutations: [
                .init(.action, 0, .clearRecognizers(ofView: 1))
            ],
            steps: [
                .frame([.down(5, CGPoint(x: 196, y: 356))])
            ]
        )
        #expect(WorldRun.run(world).violations == [])
    }

    /// Shrunk from world 6358 of seed 1 (delegates): viewTouchNeverEnded.
    /// Found on main at 0a32b2d (the lead's in-progress fix); it passes on the unfixed core, so it is a regression of
    /// the fix in progress.
    /// Trace of the replay:
    ///   frame down 1 at (293, 184)
    ///   r1.hookTouchesBegan(1)
    ///   r2.hookTouchesBegan(1)
    ///   v2.viewTouchesBegan(1)
    ///   frame up 1
    ///   r1.hookTouchesMoved(1)
    ///   r1.hookTouchesEnded(1)
    ///   r2.hookTouchesEnded(1)
    ///   r2.hookReset()
    ///   mutation in hookReset#0: clearRecognizers(ofView: 2)
    ///   r1.hookReset()
    ///   advance 2.0
    ///   VIOLATION viewTouchNeverEnded: v2 saw touch 1 begin and never got its end
    @MainActor @Test func fuzzDelegatesSeed1World6358OnMain0a32b2d() {
        let world = FuzzWorld(
            mode: .delegates,
            views: [
                .init(id: 1, parent: nil, frame: CGRect(x: 85, y: 90, width: 283, height: 164)),
                .init(id: 2, parent: 1, frame: CGRect(x: 18, y: 35, width: 207, height: 115)),
            ],
            delegates: [],
            recognizers: [
                .init(id: 1, view: 2, kind: .doubleTap),
                .init(id: 2, view: 1, kind: .longPress),
            ],
            requirements: [],
            mutations: [
                .init(.hookReset, 0, .clearRecognizers(ofView: 2))
            ],
            steps: [
                .frame([.down(1, CGPoint(x: 293, y: 184))])
            ]
        )
        #expect(WorldRun.run(world).violations == [])
    }

    /// Defect 7 as a world (written by hand, to check the fuzzer's `actionAfterTouchCancelled` invariant): a swipe held
    /// for a one-finger pinch's failure recognizes, the finger is cancelled, the pinch fails, and the held swipe
    /// still fires.
    @MainActor @Test func heldSwipeFiresAfterItsTouchWasCancelled() {
        let world = FuzzWorld(
            mode: .viewCallbacks,
            views: [.init(id: 1, parent: nil, frame: CGRect(x: 0, y: 0, width: 400, height: 400))],
            recognizers: [.init(id: 2, view: 1, kind: .swipe), .init(id: 1, view: 1, kind: .pinch)],
            requirements: [.init(2, toFail: 1)],
            steps: [
                .frame([.down(1, CGPoint(x: 50, y: 200))]),
                .advance(0.05),
                .frame([.move(1, CGPoint(x: 130, y: 200))]),
                .frame([.cancel(1)]),
            ]
        )
        #expect(WorldRun.run(world).violations == [])
    }

    /// Shrunk from world 298182 of seed 1 (view-callbacks): stuckRecognizer.
    /// Trace of the replay:
    ///   frame down 4 at (272, 266)
    ///   r1.shouldReceive
    ///   r2.shouldReceive
    ///   r1.hookTouchesBegan(4)
    ///   r2.hookTouchesBegan(4)
    ///   v3.viewTouchesBegan(4)
    ///   frame move 4 to (238, 285)
    ///   r1.hookTouchesMoved(4)
    ///   r2.hookTouchesMoved(4)
    ///   v3.viewTouchesMoved(4)
    ///   mutation in viewTouchesMoved#0: addRecognizer(OpenUIKitFuzzing.RecognizerSpec(id: 108, view: 2, kind: OpenUIKitFuzzing.RecognizerKind.pinch, delaysTouchesBegan: false, delaysTouchesEnded: true, cancelsTouchesInView: true, isEnabled: true, delegate: Optional(1), targetAction: false))
    ///   frame up 4
    ///   r1.hookTouchesEnded(4)
    ///   v3.viewTouchesEnded(4)
    ///   r1.hookReset()
    ///   r2.hookReset()
    ///   frame down 8 at (264, 294)
    ///   r108.shouldReceive
    ///   r108.hookTouchesBegan(8)
    ///   v2.viewTouchesBegan(8)
    ///   frame down 10 at (147, 240)
    ///   r1.shouldReceive
    ///   r2.shouldReceive
    ///   r108.shouldReceive
    ///   r1.hookTouchesBegan(10)
    ///   r2.hookTouchesBegan(10)
    ///   r108.hookTouchesBegan(10)
    ///   v3.viewTouchesBegan(10)
    ///   advance 0.6
    ///   r2.shouldBegin
    ///   r2.viewShouldBegin
    ///   r2.shouldRequireFailure
    ///   r108.shouldBeRequiredToFail
    ///   r2.shouldRequireFailure
    ///   r1.shouldBeRequiredToFail
    ///   r1.shouldRequireFailure
    ///   r108.shouldBeRequiredToFail
    ///   r1.shouldRequireFailure
    ///   r1.shouldBeRequiredToFail
    ///   r1.shouldRequireFailure
    ///   r2.shouldBeRequiredToFail
    ///   frame move 8 to (290, 308)
    ///   r108.hookTouchesMoved(8)
    ///   r108.shouldBegin
    ///   r108.viewShouldBegin
    ///   r108.viewShouldBegin
    ///   r108.shouldRequireFailure
    ///   r1.shouldBeRequiredToFail
    ///   r1.shouldRequireFailure
    ///   r108.shouldBeRequiredToFail
    ///   r1.shouldRequireFailure
    ///   r1.shouldBeRequiredToFail
    ///   r1.shouldRequireFailure
    ///   r2.shouldBeRequiredToFail
    ///   r108.shouldRequireFailure
    ///   r2.shouldBeRequiredToFail
    ///   r1.shouldRequireFailure
    ///   r108.shouldBeRequiredToFail
    ///   r1.shouldRequireFailure
    ///   r1.shouldBeRequiredToFail
    ///   r1.shouldRequireFailure
    ///   r2.shouldBeRequiredToFail
    ///   v2.viewTouchesMoved(8)
    ///   frame up 8, up 10
    ///   r108.hookTouchesEnded(8,10)
    ///   mutation in hookTouchesEnded#1: setDelegate(2, to: nil)
    ///   r1.hookTouchesEnded(10)
    ///   r2.viewShouldBegin
    ///   r108.shouldBeRequiredToFail
    ///   r1.shouldBeRequiredToFail
    ///   r108.shouldRequireFailure
    ///   r108.shouldRecognizeSimultaneously
    ///   v3.viewTouchesCancelled(10)
    ///   r2.action(began)
    ///   r2.hookTouchesEnded(10)
    ///   r2.action(ended)
    ///   r1.hookReset()
    ///   r2.hookReset()
    ///   advance 2.0
    ///   VIOLATION stuckRecognizer: r108 is possible with 2 touches after the input ended and every timer ran out
    ///   VIOLATION viewTouchNeverEnded: v2 saw touch 8 begin and never got its end
    @MainActor @Test func fuzzViewCallbacksSeed1World298182() {
        let world = FuzzWorld(
            mode: .viewCallbacks,
            views: [
                .init(id: 1, parent: nil, frame: CGRect(x: 90, y: 12, width: 309, height: 309)),
                .init(id: 2, parent: 1, frame: CGRect(x: 3, y: 135, width: 263, height: 151)),
                .init(id: 3, parent: 2, frame: CGRect(x: 31, y: 33, width: 182, height: 106)),
            ],
            delegates: [
                .init(id: 1, simultaneous: true, requiredToFailByHigher: true)
            ],
            recognizers: [
                .init(id: 1, view: 3, kind: .pinch, delegate: 1),
                .init(id: 2, view: 3, kind: .longPress, delegate: 1),
            ],
            requirements: [],
            mutations: [
                .init(.viewTouchesMoved, 0, .addRecognizer(.init(id: 108, view: 2, kind: .pinch, delegate: 1))),
                .init(.hookTouchesEnded, 1, .setDelegate(2, to: nil)),
            ],
            steps: [
                .frame([.down(4, CGPoint(x: 272, y: 266))]),
                .frame([.move(4, CGPoint(x: 238, y: 285))]),
                .frame([.up(4)]),
                .frame([.down(8, CGPoint(x: 264, y: 294))]),
                .frame([.down(10, CGPoint(x: 147, y: 240))]),
                .advance(0.6),
                .frame([.move(8, CGPoint(x: 290, y: 308))]),
            ]
        )
        #expect(WorldRun.run(world).violations == [])
    }

    /// Seed 2040, world 32483 (view-callbacks), the first run with views released from callbacks: a pan on v3
    /// recognizes a three-finger touchpad swipe, and its began action releases v3. Nothing else held v3, so it went
    /// at once, and the pan stayed began with its three touches after the swipe was cancelled: a recognizer whose
    /// view went away mid-gesture was never reset (UIKit removes a view's recognizers with it).
    @MainActor @Test func fuzzViewCallbacksSeed2040World32483() {
        let world = FuzzWorld(
            mode: .viewCallbacks,
            views: [
                .init(id: 1, parent: nil, frame: CGRect(x: 90, y: 6, width: 228, height: 378)),
                .init(id: 3, parent: 1, frame: CGRect(x: 34, y: 13, width: 113, height: 304)),
                .init(id: 5, parent: 3, frame: CGRect(x: 22, y: 105, width: 83, height: 147)),
            ],
            delegates: [],
            recognizers: [
                .init(id: 2, view: 3, kind: .pan)
            ],
            requirements: [],
            mutations: [
                .init(.action, 0, .releaseView(3))
            ],
            steps: [
                .pointer(.touchpad(.swipe, .began, CGPoint(x: 199, y: 188), fingers: 3, dx: 0, scale: 1)),
                .pointer(.touchpad(.swipe, .changed, CGPoint(x: 199, y: 188), fingers: 3, dx: -27, scale: 1.05)),
            ]
        )
        #expect(WorldRun.run(world).violations == [])
    }

    /// Seed 2040, world 10735 (delegates): the pinch on v5 ends and its hook releases v3, whose simultaneous
    /// rotation had begun; v3 went at once and the rotation stayed began after both fingers lifted.
    @MainActor @Test func fuzzDelegatesSeed2040World10735() {
        let world = FuzzWorld(
            mode: .delegates,
            views: [
                .init(id: 3, parent: nil, frame: CGRect(x: 28, y: 41, width: 372, height: 322)),
                .init(id: 5, parent: 3, frame: CGRect(x: 48, y: 22, width: 249, height: 292)),
            ],
            delegates: [
                .init(id: 1, simultaneous: true)
            ],
            recognizers: [
                .init(id: 4, view: 5, kind: .pinch),
                .init(id: 5, view: 3, kind: .rotation, delegate: 1),
            ],
            requirements: [],
            mutations: [
                .init(.hookTouchesEnded, 0, .releaseView(3))
            ],
            steps: [
                .frame([.down(1, CGPoint(x: 187, y: 77))]),
                .frame([.down(2, CGPoint(x: 149, y: 132))]),
                .frame([.move(2, CGPoint(x: 179, y: 161))]),
            ]
        )
        #expect(WorldRun.run(world).violations == [])
    }

    /// Seed 1, world 159524 (view-callbacks), found with `.adoptView` generated again but not using it: the first
    /// alert's OK (touch 2) starts its animated dismissal, and v1's `touchesCancelled` presents a second alert from
    /// the one on its way out. The dismissal then let go of both and left the second's view on the window; touch 7
    /// on it read the gone controller and the process trapped. Presenting from a controller being dismissed is now
    /// refused.
    @MainActor @Test func fuzzCrashViewCallbacksSeed1World159524() {
        let world = FuzzWorld(
            mode: .viewCallbacks,
            views: [
                .init(id: 1, parent: nil, frame: CGRect(x: 85, y: 84, width: 176, height: 262))
            ],
            delegates: [],
            recognizers: [
                .init(id: 3, view: 1, kind: .doubleTap)
            ],
            requirements: [],
            mutations: [
                .init(.hookTouchesBegan, 0, .presentController(style: 2, animated: false)),
                .init(.viewTouchesCancelled, 0, .presentController(style: 2, animated: false)),
            ],
            steps: [
                .frame([.down(1, CGPoint(x: 216, y: 343))]),
                .frame([.down(2, CGPoint(x: 189, y: 225))]),
                .frame([.up(2)]),
                .frame([.cancel(1)]),
                .advance(0.05),
                .advance(0.3),
                .frame([.down(7, CGPoint(x: 130, y: 255))]),
            ]
        )
        #expect(WorldRun.run(world).violations == [])
    }

    /// Seed 2050, world 8777 (view-callbacks), found once the fuzzer kept the views of the alerts it presents and
    /// laid them out after each dismissal: the alert presented from the first `touchesBegan` is closed by its OK
    /// (touch 5) and let go 0.6 s later; the dismissal asked for in a later `touchesBegan` then laid out the kept
    /// view, which read the gone controller, and the process trapped. An alert's view now holds its controller
    /// weakly.
    @MainActor @Test func fuzzCrashViewCallbacksSeed2050World8777() {
        let world = FuzzWorld(
            mode: .viewCallbacks,
            views: [
                .init(id: 1, parent: nil, frame: CGRect(x: 73, y: 16, width: 265, height: 283), isButton: true),
                .init(id: 2, parent: 1, frame: CGRect(x: 92, y: 50, width: 123, height: 147)),
                .init(id: 3, parent: 2, frame: CGRect(x: 15, y: 23, width: 76, height: 124)),
                .init(id: 4, parent: 3, frame: CGRect(x: 23, y: 0, width: 40, height: 99), isButton: true),
                .init(id: 5, parent: nil, frame: CGRect(x: 163, y: 39, width: 205, height: 293)),
            ],
            delegates: [
                .init(id: 1, shouldBegin: false, requiresFailureOfLower: true)
            ],
            recognizers: [
                .init(id: 2, view: 3, kind: .tap, cancelsTouchesInView: false, delegate: 1),
                .init(id: 3, view: 1, kind: .tap, delegate: 1, targetAction: true),
                .init(id: 4, view: 5, kind: .secondaryTap, delegate: 1),
                .init(id: 5, view: 3, kind: .pan, cancelsTouchesInView: false),
                .init(id: 6, view: 2, kind: .pinch, delaysTouchesBegan: true),
            ],
            requirements: [
                .init(6, toFail: 3)
            ],
            mutations: [
                .init(.viewTouchesBegan, 0, .presentController(style: 2, animated: true)),
                .init(.viewTouchesBegan, 4, .dismissController(animated: true)),
            ],
            steps: [
                .frame([.down(2, CGPoint(x: 223, y: 184))]),
                .advance(0.01),
                .advance(0.01),
                .frame([.down(5, CGPoint(x: 183, y: 212))]),
                .frame([.up(5)]),
                .advance(0.6),
                .frame([.down(9, CGPoint(x: 332, y: 144))]),
                .frame([.down(10, CGPoint(x: 179, y: 135))]),
                .frame([.down(13, CGPoint(x: 130, y: 23)), .down(15, CGPoint(x: 312, y: 65))]),
            ]
        )
        #expect(WorldRun.run(world).violations == [])
    }

    /// Shrunk from world 415972 of seed 35 (view-callbacks), from the first run whose worlds end fingers in frames
    /// that land others: stuckRecognizer, viewTouchNeverEnded. Finger 7's tap on button v1 (its menu is its primary
    /// action) opens the menu while finger 8 is down on v6; fingers 9 and 10 land on the menu together, and its
    /// tracking recognizer ignores both (it follows one finger), staying engaged with no touch. r2 (a tap on v6),
    /// whose delegate requires every lower recognizer to fail, then waited for it forever, and v6 never got finger
    /// 8's end. A recognizer that ignores every touch it received now withdraws from the gesture. Failed on main at
    /// 62fced3 and before the fix.
    /// Trace of the replay (before the fix):
    ///   frame up 7, down 8 at (258, 131)
    ///   r2.shouldReceive
    ///   r2.hookTouchesBegan(8)
    ///   v6.viewTouchesBegan(8)
    ///   v1.viewTouchesEnded(7)
    ///   v1.controlAction(64)
    ///   frame down 9 at (267, 165), down 10 at (219, 118)
    ///   frame up 5, up 8, up 9, up 10
    ///   r2.hookTouchesMoved(8)
    ///   r2.hookTouchesEnded(8)
    ///   r2.shouldBegin
    ///   r2.viewShouldBegin
    ///   r2.shouldRequireFailure
    ///   r2.shouldRequireFailure
    ///   r2.shouldBeRequiredToFail
    ///   advance 2.0
    ///   VIOLATION stuckRecognizer: r2 is possible with 1 touches after the input ended and every timer ran out
    ///   VIOLATION viewTouchNeverEnded: v6 saw touch 8 begin and never got its end
    @MainActor @Test func fuzzViewCallbacksSeed35World415972() {
        let world = FuzzWorld(
            mode: .viewCallbacks,
            views: [
                .init(id: 1, parent: nil, frame: CGRect(x: 82, y: 0, width: 304, height: 170), isButton: true),
                .init(id: 2, parent: 1, frame: CGRect(x: 18, y: 28, width: 255, height: 123)),
                .init(id: 5, parent: nil, frame: CGRect(x: 51, y: 45, width: 339, height: 273)),
                .init(id: 6, parent: 2, frame: CGRect(x: 0, y: 16, width: 230, height: 105)),
            ],
            delegates: [
                .init(id: 3, simultaneous: true, requiresFailureOfLower: true)
            ],
            recognizers: [
                .init(id: 2, view: 6, kind: .secondaryTap, delegate: 3)
            ],
            requirements: [],
            mutations: [
                .init(.viewTouchesMoved, 0, .removeCallbackView)
            ],
            steps: [
                .frame([.down(5, CGPoint(x: 326, y: 86))]),
                .frame([.move(5, CGPoint(x: 328, y: 83))]),
                .frame([.down(7, CGPoint(x: 382, y: 64))]),
                .frame([.up(7), .down(8, CGPoint(x: 258, y: 131))]),
                .frame([.down(9, CGPoint(x: 267, y: 165)), .down(10, CGPoint(x: 219, y: 118))]),
            ]
        )
        #expect(WorldRun.run(world).violations == [])
    }
}
