// Rendering figures without package-benchmark (a plain executable: no malloc interposer, nothing but OpenUIKit).
// Every frame is a full render through `WindowRenderer.renderIfNeeded()` into the off-screen back buffer; nothing
// is presented.
//
//     swift run -c release RenderProbe area [frames]        # issue 11's `area` scene: median and p90 over 100 frames
//     swift run -c release RenderProbe label [frames]       # the same grid made of UILabels
//     swift run -c release RenderProbe overlay [frames]     # the area scene with the hit-region overlay (issue 12)
//     swift run -c release RenderProbe overlaymoving [frames] # the same, one cell moving (no map reused)
//     swift run -c release RenderProbe arealoop 5           # area frames for 5 s, e.g. under `perf record`
//     swift run -c release RenderProbe textcache            # String.draw(at:withAttributes:) on a cache hit and a miss
//     swift run -c release RenderProbe cachememory          # resident memory of a full layout cache
//
// Docs/BenchmarksLog.md ("Text layout cache") quotes what it prints.

import Foundation
import OpenUIKit
@_spi(Rendering) import OpenUIKitCore

/// A cell as issue 11's `area` scene draws it: its own `draw(_:)` fills a rounded rectangle (radius 6, #3465a4) and
/// centres its number in white 9-point DejaVu Sans, measuring it first, as app code does.
final class AreaCell: UIView {
    static let fill = UIColor(rgb: 0x3465A4)
    static let attributes: [NSAttributedString.Key: Any] = [
        .font: UIFont(name: "DejaVu Sans", size: 9) ?? .systemFont(ofSize: 9), .foregroundColor: UIColor.white,
    ]
    let number: String

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    init(frame: CGRect, number: Int) {
        self.number = String(number)
        super.init(frame: frame)
    }

    override func draw(_ rect: CGRect) {
        Self.fill.setFill()
        UIBezierPath(roundedRect: bounds, cornerRadius: 6).fill()
        let size = number.size(withAttributes: Self.attributes)
        number.draw(
            at: CGPoint(x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2),
            withAttributes: Self.attributes)
    }
}

/// The 1280×800 window with 40×25 cells of 28×28 points at (32c+2, 32r+2), made by `makeCell(frame, index)`.
@MainActor
func makeGrid(_ makeCell: (CGRect, Int) -> UIView) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
    window.backgroundColor = .white
    window.isHidden = false
    for row in 0..<25 {
        for column in 0..<40 {
            window.addSubview(
                makeCell(CGRect(x: 32 * column + 2, y: 32 * row + 2, width: 28, height: 28), row * 40 + column))
        }
    }
    return window
}

@MainActor
func areaWindow() -> UIWindow {
    makeGrid { AreaCell(frame: $0, number: $1) }
}

@MainActor
func labelWindow() -> UIWindow {
    makeGrid { frame, index in
        let cell = UIView(frame: frame)
        cell.backgroundColor = UIColor(rgb: 0x3465A4)
        cell.layer.cornerRadius = 6
        let label = UILabel(frame: cell.bounds)
        label.text = String(index)
        label.font = .systemFont(ofSize: 9)
        label.textColor = .white
        label.textAlignment = .center
        cell.addSubview(label)
        return cell
    }
}

func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

/// CPU time of this thread: on a machine shared with other work, what the frame itself cost.
func threadCPUTime() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// One full render: the whole window damaged, then drawn. Wall and CPU milliseconds.
@MainActor
func fullFrame(_ window: UIWindow) -> (wall: Double, cpu: Double) {
    window.renderer.invalidateAll()
    let start = now(), cpuStart = threadCPUTime()
    window.renderer.renderIfNeeded()
    return (Double(now() - start) / 1e6, Double(threadCPUTime() - cpuStart) / 1e6)
}

@MainActor
func timeFrames(_ name: String, _ window: UIWindow, frames: Int, beforeEachFrame change: () -> Void = {}) {
    for _ in 0..<5 { _ = fullFrame(window) }
    let samples = (0..<frames).map { _ in
        change()
        return fullFrame(window)
    }
    for (kind, times) in [("wall", samples.map(\.wall).sorted()), ("cpu", samples.map(\.cpu).sorted())] {
        let median = times[times.count / 2], p90 = times[min(times.count - 1, times.count * 9 / 10)]
        print(
            String(
                format: "%@: full render, %d frames after 5 warm-up, %@ time: median %.2f ms, p90 %.2f ms, min %.2f ms",
                name, frames, kind, median, p90, times[0]))
    }
}

