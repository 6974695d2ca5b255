import Foundation

extension UIView {
    /// The same algorithm as ``hitTest(_:with:)``'s default, recording a verdict for every view it visits.
    /// Overrides of `hitTest` still run (the subviews are called through the overridable method); a view whose
    /// override does not call `super` appears only through the result it returns.
    func tracedHitTest(_ point: CGPoint, with event: UIEvent?, recorder: HitTestTraceRecorder) -> UIView? {
        if !isUserInteractionEnabled {
            recorder.record(self, point: point, verdict: .skippedUserInteractionDisabled)
            return nil
        }
        if isHidden {
            recorder.record(self, point: point, verdict: .skippedHidden)
            return nil
        }
        if alpha <= 0.01 {
            recorder.record(self, point: point, verdict: .skippedTransparent(alpha: alpha))
            return nil
        }
        if animationState?.blocksInteraction == true {
            recorder.record(self, point: point, verdict: .skippedAnimating)
            return nil
        }
        if !transformIsInvertible {
            recorder.record(self, point: point, verdict: .skippedSingularTransform)
            return nil
        }
        guard self.point(inside: point, with: event) else {
            recorder.record(self, point: point, verdict: .pointOutside)
            return nil
        }
        let index = recorder.record(self, point: point, verdict: .pointInside)
        recorder.depth += 1
        defer { recorder.depth -= 1 }
        let children = storedSubviews
        var position = children.count
        while position > 0 {
            position -= 1
            let child = children[position]
            if let hit = child.hitTest(child.convertFromSuperview(point), with: event) {
                // The subviews behind the one that answered were never asked.
                let behind = children[..<position]
                recorder.trace.steps[index].notVisited = behind.flatMap(HitTestTraceRecorder.subtreeNames)
                recorder.trace.steps[index].notVisitedAtPoint = HitTestTraceRecorder.views(behind, containing: point)
                return hit
            }
        }
        // Listed once: the step that found the point inside becomes the answer.
        recorder.trace.steps[index].verdict = .chosen
        recorder.trace.steps[index].notVisitedAtPoint = []
        return self
    }
}

extension UIWindow {
    /// Hit-tests `point` (window coordinates) with tracing on and returns the answer with its trace.
    /// Any overrides of `hitTest`/`point(inside:)` run as usual.
    public func tracedHitTest(_ point: CGPoint, with event: UIEvent?) -> (view: UIView?, trace: HitTestTrace) {
        let recorder = HitTestTraceRecorder(point: point)
        let outer = HitTestTraceRecorder.active
        HitTestTraceRecorder.active = recorder
        let result = hitTest(point, with: event)
        HitTestTraceRecorder.active = outer
        var trace = recorder.trace
        trace.result = result.map(ObjectIdentifier.init)
        trace.resultName = result?.debugName
        trace.responderChain = responderChainNames(from: result)
        return (result, trace)
    }
}
