import Foundation
import Testing
import OpenUIKitFuzzing

/// The fuzzer's list collection view (a scroll view whose id is 9 modulo 10): self-sizing list cells with
/// accessories, swipe-action providers, a group-paging first section with a visible-items handler, and prefetching.
/// A row is swiped open, a tap closes it, the paging band and the list are dragged, while app code mutates the world
/// from the data source's, delegate's, providers', handler's and prefetch callbacks (and the data itself changes
/// from inside them). Each world must keep every invariant, and the mutation must really have fired.
@MainActor
@Suite struct CollectionListFuzzTests {
    nonisolated static let actions: [MutationAction] = [
        .removeCallbackView, .removeView(9), .hideWindow,
        .setContentOffset(9, CGPoint(x: 0, y: 120), animated: true), .setUserInteractionEnabled(9, false),
    ]

    @Test(arguments: actions, [0, 3, 10, 25])
    func mutationsFromListCallbacksKeepEveryInvariant(_ action: MutationAction, _ occurrence: Int) {
        let world = FuzzWorld(
            mode: .viewCallbacks,
            views: [
                .init(id: 9, parent: nil, frame: CGRect(x: 0, y: 0, width: 240, height: 320), isScrollView: true)
            ],
            recognizers: [],
            mutations: [.init(.scrollDelegate, occurrence, action)],
            steps: [
                // A swipe along a row of the second section (the first is a band that scrolls sideways).
                .frame([.down(1, CGPoint(x: 180, y: 170))]),
                .advance(0.02),
                .frame([.move(1, CGPoint(x: 150, y: 171))]),
                .advance(0.02),
                .frame([.move(1, CGPoint(x: 80, y: 172))]),
                .frame([.up(1)]),
                .advance(0.5),
                // A tap elsewhere closes it.
                .frame([.down(2, CGPoint(x: 100, y: 230))]),
                .advance(0.05),
                .frame([.up(2)]),
                .advance(0.3),
                // The band dragged sideways, then the list dragged up.
                .frame([.down(3, CGPoint(x: 200, y: 70))]),
                .advance(0.02),
                .frame([.move(3, CGPoint(x: 120, y: 70))]),
                .frame([.up(3)]),
                .advance(0.5),
                .frame([.down(4, CGPoint(x: 100, y: 280))]),
                .advance(0.02),
                .frame([.move(4, CGPoint(x: 100, y: 180))]),
                .frame([.up(4)]),
                .advance(1),
            ])
        let outcome = WorldRun.run(world, keepTrace: true)
        #expect(outcome.violations == [])
        #expect(outcome.trace.contains { $0.hasPrefix("mutation in scrollDelegate#\(occurrence)") })
    }
}
