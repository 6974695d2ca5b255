import Foundation

// The touches pointers make, named: a device's own touch numbers are never negative, so a pointer's touches take
// negative numbers on the pointer's device, apart from every finger.
extension RawInput.TouchIdentifier {
    /// The touch a pointer's primary button makes through ``TouchDispatcher/handle(_:in:timestamp:)``.
    static func pointer(device: Int) -> Self { Self(device: device, number: -1) }

    /// The touch a press of `button` makes in indirect input (one per button, so buttons held together are
    /// separate touches).
    static func pointerButton(_ button: RawInput.PointerButton, device: Int) -> Self {
        Self(device: device, number: -1 - button.rawValue)
    }

    /// Whether a pointer made the touch (``pointer(device:)`` or ``pointerButton(_:device:)``), not a finger.
    var isPointer: Bool { number < 0 }

    /// Whether it is the touch of ``pointer(device:)``.
    var isPrimaryPointer: Bool { number == -1 }
}
