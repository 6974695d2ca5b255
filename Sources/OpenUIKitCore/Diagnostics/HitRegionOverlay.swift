import Foundation

/// The state of the hit-region overlay: what the last touch did and which touches are down, kept from the event
/// trace, and the warnings already printed. The renderer draws it over each window after the view tree
/// (OpenUIKitCairo's `HitRegionOverlayPainter`); it never changes behaviour or hit-testing. OpenUIKit extension with
/// no UIKit counterpart (iOS's "show touches" draws only the touches).
///
/// Turn it on with ``UIApplication/showsHitRegions``, with `OPENUIKIT_DEBUG=hits` in the environment of an app
/// started by ``UIApplicationMain(delegate:backend:)``, or with Ctrl+Alt+H in an X11 window. Its ``mode`` says what
/// it draws (``Mode``).
@preconcurrency @MainActor
public final class HitRegionOverlay {
    /// What the overlay draws.
    public var mode: Mode = .hitRegions
    /// The hit-test of the last touch that began, with its responder chain.
    public private(set) var lastHitTest: HitTestTrace?
    /// The name of the last touch that began, and the recognizers it was given.
    public private(set) var lastTouch: String?
    public private(set) var lastTouchRecognizers: [String] = []
    /// The touches down now, by name, with their window locations, in the order they began.
    public private(set) var touches: [(name: String, location: CGPoint)] = []
    /// The view selected by a Ctrl+Alt click, if any (its ``UIView/treeLine()`` was printed).
    public private(set) var selectedView: String?
    /// Where warnings go, once each; standard error by default.
    public var warningHandler: @MainActor (String) -> Void = { line in
        FileHandle.standardError.write(Data("OpenUIKit hit regions: \(line)\n".utf8))
    }
    private var printedWarnings: Set<String> = []
    /// How many maps were made (a frame whose tree did not change reuses the last one). For tests.
    public private(set) var mapsMade = 0
    /// The last frame's map and warnings per window, with the fingerprint of the tree they were made from.
    private var frames: [UIWindow.Identifier: (fingerprint: Int, map: HitRegionMap, warnings: [String])] = [:]
    unowned(unsafe) let application: UIApplication

    init(application: UIApplication) {
        self.application = application
    }

    func observe(_ entry: EventTraceEntry) {
        switch entry.event {
        case .input(let input):
            track(input.payload)
            // Everything the overlay shows may change with input: the touches, the path, the recognizers' states.
            for window in application.windows where window.identifier == input.window {
                window.addDamage(window.bounds)
            }
        case .hitTest(let touch, let trace, _, let recognizers, _):
            lastHitTest = trace
            lastTouch = touch
            lastTouchRecognizers = recognizers
        default:
            break
        }
    }

    private func track(_ payload: RawInput.Payload) {
        if case .touches(let samples) = payload {
            for sample in samples {
                let name = "touch \(sample.identifier.device):\(sample.identifier.number)"
                set(name, sample.phase == .began || sample.phase == .moved ? sample.location : nil)
            }
        }
        if case .pointer(let sample) = payload {
            let name = "pointer \(sample.device)"
            switch sample.action {
            case .buttonDown(.primary): set(name, sample.location)
            case .buttonUp(.primary): set(name, nil)
            case .moved where touches.contains(where: { $0.name == name }): set(name, sample.location)
            default: break
            }
        }
    }

    private func set(_ name: String, _ location: CGPoint?) {
        if let index = touches.firstIndex(where: { $0.name == name }) {
            if let location { touches[index].location = location } else { touches.remove(at: index) }
        } else if let location, location.isFinite {
            touches.append((name, location))
        }
    }

    /// The regions and warnings of `window` for the frame about to be drawn; warnings not printed before are
    /// printed now.
    ///
    /// The map and warnings of the last frame are reused while the window's tree is unchanged
    /// (``HitRegionMap/fingerprint(of:)``; the recognizers' live states are refreshed every frame), so a frame of an
    /// idle or only touched 1,000-view window costs a walk of the tree, not a new map.
    public func prepareFrame(of window: UIWindow) -> (map: HitRegionMap, warnings: [String]) {
        let fingerprint = HitRegionMap.fingerprint(of: window)
        var map: HitRegionMap
        var warnings: [String] = []
        if let cached = frames[window.identifier], cached.fingerprint == fingerprint {
            map = cached.map
            warnings = cached.warnings
            map.refreshRecognizerStates(of: window)
        } else {
            map = HitRegionMap(window: window)
            mapsMade += 1
            var perView: [(warnings: [String], traps: [HitDiagnosis.Trap])] = []
            collectWarnings(window, siblings: SiblingFrames(), into: &warnings, perView: &perView)
            // Both walks visit the window's subviews in the same order: regions and diagnoses line up.
            for (index, diagnosis) in perView.enumerated() where index < map.regions.count {
                map.regions[index].warnings = diagnosis.warnings
                map.regions[index].traps = diagnosis.traps
            }
            if frames.count >= application.windows.count {
                frames = frames.filter { entry in application.windows.contains { $0.identifier == entry.key } }
            }
            frames[window.identifier] = (fingerprint, map, warnings)
        }
        for warning in warnings where printedWarnings.insert(warning).inserted {
            warningHandler(warning)
        }
        return (map, warnings)
    }

