import Foundation
@_spi(Input) import OpenUIKitX11

/// The part of a click's latency spent inside the app: from the X event leaving Xlib's queue
/// (`X11Backend.eventArrivalObserver`, right after `XNextEvent`) to the button's action, which the floor client does
/// in a few hundred instructions, split at the event's `UIApplication.sendEvent(_:)` (XInput2 translation, the
/// touch frame and the hit test before it; gesture delivery, the control's tracking and its highlight after).
/// Printed at exit as `M click_inapp_press_median`, `…_release_median`, `…_press_to_dispatch_median` and
/// `…_release_to_dispatch_median` (µs): unlike the end-to-end figures they leave out the X server and the
/// scheduler, so two builds compare on a noisy machine.
@MainActor
final class InAppLatency {
    private var arrival: Int64?, dispatch: Int64?
    private var samples: [String: [Int64]] = [:]

    init(screen: OnScreen) {
        // XInput2 events only (X's GenericEvent, 35): the shared-memory completion that follows each frame must
        // not start the next click's clock.
        screen.backend.eventArrivalObserver = { [unowned self] type in
            if type == 35, arrival == nil { arrival = nowNanoseconds() }
        }
        (screen.application as? DriveApplication)?.eventObserver = { [unowned self] _ in
            if arrival != nil, dispatch == nil { dispatch = nowNanoseconds() }
        }
    }

    /// Prints xdrive's `P t` (a press) or `C t` (a release) and keeps the time since the event's arrival.
    func acted(press isPress: Bool) {
        let time = nowNanoseconds()
        Drive.out("\(isPress ? "P" : "C") \(time)")
        defer { arrival = nil; dispatch = nil }
        guard let arrival else { return }
        let phase = isPress ? "press" : "release"
        samples[phase, default: []].append(time - arrival)
        if let dispatch { samples["\(phase)_to_dispatch", default: []].append(dispatch - arrival) }
    }

    func report() {
        for (name, values) in samples.sorted(by: { $0.key < $1.key }) where !values.isEmpty {
            let median = Double(values.sorted()[values.count / 2]) / 1000
            Drive.out("M click_inapp_\(name)_median \(String(format: "%.1f", median)) us")
        }
    }
}
