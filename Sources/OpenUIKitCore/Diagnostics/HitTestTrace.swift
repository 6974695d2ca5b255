import Foundation

/// A structured record of one hit-test: every view visited, in visiting order, with its verdict, and the
/// responder chain from the view that was chosen.
///
/// Recording is opt-in (``UIWindow/tracedHitTest(_:with:)`` or ``UIWindow/hitTestTraceObserver``) and costs one
/// load of a static when off. The data is plain values (no view references), so a debugging overlay can keep it
/// and draw each visited view's frame in window coordinates with its verdict.
///
/// Each visited view appears once: a view that took the point itself has the verdict ``Verdict/chosen`` in place
/// of ``Verdict/pointInside``. Steps carry the view's frame in the window, and what the walk did not see: the
/// subviews it never visited (``Step/notVisited``) and, for a view the point missed, the subviews that stick out of
/// it and lie under the point there, unreachable (``Step/unreachableAtPoint``). A trace is `Codable` (the event
/// trace's JSON lines); a decoded one refers to no live view (its identities are placeholders, `result` is nil).
public struct HitTestTrace: Sendable, Equatable, Codable {
    /// Why a visited view was or was not the answer.
    public enum Verdict: Sendable, Equatable, Codable {
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
        /// The point is inside and no subview took it: this view is the answer.
        case chosen
    }

    public struct Step: Sendable, Equatable, Codable {
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
        /// Names of views in this view's subtree the walk never visited: all of them when the view was skipped or
        /// missed, and the subviews behind the one that took the point (with their subviews) when it was inside.
        public var notVisited: [String] = []
        /// For a view the point missed: its descendants whose frame contains the point anyway, because they stick
        /// out of it (hit-testing never reaches them there, clipping or not).
        public var unreachableAtPoint: [String] = []
        /// The views of ``notVisited`` whose bounds contain the point: the ones the touch landed on although the
        /// walk never asked them (behind the view that took it, or inside a view skipped or missed). Nil in traces
        /// written before it was recorded.
        public var notVisitedAtPoint: [String]?

        public init(
            view: ObjectIdentifier, name: String, depth: Int, point: CGPoint, frameInWindow: CGRect, verdict: Verdict,
            notVisited: [String] = [], unreachableAtPoint: [String] = [], notVisitedAtPoint: [String]? = nil
        ) {
            self.view = view
            self.name = name
            self.depth = depth
            self.point = point
            self.frameInWindow = frameInWindow
            self.verdict = verdict
            self.notVisited = notVisited
            self.unreachableAtPoint = unreachableAtPoint
            self.notVisitedAtPoint = notVisitedAtPoint
        }

        private enum CodingKeys: String, CodingKey {
            case name, depth, point, frameInWindow, verdict, notVisited, unreachableAtPoint, notVisitedAtPoint
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            view = ObjectIdentifier(HitTestTrace.self)
            name = try container.decode(String.self, forKey: .name)
            depth = try container.decode(Int.self, forKey: .depth)
            point = try container.decode(CGPoint.self, forKey: .point)
            frameInWindow = try container.decode(CGRect.self, forKey: .frameInWindow)
            verdict = try container.decode(Verdict.self, forKey: .verdict)
            notVisited = try container.decodeIfPresent([String].self, forKey: .notVisited) ?? []
            unreachableAtPoint = try container.decodeIfPresent([String].self, forKey: .unreachableAtPoint) ?? []
            notVisitedAtPoint = try container.decodeIfPresent([String].self, forKey: .notVisitedAtPoint)
        }

        /// The step as one line: indented by depth, the verdict, the frame in window coordinates, and what the
        /// walk could not reach.
        public var line: String {
            var text = "\(String(repeating: "  ", count: depth))\(name): \(verdict) \(formatRect(frameInWindow))"
            if !unreachableAtPoint.isEmpty {
                text += "; outside it, unreachable here: \(unreachableAtPoint.joined(separator: ", "))"
            }
            return text
        }
    }

    /// The point that was tested, in the coordinates of the view the test started at (the window's).
    public var point: CGPoint
    public var steps: [Step] = []
    /// The name of the view the hit-test returned (which an overridden `hitTest` may choose), or nil.
    public var resultName: String?
    public var result: ObjectIdentifier?
    /// ``UIView/debugName``-style names of the responder chain from the result: result, its next, and so on.
    public var responderChain: [String] = []

    public init(point: CGPoint) {
        self.point = point
    }

    private enum CodingKeys: String, CodingKey {
        case point, steps, resultName, responderChain
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        point = try container.decode(CGPoint.self, forKey: .point)
        steps = try container.decode([Step].self, forKey: .steps)
        resultName = try container.decodeIfPresent(String.self, forKey: .resultName)
        responderChain = try container.decode([String].self, forKey: .responderChain)
    }

    /// One line per visited view, in visiting order (``Step/line``): name, verdict, frame in the window, and the
    /// subviews that stick out of a missed view under the point. Convenient in tests and logs.
    public var summary: [String] { steps.map(\.line) }
}

/// `(x, y, w×h)` with whole numbers printed without a fraction, for trace lines.
func formatRect(_ rect: CGRect) -> String {
    "(\(formatNumber(rect.minX)), \(formatNumber(rect.minY)), \(formatNumber(rect.width))×\(formatNumber(rect.height)))"
}

func formatNumber(_ value: CGFloat) -> String {
    guard value.isFinite else { return "\(value)" }
    if value == value.rounded() && abs(value) < 1e15 { return String(Int(value)) }
    var text = String(format: "%.3f", Double(value))
    while text.hasSuffix("0") { text.removeLast() }
    return text
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

    /// Appends a step and returns its index. A view that was not entered (skipped or missed) lists its whole
    /// subtree as not visited, and the descendants that stick out of it under the point as unreachable.
    @discardableResult
    func record(_ view: UIView, point: CGPoint, verdict: HitTestTrace.Verdict) -> Int {
        var step = HitTestTrace.Step(
            view: ObjectIdentifier(view), name: view.debugName, depth: depth, point: point,
            frameInWindow: view.convert(view.bounds, to: nil), verdict: verdict)
        if verdict != .pointInside {
            step.notVisited = view.storedSubviews.flatMap(Self.subtreeNames)
            step.notVisitedAtPoint = view.transformIsInvertible ? Self.descendants(of: view, containing: point) : []
        }
        if verdict == .pointOutside {
            step.unreachableAtPoint = step.notVisitedAtPoint ?? []
        }
        trace.steps.append(step)
        return trace.steps.count - 1
    }

    static func subtreeNames(_ view: UIView) -> [String] {
        [view.debugName] + view.storedSubviews.flatMap(subtreeNames)
    }

    /// Descendants of `view` whose bounds contain `point` (in `view`'s coordinates), front-most first.
    static func descendants(of view: UIView, containing point: CGPoint) -> [String] {
        views(view.storedSubviews, containing: point)
    }

    /// `views` (siblings) and their descendants whose bounds contain `point` (in the siblings' superview's
    /// coordinates), front-most first.
    static func views(_ views: some BidirectionalCollection<UIView>, containing point: CGPoint) -> [String] {
        var names: [String] = []
        for child in views.reversed() where child.transformIsInvertible {
            let local = child.convertFromSuperview(point)
            names += descendants(of: child, containing: local)
            if child.bounds.contains(local) { names.append(child.debugName) }
        }
        return names
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
