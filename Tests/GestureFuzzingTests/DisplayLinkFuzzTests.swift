import Foundation
import Testing
import OpenUIKitFuzzing

/// Display links in the re-entrancy fuzzer: the worlds it generates do run links and fire mutations from inside
/// their callbacks (so `GestureFuzzTests` covers them), and a hand-written world shows the mutations at work.
@MainActor
@Suite struct DisplayLinkFuzzTests {
    @Test func generatedWorldsRunDisplayLinksAndMutateFromTheirCallbacks() {
        var worldsWithLinks = 0, mutationsInLinks = 0
        for index in 0..<900 {
            let world = GestureFuzzer.world(seed: 10, index: UInt64(index), mode: .viewCallbacks)
            let trace = WorldRun.run(world, keepTrace: true).trace
            if trace.contains(where: { $0.hasPrefix("link") }) { worldsWithLinks += 1 }
            mutationsInLinks += trace.filter { $0.hasPrefix("mutation in displayLink") }.count
        }
        #expect(worldsWithLinks >= 10, "\(worldsWithLinks) of 900 worlds ran a display link")
        #expect(mutationsInLinks >= 3, "\(mutationsInLinks) mutations fired from display-link callbacks")
    }

    /// A finger is down on v1 when a touch callback adds link 1; in its frames, link 1 adds link 2, removes the view
    /// with the touch, hides the window and invalidates itself; link 2 then pauses itself. No invariant breaks
    /// (the view hears its touch cancelled once), and the invalidated link never fires again.
    @Test func displayLinkCallbacksMayMutateTheWorld() {
        let world = FuzzWorld(
            mode: .viewCallbacks,
            views: [.init(id: 1, parent: nil, frame: CGRect(x: 0, y: 0, width: 200, height: 200))],
            recognizers: [],
            mutations: [
                .init(.viewTouchesBegan, 0, .addDisplayLink(1)),
                .init(.displayLink, 0, .addDisplayLink(2)),
                .init(.displayLink, 1, .removeView(1)),
                .init(.displayLink, 2, .hideWindow),
                .init(.displayLink, 3, .invalidateCallbackDisplayLink),
                .init(.displayLink, 4, .pauseDisplayLink(2, true)),
            ],
            steps: [.frame([.down(1, CGPoint(x: 50, y: 50))]), .advance(0.1)])
        let outcome = WorldRun.run(world, keepTrace: true)
        #expect(outcome.violations == [])
        let links = outcome.trace.filter {
            ($0.hasPrefix("link") || $0.hasPrefix("mutation") || $0.hasPrefix("v1"))
                && !$0.hasSuffix(".updateProperties")
        }
        .map { $0.replacingOccurrences(of: #"\(0\.\d+\)"#, with: "", options: .regularExpression) }
        #expect(
            links == [
                "v1.viewTouchesBegan(1)", "mutation in viewTouchesBegan#0: addDisplayLink(1)",
                "link1.fired", "mutation in displayLink#0: addDisplayLink(2)",
                "link1.fired", "mutation in displayLink#1: removeView(1)", "v1.viewTouchesCancelled(1)",
                "link2.fired", "mutation in displayLink#2: hideWindow",
                "link1.fired", "mutation in displayLink#3: invalidateCallbackDisplayLink",
                "link2.fired", "mutation in displayLink#4: pauseDisplayLink(2, true)",
            ])
    }
}
