// Companion to the EventCore benchmarks, run without package-benchmark (so without its malloc interposer, which adds
// a 16-byte header to every allocation):
//
//     swift run -c release EventCoreProbe              # memory per view, then the hit-test correctness check
//     swift run -c release EventCoreProbe memory       # only the memory figures
//     swift run -c release EventCoreProbe check        # only the correctness check
//     swift run -c release EventCoreProbe hittest B 5  # hit-test scene A or B for 5 s, e.g. under `perf record`
//     swift run -c release EventCoreProbe touch 5      # down+up pairs on scene B for 5 s, e.g. under `perf record`
//     swift run -c release EventCoreProbe touchsplit   # each finger-down and finger-up on scene B timed on its own
//     swift run -c release EventCoreProbe gestures     # gesture sequences timed one by one, and the drag per event
//     swift run -c release EventCoreProbe gestureloop drag 5   # one gesture sequence for 5 s, e.g. under `perf record`
//     swift run -c release EventCoreProbe actionloop 100 5     # sendActions to 100 targets for 5 s (perf)
//     swift run -c release EventCoreProbe nilwalk 5    # nil-targeted actions up the 50-deep chain for 5 s (perf)
//
// Docs/Benchmarks.md quotes what it prints.

import BenchmarkScenes
import Foundation
import OpenUIKit
import OpenUIKitTesting

// MARK: - Memory per view

/// Bytes in use per view after `build` made `count` views inside a fresh container in `window`.
@MainActor
func measure(_ label: String, count: Int, in window: UIWindow, _ build: (UIView) -> Void) {
    let container = UIView(frame: window.bounds)
    window.addSubview(container)
    let before = mallocBytesInUse()
    build(container)
    let after = mallocBytesInUse()
    let perView = Double(after - before) / Double(count)
    print(String(format: "%@: %d views, %d bytes in use, %.1f bytes per view", label, count, after - before, perView))
    container.removeFromSuperview()
}

@MainActor
func memory() {
    let window = UIWindow(frame: CGRect(origin: .zero, size: ReferenceScene.windowSize))
    // Warm up: lazily made runtime metadata and caches are allocated before the first measurement.
    measure("warm-up (scene A)", count: ReferenceScene.a.viewCount, in: window) { ReferenceScene.a.populate($0) }
    // Scene B: 1,000 chains of 10 nested views (each view but the deepest has a one-element subviews array).
    measure("scene B (40x25 cells x 10 nested)", count: ReferenceScene.b.viewCount, in: window) {
        ReferenceScene.b.populate($0)
    }
    // 10,000 leaf views in one parent (one 10,000-element subviews array).
    measure("10,000 siblings in one parent", count: 10_000, in: window) { container in
        for index in 0..<10_000 {
            container.addSubview(UIView(frame: CGRect(x: index % 1280, y: index / 1280, width: 10, height: 10)))
        }
    }
    // 10,000 views in no hierarchy: the object alone.
    var views: [UIView] = []
    views.reserveCapacity(10_000)
    let before = mallocBytesInUse()
    for _ in 0..<10_000 { views.append(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))) }
    let after = mallocBytesInUse()
    print(String(format: "10,000 detached UIView(frame:): %.1f bytes per view", Double(after - before) / 10_000))
    print("malloc_usable_size of one UIView instance: \(mallocUsableSize(of: views[0])) bytes")
}

// MARK: - Hit-test correctness

/// "level k of cell (c, r)" for a view of a reference scene, from its depth below the window and its frame.
@MainActor
func describe(_ view: UIView?, in window: UIWindow) -> String {
    guard let view else { return "nothing" }
    if view === window { return "the window" }
    var depth = -1
    var cellRoot = view
    var current: UIView? = view
    while let candidate = current, candidate !== window {
        depth += 1
        if candidate.superview === window { cellRoot = candidate }
        current = candidate.superview
    }
    return
        "level \(depth) of the cell at \(cellRoot.frame.origin) (frame in window \(view.convert(view.bounds, to: nil)))"
}

