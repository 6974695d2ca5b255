import Foundation
import OpenUIKit
import OpenUIKitTesting

/// A broken invariant.
public struct Violation: Equatable, Sendable, CustomStringConvertible {
    public enum Kind: String, CaseIterable, Sendable {
        /// A view got a touch's moved, ended or cancelled without its began.
        case viewTouchNotBegun
        /// A view got a touch after its ended or cancelled, or its began twice.
        case viewTouchAfterEnd
        /// A view saw a touch begin and never got its ended or cancelled.
        case viewTouchNeverEnded
        /// A view got began, moved or ended while it was outside any window.
        case deliveredOutsideWindow
        /// A recognizer got a touch's moved, ended or cancelled without having been given its began.
        case recognizerTouchNotBegun
        /// A recognizer's state moved along an edge UIKit's state machines do not have.
        case illegalStateEdge
        /// A recognizer was back in possible without `reset()`.
        case possibleWithoutReset
        /// An action in a state that sends none (possible, failed).
        case actionInWrongState
        /// A began, changed or ended action from a recognizer that was still undecided when told one of its touches
        /// was cancelled (every built-in recognizer fails or cancels then; a held recognition must not survive it).
        case actionAfterTouchCancelled
        /// An action of a recognizer that is not attached to a view.
        case actionWhileDetached
        /// A recognizer began or recognized while one it requires to fail was still possible, or after it
        /// recognized.
        case requireToFailBroken
        /// After the input ended and the timers ran out, a recognizer was not back in possible with no touches.
        case stuckRecognizer
        /// A display link fired after `invalidate()` or while paused.
        case displayLinkMisfired
        /// A property animator called a completion twice, or still ran long after its duration.
        case animatorMisbehaved
        /// A text field's selection lay outside its text, or a field that was not first responder in a window showed
        /// an input method's composition (issue 13).
        case textFieldInconsistent
        /// A view was told of an appearance change that did not start from what it was last told, or that changed
        /// nothing.
        case traitChangeMisreported
        /// An animation's delegate heard its start or stop twice, a start after the stop, or no stop by the end; a
        /// transaction's completion block ran twice or never; or the layer tree stopped being a tree.
        case layerCallbackMisreported
        /// A tab bar controller's delegate heard `didSelect` without a `shouldSelect` that said yes to the same
        /// controller just before, or of a controller that is not the selected one among the tabs.
        case controllerCallbackMisreported
        /// A view was told of a key-value change it is not registered for, or without the values it asked for.
        case observationMisreported
        /// The world used more callbacks than any sane world can.
        case hang
    }

    public var kind: Kind
    public var message: String

    public var description: String { "\(kind.rawValue): \(message)" }
}

/// What running a world gave.
public struct FuzzOutcome: Sendable {
    public var violations: [Violation]
    public var callbacks: Int
    /// Every callback, mutation and step, when the run was asked to keep them.
    public var trace: [String]
}

/// One world being run: builds it in a fresh `EventDriver`, sends its input, fires its mutations from inside the
/// callbacks they name, and checks the invariants on every callback.
@MainActor
public final class WorldRun {
    /// The world being run (one at a time: the instrumented objects report here).
    static var current: WorldRun?

    /// Callbacks after which a world counts as hung (its mutations stop); far past that, the process stops.
    static let callbackBudget = 200_000

    let world: FuzzWorld
    let driver = EventDriver()
    let window: UIWindow
    private(set) var views: [Int: UIView] = [:]
    private var viewIDs: [ObjectIdentifier: Int] = [:]
    private var recognizers: [Int: UIGestureRecognizer] = [:]
    private var recognizerIDs: [ObjectIdentifier: Int] = [:]
    private var delegates: [Int: FuzzDelegate] = [:]
    private let target = FuzzTarget()
    private let scrollDelegate = FuzzScrollDelegate()
    let textFieldDelegate = FuzzTextFieldDelegate()
    private var occurrences: [CallbackKind: Int] = [:]
    private var fired: Set<Int> = []
    private var callbacks = 0
    private var violations: [Violation] = []
    private var trace: [String]?
    private var fingersDown: Set<Int> = []
    /// The finger number played as a pen.
    static let penFinger = 3
    private var displayLinks: [Int: CADisplayLink] = [:]
    /// The layers of views the world let go of (`releaseView`), kept as app code may keep them.
    private var keptLayers: [CALayer] = []
    /// The views of alerts the world presented, kept as app code may keep a controller's view (a snapshot, a cache)
    /// after the controller is gone, and laid out again whenever the world dismisses or releases something.
    private var keptControllerViews: [UIView] = []
    /// The views the world let go of, by id, while touches still hold them (weakly: their addresses may be reused
    /// once they are gone, so they are named by identity, not by `ObjectIdentifier`).
    private var releasedViews: [(id: Int, view: ReleasedView)] = []
    private struct ReleasedView { weak var view: UIView? }
    private var invalidatedLinks: Set<Int> = []
    /// The constraints the world's layout edits made, and the views that keep invalidating (WorldRun+Layout.swift).
    let layoutState = LayoutWorldState()
    /// The world's own layers, what their animations' delegates heard, the completion blocks (WorldRun+Layers.swift).
    let layerState = LayerWorldState()
    /// The tab bar controllers' delegate and what it was asked (WorldRun+Controllers.swift).
    let controllerState = ControllerWorldState()

