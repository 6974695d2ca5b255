import CX11
import CXTest
import Foundation
import Testing
@_spi(Windowing) import OpenUIKit
import OpenUIKitTesting

/// Whether the X server shows `xWindow` (map state viewable), asked on a connection of its own.
func isViewable(_ xWindow: UInt, on server: XServer) -> Bool {
    guard let display = XOpenDisplay(server.display) else { return false }
    defer { XCloseDisplay(display) }
    var attributes = XWindowAttributes()
    guard XGetWindowAttributes(display, Window(xWindow), &attributes) != 0 else { return false }
    return attributes.map_state == IsViewable
}
