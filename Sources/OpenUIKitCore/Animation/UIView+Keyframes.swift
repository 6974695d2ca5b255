import Foundation

extension UIView {
    /// Options of a keyframe animation, as UIKit's `UIView.KeyframeAnimationOptions`: the view-animation options it
    /// shares with ``UIView/AnimationOptions`` (same bits) and how values move between keyframes.
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)

        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        /// The view-animation options these stand for: the shared bits, and a curve's bits when the app passed
        /// one's raw value (a common way to make keyframes run linearly).
        var animationOptions: AnimationOptions { AnimationOptions(rawValue: rawValue & ~(7 << 10)) }
        var isDiscrete: Bool { rawValue & (7 << 10) == 1 << 10 }
    }

    /// Animates the views' properties through the keyframes the `animations` block adds with
    /// ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``, over `duration` seconds after `delay`,
    /// then calls `completion` (with false when a later animation of one of the properties replaced it).
    ///
    /// As in UIKit, each keyframe's changes are the model values at once, and a keyframe's start and duration are
    /// fractions of the whole animation; a property changed directly in `animations` moves over the whole of it.
    /// Values move linearly within a keyframe and hold between keyframes; the whole animation follows the curve in
    /// the options' curve bits, ease-in-out when there are none (Docs/UIKitParity.md). A `duration` of 0 or less
    /// makes the changes at once; `completion` still comes on a later frame.
    public static func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        ViewAnimator.runKeyframes(
            duration: duration, delay: delay, options: options, animations: animations, completion: completion)
    }

    /// Adds one keyframe to the keyframe animation being set up: the changes `animations` makes are reached between
    /// `frameStartTime` and `frameStartTime + frameDuration`, both fractions (0 to 1) of the whole animation.
    /// Called outside ``animateKeyframes(withDuration:delay:options:animations:completion:)``'s block, the changes are
    /// made without animation and reported as a programming error; times outside 0 to 1 are clamped and reported.
    public static func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: @escaping () -> Void
    ) {
        ViewAnimator.addKeyframe(start: frameStartTime, duration: frameDuration, animations: animations)
    }
}
