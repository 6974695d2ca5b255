import Foundation

/// How a window hands the touches of an event to views: the part of `UIWindow.sendEvent(_:)` for touches.
///
/// Each non-stationary touch of the window goes to its hit-test view, at most once per phase: a view sees a touch
/// begin once, then moves, then exactly one end (ended or cancelled). Touches of one phase for one view arrive
/// together in one call; phases go in the order began, moved, ended, cancelled; views in the order their first
/// touch began. A touch kept from its view (`isMultipleTouchEnabled`, `isExclusiveTouch`) is not delivered.
/// Gesture recognizers join this path in the gesture issue.
@MainActor
enum TouchDelivery {
    static func deliver(_ event: UIEvent, in window: UIWindow) {
        let touches = event.orderedTouches.filter { $0.window === window && $0.phase != .stationary }
        guard !touches.isEmpty else { return }
        for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
            for (view, group) in groupedByView(touches, phase: phase) {
                send(phase, group, to: view, event: event)
            }
        }
    }

    /// Cancels `touches` in their views now, outside the normal event flow (a view left its window).
    static func cancel(_ touches: [UITouch], event: UIEvent) {
        for (view, group) in groupedByView(touches, phase: .cancelled) {
            send(.cancelled, group, to: view, event: event)
        }
    }

    private static func groupedByView(_ touches: [UITouch], phase: UITouch.Phase) -> [(UIView, [UITouch])] {
        var groups: [(UIView, [UITouch])] = []
        for touch in touches where touch.phase == phase && touch.isDeliverableToView {
            guard let view = touch.view, isExpected(phase, after: touch.viewDelivery) else { continue }
            if let index = groups.firstIndex(where: { $0.0 === view }) {
                groups[index].1.append(touch)
            } else {
                groups.append((view, [touch]))
            }
        }
        return groups
    }

    private static func isExpected(_ phase: UITouch.Phase, after delivery: UITouch.ViewDelivery) -> Bool {
        switch (phase, delivery) {
        case (.began, .notStarted): true
        case (.moved, .began), (.ended, .began), (.cancelled, .began): true
        default: false
        }
    }

    private static func send(_ phase: UITouch.Phase, _ touches: [UITouch], to view: UIView, event: UIEvent) {
        // The state changes before the call, so a view that removes itself inside the callback cannot be sent a
        // second end for the same touch.
        let live = touches.filter { isExpected(phase, after: $0.viewDelivery) }
        guard !live.isEmpty else { return }
        for touch in live {
            touch.viewDelivery = (phase == .began || phase == .moved) ? .began : .finished
        }
        let set = Set(live)
        switch phase {
        case .began: view.touchesBegan(set, with: event)
        case .moved: view.touchesMoved(set, with: event)
        case .ended: view.touchesEnded(set, with: event)
        case .cancelled: view.touchesCancelled(set, with: event)
        default: break
        }
    }
}
