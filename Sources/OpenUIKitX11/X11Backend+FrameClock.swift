@_spi(Windowing) import OpenUIKitCore

// The frame clock: display links (`CADisplayLink`) get one frame every 1/60 s of the monotonic clock while they
// want frames. 60 Hz is fixed: X11 reports a monitor's refresh rate only through RandR (another library and a
// round trip per output), Xvfb and Xorg's dummy driver have no real one, and the common desktop rate is 60. The
// tick is a timer on the backend's clock, so it fires inside `processPendingEvents()` before the pass lays out and
// draws: the links' changes are in the frame drawn right after them. With no active link there is no tick.

extension X11Backend {
    /// The display rate the frame clock runs at.
    @_spi(Windowing) public static let framesPerSecond: Double = 60

    @_spi(Windowing) public func setFramesWanted(_ wanted: Bool) {
        framePacer.setRunning(wanted && !isShutDown)
    }

    func makeFramePacer() -> FramePacer {
        FramePacer(clock: monotonicClock, framesPerSecond: Self.framesPerSecond) { [weak self] time, nextFrame in
            self?.application?.backendFrameWillBegin(at: time, nextFrame: nextFrame)
        }
    }
}
