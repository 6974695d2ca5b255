import Foundation
import Testing
import OpenUIKitFuzzing

/// Animations and stack views in the re-entrancy fuzzer: generated worlds start, interrupt and chain animations
/// and move views into and out of stack views from inside callbacks (so `GestureFuzzTests` covers them), and a
/// hand-written world shows those mutations at work while fingers are down.
@MainActor
@Suite struct AnimationFuzzTests {
    @Test func generatedWorldsAnimateAndArrangeFromInsideCallbacks() {
        var animations = 0, completions = 0, interrupted = 0, arranged = 0, fromCompletions = 0
        for index in 0..<300 {
            let world = GestureFuzzer.world(seed: 16, index: UInt64(index), mode: .viewCallbacks)
            let trace = WorldRun.run(world, keepTrace: true).trace
            animations += trace.filter { $0.hasPrefix("animation") && $0.contains(" on ") }.count
            completions += trace.filter { $0.contains(".completion(") }.count
            interrupted += trace.filter { $0.contains(".completion(false)") }.count
            arranged += trace.filter { $0.contains("arrangeInStack") }.count
            fromCompletions += trace.filter { $0.hasPrefix("mutation in animationCompletion") }.count
        }
        #expect(animations >= 10 && completions >= 5, "\(animations) animations, \(completions) completions")
        #expect(arranged >= 5, "\(arranged) views arranged in stack views")
        #expect(
            interrupted + fromCompletions >= 1, "\(interrupted) interrupted, \(fromCompletions) fired from completions")
    }

    /// Fingers on v1 and v2: v1's began starts an animation of v1 (it moves away under the finger, which stays
    /// with it); the moves arrange v1 and v2 in a stack view (a new superview mid-touch) and interrupt v1's
    /// animation; completions start a repeating animation and take v2 out of its stack and the window (its touch
    /// is cancelled once). No invariant breaks, and the interrupted completion says so.
    @Test func animationsAndStackViewsMayChangeMidTouch() {
        let world = FuzzWorld(
            mode: .viewCallbacks,
            views: [
                .init(id: 1, parent: nil, frame: CGRect(x: 0, y: 0, width: 150, height: 150)),
                .init(id: 2, parent: nil, frame: CGRect(x: 160, y: 0, width: 150, height: 150)),
            ],
            recognizers: [.init(id: 1, view: 1, kind: .pan)],
            mutations: [
                .init(.viewTouchesBegan, 0, .animate(1, .init(property: .frame, duration: 0.2))),
                .init(.viewTouchesMoved, 0, .arrangeInStack(1, stack: 200)),
                .init(.viewTouchesMoved, 1, .arrangeInStack(2, stack: 200)),
                .init(.action, 0, .animate(1, .init(property: .frame, duration: 0.1, fromCurrentState: true))),
                .init(.animationCompletion, 0, .animate(2, .init(property: .alpha, duration: 0.05, repeats: true))),
                .init(.animationCompletion, 1, .unarrange(2, removeFromSuperview: true)),
            ],
            steps: [
                .frame([.down(1, CGPoint(x: 50, y: 50)), .down(2, CGPoint(x: 200, y: 50))]),
                .advance(0.05),
                .frame([.move(1, CGPoint(x: 80, y: 60)), .move(2, CGPoint(x: 220, y: 60))]),
                .advance(0.05),
                .frame([.move(1, CGPoint(x: 120, y: 90)), .move(2, CGPoint(x: 240, y: 80))]),
                .advance(0.3),
                .frame([.up(1), .up(2)]),
                .advance(0.5),
            ])
        let outcome = WorldRun.run(world, keepTrace: true)
        #expect(outcome.violations == [])
        #expect(outcome.trace.contains("animation1.completion(false)"), "\(outcome.trace)")
        #expect(outcome.trace.contains { $0.hasPrefix("mutation in animationCompletion#1: unarrange") })
    }
}
