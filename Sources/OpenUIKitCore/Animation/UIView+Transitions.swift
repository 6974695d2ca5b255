import Foundation

extension UIView {
    /// Animates a change of `view`'s whole look: what it shows now gives way to what it shows after `animations`
    /// ran, by the transition in `options`, over `duration` seconds; then `completion` (with false when the
    /// transition was removed before its end).
    ///
    /// As in UIKit, the changes in `animations` are not animated one by one unless the options include
    /// `.allowAnimatedContent`; the view and its subviews are pictured before them and the picture is the old look.
    /// `.transitionCrossDissolve` crossfades. Difference: the renderer is 2D, so the flips crossfade too, a curl up
    /// slides the old look up and away (a `CATransition` `.reveal`) and a curl down slides the new look down over it
    /// (`.moveIn`) (Docs/UIKitParity.md). Without a transition option, or with a `duration` of 0 or less, the changes
    /// are made at once; `completion` still comes on a later frame, never inside this call.
    public static func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
        completion: ((Bool) -> Void)? = nil
    ) {
        guard duration.isFinite, duration > 0, areAnimationsEnabled, let transition = CATransition(options) else {
            if !duration.isFinite || duration < 0 {
                UIApplication.reportProgrammingError(
                    "UIView.transition: duration \(duration) is invalid; the changes are made at once")
            }
            runContent(animations, duration: 0, options: options)
            // The completion comes on a later frame, as an animation block's does.
            UIView.animate(withDuration: 0, animations: {}, completion: completion)
            return
        }
        transition.duration = duration
        transition.timingFunction = CAMediaTimingFunction(name: options.curve.timingFunctionName)
        if let completion { transition.delegate = TransitionCompletion(completion) }
        view.layer.add(transition, forKey: kCATransition)
        runContent(animations, duration: duration, options: options)
    }

    /// Replaces `fromView` with `toView` in `fromView`'s superview by the transition in `options`: `toView` takes
    /// `fromView`'s place among its siblings, and `fromView` leaves (with `.showHideTransitionViews`, both stay and
    /// `fromView` is hidden and `toView` shown instead). The transition runs on the superview, as in UIKit.
    /// A `fromView` without a superview is a programming error: nothing changes and `completion` gets false.
    public static func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval, options: AnimationOptions = [],
        completion: ((Bool) -> Void)? = nil
    ) {
        guard let container = fromView.superview else {
            UIApplication.reportProgrammingError(
                "UIView.transition(from:to:): the from-view has no superview to transition in; nothing changed",
                about: fromView)
            UIView.animate(withDuration: 0, animations: {}, completion: { _ in completion?(false) })
            return
        }
        transition(
            with: container, duration: duration, options: options,
            animations: {
                if options.contains(.showHideTransitionViews) {
                    fromView.isHidden = true
                    toView.isHidden = false
                } else {
                    if toView !== fromView { container.insertSubview(toView, aboveSubview: fromView) }
                    fromView.removeFromSuperview()
                }
            }, completion: completion)
    }

    /// The transition's changes: animated one by one only with `.allowAnimatedContent`, as UIKit's.
    private static func runContent(_ animations: (() -> Void)?, duration: TimeInterval, options: AnimationOptions) {
        guard let animations else { return }
        if options.contains(.allowAnimatedContent) && duration > 0 {
            UIView.animate(withDuration: duration, delay: 0, options: options, animations: animations)
        } else {
            UIView.performWithoutAnimation(animations)
        }
    }
}

extension CATransition {
    /// The layer transition that draws a view transition option; nil without one.
    fileprivate convenience init?(_ options: UIView.AnimationOptions) {
        let kind = (options.rawValue >> 20) & 7
        guard kind != 0 else { return nil }
        self.init()
        switch kind {
        case 3:  // curl up: the old look leaves upwards.
            (type, subtype) = (.reveal, .fromBottom)
        case 4:  // curl down: the new look comes down over the old.
            (type, subtype) = (.moveIn, .fromTop)
        default:  // cross-dissolve, and the flips, which a 2D renderer cannot turn.
            type = .fade
        }
    }
}

extension UIView.AnimationCurve {
    /// Core Animation's function with this curve's control points.
    fileprivate var timingFunctionName: CAMediaTimingFunctionName {
        switch self {
        case .easeIn: .easeIn
        case .easeOut: .easeOut
        case .linear: .linear
        case .easeInOut: .easeInEaseOut
        }
    }
}

/// Calls a view transition's completion when its layer transition stops.
private final class TransitionCompletion: CAAnimationDelegate {
    let completion: (Bool) -> Void
    init(_ completion: @escaping (Bool) -> Void) { self.completion = completion }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { completion(flag) }
}
