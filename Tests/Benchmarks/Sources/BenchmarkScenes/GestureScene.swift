import OpenUIKit
import OpenUIKitTesting

// The gesture scene (issue 3): scene B's 10,000-view window driven by `EventDriver`, with six recognizers on the
// deepest view of one cell and two failure requirements, and the press-move-release sequences the Gestures suite
// and `EventCoreProbe gestures` time. Docs/Benchmarks.md quotes the figures.

/// The deepest view of the chosen cell: counts what reaches it as a view (trivial work in each callback).
public final class GestureTargetView: UIView {
    public var began = 0
    public var moved = 0
    public var ended = 0
    public var cancelled = 0

    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began &+= touches.count }
    public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { moved &+= touches.count }
    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { ended &+= touches.count }
    public override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { cancelled &+= touches.count }

    public func resetCounts() {
        began = 0
        moved = 0
        ended = 0
        cancelled = 0
    }
}

/// The six recognizers' target, as a UIKit app would have it: one action method per recognizer, declared through
/// `actionMethods`, each reading the sender's state and counting it.
public final class GestureActionLog: UIResponder {
    public enum Kind: Int, CaseIterable, CustomStringConvertible, Sendable {
        case tap, longPress, pan, swipe, pinch, rotation

        public var description: String {
            switch self {
            case .tap: "tap"
            case .longPress: "long press"
            case .pan: "pan"
            case .swipe: "swipe"
            case .pinch: "pinch"
            case .rotation: "rotation"
            }
        }
    }

    /// Actions received, `counts[kind.rawValue][state.rawValue]`.
    public private(set) var counts = [[Int]](repeating: [Int](repeating: 0, count: 6), count: 6)

    public func count(_ kind: Kind, _ state: UIGestureRecognizer.State) -> Int { counts[kind.rawValue][state.rawValue] }
    public func total(_ kind: Kind) -> Int { counts[kind.rawValue].reduce(0, +) }

    public func resetCounts() {
        counts = [[Int]](repeating: [Int](repeating: 0, count: 6), count: 6)
    }

    private func record(_ kind: Kind, _ sender: Any?) {
        guard let recognizer = sender as? UIGestureRecognizer else { return }
        counts[kind.rawValue][recognizer.state.rawValue] &+= 1
    }

    func tap(_ sender: Any?) { record(.tap, sender) }
    func longPress(_ sender: Any?) { record(.longPress, sender) }
    func pan(_ sender: Any?) { record(.pan, sender) }
    func swipe(_ sender: Any?) { record(.swipe, sender) }
    func pinch(_ sender: Any?) { record(.pinch, sender) }
    func rotation(_ sender: Any?) { record(.rotation, sender) }

    public override class var actionMethods: [Selector: ActionMethod] {
        [
            "tap:": .method(GestureActionLog.tap),
            "longPress:": .method(GestureActionLog.longPress),
            "pan:": .method(GestureActionLog.pan),
            "swipe:": .method(GestureActionLog.swipe),
            "pinch:": .method(GestureActionLog.pinch),
            "rotation:": .method(GestureActionLog.rotation),
        ]
    }
}

/// A press-move-release sequence on the target view. Each step is one `EventDriver` call, so one backend frame
/// and one touches event (a `UIEvent` delivery) per step; no virtual time passes inside a sequence.
public enum GestureSequence: String, CaseIterable, Sendable {
    /// Down, 3 moves of 1 point, up: the tap recognizes (after the long press fails on the lift).
    case tap
    /// Down, 10 moves of 4 points downwards (40 points), up: the pan begins once the swipe has failed (16 points
    /// off its rightward direction), changes, and ends on the lift.
    case drag
    /// Down, 6 moves of 10 points to the right (60 points), up: the swipe recognizes at 50 points; the pan, which
    /// requires the swipe to fail, fails.
    case swipe
    /// Two fingers 8 points apart land one after the other, move apart 3 points each, one finger per event, 5 times
    /// (20 + 10 points), and lift one after the other: the pinch begins, changes and ends.
    case pinch

    /// Touch events (driver calls, each one frame with one changed touch) in the sequence.
    public var eventCount: Int {
        switch self {
        case .tap: 5
        case .drag: 12
        case .swipe: 8
        case .pinch: 14
        }
    }

    public var summary: String {
        switch self {
        case .tap: "down + 3 moves + up"
        case .drag: "down + 10 moves + up"
        case .swipe: "down + 6 moves + up"
        case .pinch: "2 downs + 10 moves + 2 ups"
        }
    }
}

/// Scene B in an `EventDriver` window, with the six recognizers on the deepest view of one cell.
@MainActor
public final class GestureScene {
    /// The cell whose deepest view carries the recognizers: row 12, column 20, the 501st of the window's 1,000 cells
    /// in subview order, so a finger-down's hit-test passes 499 sibling cells, the mean over random cells.
    public static let cellIndex = 12 * 40 + 20

