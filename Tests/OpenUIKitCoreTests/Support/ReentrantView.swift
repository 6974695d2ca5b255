import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// A recording view that runs app code after logging each touch callback.
@MainActor
final class ReentrantView: RecordingView {
    var onBegan: ((Set<UITouch>) -> Void)?
    var onEnded: ((Set<UITouch>) -> Void)?
    var onCancelled: ((Set<UITouch>) -> Void)?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        onBegan?(touches)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        onEnded?(touches)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesCancelled(touches, with: event)
        onCancelled?(touches)
    }
}
