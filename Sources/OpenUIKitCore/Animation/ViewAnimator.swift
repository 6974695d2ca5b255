import Foundation

/// The changes one animation block is collecting: for each view and property changed inside it, the value to
/// animate from, in the order the changes were made.
@MainActor
final class AnimationContext {
    let duration: TimeInterval
    let delay: TimeInterval
    let options: UIView.AnimationOptions
    let timing: AnimationTiming
    private(set) var changes: [(view: UIView, property: AnimatableProperty, from: AnimationVector)] = []
    private var seen: Set<Int> = []

    init(duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions, timing: AnimationTiming) {
        self.duration = duration
        self.delay = delay
        self.options = options
        self.timing = timing
    }

    /// Records `property`'s value before its first change in this block: the drawn value with
    /// `.beginFromCurrentState`, else the model value (an animation in flight then restarts from its end value).
    func capture(_ view: UIView, _ property: AnimatableProperty) {
        let key = ObjectIdentifier(view).hashValue &* 8 &+ property.rawValue
        guard seen.insert(key).inserted else { return }
        let from =
            options.contains(.beginFromCurrentState) ? view.presentedVector(property) : view.modelVector(property)
        changes.append((view, property, from))
    }
}

/// Runs the application's view animations on the frame clock.
///
/// While any animation runs (or a completion waits for its frame), the animator holds a `CADisplayLink`, so the
/// backend produces frames (``BackendWindowHost/setFramesWanted(_:)``); when the last one ends the link is
/// invalidated and an idle window wakes up zero times. Each frame it updates every animating view's drawn values
/// from the frame's timestamp, marks the area the view covered before and covers after, removes finished
/// animations, and then — outside any iteration, so they may start, interrupt or remove anything — calls the
/// completions that became due, in the order their animations ended or were interrupted.
@MainActor
final class ViewAnimator {
    /// The animation blocks being set up, innermost last; nil for a `performWithoutAnimation` block.
    static var openContexts: [AnimationContext?] = []
    static var animationsEnabled = true
    private static var current: ViewAnimator?

    /// The animator of the current application (a test's fresh application gets a fresh one).
    static var shared: ViewAnimator {
        // `UIView.animate` is static and its views are not known before the block runs: the animation application
        // (the one reach of the current application for view animations; property animators come through here too).
        let application = UIApplication.animationApplication
        if let current, current.application === application { return current }
        current?.stop()
        let animator = ViewAnimator(application: application)
        current = animator
        return animator
    }

    private weak var application: UIApplication?
    /// The time animations run on: the animator's application's clock (virtual in tests).
    var now: TimeInterval { application?.clock.now ?? 0 }
    /// The views with an animation on the clock, in the order they started animating.
    private(set) var views: [UIView] = []
    private var dueCompletions: [AnimationGroup] = []
    private lazy var frames = FrameDemand { [weak self] in self?.frame(at: $0) }

    private init(application: UIApplication) {
        self.application = application
    }

    /// Whether any animation runs or a completion is waiting.
    var isActive: Bool { !views.isEmpty || !dueCompletions.isEmpty }

    static func run(
        duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions, timing: AnimationTiming,
        animations: () -> Void, completion: ((Bool) -> Void)?
    ) {
        let (duration, delay, timing) = checkedTiming(
            duration: duration, delay: delay, options: options, timing: timing, caller: "UIView.animate")
        let context = AnimationContext(duration: duration, delay: delay, options: options, timing: timing)
        openContexts.append(animationsEnabled ? context : nil)
        animations()
        openContexts.removeLast()
        shared.commit(context, completion: completion)
    }

