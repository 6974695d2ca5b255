/// Whether the device reads how hard a finger presses (3D Touch). Mirrors UIKit's `UIForceTouchCapability`, with its
/// raw values.
public enum UIForceTouchCapability: Int, Sendable {
    case unknown = 0
    case unavailable = 1
    case available = 2
}
