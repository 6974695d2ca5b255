import Foundation
import Testing
import OpenUIKitFuzzing

/// Accessibility actions in the re-entrancy fuzzer: generated worlds perform activations and custom actions from
/// inside callbacks (as a screen reader's `doAction` would arrive between them), and the custom actions' handlers
/// fire mutations themselves; a hand-written world removes a view from inside its own custom action while a finger
/// is on it.
@MainActor
@Suite struct AccessibilityFuzzTests {
    @Test func generatedWorldsPerformAccessibilityActionsFromInsideCallbacks() {
        var actions = 0
        var customActions = 0
        var violations: [String] = []
        for index in 0..<300 {
            let world = GestureFuzzer.world(seed: 37, index: UInt64(index), mode: .viewCallbacks)
            let outcome = WorldRun.run(world, keepTrace: true)
            actions += outcome.trace.filter { $0.contains(".doAction(") }.count
            customActions += outcome.trace.filter { $0.contains(".accessibilityCustomAction(") }.count
            violations += outcome.violations.map { "world \(index): \($0)" }
        }
        // Seeded, so the counts are fixed; at least some of each must happen for the test to mean anything.
        #expect(actions >= 2, "\(actions) actions in 300 worlds")
        #expect(customActions >= 1, "\(customActions) custom actions in 300 worlds")
        #expect(violations == [])
    }

    /// v2 offers custom actions; a finger lands on it, its began performs v2's first custom action, whose handler
    /// removes v2 from the window under the finger. The touch still ends exactly once.
    @Test func aCustomActionMayRemoveItsOwnViewMidTouch() {
        let world = FuzzWorld(
            mode: .viewCallbacks,
            views: [.init(id: 2, parent: nil, frame: CGRect(x: 0, y: 0, width: 200, height: 200))],
            recognizers: [],
            mutations: [
                .init(.viewTouchesBegan, 0, .accessibilityAction(2, index: 0)),
                .init(.controlAction, 0, .removeCallbackView),
            ],
            steps: [
                .frame([.down(1, CGPoint(x: 50, y: 50))]),
                .advance(0.05),
                .frame([.move(1, CGPoint(x: 80, y: 60))]),
                .advance(0.05),
                .frame([.up(1)]),
                .advance(0.5),
            ])
        let outcome = WorldRun.run(world, keepTrace: true)
        #expect(outcome.violations == [])
        #expect(
            outcome.trace.filter {
                $0.hasPrefix("mutation in") || $0.contains("ccessibility") || $0.contains("doAction")
            }
                == [
                    "mutation in viewTouchesBegan#0: accessibilityAction(2, index: 0)",
                    "v2.doAction(Archive)",
                    "v2.accessibilityCustomAction(Archive)",
                    "mutation in controlAction#0: removeCallbackView",
                ], "\(outcome.trace)")
    }
}
