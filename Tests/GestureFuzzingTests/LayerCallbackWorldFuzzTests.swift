import Foundation
import Testing
import OpenUIKitFuzzing

/// Layer callbacks in the re-entrancy fuzzer: world layers' `draw(_:in:)` and `layoutSublayers(of:)`, their
/// animations' `animationDidStart`/`animationDidStop` and `CATransaction` completion blocks are callbacks where
/// mutations fire, and `layer` mutations add, remove, animate, transition, mask and invalidate layers from any
/// callback. No invariant may break: every animation heard of stops once, every completion block runs once.
@MainActor
@Suite struct LayerCallbackWorldFuzzTests {
    @Test func generatedWorldsEditLayersFromInsideLayerCallbacks() {
        var edits = 0
        var fromLayerCallbacks = 0
        var violations: [String] = []
        for index in 0..<300 {
            let world = GestureFuzzer.world(seed: 34, index: UInt64(index), mode: .viewCallbacks)
            let outcome = WorldRun.run(world, keepTrace: true)
            let fired = outcome.trace.filter { $0.hasPrefix("mutation in") }
            edits += fired.filter { $0.contains(": layer(") }.count
            fromLayerCallbacks += fired.filter { $0.hasPrefix("mutation in layerCallback#") }.count
            violations += outcome.violations.map { "world \(index): \($0)" }
        }
        #expect(edits >= 5, "\(edits) layer edits fired in 300 worlds")
        #expect(fromLayerCallbacks >= 5, "\(fromLayerCallbacks) mutations fired inside layer callbacks in 300 worlds")
        #expect(violations == [])
    }

    /// v2 carries a world layer. A touch on it adds a sublayer and an animation; from inside the layers' display,
    /// layout, animation delegate calls and a transaction's completion, the world adds a transition, masks, takes
    /// a layer out, removes every animation, runs a nested layout and display, and finally removes v2 with the
    /// finger's touch. Every animation heard of stops once, every completion runs once, the touch ends once.
    @Test func mutationsFromInsideDrawLayoutAnimationDelegatesAndCompletions() {
        let world = FuzzWorld(
            mode: .viewCallbacks,
            views: [
                .init(id: 1, parent: nil, frame: CGRect(x: 0, y: 0, width: 300, height: 200)),
                .init(id: 2, parent: 1, frame: CGRect(x: 20, y: 20, width: 200, height: 100)),
            ],
            recognizers: [.init(id: 1, view: 2, kind: .pan)],
            mutations: [
                .init(.viewTouchesBegan, 0, .layer(2, .addSublayer(kind: 1))),
                .init(.viewTouchesBegan, 0, .layer(2, .animate(kind: 0, sharedKey: true))),
                .init(.layerCallback, 0, .layer(2, .transaction(disablesActions: false))),
                .init(.layerCallback, 1, .layer(2, .animate(kind: 3, sharedKey: true))),
                .init(.layerCallback, 2, .layer(2, .transition(kind: 5))),
                .init(.layerCallback, 3, .layer(2, .mask(true))),
                .init(.layerCallback, 4, .layer(2, .invalidate)),
                .init(.layerCallback, 5, .layer(2, .removeSublayer)),
                .init(.layerCallback, 6, .layer(2, .animate(kind: 2, sharedKey: false))),
                .init(.layerCallback, 8, .layer(2, .removeAnimations)),
                .init(.layerCallback, 10, .removeCallbackViewSuperview),
                .init(.layerCallback, 11, .removeView(2)),
            ],
            steps: [
                .frame([.down(1, CGPoint(x: 60, y: 60))]),
                .advance(0.05),
                .frame([.move(1, CGPoint(x: 90, y: 70))]),
                .advance(0.05),
                .advance(0.1),
                .frame([.up(1)]),
                .advance(0.5),
            ])
        let outcome = WorldRun.run(world, keepTrace: true)
        #expect(outcome.violations == [])
        let fired = outcome.trace.filter { $0.hasPrefix("mutation in layerCallback") }
        #expect(fired.count == 10, "\(outcome.trace)")
        // The callbacks the world heard, in order, include every kind a layer has.
        let heard = Set(
            outcome.trace.compactMap { line -> String? in
                if line.hasPrefix("layer of v") { return String(line.split(separator: ".").last ?? "") }
                if line.hasPrefix("animation ") || line.hasPrefix("transaction completion") {
                    return String(line.split(separator: " ").prefix(2).joined(separator: " "))
                }
                return nil
            })
        #expect(
            heard.isSuperset(of: [
                "draw", "layoutSublayers", "animation started", "animation stopped", "transaction completion",
            ]), "\(heard)")
    }
}
