import Foundation
import Testing
import OpenUIKitFuzzing

/// Layout passes in the re-entrancy fuzzer: world views' `updateConstraints()`, `layoutSubviews()` and
/// `intrinsicContentSize` are callbacks where mutations fire, and `layout` mutations constrain, shift, drop,
/// invalidate, contradict and keep invalidating from any callback. No invariant may break and every pass must end.
@MainActor
@Suite struct LayoutPassFuzzTests {
    @Test func generatedWorldsEditLayoutFromInsideThePass() {
        let run = GestureFuzzer.traces(seed: 32, count: 300, mode: .viewCallbacks)
        let fired = run.lines.filter { $0.hasPrefix("mutation in") }
        let edits = fired.filter { $0.contains(": layout(") }.count
        let fromInsideThePass = fired.filter { $0.hasPrefix("mutation in layoutPass#") }.count
        #expect(edits >= 5, "\(edits) layout edits fired in 300 worlds")
        #expect(fromInsideThePass >= 5, "\(fromInsideThePass) mutations fired inside layout passes in 300 worlds")
        #expect(run.violations == [])
    }

    /// A finger on v2, whose touch begins by constraining v3 and making v2 keep invalidating; then, from inside
    /// layout passes, v3 gets a contradiction and a nested layout, v2's constants move, and a layout callback
    /// removes its view's superview (v1, with v2 and the finger's touch in it): the touch ends exactly once, the
    /// never-settling layout is cut off in every pass, and the world goes on to its end.
    @Test func mutationsFromInsideLayoutSubviewsAndIntrinsicContentSize() {
        let world = FuzzWorld(
            mode: .viewCallbacks,
            views: [
                .init(id: 1, parent: nil, frame: CGRect(x: 0, y: 0, width: 300, height: 200)),
                .init(id: 2, parent: 1, frame: CGRect(x: 20, y: 20, width: 200, height: 100)),
                .init(id: 3, parent: nil, frame: CGRect(x: 0, y: 250, width: 200, height: 100)),
            ],
            recognizers: [.init(id: 1, view: 2, kind: .pan)],
            mutations: [
                .init(.viewTouchesBegan, 0, .layout(3, .constrain)),
                .init(.viewTouchesBegan, 0, .layout(2, .keepInvalidating)),
                .init(.layoutPass, 2, .layout(3, .conflict)),
                .init(.layoutPass, 3, .layout(3, .invalidate)),
                .init(.layoutPass, 6, .layout(2, .shiftConstants(12))),
                .init(.layoutPass, 9, .removeCallbackViewSuperview),
            ],
            steps: [
                .frame([.down(1, CGPoint(x: 60, y: 60))]),
                .advance(0.05),
                .frame([.move(1, CGPoint(x: 90, y: 70))]),
                .advance(0.05),
                .frame([.move(1, CGPoint(x: 120, y: 90))]),
                .advance(0.1),
                .frame([.up(1)]),
                .advance(0.5),
            ])
        let outcome = WorldRun.run(world, keepTrace: true)
        #expect(outcome.violations == [])
        #expect(
            outcome.trace.filter { $0.hasPrefix("mutation in") } == [
                "mutation in viewTouchesBegan#0: layout(3, OpenUIKitFuzzing.LayoutEdit.constrain)",
                "mutation in viewTouchesBegan#0: layout(2, OpenUIKitFuzzing.LayoutEdit.keepInvalidating)",
                "mutation in layoutPass#2: layout(3, OpenUIKitFuzzing.LayoutEdit.conflict)",
                "mutation in layoutPass#3: layout(3, OpenUIKitFuzzing.LayoutEdit.invalidate)",
                "mutation in layoutPass#6: layout(2, OpenUIKitFuzzing.LayoutEdit.shiftConstants(12.0))",
                "mutation in layoutPass#9: removeCallbackViewSuperview",
            ], "\(outcome.trace)")
        // The restless view made every pass stop at its round limit, and the world went on to its end.
        #expect(outcome.trace.contains { $0.hasSuffix(".layoutSubviews") })
    }
}
