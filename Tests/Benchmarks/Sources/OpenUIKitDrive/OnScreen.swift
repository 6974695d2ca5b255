import CXDrive
import Foundation
import OpenUIKit
@_spi(Windowing) import OpenUIKitCore
@_spi(Windowing) import OpenUIKitX11

/// What the X server shows, checked the way gtkb checks it (README.md, "On screen"): after the toolkit presented a
/// frame (`UIApplication.framePresentationObserver`, told after each present), `XSync` on the backend's own
/// connection so the server has executed every request, take the time, and accept it only if the root pixel under
/// the probe is no longer Xvfb's black root background.
@MainActor
final class OnScreen {
    let backend: X11Backend
    let application: UIApplication

    init(backend: X11Backend, application: UIApplication) {
        self.backend = backend
        self.application = application
    }

    /// Waits for the server to execute every request sent so far.
    func sync() { XSync(backend.display, 0) }

    /// The root-window pixel under `point` (in `view`'s coordinates), floored as gtkb floors it.
    func rootPoint(of view: UIView, at point: CGPoint) -> (x: Int32, y: Int32)? {
        guard let window = view.window, let xWindow = backend.xWindow(for: window) else { return nil }
        let inWindow = view.convert(point, to: nil)
        var originX: Int32 = 0, originY: Int32 = 0
        drive_window_origin(backend.display, Window(xWindow), &originX, &originY)
        return (
            originX + Int32((inWindow.x * backend.scale).rounded(.down)),
            originY + Int32((inWindow.y * backend.scale).rounded(.down))
        )
    }

    func centre(of view: UIView) -> (x: Int32, y: Int32)? {
        rootPoint(of: view, at: CGPoint(x: view.bounds.midX, y: view.bounds.midY))
    }

    /// 0xRRGGBB at root (x, y); -1 when it cannot be read.
    func rootPixel(x: Int32, y: Int32) -> Int { drive_root_pixel(backend.display, x, y) }

    /// Calls `done` with the time of the first frame that is on screen: presented, synced, and the pixel under
    /// `probe`'s centre no longer black. A presented frame that is not yet visible asks for another one.
    func whenFirstFrameOnScreen(probe: UIView, _ done: @escaping @MainActor (Int64) -> Void) {
        application.framePresentationObserver = { [unowned self] window, _ in
            self.sync()
            let time = nowNanoseconds()
            guard let point = self.centre(of: probe), self.rootPixel(x: point.x, y: point.y) > 0 else {
                window.setNeedsDisplay()
                return
            }
            self.application.framePresentationObserver = nil
            done(time)
        }
    }
}
