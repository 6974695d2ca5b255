// 1,000 animating rings on screen: the layer benchmark's scene (BenchmarkScenes/RingScene.swift, every ring
// different unless `in-step` is given) in a real 1280×800 X11 window, run by the app's own run loop at the display's
// pace. The rings are added a second after launch, once the window is up and the server's first events (map,
// expose, focus) are handled. After each frame is presented (the back buffer put to the X server) the app reads its
// main thread's CPU time; the difference from the frame before is all the main thread did for that frame: the
// animation step, the render and the present (waiting for the next frame costs no CPU time). The frame the rings
// are made in (1,000 layers built, about 20 ms) is not counted. After FRAMES frames (300 by default) it prints the
// median, p90, max and the five slowest frames, and exits. It also prints the wall-clock intervals between those
// frames (the frame clock paces them at the display's 60 Hz: 16.7 ms when the app keeps up) and, when $XSERVER_PID
// names the X server, the server's CPU time over the measured frames divided by their count (what presenting costs
// the server; side-by-side/gtkrings.c prints the same for GTK, whose Cairo renderer draws through the server).
// `cairo-strokes` turns the arc rasterizer off, so every ring is stroked by Cairo (the previous way). With
// $FRAME_TIMES set, every frame's CPU time is written to that file, one a line.
//
//   swift build -c release --product LayerRingsProbe && bash Tests/Benchmarks/layer-rings.sh
import BenchmarkScenes
import Foundation
import OpenUIKit
@_spi(Rendering) import OpenUIKitCairo
@_spi(Windowing) import OpenUIKitCore

let arguments = Array(CommandLine.arguments.dropFirst())
let frameCount = arguments.first.flatMap { Int($0) } ?? 300
let inStep = arguments.contains("in-step")
let cairoStrokes = arguments.contains("cairo-strokes")

final class ProbeDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private var times: [Double] = []
    private var intervals: [Double] = []
    /// The main thread's CPU time and the wall clock when the last frame was presented, once the rings are up.
    private var last: Double?
    private var lastWall = 0.0
    /// The X server's CPU time when the first measured frame began.
    private var serverStart: Double?
    private var ringsAdded = false

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        ArcStrokeRasterizer.isEnabled = !cairoStrokes
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
        let controller = UIViewController()
        controller.view.backgroundColor = .white
        window.rootViewController = controller
        window.makeKeyAndVisible()
        self.window = window
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
            MainActor.assumeIsolated {
                addAnimatingRings(to: controller.view.layer, staggered: !inStep)
                self.ringsAdded = true
            }
        }
        application.framePresentationObserver = { [unowned self] _, rectangles in
            guard ringsAdded else { return }
            let now = threadMilliseconds()
            let wall = wallMilliseconds()
            if let last {
                times.append(now - last)
                intervals.append(wall - lastWall)
                self.last = now
            } else {
                // Reading the server's time costs the main thread too, so the first frame counts from after it.
                serverStart = serverMilliseconds()
                last = threadMilliseconds()
            }
            lastWall = wall
            guard times.count == frameCount else { return }
            report(rectangles: rectangles.count)
            exit(0)
        }
        return true
    }

    private func report(rectangles: Int) {
        let sorted = times.sorted()
        func at(_ q: Double) -> Double { sorted[min(Int(Double(sorted.count) * q), sorted.count - 1)] }
        print(
            String(
                format: "layer rings%@%@ on screen: %d frames, main-thread CPU ms per frame: median %.2f p90 %.2f max "
                    + "%.2f; last frame %d rectangles", inStep ? " in step" : "",
                cairoStrokes ? " cairo-strokes" : "", times.count, at(0.5), at(0.9),
                sorted.last ?? 0, rectangles))
        let walls = intervals.sorted()
        func wallAt(_ q: Double) -> Double { walls[min(Int(Double(walls.count) * q), walls.count - 1)] }
        let late = intervals.filter { $0 > 1.5 * 1000 / 60 }.count
        print(
            String(
                format: "wall ms between frames: median %.2f p90 %.2f max %.2f; %.1f frames a second; "
                    + "%d intervals over 25 ms", wallAt(0.5), wallAt(0.9), walls.last ?? 0,
                Double(intervals.count) / (intervals.reduce(0, +) / 1000), late))
        if let serverStart, let serverEnd = serverMilliseconds() {
            print(
                String(format: "X server CPU ms per frame: mean %.2f", (serverEnd - serverStart) / Double(times.count)))
        }
        if let path = ProcessInfo.processInfo.environment["FRAME_TIMES"] {
            try? times.map { String(format: "%.3f", $0) }.joined(separator: "\n").write(
                toFile: path, atomically: true, encoding: .utf8)
        }
        let slowest = times.indices.sorted { times[$0] > times[$1] }.prefix(5)
        print(
            "slowest frames (frame: ms):",
            slowest.map { "\($0): " + String(format: "%.2f", times[$0]) }.joined(separator: ", "))
    }
}

/// The wall clock (`CLOCK_MONOTONIC`) in milliseconds.
func wallMilliseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6
}

/// The CPU time of the X server named by $XSERVER_PID so far, in milliseconds: the sum over its threads of the first
/// field of `schedstat` (nanoseconds on a CPU); nil without the variable or when /proc does not tell.
func serverMilliseconds() -> Double? {
    guard let pid = ProcessInfo.processInfo.environment["XSERVER_PID"].flatMap({ Int($0) }),
        let threads = try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")
    else { return nil }
    var total = 0.0
    for thread in threads {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/task/\(thread)/schedstat", encoding: .utf8),
            let nanoseconds = text.split(separator: " ").first.flatMap({ Double($0) })
        else { return nil }
        total += nanoseconds / 1e6
    }
    return total
}

MainActor.assumeIsolated { ProbeDelegate.main() }
