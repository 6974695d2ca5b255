import Foundation

/// Mirrors UIKit's `UIViewPropertyAnimator`: an animation of view properties that can be started, paused,
/// scrubbed, reversed, continued with other timing and stopped, built on the same drawn state as
/// `UIView.animate` (model values change when the animations run; the renderer draws values the animator moves).
///
/// The animator's *fraction* is linear in time (`fractionComplete`); its *progress* is the fraction through the
/// timing curve, and every animation's drawn value is its start value plus progress times the change. While
/// running, a `CADisplayLink` moves the fraction each frame; paused, stopped or finished, the animator holds no
/// link, so an idle window wakes up zero times.
///
/// As in UIKit: the animation blocks run when the animator becomes active (`startAnimation`, `pauseAnimation` or
/// setting `fractionComplete`), later blocks at once; `stopAnimation(false)` leaves it `.stopped` until
/// `finishAnimation(at:)`, `stopAnimation(true)` makes it `.inactive` without completions; both leave the views at
/// their drawn values. A running animator that reaches its end (or its start, reversed) finishes there, with the
/// views' values set to the end (or start) values, and calls its completions with `.end` (or `.start`).
///
/// Differences: where UIKit raises an exception for a call in the wrong state, the call is reported as a
/// programming error (``UIApplication/diagnosticHandler``) and does nothing. With `scrubsLinearly`, progress set
/// while paused is linear; on resuming, the curve (or the `continueAnimation` timing) runs from the drawn progress
/// to the end over the remaining fraction, so nothing jumps. The curve applies to the animator's progress as a
/// whole: an animation added later, or with a delay factor, moves linearly over the rest of that progress instead
/// of on its own copy of the curve. Animations of the same property of the same view replace each other (a
/// block animation or another animator's takes the property over), as with `UIView.animate`.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: UIViewImplicitlyAnimating {
    /// Seconds from fraction 0 to 1 at normal pace.
    public let duration: TimeInterval
    /// The delay of the latest `startAnimation(afterDelay:)` (or of `runningPropertyAnimator`).
    public private(set) var delay: TimeInterval = 0
    public let timingParameters: UITimingCurveProvider?

    /// Whether pausing, scrubbing and reversing are allowed; settable only while inactive.
    public var isInterruptible = true {
        didSet {
            if state != .inactive && isInterruptible != oldValue {
                report("isInterruptible can only change while the animator is inactive")
                isInterruptible = oldValue
            }
        }
    }
    /// Whether the animating views take touches (UIKit's default: true). Read when animations start.
    public var isUserInteractionEnabled = true
    /// Stored only: hit-testing always uses the model values.
    public var isManualHitTestingEnabled = false
    /// Whether `fractionComplete` set while paused moves the views linearly (true) or along the curve.
    public var scrubsLinearly = true
    /// Whether reaching the end pauses the animator (still active, reversible, no completions) instead of
    /// finishing it.
    public var pausesOnCompletion = false

    public private(set) var state: UIViewAnimatingState = .inactive
    public private(set) var isRunning = false

    private var timing: AnimationTiming
    private var pendingAnimations: [(block: () -> Void, delayFactor: Double)] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    /// The animations this animator moves, in the order they started.
    private var running: [(view: UIView, animation: PropertyAnimation)] = []
    /// What `stopAnimation(false)` stopped, for `finishAnimation(at:)`.
    private var stopped: [(view: UIView, animation: PropertyAnimation)] = []
    private var fraction: Double = 0
    /// The eased progress at `fraction`, read by the animations each frame.
    private(set) var progress: Double = 0
    /// Set by scrubbing linearly: progress equals the fraction until the animator runs again.
    private var isScrubbed = false
    /// Where the curve starts when it does not span the whole animation: after a linear scrub, a reversal or new
    /// timing, the curve runs from this point to the end the animator heads for.
    private var curveOrigin: (fraction: Double, progress: Double)?
    /// Running: the fraction at `anchorTime` (the end of any delay) and the direction from there, and seconds
    /// per whole fraction.
    private var anchorFraction: Double = 0
    private var anchorTime: TimeInterval = 0
    private var anchorReversed = false
    private var pace: TimeInterval
    private var link: CADisplayLink?
    /// Counts activations and deactivations, so code that ran app blocks can tell whether they stopped it.
    private var generation = 0

    /// The animator that `timingParameters` pace; `duration` is from fraction 0 to 1.
    public required init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        var duration = duration
        if !duration.isFinite || duration < 0 {
            UIApplication.reportProgrammingError("UIViewPropertyAnimator: duration \(duration) is invalid; 0 is used")
            duration = 0
        }
        self.duration = duration
        pace = duration
        timingParameters = parameters
        timing = AnimationTiming(parameters)
    }

    public convenience init(
        duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil
    ) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil
    ) {
        self.init(
            duration: duration,
            timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// An animator already running: its animations start at once (the model values change in this call) and
    /// move after `delay`; the curve comes from `options`, and it takes touches only with
    /// `.allowUserInteraction`. The other options are ignored.
    @discardableResult
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> Self {
        let animator = self.init(
            duration: duration, timingParameters: UICubicTimingParameters(animationCurve: options.curve))
        animator.isUserInteractionEnabled = options.contains(.allowUserInteraction)
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // MARK: - Animations and completions

    public func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    /// Adds animations that hold still for `delayFactor` of the remaining progress and then move. Added to an
    /// active animator, they run at once and cover the rest of the way.
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        var factor = Double(delayFactor)
        if !factor.isFinite || factor < 0 || factor > 1 {
            report("delay factor \(delayFactor) is outside 0…1; clamped")
            factor = factor.isFinite ? min(max(factor, 0), 1) : 0
        }
        switch state {
        case .inactive: pendingAnimations.append((animation, factor))
        case .active: run(animation, startProgress: progress + factor * (1 - progress))
        case .stopped: report("addAnimations on a stopped animator")
        }
    }

    /// Adds a completion, called with where the animation ended when the animator finishes (never after
    /// `stopAnimation(true)`).
    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        guard state != .stopped else { return report("addCompletion on a stopped animator") }
        completions.append(completion)
    }

    // MARK: - Starting, pausing, scrubbing, reversing

    public func startAnimation() {
        startAnimation(afterDelay: 0)
    }

    public func startAnimation(afterDelay delay: TimeInterval) {
        guard state != .stopped else { return report("startAnimation on a stopped animator") }
        var delay = delay
        if !delay.isFinite || delay < 0 {
            report("delay \(delay) is invalid; 0 is used")
            delay = 0
        }
        if state == .inactive {
            guard activate() else { return }
        }
        guard !isRunning else { return }
        self.delay = delay
        resume(after: delay)
    }

    public func pauseAnimation() {
        guard state != .stopped else { return report("pauseAnimation on a stopped animator") }
        guard isInterruptible else { return report("pauseAnimation on an animator that is not interruptible") }
        if state == .inactive {
            _ = activate()
            return
        }
        guard isRunning else { return }
        move(to: now)
        halt()
    }

    /// Linear progress from 0 to 1. Setting it moves the views at once; allowed while inactive (the animator
    /// becomes active and paused) or paused, reported and ignored while running or stopped.
    public var fractionComplete: CGFloat {
        get { CGFloat(fraction) }
        set {
            guard state != .stopped else { return report("fractionComplete set on a stopped animator") }
            guard !isRunning else { return report("fractionComplete set while the animator runs") }
            guard isInterruptible else {
                return report("fractionComplete set on an animator that is not interruptible")
            }
            guard newValue.isFinite else { return report("fractionComplete \(newValue) is not finite") }
            if state == .inactive {
                guard activate() else { return }
            }
            fraction = min(max(Double(newValue), 0), 1)
            isScrubbed = scrubsLinearly
            refresh()
        }
    }

    /// Whether the animator heads for its start instead of its end. Reversing a running animator turns it
    /// around where it is.
    public var isReversed = false {
        didSet {
            guard isReversed != oldValue else { return }
            if state == .stopped {
                report("isReversed set on a stopped animator")
                isReversed = oldValue
                return
            }
            guard state == .active else { return }
            if isRunning { advanceFraction(to: now) }
            // A curve that headed for the other end turns around where it is (the whole curve simply runs back).
            if let origin = curveOrigin {
                curveOrigin = (fraction, progress(at: fraction, origin: origin, towardsStart: oldValue))
            }
            if isRunning { anchor(delay: 0) }
            refresh()
        }
    }

    /// Runs a paused animator again with `parameters` (nil keeps the timing) over `durationFactor` times the
    /// duration for each whole fraction (0 keeps the pace).
    public func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        guard state == .active else { return report("continueAnimation on an animator that is not active") }
        if durationFactor.isFinite && durationFactor > 0 {
            pace = duration * Double(durationFactor)
        } else if durationFactor != 0 {
            report("duration factor \(durationFactor) is invalid; the pace is kept")
        }
        if isRunning { advanceFraction(to: now) }
        if let parameters {
            curveOrigin = (fraction, currentProgress)
            isScrubbed = false
            timing = AnimationTiming(parameters)
        }
        if isRunning { anchor(delay: 0) } else { resume(after: 0) }
        refresh()
    }

    // MARK: - Stopping and finishing

    /// Stops the animations where they are drawn: their views keep those values as model values. With
    /// `withoutFinishing`, the animator becomes inactive and no completion is called; without, it is stopped
    /// until ``finishAnimation(at:)``.
    public func stopAnimation(_ withoutFinishing: Bool) {
        switch state {
        case .inactive: return report("stopAnimation on an inactive animator")
        case .stopped where !withoutFinishing: return report("stopAnimation(false) on a stopped animator")
        case .stopped: break
        case .active:
            if isRunning { move(to: now) }
            halt()
            let animations = releaseAnimations()
            UIView.performWithoutAnimation {
                for (view, animation) in animations {
                    view.setModelVector(animation.property, animation.value(at: now))
                }
            }
            stopped += animations
        }
        if withoutFinishing {
            stopped = []
            completions = []
            deactivate()
        } else {
            state = .stopped
        }
    }

    /// Ends a stopped animator: the stopped views' values go to where `finalPosition` says (`.current` keeps
    /// them), and the completions are called with it.
    public func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else { return report("finishAnimation(at:) on an animator that is not stopped") }
        let animations = stopped
        stopped = []
        deactivate()
        settle(animations, at: finalPosition)
        complete(at: finalPosition)
    }

    // MARK: - Internals

    // An animator names no view until its animations run: its time is the view animator's (the animation
    // application's clock).
    private var now: TimeInterval { ViewAnimator.shared.now }

    private func report(_ message: String) {
        UIApplication.reportProgrammingError("UIViewPropertyAnimator: \(message); ignored")
    }

    /// Inactive → active (paused at fraction 0, or 1 when reversed: it plays from the end back to the start): the
    /// waiting animation blocks run. False when one of them made the animator inactive again.
    private func activate() -> Bool {
        state = .active
        generation += 1
        let activation = generation
        fraction = isReversed ? 1 : 0
        progress = fraction
        isScrubbed = false
        curveOrigin = nil
        pace = duration
        timing = timingParameters.map(AnimationTiming.init) ?? .easeInOut
        let blocks = pendingAnimations
        pendingAnimations = []
        for (block, delayFactor) in blocks {
            guard generation == activation else { return false }
            run(block, startProgress: delayFactor)
        }
        return generation == activation
    }

    private func deactivate() {
        halt()
        state = .inactive
        generation += 1
    }

    /// Runs an animation block and starts animations for what it changed, unless the block stopped the animator.
    private func run(_ block: () -> Void, startProgress: Double) {
        let activation = generation
        let context = AnimationContext(
            duration: duration, delay: 0, options: isUserInteractionEnabled ? [.allowUserInteraction] : [],
            timing: timing)
        ViewAnimator.openContexts.append(ViewAnimator.animationsEnabled ? context : nil)
        block()
        ViewAnimator.openContexts.removeLast()
        guard generation == activation, state == .active else { return }
        running += ViewAnimator.shared.commit(context, driver: self, startProgress: min(startProgress, 1))
    }

    private func resume(after delay: TimeInterval) {
        if isScrubbed {
            curveOrigin = (fraction, progress)
            isScrubbed = false
        }
        anchor(delay: delay)
        isRunning = true
        if link == nil {
            // The link holds the animator while it runs, as UIKit keeps a running animator alive.
            let link = CADisplayLink { link in self.frame(at: link.timestamp) }
            link.add(to: .main, forMode: .common)
            self.link = link
        }
    }

    /// Running from here: the fraction moves from where it is, after `delay` (a delay still going on is kept).
    private func anchor(delay: TimeInterval) {
        anchorFraction = fraction
        anchorTime = max(isRunning ? anchorTime : now, now + delay)
        anchorReversed = isReversed
    }

    private func halt() {
        isRunning = false
        link?.invalidate()
        link = nil
    }

    private func frame(at time: TimeInterval) {
        guard isRunning else { return }
        move(to: time)
        let target = isReversed ? 0.0 : 1.0
        guard fraction == target else { return }
        if pausesOnCompletion {
            halt()
            return
        }
        let position: UIViewAnimatingPosition = isReversed ? .start : .end
        let animations = releaseAnimations()
        deactivate()
        // At the end the views already hold their end values (or whatever the app set since).
        if position == .start { settle(animations, at: .start) }
        complete(at: position)
    }

    /// The fraction at `time` while running, and the views drawn there.
    private func move(to time: TimeInterval) {
        advanceFraction(to: time)
        refresh()
    }

    private func advanceFraction(to time: TimeInterval) {
        let elapsed = max(time - anchorTime, 0)
        let step = pace > 0 ? elapsed / pace : (time >= anchorTime ? 1 : 0)
        fraction = min(max(anchorFraction + (anchorReversed ? -step : step), 0), 1)
    }

    private var currentProgress: Double {
        isScrubbed ? fraction : progress(at: fraction, origin: curveOrigin, towardsStart: isReversed)
    }

    /// Recomputes the progress from the fraction and redraws the animating views.
    private func refresh() {
        progress = currentProgress
        let time = now
        var seen: Set<ObjectIdentifier> = []
        for (view, _) in running where seen.insert(ObjectIdentifier(view)).inserted {
            guard let state = view.animationState else { continue }
            let before = view.presentedAreaInWindow()
            state.update(from: view, at: time)
            if let window = view.storedWindow {
                if let before { window.addDamage(before) }
                if let after = view.presentedAreaInWindow() { window.addDamage(after) }
            }
        }
    }

    /// The eased progress at fraction `f`: the whole curve, or the part from `origin` to the end it heads for.
    private func progress(
        at f: Double, origin: (fraction: Double, progress: Double)?, towardsStart: Bool
    ) -> Double {
        guard let origin else { return timing.value(at: f, duration: pace) }
        let target = towardsStart ? 0.0 : 1.0
        let span = target - origin.fraction
        if abs(span) < 1e-12 { return target }
        let t = (f - origin.fraction) / span
        return origin.progress + (target - origin.progress) * timing.value(at: t, duration: pace * abs(span))
    }

    /// Takes this animator's animations off their views (a view with nothing left animating is drawn with its
    /// model values again) and returns them.
    private func releaseAnimations() -> [(view: UIView, animation: PropertyAnimation)] {
        let animations = running
        running = []
        for (view, animation) in animations {
            guard let state = view.animationState else { continue }
            let before = view.presentedAreaInWindow()
            state.animations.removeAll { $0 === animation }
            if state.animations.isEmpty {
                view.animationState = nil
                if state.isOnTheClock { ViewAnimator.shared.forget(view) }
            } else {
                state.update(from: view, at: now)
            }
            if let window = view.storedWindow {
                if let before { window.addDamage(before) }
                if let after = view.presentedAreaInWindow() { window.addDamage(after) }
            }
        }
        return animations
    }

    /// Sets the model values of ended animations to their start or end values; `.current` leaves what the views
    /// hold.
    private func settle(
        _ animations: [(view: UIView, animation: PropertyAnimation)], at position: UIViewAnimatingPosition
    ) {
        guard position != .current else { return }
        UIView.performWithoutAnimation {
            for (view, animation) in animations {
                view.setModelVector(animation.property, position == .start ? animation.from : animation.to)
            }
        }
    }

    private func complete(at position: UIViewAnimatingPosition) {
        let due = completions
        completions = []
        for completion in due { completion(position) }
    }

    /// A newer animation of the same property of the same view took over `animation`.
    func animationWasReplaced(_ animation: PropertyAnimation) {
        running.removeAll { $0.animation === animation }
    }
}

extension UIView {
    /// Sets the model value of `property`.
    func setModelVector(_ property: AnimatableProperty, _ value: AnimationVector) {
        switch property {
        case .center: center = value.point
        case .bounds: bounds = value.rect
        case .transform: transform = value.affineTransform
        case .alpha: alpha = min(max(CGFloat(value[0]), 0), 1)
        case .backgroundColor: backgroundColor = value.color
        }
    }
}
