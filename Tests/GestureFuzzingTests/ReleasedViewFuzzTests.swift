import Foundation
import Testing
import OpenUIKitFuzzing

/// Views the app lets go of mid-touch, and the layers it keeps: generated worlds release views from inside
/// callbacks (`releaseView`: out of the window and forgotten, the view's layer kept and set again on every release),
/// so `GestureFuzzTests` covers them; a hand-written world shows a released view's touch ending and its kept layer
/// being set after the view is gone.
@MainActor
@Suite struct ReleasedViewFuzzTests {
    @Test func generatedWorldsReleaseViewsFromInsideCallbacks() {
        var released = 0
        for index in 0..<1000 {
            let world = GestureFuzzer.world(seed: 17, index: UInt64(index), mode: .viewCallbacks)
            let outcome = WorldRun.run(world, keepTrace: true)
            #expect(outcome.violations == [], "world \(index)")
            released += outcome.trace.filter { $0.hasPrefix("mutation in") && $0.contains("releaseView") }.count
        }
        #expect(released >= 5, "\(released) views released from callbacks")
    }

    /// A finger on v1 and one on v3. v1's touchesBegan releases v1: it leaves the window mid-touch, its touch is
    /// cancelled once, and it goes away when the touch ends. v3's later moves release v2, which sets v1's kept layer
    /// after v1 is gone. No invariant breaks.
    @Test func aReleasedViewsTouchEndsOnceAndItsKeptLayerOutlivesIt() {
        let world = FuzzWorld(
            mode: .viewCallbacks,
            views: [
                .init(id: 1, parent: nil, frame: CGRect(x: 0, y: 0, width: 100, height: 100)),
                .init(id: 2, parent: nil, frame: CGRect(x: 110, y: 0, width: 100, height: 100)),
                .init(id: 3, parent: nil, frame: CGRect(x: 220, y: 0, width: 100, height: 100)),
            ],
            recognizers: [],
            mutations: [
                .init(.viewTouchesBegan, 0, .releaseView(1)),
                .init(.viewTouchesMoved, 1, .releaseView(2)),
            ],
            steps: [
                .frame([.down(1, CGPoint(x: 50, y: 50)), .down(2, CGPoint(x: 250, y: 50))]),
                .advance(0.05),
                .frame([.up(1)]),
                .advance(0.05),
                .frame([.move(2, CGPoint(x: 260, y: 60))]),
                .advance(0.05),
                .frame([.move(2, CGPoint(x: 270, y: 70))]),
                .frame([.up(2)]),
            ])
        let outcome = WorldRun.run(world, keepTrace: true)
        #expect(outcome.violations == [])
        // The world layer of v2 (an even id) draws and lays out at the first frame, and each view's properties are
        // updated before its first layout: not this test's subject.
        let lines = outcome.trace.filter {
            !$0.hasPrefix("pointer") && !$0.hasPrefix("advance") && !$0.hasPrefix("layer of")
                && !$0.hasSuffix(".updateProperties")
        }
        #expect(
            lines == [
                "frame down 1 at (50, 50), down 2 at (250, 50)", "v1.viewTouchesBegan(1)",
                "mutation in viewTouchesBegan#0: releaseView(1)", "kept layers: 1, 0 without their view",
                "v1.viewTouchesCancelled(1)", "v3.viewTouchesBegan(2)", "frame up 1", "frame move 2 to (260, 60)",
                "v3.viewTouchesMoved(2)", "frame move 2 to (270, 70)", "v3.viewTouchesMoved(2)",
                "mutation in viewTouchesMoved#1: releaseView(2)", "kept layers: 2, 1 without their view",
                "frame up 2", "v3.viewTouchesEnded(2)",
            ], "\(outcome.trace)")
    }
}
