import CX11
import Foundation
@_spi(Backends) import OpenUIKitCore

/// One top-level X window showing a `UIWindow`, with the Cairo Xlib surface frames are presented on.
///
/// It does not keep the `UIWindow` alive: the application keeps visible windows, and the core reports a hidden
/// window's end (`BackendWindowHost.windowDidClose`) even when it is simply freed.
@MainActor
final class X11Window {
    weak var window: UIWindow?
    let identifier: UIWindow.Identifier
    let xWindow: Window
    let surface: OpaquePointer
    var pixelSize: CGSize
    /// Whether the backend has mapped it (and not unmapped it since).
    var isMapped = false

    init(window: UIWindow, xWindow: Window, surface: OpaquePointer, pixelSize: CGSize) {
        self.window = window
        identifier = window.identifier
        self.xWindow = xWindow
        self.surface = surface
        self.pixelSize = pixelSize
    }
}
