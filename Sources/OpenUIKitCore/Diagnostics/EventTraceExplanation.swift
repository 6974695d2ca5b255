import Foundation

/// Answers "why didn't my tap fire?" from an event trace, in plain sentences. OpenUIKit extension with no UIKit
/// counterpart.
///
/// Works on the values alone (``EventTraceEntry`` read back from a JSON-lines file works as well as a live
/// trace), so `openuikit-trace explain` gives the same answers as an app calling it. Views and recognizers are
/// named as in the trace (``UIView/debugName``, ``UIGestureRecognizer/debugName``).
public enum EventTraceExplanation {
    /// One sentence per touch that began on or over the view, saying whether it reached the view and, if not,
    /// the first rule of hit-testing or delivery that kept it away; the touches that landed away from the view
    /// (nowhere over it, so no rule of the view's was in play) are listed together in one last sentence.
    public static func explain(view: String, in entries: [EventTraceEntry]) -> [String] {
        let touches = hitTests(in: entries)
        guard !touches.isEmpty else { return ["no touch began in this trace, so nothing could reach \(view)"] }
        var sentences: [String] = []
        var elsewhere: [HitTest] = []
        for touch in touches {
            if let sentence = explain(view: view, touch: touch, in: entries) {
                sentences.append(sentence)
            } else {
                elsewhere.append(touch)
            }
        }
        if !elsewhere.isEmpty { sentences.append(awayFrom(view, elsewhere)) }
        return sentences
    }

    /// The touches that never came near `view`, in one sentence: where each landed and what it hit.
    private static func awayFrom(_ view: String, _ touches: [HitTest]) -> String {
        let shown = touches.prefix(6).map {
            "\($0.touch) at \(formatPoint($0.trace.point)) (hit \($0.trace.resultName ?? "nothing"))"
        }
        let more = touches.count > shown.count ? ", and \(touches.count - shown.count) more" : ""
        let count = touches.count == 1 ? "1 touch" : "\(touches.count) touches"
        let verb = touches.count == 1 ? "was" : "were"
        return "\(count) landed away from \(view) and \(verb) never over it: \(shown.joined(separator: ", "))\(more)"
    }

    /// What became of the recognizer: which touches it received, whom it waited for, and how it ended, in one
    /// sentence per gesture it took part in (a gesture ends when the recognizer resets to possible).
    public static func explain(recognizer: String, in entries: [EventTraceEntry]) -> [String] {
        let touches = hitTests(in: entries)
        guard !touches.isEmpty else { return ["no touch began in this trace, so \(recognizer) received nothing"] }
        var sentences: [String] = []
        var received: [String] = []
        var story: [String] = []
        // A continuous gesture changes many times: the changes are counted into one part of the story.
        var changes: (count: Int, first: TimeInterval, last: TimeInterval)?
        func closeChanges() {
            guard let run = changes else { return }
            let times =
                run.count == 1
                ? "once at \(formatNumber(run.first)) s"
                : "\(run.count) times "
                    + "(\(formatNumber(run.first))–\(formatNumber(run.last)) s)"
            story.append("changed \(times)")
            changes = nil
        }
        func finish() {
            closeChanges()
            guard !received.isEmpty else {
                story = []
                return
            }
            let what = received.count == 1 ? received[0] : received.joined(separator: ", ")
            let outcome = story.isEmpty ? "and was still undecided when the trace ended" : story.joined(separator: ", ")
            sentences.append("\(recognizer) received \(what) \(outcome)")
            received = []
            story = []
        }
        for entry in entries {
            switch entry.event {
            case .hitTest(let touch, _, _, let recognizers, _) where recognizers.contains(recognizer):
                received.append(touch)
            case .recognizer(let decision) where decision.recognizer == recognizer:
                if decision.kind == .reset {
                    finish()
                    continue
                }
                if decision.kind == .state("changed") {
                    changes = changes.map { ($0.count + 1, $0.first, entry.time) } ?? (1, entry.time, entry.time)
                    continue
                }
                guard let part = describe(decision.kind, at: entry.time) else { continue }
                closeChanges()
                // The state change and the arbiter's reason both report a failure: keep the reason.
                if part.hasPrefix("became failed"), story.last?.hasPrefix("then failed") ?? false { continue }
                if part.hasPrefix("then failed"), story.last?.hasPrefix("became failed") ?? false { story.removeLast() }
                story.append(part)
            case .action(let sender, let action, let target) where sender == recognizer:
                closeChanges()
                story.append(EventTraceEntry.actionPhrase(action, to: target))
            default:
                break
            }
        }
        finish()
        if sentences.isEmpty {
            let hit = touches.map { "\($0.touch) hit \($0.trace.resultName ?? "nothing")" }.joined(separator: ", ")
            return [
                "\(recognizer) never received a touch (\(hit)): a recognizer gets a touch only when it is on the hit "
                    + "view or one of its ancestors, enabled, and its delegate's shouldReceive agrees"
            ]
        }
        return sentences
    }

