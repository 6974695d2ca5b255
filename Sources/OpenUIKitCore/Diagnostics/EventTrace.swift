import Foundation

/// One entry of the event trace: what the event core did, when (seconds on the application's clock), as a value.
///
/// The trace is an OpenUIKit extension with no UIKit counterpart (UIKit logs none of this). Turn it on with
/// ``UIApplication/eventTraceHandler``; every raw input, hit-test (with a verdict per visited view), recognizer
/// state change and arbitration decision, phase delivered to a view or held back for a recognizer, touch taken
/// from a view by a recognizer, and action sent arrives as an entry, in the order it happened. ``description`` is
/// the readable line; ``jsonLine`` is one line of JSON (`JSONDecoder` reads it back), the format of trace files
/// (`openuikit-trace explain`, ``EventTraceExplanation``).
///
/// Names are ``UIView/debugName`` and ``UIGestureRecognizer/debugName`` (give views an `accessibilityIdentifier`
/// and recognizers a `name` to make traces readable); touches are named by their input identifier, which replays
/// reproduce: `touch 3:17` for a finger (device and the device's number for it), and `pointer 4 #2` for the mouse's
/// presses, numbered in the order they began in the trace (a mouse reuses one identifier for every press).
public struct EventTraceEntry: Sendable, Equatable, Codable, CustomStringConvertible {
    public var time: TimeInterval
    public var event: Event

    public init(time: TimeInterval, event: Event) {
        self.time = time
        self.event = event
    }

    public enum Event: Sendable, Equatable, Codable {
        /// Input as the backend handed it to the core, before validation.
        case input(RawInput)
        /// A touch began: the hit-test that chose its view, whether the view may have it (`isMultipleTouchEnabled`,
        /// `isExclusiveTouch`), and the recognizers that receive it, hit view's first. `indirect` names the input a
        /// recognizer-only touch stands for ("a touchpad pinch", "a scroll", …; never delivered to views), nil for
        /// fingers and the primary button.
        case hitTest(touch: String, trace: HitTestTrace, deliverable: Bool, recognizers: [String], indirect: String?)
        /// A recognizer's state change or an arbitration decision (``GestureDecision`` as plain values).
        case recognizer(TracedDecision)
        /// Phase `phase` of `touches` went to `view` (`touchesBegan` …).
        case delivered(view: String, phase: String, touches: [String])
        /// Phase `phase` of `touches` is held back from `view` while the recognizers `by` are undecided (`rule`:
        /// `delaysTouchesBegan` or `delaysTouchesEnded`, and whether it waits behind an earlier held phase).
        case withheld(view: String, phase: String, touches: [String], by: [String], rule: String)
        /// `recognizer` recognized with `cancelsTouchesInView`: `touches` leave `view` (which hears
        /// `touchesCancelled` for those it saw begin, and nothing of those still held back).
        case taken(view: String, touches: [String], recognizer: String)
        /// An action was sent: by a recognizer or a control (`sender`), `action` (a selector or "closure") to
        /// `target` (nil: up the responder chain).
        case action(sender: String, action: String, target: String?)
    }

    /// A ``GestureDecision`` as plain values.
    public struct TracedDecision: Sendable, Equatable, Codable {
        public var recognizer: String
        /// The view the recognizer is attached to, if any.
        public var view: String?
        public var kind: Kind

        public init(recognizer: String, view: String?, kind: Kind) {
            self.recognizer = recognizer
            self.view = view
            self.kind = kind
        }

        public enum Kind: Sendable, Equatable, Codable {
            case state(String)
            case reset
            /// Detached from its view mid-gesture; it publishes nothing more and resets.
            case removed
            case proceeds
            case held(waitingFor: [String])
            case released
            /// `reason`: ownLogic, shouldBeginRefused, preventedBy, requiredRecognizerRecognized,
            /// requiredRecognizerRemoved, touchCancelledWhileHeld, disabled; `other` names the recognizer the reason
            /// refers to.
            case failed(reason: String, other: String?)
            case cycle([String])
        }
    }

