// Event-core benchmarks (issue 2): hit-testing on the reference scene, touch delivery through the embedded backend,
// and allocations per view. Figures and the commands that produce them: Docs/Benchmarks.md.

@preconcurrency import Benchmark
import BenchmarkScenes
import Dispatch
import Foundation
@_spi(Input) import OpenUIKit
import OpenUIKitTesting

// MARK: - Running on the main actor

// `runOnMainActor` (BenchmarkScenes) hops to the main thread; every benchmark below takes its own
// `startMeasurement()`/`stopMeasurement()` inside it, so neither the hop nor scene construction is measured.

/// `Benchmark` is a non-Sendable class of a Swift 5 module; the main-actor closure uses it while the runner's thread
/// waits in `DispatchQueue.main.sync`, so there is never concurrent access.
struct BenchmarkHandle: @unchecked Sendable {
    let benchmark: Benchmark
}

// MARK: - Fixtures, built once per process, outside any measurement

/// The deepest view of each cell in the touch scenes: trivial work in the touch callbacks.
final class TapView: UIView {
    var began = 0
    var ended = 0

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        began &+= touches.count
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        ended &+= touches.count
    }
}

/// How many points each point list holds (the 100,000); a measured iteration takes the next
/// `scalingFactor` of them and wraps around.
let pointCount = 100_000

@MainActor
final class HitTestFixture {
    let scene: ReferenceScene
    let window: UIWindow
    let points: [CGPoint]
    private var cursor = 0

    init(_ scene: ReferenceScene) {
        self.scene = scene
        window = ReferenceScene.makeWindow()
        let deepest = scene.populate(window)
        points = ReferenceScene.randomWindowPoints(count: pointCount)
        // Sanity: the middle of cell (0, 0) hits that cell's deepest view.
        let middle = CGPoint(x: scene.cellSize.width / 2, y: scene.cellSize.height / 2)
        precondition(window.hitTest(middle, with: nil) === deepest[0], "scene is not hit-tested as expected")
    }

    /// `count` hit-tests on the next points.
    func run(_ count: Int) {
        let points = self.points
        var cursor = self.cursor
        for _ in 0..<count {
            blackHole(window.hitTest(points[cursor], with: nil))
            cursor += 1
            if cursor == points.count { cursor = 0 }
        }
        self.cursor = cursor
    }
}

/// One embedded application for every touch benchmark (one `UIApplication` is current at a time).
@MainActor
final class TouchFixture {
    let driver = EventDriver()
    let window: UIWindow
    let deepest: [TapView]
    let points: [CGPoint]
    private var cursor = 0

    /// A window of one `TapView`, for the cost of delivery without a deep hit-test.
    let singleViewWindow: UIWindow
    let singleView: TapView

    init() {
        let scene = ReferenceScene.b
        window = driver.makeWindow(frame: CGRect(origin: .zero, size: ReferenceScene.windowSize))
        deepest = scene.populate(window) { TapView(frame: $0) }.map { $0 as! TapView }
        points = scene.randomDeepestViewPoints(count: pointCount)

        singleViewWindow = driver.makeWindow(frame: CGRect(origin: .zero, size: ReferenceScene.windowSize))
        singleView = TapView(frame: singleViewWindow.bounds)
        singleViewWindow.addSubview(singleView)

        // Sanity: a tap on a deepest view reaches it, once each way, with no diagnostic.
        let target = deepest[0]
        do {
            try driver.tap(at: CGPoint(x: 16, y: 16), in: window)
        } catch {
            fatalError("tap failed: \(error)")
        }
        precondition(
            target.began == 1 && target.ended == 1 && driver.diagnostics.isEmpty,
            "a tap did not reach the deepest view: \(driver.diagnostics)")
    }

    private func nextPoint() -> CGPoint {
        let point = points[cursor]
        cursor += 1
        if cursor == points.count { cursor = 0 }
        return point
    }

    /// `count` finger-down + finger-up pairs through `EventDriver`, each on the deepest view of a random cell.
    func driverPairs(_ count: Int, in target: UIWindow) {
        do {
            for _ in 0..<count {
                try driver.touchDown(1, at: nextPoint(), in: target)
                try driver.touchUp(1)
            }
        } catch {
            fatalError("touch failed: \(error)")
        }
    }

    /// The pairs as a backend sends them: `RawInput` straight into the application's queue, no test harness.
    func corePairs(_ count: Int) {
        let application = driver.application
        let windowID = window.identifier
        let finger = RawInput.TouchIdentifier(device: EventDriver.touchscreenDevice, number: 1)
        let time = driver.clock.now
        for _ in 0..<count {
            let point = nextPoint()
            application.enqueue(
                RawInput(
                    window: windowID, timestamp: time,
                    payload: .touches([.init(identifier: finger, phase: .began, location: point)])))
            application.drainEventQueue()
            application.enqueue(
                RawInput(
                    window: windowID, timestamp: time,
                    payload: .touches([.init(identifier: finger, phase: .ended, location: point)])))
            application.drainEventQueue()
        }
    }
}

/// Builds scene A (1,000 views) into a fresh container in a window, for the allocation figures. The previous
/// iteration's views are removed and freed before the measurement starts.
@MainActor
final class BuildFixture {
    let window = UIWindow(frame: CGRect(origin: .zero, size: ReferenceScene.windowSize))
    private var container: UIView?

