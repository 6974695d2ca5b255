import Foundation
import Testing
import OpenUIKit
import OpenUIKitFuzzing

/// Issue 14's input in the fuzzer's world: hover, secondary clicks, scrolling and touchpad gestures are generated
/// between finger sequences, hover and secondary-tap recognizers and scrolling pans join the worlds, and mutations
/// fire from the callbacks that input causes (the invariants are checked on each, as for touches).
@MainActor
@Suite struct PointerFuzzTests {
    @Test func generatedWorldsHoverScrollClickAndMutateFromThoseCallbacks() {
        var worldsWithPointer = 0, mutationsFromPointer = 0, violations = 0
        for index in 0..<300 {
            let world = GestureFuzzer.world(seed: 14, index: UInt64(index), mode: .viewCallbacks)
            let outcome = WorldRun.run(world, keepTrace: true)
            violations += outcome.violations.count
            if world.steps.contains(where: { if case .pointer = $0 { true } else { false } }) { worldsWithPointer += 1 }
            var inPointerStep = false
            for line in outcome.trace {
                if line.hasPrefix("pointer ") {
                    inPointerStep = true
                } else if line.hasPrefix("frame ") || line.hasPrefix("advance ") {
                    inPointerStep = false
                } else if inPointerStep && line.hasPrefix("mutation in ") {
                    mutationsFromPointer += 1
                }
            }
        }
        #expect(violations == 0)
        #expect(worldsWithPointer >= 100, "\(worldsWithPointer) of 300 worlds had pointer input")
        #expect(mutationsFromPointer >= 20, "\(mutationsFromPointer) mutations fired from pointer-driven callbacks")
    }

    /// A hover whose action removes its own view, a scrolling pan whose action hides the window, and a touchpad
    /// pinch whose action removes its recognizer: every invariant holds.
    @Test func pointerDrivenCallbacksMayMutateTheWorld() {
        let world = FuzzWorld(
            mode: .viewCallbacks,
            views: [
                .init(id: 1, parent: nil, frame: CGRect(x: 0, y: 0, width: 300, height: 300)),
                .init(id: 2, parent: 1, frame: CGRect(x: 0, y: 0, width: 100, height: 100)),
            ],
            recognizers: [
                .init(id: 1, view: 2, kind: .hover),
                .init(id: 2, view: 1, kind: .pan),
                .init(id: 3, view: 1, kind: .pinch),
                .init(id: 4, view: 2, kind: .secondaryTap),
            ],
            mutations: [
                .init(.action, 0, .removeCallbackView),
                .init(.action, 1, .removeCallbackRecognizer),
                .init(.action, 3, .hideWindow),
            ],
            steps: [
                .pointer(.hover(CGPoint(x: 50, y: 50))),
                .pointer(.secondaryClick(CGPoint(x: 150, y: 150))),
                .pointer(.scroll(CGPoint(x: 150, y: 150), dx: 0, dy: -30, continuous: true)),
                .pointer(.touchpad(.pinch, .began, CGPoint(x: 150, y: 150), fingers: 2, dx: 0, scale: 1)),
                .pointer(.touchpad(.pinch, .changed, CGPoint(x: 150, y: 150), fingers: 2, dx: 0, scale: 1.5)),
                .pointer(.scroll(CGPoint(x: 150, y: 150), dx: 0, dy: -30, continuous: false)),
                .pointer(.touchpad(.pinch, .ended, CGPoint(x: 150, y: 150), fingers: 2, dx: 0, scale: 1.5)),
                .pointer(.exit),
                .advance(0.2),
                .frame([.down(1, CGPoint(x: 150, y: 150))]),
            ]
        )
        let outcome = WorldRun.run(world, keepTrace: true)
        #expect(outcome.violations == [])
        // The world's app has not opted in to indirect input, so its touchpad pinch is two ordinary touches that
        // the views see first (UIKit's compatibility mode); one action fewer reaches a mutation than when the pinch
        // was recognizer-only fingers.
        #expect(outcome.trace.filter { $0.hasPrefix("mutation in ") }.count == 2)
    }

    /// Found by the fuzzer (delegates, seed 15, world 653): a delegate hid the window while the first of two hover
    /// recognizers began; the hovers ended, then the second began anyway and nothing ever ended it.
    @Test func fuzzDelegatesSeed15World653() {
        let world = FuzzWorld(
            mode: .delegates,
            views: [
                .init(id: 3, parent: nil, frame: CGRect(x: 0, y: 101, width: 359, height: 298))
            ],
            delegates: [
                .init(id: 2, simultaneous: true)
            ],
            recognizers: [
                .init(id: 1, view: 3, kind: .hover, delegate: 2),
                .init(id: 4, view: 3, kind: .hover),
            ],
            requirements: [],
            mutations: [
                .init(.shouldBeRequiredToFail, 0, .hideWindow)
            ],
            steps: [
                .pointer(.hover(CGPoint(x: 137, y: 163)))
            ]
        )
        let outcome = WorldRun.run(world, keepTrace: true)
        #expect(outcome.violations == [], "\(outcome.trace.joined(separator: "\n"))")
    }
}
