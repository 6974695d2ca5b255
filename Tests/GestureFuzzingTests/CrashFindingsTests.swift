import Foundation
import Testing
import OpenUIKitFuzzing

// Worlds the re-entrancy fuzzer found stopping the process, shrunk with `openuikit-fuzz --shrink-crash`: each
// trapped before its fix. Each comment holds the trace of the replay up to the crash: input steps, callbacks and the
// mutation.

@MainActor
@Suite struct CrashFindingsTests {
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
}
