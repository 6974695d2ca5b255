import CX11
import Foundation
@_spi(Backends) import OpenUIKitCore

/// One top-level X window showing a `UIWindow`: the graphics context frames are put with, the window's shared
/// memory image when frames go through MIT-SHM, and a Cairo Xlib surface (screenshots, and presents on visuals that
/// need Cairo's conversion).
///
/// It does not keep the `UIWindow` alive: the application keeps visible windows, and the core reports a hidden
/// window's end (`BackendWindowHost.windowDidClose`) even when it is simply freed.
@MainActor
final class X11Window {
    weak var window: UIWindow?
    let identifier: UIWindow.Identifier
    let xWindow: Window
    let surface: OpaquePointer
    let gc: GC
    var pixelSize: CGSize
    /// Where frames are copied for `XShmPutImage` (see `X11PresentPath`); nil on the socket path.
    var sharedImage: X11SharedMemoryImage?
    /// What lends the renderer the shared memory image as its back buffer (the renderer holds it weakly).
    var backBufferStorage: X11BackBufferStorage?
    /// Areas uncovered by the Expose events of the current series (their `count` not yet 0), in pixels.
    var exposedArea: [X11PresentPath.PixelRect] = []
    /// Whether the backend has mapped it (and not unmapped it since).
    var isMapped = false

    init(window: UIWindow, xWindow: Window, surface: OpaquePointer, gc: GC, pixelSize: CGSize) {
        self.window = window
        identifier = window.identifier
        self.xWindow = xWindow
        self.surface = surface
        self.gc = gc
        self.pixelSize = pixelSize
    }
}
