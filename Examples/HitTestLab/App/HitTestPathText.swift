import OpenUIKit

/// The lab's reading of a hit-test trace: the walk through the figure, one line per visited view with the rule
/// that decided it, and the responder chain from the view that was chosen.
///
/// Only the figure's part of the walk is kept (from its root view down): the window and the lab's panel are
/// visited too, but say nothing about the figure.
struct HitTestPathText: Equatable {
    var pathLines: [String]
    var responderChain: String
    /// Figure views the point went through (inside, trying their subviews), outermost first.
    var inside: [String]
    /// The figure view the hit-test chose, if it lies in the figure.
    var chosen: String?

    init?(_ trace: HitTestTrace, figureRoot: String) {
        guard let start = trace.steps.firstIndex(where: { $0.name == figureRoot }) else { return nil }
        let rootDepth = trace.steps[start].depth
        let figureSteps = [trace.steps[start]] + trace.steps[(start + 1)...].prefix { $0.depth > rootDepth }
        guard figureSteps.contains(where: { $0.verdict == .chosen }) else { return nil }
        pathLines = figureSteps.map { step in
            String(repeating: "   ", count: step.depth - rootDepth) + "\(step.name): " + Self.rule(for: step.verdict)
        }
        inside = figureSteps.filter { $0.verdict == .pointInside }.map(\.name)
        chosen = figureSteps.first { $0.verdict == .chosen }?.name
        responderChain = trace.responderChain.joined(separator: " → ")
    }

    /// The rule behind a verdict, in the words of the seeds' `hitTest:withEvent:` outline.
    static func rule(for verdict: HitTestTrace.Verdict) -> String {
        switch verdict {
        case .skippedUserInteractionDisabled: "isUserInteractionEnabled = false, skipped with its subviews"
        case .skippedHidden: "isHidden = true, skipped with its subviews"
        case .skippedTransparent(let alpha): "alpha \(alpha) ≤ 0.01, skipped with its subviews"
        case .skippedSingularTransform: "its transform has no inverse, skipped"
        case .skippedAnimating: "animating without .allowUserInteraction, skipped"
        case .pointOutside: "point(inside:with:) is false, skipped with its subviews"
        case .pointInside: "point inside, asks its subviews, front-most first"
        case .chosen: "point inside and no subview took it: the hit-test view"
        }
    }
}
