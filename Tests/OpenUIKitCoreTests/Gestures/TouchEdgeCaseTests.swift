import Foundation
import Testing
@_spi(Input) import OpenUIKitCore
import OpenUIKitTesting

@MainActor
@Suite struct TouchEdgeCaseTests {
    @Test func allTouchesDropsFingersThatLiftedInEarlierFrames() throws {
        let driver = EventDriver()
        let window = driver.makeWindow()
        final class Counter: UIView {
            var counts: [String] = []
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
                counts.append(
                    "\(touches.count)/\(event?.allTouches?.count ?? -1)/\(event?.touches(for: self)?.count ?? -1)")
            }
        }
        let view = Counter(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        view.isMultipleTouchEnabled = true
        window.addSubview(view)
        try driver.touchDown(1, at: CGPoint(x: 10, y: 10))
        try driver.touchDown(2, at: CGPoint(x: 20, y: 20))
        try driver.touchUp(1)
        try driver.touchUp(2)
        // In the second end, the first finger is gone: "all fingers up" checks (touches == allTouches) work.
        #expect(view.counts == ["1/2/2", "1/1/1"])
    }

    @Test func aLayoutPassThatRemovesTheViewUnderAFingerCancelsItOnce() throws {
        final class Rearranging: UIView {
            var victim: UIView?
            override func layoutSubviews() { victim?.removeFromSuperview() }
        }
        let driver = EventDriver()
        let window = driver.makeWindow()
        let log = CallbackLog()
        let container = Rearranging(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let victim = RecordingView("victim", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        let survivor = RecordingView("survivor", frame: CGRect(x: 200, y: 0, width: 100, height: 100), log: log)
        container.addSubview(victim)
        container.addSubview(survivor)
        window.addSubview(container)
        driver.application.drainEventQueue()
        try driver.touchDown(1, at: CGPoint(x: 10, y: 10))
        container.victim = victim
        container.setNeedsLayout()
        // The layout runs before the next input, cancelling finger 1 before finger 2 is hit-tested.
        try driver.touchDown(2, at: CGPoint(x: 210, y: 10))
        try driver.frame {
            try $0.up(1); try $0.up(2)
        }
        #expect(
            log.take() == [
                "victim.touchesBegan(1)", "victim.touchesCancelled(1)", "survivor.touchesBegan(2)",
                "survivor.touchesEnded(2)",
            ])
        #expect(driver.diagnostics.isEmpty)
    }

    @Test func viewsAddedOrRemovedInsideCallbacksAreSafe() throws {
        let driver = EventDriver()
        let window = driver.makeWindow()
        let log = CallbackLog()
        final class Spawner: RecordingView {
            var spawned: RecordingView?
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                super.touchesBegan(touches, with: event)
                let child = RecordingView("spawned", frame: bounds, log: log)
                addSubview(child)
                spawned = child
            }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
                super.touchesEnded(touches, with: event)
                spawned?.removeFromSuperview()
                superview?.bringSubviewToFront(self)
            }
        }
        let spawner = Spawner("spawner", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        spawner.isMultipleTouchEnabled = true
        window.addSubview(spawner)
        try driver.touchDown(1, at: CGPoint(x: 10, y: 10))
        try driver.touchDown(2, at: CGPoint(x: 20, y: 20))
        try driver.frame {
            try $0.up(1); try $0.up(2)
        }
        #expect(
            log.take() == [
                "spawner.touchesBegan(1)", "spawned.touchesBegan(2)", "spawner.touchesEnded(1)",
                "spawned.touchesCancelled(2)",
            ])
    }
}
