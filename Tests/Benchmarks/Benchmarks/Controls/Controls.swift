// Control benchmarks (issue 4): target-action through `UIControl.sendActions(for:)` with 1, 10 and 100 explicit
// targets, and a nil-targeted action walking a 50-deep responder chain. Figures and commands: Docs/Benchmarks.md.

@preconcurrency import Benchmark
import BenchmarkScenes
import OpenUIKit
import OpenUIKitTesting

/// `Benchmark` is a non-Sendable class of a Swift 5 module; the main-actor closure uses it while the runner's thread
/// waits in `DispatchQueue.main.sync`, so there is never concurrent access.
struct BenchmarkHandle: @unchecked Sendable {
    let benchmark: Benchmark
}

@MainActor
enum Fixtures {
    /// One driver (one `UIApplication`, no delegate) for the whole process.
    static let driver = EventDriver()
    static let window: UIWindow = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))

    /// Controls with 1, 10 and 100 targets, each checked once before any measurement.
    static let targetAction: [Int: TargetActionScene] = {
        var scenes: [Int: TargetActionScene] = [:]
        for count in [1, 10, 100] {
            let scene = TargetActionScene(targetCount: count, in: window)
            scene.check(driver: driver)
            scenes[count] = scene
        }
        return scenes
    }()

    static let chain: ResponderChainScene = {
        _ = targetAction
        let scene = ResponderChainScene(depth: 50, driver: driver)
        scene.check(driver: driver)
        return scene
    }()
}

let benchmarks: @Sendable () -> Void = {
    let metrics: [BenchmarkMetric] = [.wallClock, .throughput, .mallocCountTotal]

    // 1. Explicit targets: one iteration = 1,000 target invocations (1,000 sends to 1 target, 100 sends to 10,
    // 10 sends to 100) with scaling .kilo, so every figure is per target.
    for count in [1, 10, 100] {
        Benchmark(
            "Control sendActions(for: .touchUpInside), \(count) target\(count == 1 ? "" : "s"), per target",
            configuration: .init(
                metrics: metrics, warmupIterations: 20, scalingFactor: .kilo,
                maxDuration: .seconds(5), maxIterations: 1_000_000)
        ) { benchmark in
            let handle = BenchmarkHandle(benchmark: benchmark)
            runOnMainActor {
                let scene = Fixtures.targetAction[count]!
                let sends = handle.benchmark.scaledIterations.count / count
                let before = scene.totalTaps
                handle.benchmark.startMeasurement()
                scene.send(sends)
                handle.benchmark.stopMeasurement()
                precondition(scene.totalTaps == before + sends * count, "actions went astray")
            }
        }
    }

    // 2. Nil target up a 50-deep chain: one iteration = 1,000 walks (.kilo), so the figure is per walk
    // (50 views asked, then the controller performs the action).
    Benchmark(
        "Nil-targeted sendAction up a 50-view responder chain, per walk",
        configuration: .init(
            metrics: metrics, warmupIterations: 20, scalingFactor: .kilo,
            maxDuration: .seconds(5), maxIterations: 1_000_000)
    ) { benchmark in
        let handle = BenchmarkHandle(benchmark: benchmark)
        runOnMainActor {
            let scene = Fixtures.chain
            let walks = handle.benchmark.scaledIterations.count
            let before = scene.controller.received
            handle.benchmark.startMeasurement()
            scene.send(walks)
            handle.benchmark.stopMeasurement()
            precondition(scene.controller.received == before + walks, "actions went astray")
        }
    }
}
