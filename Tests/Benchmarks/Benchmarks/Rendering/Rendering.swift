// Rendering benchmarks (issue 5): a full redraw of the 1280×800 grid of 1,000 rounded, labelled cells, and the
// redraw after one cell changes. Figures and commands: Docs/Benchmarks.md.

@preconcurrency import Benchmark
import Dispatch
import Foundation
import OpenUIKit

func runOnMainActorRendering(_ body: @MainActor () -> Void) {
    if Thread.isMainThread {
        MainActor.assumeIsolated(body)
    } else {
        DispatchQueue.main.sync { MainActor.assumeIsolated(body) }
    }
}

struct RenderingHandle: @unchecked Sendable {
    let benchmark: Benchmark
}

/// 40×25 cells of 28×28 points at (32c+2, 32r+2), each a rounded rect (radius 6, #3465a4) with its index as a
/// white 9-point label.
@MainActor
final class GridScene {
    let window: UIWindow
    var cells: [UIView] = []
    private var toggle = false

    init() {
        _ = UIApplication()
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
        window.backgroundColor = .white
        window.isHidden = false
        for row in 0..<25 {
            for column in 0..<40 {
                let cell = UIView(frame: CGRect(x: 32 * column + 2, y: 32 * row + 2, width: 28, height: 28))
                cell.backgroundColor = UIColor(rgb: 0x3465A4)
                cell.layer.cornerRadius = 6
                let label = UILabel(frame: cell.bounds)
                label.text = String(row * 40 + column)
                label.font = .systemFont(ofSize: 9)
                label.textColor = .white
                label.textAlignment = .center
                cell.addSubview(label)
                window.addSubview(cell)
                cells.append(cell)
            }
        }
        window.renderer.renderIfNeeded()
    }

    func fullFrame() {
        window.renderer.invalidateAll()
        blackHole(window.renderer.renderIfNeeded())
    }

    func oneCell(_ index: Int) {
        toggle.toggle()
        cells[index % cells.count].backgroundColor = toggle ? .systemRed : UIColor(rgb: 0x3465A4)
        blackHole(window.renderer.renderIfNeeded())
    }
}

nonisolated(unsafe) var gridScene: GridScene?

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal], warmupIterations: 5,
        maxDuration: .seconds(5), maxIterations: 1_000)

    Benchmark("Render full frame, 1,000 cells") { benchmark in
        let handle = RenderingHandle(benchmark: benchmark)
        runOnMainActorRendering {
            let scene = gridScene ?? GridScene()
            gridScene = scene
            handle.benchmark.startMeasurement()
            for _ in handle.benchmark.scaledIterations { scene.fullFrame() }
            handle.benchmark.stopMeasurement()
        }
    }

    Benchmark("Render after one cell changes") { benchmark in
        let handle = RenderingHandle(benchmark: benchmark)
        runOnMainActorRendering {
            let scene = gridScene ?? GridScene()
            gridScene = scene
            handle.benchmark.startMeasurement()
            for index in handle.benchmark.scaledIterations { scene.oneCell(index * 37) }
            handle.benchmark.stopMeasurement()
        }
    }
}