/// Every one of the 100,000 points must hit the view the geometry predicts.
@MainActor
func checkHitTests(_ scene: ReferenceScene, name: String) {
    let window = ReferenceScene.makeWindow()
    let deepest = scene.populate(window)
    let points = ReferenceScene.randomWindowPoints(count: 100_000)
    let size = scene.cellSize
    var depthHistogram = [Int](repeating: 0, count: scene.depth)
    for point in points {
        let column = Int(point.x / size.width)
        let row = Int(point.y / size.height)
        let local = CGPoint(x: point.x - CGFloat(column) * size.width, y: point.y - CGFloat(row) * size.height)
        // Level k of a cell covers [k, size - k) on both axes; the levels nest, so the answer is the deepest such k.
        var level = 0
        while level + 1 < scene.depth {
            let k = CGFloat(level + 1)
            guard local.x >= k, local.x < size.width - k, local.y >= k, local.y < size.height - k else { break }
            level += 1
        }
        var expected: UIView = deepest[row * scene.columns + column]
        for _ in 0..<(scene.depth - 1 - level) { expected = expected.superview! }
        let hit = window.hitTest(point, with: nil)
        guard hit === expected else {
            fatalError(
                "\(name): \(point) (cell \(column), \(row), local \(local)) should hit level \(level), "
                    + "hit \(describe(hit, in: window))")
        }
        depthHistogram[level] += 1
    }
    print(
        "hit-test check, scene \(name): 100,000 points correct; hits per depth 0...\(scene.depth - 1): \(depthHistogram)"
    )
}

// MARK: - Loops for a profiler

@MainActor
func hitTestLoop(_ scene: ReferenceScene, seconds: Double) {
    let window = ReferenceScene.makeWindow()
    scene.populate(window)
    let points = ReferenceScene.randomWindowPoints(count: 100_000)
    let start = ContinuousClock.now
    var tests = 0
    var found = 0
    while start.duration(to: .now) < .seconds(seconds) {
        for point in points where window.hitTest(point, with: nil) != nil { found += 1 }
        tests += points.count
    }
    let elapsed = start.duration(to: .now)
    let nanoseconds = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
    print(
        String(format: "%d hit-tests (%d found), %.1f ns mean per hit-test", tests, found, nanoseconds / Double(tests)))
}

final class TapView: UIView {
    var began = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began &+= 1 }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
}

@MainActor
func touchLoop(seconds: Double) throws {
    let driver = EventDriver()
    let window = driver.makeWindow(frame: CGRect(origin: .zero, size: ReferenceScene.windowSize))
    ReferenceScene.b.populate(window) { TapView(frame: $0) }
    let points = ReferenceScene.b.randomDeepestViewPoints(count: 100_000)
    let start = ContinuousClock.now
    var pairs = 0
    while start.duration(to: .now) < .seconds(seconds) {
        for point in points.prefix(10_000) {
            try driver.touchDown(1, at: point)
            try driver.touchUp(1)
        }
        pairs += 10_000
    }
    let elapsed = start.duration(to: .now)
    let nanoseconds = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
    print(
        String(
            format: "%d down+up pairs, %.1f ns mean per pair; %d diagnostics", pairs, nanoseconds / Double(pairs),
            driver.diagnostics.count))
}

// MARK: - Touch began and ended apart

/// Times every finger-down and finger-up of 100,000 down+up pairs on scene B (each on the deepest view of a random
/// cell) with its own pair of clock reads, and prints the median, p90 and p99 of each phase. The clock read's own
/// cost is measured and printed, not subtracted.
@MainActor
func touchSplit() throws {
    let driver = EventDriver()
    let window = driver.makeWindow(frame: CGRect(origin: .zero, size: ReferenceScene.windowSize))
    let deepest = ReferenceScene.b.populate(window) { TapView(frame: $0) }
    let points = ReferenceScene.b.randomDeepestViewPoints(count: 100_000)
    for point in points.prefix(10_000) {  // warm-up
        try driver.touchDown(1, at: point)
        try driver.touchUp(1)
    }
    var downs: [Int] = []
    var ups: [Int] = []
    downs.reserveCapacity(points.count)
    ups.reserveCapacity(points.count)
    for point in points {
        let t0 = monotonicNanoseconds()
        try driver.touchDown(1, at: point)
        let t1 = monotonicNanoseconds()
        try driver.touchUp(1)
        let t2 = monotonicNanoseconds()
        downs.append(t1 - t0)
        ups.append(t2 - t1)
    }
    var clockReads: [Int] = []
    for _ in 0..<100_000 {
        let t0 = monotonicNanoseconds()
        let t1 = monotonicNanoseconds()
        clockReads.append(t1 - t0)
    }
    let began = deepest.reduce(0) { $0 + ($1 as! TapView).began }
    precondition(began == 110_000 && driver.diagnostics.isEmpty, "touches went astray: \(began) began")
    downs.sort()
    ups.sort()
    clockReads.sort()
    for (name, values) in [
        ("finger down (touchesBegan delivered)", downs), ("finger up (touchesEnded delivered)", ups),
    ] {
        print(
            "\(name): median \(percentile(values, 0.5)) ns, p90 \(percentile(values, 0.9)) ns, "
                + "p99 \(percentile(values, 0.99)) ns over \(values.count)")
    }
    print("clock read itself: median \(percentile(clockReads, 0.5)) ns")
}

