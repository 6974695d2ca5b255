import Foundation

/// Recognizes the mouse pointer over a view: a continuous gesture with no touches.
///
/// Mirrors `UIHoverGestureRecognizer`: it begins when the pointer, with no primary button down, comes over its
/// view (the view or one of its subviews is the front-most view under the pointer, as hit-testing decides),
/// changes as the pointer moves over it, and ends when the pointer leaves the view, leaves the window, or presses
/// no longer reach it (the view was hidden or removed: it ends at the next move). Recognizers on nested views are
/// all active at once, as in UIKit: each one's gesture is arbitrated on its own, so hovering neither prevents nor is
/// prevented by touch recognizers. ``location(in:)`` is the pointer's location.
///
/// A pen near the screen hovers too (iPadOS 16.1's pencil hover): it begins when the pen comes into the range its
/// tablet senses over the view, changes as it moves, and ends when the pen leaves that range or touches the screen
/// (its touch is then a `.pencil` touch). ``zOffset``, ``altitudeAngle`` and ``azimuthAngle(in:)`` describe the pen;
/// for the mouse they read 0, π/2 and 0.
@preconcurrency @MainActor
open class UIHoverGestureRecognizer: UIGestureRecognizer {
    private var pointerLocation = CGPoint.zero
    private weak var pointerWindow: UIWindow?
    /// The hovering pen's latest measurements; nil while the mouse hovers.
    private var pen: RawInput.PenState?

    /// How far the hovering pen is above the screen, from 0 (touching) to 1 (the edge of the range the tablet
    /// senses). Mirrors `zOffset`; 0 for the mouse. Devices that report no distance read 0 while in range.
    open var zOffset: CGFloat { pen?.checkedZOffset ?? 0 }

    /// The hovering pen's angle to the screen's plane, in radians (π/2 upright). Mirrors `altitudeAngle`; π/2 for
    /// the mouse.
    open var altitudeAngle: CGFloat { pen?.checkedAltitude ?? .pi / 2 }

    /// The direction the hovering pen points in `view`'s plane, in radians (as ``UITouch/azimuthAngle(in:)``); nil
    /// means the window's. Mirrors `azimuthAngle(in:)`; 0 for the mouse.
    open func azimuthAngle(in view: UIView?) -> CGFloat {
        guard let pen else { return 0 }
        return RawInput.PenState.azimuth(pen.checkedAzimuth, from: pointerWindow, in: view)
    }

    /// The unit vector of ``azimuthAngle(in:)``. Mirrors `azimuthUnitVector(in:)`.
    open func azimuthUnitVector(in view: UIView?) -> CGVector {
        let angle = azimuthAngle(in: view)
        return CGVector(dx: cos(angle), dy: sin(angle))
    }

    open override func location(in view: UIView?) -> CGPoint {
        guard let view, let window = pointerWindow else { return pointerLocation }
        return window.convert(pointerLocation, to: view)
    }

    func pointerMoved(to location: CGPoint, in window: UIWindow, timestamp: TimeInterval, pen: RawInput.PenState?) {
        pointerLocation = location
        pointerWindow = window
        self.pen = pen
        switch state {
        case .possible:
            environment.engageAlone(self)
            environment.runHook(for: self) { self.state = .began }
        case .began, .changed:
            environment.runHook(for: self) { self.state = .changed }
        default:
            break
        }
    }

    func pointerLeft(at location: CGPoint?, in window: UIWindow?, timestamp: TimeInterval?) {
        // A hover still being arbitrated (an app callback during its begin closed the window) ends as soon as it
        // begins: a held recognizer's decisions are applied on release.
        let isBeginning = !(record?.held.isEmpty ?? true)
        guard state == .began || state == .changed || isBeginning else { return }
        if let location, window === pointerWindow { pointerLocation = location }
        environment.runHook(for: self) { self.state = .ended }
    }
}
