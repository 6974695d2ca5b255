import Foundation

/// The kind of timing curve a ``UITimingCurveProvider`` describes. Raw values match UIKit's.
public enum UITimingCurveType: Int, Sendable {
    case builtin = 0
    case cubic = 1
    case spring = 2
    case composed = 3
}

/// Mirrors UIKit's `UITimingCurveProvider`: the pace of a ``UIViewPropertyAnimator``, a cubic curve or a spring.
///
/// Difference: only ``UICubicTimingParameters`` and ``UISpringTimingParameters`` are understood; another conforming
/// type is read through its `cubicTimingParameters` / `springTimingParameters`, and linear when it gives neither.
@preconcurrency @MainActor
public protocol UITimingCurveProvider: AnyObject {
    var timingCurveType: UITimingCurveType { get }
    var cubicTimingParameters: UICubicTimingParameters? { get }
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// Mirrors UIKit's `UICubicTimingParameters`: one of the four built-in curves, or a cubic Bézier curve through
/// (0, 0), `controlPoint1`, `controlPoint2` and (1, 1).
@preconcurrency @MainActor
open class UICubicTimingParameters: UITimingCurveProvider {
    public let animationCurve: UIView.AnimationCurve
    public let controlPoint1: CGPoint
    public let controlPoint2: CGPoint
    private let isBuiltin: Bool

    /// The ease-in-out curve.
    public convenience init() {
        self.init(animationCurve: .easeInOut)
    }

    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        isBuiltin = true
        switch AnimationTiming(curve: curve).kind {
        case .cubic(let x1, let y1, let x2, let y2):
            controlPoint1 = CGPoint(x: x1, y: y1)
            controlPoint2 = CGPoint(x: x2, y: y2)
        default:
            controlPoint1 = .zero
            controlPoint2 = CGPoint(x: 1, y: 1)
        }
    }

    /// A curve with these control points; x coordinates outside 0…1 are a programming error and are clamped.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        func clamped(_ point: CGPoint) -> CGPoint {
            let x = point.x.isFinite ? min(max(point.x, 0), 1) : 0
            let y = point.y.isFinite ? point.y : 0
            if x != point.x || y != point.y {
                UIApplication.reportProgrammingError(
                    "UICubicTimingParameters: control point \(point) is outside 0…1; clamped")
            }
            return CGPoint(x: x, y: y)
        }
        animationCurve = .easeInOut
        controlPoint1 = clamped(point1)
        controlPoint2 = clamped(point2)
        isBuiltin = false
    }

    public var timingCurveType: UITimingCurveType { isBuiltin ? .builtin : .cubic }
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    public var springTimingParameters: UISpringTimingParameters? { nil }

    var timing: AnimationTiming {
        if isBuiltin { return AnimationTiming(curve: animationCurve) }
        return AnimationTiming(
            kind: .cubic(
                x1: Double(controlPoint1.x), y1: Double(controlPoint1.y), x2: Double(controlPoint2.x),
                y2: Double(controlPoint2.y)))
    }
}

/// Mirrors UIKit's `UISpringTimingParameters`: a damped spring that settles within the animator's duration.
///
/// Differences: the spring is the toolkit's one-dimensional oscillator, so only `initialVelocity.dx` is used; the
/// mass–stiffness–damping form is turned into its damping ratio and, unlike UIKit, still settles within the
/// animator's duration instead of taking the time its physics would.
@preconcurrency @MainActor
open class UISpringTimingParameters: UITimingCurveProvider {
    public let dampingRatio: CGFloat
    public let initialVelocity: CGVector

    /// A critically damped spring.
    public convenience init() {
        self.init(dampingRatio: 1, initialVelocity: .zero)
    }

    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: .zero)
    }

    /// A ratio that is not positive is a programming error; 1 is used.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        if ratio > 0 && ratio.isFinite {
            dampingRatio = ratio
        } else {
            UIApplication.reportProgrammingError(
                "UISpringTimingParameters: damping ratio \(ratio) is not positive; 1 is used")
            dampingRatio = 1
        }
        initialVelocity = velocity.dx.isFinite && velocity.dy.isFinite ? velocity : .zero
    }

    /// The damping ratio of this oscillator, damping / (2·√(stiffness·mass)).
    public convenience init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        let critical = 2 * (stiffness * mass).squareRoot()
        self.init(dampingRatio: critical > 0 ? damping / critical : .nan, initialVelocity: velocity)
    }

    public var timingCurveType: UITimingCurveType { .spring }
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    public var springTimingParameters: UISpringTimingParameters? { self }

    var timing: AnimationTiming {
        AnimationTiming(kind: .spring(damping: Double(dampingRatio), velocity: Double(initialVelocity.dx)))
    }
}

extension AnimationTiming {
    /// The pace `provider` describes.
    @MainActor
    init(_ provider: UITimingCurveProvider) {
        if let spring = provider.springTimingParameters {
            self = spring.timing
        } else if let cubic = provider.cubicTimingParameters {
            self = cubic.timing
        } else {
            self = .linear
        }
    }
}
