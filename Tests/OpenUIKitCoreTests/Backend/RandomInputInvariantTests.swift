import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

@MainActor
@Suite struct RandomInputInvariantTests {
    /// Random multi-finger input, including incoherent samples, NaN, pointer input, views leaving and rejoining
    /// the window, a second window and window closing. Afterwards every touch any view saw begin has ended exactly
    /// once, no view heard of a touch after its end, and nothing crashed.
    @Test(arguments: 0..<40)
    func everyTouchAViewSawBeginEndsExactlyOnce(seed: Int) {
        var random = SplitMix64(state: UInt64(seed) &* 7919)
        let driver = EventDriver()
        let windows = [
            driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200)),
            driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200)),
        ]
        var views: [AuditingView] = []
        for (index, window) in windows.enumerated() {
            for column in 0..<2 {
                let view = AuditingView(frame: CGRect(x: column * 100, y: 0, width: 100, height: 200))
                view.accessibilityIdentifier = "w\(index)v\(column)"
                view.isMultipleTouchEnabled = Bool.random(using: &random)
                view.isExclusiveTouch = Int.random(in: 0..<4, using: &random) == 0
                window.addSubview(view)
                views.append(view)
            }
        }
        func randomPoint() -> CGPoint {
            if Int.random(in: 0..<25, using: &random) == 0 { return CGPoint(x: CGFloat.nan, y: 3) }
            return CGPoint(x: .random(in: -20...220, using: &random), y: .random(in: -20...220, using: &random))
        }
        for step in 0..<300 {
            let window = windows.randomElement(using: &random)!
            let roll = Int.random(in: 0..<100, using: &random)
            switch roll {
            case 0..<80:
                var samples: [RawInput.TouchSample] = []
                for _ in 0..<Int.random(in: 1...3, using: &random) {
                    let phases: [RawInput.TouchPhase] = [.began, .moved, .moved, .ended, .cancelled]
                    samples.append(
                        .init(
                            identifier: .init(device: 1, number: .random(in: 0..<5, using: &random)),
                            phase: phases.randomElement(using: &random)!, location: randomPoint()))
                }
                driver.sendUnchecked(
                    RawInput(window: window.identifier, timestamp: TimeInterval(step), payload: .touches(samples)))
            case 80..<88:
                let actions: [RawInput.PointerSample.Action] = [.buttonDown(.primary), .buttonUp(.primary), .moved]
                driver.sendUnchecked(
                    RawInput(
                        window: window.identifier, timestamp: TimeInterval(step),
                        payload: .pointer(
                            .init(device: 2, action: actions.randomElement(using: &random)!, location: randomPoint()))))
            case 88..<95:
                let view = views.randomElement(using: &random)!
                if view.superview == nil {
                    window.addSubview(view)
                } else {
                    view.removeFromSuperview()
                }
            case 95..<98:
                window.close()
                window.makeKeyAndVisible()
            default:
                driver.advance(by: 0.1)
            }
        }
        // Lift every finger and the button with valid input: nothing may be left hanging, without any help from
        // closing windows.
        for window in windows where !window.isHidden {
            for number in 0..<5 {
                driver.sendUnchecked(
                    RawInput(
                        window: window.identifier, timestamp: 1_000,
                        payload: .touches([
                            .init(
                                identifier: .init(device: 1, number: number), phase: .ended,
                                location: CGPoint(x: 5, y: 5))
                        ])))
            }
            driver.sendUnchecked(
                RawInput(
                    window: window.identifier, timestamp: 1_000,
                    payload: .pointer(
                        .init(device: 2, action: .buttonUp(.primary), location: CGPoint(x: 5, y: 5)))))
        }
        let violations = views.flatMap(\.violations)
        #expect(violations.isEmpty, "seed \(seed): \(violations.prefix(5))")
        #expect(views.map(\.unfinished) == [0, 0, 0, 0], "seed \(seed)")
        for window in windows { window.close() }
        #expect(views.map(\.unfinished) == [0, 0, 0, 0], "seed \(seed) after closing")
        #expect(views.map(\.callbackCount).reduce(0, +) > 0, "seed \(seed) delivered nothing at all")
    }
}
