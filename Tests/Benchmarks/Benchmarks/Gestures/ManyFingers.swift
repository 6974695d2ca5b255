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

/// A counting view with the six recognizers (pan with no maximum, so it takes every finger), in its own window.
@MainActor
final class ManyFingerScene {
    let driver: EventDriver
    let window: UIWindow
    let view = GestureTargetView(frame: CGRect(x: 0, y: 0, width: 1_000, height: 1_000))
    let log = GestureActionLog()
    let recognizers: [UIGestureRecognizer]

    static let shared = ManyFingerScene(driver: Fixtures.scene.driver)

    init(driver: EventDriver) {
        self.driver = driver
        let previousDefault = driver.defaultWindow
        window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 1_000, height: 1_000))
        driver.defaultWindow = previousDefault
        view.isMultipleTouchEnabled = true
        window.addSubview(view)
        recognizers = [
            UITapGestureRecognizer(target: log, action: "tap:"),
            UILongPressGestureRecognizer(target: log, action: "longPress:"),
            UIPanGestureRecognizer(target: log, action: "pan:"),
            UISwipeGestureRecognizer(target: log, action: "swipe:"),
            UIPinchGestureRecognizer(target: log, action: "pinch:"),
            UIRotationGestureRecognizer(target: log, action: "rotation:"),
        ]
        for recognizer in recognizers { view.addGestureRecognizer(recognizer) }
    }

    private func point(_ finger: Int) -> CGPoint {
        CGPoint(x: CGFloat(finger % 1_000), y: CGFloat(finger / 1_000 % 1_000))
    }

    /// The timed part: all fingers down in one frame, then all up in one frame.
    func perform(fingers: Int) {
        do {
            try driver.frame(in: window) { frame in
                for finger in 1...fingers { try frame.down(finger, at: point(finger)) }
            }
            try driver.frame(in: window) { frame in
                for finger in 1...fingers { try frame.up(finger) }
            }
        } catch {
            fatalError("\(fingers) fingers: \(error)")
        }
    }

    /// The view saw every finger begin and end once, and every recognizer is back to possible.
    func problem(fingers: Int) -> String? {
        if view.began != fingers || view.ended + view.cancelled != fingers || view.moved != 0 {
            return "view saw began \(view.began), moved \(view.moved), ended \(view.ended), cancelled \(view.cancelled)"
        }
        if let busy = recognizers.first(where: { $0.state != .possible }) { return "\(busy.debugName) is \(busy.state)" }
        return nil
    }
}

func manyFingerBenchmarks() {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal], warmupIterations: 1, scalingFactor: .one,
        maxDuration: .seconds(5), maxIterations: 100)
    for fingers in [1_000, 4_000, 10_000] {
        Benchmark("Gesture one frame of \(fingers) fingers down, one frame up, 6 recognizers", configuration: configuration) {
            benchmark in
            let handle = BenchmarkHandle(benchmark: benchmark)
            runOnMainActor {
                let scene = ManyFingerScene.shared
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
