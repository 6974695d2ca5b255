import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// The prefetch data source hears of the items a screenful ahead in the direction of the scroll, and of the
/// cancelling of those the scroll turned away from.
@MainActor
@Suite struct CollectionViewPrefetchingTests {
    /// The 4-column grid of 50-point items in a 200-point view: 16 items on screen. The recorder is returned to be
    /// kept: the collection view does not retain its prefetch data source.
    private func scene(counts: [Int] = [80]) -> (CollectionScene, PrefetchRecorder) {
        let scene = CollectionScene(counts: counts)
        let recorder = PrefetchRecorder(log: scene.log)
        scene.collectionView.prefetchDataSource = recorder
        scene.log.clear()
        return (scene, recorder)
    }

    private func scroll(_ scene: CollectionScene, to y: CGFloat) -> [String] {
        scene.collectionView.contentOffset = CGPoint(x: 0, y: y)
        scene.collectionView.layoutIfNeeded()
        return scene.takeCallbacks()
    }

    @Test func itemsAheadInTheScrollDirectionArePrefetchedAndCancelledWhenItReverses() {
        let (scene, recorder) = scene()
        defer { withExtendedLifetime(recorder) {} }
        #expect(scene.collectionView.isPrefetchingEnabled, "on by default, as in UIKit")
        scene.collectionView.setNeedsLayout()
        scene.collectionView.layoutIfNeeded()
        #expect(scene.takeCallbacks() == [PrefetchRecorder.entry("prefetch", 16..<32)])
        // Down a row: four items came on screen (no cancel for them), four more are ahead.
        #expect(scroll(scene, to: 50) == [PrefetchRecorder.entry("prefetch", 32..<36)])
        #expect(scroll(scene, to: 200) == [PrefetchRecorder.entry("prefetch", 36..<48)])
        #expect(scene.visible == (16..<32).map { "0-\($0)" })
        // The scroll reverses: what was ahead below is cancelled, the items above (nearest first) are asked for.
        #expect(
            scroll(scene, to: 150) == [
                PrefetchRecorder.entry("cancel", 32..<48), PrefetchRecorder.entry("prefetch", (0..<12).reversed()),
            ])
        // Down again: the items above are cancelled in their turn, and those below asked for again.
        #expect(
            scroll(scene, to: 200) == [
                PrefetchRecorder.entry("cancel", 0..<12), PrefetchRecorder.entry("prefetch", 32..<48),
            ])
        // Up two rows at once: the window ahead is what is left above, nearest first.
        #expect(
            scroll(scene, to: 100) == [
                PrefetchRecorder.entry("cancel", 32..<48), PrefetchRecorder.entry("prefetch", (0..<8).reversed()),
            ])
    }

    @Test func theLastScreenfulAsksForNothingPastTheEnd() {
        let (scene, recorder) = scene(counts: [20, 0, 6])
        defer { withExtendedLifetime(recorder) {} }
        scene.collectionView.setNeedsLayout()
        scene.collectionView.layoutIfNeeded()
        // Ahead of item 15: the rest of section 0, then section 2 (section 1 is empty); 10 in all, not 16.
        #expect(scene.takeCallbacks() == ["prefetch 16,17,18,19,2:0,2:1,2:2,2:3,2:4,2:5"])
    }

    @Test func disabledPrefetchingTellsNothing() {
        let (scene, recorder) = scene()
        defer { withExtendedLifetime(recorder) {} }
        scene.collectionView.isPrefetchingEnabled = false
        #expect(scroll(scene, to: 50) == [])
        #expect(scroll(scene, to: 0) == [])
    }

    @Test func aReloadFromInsideAPrefetchForgetsWhatWasAskedForWithoutCancelling() {
        let (scene, recorder) = scene()
        recorder.mutate = { name in
            guard name == "prefetch" else { return }
            recorder.mutate = nil
            scene.source.counts = [6]
            scene.collectionView.reloadData()
        }
        scene.collectionView.setNeedsLayout()
        scene.collectionView.layoutIfNeeded()
        #expect(scene.takeCallbacks() == [PrefetchRecorder.entry("prefetch", 16..<32)])
        scene.collectionView.layoutIfNeeded()
        #expect(scene.takeCallbacks() == [], "six items all on screen: nothing ahead, and the old items not cancelled")
        #expect(scene.visible == (0..<6).map { "0-\($0)" })
    }
}
