import Foundation

// The safe-point scheduler of the gesture environment: what app code asks for becomes queued work, run after each
// callback of the outermost step, and the step settles when it ends (GestureEnvironment.swift, "Re-entrancy").
extension GestureEnvironment {
    /// Something app code asked for, applied at the next safe point.
    enum Work {
        case applyTransitions(RecognizerRecord)
        case detach(UIGestureRecognizer)
        /// It ignored every touch it had received: it takes no further part in the gesture.
        case withdraw(RecognizerRecord)
        case disable(UIGestureRecognizer)
        case cancel(touches: [UITouch], event: UIEvent?, viewsOnly: [UITouch])
        case deliver(UIEvent, UIWindow)
    }

    /// Runs `body` as a step: the outermost one (depth 1) drains the queue at its safe points and settles at the
    /// end; a nested one just runs.
    func step(_ body: () -> Void) {
        depth += 1
        body()
        if depth == 1 { runQueuedWork() }
        depth -= 1
        if depth == 0 { settle() }
    }

    /// Called after each app callback. In the outermost step nothing is borrowed here, so queued work runs now;
    /// anywhere deeper it waits for the step that owns the loop.
    func safePoint() {
        if depth == 1 { runQueuedWork() }
    }

    func enqueue(_ work: Work) {
        queue.append(work)
        if depth == 0 { settle() }
    }

    func runQueuedWork() {
        depth += 1
        while queueHead < queue.count {
            let work = queue[queueHead]
            queueHead += 1
            run(work)
        }
        queue.removeAll(keepingCapacity: true)
        queueHead = 0
        depth -= 1
    }

    /// Runs queued work, releases what views may now have and resets finished recognizers, until nothing more
    /// happens. App code that keeps asking for more (a `reset()` that re-disables itself forever) is cut off.
    func settle() {
        // The common case with no recognizer engaged: nothing queued, held or finished, so nothing to do.
        if queueHead == queue.count && engaged.isEmpty && !views.hasPendingTouches { return }
        depth = 1
        var rounds = 0
        var didReset = false
        repeat {
            rounds += 1
            runQueuedWork()
            views.pump(views.pendingTouches())
            // A reset runs app code (`reset()`), which may finish another recognizer after this pass looked at it, and
            // frees the phases the reset recognizer held: go round again until a pass changes nothing.
            didReset = resetFinishedRecognizers()
        } while (queueHead < queue.count || didReset) && rounds < 1_000
        if queueHead < queue.count || didReset {
            application.report(.apiMisuse, "gesture work kept queueing itself for 1,000 rounds; dropped")
            queue.removeAll()
            queueHead = 0
        }
        depth = 0
    }

    func run(_ work: Work) {
        switch work {
        case .applyTransitions(let record):
            record.isQueuedForTransitions = false
            applyRequestedTransitions(of: record)
        case .detach(let recognizer):
            guard let record = recognizer.record else {
                recognizer.cancelTimers()
                return
            }
            note(record, .removed)
            reset(record)
        case .withdraw(let record):
            guard isLive(record), record.received.isEmpty, record.publishedState == .possible,
                record.held.isEmpty, record.requested.isEmpty
            else { return }
            reset(record, asFailure: true)
        case .disable(let recognizer):
            disable(recognizer)
        case .cancel(let touches, let event, let viewsOnly):
            cancelNow(touches, event: event, viewsOnly: viewsOnly)
        case .deliver(let event, let window):
            deliverNow(event, in: window)
        }
    }
}