    /// A block's duration, delay and curve: invalid times (negative, not finite) reported as `caller`'s and made 0,
    /// then an enclosing block's duration and curve lent unless the options override them, as in UIKit.
    static func checkedTiming(
        duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions, timing: AnimationTiming,
        caller: String
    ) -> (duration: TimeInterval, delay: TimeInterval, timing: AnimationTiming) {
        var duration = duration, delay = delay, timing = timing
        if !duration.isFinite || duration < 0 {
            UIApplication.reportProgrammingError("\(caller): duration \(duration) is invalid; 0 is used")
            duration = 0
        }
        if !delay.isFinite || delay < 0 {
            UIApplication.reportProgrammingError("\(caller): delay \(delay) is invalid; 0 is used")
            delay = 0
        }
        if let outer = openContexts.last ?? nil {
            if !options.contains(.overrideInheritedDuration) { duration = outer.duration }
            if !options.contains(.overrideInheritedCurve) { timing = outer.timing }
        }
        return (duration, delay, timing)
    }

    /// Starts an animation for each change that moved a value, replacing (and interrupting) any animation of the
    /// same property of the same view.
    private func commit(_ context: AnimationContext, completion: ((Bool) -> Void)?) {
        let group = AnimationGroup(completion: completion)
        let now = application?.clock.now ?? 0
        if context.duration > 0 {
            forEachMovedValue(in: context) { view, state, property, from, to in
                if !state.isOnTheClock {
                    state.isOnTheClock = true
                    views.append(view)
                }
                state.animations.append(
                    PropertyAnimation(
                        property: property, from: from, to: to, start: now + context.delay,
                        duration: context.duration, timing: context.timing, options: context.options, group: group))
                group.remaining += 1
                state.update(from: view, at: now)
            }
        }
        if group.remaining == 0 { dueCompletions.append(group) }
        wantFrames()
    }

    /// Starts an animation moved by `driver` for each change of `context` that moved a value, from `startProgress`
    /// of the driver's progress on, replacing any animation of the same property of the same view. These
    /// animations are not on the clock: the driver moves them and removes them.
    func commit(
        _ context: AnimationContext, driver: UIViewPropertyAnimator, startProgress: Double
    ) -> [(view: UIView, animation: PropertyAnimation)] {
        let now = application?.clock.now ?? 0
        var started: [(view: UIView, animation: PropertyAnimation)] = []
        forEachMovedValue(in: context) { view, state, property, from, to in
            let animation = PropertyAnimation(
                property: property, from: from, to: to, start: now, duration: context.duration,
                timing: context.timing, options: context.options, group: AnimationGroup(completion: nil),
                driver: driver, startProgress: startProgress)
            state.animations.append(animation)
            state.update(from: view, at: now)
            started.append((view, animation))
        }
        wantFrames()
        return started
    }

    /// Calls `start` for each change of `context` that moved a value (or whose property already animates), with
    /// the view's drawn state — any animation of the same property already retired — and the values to animate
    /// between.
    private func forEachMovedValue(
        in context: AnimationContext,
        _ start: (UIView, ViewAnimationState, AnimatableProperty, AnimationVector, AnimationVector) -> Void
    ) {
        for change in context.changes {
            let view = change.view
            let to = view.modelVector(change.property)
            let replaced = view.animationState?.animations.firstIndex { $0.property == change.property }
            if change.from == to && replaced == nil { continue }
            let state = view.animationState ?? startAnimating(view)
            if let replaced { retire(state.animations.remove(at: replaced)) }
            start(view, state, change.property, change.from, to)
        }
    }

    private func startAnimating(_ view: UIView) -> ViewAnimationState {
        let state = ViewAnimationState(view: view)
        view.animationState = state
        return state
    }

    /// An animation replaced by a newer one of the same property: its block's completion will get false, or its
    /// property animator lets go of it.
    private func retire(_ animation: PropertyAnimation) {
        if let driver = animation.driver {
            driver.animationWasReplaced(animation)
        } else {
            animation.group.finished = false
            end(animation)
        }
    }

    /// Takes `view` out of the list of views moved each frame (its drawn state went away outside a frame).
    func forget(_ view: UIView) {
        views.removeAll { $0 === view }
    }

    private func end(_ animation: PropertyAnimation) {
        animation.group.remaining -= 1
        if animation.group.remaining == 0 { dueCompletions.append(animation.group) }
    }

