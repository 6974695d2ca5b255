import Foundation

/// Memory a backend lends a window's renderer for its back buffer, so that frames are drawn straight into memory the
/// window system reads (an X server's MIT-SHM segment, a Wayland `wl_shm` pool) instead of being copied there.
///
/// The renderer asks for memory whenever it makes a back buffer (the first frame, a new size) and calls
/// ``willDraw()`` before it draws into that memory, so a backend whose server may still be reading the previous
/// frame can wait for it. A backend that takes the memory back (its window is destroyed) first calls
/// ``WindowRenderer/discardBackBuffer()``.
@_spi(Rendering) @MainActor
public protocol BackBufferStorage: AnyObject {
    /// Memory for a back buffer of `pixelWidth` × `pixelHeight` 32-bit pixels (Cairo's ARGB32: premultiplied,
    /// native byte order) and its row stride in bytes (a multiple of 4, at least `pixelWidth` × 4), valid until the
    /// renderer asks again or is told to discard its buffer; nil to let the renderer allocate its own.
    func memory(pixelWidth: Int, pixelHeight: Int) -> (pointer: UnsafeMutableRawPointer, stride: Int)?

    /// The renderer is about to draw into the memory.
    func willDraw()
}
