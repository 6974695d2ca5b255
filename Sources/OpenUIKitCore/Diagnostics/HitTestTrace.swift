import Foundation

/// A structured record of one hit-test: every view visited, in visiting order, with its verdict, and the
/// responder chain from the view that was chosen.
///
/// Recording is opt-in (``UIWindow/tracedHitTest(_:with:)`` or ``UIWindow/hitTestTraceObserver``) and costs one
/// load of a static when off. The data is plain values (no view references), so a debugging overlay can keep it
/// and draw each visited view's frame in window coordinates with its verdict.
public struct HitTestTrace: Sendable, Equatable {
    /// Why a visited view was or was not the answer.
    public enum Verdict: Sendable, Equatable {
        /// `isUserInteractionEnabled` is false: the view and its subviews were skipped.
        case skippedUserInteractionDisabled
        /// `isHidden` is true: the view and its subviews were skipped.
        case skippedHidden
        /// alpha ≤ 0.01: the view and its subviews were skipped.
        case skippedTransparent(alpha: CGFloat)
        /// Its transform has no inverse (a zero scale): skipped.
        case skippedSingularTransform
        /// It is animating without `.allowUserInteraction`: the view and its subviews were skipped.
        case skippedAnimating
        /// `point(inside:with:)` said no: the view and its subviews were skipped.
        case pointOutside
        /// The point is inside; its subviews are tried front-most first.
        case pointInside
        /// No subview took the point: this view is the answer.
        case chosen
    }

    public struct Step: Sendable, Equatable {
        /// Identity of the visited view, for matching against a live hierarchy.
        public var view: ObjectIdentifier
        /// The view's ``UIView/debugName``.
        public var name: String
        /// 0 for the view the trace started at, 1 for its subviews, and so on.
        public var depth: Int
        /// The point in the visited view's own coordinates.
        public var point: CGPoint
        /// The view's bounds converted to the window's coordinates (the bounding box, if transformed).
        public var frameInWindow: CGRect
        public var verdict: Verdict
    }

    /// The point that was tested, in the coordinates of the view the test started at (the window's).
    public var point: CGPoint
    public var steps: [Step] = []
    /// The name of the view the hit-test returned (which an overridden `hitTest` may choose), or nil.
    public var resultName: String?
    public var result: ObjectIdentifier?
    /// ``UIView/debugName``-style names of the responder chain from the result: result, its next, and so on.
    public var responderChain: [String] = []

    /// The names and verdicts in order, as `"name: verdict"` lines; convenient in tests and logs.
    public var summary: [String] {
        steps.map { "\(String(repeating: "  ", count: $0.depth))\($0.name): \($0.verdict)" }
    }
}

/// Collects steps while a traced hit-test runs. At most one is active at a time (hit-testing is main-actor
/// bound and not reentrant in practice; a nested traced test saves and restores the outer one).
@MainActor
final class HitTestTraceRecorder {
    static var active: HitTestTraceRecorder?

    var trace: HitTestTrace
    var depth = 0

    init(point: CGPoint) {
        trace = HitTestTrace(point: point)
    }

    func record(_ view: UIView, point: CGPoint, verdict: HitTestTrace.Verdict) {
        trace.steps.append(
            HitTestTrace.Step(
                view: ObjectIdentifier(view), name: view.debugName, depth: depth, point: point,
                frameInWindow: view.convert(view.bounds, to: nil), verdict: verdict))
    }
}

/// Names of the responder chain starting at `responder`, for traces and diagnostics.
@MainActor
func responderChainNames(from responder: UIResponder?) -> [String] {
    var names: [String] = []
    var current = responder
    var guardCount = 0
    while let item = current, guardCount < 10_000 {
        names.append(responderName(item))
        current = item.next
        guardCount += 1
    }
    return names
}

@MainActor
func responderName(_ responder: UIResponder) -> String {
    switch responder {
    case let view as UIView: return view.debugName
    case let controller as UIViewController: return controller.debugName
    default: return String(describing: type(of: responder))
    }
}
