import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// The discrete two-finger recognizer of Docs/EventModel.md, "Gesture delivery": it decides only when both fingers have
/// lifted, recognizing or failing as told. A custom subclass, as apps write them.
final class TwoFingerDecider: UIGestureRecognizer {
    var recognizes = true
    private var lifted = 0

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if numberOfTouches > 2 { state = .failed }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        lifted += touches.count
        if lifted == 2 { state = recognizes ? .recognized : .failed }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { state = .failed }

    override func reset() {
        super.reset()
        lifted = 0
    }
}
