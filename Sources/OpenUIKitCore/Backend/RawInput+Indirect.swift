import Foundation

extension RawInput {
    /// Scrolling from a mouse wheel or a touchpad, already in points.
    ///
    /// `dx`, `dy` are how far a finger dragging the content would have moved it: turning a wheel down (to see
    /// what is further down) is a negative `dy`, as an upward drag is. Backends convert wheel steps and valuator
    /// units to points; ``UIApplication`` turns legacy ``PointerSample/Action/scroll(dx:dy:)`` steps into samples of
    /// ``discreteStep`` points each.
    public struct ScrollSample: Sendable, Equatable, Codable {
        public var device: Int
        /// The pointer's position in the window, in points: what the scroll is hit-tested at.
        public var location: CGPoint
        public var dx: CGFloat
        public var dy: CGFloat
        public var type: UIScrollType
        /// True for the last sample of a scroll: a backend that knows when fingers left the touchpad (Wayland's
        /// `axis_stop`) says so; otherwise the scroll ends after ``UIScrollTypeMask``'s idle gap.
        public var isFinal: Bool

        /// Points per wheel step (one detent): 40, about three lines of body text.
        public static let discreteStep: CGFloat = 40

        public init(
            device: Int = 0, location: CGPoint, dx: CGFloat, dy: CGFloat, type: UIScrollType, isFinal: Bool = false
        ) {
            self.device = device
            self.location = location
            self.dx = dx
            self.dy = dy
            self.type = type
            self.isFinal = isFinal
        }
    }

    /// One event of a touchpad gesture (XInput 2.4 `XI_GesturePinch…` / `XI_GestureSwipe…`).
    public struct TouchpadGestureSample: Sendable, Equatable, Codable {
        public enum Kind: String, Sendable, Equatable, Codable {
            /// Two or more fingers pinching and rotating.
            case pinch
            /// Three or more fingers moving together.
            case swipe
        }

        public enum Phase: String, Sendable, Equatable, Codable {
            case began
            case changed
            case ended
            /// The gesture was cancelled (`XIGesturePinchEventCancelled`): recognizers it drove are cancelled.
            case cancelled
        }

        public var device: Int
        public var kind: Kind
        public var phase: Phase
        /// The pointer's position in the window, in points: what the gesture is hit-tested at when it begins.
        public var location: CGPoint
        public var fingerCount: Int
        /// How far the fingers' centre moved since the previous event, in points.
        public var dx: CGFloat
        public var dy: CGFloat
        /// For pinches: the distance between the fingers relative to when the gesture began (1 at the start).
        public var scale: CGFloat
        /// For pinches: how far the fingers turned since the previous event, in radians, clockwise on screen.
        public var angleDelta: CGFloat

        public init(
            device: Int = 0, kind: Kind, phase: Phase, location: CGPoint, fingerCount: Int, dx: CGFloat = 0,
            dy: CGFloat = 0, scale: CGFloat = 1, angleDelta: CGFloat = 0
        ) {
            self.device = device
            self.kind = kind
            self.phase = phase
            self.location = location
            self.fingerCount = fingerCount
            self.dx = dx
            self.dy = dy
            self.scale = scale
            self.angleDelta = angleDelta
        }
    }
}
