import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// The table's prefetch data source hears of the rows a screenful ahead in the direction of the scroll, and of
/// the cancelling of those the scroll turned away from.
@MainActor
@Suite struct TableViewPrefetchingTests {
    @Test func rowsAheadInTheScrollDirectionArePrefetchedAndCancelledWhenItReverses() {
        var recorder: PrefetchRecorder?
        let scene = TableScene { table, _ in
            recorder = PrefetchRecorder(log: CallbackLog())
            table.prefetchDataSource = recorder
        }
        let log = recorder!.log
        func scroll(to y: CGFloat) -> [String] {
            scene.table.contentOffset = CGPoint(x: 0, y: y)
            scene.window.layoutIfNeeded()
            return log.take()
        }
        // Ten 44-point rows fill the 440-point table.
        #expect(log.take() == [PrefetchRecorder.entry("prefetch", 10..<20)])
        #expect(scroll(to: 440) == [PrefetchRecorder.entry("prefetch", 20..<30)])
        #expect(scene.visibleRows == (10..<20).map { "0.\($0)" })
        #expect(
            scroll(to: 220) == [
                PrefetchRecorder.entry("cancel", 20..<30), PrefetchRecorder.entry("prefetch", (0..<5).reversed()),
            ])
        #expect(scroll(to: 0) == [])
        // Everything asked for above came on screen: nothing to cancel when the scroll turns down again.
        #expect(scroll(to: 44) == [PrefetchRecorder.entry("prefetch", 11..<21)])
    }

    @Test func aDeleteFromInsideAPrefetchLeavesTheTableWorking() {
        var recorder: PrefetchRecorder?
        let scene = TableScene(sections: [30]) { table, _ in
            recorder = PrefetchRecorder(log: CallbackLog())
            table.prefetchDataSource = recorder
        }
        recorder!.mutate = { name in
            guard name == "prefetch" else { return }
            recorder!.mutate = nil
            scene.source.rows[0].removeLast(25)
            scene.table.deleteRows(at: (5..<30).map { IndexPath(row: $0, section: 0) }, with: .none)
        }
        scene.table.contentOffset = CGPoint(x: 0, y: 44)
        scene.window.layoutIfNeeded()
        scene.driver.advance(by: 1)
        scene.window.layoutIfNeeded()
        #expect(recorder!.log.take() == [PrefetchRecorder.entry("prefetch", 10..<20), "prefetch 20"])
        scene.table.contentOffset = .zero
        scene.window.layoutIfNeeded()
        #expect(scene.visibleRows == (0..<5).map { "0.\($0)" })
        #expect(recorder!.log.take() == [], "the rows asked for before the delete are forgotten, not cancelled")
    }
}
