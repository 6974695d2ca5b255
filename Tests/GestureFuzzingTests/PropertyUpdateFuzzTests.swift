import Foundation
import Testing
import OpenUIKitFuzzing

/// `updateProperties()` and key-value observing in the re-entrancy fuzzer: world views' and controllers'
/// `updateProperties()` and the frame and bounds changes a constrained view's observer is told of are
/// `propertyUpdate` callbacks, where mutations fire. No invariant may break, and an observer hears only what it
/// registered for.
@MainActor
@Suite struct PropertyUpdateFuzzTests {
    /// Shrunk from world 9187 of seed 48 (view-callbacks): observationMisreported. v3 observes its own frame (it
    /// is constrained); released from inside its own touch, it is moved once more (the kept layers are), and its
    /// observation, never removed, is told. The world had forgotten the registration with the view's id.
    /// Trace of the replay:
    ///   pointer click(191, 212)
    ///   v3.updateProperties
    ///   r6.hookTouchesBegan(mouse)
    ///   mutation in hookTouchesBegan#0: layout(3, keepInvalidating)
    ///   v3.viewTouchesBegan(mouse)
    ///   mutation in viewTouchesBegan#0: releaseView(3)
    ///   v3.observeValue(frame, of: v3)
    ///   VIOLATION observationMisreported: v3 was told of frame of v3, not registered
    ///   kept layers: 1, 0 without their view
    ///   r6.hookTouchesCancelled(mouse)
    ///   v3.viewTouchesCancelled(mouse)
    ///   r6.hookReset()
    @Test func fuzzViewCallbacksSeed48World9187() {
        let world = FuzzWorld(
            mode: .viewCallbacks,
            views: [.init(id: 3, parent: nil, frame: CGRect(x: 21, y: 73, width: 309, height: 199))],
            delegates: [],
            recognizers: [.init(id: 6, view: 3, kind: .longPress)],
            requirements: [],
            mutations: [
                .init(.hookTouchesBegan, 0, .layout(3, .keepInvalidating)),
                .init(.viewTouchesBegan, 0, .releaseView(3)),
            ],
            steps: [.pointer(.click(CGPoint(x: 191, y: 212)))]
        )
        #expect(WorldRun.run(world).violations == [])
    }

    @Test func generatedWorldsMutateFromInsidePropertyUpdates() {
        let run = GestureFuzzer.traces(seed: 37, count: 400, mode: .viewCallbacks)
        let fromInside = run.lines.filter { $0.hasPrefix("mutation in propertyUpdate#") }.count
        let observed = run.lines.filter { $0.contains(".observeValue(") }.count
        #expect(fromInside >= 5, "\(fromInside) mutations fired inside property updates in 400 worlds")
        #expect(observed >= 5, "\(observed) key-value changes told in 400 worlds")
        #expect(run.violations == [])
    }

    /// v2 (inside v1) is constrained when a touch on it begins, so v1 observes its frame and bounds, and v3 is asked
    /// to update its properties. v3's update shifts v2's constants; the change told shifts them again from inside
    /// the notification (a nested change, told in turn), and that one removes v1 with v2 and the finger's touch. The
    /// touch ends exactly once and every change told was registered for.
    @Test func mutationsFromInsideObservationsAndPropertyUpdates() {
        let world = FuzzWorld(
            mode: .viewCallbacks,
            views: [
                .init(id: 1, parent: nil, frame: CGRect(x: 0, y: 0, width: 300, height: 200)),
                .init(id: 2, parent: 1, frame: CGRect(x: 20, y: 20, width: 200, height: 100)),
                .init(id: 3, parent: nil, frame: CGRect(x: 0, y: 250, width: 200, height: 100)),
            ],
            recognizers: [],
            mutations: [
                .init(.viewTouchesBegan, 0, .layout(2, .constrain)),
                .init(.viewTouchesBegan, 0, .layout(3, .invalidate)),
                .init(.propertyUpdate, 3, .layout(2, .shiftConstants(5))),
                .init(.propertyUpdate, 4, .layout(2, .shiftConstants(5))),
                .init(.propertyUpdate, 5, .removeCallbackViewSuperview),
            ],
            steps: [
                .frame([.down(1, CGPoint(x: 60, y: 60))]),
                .advance(0.05),
                .frame([.move(1, CGPoint(x: 90, y: 70))]),
                .advance(0.1),
                .frame([.up(1)]),
                .advance(0.5),
            ])
        let outcome = WorldRun.run(world, keepTrace: true)
        #expect(outcome.violations == [])
        let lines = outcome.trace.filter {
            $0.hasPrefix("mutation in") || $0.contains(".observeValue(") || $0.hasSuffix("updateProperties")
                || $0.contains("viewTouches")
        }
        #expect(
            lines == [
                "v1.updateProperties", "v2.updateProperties", "v3.updateProperties", "v2.viewTouchesBegan(1)",
                "mutation in viewTouchesBegan#0: layout(2, OpenUIKitFuzzing.LayoutEdit.constrain)",
                "mutation in viewTouchesBegan#0: layout(3, OpenUIKitFuzzing.LayoutEdit.invalidate)",
                "v3.updateProperties",
                "mutation in propertyUpdate#3: layout(2, OpenUIKitFuzzing.LayoutEdit.shiftConstants(5.0))",
                "v1.observeValue(frame, of: v2)",
                "mutation in propertyUpdate#4: layout(2, OpenUIKitFuzzing.LayoutEdit.shiftConstants(5.0))",
                "v1.observeValue(frame, of: v2)", "mutation in propertyUpdate#5: removeCallbackViewSuperview",
                "v2.viewTouchesCancelled(1)",
            ], "\(outcome.trace)")
    }
}
