// 1,000 animating rings on screen: the layer benchmark's scene (BenchmarkScenes/RingScene.swift, every ring
// different unless `in-step` is given) in a real 1280×800 X11 window, run by the app's own run loop at the display's
// pace. The rings are added a second after launch, once the window is up and the server's first events (map,
// expose, focus) are handled. After each frame is presented (the back buffer put to the X server) the app reads its
// main thread's CPU time; the difference from the frame before is all the main thread did for that frame: the
// animation step, the render and the present (waiting for the next frame costs no CPU time). The frame the rings
// are made in (1,000 layers built, about 20 ms) is not counted. After FRAMES frames (300 by default) it prints the
// median, p90, max and the five slowest frames, and exits. `cairo-strokes` turns the arc rasterizer off, so every
// ring is stroked by Cairo (the previous way).
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
    /// The main thread's CPU time when the last frame was presented, once the rings are up.
    private var last: Double?
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
            if let last { times.append(now - last) }
            last = now
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
        let slowest = times.indices.sorted { times[$0] > times[$1] }.prefix(5)
        print(
            "slowest frames (frame: ms):",
            slowest.map { "\($0): " + String(format: "%.2f", times[$0]) }.joined(separator: ", "))
    }
}

MainActor.assumeIsolated { ProbeDelegate.main() }
