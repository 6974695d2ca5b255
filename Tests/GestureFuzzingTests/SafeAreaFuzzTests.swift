import Foundation
import Testing
import OpenUIKitFuzzing

/// The navigation bar's safe area in the re-entrancy fuzzer: generated worlds hide and show the bar from inside
/// callbacks (every controller view's safe area changes in the next layout pass), and a hand-written world does it
/// while a finger is down, with a push in between.
@MainActor
@Suite struct SafeAreaFuzzTests {
    @Test func generatedWorldsHideAndShowTheBarFromInsideCallbacks() {
        var toggles = 0
        var violations: [String] = []
        for index in 0..<300 {
            let world = GestureFuzzer.world(seed: 16, index: UInt64(index), mode: .viewCallbacks)
            let outcome = WorldRun.run(world, keepTrace: true)
            toggles += outcome.trace.filter { $0.contains("setNavigationBarHidden") }.count
            violations += outcome.violations.map { "world \(index): \($0)" }
        }
        #expect(toggles >= 1, "\(toggles) bar toggles in 300 worlds")
        #expect(violations == [])
    }

    /// A finger on v1: its began hides the bar (v1's safe area changes under the finger), its first move pushes a
    /// controller with a slide, the second shows the bar again; the touch ends exactly once and no invariant breaks.
    @Test func theBarMayComeAndGoMidTouch() {
        let world = FuzzWorld(
            mode: .viewCallbacks,
            views: [.init(id: 1, parent: nil, frame: CGRect(x: 0, y: 0, width: 200, height: 200))],
            recognizers: [],
            mutations: [
                .init(.viewTouchesBegan, 0, .setNavigationBarHidden(true)),
                .init(.viewTouchesMoved, 0, .pushController(animated: true)),
                .init(.viewTouchesMoved, 1, .setNavigationBarHidden(false)),
            ],
            steps: [
                .frame([.down(1, CGPoint(x: 50, y: 50))]),
                .advance(0.05),
                .frame([.move(1, CGPoint(x: 80, y: 60))]),
                .advance(0.05),
                .frame([.move(1, CGPoint(x: 120, y: 90))]),
                .advance(0.5),
                .frame([.up(1)]),
                .advance(0.5),
            ])
        let outcome = WorldRun.run(world, keepTrace: true)
        #expect(outcome.violations == [])
        #expect(
            outcome.trace.filter { $0.hasPrefix("mutation in") } == [
                "mutation in viewTouchesBegan#0: setNavigationBarHidden(true)",
                "mutation in viewTouchesMoved#0: pushController(animated: true)",
                "mutation in viewTouchesMoved#1: setNavigationBarHidden(false)",
            ], "\(outcome.trace)")
    }
}
