import Foundation

/// Turns validated touch samples into the life of ``UITouch`` objects and one touches ``UIEvent`` per multitouch
/// sequence, then hands the event to the windows.
///
/// Rules it enforces (Docs/EventModel.md, "Touches and multitouch events"):
/// - A touch is hit-tested once, when it begins, and stays bound to that view until it ends.
/// - One `UIEvent` spans a sequence: from the first finger down, across windows, to the last finger up.
/// - Touches not changed by a frame are `.stationary` in it.
/// - A view with `isMultipleTouchEnabled == false` is sent only its first touch; `isExclusiveTouch` keeps touches
///   of that view and of the other views of its window apart.
/// - Every touch a view saw begin ends exactly once: ended, or cancelled when the view leaves its window, the
///   window closes, or the backend cancels the touch.
/// - Incoherent input (a move or end for a finger that is not down, a second begin for one that is, a location
///   that is not finite) is dropped with a diagnostic; nothing gets stuck.
@MainActor
final class TouchDispatcher {
    /// The touches of the current sequence, oldest first.
    private(set) var activeTouches: [UITouch] = []
    /// The same touches by finger, so a sample finds its touch in constant time.
    private var touchesByFinger: [RawInput.TouchIdentifier: UITouch] = [:]
    /// Live touches that reached (or may reach) their views, per window and view: what `isMultipleTouchEnabled` and
    /// `isExclusiveTouch` are checked against when a touch begins, without a scan of every finger.
    private var liveTouchCounts: [ObjectIdentifier: LiveTouchCount] = [:]

    struct LiveTouchCount {
        var total = 0
        var onExclusiveViews = 0
        var perView: [ObjectIdentifier: (count: Int, exclusive: Int)] = [:]
    }
    private var sequenceEvent: UIEvent?
    private var tapCounter = TapCounter()
    /// Which pointer devices have their primary button down: their touch identifier.
    private var pressedPointers: [Int: RawInput.TouchIdentifier] = [:]
    /// The touch type each pressed pointer's touch began with (``UIApplication/supportsIndirectInputEvents``).
    private var pointerTouchTypes: [Int: UITouch.TouchType] = [:]
    /// Fingers the core cancelled while they were still down (their view left the window); the backend's later
    /// samples for them are swallowed without a diagnostic until the finger lifts.
    private var cancelledEarly: Set<RawInput.TouchIdentifier> = []
    /// True from the first sample of a frame until the frame is delivered: a touch cancelled meanwhile (app code run
    /// by a begin's `shouldReceive` removed its view) stays in the frame's event until the frame is done, so touches
    /// that ended or were cancelled earlier in the same frame are still delivered.
    private var isHandlingFrame = false
    /// Numbers frames, to mark the touches a frame changed (`UITouch.DispatchFlags.lastChangedFrame`).
    private var frameNumber = 0

    unowned(unsafe) let application: UIApplication
    /// The type of this dispatcher's sequence events: `.touches`, or `.scroll`/`.transform` for `IndirectInput`'s.
    let eventType: UIEvent.EventType
    /// Set by `IndirectInput` around the samples it sends: the kind of the touches they begin, which reach only
    /// recognizers accepting them and never a view.
    var indirectKind: IndirectInputKind?
    /// Set with `indirectKind` for touchpad gestures: every synthetic finger is hit-tested at the pointer.
    var indirectHitPoint: CGPoint?
    /// The mouse buttons down for the frame being handled, published as `UIEvent.buttonMask`.
    var buttonMask: UIEvent.ButtonMask = []

    init(application: UIApplication, eventType: UIEvent.EventType = .touches) {
        self.application = application
        self.eventType = eventType
    }

    var hasActiveTouches: Bool { !activeTouches.isEmpty }

    /// The event of the current sequence, if any.
    var currentEvent: UIEvent? { sequenceEvent }

    // MARK: - Input