    private func wantFrames() {
        frames.update(wanted: isActive)
    }

    private func stop() {
        frames.update(wanted: false)
    }

    /// One frame at `time`: every animating view's drawn values move, finished animations go, then the due
    /// completions run.
    func frame(at time: TimeInterval) {
        var stillAnimating: [UIView] = []
        stillAnimating.reserveCapacity(views.count)
        for view in views {
            guard let state = view.animationState else { continue }
            let before = view.presentedAreaInWindow()
            var index = 0
            while index < state.animations.count {
                let animation = state.animations[index]
                if animation.isFinished(at: time) {
                    state.animations.remove(at: index)
                    end(animation)
                } else {
                    index += 1
                }
            }
            if state.animations.isEmpty {
                view.animationState = nil
            } else {
                state.update(from: view, at: time)
                if state.hasClockAnimations {
                    stillAnimating.append(view)
                } else {
                    state.isOnTheClock = false
                }
            }
            if let window = view.storedWindow {
                if let before { window.addDamage(before) }
                if let after = view.presentedAreaInWindow() { window.addDamage(after) }
            }
        }
        // No app code ran during the loop, so `views` is still the list it walked.
        views = stillAnimating
        let completions = dueCompletions
        dueCompletions = []
        wantFrames()
        for group in completions { group.completion?(group.finished) }
    }
}

extension UIView {
    /// The area the view and its subviews are drawn in this frame (drawn geometry all the way up), in window
    /// coordinates; nil outside a window.
    func presentedAreaInWindow() -> CGRect? {
        guard let window = storedWindow else { return nil }
        var rect = presentedArea()
        var view: UIView = self
        while view !== window, let superview = view.storedSuperview {
            rect = CGRect.boundingBox(of: rect.corners.map { view.presentedPointInSuperview($0) })
            view = superview
        }
        return rect
    }

    /// The drawn area of the view and its visible subviews, in its own bounds space.
    private func presentedArea() -> CGRect {
        let (_, bounds, _) = renderingGeometry
        let outset = layerOutset
        var rect = bounds.insetBy(dx: -outset, dy: -outset)
        if !clipsToBounds {
            for subview in storedSubviews where !subview.isHidden {
                let area = subview.presentedArea()
                rect = rect.union(CGRect.boundingBox(of: area.corners.map { subview.presentedPointInSuperview($0) }))
            }
        }
        return rect
    }

    private func presentedPointInSuperview(_ point: CGPoint) -> CGPoint {
        let (center, bounds, transform) = renderingGeometry
        let centred = CGPoint(x: point.x - bounds.midX, y: point.y - bounds.midY)
        let turned = transform.map { centred.applying($0) } ?? centred
        return CGPoint(x: turned.x + center.x, y: turned.y + center.y)
    }
}

/// A keyframe animation being set up: for each property its keyframes change, the value it starts from and its
/// keyframes.
@MainActor
final class KeyframeCollector {
    let duration: TimeInterval
    let options: UIView.AnimationOptions
    let timing: AnimationTiming
    let isDiscrete: Bool
    let isEnabled: Bool
    typealias Track = (view: UIView, property: AnimatableProperty, from: AnimationVector, track: KeyframeTrack)
    private(set) var tracks: [Track] = []

    init(
        duration: TimeInterval, options: UIView.AnimationOptions, timing: AnimationTiming, isDiscrete: Bool,
        isEnabled: Bool
    ) {
        self.duration = duration
        self.options = options
        self.timing = timing
        self.isDiscrete = isDiscrete
        self.isEnabled = isEnabled
    }

    /// Makes the changes `context` collected into a keyframe between `start` and `end`: each reaches the property's
    /// model value as it is now; the first keyframe of a property starts from the value captured before it changed.
    func record(_ context: AnimationContext, start: Double, end: Double) {
        for change in context.changes {
            let to = change.view.modelVector(change.property)
            if let index = tracks.firstIndex(where: { $0.view === change.view && $0.property == change.property }) {
                tracks[index].track.add(start: start, end: end, to: to)
            } else {
                var track = KeyframeTrack()
                track.isDiscrete = isDiscrete
                track.add(start: start, end: end, to: to)
                tracks.append((change.view, change.property, change.from, track))
            }
        }
    }
}

