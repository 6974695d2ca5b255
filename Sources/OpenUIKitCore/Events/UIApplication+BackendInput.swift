import Foundation

// The backend → core half of the backend contract for input: queueing raw input, cancelling the touches of a device
// or window that went away, and the input still in progress (see Backend/BackendWindowHost.swift for the whole
// contract). Every member here is backend SPI: apps never see them.

extension UIApplication {
    // MARK: - Input

    /// Appends backend input to the queue. Nothing is delivered until ``drainEventQueue()`` runs.
    @_spi(Input) public func enqueue(_ input: RawInput) {
        queue.append(input)
    }

    /// Appends several inputs in order.
    @_spi(Input) public func enqueue(contentsOf inputs: some Sequence<RawInput>) {
        queue.append(contentsOf: inputs)
    }

    /// How many inputs wait in the queue.
    @_spi(Input) public var pendingInputCount: Int { queue.count - queueHead }

    /// Takes every queued input in order and dispatches it, then runs layout. Input queued while draining (by an
    /// event handler) is taken in the same pass; a nested call returns at once.
    @_spi(Input) public func drainEventQueue() {
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
    @_spi(Input) public var touchFrameInterval: TimeInterval? {
        get { touchFramePacer.interval }
        set { touchFramePacer.interval = newValue.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } }
    }

    /// Delivers the touch frame waiting for its display frame now, if any: for a backend's synchronous "deliver
    /// everything read so far" (tests, shutting down).
    @_spi(Input) public func deliverHeldTouchFrame() {
        touchFramePacer.deliverHeldFrame()
    }

    /// Whether a touch frame waits for its display frame.
    @_spi(Input) public var isHoldingTouchFrame: Bool { touchFramePacer.isHoldingFrame }

    // MARK: - Devices

    /// An input device went away (unplugged or disabled): every touch it had down is cancelled, as UIKit cancels
    /// the touches of a display that disconnects.
    @_spi(Input) public func backendDeviceWasRemoved(_ device: Int) {
        cancelTouches(ofDevice: device)
    }

    // MARK: - Cancelling touches

    /// Cancels every touch of `device` still down (fingers and the mouse's primary-button touch): recognizers and
    /// views get cancelled, each touch where it was last seen. Later samples the backend sends for these touches
    /// are swallowed without a diagnostic.
    @_spi(Input) public func cancelTouches(ofDevice device: Int) {
        touchFramePacer.deliverHeldFrame()
        touchDispatcher.cancelAllTouches(ofDevice: device)
        indirectInput.cancelAll(ofDevice: device)
    }

    /// Cancels every touch of `window` still down, as above.
    @_spi(Input) public func cancelTouches(in window: UIWindow) {
        touchFramePacer.deliverHeldFrame()
        touchDispatcher.cancelAllTouches(in: window)
        indirectInput.cancelAll(in: window)
    }

    // MARK: - State, for a clean end

    /// The touches down now, oldest first (the embedded backend's `finish()` reports them).
    @_spi(Input) public var touchesInProgress: [UITouch] {
        touchDispatcher.activeTouches + indirectInput.activeTouches
    }

    /// The recognizers with a gesture in progress (engaged since their first touch, until they reset), in the
    /// order they joined — wherever they are attached, or detached.
    @_spi(Input) public var gestureRecognizersInProgress: [UIGestureRecognizer] {
        gestureEnvironment.engagedRecognizers
    }
}