    func handle(_ samples: [RawInput.TouchSample], in window: UIWindow, timestamp: TimeInterval) {
        // Layout runs before any touch changes, so views a layout pass removes cannot strand a touch mid-frame.
        window.layoutIfNeeded()
        // Successive moves of a finger merge into one frame, keeping each sample as a coalesced touch; a finger
        // that changes phase twice (a fast tap: began and ended) is delivered as two frames, so the view sees both
        // phases in order (`TouchFrameGrouping`).
        if samples.count == 1 {
            handleFrame([.init(sample: samples[0], coalesced: [])], in: window, timestamp: timestamp)
            return
        }
        let frames = TouchFrameGrouping.frames(samples)
        var previous = -TimeInterval.infinity
        for (index, frame) in frames.enumerated() {
            // A frame before the batch's last happened when its newest sample was taken (a lift paced together with
            // the moves before it must not stretch their last interval), never before the frame before it.
            let newest = index == frames.count - 1 ? timestamp : Self.newestTime(of: frame)
            let time = newest.isFinite ? min(timestamp, max(previous, newest)) : timestamp
            previous = time
            handleFrame(frame, in: window, timestamp: time)
        }
    }

    /// The newest own time of the samples a frame stands for; -∞ when none has one.
    private static func newestTime(of frame: [TouchFrameGrouping.Change]) -> TimeInterval {
        var newest = -TimeInterval.infinity
        for change in frame {
            for sample in change.coalesced {
                if let time = sample.timestamp, time.isFinite, time > newest { newest = time }
            }
        }
        return newest
    }

    private func handleFrame(_ changes: [TouchFrameGrouping.Change], in window: UIWindow, timestamp: TimeInterval) {
        guard !changes.isEmpty else { return }
        let event = sequenceEvent ?? UIEvent(type: eventType, timestamp: timestamp)
        event.buttonMask = buttonMask
        // Touches this frame changed are stamped with it; the others are stationary in it. A stamp, not a set, so a
        // frame costs no allocation for this.
        frameNumber &+= 1
        var changedAny = false
        // A begin below runs app code (`shouldReceive`) after earlier samples of this frame were applied: whatever it
        // cancels joins this frame rather than closing the touches the frame already ended.
        isHandlingFrame = true
        defer {
            isHandlingFrame = false
            finishEndedTouches()
        }
        for change in changes {
            let sample = change.sample
            if let touch = apply(sample, in: window, timestamp: Self.time(of: sample, in: timestamp), event: event) {
                touch.dispatch.lastChangedFrame = frameNumber
                touch.applyMeasurements(of: sample)
                keepCoalescedSamples(change.coalesced, of: touch, frameTimestamp: timestamp)
                changedAny = true
                // A pen's barrel buttons are the event's buttons, as a mouse's are (UIKit's pencil has none).
                if let buttons = sample.pen?.barrelButtons, buttons != 0 {
                    event.buttonMask.formUnion(UIEvent.ButtonMask(rawValue: buttons))
                }
            }
        }
        guard changedAny else { return }
        sequenceEvent = event
        event.timestamp = timestamp
        for touch in event.orderedTouches where touch.dispatch.lastChangedFrame != frameNumber {
            if touch.phase != .ended && touch.phase != .cancelled { touch.markStationary() }
        }
        application.sendEvent(event)
    }

    /// Keeps the samples a frame merged into `touch` (only when there were several: the usual frame costs
    /// nothing), dropping those with no finite location.
    private func keepCoalescedSamples(
        _ samples: [RawInput.TouchSample], of touch: UITouch, frameTimestamp: TimeInterval
    ) {
        guard samples.count > 1 else {
            if !touch.coalescedSamples.isEmpty {
                touch.coalescedSamples.removeAll()
                touch.coalescedTimestamps.removeAll()
            }
            return
        }
        touch.coalescedSamples = samples.filter { $0.location.isFinite }
        touch.coalescedTimestamps = touch.coalescedSamples.map { Self.time(of: $0, in: frameTimestamp) }
    }

    /// A sample's own time when it has a usable one, else its frame's.
    private static func time(of sample: RawInput.TouchSample, in frameTimestamp: TimeInterval) -> TimeInterval {
        guard let time = sample.timestamp, time.isFinite else { return frameTimestamp }
        return time
    }

