import Foundation

/// A timer that calls its target once per display frame (or every few frames), just before the frame is laid out
/// and drawn: for animations and anything else that must keep pace with the screen.
///
/// Mirrors Core Animation's `CADisplayLink`: create one with a target and an action (`init(target:selector:)`,
/// through OpenUIKit's target-action, `Docs/TargetAction.md`), add it to the main run loop, and it fires until
/// ``invalidate()``; ``isPaused`` suspends it; inside the callback ``timestamp`` is when this frame began,
/// ``targetTimestamp`` when the next frame this link fires for is due, ``duration`` the display's frame interval.
/// As in UIKit the link holds its target strongly and the run loop holds the link until ``invalidate()``.
///
/// ```swift
/// final class Spinner: UIView {
///     private var link: CADisplayLink?
///     func start() {
///         link = CADisplayLink(target: self, selector: "step:")
///         link?.add(to: .main, forMode: .common)
///     }
///     func step(_ link: CADisplayLink) { angle += (link.targetTimestamp - link.timestamp) * speed; setNeedsDisplay() }
///     override class var actionMethods: [Selector: ActionMethod] {
///         super.actionMethods.merging(["step:": .method(Spinner.step)]) { $1 }
///     }
/// }
/// ```
///
/// Differences from UIKit:
/// - Frames come from the backend's frame clock (X11: 60 Hz on the monotonic clock; the embedded backend: its
///   virtual clock), not from the display's vertical blank.
/// - Only the main run loop runs display links; adding one to another run loop reports a programming error and
///   does nothing. OpenUIKit's loop has no modes: a link added in any mode (`.default`, `.common`, a tracking mode)
///   fires on every frame while it is in at least one.
/// - ``init(handler:)`` (a closure instead of a target and selector) is an OpenUIKit addition.
@preconcurrency @MainActor
public final class CADisplayLink {
    private enum Callback {
        case action(target: AnyObject, method: ActionMethod)
        case handler(@MainActor (CADisplayLink) -> Void)
        case none
    }

    private var callback: Callback
    /// The application whose frames drive the link, from the first ``add(to:forMode:)``.
    private weak var application: UIApplication?
    private var modes: Set<RunLoop.Mode> = []
    /// Frames to let pass before the next callback (the link fires on every ``frameDivisor``-th frame).
    private var framesToSkip = 0
    private var divisorCache: (range: CAFrameRateRange, displayRate: Double, divisor: Int)?
    private(set) var isInvalidated = false

    /// A link that sends `selector` to `target` on each frame. `target` must handle `selector` (a
    /// ``UIActionTarget``, every `UIResponder` is one, with the method in its table); the method takes no argument or
    /// the link (`func step(_ link: CADisplayLink)`). A target that cannot is reported as a programming error, and
    /// the link then calls nothing.
    public init(target: Any, selector: Selector) {
        if let object = target as? any UIActionTarget, let method = object.actionMethod(for: selector) {
            callback = .action(target: object, method: method)
        } else {
            callback = .none
            UIApplication.reportProgrammingError(
                "CADisplayLink: \(type(of: target)) has no action method \"\(selector)\"; the link calls nothing")
        }
    }

    /// A link that calls `handler` with itself on each frame. OpenUIKit addition (UIKit takes only a target and a
    /// selector); the link holds the closure until ``invalidate()``, so capture the owner weakly.
    public init(handler: @escaping @MainActor (CADisplayLink) -> Void) {
        callback = .handler(handler)
    }

    // MARK: - Scheduling