    /// The entry as readable text: one line, or for a hit-test a line and the visited views below it.
    public var description: String {
        let stamp = String(format: "%8.3f ", time)
        switch event {
        case .input(let input):
            return stamp + "input \(input.window): \(describe(input.payload))"
        case .hitTest(let touch, let trace, let deliverable, let recognizers, let indirect):
            var head = stamp + "hit-test \(touch) at \(formatPoint(trace.point)) → \(trace.resultName ?? "nothing")"
            if let indirect {
                head += " (\(indirect): for recognizers only)"
            } else if !deliverable {
                head += " (not delivered: the view is busy with another touch)"
            }
            head += "; responder chain: \(trace.responderChain.joined(separator: " → "))"
            head += "; recognizers: \(recognizers.isEmpty ? "none" : recognizers.joined(separator: ", "))"
            return ([head] + trace.summary.map { "           " + $0 }).joined(separator: "\n")
        case .recognizer(let decision):
            return stamp + decision.line
        case .delivered(let view, let phase, let touches):
            return stamp + "deliver \(view).touches\(phase.capitalized)(\(touches.joined(separator: ", ")))"
        case .withheld(let view, let phase, let touches, let by, let rule):
            let why = "\(by.joined(separator: ", ")) undecided (\(rule))"
            return stamp + "withhold \(view).touches\(phase.capitalized)(\(touches.joined(separator: ", "))): \(why)"
        case .taken(let view, let touches, let recognizer):
            return stamp
                + "take \(touches.joined(separator: ", ")) from \(view): \(recognizer) recognized (cancelsTouchesInView)"
        case .action(let sender, let action, let target):
            return stamp + "action from \(sender): \(Self.actionPhrase(action, to: target))"
        }
    }

    /// The entry as one line of JSON.
    public var jsonLine: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }

    /// Reads a JSON-lines trace (one entry per line; blank lines ignored). Throws `DecodingError` naming the line.
    public static func decodeLines(_ text: String) throws -> [EventTraceEntry] {
        let decoder = JSONDecoder()
        var entries: [EventTraceEntry] = []
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where !line.allSatisfy(\.isWhitespace) {
            do {
                entries.append(try decoder.decode(EventTraceEntry.self, from: Data(line.utf8)))
            } catch {
                throw DecodingError.dataCorrupted(
                    .init(codingPath: [], debugDescription: "line \(number + 1): \(error)", underlyingError: error))
            }
        }
        return entries
    }

    /// Written with `if case` rather than a switch, so payload kinds added later print through the fallback.
    private func describe(_ payload: RawInput.Payload) -> String {
        if case .touches(let samples) = payload {
            return samples.map { "\($0.identifier) \($0.phase) at \(formatPoint($0.location))" }.joined(
                separator: ", ")
        }
        if case .pointer(let sample) = payload {
            return "pointer \(sample.device) \(Self.describe(sample.action)) at \(formatPoint(sample.location))"
        }
        return "\(payload)"
    }

    private static func describe(_ action: RawInput.PointerSample.Action) -> String {
        switch action {
        case .buttonDown(let button): "\(button) button down"
        case .buttonUp(let button): "\(button) button up"
        case .moved: "moved"
        case .scroll(let dx, let dy): "scrolled (\(formatNumber(dx)), \(formatNumber(dy)))"
        }
    }

    /// What an action entry did, in words: a closure (a recognizer's or a `UIAction`) runs where it was given and
    /// goes through no responder chain; a selector goes to its target, or up the chain from the first responder.
    static func actionPhrase(_ action: String, to target: String?) -> String {
        switch (action, target) {
        case ("closure", nil): "ran its closure"
        case ("UIAction", nil): "performed its UIAction"
        case (_, let target?): "sent \(action) to \(target)"
        case (_, nil): "sent \(action) up the responder chain"
        }
    }
}