    func handle(_ pointer: RawInput.PointerSample, in window: UIWindow, timestamp: TimeInterval) {
        let identifier = RawInput.TouchIdentifier.pointer(device: pointer.device)
        if !pointer.location.isFinite {
            guard case .buttonUp(.primary) = pointer.action, pressedPointers[pointer.device] != nil else {
                application.report(
                    .nonFiniteLocation, "pointer \(pointer.device) \(pointer.action) at \(pointer.location) dropped")
                return
            }
            // A release is still a release: the dispatcher ends the touch where it last was.
        }
        switch pointer.action {
        case .buttonDown(.primary):
            guard pressedPointers[pointer.device] == nil else {
                application.report(.duplicateBegin, "primary button pressed twice on pointer \(pointer.device)")
                return
            }
            pressedPointers[pointer.device] = identifier
            let type: UITouch.TouchType = application.supportsIndirectInputEvents ? .indirectPointer : .direct
            pointerTouchTypes[pointer.device] = type
            handle(
                [.init(identifier: identifier, phase: .began, location: pointer.location, type: type)],
                in: window, timestamp: timestamp)
        case .moved:
            // Without the primary button this is hover (`HoverTracker`); it changes no touch.
            guard pressedPointers[pointer.device] != nil else { return }
            let type = pointerTouchTypes[pointer.device] ?? .indirectPointer
            handle(
                [.init(identifier: identifier, phase: .moved, location: pointer.location, type: type)],
                in: window, timestamp: timestamp)
        case .buttonUp(.primary):
            guard pressedPointers.removeValue(forKey: pointer.device) != nil else {
                if cancelledEarly.remove(identifier) != nil { return }
                application.report(
                    .touchNotBegun, "primary button released on pointer \(pointer.device) without a press")
                return
            }
            let type = pointerTouchTypes.removeValue(forKey: pointer.device) ?? .indirectPointer
            handle(
                [.init(identifier: identifier, phase: .ended, location: pointer.location, type: type)],
                in: window, timestamp: timestamp)
        case .buttonDown, .buttonUp, .scroll:
            // Other buttons and the wheel are `IndirectInput`'s: they never become touches views see.
            break
        }
    }

    /// Validates one sample and applies it to its touch; returns the touch if it changed.
    private func apply(
        _ sample: RawInput.TouchSample, in window: UIWindow, timestamp: TimeInterval, event: UIEvent
    ) -> UITouch? {
        // A touch that ended or was cancelled earlier in this frame (app code cancelled it while a begin was applied)
        // is over: its finger's later samples are those of a finger that is not down.
        var existing = touchesByFinger[sample.identifier]
        if let touch = existing, touch.phase == .ended || touch.phase == .cancelled { existing = nil }
        if sample.phase == .began {
            cancelledEarly.remove(sample.identifier)
            if existing != nil {
                application.report(.duplicateBegin, "\(sample.identifier) began while already down; dropped")
                return nil
            }
            guard sample.location.isFinite else {
                application.report(.nonFiniteLocation, "\(sample.identifier) began at \(sample.location); dropped")
                return nil
            }
            return begin(sample, in: window, timestamp: timestamp, event: event)
        }
        guard let touch = existing else {
            if cancelledEarly.contains(sample.identifier) {
                // The core cancelled this touch already; the rest of the finger's samples are expected.
                if sample.phase != .moved { cancelledEarly.remove(sample.identifier) }
                return nil
            }
            application.report(.touchNotBegun, "\(sample.identifier) \(sample.phase) without a begin; dropped")
            return nil
        }
        let isEnd = sample.phase != .moved
        if !sample.location.isFinite {
            // A move without a place is dropped; an end still ends the touch where it last was, or the finger would
            // be stuck down for good.
            application.report(
                .nonFiniteLocation,
                "\(sample.identifier) \(sample.phase) at \(sample.location); "
                    + (isEnd ? "ended at its last location" : "dropped"))
            if !isEnd { return nil }
        }
        if touch.window !== window {
            // Moves are dropped; an end is applied to the touch in its own window so it cannot get stuck.
            application.report(
                .wrongWindow,
                "\(sample.identifier) \(sample.phase) sent to \(window.identifier), "
                    + "but it began in another window; " + (isEnd ? "ended there" : "dropped"))
            if !isEnd { return nil }
        }
        let phase: UITouch.Phase = sample.phase == .moved ? .moved : (sample.phase == .ended ? .ended : .cancelled)
        // A cancelled touch stays where it last was, as in UIKit: backends may not know a place for it.
        let location = sample.location.isFinite && phase != .cancelled ? sample.location : touch.locationInWindow
        touch.update(phase: phase, location: location, timestamp: timestamp)
        if isEnd { touchLeftLive(touch) }
        if tapCounter.isBeyondSlop(location, from: touch.startLocationInWindow) {
            touch.dispatch.movedBeyondTapSlop = true
        }
        return touch
    }

