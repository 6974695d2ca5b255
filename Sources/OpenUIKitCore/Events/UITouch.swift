import Foundation

/// One finger (or the mouse's primary button) for the life of a multitouch sequence.
///
/// Mirrors `UITouch`: the same object is updated as the finger moves, from `.began` to `.ended` or `.cancelled`.
/// The touch is bound to the view hit-tested when it began and stays bound to it even when the finger leaves that
/// view. Locations are kept in window coordinates and converted on request.
///
/// Differences from UIKit: the class is `final`, and ``inputIdentifier`` exposes the backend's identity for the
/// finger (an OpenUIKit extension, handy in logs).
@preconcurrency @MainActor
public final class UITouch: Hashable {
    /// The stage of the touch. Raw values match UIKit's.
    public enum Phase: Int, Sendable {
        case began = 0
        case moved = 1
        case stationary = 2
        case ended = 3
        case cancelled = 4
        case regionEntered = 5
        case regionMoved = 6
        case regionExited = 7
    }

    /// What made the touch. Raw values match UIKit's.
    public enum TouchType: Int, Sendable {
        /// A finger on a touchscreen.
        case direct = 0
        /// A touch not on the screen, such as a touchpad.
        case indirect = 1
        case pencil = 2
        /// The mouse: OpenUIKit turns the primary button into a touch of this type.
        case indirectPointer = 3
    }

    public private(set) var phase: Phase
    public private(set) var timestamp: TimeInterval
    /// How many quick taps in one place this touch is part of: 2 for the second tap of a double tap.
    public let tapCount: Int
    public let type: TouchType
    /// The hit-test view the touch began in; fixed for the touch's life. Nil when hit-testing found no view.
    public let view: UIView?
    public private(set) weak var window: UIWindow?
    /// The backend's identity for this finger. OpenUIKit extension.
    public let inputIdentifier: RawInput.TouchIdentifier

    var locationInWindow: CGPoint
    var previousLocationInWindow: CGPoint
    /// Where the touch began, in window coordinates; for tap counting.
    let startLocationInWindow: CGPoint
    /// A number unique to this touch for the life of the process: its identity in bookkeeping tables, and the
    /// order touches began in.
    let serial: Int
    private static var nextSerial = 0
    /// The multitouch sequence this touch belongs to.
    let sequenceEvent: UIEvent
    /// The recognizers receiving this touch, in the order they were chosen (hit view first, then ancestors).
    // Main-actor only and never accessed overlappingly: unchecked, as the hot view storage is
    // (Docs/BenchmarksLog.md, "The exclusivity fix").
    @exclusivity(unchecked) var recognizers: [UIGestureRecognizer] = []
    /// The view side of delivery; only `TouchDelivery` changes it after the touch begins.
    @exclusivity(unchecked) var route: ViewRoute
    /// The dispatcher's own flags for this touch; only `TouchDispatcher` (and its `TapCounter`) use them.
    var dispatch = DispatchFlags()
    /// What a touch made from indirect input stands for (a scroll, a touchpad gesture, a mouse button other than
    /// the primary one); nil for touchscreen fingers and the primary button. Such touches reach only recognizers
    /// that accept them, never views (`IndirectInput`).
    var indirectKind: IndirectInputKind?
    /// The touch's name in the event trace, when the trace numbered it (mouse presses share one identifier).
    var traceName: String?

    /// Where the touch's phases stand on their way to its view.
    struct ViewRoute {
        /// Whether the view may be sent this touch at all (false when `isMultipleTouchEnabled` or
        /// `isExclusiveTouch` kept it away).
        var isDeliverable: Bool
        /// Where the view stands in this touch's life: it has not seen it, has seen it begin, or has seen it end.
        var progress: Progress = .notStarted
        /// Phases decided for the view but not yet sent, because a recognizer delays them.
        var queue: [Phase] = []
        /// A recognizer recognized with `cancelsTouchesInView`: nothing more of this touch goes to the view.
        var isTakenByRecognizer = false
        /// Whether `TouchDelivery` lists the touch as having phases queued.
        var isPending = false

        enum Progress {
            case notStarted
            case began
            case finished
        }
    }

    struct DispatchFlags {
        /// Whether the finger ever strayed beyond the tap slop from where it began.
        var movedBeyondTapSlop = false
        /// Whether the view was exclusive when the touch began (it counts against `isExclusiveTouch` until it ends).
        var countedAsExclusive = false
        /// Whether the touch was already taken out of the dispatcher's live counts.
        var leftLiveCounts = false
        /// The dispatcher frame that last changed the touch.
        var lastChangedFrame = 0
    }

