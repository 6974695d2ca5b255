import CXDrive
import Foundation
import OpenUIKit
@_spi(Input) import OpenUIKitX11

/// gtkb's `tree --gestures`: the six built-in recognizers with default settings on the level-9 leaf of cell
/// (C/2, R/2) of the N=10,000 tree — tap, pan, swipe, pinch, rotation, long press (GTK: Click, Drag, Swipe, Zoom,
/// Rotate, LongPress) — and every callback of theirs recorded: each action (a handler on every recognizer), each
/// state change the application reports (`gestureDecisionObserver`: state changes, failures and resets), and each
/// touch hook as a subclass sees it (`touchesBegan/Moved/Ended/Cancelled`, recorded after `super` returns). The
/// hooks stand where GTK's per-event begin/update/end signals stand: with default settings a press changes no
/// recognizer's state in UIKit, so without them a press would have no callback at all.
///
/// Per injected event, as gtkb:
/// - arrival: `X11Backend.eventArrivalObserver`, as each X event is read from the connection;
/// - dispatch: the first `UIApplication.sendEvent(_:)` for it (`DriveApplication`), after the core's hit test;
/// - last: the last recognizer callback before the ack;
/// - the ack `A i type ncallbacks` is sent from a main-queue block queued at dispatch, which runs once the loop's
///   pass over this event (delivery, timers, drawing) has returned, as gtkb's idle callback does.
///
/// The observer hears the X event's type only, not its XInput2 subtype: a second XI2 event that arrives before the
/// first is dispatched counts as a duplicate (`duplicate_x_events`), and the record's type (press, motion,
/// release) is the phase of the touch when it is dispatched.
@MainActor
final class GestureRecorder {
    struct Record {
        var type = -1
        let arrival: Int64
        var dispatch: Int64 = 0, last: Int64 = 0, acknowledged: Int64 = 0
        var callbacks = 0, xEvents = 1
    }

    let screen: OnScreen
    let target: UIView
    let tag: String
    var records: [Record] = []
    var current = -1
    var armed = false, inDispatch = false
    /// Kept alive: a recognizer holds neither its handlers' owner nor the others.
    var recognizers: [UIGestureRecognizer] = []

    init(screen: OnScreen, target: UIView, tag: String) {
        self.screen = screen
        self.target = target
        self.tag = tag
        records.reserveCapacity(3 * 10_000 + 16)
        recognizers = [
            RecordingTap(), RecordingPan(), RecordingSwipe(), RecordingPinch(), RecordingRotation(),
            RecordingLongPress(),
        ]
        GestureRecorder.hook = { [unowned self] in callback() }
        for recognizer in recognizers {
            recognizer.addHandler { [unowned self] _ in callback() }
            target.addGestureRecognizer(recognizer)
        }
        screen.application.gestureDecisionObserver = { [unowned self] decision in
            switch decision.kind {
            case .stateChanged, .failed, .reset: callback()
            default: break
            }
        }
        screen.backend.eventArrivalObserver = { [unowned self] type in arrived(type) }
        (screen.application as? DriveApplication)?.eventObserver = { [unowned self] event in dispatched(event) }
    }

    /// The window is on screen: tell xdrive the two leaf points, 10 points apart on the leaf's centre line.
    func start() {
        let height = target.bounds.height, width = target.bounds.width
        guard let p0 = screen.rootPoint(of: target, at: CGPoint(x: 2, y: height / 2)),
            let p1 = screen.rootPoint(of: target, at: CGPoint(x: min(12, width - 1), y: height / 2))
        else { return }
        Drive.watchCommands { [unowned self] line in command(line) }
        Drive.out("READY \(p0.x) \(p0.y) \(p1.x) \(p1.y)")
    }

    private func command(_ line: String?) {
        switch line {
        case "GO":
            armed = true
            Drive.out("ARMED")
        case "DONE":
            armed = false
            report()
            Drive.out("END")
            exit(0)
        case "QUIT", nil:
            exit(0)
        default:
            break
        }
    }

    private func arrived(_ type: Int32) {
        guard armed, type == GenericEvent else { return }
        let time = nowNanoseconds()
        if current >= 0 {
            if records[current].dispatch == 0 {
                records[current].xEvents += 1
                return
            }
            // Dispatched but never acked: abandoned (reported under *_no_callback), as gtkb does.
            records[current].callbacks = 0
            records[current].dispatch = 0
            inDispatch = false
            current = -1
        }
        records.append(Record(arrival: time))
        current = records.count - 1
    }

    private func dispatched(_ event: UIEvent) {
        let time = nowNanoseconds()
        guard current >= 0, event.type == .touches, records[current].dispatch == 0 else { return }
        records[current].dispatch = time
        records[current].type =
            switch event.allTouches?.first?.phase {
            case .began: 0
            case .moved, .stationary: 1
            default: 2
            }
        inDispatch = true
        DispatchQueue.main.async { MainActor.assumeIsolated { self.acknowledge() } }
    }

    /// Called by the recording recognizers after each touch hook.
    static var hook: @MainActor () -> Void = {}

    private func callback() {
        let time = nowNanoseconds()
        guard inDispatch, current >= 0 else { return }
        records[current].last = time
        records[current].callbacks += 1
    }

    private func acknowledge() {
        inDispatch = false
        guard current >= 0 else { return }
        records[current].acknowledged = nowNanoseconds()
        let record = records[current]
        Drive.out("A \(current) \(record.type) \(record.callbacks)")
        current = -1
    }

