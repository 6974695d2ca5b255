import CX11
@_spi(Rendering) import OpenUIKitCairo

/// Lends a window's renderer the MIT-SHM segment its frames are put from, so the renderer draws its back buffer in
/// the segment itself: a present is then only `XShmPutImage` (no copy), and a window holds one buffer, not two.
///
/// Before each frame the renderer calls ``willDraw()``, which waits until the server has finished reading the
/// segment for the previous present (see `X11SharedMemoryImage`), so a frame never tears. Without MIT-SHM (a server
/// that refuses the segment, `OPENUIKIT_NO_SHM`) it lends nothing and the renderer allocates its own buffer.
@MainActor
final class X11BackBufferStorage: BackBufferStorage {
    private unowned let presentPath: X11PresentPath
    private weak var record: X11Window?

    init(presentPath: X11PresentPath, record: X11Window) {
        self.presentPath = presentPath
        self.record = record
    }

    func memory(pixelWidth: Int, pixelHeight: Int) -> (pointer: UnsafeMutableRawPointer, stride: Int)? {
        guard let record, presentPath.visualTakesBackBufferBytes else { return nil }
        return presentPath.sharedImage(for: record, width: pixelWidth, height: pixelHeight)?.memory
    }

    func willDraw() {
        record?.sharedImage?.waitUntilServerIsDone()
    }
}
