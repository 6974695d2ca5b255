// Issue 10, defect 9: one frame of N fingers landing, then one frame of all N lifting, on one multi-touch view that
// carries the six recognizers. Delivery was quadratic in the fingers of a frame (1,000 / 2,000 / 4,000 fingers took
// 0.9 / 2.4 / 10.8 s); the target is linear, 10,000 fingers in well under 100 ms.
//
// One iteration = the two frames (N downs, N ups); the settle (`advance(by: 1)`) and the check are outside the
// measurement. The scene is a window of its own on the gesture fixtures' driver (one `UIApplication` per process).

@preconcurrency import Benchmark
import BenchmarkScenes
import OpenUIKit
import OpenUIKitTesting

/// The scene, as a window of its own on the gesture fixtures' driver (one `UIApplication` per process).
@MainActor
enum ManyFingerFixture {
    static let scene = ManyFingerScene(driver: Fixtures.scene.driver)
}

func manyFingerBenchmarks() {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal], warmupIterations: 1, scalingFactor: .one,
        maxDuration: .seconds(5), maxIterations: 100)
    for fingers in [1_000, 4_000, 10_000] {
        Benchmark(
            "Gesture one frame of \(fingers) fingers down, one frame up, 6 recognizers", configuration: configuration
        ) {
            benchmark in
            let handle = BenchmarkHandle(benchmark: benchmark)
            runOnMainActor {
                let scene = ManyFingerFixture.scene
                scene.view.resetCounts()
                handle.benchmark.startMeasurement()
                scene.perform(fingers: fingers)
                handle.benchmark.stopMeasurement()
                scene.driver.advance(by: 1)
                if let problem = scene.problem(fingers: fingers) { fatalError("\(fingers) fingers: \(problem)") }
            }
        }
    }
}
