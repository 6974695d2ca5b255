import CX11
import Foundation
import OpenUIKitCore

/// One top-level X window showing a `UIWindow`: the graphics context frames are put with, the window's shared
/// memory image when frames go through MIT-SHM, and a Cairo Xlib surface (screenshots, and presents on visuals that
/// need Cairo's conversion), made at first use.
///
/// It does not keep the `UIWindow` alive: the application keeps visible windows, and the core reports a hidden
/// window's end (`BackendWindowHost.windowDidClose`) even when it is simply freed.
@MainActor
final class X11Window {
    weak var window: UIWindow?
    let identifier: UIWindow.Identifier
    let xWindow: Window
    private let display: OpaquePointer
    private let visual: UnsafeMutablePointer<Visual>
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

    init(
        window: UIWindow, xWindow: Window, display: OpaquePointer, visual: UnsafeMutablePointer<Visual>, gc: GC,
        pixelSize: CGSize
    ) {
        self.window = window
        identifier = window.identifier
        self.xWindow = xWindow
        self.display = display
        self.visual = visual
        self.gc = gc
        self.pixelSize = pixelSize
    }

    /// The Cairo Xlib surface, if it has been made.
    private(set) var madeSurface: OpaquePointer?

    /// The window's Cairo Xlib surface at its current pixel size. Made when first asked for, not with the window:
    /// the first surface of a connection sets up Cairo's Xlib device (extension queries, round trips), which a
    /// window's first frame does not need on the usual shared-memory or socket path.
    var surface: OpaquePointer {
        if let madeSurface { return madeSurface }
        let surface = cairo_xlib_surface_create(
            display, xWindow, visual, Int32(pixelSize.width), Int32(pixelSize.height))!
        madeSurface = surface
        return surface
    }
}
