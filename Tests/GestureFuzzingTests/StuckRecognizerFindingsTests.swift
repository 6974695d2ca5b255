import Foundation
import Testing
import OpenUIKitFuzzing

// Worlds the re-entrancy fuzzer found leaving a recognizer stuck (still engaged after the input ended and every timer
// ran out), shrunk and printed by `openuikit-fuzz`. Each comment holds the trace of the replay or says what happened.
// All failed before their fixes; those named ...OnMain0a32b2d were found on a first version of the delivery
// redesign.

@MainActor
@Suite struct StuckRecognizerFindingsTests {
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