    private func collectWarnings(
        _ view: UIView, siblings: SiblingFrames, into warnings: inout [String],
        perView: inout [(warnings: [String], traps: [HitDiagnosis.Trap])]
    ) {
        for child in view.storedSubviews {
            let diagnosis = child.hitDiagnosis(using: siblings)
            var own = diagnosis.warnings
            // A blocked view with a recognizer or a control is a trap: it looks tappable.
            if let blocked = diagnosis.blocked, child is UIControl || !child.storedGestureRecognizers.isEmpty {
                own.append("\(child.debugName) cannot be hit: \(blocked)")
            }
            warnings += own
            perView.append((own, diagnosis.traps))
            collectWarnings(child, siblings: siblings, into: &warnings, perView: &perView)
        }
    }

    /// Selects the view a Ctrl+Alt click landed on (the deepest view whose region holds the point, blocked or
    /// not) and prints its tree line with the reason it can or cannot be hit.
    @discardableResult
    public func select(at point: CGPoint, in window: UIWindow) -> String? {
        var found: UIView?
        func search(_ view: UIView) {
            for child in view.storedSubviews.reversed() where found == nil {
                search(child)
                if found == nil, child.bounds.contains(child.convert(point, from: window)) { found = child }
            }
        }
        search(window)
        let view = found ?? window
        selectedView = view.debugName
        let reachable = window.hitTest(point, with: nil)
        let verdict =
            reachable === view ? "a touch here reaches it" : "a touch here goes to \(reachable?.debugName ?? "nothing")"
        let line = "selected \(view.treeLine()); \(verdict)"
        warningHandler(line)
        window.addDamage(window.bounds)
        return line
    }
}

extension UIApplication {
    /// Shows the hit-region overlay over every window: each view's touchable area as hit-testing computes it,
    /// blocked views and why, recognizers and their states, controls, live touches, the last touch's hit-test path
    /// and responder chain, and warnings for the classic traps (also printed once each). Drawing only: behaviour and
    /// hit-testing are unchanged. OpenUIKit extension with no UIKit counterpart.
    public var showsHitRegions: Bool {
        get { eventTraceRecorder?.overlay != nil }
        set {
            guard newValue != showsHitRegions else { return }
            updateTraceRecorder { $0.overlay = newValue ? HitRegionOverlay(application: self) : nil }
            for window in windows { window.addDamage(window.bounds) }
        }
    }

    /// The overlay's state while ``showsHitRegions`` is on.
    public var hitRegionOverlay: HitRegionOverlay? { eventTraceRecorder?.overlay }

    /// Applies the debugging switches of the environment: `OPENUIKIT_DEBUG=hits` shows the hit-region overlay
    /// (`accessibility`: in its accessibility mode), `OPENUIKIT_DEBUG=layout` its layout mode (``showsLayoutOverlay``),
    /// `layout,hits` both;
    /// `OPENUIKIT_TRACE=path` writes the event trace to `path` as JSON lines (`-` prints readable lines to standard
    /// error); `OPENUIKIT_RECORD=path` records the input, written by ``finishDebugEnvironment()``.
    /// ``UIApplicationMain(delegate:backend:)`` calls both.
    public func applyDebugEnvironment(_ environment: [String: String]) {
        if let path = environment["OPENUIKIT_RECORD"], !path.isEmpty {
            startRecordingInput()
            eventTraceRecorder?.recordingPath = path
        }
        let debug = environment["OPENUIKIT_DEBUG"]?.split(separator: ",") ?? []
        if debug.contains("hits") { showsHitRegions = true }
        if debug.contains("accessibility") { showsAccessibilityFrames = true }
        if debug.contains("layout") { showsLayoutOverlay = true }
        if let path = environment["OPENUIKIT_TRACE"], !path.isEmpty {
            if path == "-" {
                eventTraceHandler = { FileHandle.standardError.write(Data(($0.description + "\n").utf8)) }
            } else if FileManager.default.createFile(atPath: path, contents: nil),
                let file = FileHandle(forWritingAtPath: path)
            {
                eventTraceHandler = { file.write(Data(($0.jsonLine + "\n").utf8)) }
            } else {
                report(.debugEnvironment, "OPENUIKIT_TRACE: cannot write \(path); no trace")
            }
        }
    }

    /// Writes the input recording `OPENUIKIT_RECORD` asked for, if any.
    public func finishDebugEnvironment() {
        guard let path = eventTraceRecorder?.recordingPath, let recording = stopRecordingInput() else { return }
        do {
            try recording.jsonData().write(to: URL(fileURLWithPath: path))
        } catch {
            report(.debugEnvironment, "OPENUIKIT_RECORD: cannot write \(path): \(error)")
        }
    }

    /// What a backend's debug key chords ask for.
    func perform(_ command: RawInput.DebugCommand, in window: UIWindow, at location: CGPoint?) {
        switch command {
        case .toggleHitRegions:
            showsHitRegions.toggle()
        case .toggleAccessibilityFrames:
            showsAccessibilityFrames.toggle()
        case .toggleLayoutOverlay:
            showsLayoutOverlay.toggle()
        case .selectView:
            if let location, let overlay = hitRegionOverlay { overlay.select(at: location, in: window) }
        }
    }
}

extension UIWindow {
    /// The overlay to draw over this window, while its application shows hit regions (for renderers).
    @_spi(Rendering) public var hitRegionOverlay: HitRegionOverlay? { application?.hitRegionOverlay }
}
