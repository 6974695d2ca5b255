import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

@MainActor
@Suite struct EventTraceTests {
    @Test func aSingleTapWaitingForADoubleTapIsTracedStepByStep() throws {
        let scene = TracedScene()
        let single = UITapGestureRecognizer()
        single.name = "single"
        let double = UITapGestureRecognizer()
        double.name = "double"
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        scene.view.addGestureRecognizer(single)
        scene.view.addGestureRecognizer(double)
        try scene.driver.tap(at: CGPoint(x: 50, y: 50))
        scene.driver.advance(by: 0.35)
        let w = scene.window.identifier
        #expect(
            scene.take() == [
                "   0.000 input \(w): touch 1:1 began at (50, 50)",
                "   0.000 hit-test touch 1:1 at (50, 50) → V; responder chain: V → window → UIApplication; "
                    + "recognizers: single, double\n"
                    + "           window: pointInside (0, 0, 200×200)\n"
                    + "             V: chosen (20, 20, 100×100)",
                "   0.000 deliver V.touchesBegan(touch 1:1)",
                "   0.000 input \(w): touch 1:1 ended at (50, 50)",
                "   0.000 arbiter: single (on V) held, waiting for double to fail",
                "   0.000 withhold V.touchesEnded(touch 1:1): single, double undecided (delaysTouchesEnded)",
                "   0.350 double (on V): failed",
                "   0.350 arbiter: double (on V) fails: ownLogic",
                "   0.350 arbiter: single (on V) released",
                "   0.350 arbiter: single (on V) proceeds",
                "   0.350 single (on V): ended",
                "   0.350 take touch 1:1 from V: single recognized (cancelsTouchesInView)",
                "   0.350 deliver V.touchesCancelled(touch 1:1)",
                "   0.350 single (on V): reset to possible",
                "   0.350 double (on V): reset to possible",
            ])
    }

    @Test func controlActionsAndDelaysTouchesBeganAreTraced() throws {
        let scene = TracedScene()
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        button.accessibilityIdentifier = "save"
        scene.view.addSubview(button)
        let target = ActionSink()
        button.addTarget(target, action: "fire", for: .touchUpInside)
        let pan = UIPanGestureRecognizer()
        pan.name = "pan"
        pan.delaysTouchesBegan = true
        scene.view.addGestureRecognizer(pan)
        try scene.driver.tap(at: CGPoint(x: 40, y: 40))
        #expect(
            Array(scene.take().dropFirst(2)) == [
                "   0.000 withhold save.touchesBegan(touch 1:1): pan undecided (delaysTouchesBegan)",
                "   0.000 input \(scene.window.identifier): touch 1:1 ended at (40, 40)",
                "   0.000 pan (on V): failed",
                "   0.000 arbiter: pan (on V) fails: ownLogic",
                "   0.000 deliver save.touchesBegan(touch 1:1)",
                "   0.000 deliver save.touchesEnded(touch 1:1)",
                "   0.000 action from save: sent fire to ActionSink",
                "   0.000 pan (on V): reset to possible",
            ])
    }

    @Test func aHitTestNamesSubviewsOutsideTheirParentAsUnreachable() throws {
        let scene = TracedScene()
        let card = named("Card", CGRect(x: 80, y: 80, width: 60, height: 60))
        scene.view.addSubview(card)
        try scene.driver.tap(at: CGPoint(x: 130, y: 130))
        guard case .hitTest(_, let trace, _, _, _)? = scene.entries.dropFirst().first?.event else {
            Issue.record("no hit-test")
            return
        }
        #expect(
            trace.summary == [
                "window: chosen (0, 0, 200×200)",
                "  V: pointOutside (20, 20, 100×100); outside it, unreachable here: Card",
            ])
        #expect(trace.steps[1].notVisited == ["Card"])
    }

    @Test func everyEntryRoundTripsThroughItsJSONLine() throws {
        let scene = TracedScene()
        let tap = UITapGestureRecognizer { _ in }
        tap.delaysTouchesBegan = true
        scene.view.addGestureRecognizer(tap)
        scene.view.addSubview(named("Card", CGRect(x: 80, y: 80, width: 60, height: 60)))
        try scene.driver.tap(at: CGPoint(x: 130, y: 130))
        try scene.driver.tap(at: CGPoint(x: 30, y: 30))
        try scene.driver.click(at: CGPoint(x: 30, y: 30))
        try scene.driver.shake()
        let text = scene.entries.map(\.jsonLine).joined(separator: "\n")
        let decoded = try EventTraceEntry.decodeLines(text)
        // Decoded hit-test steps refer to no live view, so compare what files keep: the readable lines.
        #expect(decoded.map(\.description) == scene.entries.map(\.description))
        let kinds = Set(decoded.map { String(describing: $0.event).prefix { $0 != "(" } })
        #expect(kinds == ["input", "hitTest", "recognizer", "withheld", "delivered", "taken", "action"])
        #expect(throws: DecodingError.self) { try EventTraceEntry.decodeLines("{\"time\": 1}") }
    }

    /// The scene's application stays `UIApplication.shared` after the scene is gone (another suite's test may send
    /// an action through it next, as `MacroUseTests` do): the trace handler the scene left there must not reach back
    /// into the freed scene. It did (an `unowned` capture), which trapped the whole test process in about one full run
    /// of fifty, whenever the test order put such a test right after one of the traced ones.
    @Test func aFinishedScenesTraceHandlerIsHarmlessToTheNextSender() {
        do {
            let scene = TracedScene()
            #expect(UIApplication.shared === scene.driver.application)
        }
        let target = ActionSink()
        #expect(UIApplication.shared.sendAction("fire", to: target, from: nil, for: nil))
        #expect(target.fired == 1)
    }

    @Test func theTraceIsOffByDefaultAndLeavesTheDecisionObserverAlone() throws {
        let driver = EventDriver()
        let window = driver.makeWindow()
        let view = named("V", CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        let tap = UITapGestureRecognizer()
        tap.name = "tap"
        view.addGestureRecognizer(tap)
        #expect(driver.application.eventTraceHandler == nil)
        var decisions: [String] = []
        var traced: [String] = []
        driver.application.gestureDecisionObserver = { decisions.append($0.description) }
        driver.application.eventTraceHandler = { entry in
            if case .recognizer(let decision) = entry.event { traced.append(decision.line) }
        }
        try driver.tap(at: CGPoint(x: 10, y: 10))
        driver.application.eventTraceHandler = nil
        try driver.tap(at: CGPoint(x: 10, y: 10), finger: 2)
        #expect(decisions == ["arbiter: tap proceeds", "tap: ended", "tap: reset to possible"].repeated(2))
        #expect(traced == ["arbiter: tap (on V) proceeds", "tap (on V): ended", "tap (on V): reset to possible"])
        #expect(driver.application.gestureDecisionObserver != nil)
    }
}

extension Array {
    func repeated(_ count: Int) -> [Element] { (0..<count).flatMap { _ in self } }
}

@MainActor
final class ActionSink: UIActionTarget {
    var fired = 0
    func actionMethod(for action: Selector) -> ActionMethod? {
        action == "fire"
            ? ActionMethod(argumentCount: 0) { receiver, _, _ in (receiver as! ActionSink).fired += 1 } : nil
    }
}