    // Invariant state.
    private struct TouchKey: Hashable {
        let receiver: ObjectIdentifier
        let touch: ObjectIdentifier
    }
    private enum TouchProgress { case began, ended }
    private var viewTouches: [TouchKey: TouchProgress] = [:]
    private var recognizerTouches: [TouchKey: TouchProgress] = [:]
    /// Keeps every touch alive, so no two touches of a world share an ObjectIdentifier.
    private var seenTouches: [UITouch] = []
    private var seenTouchIDs: Set<ObjectIdentifier> = []
    private struct Track {
        var lastSeen: UIGestureRecognizer.State = .possible
        /// Given a touch since its last reset.
        var engaged = false
        /// Began or recognized since its last reset.
        var recognized = false
        /// Was sent `touchesCancelled` since its last reset and still read possible after it.
        var heardCancel = false
    }
    private var tracks: [Int: Track] = [:]
    /// `a → [b]`: a requires b to fail (explicit requirements only).
    private var requirements: [Int: [Int]] = [:]
    /// Requirements a mutation added; checked from the next input step on, since the arbiter may have decided on
    /// the recognizer just before the app added the requirement (its action then legitimately follows).
    private var newRequirements: [(Int, Int)] = []

    /// Receives each trace line as it happens (a run that may crash streams its trace out this way).
    private var traceSink: ((String) -> Void)?

    private init(world: FuzzWorld, keepTrace: Bool) {
        self.world = world
        trace = keepTrace ? [] : nil
        window = driver.makeWindow(frame: FuzzWorld.windowFrame)
        driver.backend.pacesTouchFrames = world.pacesTouchFrames
        // Issue 12: half the worlds run with the event trace on (each entry described, as a trace file would be),
        // which must change nothing the invariants see.
        if world.mutations.count % 2 == 1 { driver.application.eventTraceHandler = { _ = $0.description } }
        window.rootViewController = navigation
    }

    /// Issue 16: the window's root, under the world's views; mutations push, pop, present and dismiss.
    private let navigation = UINavigationController(rootViewController: FuzzViewController())

    /// The controller on top: the last one presented, else the navigation controller's top.
    private var topController: UIViewController {
        var top: UIViewController = navigation
        while let presented = top.presentedViewController { top = presented }
        return top === navigation ? (navigation.topViewController ?? navigation) : top
    }

