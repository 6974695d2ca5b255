import Foundation
@_spi(Windowing) @_spi(Input) import OpenUIKitCore

/// An in-memory backend: no windowing system, virtual time, and input that tests inject.
///
/// The counterpart of swift-nio's `EmbeddedEventLoop`/`EmbeddedChannel`. It speaks to the core through the same
/// backend contract as the X11 backend and nothing else (`Backend/BackendWindowHost.swift`): it is the
/// application's window host, and it hands input over with `enqueue`/`drainEventQueue`. What the core told it about
/// windows is kept in ``windowEvents``; ``finish()`` reports what a test left behind. ``run(_:)`` drains whatever
/// input is queued and returns, so `UIApplicationMain(delegate:backend:)` works headless; tests usually drive the
/// application through an ``EventDriver``, which owns one of these.
@preconcurrency @MainActor
public final class EmbeddedBackend: UIApplicationBackend {
    public let virtualClock: VirtualClock
    public var clock: any EventClock { virtualClock }
    public private(set) weak var application: UIApplication?

    /// What the core told this backend about windows, in order (``WindowEvent``). Frame requests are counted in
    /// ``frameRequests``.
    public private(set) var windowEvents: [WindowEvent] = []
    /// How many times the core asked for a frame.
    public private(set) var frameRequests = 0
    /// The windows this backend shows now (shown, not hidden or closed since), in the order shown.
    public private(set) var shownWindows: [UIWindow.Identifier] = []

    /// The display rate of the frame clock that drives display links (`CADisplayLink`), in frames per second: 60
    /// unless a test sets another (64 gives timestamps that are exact in binary). A change restarts the clock.
    public var framesPerSecond: Double = 60 {
        didSet {
            applyTouchPacing()
            framePacer?.setRunning(false)
            framePacer = nil
            if application?.wantsFrames == true { setFramesWanted(true) }
        }
    }
    /// Whether touch frames are paced to ``framesPerSecond``, as on a real display: moves wait for the next frame
    /// (one frame interval after the previous touch frame) and the samples in between become coalesced touches;
    /// every batch waits at least a millisecond, so what a test sends at one instant is one frame. Off by default:
    /// each batch is then delivered before the call that sent it returns.
    public var pacesTouchFrames = false {
        didSet { applyTouchPacing() }
    }

    /// Whether a paced touch frame waits for its display frame (advancing the clock delivers it).
    public var isHoldingTouchFrame: Bool { application?.isHoldingTouchFrame ?? false }

    func applyTouchPacing() {
        application?.touchFrameInterval = pacesTouchFrames ? 1 / framesPerSecond : nil
    }

    /// When each frame the frame clock drove began, in order (virtual seconds): one per display frame while a
    /// display link is active, none otherwise.
    public private(set) var frameTimes: [TimeInterval] = []
    private var framePacer: FramePacer?
    /// The screen `UIScreen.main` reports: 1280×800 points at scale 1 unless a test sets another.
    @_spi(Windowing) public var screenInfo = BackendScreenInfo(size: CGSize(width: 1280, height: 800), scale: 1)

    public init(clock: VirtualClock = VirtualClock()) {
        self.virtualClock = clock
    }

    /// Makes `application` use this backend: its clock, and this backend as its window host. Attaching the same
    /// application again changes nothing.
    public func attach(_ application: UIApplication) {
        guard self.application !== application else { return }
        self.application = application
        application.clock = virtualClock
        application.attach(windowHost: self)
        applyTouchPacing()
    }

    public func run(_ application: UIApplication) -> Int32 {
        attach(application)
        application.drainEventQueue()
        return 0
    }

    /// Hands `input` to the application and delivers it (with anything queued before it) before returning.
    public func send(_ input: RawInput) {
        guard let application else { return }
        application.enqueue(input)
        application.drainEventQueue()
    }

    /// Delivers whatever input is queued and runs layout, as a real backend's loop does after each wake-up.
    public func flush() {
        application?.drainEventQueue()
    }

    // MARK: - A clean end

    /// Delivers queued input, then reports fingers still down, timers still pending and recognizers still engaged,
    /// like swift-nio's `EmbeddedChannel.finish()`: `#expect(driver.backend.finish().isClean)` ends a test
    /// cleanly. Changes nothing else; time does not move.
    public func finish() -> Leftovers {
        flush()
        var leftovers = Leftovers()
        guard let application else { return leftovers }
        leftovers.touchesDown = application.touchesInProgress.map { touch in
            Leftovers.Touch(
                identifier: touch.inputIdentifier, view: touch.view?.debugName ?? "nothing", phase: touch.phase)
        }
        if let deadline = virtualClock.nextDeadline {
            leftovers.pendingTimers.append(.due(at: deadline))
            let more = virtualClock.pendingTimerCount - 1
            if more > 0 { leftovers.pendingTimers.append(.more(more)) }
        }
        // Asked of the environment itself, not found by walking views: a recognizer left engaged after leaving its
        // view is exactly what a re-entrancy bug would leave behind.
        for recognizer in application.gestureRecognizersInProgress {
            let touches = recognizer.numberOfTouches
            leftovers.engagedRecognizers.append(
                Leftovers.Recognizer(name: recognizer.debugName, state: recognizer.state, touches: touches))
        }
        leftovers.pressesDown = application.pressesInProgress.map { press in
            Leftovers.Press(
                keyCode: press.key?.keyCode.rawValue ?? 0,
                responder: press.responder.map(pressResponderName) ?? "nothing")
        }
        return leftovers
    }
}

/// A responder's name in logs: a view's debug name, else its type.
@MainActor
func pressResponderName(_ responder: UIResponder) -> String {
    (responder as? UIView)?.debugName ?? "\(type(of: responder))"
}
@_spi(Windowing) extension EmbeddedBackend: BackendScreenProvider {}

@_spi(Windowing) extension EmbeddedBackend: BackendWindowHost {
    public func windowDidShow(_ window: UIWindow) {
        windowEvents.append(.show(window.identifier))
        if !shownWindows.contains(window.identifier) { shownWindows.append(window.identifier) }
    }

    public func windowDidHide(_ window: UIWindow) {
        windowEvents.append(.hide(window.identifier))
        shownWindows.removeAll { $0 == window.identifier }
    }

    public func windowDidChangeFrame(_ window: UIWindow) {
        windowEvents.append(.frame(window.identifier, window.frame))
    }

    public func windowDidChangeCursor(_ window: UIWindow, to cursor: UICursor) {
        windowEvents.append(.cursor(window.identifier, cursor.name))
    }

    public func windowDidClose(_ identifier: UIWindow.Identifier) {
        windowEvents.append(.close(identifier))
        shownWindows.removeAll { $0 == identifier }
    }

    public func windowNeedsFrame(_ window: UIWindow) {
        frameRequests += 1
    }

    /// Runs the frame clock on the virtual clock while display links want frames: each frame calls the links, then
    /// lays the windows out, as a real backend does before drawing.
    public func setFramesWanted(_ wanted: Bool) {
        if framePacer == nil && wanted {
            framePacer = FramePacer(clock: virtualClock, framesPerSecond: framesPerSecond) {
                [weak self] time, nextFrame in
                guard let self, let application = self.application else { return }
                self.frameTimes.append(time)
                application.backendFrameWillBegin(at: time, nextFrame: nextFrame)
                application.drainEventQueue()
            }
        }
        framePacer?.setRunning(wanted)
    }
}
