import BenchmarkScenes
import Foundation
import OpenUIKit
import OpenUIKitTesting
@_spi(Rendering) import OpenUIKitCairo

// Issue 16's probe for instruction counts (run it under `valgrind --tool=callgrind`; Docs/BenchmarksLog.md,
// "Animation and stack-view layout"). Scenarios:
//   animate-all FRAMES [render]  — a 1,000-cell window, every cell animating its centre and alpha, FRAMES frames
//   animate-one FRAMES [render]  — the same window, one cell animating
//   stack LAYOUTS                — 100 rows (label + switch stacks) in a column, laid out LAYOUTS times
//   shape-layers FRAMES [staggered] [cairo-strokes]
//                                — 1,000 ring `CAShapeLayer`s on a 1280×800 window, each animating `strokeEnd`
//                                  and `transform.rotation.z`, FRAMES frames advanced and rendered; prints the
//                                  main thread's time per frame (animation step + render), median, p90 and max,
//                                  as wall-clock time and as the thread's CPU time (the work, without the time
//                                  other processes took the core). All rings move in step unless `staggered`,
//                                  which starts each ring's animations at a different point (`timeOffset`), so
//                                  no two rings look alike in a frame. `cairo-strokes` turns the arc
//                                  rasterizer off, so every ring is stroked by Cairo (the previous way).
// Subtract the run with 0 frames (or layouts) and divide by the count for the cost of one.

let arguments = Array(CommandLine.arguments.dropFirst())
let scenario = arguments.first ?? "animate-all"
let count = arguments.count > 1 ? Int(arguments[1]) ?? 0 : 0
let render = arguments.contains("render")
let staggered = arguments.contains("staggered")
let cairoStrokes = arguments.contains("cairo-strokes")

@MainActor func grid(_ driver: EventDriver) -> (UIWindow, [UIView]) {
    let window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
    window.backgroundColor = .white
    return (window, addGridCells(to: window))
}

@MainActor func animate(_ cells: [UIView]) {
    UIView.animate(
        withDuration: 100, delay: 0, options: .curveEaseInOut,
        animations: {
            for cell in cells {
                cell.center.x += 3
                cell.alpha = 0.5
            }
        })
}

MainActor.assumeIsolated {
    let driver = EventDriver()
    switch scenario {
    case "animate-all", "animate-one":
        let (window, cells) = grid(driver)
        window.renderer.renderIfNeeded()
        animate(scenario == "animate-all" ? cells : [cells[500]])
        for _ in 0..<count {
            driver.advance(by: 1.0 / 60)
            if render { window.renderer.renderIfNeeded() }
        }
        print(
            "\(scenario): \(count) frames, last frame \(window.renderer.lastFrame.map { "\($0.rectangles.count) rectangles" } ?? "none")"
        )
    case "shape-layers":
        ArcStrokeRasterizer.isEnabled = !cairoStrokes
        let window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
        window.backgroundColor = .white
        addAnimatingRings(to: window.layer, staggered: staggered)
        window.renderer.renderIfNeeded()
        var milliseconds: [Double] = [], cpu: [Double] = []
        let clock = ContinuousClock()
        for _ in 0..<count {
            let start = clock.now
            let startCPU = threadMilliseconds()
            driver.advance(by: 1.0 / 60)
            window.renderer.renderIfNeeded()
            cpu.append(threadMilliseconds() - startCPU)
            let elapsed = start.duration(to: clock.now)
            milliseconds.append(
                Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1e3)
        }
        func summary(_ values: [Double]) -> String {
            let sorted = values.sorted()
            func at(_ q: Double) -> Double {
                sorted.isEmpty ? 0 : sorted[min(Int(Double(sorted.count) * q), sorted.count - 1)]
            }
            return "median \(String(format: "%.2f", at(0.5))) p90 \(String(format: "%.2f", at(0.9))) max "
                + String(format: "%.2f", sorted.last ?? 0)
        }
        print(
            "shape-layers\(staggered ? " staggered" : "")\(cairoStrokes ? " cairo-strokes" : ""): \(count) frames, ms per frame: wall \(summary(milliseconds)); "
                + "CPU \(summary(cpu)); last frame "
                + "\(window.renderer.lastFrame.map { "\($0.rectangles.count) rectangles" } ?? "none")")
    case "stack":
        let window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 4000))
        let rows = (0..<100).map { index -> UIView in
            let label = UILabel()
            label.text = "Setting \(index)"
            let row = UIStackView(arrangedSubviews: [label, UISwitch(frame: .zero)])
            row.alignment = .center
            row.spacing = 8
            return row
        }
        let column = UIStackView(arrangedSubviews: rows)
        column.axis = .vertical
        column.spacing = 4
        column.frame = window.bounds
        window.addSubview(column)
        window.layoutIfNeeded()
        for index in 0..<count {
            column.frame.size.width = index % 2 == 0 ? 380 : 400
            for row in rows { row.setNeedsLayout() }
            window.layoutIfNeeded()
        }
        print("stack: \(count) layouts, first row \(rows[0].frame)")
    default:
        print("unknown scenario \(scenario)")
    }
}
