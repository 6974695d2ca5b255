import CX11
import Foundation

/// One X protocol error on a backend's connection, as the server reported it; ``description`` is Xlib's text for
/// it with the request and resource ("BadWindow (invalid Window parameter) in request 18.0 (resource 0x…)").
public struct X11ProtocolError: Sendable, Equatable, CustomStringConvertible {
    /// The error code (`BadWindow` is 3, `BadAccess` 10, …).
    public var code: UInt8
    /// Xlib's name and explanation of the code ("BadWindow (invalid Window parameter)").
    public var text: String
    /// The failed request's major and minor opcodes.
    public var majorOpcode: UInt8
    public var minorOpcode: UInt8
    /// The resource (window, pixmap, segment…) the request named.
    public var resource: UInt

    public init(code: UInt8, text: String, majorOpcode: UInt8, minorOpcode: UInt8, resource: UInt) {
        self.code = code
        self.text = text
        self.majorOpcode = majorOpcode
        self.minorOpcode = minorOpcode
        self.resource = resource
    }

    public var description: String {
        "\(text) in request \(majorOpcode).\(minorOpcode) (resource 0x\(String(resource, radix: 16)))"
    }
}