    private struct HitTest {
        let index: Int
        let time: TimeInterval
        let touch: String
        let trace: HitTestTrace
        let deliverable: Bool
        let recognizers: [String]
        let indirect: String?
    }

    private static func hitTests(in entries: [EventTraceEntry]) -> [HitTest] {
        entries.enumerated().compactMap { index, entry in
            guard case .hitTest(let touch, let trace, let deliverable, let recognizers, let indirect) = entry.event
            else { return nil }
            return HitTest(
                index: index, time: entry.time, touch: touch, trace: trace, deliverable: deliverable,
                recognizers: recognizers, indirect: indirect)
        }
    }

    /// How far outside a view's frame a touch that missed it still counts as aimed at it (points).
    private static let nearMiss: CGFloat = 24

    /// The sentence for one touch, or nil when the touch landed away from the view (nowhere over it).
    private static func explain(view: String, touch: HitTest, in entries: [EventTraceEntry]) -> String? {
        let at = "\(touch.touch) at \(formatPoint(touch.trace.point))"
        if touch.trace.resultName == view {
            return delivery(of: touch, to: view, in: entries)
        }
        let point = touch.trace.point
        let steps = touch.trace.steps
        if let step = steps.first(where: { $0.name == view }) {
            let frame = step.frameInWindow
            switch step.verdict {
            case .pointInside:
                let child = steps.first { $0.depth == step.depth + 1 && [.pointInside, .chosen].contains($0.verdict) }
                return "\(at) passed through \(view) to its subview \(child?.name ?? "?"), and "
                    + "\(touch.trace.resultName ?? "nothing") took it"
            case .pointOutside where !frame.insetBy(dx: -nearMiss, dy: -nearMiss).contains(point):
                return nil
            case .pointOutside where frame.isEmpty:
                return "\(at) never reached \(view): its size is zero (frame \(formatRect(frame)))"
            case .pointOutside where frame.contains(point):
                // Inside the frame, yet refused: an overridden `point(inside:with:)` said no.
                return "\(at) missed \(view): its point(inside:with:) refused the point, though it lies inside its "
                    + "frame \(formatRect(frame))"
            case .pointOutside:
                return "\(at) missed \(view): the point is outside its bounds (frame \(formatRect(frame)))"
            default:
                // A skipped view's rule matters only where the touch was over it.
                guard frame.contains(point) else { return nil }
                return "\(at) never reached \(view): \(view) \(rule(step.verdict))"
            }
        }
        for (position, step) in steps.enumerated() where step.notVisited.contains(view) {
            // Traces written before `notVisitedAtPoint` was recorded cannot tell: they are explained as before.
            if let under = step.notVisitedAtPoint, !under.contains(view) { return nil }
            let ancestor =
                "\(step.name) (frame \(formatRect(step.frameInWindow))"
                + (step.frameInWindow.isEmpty ? ", which has zero size" : "") + ")"
            switch step.verdict {
            case .pointOutside where step.unreachableAtPoint.contains(view):
                let fix = step.frameInWindow.isEmpty ? "" : " there"
                return "\(at) never reached \(view):\(fix) it lies outside its ancestor \(ancestor), and hit-testing "
                    + "only looks inside a view's bounds for its subviews"
            case .pointOutside:
                return "\(at) never reached \(view): the point is outside its ancestor \(ancestor)"
            case .pointInside, .chosen:
                let front = steps[(position + 1)...].first {
                    $0.depth == step.depth + 1 && [.pointInside, .chosen].contains($0.verdict)
                }
                return "\(at) never reached \(view): \(front?.name ?? "a view") in front of it (a later subview of "
                    + "\(step.name)) took the touch, and \(touch.trace.resultName ?? "nothing") was chosen"
            default:
                return "\(at) never reached \(view): its ancestor \(step.name) \(rule(step.verdict))"
            }
        }
        return "\(at) never reached \(view): \(view) is not in the hierarchy of the window it hit"
    }

