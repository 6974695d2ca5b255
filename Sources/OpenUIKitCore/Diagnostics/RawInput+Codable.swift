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
