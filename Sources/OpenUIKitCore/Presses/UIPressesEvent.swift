import Foundation

/// The event that carries key presses.
///
/// Mirrors `UIPressesEvent`: one object per application spans every key held, as one touches event spans a
/// multitouch sequence; its presses change as keys go down and up.
@preconcurrency @MainActor
open class UIPressesEvent: UIEvent {
    /// The presses in the order their keys went down (kept ordered so logs are deterministic).
    var orderedPresses: [UIPress] = []

    init(timestamp: TimeInterval) {
        super.init(type: .presses, timestamp: timestamp)
    }

    /// Every key held, and the ones ending in this delivery.
    open var allPresses: Set<UIPress> { Set(orderedPresses) }

    /// The presses `gestureRecognizer` receives.
    open func presses(for gestureRecognizer: UIGestureRecognizer) -> Set<UIPress> {
        Set(orderedPresses.lazy.filter { $0.gestureRecognizers?.contains { $0 === gestureRecognizer } ?? false })
    }
}