    /// The touch chose the view: what delivery then did with it.
    private static func delivery(of touch: HitTest, to view: String, in entries: [EventTraceEntry]) -> String {
        let at = "\(touch.touch) at \(formatPoint(touch.trace.point))"
        if let indirect = touch.indirect {
            let takers =
                touch.recognizers.isEmpty ? "none took it" : "here \(touch.recognizers.joined(separator: ", "))"
            return "\(at) chose \(view) for \(indirect), whose touches go to recognizers only (\(takers)), never to "
                + "a view's touches methods"
        }
        guard touch.deliverable else {
            return "\(at) chose \(view), but \(view) was not given it: it already has a touch and "
                + "isMultipleTouchEnabled is false, or an exclusive-touch view is being touched"
        }
        var phases: [String] = []
        var held: [String] = []
        var takenBy: String?
        for entry in entries[touch.index...] {
            switch entry.event {
            case .delivered(view, let phase, let touches) where touches.contains(touch.touch):
                phases.append("touches\(phase.capitalized)")
            case .withheld(view, let phase, let touches, let by, let rule) where touches.contains(touch.touch):
                held.append("touches\(phase.capitalized) held back by \(by.joined(separator: ", ")) (\(rule))")
            case .taken(view, let touches, let recognizer) where touches.contains(touch.touch):
                takenBy = recognizer
            default:
                continue
            }
            if phases.last == "touchesEnded" || phases.last == "touchesCancelled" { break }
        }
        var sentence = "\(at) reached \(view)"
        sentence += phases.isEmpty ? ", which was sent nothing" : ": \(phases.joined(separator: ", "))"
        if !held.isEmpty { sentence += "; \(held.joined(separator: "; "))" }
        if let takenBy {
            sentence += "; \(takenBy) recognized and took the touch (cancelsTouchesInView)"
        } else if phases.isEmpty && !held.isEmpty {
            sentence += ", and the trace ended before the recognizers decided"
        }
        return sentence
    }

    private static func rule(_ verdict: HitTestTrace.Verdict) -> String {
        switch verdict {
        case .skippedUserInteractionDisabled: "has isUserInteractionEnabled = false"
        case .skippedHidden: "is hidden"
        case .skippedTransparent(let alpha): "has alpha = \(formatNumber(alpha)) (at most 0.01 counts as transparent)"
        case .skippedSingularTransform: "has a transform with a zero scale"
        case .skippedAnimating: "is animating without .allowUserInteraction"
        case .pointOutside: "does not contain the point"
        case .pointInside, .chosen: "contains the point"
        }
    }

    private static func describe(_ kind: EventTraceEntry.TracedDecision.Kind, at time: TimeInterval) -> String? {
        let when = "at \(formatNumber(time)) s"
        switch kind {
        case .state(let state): return state == "possible" ? nil : "became \(state) \(when)"
        case .reset, .proceeds, .released: return nil
        case .removed: return "was removed from its view \(when) (it sent no more actions)"
        case .held(let others): return "waited for \(others.joined(separator: ", ")) to fail (require(toFail:))"
        case .failed(let reason, let other):
            switch reason {
            case "preventedBy":
                return "then failed \(when): \(other ?? "another recognizer") recognized and prevented it"
            case "requiredRecognizerRecognized":
                return "then failed \(when): \(other ?? "the recognizer it required to fail") recognized"
            case "shouldBeginRefused":
                return "then failed \(when): gestureRecognizerShouldBegin (its delegate's or a view's) returned false"
            case "touchCancelledWhileHeld": return "then failed \(when): its touch was cancelled while it waited"
            case "requiredRecognizerRemoved":
                return "then failed \(when): \(other ?? "the recognizer it waited for") left its view before failing"
            case "disabled": return "then failed \(when): it was disabled"
            default: return "then failed \(when) by its own rules (the touches did not make its gesture)"
            }
        case .cycle(let names): return "was in a failure-requirement cycle \(names.joined(separator: " → "))"
        }
    }
}
