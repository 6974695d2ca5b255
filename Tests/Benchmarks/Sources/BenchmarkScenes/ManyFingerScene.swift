// Issue 10, defect 9: one frame of N fingers landing, then one frame of all N lifting, on one multi-touch view that
// carries the six recognizers. Shared by the Gestures benchmark suite and EventCoreProbe's `manyfingers` mode.

import OpenUIKit
import OpenUIKitTesting

/// A counting view with the six recognizers (pan with no maximum, so it takes every finger), in its own window.
@MainActor
public final class ManyFingerScene {
    public let driver: EventDriver
    public let window: UIWindow
    public let view = GestureTargetView(frame: CGRect(x: 0, y: 0, width: 1_000, height: 1_000))
    public let log = GestureActionLog()
    public let recognizers: [UIGestureRecognizer]

    public init(driver: EventDriver) {
        self.driver = driver
        let previousDefault = driver.defaultWindow
        window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 1_000, height: 1_000))
        driver.defaultWindow = previousDefault
        view.isMultipleTouchEnabled = true
        window.addSubview(view)
        recognizers = [
            UITapGestureRecognizer(target: log, action: "tap:"),
            UILongPressGestureRecognizer(target: log, action: "longPress:"),
            UIPanGestureRecognizer(target: log, action: "pan:"),
            UISwipeGestureRecognizer(target: log, action: "swipe:"),
            UIPinchGestureRecognizer(target: log, action: "pinch:"),
            UIRotationGestureRecognizer(target: log, action: "rotation:"),
        ]
        for recognizer in recognizers { view.addGestureRecognizer(recognizer) }
    }

    private func point(_ finger: Int) -> CGPoint {
        CGPoint(x: CGFloat(finger % 1_000), y: CGFloat(finger / 1_000 % 1_000))
    }

    /// The timed part: all fingers down in one frame, then all up in one frame.
    public func perform(fingers: Int) {
        do {
            try driver.frame(in: window) { frame in
                for finger in 1...fingers { try frame.down(finger, at: point(finger)) }
            }
            try driver.frame(in: window) { frame in
                for finger in 1...fingers { try frame.up(finger) }
            }
        } catch {
            fatalError("\(fingers) fingers: \(error)")
        }
    }

    /// The view saw every finger begin and end once, and every recognizer is back to possible.
    public func problem(fingers: Int) -> String? {
        if view.began != fingers || view.ended + view.cancelled != fingers || view.moved != 0 {
            return "view saw began \(view.began), moved \(view.moved), ended \(view.ended), cancelled \(view.cancelled)"
        }
        if let busy = recognizers.first(where: { $0.state != .possible }) {
            return "\(busy.debugName) is \(busy.state)"
        }
        return nil
    }
}
