import Foundation

// The backend contract: everything a windowing backend and the core say to each other, and nothing else.
//
// A backend (X11 in `OpenUIKitX11`, the in-memory `EmbeddedBackend` in `OpenUIKitTesting`, a Wayland one some
// day) imports the core with the SPI names of the parts it uses — `@_spi(Windowing)` for this contract,
// `@_spi(Input)` for input (`Events/`), `@_spi(Rendering)` for what renderers read — and uses exactly these
// pieces:
//
// - `UIApplicationBackend` (public): the clock and the run loop that `UIApplicationMain` starts.
// - `BackendWindowHost` (this file): what the core tells the backend — a window was shown, hidden, moved or
//   resized by the app, closed for good, or needs a frame. The backend registers with
//   `UIApplication.attach(windowHost:)` and learns about every window from these calls; it never polls
//   `UIApplication.windows`. It also hears when the app's display links start or stop wanting frames.
// - `UIApplication+Backend.swift`: what the backend tells the core about windows and frames — a native window's
//   new geometry or scale, focus, closing, and the frame clock's tick (`backendFrameWillBegin`).
// - `Events/UIApplication+BackendInput.swift`: input (`enqueue`, `drainEventQueue`), a removed input device, the
//   core operation that cancels every touch of a device or of a window, and the input still in progress; the
//   keyboard's part is `Presses/UIApplication+Keyboard.swift`.
// - `FramePacer` (this directory): a frame clock on an `EventClock`, for backends without a display's own.
// - `RawInput` and `EventClock` (public): the window-system-neutral input values and the time source.
//
// Docs/Architecture.md ("Writing a backend") walks through it, with X11 as the example.

/// The backend's half of the window contract: the core calls these when the app changes a window, so the backend
/// can keep a native window in step with each `UIWindow`.
///
/// Calls arrive on the main actor, synchronously, as the app makes the change; a backend may apply them at once
/// (map, unmap, configure) and draw later. Frames are the backend's business: ``windowNeedsFrame(_:)`` asks for
/// one, and the backend renders (`window.renderer.renderIfNeeded()`) and presents when it suits its loop.
///
/// The host is not retained by the application; the backend keeps itself alive for as long as it runs. A native
/// window must not retain its `UIWindow` either: the application keeps visible windows alive and no others, and
/// ``windowDidClose(_:)`` reports a hidden window's end, even when it was simply freed.
@_spi(Windowing) @MainActor
public protocol BackendWindowHost: AnyObject {
    /// `window` became visible: create its native window if it has none (size from `window.frame`, in points
    /// times the backend's scale) and map it. Called again each time the window is shown after being hidden.
    func windowDidShow(_ window: UIWindow)

    /// `window` was hidden (`isHidden = true`): unmap its native window, keeping it for a later show. The core
    /// has already cancelled the window's touches.
    func windowDidHide(_ window: UIWindow)

    /// The app changed a visible window's `frame`: move or resize the native window to match. Not called for
    /// changes the backend itself reported (``UIApplication/backendWindow(_:didChangeFrameTo:)``).
    func windowDidChangeFrame(_ window: UIWindow)

    /// The window is gone for good — closed, or freed while hidden: destroy its native window. Given the
    /// identifier because the window may be in the middle of being freed. May name a window the backend never
    /// showed, or one it already destroyed; ignore those.
    func windowDidClose(_ identifier: UIWindow.Identifier)

    /// `window` gained damage while none was pending: schedule one frame (layout, render, present) for it. Called
    /// once per frame's worth of changes, however many views changed.
    func windowNeedsFrame(_ window: UIWindow)

    /// The app's display links (`CADisplayLink`) started wanting frames (`true`: a link is scheduled and not
    /// paused) or stopped (`false`). While they want frames the backend calls
    /// ``UIApplication/backendFrameWillBegin(at:nextFrame:)`` once per display frame, before it lays out and draws
    /// that frame; otherwise it keeps no frame timer (an idle app wakes for nothing). Called only when the answer
    /// changes, and at attach when links already want frames.
    func setFramesWanted(_ wanted: Bool)

    /// The pointer moved onto a view whose cursor (``UIView/cursor``, or the default for its kind) differs from the
    /// one `window` shows: show `cursor` over the native window. Called only when the shape changes. Optional:
    /// the default does nothing.
    func windowDidChangeCursor(_ window: UIWindow, to cursor: UICursor)
}

extension BackendWindowHost {
    public func windowDidChangeCursor(_ window: UIWindow, to cursor: UICursor) {}
}