// MARK: - Gestures (issue 3)

/// Every gesture sequence, with and without recognizers, timed one by one back to back (two clock reads around
/// each sequence; the 1 s advance of virtual time after each is not timed), then the drag's events timed apart.
@MainActor
func gestures() {
    let scene = GestureScene(driver: EventDriver())
    scene.checkAll()
    // What each sequence does: actions per recognizer (possible, began, changed, ended, cancelled, failed) and what
    // the view saw.
    for sequence in GestureSequence.allCases {
        scene.resetCounts()
        scene.perform(sequence)
        scene.settle()
        let actions = GestureActionLog.Kind.allCases.filter { scene.log.total($0) > 0 }
            .map { "\($0) \(scene.log.counts[$0.rawValue])" }
        print(
            "\(sequence): actions \(actions.joined(separator: ", ")); view began \(scene.view.began), moved "
                + "\(scene.view.moved), ended \(scene.view.ended), cancelled \(scene.view.cancelled)")
    }
    scene.resetCounts()
    let count = 20_000
    for sequence in GestureSequence.allCases {
        for bare in [false, true] {
            var times: [Int] = []
            times.reserveCapacity(count)
            for index in 0..<(count + 1_000) {
                let t0 = monotonicNanoseconds()
                scene.perform(sequence, bare: bare)
                let t1 = monotonicNanoseconds()
                scene.settle()
                if index >= 1_000 { times.append(t1 - t0) }
            }
            times.sort()
            let events = Double(sequence.eventCount)
            print(
                String(
                    format: "%@%@ (%d events): per sequence median %d ns, p90 %d ns; per event median %.0f ns, "
                        + "p90 %.0f ns, p99 %.0f ns", sequence.rawValue, bare ? " bare" : "", sequence.eventCount,
                    percentile(times, 0.5), percentile(times, 0.9), Double(percentile(times, 0.5)) / events,
                    Double(percentile(times, 0.9)) / events, Double(percentile(times, 0.99)) / events))
        }
    }
    // The drag's twelve events apart: which phase costs what.
    for bare in [false, true] {
        var perStep = [[Int]](repeating: [], count: 12)
        let origin = bare ? scene.bareCentre : scene.centre
        for index in 0..<(count + 1_000) {
            var stamps: [Int] = []
            stamps.reserveCapacity(13)
            stamps.append(monotonicNanoseconds())
            do {
                try scene.driver.touchDown(1, at: origin, in: scene.window)
                stamps.append(monotonicNanoseconds())
                for step in 1...10 {
                    try scene.driver.touchMove(1, to: CGPoint(x: origin.x, y: origin.y + 4 * CGFloat(step)))
                    stamps.append(monotonicNanoseconds())
                }
                try scene.driver.touchUp(1)
                stamps.append(monotonicNanoseconds())
            } catch {
                fatalError("drag: \(error)")
            }
            scene.settle()
            if index >= 1_000 { for step in 0..<12 { perStep[step].append(stamps[step + 1] - stamps[step]) } }
        }
        let medians = perStep.map { percentile($0.sorted(), 0.5) }
        print(
            "drag\(bare ? " bare" : ""), median ns per event: down \(medians[0]), moves \(medians[1...10].map { $0 }), "
                + "up \(medians[11])")
    }
    precondition(scene.driver.diagnostics.isEmpty, "diagnostics: \(scene.driver.diagnostics)")
}