    /// Starts the link on the main run loop. `mode` is recorded (``remove(from:forMode:)`` takes it away again) but
    /// does not filter frames: OpenUIKit's loop runs in one mode.
    public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard !isInvalidated else { return }
        guard runloop === RunLoop.main else {
            UIApplication.reportProgrammingError("CADisplayLink: only the main run loop runs display links; not added")
            return
        }
        // A display link names only a run loop, not a view: it runs in the current application's frames.
        let application = self.application ?? UIApplication.current
        self.application = application
        let wasScheduled = isScheduled
        modes.insert(mode)
        if !wasScheduled {
            framesToSkip = 0
            application.displayLinks.add(self)
        }
    }

    /// Takes the link out of `mode`; out of every mode, it stops firing (until added again).
    public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard runloop === RunLoop.main, modes.remove(mode) != nil, modes.isEmpty else { return }
        application?.displayLinks.remove(self)
    }

    /// Stops the link for good and lets go of its target (or handler). Safe from inside its own callback, and more
    /// than once.
    public func invalidate() {
        guard !isInvalidated else { return }
        isInvalidated = true
        callback = .none
        modes.removeAll()
        application?.displayLinks.remove(self)
    }

    /// Whether the link skips frames for now. Resuming fires it on the next frame.
    public var isPaused = false {
        didSet {
            guard isPaused != oldValue else { return }
            if !isPaused { framesToSkip = 0 }
            application?.displayLinks.activityDidChange()
        }
    }

    /// In at least one mode of the main run loop, and not invalidated.
    var isScheduled: Bool { !modes.isEmpty && !isInvalidated }

    /// Scheduled and not paused: the link needs frames.
    var isActive: Bool { isScheduled && !isPaused }

    // MARK: - Timing

    /// When the frame of the latest callback began (seconds on the application's clock); 0 before the first.
    public private(set) var timestamp: CFTimeInterval = 0

    /// When the next frame this link fires for is due: ``timestamp`` plus the link's interval (the display's, or
    /// a multiple of it at a lower ``preferredFrameRateRange``). Work for the next frame should be done by then.
    public private(set) var targetTimestamp: CFTimeInterval = 0

    /// The display's frame interval, as of the latest callback; 0 before the first.
    public private(set) var duration: CFTimeInterval = 0

    /// The rates the link accepts (see ``CAFrameRateRange``). An invalid range (negative, minimum above maximum,
    /// preferred outside) is reported as a programming error and not taken.
    public var preferredFrameRateRange: CAFrameRateRange = .default {
        didSet {
            guard let problem = preferredFrameRateRange.problem else { return }
            UIApplication.reportProgrammingError("CADisplayLink.preferredFrameRateRange: \(problem); ignored")
            preferredFrameRateRange = oldValue
        }
    }

    /// The preferred rate, in frames per second; 0 (the default) means the display's rate. Setting it sets
    /// ``preferredFrameRateRange`` to exactly that rate (UIKit deprecated it in favour of the range).
    public var preferredFramesPerSecond: Int {
        get {
            preferredFrameRateRange == .default
                ? 0 : Int((preferredFrameRateRange.preferred ?? preferredFrameRateRange.maximum).rounded())
        }
        set {
            let rate = Float(max(newValue, 0))
            preferredFrameRateRange =
                rate == 0 ? .default : CAFrameRateRange(minimum: rate, maximum: rate, preferred: rate)
        }
    }

    /// How many display frames pass from one callback to the next: 1 (the default) fires on every frame, 2 on every
    /// other. UIKit deprecated it in favour of ``preferredFrameRateRange``; as there, above 1 it sets the link's pace
    /// whatever the preferred rate. Below 1 (undefined in UIKit) is reported as a programming error and not taken.
    public var frameInterval: Int = 1 {
        didSet {
            guard frameInterval < 1 else { return }
            UIApplication.reportProgrammingError(
                "CADisplayLink.frameInterval: \(frameInterval) is below 1; kept \(oldValue)")
            frameInterval = oldValue
        }
    }

    /// Every how many display frames the link fires.
    private func frameDivisor(displayRate: Double) -> Int {
        if frameInterval > 1 { return frameInterval }
        if let cache = divisorCache, cache.range == preferredFrameRateRange, cache.displayRate == displayRate {
            return cache.divisor
        }
        let divisor = preferredFrameRateRange.frameDivisor(displayRate: displayRate)
        divisorCache = (preferredFrameRateRange, displayRate, divisor)
        return divisor
    }

    /// A display frame begins at `time`; the display's next one is due at `nextFrame`. Fires the link when this is
    /// one of its frames.
    func displayFrame(at time: TimeInterval, nextFrame: TimeInterval) {
        guard isActive else { return }
        if framesToSkip > 0 {
            framesToSkip -= 1
            return
        }
        let interval = nextFrame - time
        let divisor = interval > 0 ? frameDivisor(displayRate: 1 / interval) : 1
        framesToSkip = divisor - 1
        timestamp = time
        duration = interval
        targetTimestamp = time + Double(divisor) * interval
        switch callback {
        case .action(let target, let method): method.invoke(on: target, sender: self, event: nil)
        case .handler(let handler): handler(self)
        case .none: break
        }
    }
}
