import Foundation

// The backend → core half of the backend contract (see BackendWindowHost.swift for the whole contract). Every
// member here is `@_spi(Backends)`: apps never see them.

extension UIApplication {
    // MARK: - Attaching

    /// Makes `host` the backend the core tells about windows, and tells it at once about every window already
    /// visible (an app may show windows before its backend runs). Pass nil to detach.
    @_spi(Backends) public func attach(windowHost host: (any BackendWindowHost)?) {
        windowHost = host
        guard let host else { return }
        for window in windows { host.windowDidShow(window) }
        if displayLinks.framesWanted { host.setFramesWanted(true) }
    }

    // MARK: - Input

    /// Appends backend input to the queue. Nothing is delivered until ``drainEventQueue()`` runs.
    @_spi(Backends) public func enqueue(_ input: RawInput) {
        queue.append(input)
    }

    /// Appends several inputs in order.
    @_spi(Backends) public func enqueue(contentsOf inputs: some Sequence<RawInput>) {
        queue.append(contentsOf: inputs)
    }

    /// How many inputs wait in the queue.
    @_spi(Backends) public var pendingInputCount: Int { queue.count - queueHead }

    /// Takes every queued input in order and dispatches it, then runs layout. Input queued while draining (by an
    /// event handler) is taken in the same pass; a nested call returns at once.
    @_spi(Backends) public func drainEventQueue() {
        guard !isDraining else { return }
        isDraining = true
        defer { isDraining = false }
        while queueHead < queue.count {
            let input = queue[queueHead]
            queueHead += 1
            dispatch(input)
        }
        queue.removeAll(keepingCapacity: true)
        queueHead = 0
        layoutAllWindows()
    }

    // MARK: - Touch frames

    /// Seconds between touch frames when the core paces them to the display (`TouchFramePacer`): moves wait for the
    /// next frame and every sample in between becomes a coalesced touch. Nil (the default) delivers each `.touches`
    /// batch as it is drained. A backend sets its display's frame interval; a value that is not positive and
    /// finite turns pacing off.
    @_spi(Backends) public var touchFrameInterval: TimeInterval? {
        get { touchFramePacer.interval }
        set { touchFramePacer.interval = newValue.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } }
    }

    /// Delivers the touch frame waiting for its display frame now, if any: for a backend's synchronous "deliver
    /// everything read so far" (tests, shutting down).
    @_spi(Backends) public func deliverHeldTouchFrame() {
        touchFramePacer.deliverHeldFrame()
    }

    /// Whether a touch frame waits for its display frame.
    @_spi(Backends) public var isHoldingTouchFrame: Bool { touchFramePacer.isHoldingFrame }

    // MARK: - Frames

    /// The backend has handed a frame of `window` to the window system (`rectangles`: the parts it copied, in
    /// window points). Tools that measure what a user sees (time to the first frame on screen, a redraw's cost up
    /// to the server) hook ``framePresentationObserver`` and synchronise with the server there.
    @_spi(Backends) public func backendDidPresentFrame(of window: UIWindow, rectangles: [CGRect]) {
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
    @_spi(Backends) public func backendFrameWillBegin(at timestamp: TimeInterval, nextFrame: TimeInterval) {
        displayLinks.frameWillBegin(at: timestamp, nextFrame: nextFrame)
    }

    /// Whether the app's display links want frames now (what ``BackendWindowHost/setFramesWanted(_:)`` last said).
    @_spi(Backends) public var wantsFrames: Bool { displayLinks.framesWanted }

    // MARK: - Native windows

    /// The native window was moved or resized (by the user or a window manager): the `UIWindow` takes the new
    /// frame, in points, without the change being sent back through ``BackendWindowHost/windowDidChangeFrame(_:)``.
    @_spi(Backends) public func backendWindow(_ window: UIWindow, didChangeFrameTo frame: CGRect) {
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
    @_spi(Backends) public func backendWindow(_ window: UIWindow, didChangeScaleTo scale: CGFloat) {
        guard scale.isFinite, scale > 0, window.screenScale != scale else { return }
        window.screenScale = scale
        window.addDamage(window.bounds)
    }

    /// The native window received keyboard focus: it becomes the key window, as UIKit's does when its scene
    /// becomes active.
    @_spi(Backends) public func backendWindowDidBecomeKey(_ window: UIWindow) {
        guard windows.contains(where: { $0 === window }) else { return }
        setKeyWindow(window)
    }

    /// The native window was closed from outside the app — its close button, a window manager's kill, another
    /// client destroying it: the `UIWindow` closes (``UIWindow/close()``). A backend forgets the native window
    /// first, so the ``BackendWindowHost/windowDidClose(_:)`` that follows finds nothing to destroy.
    @_spi(Backends) public func backendWindowDidClose(_ window: UIWindow) {
        window.close()
    }

    /// The native window stopped being shown without the app asking (a window manager minimised it): its touches
    /// can never end normally, so they are cancelled. The `UIWindow` stays visible to the app.
    @_spi(Backends) public func backendWindowWasUnmapped(_ window: UIWindow) {
        cancelTouches(in: window)
    }

    /// An input device went away (unplugged or disabled): every touch it had down is cancelled, as UIKit cancels
    /// the touches of a display that disconnects.
    @_spi(Backends) public func backendDeviceWasRemoved(_ device: Int) {
        cancelTouches(ofDevice: device)
    }

    // MARK: - Cancelling touches

    /// Cancels every touch of `device` still down (fingers and the mouse's primary-button touch): recognizers and
    /// views get cancelled, each touch where it was last seen. Later samples the backend sends for these touches
    /// are swallowed without a diagnostic.
    @_spi(Backends) public func cancelTouches(ofDevice device: Int) {
        touchFramePacer.deliverHeldFrame()
        touchDispatcher.cancelAllTouches(ofDevice: device)
        indirectInput.cancelAll(ofDevice: device)
    }

    /// Cancels every touch of `window` still down, as above.
    @_spi(Backends) public func cancelTouches(in window: UIWindow) {
        touchFramePacer.deliverHeldFrame()
        touchDispatcher.cancelAllTouches(in: window)
        indirectInput.cancelAll(in: window)
    }

    // MARK: - State, for a clean end

    /// The touches down now, oldest first (the embedded backend's `finish()` reports them).
    @_spi(Backends) public var touchesInProgress: [UITouch] {
        touchDispatcher.activeTouches + indirectInput.activeTouches
    }

    /// The recognizers with a gesture in progress (engaged since their first touch, until they reset), in the
    /// order they joined — wherever they are attached, or detached.
    @_spi(Backends) public var gestureRecognizersInProgress: [UIGestureRecognizer] {
        gestureEnvironment.engagedRecognizers
    }
}