    func prepare() -> UIView {
        container?.removeFromSuperview()
        container = nil
        let fresh = UIView(frame: window.bounds)
        window.addSubview(fresh)
        container = fresh
        return fresh
    }
}

@MainActor
enum Fixtures {
    // One EventDriver, and so one UIApplication, for the whole process: the touch fixture makes it, and the other
    // fixtures (whose shown windows and view removals use `UIApplication.shared`) make the touch fixture first.
    static let touch = TouchFixture()
    static let hitTestA: HitTestFixture = {
        _ = touch
        return HitTestFixture(.a)
    }()
    static let hitTestB: HitTestFixture = {
        _ = touch
        return HitTestFixture(.b)
    }()
    static let build: BuildFixture = {
        _ = touch
        return BuildFixture()
    }()
}

// MARK: - Benchmarks

let benchmarks: @Sendable () -> Void = {
    let timing: [BenchmarkMetric] = [.wallClock, .throughput, .mallocCountTotal]

    // 1. Hit-testing: one iteration = 1,000 hit-tests (scaling .kilo), so time figures are per hit-test.
    for (name, fixture) in [
        ("A (N = 1,000)", { @MainActor in Fixtures.hitTestA }),
        ("B (N = 10,000)", { @MainActor in Fixtures.hitTestB }),
    ] {
        Benchmark(
            "HitTest scene \(name)",
            configuration: .init(
                metrics: timing, warmupIterations: 20, scalingFactor: .kilo,
                maxDuration: .seconds(5), maxIterations: 1_000_000)
        ) { benchmark in
            let handle = BenchmarkHandle(benchmark: benchmark)
            runOnMainActor {
                let fixture = fixture()
                handle.benchmark.startMeasurement()
                fixture.run(handle.benchmark.scaledIterations.count)
                handle.benchmark.stopMeasurement()
            }
        }
    }

    // 2. Touch delivery on scene B's 10,000-view window: one iteration = 1,000 down+up pairs (.kilo), so time
    // figures are per pair; per touch event is half of it.
    Benchmark(
        "Touch down+up pair, scene B, EventDriver",
        configuration: .init(
            metrics: timing, warmupIterations: 5, scalingFactor: .kilo,
            maxDuration: .seconds(5), maxIterations: 1_000_000)
    ) { benchmark in
        let handle = BenchmarkHandle(benchmark: benchmark)
        runOnMainActor {
            let fixture = Fixtures.touch
            handle.benchmark.startMeasurement()
            fixture.driverPairs(handle.benchmark.scaledIterations.count, in: fixture.window)
            handle.benchmark.stopMeasurement()
        }
    }

    Benchmark(
        "Touch down+up pair, scene B, RawInput to UIApplication",
        configuration: .init(
            metrics: timing, warmupIterations: 5, scalingFactor: .kilo,
            maxDuration: .seconds(5), maxIterations: 1_000_000)
    ) { benchmark in
        let handle = BenchmarkHandle(benchmark: benchmark)
        runOnMainActor {
            let fixture = Fixtures.touch
            handle.benchmark.startMeasurement()
            fixture.corePairs(handle.benchmark.scaledIterations.count)
            handle.benchmark.stopMeasurement()
        }
    }

    Benchmark(
        "Touch down+up pair, one-view window, EventDriver",
        configuration: .init(
            metrics: timing, warmupIterations: 5, scalingFactor: .kilo,
            maxDuration: .seconds(5), maxIterations: 1_000_000)
    ) { benchmark in
        let handle = BenchmarkHandle(benchmark: benchmark)
        runOnMainActor {
            let fixture = Fixtures.touch
            handle.benchmark.startMeasurement()
            fixture.driverPairs(handle.benchmark.scaledIterations.count, in: fixture.singleViewWindow)
            handle.benchmark.stopMeasurement()
        }
    }

    // 3. Memory: one iteration builds scene A (1,000 views: 100 chains of 10, each view added to its parent inside
    // a window), so with .kilo the malloc figures are per view. The custom metric is glibc's bytes in use after
    // the build, per view; under package-benchmark it includes the malloc interposer's 16-byte header per
    // allocation (EventCoreProbe gives the figure without the interposer).
    let bytesInUseMetric = BenchmarkMetric.custom("mallinfo2 uordblks per view (B)", useScalingFactor: false)
    Benchmark(
        "Build scene A, 1,000 UIView(frame:) + addSubview",
        configuration: .init(
            metrics: [.wallClock, .mallocCountTotal, .mallocBytesCount, .freeCountTotal, bytesInUseMetric],
            warmupIterations: 3, scalingFactor: .kilo, maxDuration: .seconds(5), maxIterations: 10_000)
    ) { benchmark in
        let handle = BenchmarkHandle(benchmark: benchmark)
        runOnMainActor {
            let container = Fixtures.build.prepare()
            let before = mallocBytesInUse()
            handle.benchmark.startMeasurement()
            ReferenceScene.a.populate(container)
            handle.benchmark.stopMeasurement()
            let after = mallocBytesInUse()
            handle.benchmark.measurement(bytesInUseMetric, (after - before) / ReferenceScene.a.viewCount)
        }
    }
}