    public let driver: EventDriver
    public let window: UIWindow
    public let view: GestureTargetView
    /// The centre of `view`, in window coordinates: (656, 400).
    public let centre: CGPoint
    /// The deepest view of the next cell (row 12, column 21), which has no recognizer, and its centre: the same
    /// sequences there give the cost without recognizers.
    public let bareView: GestureTargetView
    public let bareCentre: CGPoint
    public let log = GestureActionLog()

    public let tap: UITapGestureRecognizer
    public let longPress: UILongPressGestureRecognizer
    public let pan: UIPanGestureRecognizer
    public let swipe: UISwipeGestureRecognizer
    public let pinch: UIPinchGestureRecognizer
    public let rotation: UIRotationGestureRecognizer
    public var recognizers: [UIGestureRecognizer] { [tap, longPress, pan, swipe, pinch, rotation] }

    /// Builds the scene in a new window of `driver` (the driver's application must be the current one).
    public init(driver: EventDriver) {
        self.driver = driver
        window = driver.makeWindow(frame: CGRect(origin: .zero, size: ReferenceScene.windowSize))
        let deepest = ReferenceScene.b.populate(window) { GestureTargetView(frame: $0) }
        view = deepest[Self.cellIndex] as! GestureTargetView
        let frame = view.convert(view.bounds, to: window)
        centre = CGPoint(x: frame.midX, y: frame.midY)
        bareView = deepest[Self.cellIndex + 1] as! GestureTargetView
        let bareFrame = bareView.convert(bareView.bounds, to: window)
        bareCentre = CGPoint(x: bareFrame.midX, y: bareFrame.midY)

        tap = UITapGestureRecognizer(target: log, action: "tap:")
        longPress = UILongPressGestureRecognizer(target: log, action: "longPress:")
        pan = UIPanGestureRecognizer(target: log, action: "pan:")
        swipe = UISwipeGestureRecognizer(target: log, action: "swipe:")
        pinch = UIPinchGestureRecognizer(target: log, action: "pinch:")
        rotation = UIRotationGestureRecognizer(target: log, action: "rotation:")
        for recognizer in recognizers { view.addGestureRecognizer(recognizer) }
        pan.require(toFail: swipe)
        tap.require(toFail: longPress)

        precondition(window.hitTest(centre, with: nil) === view, "the centre of the cell does not hit its deepest view")
        precondition(
            window.hitTest(bareCentre, with: nil) === bareView, "the next cell's centre misses its deepest view")
    }

    // MARK: - Sequences

    private var origin = CGPoint.zero
    private func point(_ dx: CGFloat, _ dy: CGFloat) -> CGPoint { CGPoint(x: origin.x + dx, y: origin.y + dy) }

    /// Sends `sequence` to the view with the six recognizers (`bare`: to the next cell's, which has none): what is
    /// timed. No virtual time passes.
    public func perform(_ sequence: GestureSequence, bare: Bool = false) {
        origin = bare ? bareCentre : centre
        do {
            switch sequence {
            case .tap:
                try driver.touchDown(1, at: origin, in: window)
                try driver.touchMove(1, to: point(1, 0))
                try driver.touchMove(1, to: point(1, 1))
                try driver.touchMove(1, to: point(0, 1))
                try driver.touchUp(1)
            case .drag:
                try driver.touchDown(1, at: origin, in: window)
                for step in 1...10 { try driver.touchMove(1, to: point(0, 4 * CGFloat(step))) }
                try driver.touchUp(1)
            case .swipe:
                try driver.touchDown(1, at: origin, in: window)
                for step in 1...6 { try driver.touchMove(1, to: point(10 * CGFloat(step), 0)) }
                try driver.touchUp(1)
            case .pinch:
                try driver.touchDown(1, at: point(-4, 0), in: window)
                try driver.touchDown(2, at: point(4, 0), in: window)
                for step in 1...5 {
                    try driver.touchMove(1, to: point(-4 - 3 * CGFloat(step), 0))
                    try driver.touchMove(2, to: point(4 + 3 * CGFloat(step), 0))
                }
                try driver.touchUp(1)
                try driver.touchUp(2)
            }
        } catch {
            fatalError("\(sequence): \(error)")
        }
    }

    /// What comes between two timed sequences: one second of virtual time, so every timer falls due, tap counts
    /// start again and every recognizer is back to possible.
    public func settle() {
        driver.advance(by: 1)
    }

    // MARK: - Checks (never timed)

    public func resetCounts() {
        log.resetCounts()
        view.resetCounts()
        bareView.resetCounts()
    }