    private func report() {
        let names = ["press", "motion", "release"]
        var all: [Int64] = []
        var callbackTotal = 0, extraXEvents = 0
        for type in 0..<3 {
            var toLast: [Int64] = [], toDispatch: [Int64] = [], dispatchToLast: [Int64] = [],
                dispatchToAck: [Int64] = []
            var withoutCallback = 0
            for record in records where record.type == type || (type == 0 && record.type == -1) {
                extraXEvents += record.xEvents - 1
                guard record.callbacks > 0, record.dispatch > 0 else {
                    withoutCallback += 1
                    continue
                }
                callbackTotal += record.callbacks
                toLast.append(record.last - record.arrival)
                toDispatch.append(record.dispatch - record.arrival)
                dispatchToLast.append(record.last - record.dispatch)
                dispatchToAck.append(record.acknowledged - record.dispatch)
            }
            all += toLast
            let prefix = "\(tag)_\(names[type])"
            Drive.metric("\(prefix)_events", toLast.count, "count")
            Drive.metric("\(prefix)_no_callback", withoutCallback, "count")
            Drive.metric("\(prefix)_arrival_to_last_cb_mean", Stats.mean(toLast) / 1e3, "us", decimals: 1)
            Drive.metric("\(prefix)_arrival_to_dispatch_mean", Stats.mean(toDispatch) / 1e3, "us", decimals: 1)
            Drive.metric("\(prefix)_dispatch_to_last_cb_mean", Stats.mean(dispatchToLast) / 1e3, "us", decimals: 1)
            Drive.metric("\(prefix)_arrival_to_last_cb_median", Stats.median(toLast) / 1e3, "us", decimals: 1)
            if type == 0 {
                // Not in gtkb: whether press dispatch stays flat over the run (first and last 100 sequences), and
                // the same up to the ack, which also covers the rest of the loop's pass (timers, drawing).
                Drive.metric(
                    "\(prefix)_dispatch_to_last_cb_median", Stats.median(dispatchToLast) / 1e3, "us", decimals: 1)
                for (name, values) in [("dispatch_to_last_cb", dispatchToLast), ("dispatch_to_ack", dispatchToAck)] {
                    Drive.metric(
                        "\(prefix)_\(name)_median_first100", Stats.median(Array(values.prefix(100))) / 1e3, "us",
                        decimals: 1)
                    Drive.metric(
                        "\(prefix)_\(name)_median_last100", Stats.median(Array(values.suffix(100))) / 1e3, "us",
                        decimals: 1)
                }
            }
        }
        Drive.metric("\(tag)_all_arrival_to_last_cb_mean", Stats.mean(all) / 1e3, "us", decimals: 1)
        Drive.metric(
            "\(tag)_callbacks_per_event", all.isEmpty ? 0 : Double(callbackTotal) / Double(all.count), "count",
            decimals: 2)
        Drive.metric("\(tag)_duplicate_x_events", extraXEvents, "count")
    }
}

// The six built-in recognizers, unchanged but for telling the recorder after each touch hook returns (as an app's
// subclass sees them, through UIKit's subclassing hooks). `recorded(_:)` takes the `super` call's result, so the
// hook has run when the recorder hears of it.
@MainActor func recorded(_: Void) { GestureRecorder.hook() }

final class RecordingTap: UITapGestureRecognizer {
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent) { recorded(super.touchesBegan(t, with: e)) }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent) { recorded(super.touchesMoved(t, with: e)) }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent) { recorded(super.touchesEnded(t, with: e)) }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent) { recorded(super.touchesCancelled(t, with: e)) }
}

final class RecordingPan: UIPanGestureRecognizer {
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent) { recorded(super.touchesBegan(t, with: e)) }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent) { recorded(super.touchesMoved(t, with: e)) }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent) { recorded(super.touchesEnded(t, with: e)) }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent) { recorded(super.touchesCancelled(t, with: e)) }
}

final class RecordingSwipe: UISwipeGestureRecognizer {
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent) { recorded(super.touchesBegan(t, with: e)) }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent) { recorded(super.touchesMoved(t, with: e)) }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent) { recorded(super.touchesEnded(t, with: e)) }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent) { recorded(super.touchesCancelled(t, with: e)) }
}

final class RecordingPinch: UIPinchGestureRecognizer {
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent) { recorded(super.touchesBegan(t, with: e)) }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent) { recorded(super.touchesMoved(t, with: e)) }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent) { recorded(super.touchesEnded(t, with: e)) }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent) { recorded(super.touchesCancelled(t, with: e)) }
}

final class RecordingRotation: UIRotationGestureRecognizer {
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent) { recorded(super.touchesBegan(t, with: e)) }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent) { recorded(super.touchesMoved(t, with: e)) }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent) { recorded(super.touchesEnded(t, with: e)) }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent) { recorded(super.touchesCancelled(t, with: e)) }
}

final class RecordingLongPress: UILongPressGestureRecognizer {
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent) { recorded(super.touchesBegan(t, with: e)) }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent) { recorded(super.touchesMoved(t, with: e)) }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent) { recorded(super.touchesEnded(t, with: e)) }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent) { recorded(super.touchesCancelled(t, with: e)) }
}
