// Gesture benchmarks (issue 3): press-move-release sequences through `EventDriver` on the deepest view of one cell
// of scene B (10,000 views), which carries six recognizers (tap, long press, pan, swipe, pinch, rotation) with
// pan.require(toFail: swipe) and tap.require(toFail: longPress). Figures and commands: Docs/Benchmarks.md.
//
// One iteration = one whole sequence (scaling factor 1), so the time figures are per sequence; per touch event is
// the figure divided by the sequence's event count, which each benchmark's name gives. Between iterations, and
// outside the measurement, the virtual clock advances by 1 s (`driver.advance(by: 1)`) so timers fall due and every
// recognizer is back to possible; that advance is measured on its own by the last benchmark. Every iteration's
// outcome is checked after the measurement (the expected recognizer's actions and no other, the view saw each
// touch begin and end once, no diagnostics, every recognizer possible, no timer pending).

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
    /// One driver (one `UIApplication`) and one scene for the whole process, checked once before any measurement.
    static let scene: GestureScene = {
        let scene = GestureScene(driver: EventDriver())
        scene.checkAll()
        return scene
    }()
}

let benchmarks: @Sendable () -> Void = {
    let metrics: [BenchmarkMetric] = [.wallClock, .throughput, .mallocCountTotal]
    let configuration = Benchmark.Configuration(
        metrics: metrics, warmupIterations: 50, scalingFactor: .one, maxDuration: .seconds(5), maxIterations: 200_000)

    for sequence in GestureSequence.allCases {
        for bare in [false, true] {
            let place = bare ? "next cell, no recognizers" : "6 recognizers"
            Benchmark(
                "Gesture \(sequence.rawValue) (\(sequence.summary) = \(sequence.eventCount) events), scene B, \(place)",
                configuration: configuration
            ) { benchmark in
                let handle = BenchmarkHandle(benchmark: benchmark)
                runOnMainActor {
                    let scene = Fixtures.scene
                    scene.resetCounts()
                    handle.benchmark.startMeasurement()
                    scene.perform(sequence, bare: bare)
                    handle.benchmark.stopMeasurement()
                    scene.settle()
                    let problem = bare ? scene.problem(afterBare: sequence) : scene.problem(after: sequence)
                    if let problem { fatalError("\(sequence)\(bare ? " (bare)" : ""): \(problem)") }
                }
            }
        }
    }

    // The part left out of the figures above: the advance of virtual time after a drag sequence.
    Benchmark(
        "Gesture settle: driver.advance(by: 1) after a drag sequence (not in the per-event figures)",
        configuration: configuration
    ) { benchmark in
        let handle = BenchmarkHandle(benchmark: benchmark)
        runOnMainActor {
            let scene = Fixtures.scene
            scene.resetCounts()
            scene.perform(.drag)
            handle.benchmark.startMeasurement()
            scene.settle()
            handle.benchmark.stopMeasurement()
            if let problem = scene.problem(after: .drag) { fatalError("drag: \(problem)") }
        }
    }
    // Issue 10, defect 9: N fingers in one frame (ManyFingers.swift).
    manyFingerBenchmarks()
}
