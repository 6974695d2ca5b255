import Foundation

// The backend → core half of the backend contract for windows and frames (see BackendWindowHost.swift for the whole
// contract; input is in Events/UIApplication+BackendInput.swift). Every member here is backend SPI: apps never see
// them.

extension UIApplication {
    // MARK: - Attaching

    /// Makes `host` the backend the core tells about windows, and tells it at once about every window already
    /// visible (an app may show windows before its backend runs). Pass nil to detach.
    @_spi(Windowing) public func attach(windowHost host: (any BackendWindowHost)?) {
        windowHost = host
        guard let host else { return }
        for window in windows { host.windowDidShow(window) }
        if displayLinks.framesWanted { host.setFramesWanted(true) }
    }

    // MARK: - Frames

    /// The backend has handed a frame of `window` to the window system (`rectangles`: the parts it copied, in
    /// window points). Tools that measure what a user sees (time to the first frame on screen, a redraw's cost up
    /// to the server) hook ``framePresentationObserver`` and synchronise with the server there.
    @_spi(Windowing) public func backendDidPresentFrame(of window: UIWindow, rectangles: [CGRect]) {
        framePresentationObserver?(window, rectangles)
        // What a listening assistive technology saw may have changed; nothing runs while none listens.
        if !AccessibilityBridges.listeners.isEmpty {
            UIAccessibility.post(notification: .windowDidPresent, argument: window)
        }
    }

    /// A display frame begins at `timestamp`; the display's next frame is due at `nextFrame` (so its rate is
    /// `1 / (nextFrame - timestamp)`). Runs the callbacks of the display links due this frame (`CADisplayLink`),
    /// which may change views; the backend then lays out, draws and presents the frame. Called by the backend, on
    /// its frame clock, only while ``BackendWindowHost/setFramesWanted(_:)`` last said `true`.
    @_spi(Windowing) public func backendFrameWillBegin(at timestamp: TimeInterval, nextFrame: TimeInterval) {
        displayLinks.frameWillBegin(at: timestamp, nextFrame: nextFrame)
    }

    /// Whether the app's display links want frames now (what ``BackendWindowHost/setFramesWanted(_:)`` last said).
    @_spi(Windowing) public var wantsFrames: Bool { displayLinks.framesWanted }

    // MARK: - Native windows

    /// The native window was moved or resized (by the user or a window manager): the `UIWindow` takes the new
    /// frame, in points, without the change being sent back through ``BackendWindowHost/windowDidChangeFrame(_:)``.
    @_spi(Windowing) public func backendWindow(_ window: UIWindow, didChangeFrameTo frame: CGRect) {
        guard window.frame != frame else { return }
        isApplyingBackendGeometry = true
        defer { isApplyingBackendGeometry = false }
        window.frame = frame
    }

    /// The native window's pixels per point changed (it moved to another monitor). Applies to frames drawn from
    /// now on; the window is redrawn whole.
    ///
    /// Partial: a window's renderer keeps the scale it was made with, so this takes effect only before the
    /// window's first frame (in practice: when the backend shows it).
    @_spi(Windowing) public func backendWindow(_ window: UIWindow, didChangeScaleTo scale: CGFloat) {
        guard scale.isFinite, scale > 0, window.screenScale != scale else { return }
        window.screenScale = scale
        window.addDamage(window.bounds)
    }

    /// The native window received keyboard focus: it becomes the key window, as UIKit's does when its scene
    /// becomes active.
    @_spi(Windowing) public func backendWindowDidBecomeKey(_ window: UIWindow) {
        guard windows.contains(where: { $0 === window }) else { return }
        setKeyWindow(window)
    }

    /// The native window was closed from outside the app — its close button, a window manager's kill, another
    /// client destroying it: the `UIWindow` closes (``UIWindow/close()``). A backend forgets the native window
    /// first, so the ``BackendWindowHost/windowDidClose(_:)`` that follows finds nothing to destroy.
    @_spi(Windowing) public func backendWindowDidClose(_ window: UIWindow) {
        window.close()
    }

    /// The native window stopped being shown without the app asking (a window manager minimised it): its touches
    /// can never end normally, so they are cancelled. The `UIWindow` stays visible to the app.
    @_spi(Windowing) public func backendWindowWasUnmapped(_ window: UIWindow) {
        cancelTouches(in: window)
    }
}
