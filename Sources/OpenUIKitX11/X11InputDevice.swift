import Foundation

/// One XInput2 device as the server describes it: what ``X11Backend/inputDevices`` lists, for diagnostics and
/// tests. ``description`` is the text form for people: `6 "touch0" slavePointer touch direct`, with `disabled`
/// at the end of a disabled device. OpenUIKit extension.
public struct X11InputDevice: Sendable, Equatable, CustomStringConvertible {
    /// The device's place in XInput2's hierarchy.
    public enum Use: String, Sendable, Equatable {
        /// A master pointer (the cursor), fed by its attached slave pointers.
        case masterPointer
        /// A master keyboard (a focus), fed by its attached slave keyboards.
        case masterKeyboard
        /// A physical pointing device attached to a master pointer.
        case slavePointer
        /// A physical keyboard attached to a master keyboard.
        case slaveKeyboard
        /// A physical device attached to no master; its events reach only clients that select them on it.
        case floating
    }

    /// The kind of touch class a device has.
    public enum TouchMode: String, Sendable, Equatable {
        /// A touchscreen: touches are where they are on the screen.
        case direct
        /// A touchpad: touches move the pointer.
        case dependent
    }

    /// The server's device id (XInput2's `deviceid`).
    public var id: Int32
    /// The device's name, as the driver gave it.
    public var name: String
    public var use: Use
    /// Whether it has a touch class, and of which kind; nil without one.
    public var touchMode: TouchMode?
    /// Whether the device is enabled (a disabled device sends no events).
    public var isEnabled: Bool

    public init(id: Int32, name: String, use: Use, touchMode: TouchMode? = nil, isEnabled: Bool = true) {
        self.id = id
        self.name = name
        self.use = use
        self.touchMode = touchMode
        self.isEnabled = isEnabled
    }

    public var description: String {
        "\(id) \"\(name)\" \(use.rawValue)" + (touchMode.map { " touch \($0.rawValue)" } ?? "")
            + (isEnabled ? "" : " disabled")
    }
}