@MainActor
func gestureLoop(_ sequence: GestureSequence, seconds: Double) {
    let scene = GestureScene(driver: EventDriver())
    scene.checkAll()
    let start = ContinuousClock.now
    var sequences = 0
    while start.duration(to: .now) < .seconds(seconds) {
        for _ in 0..<1_000 {
            scene.perform(sequence)
            scene.settle()
        }
        sequences += 1_000
    }
    let elapsed = start.duration(to: .now)
    let nanoseconds = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
    print(
        String(
            format: "%d %@ sequences, %.1f ns mean per sequence including the advance", sequences,
            sequence.rawValue, nanoseconds / Double(sequences)))
}

// MARK: - Controls (issue 4)

@MainActor
func actionLoop(targets: Int, seconds: Double) {
    let driver = EventDriver()
    let scene = TargetActionScene(targetCount: targets, in: driver.makeWindow())
    scene.check(driver: driver)
    let start = ContinuousClock.now
    var sends = 0
    while start.duration(to: .now) < .seconds(seconds) {
        scene.send(1_000)
        sends += 1_000
    }
    let elapsed = start.duration(to: .now)
    let nanoseconds = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
    print(
        String(
            format: "%d sends to %d targets, %.1f ns per target", sends, targets,
            nanoseconds / Double(sends * targets)))
}

@MainActor
func nilWalkLoop(seconds: Double) {
    let driver = EventDriver()
    let scene = ResponderChainScene(depth: 50, driver: driver)
    scene.check(driver: driver)
    let start = ContinuousClock.now
    var walks = 0
    while start.duration(to: .now) < .seconds(seconds) {
        scene.send(1_000)
        walks += 1_000
    }
    let elapsed = start.duration(to: .now)
    let nanoseconds = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
    print(String(format: "%d nil-targeted walks up 50 views, %.1f ns per walk", walks, nanoseconds / Double(walks)))
}

/// One frame of `fingers` fingers down and one up through six recognizers, `rounds` times: for profilers.
@MainActor
func manyFingers(_ fingers: Int, rounds: Int) {
    let scene = ManyFingerScene(driver: EventDriver())
    let start = ContinuousClock.now
    for _ in 0..<rounds {
        scene.view.resetCounts()
        scene.perform(fingers: fingers)
        scene.driver.advance(by: 1)
        if let problem = scene.problem(fingers: fingers) { fatalError(problem) }
    }
    print("\(fingers) fingers down then up, \(rounds) rounds: \(start.duration(to: .now) / rounds) per round")
}

// MARK: - Main

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case nil:
    memory()
    checkHitTests(.a, name: "A")
    checkHitTests(.b, name: "B")
case "memory":
    memory()
case "check":
    checkHitTests(.a, name: "A")
    checkHitTests(.b, name: "B")
case "hittest":
    let scene: ReferenceScene = arguments.count > 1 && arguments[1] == "A" ? .a : .b
    hitTestLoop(scene, seconds: arguments.count > 2 ? Double(arguments[2]) ?? 5 : 5)
case "touch":
    try touchLoop(seconds: arguments.count > 1 ? Double(arguments[1]) ?? 5 : 5)
case "touchsplit":
    try touchSplit()
case "gestures":
    gestures()
case "gestureloop":
    let sequence = arguments.count > 1 ? GestureSequence(rawValue: arguments[1]) ?? .drag : .drag
    gestureLoop(sequence, seconds: arguments.count > 2 ? Double(arguments[2]) ?? 5 : 5)
case "actionloop":
    actionLoop(
        targets: arguments.count > 1 ? Int(arguments[1]) ?? 100 : 100,
        seconds: arguments.count > 2 ? Double(arguments[2]) ?? 5 : 5)
case "manyfingers":
    manyFingers(
        arguments.count > 1 ? Int(arguments[1]) ?? 10_000 : 10_000,
        rounds: arguments.count > 2 ? Int(arguments[2]) ?? 3 : 3)
case "nilwalk":
    nilWalkLoop(seconds: arguments.count > 1 ? Double(arguments[1]) ?? 5 : 5)
default:
    print(
        "usage: EventCoreProbe [memory | check | hittest A|B [seconds] | touch [seconds] | touchsplit | gestures "
            + "| gestureloop tap|drag|swipe|pinch [seconds] | actionloop targets [seconds] | nilwalk [seconds] | manyfingers [fingers] [rounds]]"
    )
    exit(2)
}
