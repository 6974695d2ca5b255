import Foundation

// The value types `RawInput` refers to that are declared elsewhere, made `Codable` for recordings and traces
// (`InputRecording`, `EventTraceEntry`). Raw-value enums encode as their UIKit raw values.

extension UIWindow.Identifier: Codable {
    public init(from decoder: any Decoder) throws {
        self.init(rawValue: try decoder.singleValueContainer().decode(Int.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

extension UITouch.TouchType: Codable {}
extension UIEvent.EventSubtype: Codable {}

extension RawInput {
    /// What a backend's debugging chords ask the core for (``RawInput/Payload/debug(_:location:)``). OpenUIKit
    /// extension.
    public enum DebugCommand: String, Sendable, Equatable, Codable {
        /// Show or hide the hit-region overlay (``UIApplication/showsHitRegions``); Ctrl+Alt+H on X11.
        case toggleHitRegions
        /// Show or hide the overlay's accessibility mode (``UIApplication/showsAccessibilityFrames``); Ctrl+Alt+A.
        case toggleAccessibilityFrames
        /// Show or hide the overlay's layout mode (``UIApplication/showsLayoutOverlay``); Ctrl+Alt+L on X11.
        case toggleLayoutOverlay
        /// Select the view at the location in the overlay and print its tree line (``HitRegionOverlay``).
        case selectView
    }
}