    private func begin(
        _ sample: RawInput.TouchSample, in window: UIWindow, timestamp: TimeInterval, event: UIEvent
    ) -> UITouch {
        let view: UIView?
        let hitPoint = indirectHitPoint ?? sample.location
        var trace: HitTestTrace?
        if window.hitTestTraceObserver != nil || application.eventTraceRecorder != nil {
            let (result, traced) = window.tracedHitTest(hitPoint, with: event)
            view = result
            trace = traced
            window.hitTestTraceObserver?(traced)
        } else {
            view = window.hitTest(hitPoint, with: event)
        }
        let tapCount = tapCounter.tapCount(at: sample.location, in: window, time: timestamp)
        var deliverable = false
        if indirectKind == nil, let view { deliverable = mayDeliver(to: view, in: window) }
        let touch = UITouch(
            identifier: sample.identifier, type: sample.type, window: window, view: view,
            location: sample.location, timestamp: timestamp, tapCount: tapCount,
            isDeliverableToView: deliverable,
            event: event)
        touch.indirectKind = indirectKind
        activeTouches.append(touch)
        touchesByFinger[touch.inputIdentifier] = touch
        touchBecameLive(touch)
        event.orderedTouches.append(touch)
        application.gestureEnvironment.touchDidBegin(touch, hitView: view, in: window)
        if let trace { application.eventTraceRecorder?.hitTest(touch, trace: trace) }
        return touch
    }

    /// Whether a new touch on `view` may reach it, given the live touches already delivered in its window: not
    /// a second one on a view without `isMultipleTouchEnabled`, and none beside a touch on another view when either
    /// view has `isExclusiveTouch`.
    private func mayDeliver(to view: UIView, in window: UIWindow) -> Bool {
        guard let counts = liveTouchCounts[ObjectIdentifier(window)] else { return true }
        let own = counts.perView[ObjectIdentifier(view)] ?? (0, 0)
        if own.count > 0 && !view.isMultipleTouchEnabled { return false }
        let onOtherViews = counts.total - own.count
        if onOtherViews > 0 && view.isExclusiveTouch { return false }
        return counts.onExclusiveViews - own.exclusive == 0
    }

    private func touchBecameLive(_ touch: UITouch) {
        guard touch.route.isDeliverable, let view = touch.view, let window = touch.window else { return }
        let exclusive = view.isExclusiveTouch ? 1 : 0
        touch.dispatch.countedAsExclusive = view.isExclusiveTouch
        liveTouchCounts[ObjectIdentifier(window), default: LiveTouchCount()].add(view, exclusive: exclusive)
    }

    /// Called once when a touch ends or is cancelled.
    private func touchLeftLive(_ touch: UITouch) {
        guard touch.route.isDeliverable, !touch.dispatch.leftLiveCounts, let view = touch.view,
            let window = touch.window
        else { return }
        touch.dispatch.leftLiveCounts = true
        let key = ObjectIdentifier(window)
        liveTouchCounts[key]?.remove(view, exclusive: touch.dispatch.countedAsExclusive ? 1 : 0)
        // The window's entry is kept when it empties: the next touch would only allocate it again.
    }