extension EventTraceEntry.TracedDecision {
    /// The readable line, as ``GestureDecision/description`` words it, with the recognizer's view.
    public var line: String {
        let name = view.map { "\(recognizer) (on \($0))" } ?? recognizer
        switch kind {
        case .state(let state): return "\(name): \(state)"
        case .reset: return "\(name): reset to possible"
        case .removed: return "\(name): removed from its view"
        case .proceeds: return "arbiter: \(name) proceeds"
        case .held(let others): return "arbiter: \(name) held, waiting for \(others.joined(separator: ", ")) to fail"
        case .released: return "arbiter: \(name) released"
        case .failed(let reason, let other):
            return "arbiter: \(name) fails: \(reason)\(other.map { " (\($0))" } ?? "")"
        case .cycle(let names): return "arbiter: cycle \(names.joined(separator: " → "))"
        }
    }

    @MainActor
    init(_ decision: GestureDecision) {
        let kind: Kind
        switch decision.kind {
        case .stateChanged(let state): kind = .state("\(state)")
        case .reset: kind = .reset
        case .removed: kind = .removed
        case .proceeds: kind = .proceeds
        case .held(let others): kind = .held(waitingFor: others)
        case .released: kind = .released
        case .cycle(let names): kind = .cycle(names)
        case .failed(let reason):
            switch reason {
            case .ownLogic: kind = .failed(reason: "ownLogic", other: nil)
            case .shouldBeginRefused: kind = .failed(reason: "shouldBeginRefused", other: nil)
            case .preventedBy(let other): kind = .failed(reason: "preventedBy", other: other)
            case .requiredRecognizerRecognized(let other):
                kind = .failed(reason: "requiredRecognizerRecognized", other: other)
            case .requiredRecognizerRemoved(let other):
                kind = .failed(reason: "requiredRecognizerRemoved", other: other)
            case .touchCancelledWhileHeld: kind = .failed(reason: "touchCancelledWhileHeld", other: nil)
            case .disabled: kind = .failed(reason: "disabled", other: nil)
            }
        }
        self.init(recognizer: decision.recognizer.debugName, view: decision.recognizer.view?.debugName, kind: kind)
    }
}

func formatPoint(_ point: CGPoint) -> String {
    "(\(formatNumber(point.x)), \(formatNumber(point.y)))"
}

/// Turns the core's work into trace entries; present only while ``UIApplication/eventTraceHandler`` is set, the
/// hit-region overlay is shown or input is recorded (its consumers), so the hooks in the hot paths cost one nil
/// check otherwise.
@MainActor
final class EventTraceRecorder {
    unowned(unsafe) let application: UIApplication
    var handler: (@MainActor (EventTraceEntry) -> Void)?
    var overlay: HitRegionOverlay?
    /// Input recorded since `startRecordingInput()`, and where `OPENUIKIT_RECORD` wants it written at the end.
    var recording: InputRecording?
    var recordingPath: String?
    /// Mouse presses begun since the trace started: their names' numbers.
    private var pressesBegun = 0

    init(application: UIApplication) {
        self.application = application
    }

    func emit(_ event: EventTraceEntry.Event) {
        let entry = EventTraceEntry(time: application.clock.now, event: event)
        handler?(entry)
        overlay?.observe(entry)
    }

    func input(_ input: RawInput) {
        recording?.add(input, from: application)
        emit(.input(input))
    }

    func hitTest(_ touch: UITouch, trace: HitTestTrace) {
        if touch.inputIdentifier.isPointer {
            pressesBegun += 1
            touch.traceName = "pointer \(touch.inputIdentifier.device) #\(pressesBegun)"
        }
        emit(
            .hitTest(
                touch: Self.name(touch), trace: trace, deliverable: touch.route.isDeliverable,
                recognizers: touch.recognizers.map(\.debugName), indirect: touch.indirectKind?.traceDescription))
    }

    func decision(_ decision: GestureDecision) {
        emit(.recognizer(EventTraceEntry.TracedDecision(decision)))
    }

