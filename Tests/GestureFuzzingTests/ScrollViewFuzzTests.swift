import Foundation
import Testing
import OpenUIKitFuzzing

/// A scroll view holding a button and a plain view, dragged from the button, with app code changing things from
/// its delegate callbacks at several moments of the drag and the glide (issue 15). Each world must keep every
/// invariant, and the mutation must really have fired from a scroll-view delegate callback.
@MainActor
@Suite struct ScrollViewFuzzTests {
    nonisolated static let actions: [MutationAction] = [
        .removeCallbackView, .removeView(2), .setContentSize(1, .zero),
        .setContentSize(1, CGSize(width: 200, height: 250)), .setScrollEnabled(1, false),
        .setContentOffset(1, CGPoint(x: 0, y: 300), animated: true),
        .setContentOffset(1, CGPoint(x: 0, y: -40), animated: false), .setZoomScale(1, 2, animated: true),
        .setZoomScale(1, 1, animated: true), .setUserInteractionEnabled(1, false),
        .hideWindow,
    ]

    @Test(arguments: actions, [0, 1, 4, 30])
    func mutationsFromScrollDelegateCallbacksKeepEveryInvariant(_ action: MutationAction, _ occurrence: Int) {
        let world = FuzzWorld(
            mode: .viewCallbacks,
            views: [
                .init(id: 1, parent: nil, frame: CGRect(x: 0, y: 0, width: 200, height: 200), isScrollView: true),
                .init(id: 2, parent: 1, frame: CGRect(x: 50, y: 50, width: 100, height: 40), isButton: true),
                .init(id: 3, parent: 1, frame: CGRect(x: 0, y: 100, width: 200, height: 100)),
            ],
            recognizers: [.init(id: 1, view: 3, kind: .tap)],
            mutations: [.init(.scrollDelegate, occurrence, action)],
            steps: [
                .frame([.down(1, CGPoint(x: 100, y: 70))]),
                .advance(0.02),
                .frame([.move(1, CGPoint(x: 100, y: 50))]),
                .advance(0.02),
                .frame([.move(1, CGPoint(x: 100, y: 20))]),
                .frame([.up(1)]),
                .advance(0.3),
                .frame([.down(2, CGPoint(x: 100, y: 150)), .down(3, CGPoint(x: 60, y: 120))]),
                .advance(0.2),
                .frame([.move(2, CGPoint(x: 100, y: 100)), .move(3, CGPoint(x: 60, y: 70))]),
                .frame([.up(2), .up(3)]),
                .advance(1),
            ])
        let outcome = WorldRun.run(world, keepTrace: true)
        #expect(outcome.violations == [])
        #expect(outcome.trace.contains { $0.hasPrefix("mutation in scrollDelegate#\(occurrence)") })
    }
}