    /// Drops touches that ended or were cancelled in the frame just delivered; closes the sequence when none is
    /// left.
    private func finishEndedTouches() {
        var anyEnded = false
        for touch in activeTouches where touch.phase == .ended || touch.phase == .cancelled {
            anyEnded = true
            tapCounter.touchEnded(touch)
            if touchesByFinger[touch.inputIdentifier] === touch { touchesByFinger[touch.inputIdentifier] = nil }
        }
        guard anyEnded else { return }
        // A loop, not `removeAll(where:)`: a closure written in main-actor code checks its executor on every call.
        var live: [UITouch] = []
        for touch in activeTouches where touch.phase != .ended && touch.phase != .cancelled { live.append(touch) }
        activeTouches = live
        // As in UIKit, a lifted finger leaves the event's touches after the frame that ended it.
        if let event = sequenceEvent {
            var remainingTouches: [UITouch] = []
            remainingTouches.reserveCapacity(event.orderedTouches.count)
            for touch in event.orderedTouches where touch.phase != .ended && touch.phase != .cancelled {
                remainingTouches.append(touch)
            }
            event.orderedTouches = remainingTouches
        }
        if activeTouches.isEmpty {
            sequenceEvent = nil
        }
    }

    // MARK: - Cancellation from outside the input stream

    /// Cancels every touch of `window` whose view is no longer in it. A finger still down is cancelled for its
    /// recognizers and its view; a finger that already lifted but whose end the view has not had yet (held back
    /// by a recognizer, or due later in this frame) is cancelled for the view only.
    func cancelTouchesWhoseViewsLeft(_ window: UIWindow) {
        let environment = application.gestureEnvironment
        var seen: Set<ObjectIdentifier> = []
        var left: [UITouch] = []
        for touch in activeTouches + environment.views.pendingTouches()
        where touch.window === window && seen.insert(ObjectIdentifier(touch)).inserted {
            if let view = touch.view, view.window !== window { left.append(touch) }
        }
        guard !left.isEmpty else { return }
        let live = left.filter { $0.phase != .ended && $0.phase != .cancelled }
        let lifted = left.filter { ($0.phase == .ended || $0.phase == .cancelled) && $0.route.progress != .finished }
        cancel(live, viewsOnly: lifted)
    }

    /// Cancels every touch of `window` (it is closing or hidden).
    func cancelAllTouches(in window: UIWindow) {
        cancel(activeTouches.filter { $0.window === window })
    }

    /// Cancels every touch of an input device (it went away).
    func cancelAllTouches(ofDevice device: Int) {
        cancel(activeTouches.filter { $0.inputIdentifier.device == device })
    }

    /// Marks `touches` cancelled at once (so later samples for them are expected and swallowed) and has the
    /// gesture environment tell recognizers and views at its next safe point.
    private func cancel(_ touches: [UITouch], viewsOnly: [UITouch] = []) {
        let live = touches.filter { $0.phase != .ended && $0.phase != .cancelled }
        guard !live.isEmpty || !viewsOnly.isEmpty else { return }
        let now = application.clock.now
        for touch in live {
            touch.markCancelled(at: now)
            touchLeftLive(touch)
            cancelledEarly.insert(touch.inputIdentifier)
            if touch.inputIdentifier.isPrimaryPointer {
                pressedPointers.removeValue(forKey: touch.inputIdentifier.device)
                pointerTouchTypes.removeValue(forKey: touch.inputIdentifier.device)
            }
        }
        // Before a sequence's first frame is delivered the dispatcher has no event yet; the touches carry theirs.
        let event = sequenceEvent ?? live.first?.sequenceEvent
        application.gestureEnvironment.cancel(live, event: event, viewsOnly: viewsOnly)
        // While a frame is handled, the frame's own bookkeeping runs when it is done.
        if !isHandlingFrame { finishEndedTouches() }
    }
}

extension TouchDispatcher.LiveTouchCount {
    mutating func add(_ view: UIView, exclusive: Int) {
        total += 1
        onExclusiveViews += exclusive
        let key = ObjectIdentifier(view)
        let current = perView[key] ?? (0, 0)
        perView[key] = (current.count + 1, current.exclusive + exclusive)
    }

    mutating func remove(_ view: UIView, exclusive: Int) {
        total -= 1
        onExclusiveViews -= exclusive
        let key = ObjectIdentifier(view)
        guard let current = perView[key] else { return }
        perView[key] = current.count > 1 ? (current.count - 1, current.exclusive - exclusive) : nil
    }
}
