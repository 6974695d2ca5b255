import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// A delegate whose answers run app code first.
@MainActor
final class ReentrantDelegate: UIGestureRecognizerDelegate {
    var shouldBegin: (UIGestureRecognizer) -> Bool = { _ in true }
    var shouldReceive: (UIGestureRecognizer, UITouch) -> Bool = { _, _ in true }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        shouldBegin(gestureRecognizer)
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        shouldReceive(gestureRecognizer, touch)
    }
}
