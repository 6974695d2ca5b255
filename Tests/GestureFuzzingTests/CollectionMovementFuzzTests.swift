import Foundation
import Testing
import OpenUIKitFuzzing

/// The fuzzer's grid collection view (a scroll view whose id is 4 modulo 10) moves its items by a long press written
/// as UIKit apps write it: a finger is held on an item, dragged toward the bottom edge and lifted, while app code
/// mutates the world from the data source's and delegate's callbacks (and the data itself changes from inside them).
/// Each world must keep every invariant (every touch a view saw begin ends once), and the mutation must really have
/// fired. Coverage is thin: across these worlds the press reaches `canMoveItemAt` in a few runs only (the
/// mutations and data changes usually end the press first), and no run reaches a retarget or a drop.
@MainActor
@Suite struct CollectionMovementFuzzTests {
    nonisolated static let actions: [MutationAction] = [
        .removeCallbackView, .removeView(4), .hideWindow,
        .setContentOffset(4, CGPoint(x: 0, y: 120), animated: true), .setUserInteractionEnabled(4, false),
    ]

    @Test(arguments: actions, [0, 3, 10, 25])
    func mutationsFromMovementCallbacksKeepEveryInvariant(_ action: MutationAction, _ occurrence: Int) {
        let world = FuzzWorld(
            mode: .viewCallbacks,
            views: [
                .init(id: 4, parent: nil, frame: CGRect(x: 0, y: 0, width: 200, height: 240), isScrollView: true)
            ],
            recognizers: [],
            mutations: [.init(.scrollDelegate, occurrence, action)],
            steps: [
                .frame([.down(1, CGPoint(x: 30, y: 40))]),
                .advance(0.6),
                .frame([.move(1, CGPoint(x: 80, y: 45))]),
                .advance(0.02),
                .frame([.move(1, CGPoint(x: 120, y: 120))]),
                .advance(0.02),
                .frame([.move(1, CGPoint(x: 120, y: 232))]),
                .advance(0.3),
                .frame([.up(1)]),
                .advance(0.5),
                // A second item held and let go where it was.
                .frame([.down(2, CGPoint(x: 120, y: 100))]),
                .advance(0.6),
                .frame([.up(2)]),
                .advance(1),
            ])
        let outcome = WorldRun.run(world, keepTrace: true)
        #expect(outcome.violations == [])
        #expect(outcome.trace.contains { $0.hasPrefix("mutation in scrollDelegate#\(occurrence)") })
    }
}