extension ViewAnimator {
    /// The keyframe animations being set up, innermost last.
    static var openKeyframeAnimations: [KeyframeCollector] = []

    static func runKeyframes(
        duration: TimeInterval, delay: TimeInterval, options: UIView.KeyframeAnimationOptions,
        animations: () -> Void, completion: ((Bool) -> Void)?
    ) {
        let animationOptions = options.animationOptions
        let (duration, delay, timing) = checkedTiming(
            duration: duration, delay: delay, options: animationOptions,
            timing: AnimationTiming(curve: animationOptions.curve), caller: "UIView.animateKeyframes")
        let collector = KeyframeCollector(
            duration: duration, options: animationOptions, timing: timing, isDiscrete: options.isDiscrete,
            isEnabled: animationsEnabled && (openContexts.last.map { $0 != nil } ?? true))
        // Changes made directly in the block, outside any keyframe, move over the whole animation.
        let direct = AnimationContext(duration: duration, delay: delay, options: animationOptions, timing: timing)
        openKeyframeAnimations.append(collector)
        openContexts.append(collector.isEnabled ? direct : nil)
        animations()
        openContexts.removeLast()
        openKeyframeAnimations.removeLast()
        collector.record(direct, start: 0, end: 1)
        shared.commitKeyframes(collector, delay: delay, completion: completion)
    }

    static func addKeyframe(start: Double, duration: Double, animations: () -> Void) {
        guard let collector = openKeyframeAnimations.last else {
            UIApplication.reportProgrammingError(
                "UIView.addKeyframe called outside UIView.animateKeyframes' animations block; the changes are made "
                    + "without animation")
            UIView.performWithoutAnimation(animations)
            return
        }
        var start = start, length = duration
        if !(0...1).contains(start) || !(0...1).contains(length) || start + length > 1 + 1e-9 {
            UIApplication.reportProgrammingError(
                "UIView.addKeyframe: relative start \(start) and duration \(length) must lie within 0 to 1; clamped")
            start = start.isFinite ? min(max(start, 0), 1) : 0
            length = length.isFinite ? min(max(length, 0), 1 - start) : 1 - start
        }
        let context = AnimationContext(
            duration: collector.duration, delay: 0, options: collector.options, timing: collector.timing)
        openContexts.append(collector.isEnabled ? context : nil)
        animations()
        openContexts.removeLast()
        collector.record(context, start: start, end: start + length)
    }

    /// Starts one keyframed animation per property that moves, replacing (and interrupting) any animation of the
    /// same property of the same view; the completion comes when all have ended.
    private func commitKeyframes(_ collector: KeyframeCollector, delay: TimeInterval, completion: ((Bool) -> Void)?) {
        let group = AnimationGroup(completion: completion)
        let now = application?.clock.now ?? 0
        if collector.duration > 0 {
            for entry in collector.tracks {
                let view = entry.view
                let to = view.modelVector(entry.property)
                let replaced = view.animationState?.animations.firstIndex { $0.property == entry.property }
                let moves = entry.from != to || entry.track.segments.contains { $0.to != entry.from }
                if !moves && replaced == nil { continue }
                let state = view.animationState ?? startAnimating(view)
                if let replaced { retire(state.animations.remove(at: replaced)) }
                if !state.isOnTheClock {
                    state.isOnTheClock = true
                    views.append(view)
                }
                state.animations.append(
                    PropertyAnimation(
                        property: entry.property, from: entry.from, to: to, start: now + delay,
                        duration: collector.duration, timing: collector.timing, options: collector.options,
                        group: group, keyframes: entry.track))
                group.remaining += 1
                state.update(from: view, at: now)
            }
        }
        if group.remaining == 0 { dueCompletions.append(group) }
        wantFrames()
    }
}