    init(
        identifier: RawInput.TouchIdentifier, type: TouchType, window: UIWindow, view: UIView?,
        location: CGPoint, timestamp: TimeInterval, tapCount: Int, isDeliverableToView: Bool, event: UIEvent
    ) {
        self.serial = UITouch.nextSerial
        UITouch.nextSerial += 1
        self.sequenceEvent = event
        self.inputIdentifier = identifier
        self.type = type
        self.window = window
        self.view = view
        self.locationInWindow = location
        self.previousLocationInWindow = location
        self.startLocationInWindow = location
        self.timestamp = timestamp
        self.tapCount = tapCount
        self.phase = .began
        self.route = ViewRoute(isDeliverable: isDeliverableToView)
        self.locationBeforeFrame = location
        self.timestampBeforeFrame = timestamp
        self.preciseLocationInWindow = location
        self.precisePreviousLocationInWindow = location
    }

    /// A copy of `touch` at another sample (a coalesced or predicted one): same finger, type, view, window and
    /// sequence, never delivered and never tracked, as UIKit's coalesced touches are separate objects.
    /// A pen sample's tilt and precise location replace the touch's; nil keeps the touch's own (a prediction).
    init(
        sampleOf touch: UITouch, phase: Phase, location: CGPoint, timestamp: TimeInterval, force: CGFloat,
        pen: RawInput.PenState? = nil
    ) {
        self.serial = touch.serial
        self.sequenceEvent = touch.sequenceEvent
        self.inputIdentifier = touch.inputIdentifier
        self.type = touch.type
        self.window = touch.window
        self.view = touch.view
        self.locationInWindow = location
        self.previousLocationInWindow = touch.locationBeforeFrame
        self.startLocationInWindow = touch.startLocationInWindow
        self.timestamp = timestamp
        self.tapCount = touch.tapCount
        self.phase = phase
        self.route = ViewRoute(isDeliverable: false)
        self.force = force
        self.maximumPossibleForce = touch.maximumPossibleForce
        self.majorRadius = touch.majorRadius
        self.locationBeforeFrame = touch.locationBeforeFrame
        self.timestampBeforeFrame = touch.timestampBeforeFrame
        self.isEraser = touch.isEraser
        self.precisePreviousLocationInWindow = touch.precisePreviousLocationInWindow
        if let pen {
            self.preciseLocationInWindow = pen.checkedPreciseLocation ?? location
            self.altitudeAngle = pen.checkedAltitude
            self.azimuthInWindow = pen.checkedAzimuth
        } else {
            // A prediction moves the touch's precise location as far as its location.
            self.preciseLocationInWindow = CGPoint(
                x: touch.preciseLocationInWindow.x + location.x - touch.locationInWindow.x,
                y: touch.preciseLocationInWindow.y + location.y - touch.locationInWindow.y)
            self.altitudeAngle = touch.altitudeAngle
            self.azimuthInWindow = touch.azimuthInWindow
        }
    }

    /// Takes a sample's force and contact size; a device that reports none leaves them 0.
    func applyMeasurements(of sample: RawInput.TouchSample) {
        // Bad values from a device (negative, NaN) read as none rather than reaching app arithmetic.
        if let force = sample.force, force.isFinite { self.force = max(0, force) }
        if let maximum = sample.maximumPossibleForce, maximum.isFinite { maximumPossibleForce = max(0, maximum) }
        if let radius = sample.majorRadius, radius.isFinite { majorRadius = max(0, radius) }
        applyPen(sample.pen)
    }

    /// Takes a pen sample's tilt and sub-pixel location (the precise location follows the location for other
    /// devices). A cancelled touch stays where it was, as its location does.
    private func applyPen(_ pen: RawInput.PenState?) {
        if phase == .cancelled { return }
        let precise = pen?.checkedPreciseLocation ?? locationInWindow
        if phase == .began {
            precisePreviousLocationInWindow = precise
            isEraser = pen?.isEraser ?? false
        } else if precise != preciseLocationInWindow {
            precisePreviousLocationInWindow = preciseLocationInWindow
        }
        preciseLocationInWindow = precise
        guard let pen else { return }
        altitudeAngle = pen.checkedAltitude
        azimuthInWindow = pen.checkedAzimuth
    }

    /// The touch's location in `view`'s coordinate space; nil means the window's.
    public func location(in view: UIView?) -> CGPoint {
        convertFromWindow(locationInWindow, to: view)
    }

    /// The location before the latest move, in `view`'s coordinate space; nil means the window's.
    public func previousLocation(in view: UIView?) -> CGPoint {
        convertFromWindow(previousLocationInWindow, to: view)
    }

