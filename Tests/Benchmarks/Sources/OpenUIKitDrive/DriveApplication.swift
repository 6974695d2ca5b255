import OpenUIKit

/// The application, with `sendEvent(_:)` overridden as UIKit apps override it to see every event: the earliest
/// point where app code sees an event the core has made from backend input. For a touch that begins, the core's
/// hit test has already run by then (GTK likewise picks the target before its capture phase, where gtkb takes
/// its dispatch time).
final class DriveApplication: UIApplication {
    /// Told each event before it is delivered.
    var eventObserver: (@MainActor (UIEvent) -> Void)?

    override func sendEvent(_ event: UIEvent) {
        eventObserver?(event)
        super.sendEvent(event)
    }
}
