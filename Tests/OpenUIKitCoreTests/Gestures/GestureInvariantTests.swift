import Foundation
import Testing
@testable import OpenUIKitCore
import OpenUIKitTesting

/// Random multi-finger input over views with all six recognizers, random delivery flags, failure requirements,
/// recognizers switched off and views removed mid-gesture, checked against the invariants of the gesture issue.
@MainActor
@Suite struct GestureInvariantTests {
    @Test(arguments: 0..<60)
    func randomGesturesKeepEveryInvariant(seed: Int) throws {
        var random = SplitMix64(state: UInt64(seed) &* 104_729 &+ 17)
        let driver = EventDriver()
        let window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let a = AuditingView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let b = AuditingView(frame: CGRect(x: 50, y: 50, width: 300, height: 300))
        let c = AuditingView(frame: CGRect(x: 50, y: 50, width: 150, height: 150))
        for (view, name) in [(a, "A"), (b, "B"), (c, "C")] {
            view.accessibilityIdentifier = name
            view.isMultipleTouchEnabled = true
        }
        window.addSubview(a)
        a.addSubview(b)
        b.addSubview(c)

        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        let recognizers: [(UIGestureRecognizer, UIView)] = [
            (UITapGestureRecognizer(), a), (double, b), (UIPanGestureRecognizer(), b),
            (UILongPressGestureRecognizer(), c), (UISwipeGestureRecognizer(), a), (UIPinchGestureRecognizer(), b),
            (UIRotationGestureRecognizer(), c),
        ]
        var transitions: [String: [String]] = [:]
        var winners: [(UIGestureRecognizer, Set<Int>)] = []
        for (index, (recognizer, view)) in recognizers.enumerated() {
            recognizer.name = "r\(index)"
            recognizer.cancelsTouchesInView = Bool.random(using: &random)
            recognizer.delaysTouchesBegan = Int.random(in: 0..<4, using: &random) == 0
            recognizer.delaysTouchesEnded = Bool.random(using: &random)
            recognizer.addHandler { recognizer in
                if recognizer.state == .began
                    || (recognizer.state == .ended && !winners.contains { $0.0 === recognizer })
                {
                    winners.append((recognizer, Set(recognizer.receivedTouches.map(\.serial))))
                }
            }
            view.addGestureRecognizer(recognizer)
        }
        recognizers[0].0.require(toFail: double)
        recognizers[2].0.require(toFail: recognizers[4].0)
        let debug = ProcessInfo.processInfo.environment["GESTURE_DEBUG_SEED"] == String(seed)
        driver.application.gestureDecisionObserver = { decision in
            if debug { print("DBG \(decision)") }
            switch decision.kind {
            case .stateChanged(let state):
                transitions[decision.recognizer.debugName, default: []].append("\(state)")
            case .reset:
                transitions[decision.recognizer.debugName, default: []].append("reset to possible")
            default:
                break
            }
        }

        var down: [Int: CGPoint] = [:]
        var nextFinger = 1
        for _ in 0..<200 {
            let roll = Int.random(in: 0..<100, using: &random)
            if debug { print("DBG roll \(roll) down \(down.keys.sorted())") }
            if roll < 25 && down.count < 3 {
                let point = CGPoint(x: .random(in: 0..<400, using: &random), y: .random(in: 0..<400, using: &random))
                try driver.touchDown(nextFinger, at: point)
                down[nextFinger] = point
                nextFinger += 1
            } else if roll < 60, let finger = down.keys.sorted().randomElement(using: &random) {
                let old = down[finger]!
                let point = CGPoint(
                    x: old.x + .random(in: -40...40, using: &random), y: old.y + .random(in: -40...40, using: &random))
                try driver.touchMove(finger, to: point)
                down[finger] = point
            } else if roll < 80, let finger = down.keys.sorted().randomElement(using: &random) {
                if Int.random(in: 0..<10, using: &random) == 0 {
                    try driver.touchCancel(finger)
                } else {
                    try driver.touchUp(finger)
                }
                down[finger] = nil
            } else if roll < 92 {
                driver.advance(by: .random(in: 0...0.6, using: &random))
            } else if roll < 96 {
                let recognizer = recognizers.randomElement(using: &random)!.0
                recognizer.isEnabled.toggle()
            } else {
                if c.superview == nil { b.addSubview(c) } else { c.removeFromSuperview() }
            }
        }
        for finger in down.keys.sorted() { try driver.touchUp(finger) }
        driver.advance(by: 2)

        let views = [a, b, c]
        #expect(views.flatMap(\.violations).isEmpty, "seed \(seed): \(views.flatMap(\.violations).prefix(3))")
        #expect(views.map(\.unfinished) == [0, 0, 0], "seed \(seed)")
        for (recognizer, _) in recognizers {
            #expect(recognizer.state == .possible, "seed \(seed): \(recognizer.debugName) ended in \(recognizer.state)")
        }
        for (name, states) in transitions {
            #expect(followsStateMachine(states), "seed \(seed): \(name) went \(states)")
        }
        for (i, first) in winners.enumerated() {
            for second in winners[(i + 1)...] where first.0 !== second.0 && !first.1.isDisjoint(with: second.1) {
                let firstCouldStopSecond = first.0.canPrevent(second.0) && second.0.canBePrevented(by: first.0)
                #expect(
                    !firstCouldStopSecond,
                    "seed \(seed): \(first.0.debugName) and \(second.0.debugName) both won one touch")
            }
        }
    }

    /// possible → (began (changed)* (ended | cancelled) | ended | failed) → reset, repeated; "reset to possible"
    /// closes each gesture.
    private func followsStateMachine(_ states: [String]) -> Bool {
        var current = "possible"
        for state in states {
            let allowed: [String]
            switch current {
            case "possible": allowed = ["began", "ended", "failed"]
            case "began", "changed": allowed = ["changed", "ended", "cancelled"]
            default: allowed = ["reset to possible"]
            }
            guard allowed.contains(state) else { return false }
            current = state == "reset to possible" ? "possible" : state
        }
        return current == "possible"
    }
}
