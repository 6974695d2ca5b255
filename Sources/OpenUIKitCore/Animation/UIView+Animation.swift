import Foundation

// UIKit's block-based view animation: the changes made inside `animations` set the model values at once (what
// `frame`, `alpha` and the others read, and what hit-testing uses), and the renderer draws presentation values that
// move from the old values to the new ones on the frame clock (`ViewAnimator`).

extension UIView {
    /// The pace of an animation. Raw values match UIKit's.
    public enum AnimationCurve: Int, Sendable {
        case easeInOut = 0
        case easeIn = 1
        case easeOut = 2
        case linear = 3
    }

    /// Options of a block-based animation. Raw values match UIKit's.
    ///
    /// Honoured: `allowUserInteraction` (otherwise an animating view takes no touches), `beginFromCurrentState`
    /// (start from the drawn value of an animation in flight instead of its end value), `repeat`, `autoreverse`,
    /// `overrideInheritedDuration`, `overrideInheritedCurve` and the four curves. Accepted and ignored: the
    /// rest (`layoutSubviews`, `allowAnimatedContent`, the transitions and frame rates).
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        /// The curve the options name (bits 16–19).
        var curve: AnimationCurve { AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) ?? .easeInOut }
    }

    /// Animates the changes `animations` makes to `frame`, `bounds`, `center`, `transform`, `alpha` and
    /// `backgroundColor` of any views over `duration` seconds, after `delay`, then calls `completion` with true if
    /// every animation ran to its end, false if one was interrupted (a later animation of the same property of the
    /// same view replaced it).
    ///
    /// As in UIKit the new values are the model values at once (reading `frame` inside and after the block gives
    /// the end value, and touches hit-test against it); only the drawing moves. Unless the options include
    /// `.allowUserInteraction`, the animating views take no touches until their animations end. `completion` is
    /// called on a later frame, never inside this call (also when nothing changed or `duration` is 0).
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        ViewAnimator.run(
            duration: duration, delay: delay, options: options, timing: AnimationTiming(curve: options.curve),
            animations: animations, completion: completion)
    }

    /// ``animate(withDuration:delay:options:animations:completion:)`` with no delay and the ease-in-out curve.
    public static func animate(
        withDuration duration: TimeInterval, animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// ``animate(withDuration:delay:options:animations:completion:)`` with no delay, the ease-in-out curve and no
    /// completion.
    public static func animate(withDuration duration: TimeInterval, animations: () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates with a damped spring instead of a curve: `dampingRatio` 1 settles without overshoot, lower values
    /// oscillate; `velocity` is the initial speed in whole distances per second (1 covers the distance in one
    /// second). The spring settles within `duration`.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        var damping = Double(dampingRatio)
        if !(damping > 0) || !damping.isFinite {
            UIApplication.reportProgrammingError(
                "UIView.animate: damping ratio \(dampingRatio) is not positive; 1 is used")
            damping = 1
        }
        let speed = velocity.isFinite ? Double(velocity) : 0
        ViewAnimator.run(
            duration: duration, delay: delay, options: options,
            timing: AnimationTiming(kind: .spring(damping: damping, velocity: speed)), animations: animations,
            completion: completion)
    }

    /// Runs `actionsWithoutAnimation` with animations off: its changes are not animated even inside an
    /// animation block.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        ViewAnimator.openContexts.append(nil)
        defer { ViewAnimator.openContexts.removeLast() }
        actionsWithoutAnimation()
    }

    /// Whether animation blocks animate at all; when false their changes apply without animation (completions
    /// still run, with true).
    public static func setAnimationsEnabled(_ enabled: Bool) {
        ViewAnimator.animationsEnabled = enabled
    }

    public static var areAnimationsEnabled: Bool { ViewAnimator.animationsEnabled }

    /// How long the innermost animation block being set up lasts; 0 outside one.
    public static var inheritedAnimationDuration: TimeInterval {
        (ViewAnimator.openContexts.last ?? nil)?.duration ?? 0
    }

    /// The drawn values of a view that is animating: what the renderer shows this frame. OpenUIKit's stand-in for
    /// `layer.presentation()`; nil when nothing of the view is animating (the drawn values are then the model
    /// values).
    public var presentationValues: PresentationValues? {
        animationState.map {
            PresentationValues(
                frame: UIView.frame(center: $0.center, bounds: $0.bounds, transform: $0.transform),
                bounds: $0.bounds, center: $0.center, transform: $0.transform, alpha: $0.alpha,
                backgroundColor: $0.backgroundColor)
        }
    }

    /// A snapshot of the values a view is drawn with this frame (see ``UIView/presentationValues``).
    public struct PresentationValues: Equatable, Sendable {
        public var frame: CGRect
        public var bounds: CGRect
        public var center: CGPoint
        public var transform: CGAffineTransform
        public var alpha: CGFloat
        public var backgroundColor: UIColor?
    }

    /// Captures `property`'s value before a change, when the change is made inside an animation block.
    @inline(__always)
    func animatableWillChange(_ property: AnimatableProperty) {
        if let context = ViewAnimator.openContexts.last, let context { context.capture(self, property) }
    }
}