    /// Why the last bare sequence (since `resetCounts()`) did not go as expected, or nil: the bare view saw every
    /// phase (it has no recognizer to take or hold them), no action, no diagnostic.
    public func problem(afterBare sequence: GestureSequence) -> String? {
        let moves = sequence.eventCount - 2 * sequence.fingers
        // Not multiple-touch enabled: the view gets the first finger's phases only.
        let expectedMoves = sequence.fingers == 1 ? moves : moves / 2
        guard bareView.began == 1, bareView.ended == 1, bareView.cancelled == 0, bareView.moved == expectedMoves else {
            return "the bare view saw \(bareView.began) began, \(bareView.moved) moved, \(bareView.ended) ended, "
                + "\(bareView.cancelled) cancelled"
        }
        for kind in GestureActionLog.Kind.allCases where log.total(kind) != 0 { return "\(kind) sent actions" }
        guard driver.diagnostics.isEmpty else { return "diagnostics: \(driver.diagnostics)" }
        return nil
    }

    /// Why the last sequence (since `resetCounts()`, followed by `settle()`) did not go as expected, or nil.
    public func problem(after sequence: GestureSequence) -> String? {
        problem(expecting: sequence.recognizing, continuous: sequence.isContinuous, fingers: sequence.fingers)
    }

    /// `kind` must have had its actions (discrete: one recognized; continuous: began, at least one changed, ended)
    /// and no other recognizer any; the view must have seen each delivered touch begin and end once; no
    /// diagnostics, every recognizer possible again, no timer pending.
    func problem(expecting kind: GestureActionLog.Kind, continuous: Bool, fingers: Int) -> String? {
        for other in GestureActionLog.Kind.allCases where other != kind && log.total(other) != 0 {
            return "\(other) sent \(log.total(other)) actions (\(log.counts[other.rawValue]))"
        }
        let counts = log.counts[kind.rawValue]
        if continuous {
            guard log.count(kind, .began) == 1, log.count(kind, .changed) >= 1, log.count(kind, .ended) == 1,
                log.total(kind) == 2 + log.count(kind, .changed)
            else {
                return "\(kind) sent \(counts) (possible, began, changed, ended, cancelled, failed)"
            }
        } else {
            guard log.count(kind, .recognized) == 1, log.total(kind) == 1 else {
                return "\(kind) sent \(counts) (possible, began, changed, ended, cancelled, failed)"
            }
        }
        // The view is not multiple-touch enabled: of two fingers it gets the first only. A recognized gesture
        // takes the touch (touchesCancelled); either way it ends exactly once.
        guard view.began == 1, view.ended + view.cancelled == 1 else {
            return
                "the view saw \(view.began) began, \(view.ended) ended, \(view.cancelled) cancelled (\(fingers) fingers)"
        }
        guard driver.diagnostics.isEmpty else { return "diagnostics: \(driver.diagnostics)" }
        for recognizer in recognizers where recognizer.state != .possible {
            return "\(recognizer.debugName) is \(recognizer.state) after the sequence and a second of virtual time"
        }
        guard driver.clock.pendingTimerCount == 0 else { return "\(driver.clock.pendingTimerCount) timers pending" }
        return nil
    }

    /// Runs every sequence `rounds` times, and a long press (down, 0.6 s of virtual time, two moves, up), checking
    /// each. Stops the process on the first surprise.
    public func checkAll(rounds: Int = 3) {
        for _ in 0..<rounds {
            for sequence in GestureSequence.allCases {
                resetCounts()
                perform(sequence)
                settle()
                if let problem = problem(after: sequence) { fatalError("gesture sequence \(sequence): \(problem)") }
                resetCounts()
                perform(sequence, bare: true)
                settle()
                if let problem = problem(afterBare: sequence) { fatalError("bare sequence \(sequence): \(problem)") }
            }
            resetCounts()
            do {
                origin = centre
                try driver.touchDown(1, at: centre, in: window)
                driver.advance(by: 0.6)
                try driver.touchMove(1, to: point(2, 0))
                try driver.touchMove(1, to: point(2, 2))
                try driver.touchUp(1)
            } catch {
                fatalError("long press: \(error)")
            }
            settle()
            if let problem = problem(expecting: .longPress, continuous: true, fingers: 1) {
                fatalError("long press: \(problem)")
            }
        }
        resetCounts()
    }
}

extension GestureSequence {
    /// The one recognizer that must send actions.
    var recognizing: GestureActionLog.Kind {
        switch self {
        case .tap: .tap
        case .drag: .pan
        case .swipe: .swipe
        case .pinch: .pinch
        }
    }

    var isContinuous: Bool { self == .drag || self == .pinch }
    var fingers: Int { self == .pinch ? 2 : 1 }
}
