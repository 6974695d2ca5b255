import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// A recording view that also logs phases and locations the way a drawing view would read them.
final class LocatingView: RecordingView {
    var locations: [String] = []
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches {
            let from = touch.previousLocation(in: self), to = touch.location(in: self)
            locations.append("(\(from.x), \(from.y)) → (\(to.x), \(to.y))")
        }
        super.touchesMoved(touches, with: event)
    }
}

@MainActor
@Suite struct TouchDeliveryTests {
    private func setUp() -> (EventDriver, UIWindow, CallbackLog) {
        let driver = EventDriver()
        let window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        return (driver, window, CallbackLog())
    }

    @Test func aTouchStaysWithItsViewAfterLeavingIt() throws {
        let (driver, window, log) = setUp()
        window.addSubview(RecordingView("A", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log))
        window.addSubview(RecordingView("B", frame: CGRect(x: 200, y: 0, width: 100, height: 100), log: log))
        try driver.touchDown(1, at: CGPoint(x: 50, y: 50))
        try driver.touchMove(1, to: CGPoint(x: 250, y: 50))
        try driver.touchUp(1)
        #expect(log.take() == ["A.touchesBegan(1)", "A.touchesMoved(1)", "A.touchesEnded(1)"])
    }

    @Test func locationsConvertIntoAnyViewAndRememberThePreviousOne() throws {
        let (driver, window, log) = setUp()
        let view = LocatingView("A", frame: CGRect(x: 100, y: 100, width: 100, height: 100), log: log)
        window.addSubview(view)
        try driver.touchDown(1, at: CGPoint(x: 110, y: 120))
        try driver.touchMove(1, to: CGPoint(x: 130, y: 150))
        try driver.touchMove(1, to: CGPoint(x: 90, y: 150))
        #expect(view.locations == ["(10.0, 20.0) → (30.0, 50.0)", "(30.0, 50.0) → (-10.0, 50.0)"])
        try driver.touchUp(1)
        #expect(log.take() == ["A.touchesBegan(1)", "A.touchesMoved(1)", "A.touchesMoved(1)", "A.touchesEnded(1)"])
    }