    /// The gesture recognizers receiving this touch: those of the hit view and its ancestors that were enabled
    /// and agreed to receive it, minus any that ignored it.
    public var gestureRecognizers: [UIGestureRecognizer]? { recognizers }

    /// The radius of the contact, in points, from the device's touch-major axis; 0 when the device reports no
    /// contact size.
    public internal(set) var majorRadius: CGFloat = 0
    /// How far ``majorRadius`` may be off, in points. The X11 backend reports the radius as the device gives it, so
    /// 0 (UIKit parity: UIKit's devices report a tolerance; X input devices report none).
    public var majorRadiusTolerance: CGFloat { 0 }
    /// The force of the touch, 1 being an average touch; 0 when the device reports no pressure. The X11 backend
    /// scales the device's pressure axis to 0...``maximumPossibleForce``.
    public internal(set) var force: CGFloat = 0
    /// The highest ``force`` the device can report; 0 when it reports no pressure.
    public internal(set) var maximumPossibleForce: CGFloat = 0

    /// The location with the sub-pixel precision the device has, in `view`'s coordinate space; nil means the
    /// window's. Mirrors `preciseLocation(in:)`: for a pen, ``location(in:)`` is this rounded to the screen's pixels;
    /// for fingers and the mouse both are the same.
    public func preciseLocation(in view: UIView?) -> CGPoint {
        convertFromWindow(preciseLocationInWindow, to: view)
    }

    /// The precise location before the latest move (``preciseLocation(in:)``); nil means the window's.
    public func precisePreviousLocation(in view: UIView?) -> CGPoint {
        convertFromWindow(precisePreviousLocationInWindow, to: view)
    }

    /// The pen's angle to the screen's plane, in radians: π/2 when upright, smaller as it tilts. π/2 for fingers
    /// and the mouse, as in UIKit.
    public private(set) var altitudeAngle: CGFloat = .pi / 2

    /// The direction the pen points in `view`'s plane, in radians: 0 along the view's +x axis, growing towards
    /// +y (clockwise on screen); nil means the window's. Mirrors `azimuthAngle(in:)`: the barrel's direction from
    /// the tip. 0 for fingers and the mouse, and for a pen held upright (its direction is then undefined).
    public func azimuthAngle(in view: UIView?) -> CGFloat {
        guard type == .pencil else { return 0 }
        return RawInput.PenState.azimuth(azimuthInWindow, from: window, in: view)
    }

    /// The unit vector of ``azimuthAngle(in:)`` in `view`'s coordinate space.
    public func azimuthUnitVector(in view: UIView?) -> CGVector {
        let angle = azimuthAngle(in: view)
        return CGVector(dx: cos(angle), dy: sin(angle))
    }

    /// Whether a pen's eraser end made this touch (its type is ``TouchType/pencil``). OpenUIKit extension: UIKit's
    /// pencil has no eraser end; see Docs/UIKitParity.md, "Pens".
    public private(set) var isEraser = false

    var preciseLocationInWindow: CGPoint
    var precisePreviousLocationInWindow: CGPoint
    /// ``azimuthAngle(in:)`` in the window's space.
    var azimuthInWindow: CGFloat = 0

    /// The samples the latest frame merged into this touch, oldest first, the applied one last; empty when the
    /// frame applied one sample (or did not change the touch). Turned into touches only when asked for
    /// (``UIEvent/coalescedTouches(for:)``).
    var coalescedSamples: [RawInput.TouchSample] = []
    /// The timestamp of each of ``coalescedSamples``.
    var coalescedTimestamps: [TimeInterval] = []
    /// Where the touch was before the latest frame and when, for ``UIEvent/predictedTouches(for:)``.
    var locationBeforeFrame: CGPoint
    var timestampBeforeFrame: TimeInterval

    private func convertFromWindow(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view, let window else { return point }
        return window.convert(point, to: view)
    }

    func update(phase: Phase, location: CGPoint, timestamp: TimeInterval) {
        locationBeforeFrame = locationInWindow
        timestampBeforeFrame = self.timestamp
        self.phase = phase
        if location != locationInWindow {
            previousLocationInWindow = locationInWindow
            locationInWindow = location
        }
        self.timestamp = timestamp
    }

    func markStationary() {
        phase = .stationary
        coalescedSamples.removeAll()
        coalescedTimestamps.removeAll()
    }

    func markCancelled(at timestamp: TimeInterval) {
        phase = .cancelled
        self.timestamp = timestamp
    }

    public nonisolated static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }

    public nonisolated func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

}

extension UITouch: @MainActor CustomStringConvertible {
    public var description: String {
        "UITouch(\(inputIdentifier), phase: \(phase), window point: \(locationInWindow), tapCount: \(tapCount))"
    }
}
