import Foundation
import OpenUIKitCore

/// Two-finger input for people without a touchscreen, like the iOS Simulator's Option key: holding Alt while
/// pressing the primary button puts down two touches on either side of the press — the pivot — `offset` points
/// apart from it, and dragging moves them symmetrically about the pivot: a pinch when the pointer moves toward or
/// away from it, a rotation when it circles it. Holding Shift as well moves the pivot with the pointer (both touches
/// move together: a two-finger pan), as Shift+Option does in the Simulator.
///
/// Both touches begin within `offset` points of the press, so any view the press lands on (at least twice that
/// wide) gets both and can be pinched and rotated; the pivot used to be the window's centre, which gave a view
/// away from the centre one finger only. The touches are ordinary core touches (device `device`, numbers 1 and 2)
/// and go through the same hit-testing and recognizers as a touchscreen's. Pure state machine over backend-neutral
/// pointer events: each backend turns its own events into ``Event``s (X11's in `PointerTouchEmulation+XI2.swift`).
@_spi(Platform) public struct PointerTouchEmulation: Sendable {
    /// What the emulation needs of a pointer event.
    public struct Event: Sendable, Equatable {
        public enum Kind: Sendable, Equatable {
            case press, motion, release
        }

        public var kind: Kind
        /// Whether a press or release is of the primary button.
        public var isPrimaryButton: Bool
        /// Where the pointer is, in the window, in points.
        public var location: CGPoint
        /// Alt (Option) is held: a primary press starts the emulation.
        public var emulatesTwoTouches: Bool
        /// Shift is held as well: motion moves the pivot.
        public var movesPivot: Bool
        /// The server made the event from a touch: it never starts the emulation.
        public var isFromTouch: Bool

        public init(
            kind: Kind, isPrimaryButton: Bool = false, location: CGPoint, emulatesTwoTouches: Bool = false,
            movesPivot: Bool = false, isFromTouch: Bool = false
        ) {
            self.kind = kind
            self.isPrimaryButton = isPrimaryButton
            self.location = location
            self.emulatesTwoTouches = emulatesTwoTouches
            self.movesPivot = movesPivot
            self.isFromTouch = isFromTouch
        }
    }

    /// The device number the emulated touches carry, apart from every real device.
    public static let device = -2
    /// How far (points) each touch starts from the pivot: far enough apart for a pinch to measure a distance, close
    /// enough for both to land on a small view.
    public static let offset: CGFloat = 20

    public private(set) var isActive = false
    private var pivot = CGPoint.zero
    /// The pointer's last position, in points.
    private var pointer = CGPoint.zero
    /// The first touch's position relative to the pivot; the second is at the opposite.
    private var arm = CGPoint.zero

    public init() {}

    /// Returns the payloads replacing `event` while emulation is on or starting, or nil to let the event through.
    public mutating func payloads(for event: Event) -> [RawInput.Payload]? {
        let point = event.location
        switch event.kind {
        case .press where event.isPrimaryButton && event.emulatesTwoTouches && !isActive:
            guard !event.isFromTouch else { return nil }
            isActive = true
            pivot = point
            pointer = point
            arm = CGPoint(x: Self.offset, y: 0)
            return [.touches(samples(.began))]
        case .motion where isActive:
            let dx = point.x - pointer.x, dy = point.y - pointer.y
            pointer = point
            if event.movesPivot {
                pivot.x += dx
                pivot.y += dy
            } else {
                arm.x += dx
                arm.y += dy
            }
            return [.touches(samples(.moved))]
        case .release where isActive && event.isPrimaryButton:
            isActive = false
            return [.touches(samples(.ended))]
        default:
            return nil
        }
    }

    /// Forgets an emulated gesture whose button release will not come (its window went away).
    public mutating func reset() {
        isActive = false
    }

    private func samples(_ phase: RawInput.TouchPhase) -> [RawInput.TouchSample] {
        let first = CGPoint(x: pivot.x + arm.x, y: pivot.y + arm.y)
        let second = CGPoint(x: pivot.x - arm.x, y: pivot.y - arm.y)
        return [
            .init(identifier: .init(device: Self.device, number: 1), phase: phase, location: first, type: .direct),
            .init(identifier: .init(device: Self.device, number: 2), phase: phase, location: second, type: .direct),
        ]
    }
}