@MainActor
func loop(_ window: UIWindow, seconds: Double) {
    let end = now() + UInt64(seconds * 1e9)
    var frames = 0
    while now() < end {
        _ = fullFrame(window)
        frames += 1
    }
    print("\(frames) frames in \(seconds) s")
}

/// `String.draw(at:withAttributes:)` into a bitmap: every string once (each a miss when the cache is emptied first),
/// then the same strings again (hits).
@MainActor
func textCache() {
    let strings = (0..<1000).map(String.init)
    let attributes = AreaCell.attributes
    func pass() -> Double {
        var elapsed: UInt64 = 0
        _ = UIGraphicsImageRenderer(size: CGSize(width: 64, height: 32)).image { _ in
            let start = now()
            for string in strings { string.draw(at: CGPoint(x: 2, y: 2), withAttributes: attributes) }
            elapsed = now() - start
        }
        return Double(elapsed) / Double(strings.count)
    }
    func sizes() -> Double {
        let start = now()
        for string in strings { _ = string.size(withAttributes: attributes) }
        return Double(now() - start) / Double(strings.count)
    }
    _ = pass()
    var misses: [Double] = [], hits: [Double] = [], sizeMisses: [Double] = [], sizeHits: [Double] = []
    // The shared cache keeps a layout on its second request: the first pass shapes, the second shapes and keeps,
    // the third hits.
    for _ in 0..<20 {
        TextLayoutCache.shared.removeAll()
        misses.append(pass())
        _ = pass()
        hits.append(pass())
        TextLayoutCache.shared.removeAll()
        sizeMisses.append(sizes())
        _ = sizes()
        sizeHits.append(sizes())
    }
    func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    print(
        String(format: "draw(at:withAttributes:) per string: miss %.0f ns, hit %.0f ns", median(misses), median(hits)))
    print(
        String(
            format: "size(withAttributes:) per string:    miss %.0f ns, hit %.0f ns", median(sizeMisses),
            median(sizeHits)))
}

/// Resident bytes of this process (`/proc/self/statm`), 0 where there is none.
func residentBytes() -> Int {
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = statm.split(separator: " ")
    return fields.count > 1 ? (Int(fields[1]) ?? 0) * Int(sysconf(Int32(_SC_PAGESIZE))) : 0
}

/// What a full cache costs in memory: resident bytes before and after shaping `entryLimit` distinct short strings.
@MainActor
func cacheMemory() {
    let cache = TextLayoutCache.shared
    _ = "warm-up".size(withAttributes: AreaCell.attributes)
    cache.removeAll()
    let before = residentBytes()
    for index in 0..<cache.entryLimit {
        // Measured twice: the shared cache keeps a layout on its second request.
        let text = "cell \(index)"
        for _ in 0..<2 { _ = text.size(withAttributes: AreaCell.attributes) }
    }
    let after = residentBytes()
    print(
        String(
            format: "%d layouts of 6-9 characters kept: %.1f MB resident more, %.0f bytes per layout", cache.count,
            Double(after - before) / 1e6, Double(after - before) / Double(cache.count)))
}

MainActor.assumeIsolated {
    _ = UIApplication()
    let arguments = Array(CommandLine.arguments.dropFirst())
    let mode = arguments.first ?? "area"
    let number = arguments.count > 1 ? Double(arguments[1]) : nil
    switch mode {
    case "area": timeFrames("area", areaWindow(), frames: Int(number ?? 100))
    case "label": timeFrames("label", labelWindow(), frames: Int(number ?? 100))
    case "overlay":
        // Issue 12: the same 1,000-cell window with the hit-region overlay drawn over it.
        UIApplication.shared.showsHitRegions = true
        UIApplication.shared.hitRegionOverlay?.warningHandler = { _ in }
        timeFrames("area with hit-region overlay", areaWindow(), frames: Int(number ?? 100))
    case "overlaymoving":
        // The same, with one cell moved every frame: the overlay cannot reuse the last frame's map.
        UIApplication.shared.showsHitRegions = true
        UIApplication.shared.hitRegionOverlay?.warningHandler = { _ in }
        let window = areaWindow()
        let moved = window.subviews[500]
        var step: CGFloat = 1
        timeFrames("area with hit-region overlay, a cell moving", window, frames: Int(number ?? 100)) {
            moved.center.x += step
            step = -step
        }
    case "arealoop": loop(areaWindow(), seconds: number ?? 5)
    case "textcache": textCache()
    case "cachememory": cacheMemory()
    default:
        FileHandle.standardError.write(
            Data(
                "usage: RenderProbe area|label|overlay|overlaymoving [frames] | arealoop [seconds] | textcache | cachememory\n"
                    .utf8)
        )
        exit(2)
    }
}