    func delivered(_ phase: UITouch.Phase, _ touches: [UITouch], to view: UIView) {
        emit(.delivered(view: view.debugName, phase: Self.name(phase), touches: touches.map(Self.name)))
    }

    /// Called when a phase was queued for its view: reports it if it cannot go at once, because a recognizer
    /// delays it or because an earlier phase of the same touch is still held.
    func queued(_ phase: UITouch.Phase, of touch: UITouch) {
        guard let view = touch.view, phase != .cancelled, let head = touch.route.queue.first else { return }
        let holders = Self.holders(of: head, for: touch)
        guard !holders.isEmpty else { return }
        var rule = head == .ended ? "delaysTouchesEnded" : "delaysTouchesBegan"
        if head != phase || touch.route.queue.count > 1 {
            rule += ", queued behind touches\(Self.name(head).capitalized)"
        }
        emit(
            .withheld(
                view: view.debugName, phase: Self.name(phase), touches: [Self.name(touch)],
                by: holders.map(\.debugName), rule: rule))
    }

    /// The undecided recognizers that hold `phase` of `touch` back from its view (TouchDelivery's rule).
    private static func holders(of phase: UITouch.Phase, for touch: UITouch) -> [UIGestureRecognizer] {
        touch.recognizers.filter {
            (phase == .ended ? $0.delaysTouchesEnded : phase != .cancelled && $0.delaysTouchesBegan)
                && ($0.record?.isUndecided ?? false)
        }
    }

    func taken(_ touches: [UITouch], by recognizer: UIGestureRecognizer) {
        var byView: [(String, [String])] = []
        for touch in touches where touch.route.progress != .finished {
            guard let view = touch.view?.debugName else { continue }
            if let index = byView.firstIndex(where: { $0.0 == view }) {
                byView[index].1.append(Self.name(touch))
            } else {
                byView.append((view, [Self.name(touch)]))
            }
        }
        for (view, names) in byView { emit(.taken(view: view, touches: names, recognizer: recognizer.debugName)) }
    }

    func action(from sender: Any?, _ action: String, to target: Any?) {
        emit(.action(sender: Self.name(sender), action: action, target: target.map(Self.name)))
    }

    static func name(_ object: Any?) -> String {
        switch object {
        case let view as UIView: view.debugName
        case let recognizer as UIGestureRecognizer: recognizer.debugName
        case let responder as UIResponder: responderName(responder)
        case nil: "nil"
        case let other?: String(describing: type(of: other))
        }
    }

    static func name(_ touch: UITouch) -> String {
        if let name = touch.traceName { return name }
        let id = touch.inputIdentifier
        return id.isPointer ? "pointer \(id.device)" : "touch \(id.device):\(id.number)"
    }

    static func name(_ phase: UITouch.Phase) -> String {
        switch phase {
        case .began: "began"
        case .moved: "moved"
        case .ended: "ended"
        case .cancelled: "cancelled"
        default: "\(phase)"
        }
    }
}

extension UIApplication {
    /// Turns the event trace on (a handler) or off (nil, the default; free when off: one nil check per hook).
    /// The handler receives every ``EventTraceEntry`` in order; print `entry.description` or write
    /// `entry.jsonLine` to a file. OpenUIKit extension with no UIKit counterpart.
    public var eventTraceHandler: (@MainActor (EventTraceEntry) -> Void)? {
        get { eventTraceRecorder?.handler }
        set {
            updateTraceRecorder { $0.handler = newValue }
        }
    }

    /// Changes the recorder, making it when missing and dropping it when it has no consumer left.
    func updateTraceRecorder(_ change: (EventTraceRecorder) -> Void) {
        let recorder = eventTraceRecorder ?? EventTraceRecorder(application: self)
        change(recorder)
        let isUsed = recorder.handler != nil || recorder.overlay != nil || recorder.recording != nil
        eventTraceRecorder = isUsed ? recorder : nil
        updateDecisionObserver()
    }
}
