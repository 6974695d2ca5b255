import Foundation

extension RawInput {
    /// What a pen (a stylus on a tablet or a pen display) reports besides its location: the measurements behind
    /// ``UITouch``'s pencil properties and ``UIHoverGestureRecognizer``'s pen-hover ones.
    ///
    /// A backend fills it in for samples of a pen device, on touch samples while the tip is down and on pointer
    /// moves while the pen hovers. Angles are in radians in the window's coordinate space; values that are not
    /// finite are read as absent by the core, so a device's bad reading never reaches app arithmetic.
    public struct PenState: Sendable, Equatable, Codable {
        /// The sub-pixel location in the window, in points (``UITouch/preciseLocation(in:)``); nil when the sample's
        /// location is already exact.
        public var preciseLocation: CGPoint?
        /// The angle between the pen and the screen's plane: π/2 upright (``UITouch/altitudeAngle``).
        public var altitudeAngle: CGFloat
        /// The direction the pen's barrel points, from its tip towards its other end, in the window's plane: 0
        /// along +x, growing clockwise on screen (towards +y) (``UITouch/azimuthAngle(in:)``).
        public var azimuthAngle: CGFloat
        /// How far the pen is above the screen, 0 touching to 1 at the edge of the range the device senses
        /// (``UIHoverGestureRecognizer/zOffset``); 0 for touch samples.
        public var zOffset: CGFloat
        /// Whether the pen's eraser end made the sample (``UITouch/isEraser``).
        public var isEraser: Bool
        /// The pen's barrel buttons held, as ``UIEvent/ButtonMask`` raw bits (the touch's event's `buttonMask`).
        public var barrelButtons: Int

        public init(
            preciseLocation: CGPoint? = nil, altitudeAngle: CGFloat = .pi / 2, azimuthAngle: CGFloat = 0,
            zOffset: CGFloat = 0, isEraser: Bool = false, barrelButtons: UIEvent.ButtonMask = []
        ) {
            self.preciseLocation = preciseLocation
            self.altitudeAngle = altitudeAngle
            self.azimuthAngle = azimuthAngle
            self.zOffset = zOffset
            self.isEraser = isEraser
            self.barrelButtons = barrelButtons.rawValue
        }

        /// The altitude, kept in 0...π/2; π/2 when the device's value is not finite.
        var checkedAltitude: CGFloat {
            altitudeAngle.isFinite ? min(.pi / 2, max(0, altitudeAngle)) : .pi / 2
        }

        /// The azimuth, 0 when the device's value is not finite.
        var checkedAzimuth: CGFloat { azimuthAngle.isFinite ? azimuthAngle : 0 }

        /// The height above the screen, kept in 0...1; 0 when the device's value is not finite.
        var checkedZOffset: CGFloat { zOffset.isFinite ? min(1, max(0, zOffset)) : 0 }

        /// The precise location when it is finite, else nil.
        var checkedPreciseLocation: CGPoint? {
            guard let preciseLocation, preciseLocation.isFinite else { return nil }
            return preciseLocation
        }
    }
}

extension RawInput.PenState {
    /// The azimuth of a window-space angle seen from `view`: the window's direction carried through the view's
    /// transforms (a rotated view sees the pen rotated the other way). The view's scale does not change a
    /// direction.
    @MainActor
    static func azimuth(_ angle: CGFloat, from window: UIWindow?, in view: UIView?) -> CGFloat {
        guard let window, let view, view !== window else { return angle }
        let origin = window.convert(CGPoint.zero, to: view)
        let tip = window.convert(CGPoint(x: cos(angle), y: sin(angle)), to: view)
        let dx = tip.x - origin.x, dy = tip.y - origin.y
        guard dx != 0 || dy != 0 else { return angle }
        return atan2(dy, dx)
    }
}