    private func applyControllerMutation(_ action: MutationAction) {
        switch action {
        case .pushController(let animated): navigation.pushViewController(FuzzViewController(), animated: animated)
        case .popController(let animated): navigation.popViewController(animated: animated)
        case .presentController(let style, let animated):
            let controller: UIViewController
            if style == 2 {
                let alert = UIAlertController(title: "Fuzz", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default))
                keptControllerViews.append(alert.view)
                controller = alert
            } else {
                controller = style == 0 ? makeFullScreenController() : FuzzViewController()
                controller.modalPresentationStyle = style == 0 ? .fullScreen : .formSheet
            }
            topController.present(controller, animated: animated)
        case .dismissController(let animated):
            topController.dismiss(animated: animated)
            layOutKeptControllerViews()
        case .setNavigationBarHidden(let hidden): navigation.setNavigationBarHidden(hidden, animated: false)
        case .adoptView(let id):
            if let view = views[id], !(topController.view === view), !topController.view.isDescendant(of: view) {
                topController.view.addSubview(view)
            }
        default: break
        }
    }

    /// Runs `world` to the end: its steps, then every finger still down lifts and time advances past every timer.
    public static func run(
        _ world: FuzzWorld, keepTrace: Bool = false,
        traceSink: ((String) -> Void)? = nil
    ) -> FuzzOutcome {
        let run = WorldRun(world: world, keepTrace: keepTrace || traceSink != nil)
        run.traceSink = traceSink
        current = run
        defer { current = nil }
        run.build()
        for step in world.steps { run.perform(step) }
        run.finish()
        // The application holds scheduled links (and their closures) until they are invalidated.
        for link in run.displayLinks.values { link.invalidate() }
        // A paused animator holds its views' drawn state; let it go without completions.
        for animator in run.animators.values where animator.state == .active { animator.stopAnimation(true) }
        return FuzzOutcome(violations: run.violations, callbacks: run.callbacks, trace: run.trace ?? [])
    }

    // MARK: - Building

    private func build() {
        for spec in world.views { addView(spec) }
        for spec in world.delegates { delegates[spec.id] = FuzzDelegate(spec) }
        for spec in world.recognizers { addRecognizer(spec) }
        for requirement in world.requirements { require(requirement.recognizer, toFail: requirement.toFail) }
        enforceNewRequirements()
    }

    private func addView(_ spec: ViewSpec) {
        guard views[spec.id] == nil else { return }
        let parent: UIView
        if let parentID = spec.parent {
            guard let view = views[parentID] else { return }
            parent = view
        } else {
            parent = window
        }
        let view: UIView
        if spec.isButton {
            let button = FuzzButton(frame: spec.frame)
            for event in [UIControl.Event.touchDown, .touchUpInside, .touchUpOutside, .touchCancel, .touchDragExit] {
                button.addAction(
                    UIAction { [weak button] _ in
                        guard let button else { return }
                        WorldRun.current?.controlAction(button, event)
                    }, for: event)
            }
            // Issue 14: every other button has a menu, shown by a tap on one of them in two.
            if spec.id % 4 == 1 {
                button.menu = UIMenu(children: [
                    UIAction(title: "Plain") { [weak button] _ in
                        if let button { WorldRun.current?.buttonMenuChosen(button) }
                    }
                ])
                button.showsMenuAsPrimaryAction = spec.id % 8 == 1
            }
            view = button
        } else if spec.isTextField {
            view = makeTextField(spec)
        } else if spec.isScrollView && spec.id % 5 == 4 {
            view = FuzzCollectionView(frame: spec.frame, id: spec.id)
        } else if spec.isScrollView && spec.id % 5 == 2 {
            view = FuzzTableView(frame: spec.frame, id: spec.id)
        } else if spec.isScrollView {
            let scrollView = FuzzScrollView(frame: spec.frame)
            scrollView.contentSize = CGSize(width: spec.frame.width * 3, height: spec.frame.height * 3)
            // The settings vary with the id, so every combination turns up across worlds.
            scrollView.delaysContentTouches = spec.id % 2 == 0
            scrollView.isPagingEnabled = spec.id % 3 == 0
            scrollView.isDirectionalLockEnabled = spec.id % 4 < 2
            scrollView.maximumZoomScale = 3
            scrollView.delegate = scrollDelegate
            view = scrollView
        } else {
            view = FuzzView(frame: spec.frame)
        }
        view.isMultipleTouchEnabled = true
        views[spec.id] = view
        viewIDs[ObjectIdentifier(view)] = spec.id
        parent.addSubview(view)
        if spec.id % 4 == 3 { addContextMenu(spec.id) }
        addAccessibilityActions(to: view, id: spec.id)
        addInitialLayer(to: view, id: spec.id)
    }

    private func addRecognizer(_ spec: RecognizerSpec) {
        guard recognizers[spec.id] == nil, let view = views[spec.view] else { return }
        let recognizer: UIGestureRecognizer
        switch spec.kind {
        case .tap: recognizer = FuzzTap()
        case .doubleTap:
            let tap = FuzzTap()
            tap.numberOfTapsRequired = 2
            recognizer = tap
        case .longPress: recognizer = FuzzLongPress()
        case .pan:
            let pan = FuzzPan()
            if spec.id.isMultiple(of: 2) { pan.allowedScrollTypesMask = .all }
            recognizer = pan
        case .swipe: recognizer = FuzzSwipe()
        case .pinch: recognizer = FuzzPinch()
        case .rotation: recognizer = FuzzRotation()
        case .hover: recognizer = FuzzHover()
        case .secondaryTap:
            let tap = FuzzTap()
            tap.buttonMaskRequired = .secondary
            recognizer = tap
        }
        recognizer.name = "r\(spec.id)"
        recognizer.delaysTouchesBegan = spec.delaysTouchesBegan
        recognizer.delaysTouchesEnded = spec.delaysTouchesEnded
        recognizer.cancelsTouchesInView = spec.cancelsTouchesInView
        // Derived from the id, so worlds (and shrunk findings) keep their format: every other recognizer takes
        // touches of its first touch's type only, and every fourth takes only the pen (finger 3).
        recognizer.requiresExclusiveTouchType = spec.id % 2 == 0
        if spec.id % 4 == 3 { recognizer.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.pencil.rawValue)] }
        recognizer.isEnabled = spec.isEnabled
        recognizer.delegate = spec.delegate.flatMap { delegates[$0] }
        recognizer.addHandler { recognizer in WorldRun.current?.action(recognizer) }
        if spec.targetAction { recognizer.addTarget(target, action: "fuzzAction:") }
        recognizers[spec.id] = recognizer
        recognizerIDs[ObjectIdentifier(recognizer)] = spec.id
        tracks[spec.id] = Track()
        view.addGestureRecognizer(recognizer)
    }

    private func require(_ a: Int, toFail b: Int) {
        guard let first = recognizers[a], let second = recognizers[b] else { return }
        first.require(toFail: second)
        newRequirements.append((a, b))
    }

    private func enforceNewRequirements() {
        for (a, b) in newRequirements where !(requirements[a] ?? []).contains(b) {
            requirements[a, default: []].append(b)
        }
        newRequirements.removeAll()
    }

    func id(of recognizer: UIGestureRecognizer) -> Int {
        recognizerIDs[ObjectIdentifier(recognizer)] ?? 0
    }

    func name(_ view: UIView?) -> String {
        guard let view else { return "nil" }
        if let id = viewIDs[ObjectIdentifier(view)] ?? releasedViews.first(where: { $0.view.view === view })?.id {
            return "v\(id)"
        }
        return "\(type(of: view))"
    }

    // MARK: - Input

    private func perform(_ step: FuzzStep) {
        switch step {
        case .advance(let interval):
            note("advance \(interval)")
            driver.advance(by: interval)
            paintWorldLayers()
        case .frame(let ops):
            if fingersDown.isEmpty && ops.contains(where: { if case .down = $0 { true } else { false } }) {
                checkAllPossible(when: "a new sequence began")
            }
            note("frame " + ops.map(describe).joined(separator: ", "))
            try? driver.frame(in: window) { frame in
                for op in ops {
                    // An op left incoherent by shrinking (a move for a finger whose down was dropped) is skipped.
                    // Finger 3 is a pen: its touches are `.pencil`, with force and tilt, in the same sequences as the
                    // fingers, so recognizers' `allowedTouchTypes` and `requiresExclusiveTouchType` (see
                    // `addRecognizer`) sort mixed touches while app code mutates the world.
                    let isPen = op.finger == Self.penFinger
                    switch op {
                    case .down(let finger, let point):
                        let landed: Void? =
                            isPen
                            ? (try? frame.penDown(at: point, force: 2, pen: .init(altitudeAngle: 1)))
                            : (try? frame.down(finger, at: point))
                        if landed != nil { fingersDown.insert(finger) }
                    case .move(let finger, let point):
                        // Every move arrives as two samples, as a device faster than the frame rate sends them: the
                        // core coalesces them into one frame change, which must leave the world exactly as one
                        // sample would.
                        if isPen {
                            try? frame.penMove(to: CGPoint(x: point.x - 1, y: point.y), force: 1)
                            try? frame.penMove(to: point, force: 3, pen: .init(altitudeAngle: 0.5, azimuthAngle: 1))
                        } else {
                            try? frame.move(finger, to: CGPoint(x: point.x - 1, y: point.y))
                            try? frame.move(finger, to: point)
                        }
                    case .up(let finger):
                        let lifted: Void? = isPen ? (try? frame.penUp()) : (try? frame.up(finger))
                        if lifted != nil { fingersDown.remove(finger) }
                    case .cancel(let finger):
                        let cancelled: Void? = isPen ? (try? frame.penCancel()) : (try? frame.cancel(finger))
                        if cancelled != nil { fingersDown.remove(finger) }
                    }
                }
            }
        case .pointer(let op):
            note("pointer \(op)")
            perform(op)
        }
        observeStates()
        enforceNewRequirements()
        checkTextFields()
    }

    private var pointerBusy = (hovering: false, touchpad: false, scrollUntil: -TimeInterval.infinity)

    /// Incoherent pointer input left by shrinking (a touchpad update without its begin) is the core's to diagnose.
    private func perform(_ op: PointerOp) {
        switch op {
        case .hover: pointerBusy.hovering = true
        case .exit: pointerBusy.hovering = false
        case .scroll: pointerBusy.scrollUntil = driver.clock.now + UIScrollTypeMask.idleInterval
        case .touchpad(_, let phase, _, _, _, _): pointerBusy.touchpad = phase == .began || phase == .changed
        case .secondaryClick, .click, .escape: break
        }
        switch op {
        case .hover(let point): try? driver.pointerMove(to: point, in: window)
        case .exit: try? driver.pointerExit(in: window)
        case .secondaryClick(let point): try? driver.click(.secondary, at: point, in: window)
        case .click(let point): try? driver.click(at: point, in: window)
        case .escape: try? driver.press(.keyboardEscape, in: window)
        case .scroll(let point, let dx, let dy, let continuous):
            try? driver.scroll(by: dx, dy, at: point, type: continuous ? .continuous : .discrete, in: window)
        case .touchpad(let kind, let phase, let point, let fingers, let dx, let scale):
            try? driver.touchpadGesture(
                kind, phase, at: point, fingers: fingers, dx: dx, scale: scale, angleDelta: dx / 100, in: window)
        }
    }

    private func describe(_ op: FingerOp) -> String {
        switch op {
        case .down(let finger, let point): "down \(finger) at (\(Int(point.x)), \(Int(point.y)))"
        case .move(let finger, let point): "move \(finger) to (\(Int(point.x)), \(Int(point.y)))"
        case .up(let finger): "up \(finger)"
        case .cancel(let finger): "cancel \(finger)"
        }
    }

    /// Lifts every finger still down, lets every timer run out, and checks that nothing is left engaged.
    private func finish() {
        if !fingersDown.isEmpty { perform(.frame(fingersDown.sorted().map { .up($0) })) }
        // Hovers end when the pointer leaves; a touchpad gesture a shrunk world left open is cancelled.
        perform(.pointer(.exit))
        for kind in [RawInput.TouchpadGestureSample.Kind.pinch, .swipe] {
            perform(.pointer(.touchpad(kind, .cancelled, .zero, fingers: 2, dx: 0, scale: 1)))
        }
        perform(.advance(2))
        checkAnimatorsEnded()
        checkLayersEnded()
        for (id, recognizer) in recognizers.sorted(by: { $0.key < $1.key }) {
            if recognizer.state != .possible || recognizer.numberOfTouches != 0 {
                report(
                    .stuckRecognizer,
                    "r\(id) is \(recognizer.state) with \(recognizer.numberOfTouches) touches after "
                        + "the input ended and every timer ran out")
            }
        }
        for (id, view) in views.sorted(by: { $0.key < $1.key }) {
            for recognizer in view.gestureRecognizers ?? [] where recognizerIDs[ObjectIdentifier(recognizer)] == nil {
                if recognizer.state != .possible || recognizer.numberOfTouches != 0 {
                    report(
                        .stuckRecognizer,
                        "v\(id)'s own \(recognizer.debugName) is \(recognizer.state) with "
                            + "\(recognizer.numberOfTouches) touches after the input ended")
                }
            }
        }
        for (key, progress) in viewTouches where progress == .began {
            let view = views.values.first { ObjectIdentifier($0) == key.receiver }
            let touch = seenTouches.first { ObjectIdentifier($0) == key.touch }
            report(
                .viewTouchNeverEnded,
                "\(name(view)) saw touch \(touch.map { fingerList([$0]) } ?? "?") begin and "
                    + "never got its end")
        }
    }

    // MARK: - Callbacks

    func note(_ line: @autoclosure () -> String) {
        guard trace != nil, trace!.count < 5_000 else { return }
        let text = line()
        trace!.append(text)
        traceSink?(text)
    }

    func report(_ kind: Violation.Kind, _ message: String) {
        note("VIOLATION \(kind.rawValue): \(message)")
        violations.append(Violation(kind: kind, message: message))
    }

    private func retain(_ touches: Set<UITouch>) {
        for touch in touches where seenTouchIDs.insert(ObjectIdentifier(touch)).inserted { seenTouches.append(touch) }
    }

    /// Counts the callback and fires the mutations that name this occurrence of it.
    func callback(
        _ kind: CallbackKind, view: UIView?, recognizer: UIGestureRecognizer?, displayLink: Int? = nil
    ) {
        callbacks += 1
        if callbacks == Self.callbackBudget {
            report(.hang, "more than \(Self.callbackBudget) callbacks")
        } else if callbacks > 50 * Self.callbackBudget {
            fatalError("gesture fuzz world: endless callbacks (\(callbacks)); the core is looping")
        }
        let occurrence = occurrences[kind, default: 0]
        occurrences[kind] = occurrence + 1
        guard world.mode.allows(kind), callbacks < Self.callbackBudget else { return }
        for (index, mutation) in world.mutations.enumerated()
        where mutation.trigger == kind && mutation.occurrence == occurrence && !fired.contains(index) {
            fired.insert(index)
            note("mutation in \(kind.rawValue)#\(occurrence): \(mutation.action)")
            apply(mutation.action, view: view, recognizer: recognizer, displayLink: displayLink)
        }
    }

    private func releaseView(_ id: Int) {
        if let view = views[id] {
            keptLayers.append(view.layer)
            view.removeFromSuperview()
            views[id] = nil
            viewIDs[ObjectIdentifier(view)] = nil
            releasedViews.append((id, ReleasedView(view: view)))
        }
        for layer in keptLayers {
            layer.cornerRadius += 1
            layer.opacity = 0.5
            layer.frame = layer.frame.offsetBy(dx: 1, dy: 0)
            layer.setNeedsDisplay()
        }
        // A layer whose view is gone reads a zero size (every world view has one).
        let detached = keptLayers.filter { $0.bounds.size == .zero }.count
        note("kept layers: \(keptLayers.count), \(detached) without their view")
        layOutKeptControllerViews()
    }

    private func layOutKeptControllerViews() {
        guard !keptControllerViews.isEmpty else { return }
        for view in keptControllerViews {
            view.setNeedsLayout()
            view.layoutIfNeeded()
        }
        let offScreen = keptControllerViews.filter { $0.window == nil }.count
        note("kept alert views: \(keptControllerViews.count), \(offScreen) off screen")
    }

    private func apply(
        _ action: MutationAction, view: UIView?, recognizer: UIGestureRecognizer?, displayLink: Int?
    ) {
        switch action {
        case .removeView(let id): views[id]?.removeFromSuperview()
        case .releaseView(let id): releaseView(id)
        case .removeCallbackView: view?.removeFromSuperview()
        case .removeCallbackViewSuperview:
            if let parent = view?.superview, !(parent is UIWindow) { parent.removeFromSuperview() }
        case .removeRecognizer(let id):
            if let recognizer = recognizers[id] { recognizer.view?.removeGestureRecognizer(recognizer) }
        case .removeCallbackRecognizer:
            if let recognizer { recognizer.view?.removeGestureRecognizer(recognizer) }
        case .clearRecognizers(let id): views[id]?.gestureRecognizers = []
        case .setEnabled(let id, let enabled): recognizers[id]?.isEnabled = enabled
        case .setDelegate(let id, let delegate): recognizers[id]?.delegate = delegate.flatMap { delegates[$0] }
        case .addRequirement(let a, let b): require(a, toFail: b)
        case .setUserInteractionEnabled(let id, let enabled): views[id]?.isUserInteractionEnabled = enabled
        case .setHidden(let id, let hidden): views[id]?.isHidden = hidden
        case .hideWindow: window.isHidden = true
        case .addView(let spec): addView(spec)
        case .addRecognizer(let spec): addRecognizer(spec)
        case .addDisplayLink(let id): addDisplayLink(id)
        case .invalidateDisplayLink(let id): invalidateDisplayLink(id)
        case .invalidateCallbackDisplayLink: if let displayLink { invalidateDisplayLink(displayLink) }
        case .pauseDisplayLink(let id, let paused): displayLinks[id]?.isPaused = paused
        case .setContentSize(let id, let size): (views[id] as? UIScrollView)?.contentSize = size
        case .setScrollEnabled(let id, let enabled): (views[id] as? UIScrollView)?.isScrollEnabled = enabled
        case .setContentOffset(let id, let offset, let animated):
            (views[id] as? UIScrollView)?.setContentOffset(offset, animated: animated)
        case .setZoomScale(let id, let scale, let animated):
            (views[id] as? UIScrollView)?.setZoomScale(scale, animated: animated)
        case .toggleHitRegions:
            driver.application.showsHitRegions.toggle()
            if let overlay = driver.application.hitRegionOverlay {
                overlay.warningHandler = { _ in }
                _ = window.renderer.image()
            }
        case .animate(let id, let spec): if let view = views[id] { animate(view, id: id, spec) }
        case .arrangeInStack(let id, let stack): arrange(id, inStack: stack)
        case .unarrange(let id, let remove):
            guard let view = views[id] else { return }
            (view.superview as? UIStackView)?.removeArrangedSubview(view)
            if remove { view.removeFromSuperview() }
        case .pushController, .popController, .presentController, .dismissController, .adoptView,
            .setNavigationBarHidden:
            applyControllerMutation(action)
        case .addContextMenu(let id): addContextMenu(id)
        case .removeContextMenu(let id):
            if let interaction = contextMenus[id] { interaction.view?.removeInteraction(interaction) }
        case .dismissContextMenu:
            for (_, interaction) in contextMenus.sorted(by: { $0.key < $1.key }) { interaction.dismissMenu() }
        case .propertyAnimator(let id, let op): propertyAnimator(id, op)
        case .editText(let id, let edit): if let field = views[id] as? UITextField { apply(edit, to: field) }
        case .setAppearance(let id, let dark): views[id]?.overrideUserInterfaceStyle = dark ? .dark : .unspecified
        case .accessibilityAction(let id, let index): performAccessibilityAction(index, of: id)
        case .layout(let id, let edit): applyLayout(edit, to: id)
        case .layer(let id, let edit): applyLayer(edit, to: id)
        }
    }

    // MARK: - Property animators and safe areas (issue 16)

    private var animators: [Int: UIViewPropertyAnimator] = [:]
    private var animatorBlockCount = 0
    /// The animator blocks whose completion ran, to catch a completion called twice.
    private var completedAnimatorBlocks: Set<Int> = []

    private func propertyAnimator(_ id: Int, _ op: AnimatorOp) {
        if case .start(let viewID, let property, let duration, let delay, let spring) = op {
            guard let view = views[viewID] else { return }
            let animator =
                animators[id]
                ?? {
                    let made =
                        spring
                        ? UIViewPropertyAnimator(duration: duration, dampingRatio: 0.5)
                        : UIViewPropertyAnimator(duration: duration, curve: .easeInOut)
                    animators[id] = made
                    return made
                }()
            animatorBlockCount += 1
            let number = animatorBlockCount
            note("animator\(id) block\(number) on \(name(view)): \(property.rawValue)")
            animator.addAnimations {
                WorldRun.current?.animatorCallback("animator\(id).block\(number)", view: view)
                Self.change(view, property)
            }
            animator.addCompletion { position in
                WorldRun.current?.animatorCompleted(id, block: number, view: view, position: position)
            }
            if delay > 0 { animator.startAnimation(afterDelay: delay) } else { animator.startAnimation() }
            return
        }
        guard let animator = animators[id] else { return }
        switch op {
        case .start: break
        case .pause: animator.pauseAnimation()
        case .scrub(let fraction): animator.fractionComplete = fraction
        case .reverse: animator.isReversed.toggle()
        case .stop(let withoutFinishing): animator.stopAnimation(withoutFinishing)
        case .finish(let position): animator.finishAnimation(at: UIViewAnimatingPosition(rawValue: position) ?? .end)
        case .continueAnimation(let factor):
            animator.continueAnimation(
                withTimingParameters: UICubicTimingParameters(animationCurve: .linear), durationFactor: factor)
        }
        note("animator\(id) is \(animator.state) running \(animator.isRunning)")
    }

    func animatorCallback(_ what: String, view: UIView) {
        note(what)
        callback(.propertyAnimator, view: view, recognizer: nil)
    }

    func animatorCompleted(_ id: Int, block: Int, view: UIView, position: UIViewAnimatingPosition) {
        if !completedAnimatorBlocks.insert(block).inserted {
            report(.animatorMisbehaved, "animator\(id)'s completion of block \(block) ran twice")
        }
        animatorCallback("animator\(id).completion\(block)(\(position))", view: view)
    }

    /// Running animators end within the time `finish` lets pass (or, chained from completions, soon after).
    private func checkAnimatorsEnded() {
        if animators.values.contains(where: \.isRunning) { perform(.advance(10)) }
        for (id, animator) in animators.sorted(by: { $0.key < $1.key }) where animator.isRunning {
            report(.animatorMisbehaved, "animator\(id) still runs after every timer ran out")
        }
    }

    func safeAreaChanged(_ view: UIView) {
        note("\(name(view)).safeAreaInsetsDidChange")
        callback(.safeAreaChange, view: view, recognizer: nil)
    }

    /// The appearance each view was last told of (absent: the screen's, light).
    private var toldAppearance: [ObjectIdentifier: UIUserInterfaceStyle] = [:]

    /// Checks that the view is told each change of its appearance once, from what it was last told to what it
    /// has now, then fires the mutations of this callback.
    func traitsChanged(_ view: UIView, from previous: UITraitCollection?) {
        let now = view.traitCollection.userInterfaceStyle
        let told = toldAppearance[ObjectIdentifier(view)] ?? .light
        note("\(name(view)).traitCollectionDidChange \(told) → \(now)")
        if previous?.userInterfaceStyle != told || now == told {
            report(
                .traitChangeMisreported,
                "\(name(view)) was told \(previous?.userInterfaceStyle ?? .unspecified) → \(now), having last been told \(told)"
            )
        }
        toldAppearance[ObjectIdentifier(view)] = now
        callback(.safeAreaChange, view: view, recognizer: nil)
    }

    // MARK: - Context menus (issue 14)

    private var contextMenus: [Int: UIContextMenuInteraction] = [:]
    private let menuDelegate = FuzzMenuDelegate()

    private func addContextMenu(_ id: Int) {
        guard let view = views[id], contextMenus[id] == nil else { return }
        let interaction = UIContextMenuInteraction(delegate: menuDelegate)
        contextMenus[id] = interaction
        view.addInteraction(interaction)
    }

    func contextMenuCallback(_ what: String, _ interaction: UIContextMenuInteraction) {
        note("\(name(interaction.view)).contextMenu.\(what)")
        callback(.contextMenu, view: interaction.view, recognizer: nil)
    }

    func buttonMenuChosen(_ button: UIButton) {
        note("\(name(button)).menu.Plain.handler")
        callback(.contextMenu, view: button, recognizer: nil)
    }

    /// Views with an even id offer no menu (the interaction's recognizer then fails).
    func offersMenu(_ interaction: UIContextMenuInteraction) -> Bool {
        guard let view = interaction.view, let id = viewIDs[ObjectIdentifier(view)] else { return false }
        return !id.isMultiple(of: 2)
    }

    // MARK: - Animations and stack views

    private var animationCount = 0
    private var stackViews: [Int: UIStackView] = [:]

    private func animate(_ view: UIView, id: Int, _ spec: AnimationSpec) {
        animationCount += 1
        let number = animationCount
        var options: UIView.AnimationOptions = []
        if spec.allowsInteraction { options.insert(.allowUserInteraction) }
        if spec.repeats { options.formUnion([.repeat, .autoreverse]) }
        if spec.fromCurrentState { options.insert(.beginFromCurrentState) }
        UIView.animate(
            withDuration: spec.duration, delay: 0, options: options, animations: { Self.change(view, spec.property) },
            completion: { finished in WorldRun.current?.animationCompleted(number, view: view, finished: finished) })
        note("animation\(number) on \(name(view)): \(spec.property.rawValue) for \(spec.duration)s")
    }

    /// The change an animation makes: a small move, a fade one way or the other, or a squash and back.
    private static func change(_ view: UIView, _ property: AnimationSpec.Property) {
        switch property {
        case .frame: view.frame = view.frame.offsetBy(dx: 7, dy: -5)
        case .alpha: view.alpha = view.alpha > 0.5 ? 0.3 : 1
        case .transform:
            view.transform = view.transform.isIdentity ? CGAffineTransform(scaleX: 1.5, y: 0.5) : .identity
        }
    }

    func animationCompleted(_ number: Int, view: UIView, finished: Bool) {
        note("animation\(number).completion(\(finished))")
        callback(.animationCompletion, view: view, recognizer: nil)
    }

    private func arrange(_ id: Int, inStack stackID: Int) {
        guard let view = views[id], view !== window else { return }
        let stack =
            stackViews[stackID]
            ?? {
                let stack = UIStackView(
                    frame: CGRect(x: 20 + CGFloat(stackID - 200) * 150, y: 300, width: 140, height: 120))
                stack.axis = stackID % 2 == 0 ? .vertical : .horizontal
                stack.distribution = stackID % 2 == 0 ? .fillEqually : .equalSpacing
                stackViews[stackID] = stack
                window.addSubview(stack)
                return stack
            }()
        // A stack view cannot arrange one of its ancestors.
        guard !stack.isDescendant(of: view) else { return }
        stack.addArrangedSubview(view)
    }

    // MARK: - Display links

    private func addDisplayLink(_ id: Int) {
        guard displayLinks[id] == nil else { return }
        let link = CADisplayLink { link in WorldRun.current?.displayLinkFired(id, link) }
        displayLinks[id] = link
        link.add(to: .main, forMode: .common)
    }

    private func invalidateDisplayLink(_ id: Int) {
        guard let link = displayLinks[id] else { return }
        link.invalidate()
        invalidatedLinks.insert(id)
    }

    func displayLinkFired(_ id: Int, _ link: CADisplayLink) {
        note("link\(id).fired(\(link.timestamp))")
        if invalidatedLinks.contains(id) || link.isPaused {
            report(.displayLinkMisfired, "link\(id) fired \(link.isPaused ? "while paused" : "after invalidate()")")
        }
        callback(.displayLink, view: nil, recognizer: nil, displayLink: id)
    }

    func viewTouches(_ view: UIView, _ kind: CallbackKind, _ touches: Set<UITouch>) {
        retain(touches)
        let viewName = name(view)
        note("\(viewName).\(kind.rawValue)(\(fingerList(touches)))")
        // Touches forwarded up the responder chain are not this view's own: no bookkeeping for them.
        let own = touches.filter { $0.view === view }
        if kind != .viewTouchesCancelled && view.window == nil && !own.isEmpty {
            report(.deliveredOutsideWindow, "\(viewName) got \(kind.rawValue)(\(fingerList(own))) outside any window")
        }
        for touch in own {
            let key = TouchKey(receiver: ObjectIdentifier(view), touch: ObjectIdentifier(touch))
            let finger = fingerList([touch])
            switch (kind, viewTouches[key]) {
            case (.viewTouchesBegan, nil):
                viewTouches[key] = .began
            case (.viewTouchesBegan, _), (_, .ended?):
                report(
                    .viewTouchAfterEnd, "\(viewName) got \(kind.rawValue)(\(finger)) after that touch began or ended")
            case (_, nil):
                report(.viewTouchNotBegun, "\(viewName) got \(kind.rawValue)(\(finger)) without its began")
            case (.viewTouchesMoved, .began?):
                break
            default:
                viewTouches[key] = .ended
            }
        }
        callback(kind, view: view, recognizer: nil)
    }

    func recognizerHook(_ recognizer: UIGestureRecognizer, _ kind: CallbackKind, _ touches: Set<UITouch>) {
        retain(touches)
        let id = id(of: recognizer)
        note("r\(id).\(kind.rawValue)(\(fingerList(touches)))")
        if kind == .hookReset {
            tracks[id] = Track()
            recognizerTouches = recognizerTouches.filter { $0.key.receiver != ObjectIdentifier(recognizer) }
        } else {
            if kind == .hookTouchesBegan { tracks[id, default: Track()].engaged = true }
            // Only a recognizer still undecided after hearing the cancel (a held one reads possible) must not
            // recognize later; one that had already asked to end in the same hook keeps that decision.
            if kind == .hookTouchesCancelled && recognizer.state == .possible {
                tracks[id, default: Track()].heardCancel = true
            }
            for touch in touches {
                let key = TouchKey(receiver: ObjectIdentifier(recognizer), touch: ObjectIdentifier(touch))
                let finger = fingerList([touch])
                switch (kind, recognizerTouches[key]) {
                case (.hookTouchesBegan, nil): recognizerTouches[key] = .began
                case (.hookTouchesMoved, .began?): break
                case (.hookTouchesEnded, .began?), (.hookTouchesCancelled, .began?): recognizerTouches[key] = .ended
                case (_, nil):
                    report(.recognizerTouchNotBegun, "r\(id) got \(kind.rawValue)(\(finger)) without its began")
                default:
                    report(
                        .recognizerTouchNotBegun,
                        "r\(id) got \(kind.rawValue)(\(finger)) after that touch began or ended")
                }
            }
        }
        callback(kind, view: recognizer.view, recognizer: recognizer)
    }

    func query(_ kind: CallbackKind, _ recognizer: UIGestureRecognizer) {
        note("r\(id(of: recognizer)).\(kind.rawValue)")
        callback(kind, view: recognizer.view, recognizer: recognizer)
    }

    func scrollDelegateCallback(_ scrollView: UIScrollView) {
        callback(.scrollDelegate, view: scrollView, recognizer: nil)
    }

    func controlAction(_ button: UIButton, _ event: UIControl.Event) {
        note("\(name(button)).controlAction(\(event.rawValue))")
        callback(.controlAction, view: button, recognizer: nil)
    }

    func action(_ recognizer: UIGestureRecognizer) {
        let id = id(of: recognizer)
        let state = recognizer.state
        note("r\(id).action(\(state))")
        switch state {
        case .began, .changed, .ended, .cancelled: break
        default: report(.actionInWrongState, "r\(id) sent an action in state \(state)")
        }
        if recognizer.view == nil { report(.actionWhileDetached, "r\(id) sent an action (\(state)) with view == nil") }
        var track = tracks[id, default: Track()]
        if track.heardCancel && (state == .began || state == .changed || state == .ended) {
            report(
                .actionAfterTouchCancelled, "r\(id) sent an action (\(state)) after one of its touches was cancelled")
        }
        if state != track.lastSeen && state != .possible && state != .failed {
            if !Self.isEdge(from: track.lastSeen, to: state) {
                report(.illegalStateEdge, "r\(id) went \(track.lastSeen) → \(state)")
            }
            if track.lastSeen == .possible && (state == .began || state == .ended) {
                checkRequirements(of: id)
                track.recognized = true
            }
            track.lastSeen = state
        }
        tracks[id] = track
        callback(.action, view: recognizer.view, recognizer: recognizer)
    }

    // MARK: - Recognizer states

    static func isEdge(from old: UIGestureRecognizer.State, to new: UIGestureRecognizer.State) -> Bool {
        switch (old, new) {
        case (.possible, .began), (.possible, .ended), (.possible, .failed): true
        case (.began, .changed), (.began, .ended), (.began, .cancelled): true
        case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): true
        default: false
        }
    }

    /// `a` left possible: every recognizer it requires to fail must have failed (or never be in this gesture).
    private func checkRequirements(of a: Int) {
        for b in requirements[a] ?? [] {
            // A recognizer removed from its view no longer takes part: those held for it fail, the others no longer
            // wait for it (even if its reset() comes a moment later).
            guard let other = recognizers[b], other.view != nil, let track = tracks[b] else { continue }
            if track.recognized {
                report(.requireToFailBroken, "r\(a) recognized although r\(b), which it requires to fail, recognized")
            } else if track.engaged && other.state == .possible {
                report(
                    .requireToFailBroken, "r\(a) recognized while r\(b), which it requires to fail, was still possible")
            }
        }
    }

    /// Between steps nothing is pending: every state seen now must follow from the last one seen by an edge
    /// (a failure is the only move that sends no action), and possible comes back only through reset.
    private func observeStates() {
        for (id, recognizer) in recognizers.sorted(by: { $0.key < $1.key }) {
            let state = recognizer.state
            var track = tracks[id, default: Track()]
            guard state != track.lastSeen else { continue }
            if state == .possible {
                report(.possibleWithoutReset, "r\(id) went \(track.lastSeen) → possible without reset()")
            } else if state != .failed || track.lastSeen != .possible {
                report(.illegalStateEdge, "r\(id) is \(state), last seen \(track.lastSeen) (no action in between)")
            }
            track.lastSeen = state
            tracks[id] = track
        }
    }

    private func checkAllPossible(when moment: String) {
        // Pointer input still in progress (a hover, a scroll before its idle gap, an open touchpad gesture) may
        // legitimately keep its recognizers active while fingers land.
        guard !pointerBusy.hovering, !pointerBusy.touchpad, driver.clock.now >= pointerBusy.scrollUntil else { return }
        // A paced world's last lift may still wait for its frame: the sequence has not ended yet.
        guard !driver.backend.isHoldingTouchFrame else { return }
        for (id, recognizer) in recognizers.sorted(by: { $0.key < $1.key }) where recognizer.state != .possible {
            report(.stuckRecognizer, "r\(id) was still \(recognizer.state) when \(moment)")
        }
    }
}