    @Test func severalFingersInOneFrameArriveTogetherAndStationaryOnesAreNotSent() throws {
        let (driver, window, log) = setUp()
        let view = RecordingView("A", frame: CGRect(x: 0, y: 0, width: 400, height: 400), log: log)
        view.isMultipleTouchEnabled = true
        window.addSubview(view)
        try driver.frame {
            try $0.down(1, at: CGPoint(x: 10, y: 10))
            try $0.down(2, at: CGPoint(x: 50, y: 50))
        }
        try driver.touchMove(2, to: CGPoint(x: 60, y: 60))
        try driver.frame {
            try $0.up(1)
            try $0.up(2)
        }
        #expect(
            log.take() == [
                "A.touchesBegan(1,2)", "A.touchesMoved(2)", "A.touchesEnded(1,2)",
            ])
    }

    /// The sets views receive are built in reused storage (``ReusableTouchSet``): a view that keeps one must still
    /// find in it exactly the touches it was given, whatever was delivered after.
    @Test func aViewMayKeepTheSetsItIsGiven() throws {
        let (driver, window, _) = setUp()
        final class Keeper: UIView {
            var kept: [(phase: String, touches: Set<UITouch>)] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                kept.append(("began", touches))
            }
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
                kept.append(("moved", touches))
            }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
                kept.append(("ended", touches))
            }
        }
        let keeper = Keeper(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        keeper.isMultipleTouchEnabled = true
        window.addSubview(keeper)
        try driver.touchDown(1, at: CGPoint(x: 10, y: 10))
        try driver.touchMove(1, to: CGPoint(x: 20, y: 20))
        try driver.touchUp(1)
        try driver.frame {
            try $0.down(2, at: CGPoint(x: 30, y: 30))
            try $0.down(3, at: CGPoint(x: 40, y: 40))
        }
        try driver.frame {
            try $0.up(2)
            try $0.up(3)
        }
        let described = keeper.kept.map { entry in
            let fingers = entry.touches.map(\.inputIdentifier.number).sorted().map(String.init).joined(separator: ",")
            return "\(entry.phase)(\(fingers))"
        }
        #expect(described == ["began(1)", "moved(1)", "ended(1)", "began(2,3)", "ended(2,3)"])
        // The first finger's three sets hold the same touch object, the last one's phase.
        let first = keeper.kept[0..<3].compactMap(\.touches.first)
        #expect(first.count == 3 && first.allSatisfy { $0 === first[0] && $0.phase == .ended })
    }

    @Test func allTouchesReportsStationaryFingersDuringAMove() throws {
        let (driver, window, _) = setUp()
        final class Probe: UIView {
            var report: [String] = []
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
                let all = (event?.allTouches ?? []).sorted { $0.inputIdentifier.number < $1.inputIdentifier.number }
                report.append(all.map { "\($0.inputIdentifier.number):\($0.phase)" }.joined(separator: " "))
            }
        }
        let probe = Probe(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        probe.isMultipleTouchEnabled = true
        window.addSubview(probe)
        try driver.touchDown(1, at: CGPoint(x: 10, y: 10))
        try driver.touchDown(2, at: CGPoint(x: 20, y: 20))
        try driver.touchMove(1, to: CGPoint(x: 15, y: 15))
        try driver.touchMove(2, to: CGPoint(x: 25, y: 25))
        #expect(probe.report == ["1:moved 2:stationary", "1:stationary 2:moved"])
    }

    @Test func oneEventObjectSpansTheWholeSequence() throws {
        let (driver, window, _) = setUp()
        final class Probe: UIView {
            var events: [UIEvent?] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { events.append(event) }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { events.append(event) }
        }
        let probe = Probe(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        probe.isMultipleTouchEnabled = true
        window.addSubview(probe)
        try driver.touchDown(1, at: CGPoint(x: 10, y: 10))
        try driver.touchDown(2, at: CGPoint(x: 20, y: 20))
        try driver.touchUp(1)
        try driver.touchUp(2)
        try driver.tap(at: CGPoint(x: 10, y: 10))
        let events = probe.events.compactMap { $0 }
        #expect(events.count == 6)
        #expect(events[1] === events[0] && events[2] === events[0] && events[3] === events[0])
        #expect(events[4] === events[5])
        #expect(events[4] !== events[0])
    }

    @Test func eventTouchesForAViewAndForAWindow() throws {
        let (driver, window, log) = setUp()
        let a = RecordingView("A", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        let b = RecordingView("B", frame: CGRect(x: 200, y: 0, width: 100, height: 100), log: log)
        window.addSubview(a)
        window.addSubview(b)
        var counts: [Int] = []
        try driver.touchDown(1, at: CGPoint(x: 10, y: 10))
        try driver.touchDown(2, at: CGPoint(x: 210, y: 10))
        // Inspect through a third finger's view callback: the event is shared, so any callback sees it all.
        let probe = ProbeView(frame: CGRect(x: 0, y: 300, width: 50, height: 50))
        probe.onBegan = { event in
            counts = [
                event?.touches(for: a)?.count ?? -1, event?.touches(for: b)?.count ?? -1,
                event?.touches(for: window)?.count ?? -1, event?.allTouches?.count ?? -1,
            ]
        }
        window.addSubview(probe)
        try driver.touchDown(3, at: CGPoint(x: 10, y: 310))
        #expect(counts == [1, 1, 3, 3])
        #expect(log.take() == ["A.touchesBegan(1)", "B.touchesBegan(2)"])
    }

    @Test func aViewWithoutMultipleTouchGetsOnlyItsFirstTouch() throws {
        let (driver, window, log) = setUp()
        let view = RecordingView("A", frame: CGRect(x: 0, y: 0, width: 400, height: 400), log: log)
        #expect(!view.isMultipleTouchEnabled)
        window.addSubview(view)
        try driver.touchDown(1, at: CGPoint(x: 10, y: 10))
        try driver.touchDown(2, at: CGPoint(x: 50, y: 50))
        try driver.frame {
            try $0.move(1, to: CGPoint(x: 11, y: 11))
            try $0.move(2, to: CGPoint(x: 51, y: 51))
        }
        try driver.touchUp(1)
        // Finger 2 began while finger 1 was down: it stays away from the view for its whole life, even after
        // finger 1 lifts.
        try driver.touchMove(2, to: CGPoint(x: 52, y: 52))
        try driver.touchUp(2)
        try driver.tap(at: CGPoint(x: 20, y: 20), finger: 3)
        #expect(
            log.take() == [
                "A.touchesBegan(1)", "A.touchesMoved(1)", "A.touchesEnded(1)",
                "A.touchesBegan(3)", "A.touchesEnded(3)",
            ])
    }

    @Test func twoFingersLandingTogetherOnASingleTouchViewDeliverOnlyTheFirst() throws {
        let (driver, window, log) = setUp()
        window.addSubview(RecordingView("A", frame: CGRect(x: 0, y: 0, width: 400, height: 400), log: log))
        try driver.frame {
            try $0.down(1, at: CGPoint(x: 10, y: 10))
            try $0.down(2, at: CGPoint(x: 50, y: 50))
        }
        try driver.frame {
            try $0.up(1)
            try $0.up(2)
        }
        #expect(log.take() == ["A.touchesBegan(1)", "A.touchesEnded(1)"])
    }

    @Test func anExclusiveTouchViewBlocksOtherViewsAndIsBlockedByThem() throws {
        let (driver, window, log) = setUp()
        let exclusive = RecordingView("X", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        exclusive.isExclusiveTouch = true
        window.addSubview(exclusive)
        window.addSubview(RecordingView("B", frame: CGRect(x: 200, y: 0, width: 100, height: 100), log: log))
        // X tracking: B's touch is not delivered.
        try driver.touchDown(1, at: CGPoint(x: 10, y: 10))
        try driver.tap(at: CGPoint(x: 210, y: 10), finger: 2)
        try driver.touchUp(1)
        // B tracking: X's touch is not delivered.
        try driver.touchDown(3, at: CGPoint(x: 210, y: 10))
        try driver.tap(at: CGPoint(x: 10, y: 10), finger: 4)
        try driver.touchUp(3)
        // Alone, both work.
        try driver.tap(at: CGPoint(x: 10, y: 10), finger: 5)
        #expect(
            log.take() == [
                "X.touchesBegan(1)", "X.touchesEnded(1)",
                "B.touchesBegan(3)", "B.touchesEnded(3)",
                "X.touchesBegan(5)", "X.touchesEnded(5)",
            ])
    }

    @Test func exclusiveTouchOnlyConcernsOneWindow() throws {
        let (driver, window, log) = setUp()
        let exclusive = RecordingView("X", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        exclusive.isExclusiveTouch = true
        window.addSubview(exclusive)
        let other = UIWindow(frame: CGRect(x: 500, y: 0, width: 100, height: 100))
        other.makeKeyAndVisible()
        other.addSubview(RecordingView("O", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log))
        try driver.touchDown(1, at: CGPoint(x: 10, y: 10), in: window)
        try driver.touchDown(2, at: CGPoint(x: 10, y: 10), in: other)
        try driver.touchUp(2)
        try driver.touchUp(1)
        #expect(log.take() == ["X.touchesBegan(1)", "O.touchesBegan(2)", "O.touchesEnded(2)", "X.touchesEnded(1)"])
    }

    @Test func aViewRemovedMidTouchIsCancelledOnceAndHearsNothingMore() throws {
        let (driver, window, log) = setUp()
        let view = RecordingView("A", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        window.addSubview(view)
        try driver.touchDown(1, at: CGPoint(x: 10, y: 10))
        view.removeFromSuperview()
        #expect(log.take() == ["A.touchesBegan(1)", "A.touchesCancelled(1)"])
        try driver.touchMove(1, to: CGPoint(x: 20, y: 20))
        try driver.touchUp(1)
        window.addSubview(view)
        try driver.tap(at: CGPoint(x: 10, y: 10), finger: 2)
        #expect(log.take() == ["A.touchesBegan(2)", "A.touchesEnded(2)"])
        #expect(driver.diagnostics.isEmpty)
    }

    @Test func removingAnAncestorCancelsTheTouchesOfViewsInside() throws {
        let (driver, window, log) = setUp()
        let container = named("container", CGRect(x: 0, y: 0, width: 200, height: 200))
        let inner = RecordingView("inner", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        inner.isMultipleTouchEnabled = true
        container.addSubview(inner)
        window.addSubview(container)
        window.addSubview(RecordingView("outside", frame: CGRect(x: 300, y: 300, width: 50, height: 50), log: log))
        try driver.touchDown(1, at: CGPoint(x: 10, y: 10))
        try driver.touchDown(2, at: CGPoint(x: 20, y: 20))
        try driver.touchDown(3, at: CGPoint(x: 310, y: 310))
        container.removeFromSuperview()
        try driver.frame {
            try $0.up(1)
            try $0.up(2)
            try $0.up(3)
        }
        #expect(
            log.take() == [
                "inner.touchesBegan(1)", "inner.touchesBegan(2)", "outside.touchesBegan(3)",
                "inner.touchesCancelled(1,2)", "outside.touchesEnded(3)",
            ])
    }

    @Test func aViewThatRemovesItselfWhileHandlingBeganGetsCancelledNotEnded() throws {
        let (driver, window, log) = setUp()
        final class SelfRemoving: RecordingView {
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                super.touchesBegan(touches, with: event)
                removeFromSuperview()
            }
        }
        window.addSubview(SelfRemoving("A", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log))
        try driver.tap(at: CGPoint(x: 10, y: 10))
        #expect(log.take() == ["A.touchesBegan(1)", "A.touchesCancelled(1)"])
    }

    @Test func movingAViewToAnotherPlaceInTheSameWindowKeepsItsTouch() throws {
        let (driver, window, log) = setUp()
        let view = RecordingView("A", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        let shelf = named("shelf", CGRect(x: 200, y: 200, width: 100, height: 100))
        window.addSubview(view)
        window.addSubview(shelf)
        try driver.touchDown(1, at: CGPoint(x: 10, y: 10))
        shelf.addSubview(view)
        try driver.touchUp(1)
        #expect(log.take() == ["A.touchesBegan(1)", "A.touchesEnded(1)"])
    }

    @Test func closingAWindowCancelsItsTouches() throws {
        let (driver, window, log) = setUp()
        window.addSubview(RecordingView("A", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log))
        try driver.touchDown(1, at: CGPoint(x: 10, y: 10))
        window.close()
        #expect(log.take() == ["A.touchesBegan(1)", "A.touchesCancelled(1)"])
        #expect(driver.application.windows.isEmpty)
        #expect(driver.application.keyWindow == nil)
    }

    @Test func theBackendCanCancelATouch() throws {
        let (driver, window, log) = setUp()
        window.addSubview(RecordingView("A", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log))
        try driver.touchDown(1, at: CGPoint(x: 10, y: 10))
        try driver.touchCancel(1)
        #expect(log.take() == ["A.touchesBegan(1)", "A.touchesCancelled(1)"])
    }

    @Test func aTouchOutsideEveryViewOfTheWindowGoesNowhere() throws {
        let (driver, window, log) = setUp()
        window.addSubview(RecordingView("A", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log))
        try driver.tap(at: CGPoint(x: 500, y: 500))
        #expect(log.take() == [])
        #expect(driver.diagnostics.isEmpty)
    }
}
