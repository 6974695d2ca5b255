import Foundation

/// What one view is drawn with while any of its properties animates, and the animations that move it. A view
/// has one only while it animates (`UIView.animationState`), so a still view's renderer reads its model values
/// directly.
@MainActor
final class ViewAnimationState {
    var center: CGPoint
    var bounds: CGRect
    var transform: CGAffineTransform
    var alpha: CGFloat
    var backgroundColor: UIColor?
    /// At most one per property, in the order they were added.
    var animations: [PropertyAnimation] = []
    /// Some animation of the view was started without `.allowUserInteraction`: the view takes no touches.
    var blocksInteraction = false
    /// The view is in ``ViewAnimator``'s list of views it moves each frame: it has an animation on the clock.
    /// A view whose animations all belong to property animators is not, so a paused animator costs no frames.
    var isOnTheClock = false

    /// Whether any of the animations runs on the clock (rather than by a property animator).
    var hasClockAnimations: Bool { animations.contains { $0.driver == nil } }

    init(view: UIView) {
        center = view.storedCenter
        bounds = view.storedBounds
        transform = view.storedTransform
        alpha = view.alpha
        backgroundColor = view.backgroundColor
    }

    /// Sets every drawn value to the model's, then each animated one to its animation's value at `time`.
    func update(from view: UIView, at time: TimeInterval) {
        center = view.storedCenter
        bounds = view.storedBounds
        transform = view.storedTransform
        alpha = view.alpha
        backgroundColor = view.backgroundColor
        for animation in animations {
            let value = animation.value(at: time)
            switch animation.property {
            case .center: center = value.point
            case .bounds: bounds = value.rect
            case .transform: transform = value.affineTransform
            case .alpha: alpha = min(max(CGFloat(value[0]), 0), 1)
            case .backgroundColor: backgroundColor = value.color
            }
        }
        blocksInteraction = animations.contains { !$0.options.contains(.allowUserInteraction) }
    }
}

/// One property of one view moving from `from` to `to`: on the clock (from `start`, over `duration`), or, when it
/// has a `driver`, wherever that property animator's progress puts it.
@MainActor
final class PropertyAnimation {
    let property: AnimatableProperty
    let from: AnimationVector
    let to: AnimationVector
    let start: TimeInterval
    let duration: TimeInterval
    let timing: AnimationTiming
    let options: UIView.AnimationOptions
    let group: AnimationGroup
    /// The property animator that moves this animation; it removes the animation itself when it ends.
    let driver: UIViewPropertyAnimator?
    /// The driver's progress at which this animation starts moving (animations added later, or with a delay
    /// factor, cover the rest of the driver's progress).
    let startProgress: Double
    /// The keyframes of a `UIView.animateKeyframes` animation: the curve's progress moves through them instead of
    /// straight from `from` to `to`.
    let keyframes: KeyframeTrack?

    init(
        property: AnimatableProperty, from: AnimationVector, to: AnimationVector, start: TimeInterval,
        duration: TimeInterval, timing: AnimationTiming, options: UIView.AnimationOptions, group: AnimationGroup,
        driver: UIViewPropertyAnimator? = nil, startProgress: Double = 0, keyframes: KeyframeTrack? = nil
    ) {
        self.property = property
        self.from = from
        self.to = to
        self.start = start
        self.duration = duration
        self.timing = timing
        self.options = options
        self.group = group
        self.driver = driver
        self.startProgress = startProgress
        self.keyframes = keyframes
    }

    /// Whether the animation is over at `time` (a repeating one never is, nor one a property animator drives).
    func isFinished(at time: TimeInterval) -> Bool {
        if driver != nil || options.contains(.repeat) { return false }
        let length = options.contains(.autoreverse) ? 2 * duration : duration
        return time >= start + length - 1e-9
    }

    /// The value at `time`: `from` before the start (during the delay), then along the curve; an autoreversing
    /// animation goes back along the same curve, and a repeating one starts over.
    func value(at time: TimeInterval) -> AnimationVector {
        if let driver { return from + (to - from) * driven(by: driver.progress) }
        var t = (time - start) / duration
        if t <= 0 { return from }
        let reverses = options.contains(.autoreverse)
        if options.contains(.repeat) {
            let cycle = reverses ? 2.0 : 1.0
            t = t.truncatingRemainder(dividingBy: cycle)
        }
        if reverses && t > 1 { t = max(2 - t, 0) } else if t > 1 { t = 1 }
        let progress = timing.value(at: t, duration: duration)
        if let keyframes { return keyframes.value(at: progress, from: from) }
        return from + (to - from) * progress
    }

    /// This animation's own progress when its driver's is `progress`: it holds its start value until the driver
    /// reaches `startProgress`, then covers the rest of the way (a spring's overshoot included).
    private func driven(by progress: Double) -> Double {
        if startProgress <= 0 { return progress }
        if progress <= startProgress { return 0 }
        if startProgress >= 1 - 1e-9 { return 1 }
        return (progress - startProgress) / (1 - startProgress)
    }
}

/// The animations one `animate` call started, and its completion: called once, after the last of them ends,
/// with whether all ran to their end.
@MainActor
final class AnimationGroup {
    let completion: ((Bool) -> Void)?
    var remaining = 0
    var finished = true

    init(completion: ((Bool) -> Void)?) {
        self.completion = completion
    }
}
