// Issue 15: scrolling a list of 10,000 rows in a UIScrollView, only the visible rows existing and drawn. A plain
// executable depending only on OpenUIKit, like RenderProbe. Each frame moves the content as a fling would, lays
// the list out (rows that scrolled off are reused for rows that scrolled on) and renders the window off screen.
//
//     swift build -c release --product ScrollProbe
//     .build/release/ScrollProbe time [frames]     # wall and CPU time per frame: median, p90 (default 600 frames)
//     .build/release/ScrollProbe whole             # the whole list top to bottom, 3 rows per frame
//     valgrind --tool=callgrind --callgrind-out-file=/tmp/scroll.cg .build/release/ScrollProbe frames 300
//
// Docs/BenchmarksLog.md ("Scrolling 10,000 rows") quotes what it prints.

import Foundation
import OpenUIKit

/// One row: a white view with a label and a hairline, and a counter of how often rows are drawn.
final class Row: UIView {
    nonisolated(unsafe) static var draws = 0
    let label = UILabel()

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        label.frame = CGRect(x: 16, y: 0, width: frame.width - 32, height: frame.height)
        label.font = .systemFont(ofSize: 15)
        addSubview(label)
    }

    override func draw(_ rect: CGRect) {
        Row.draws += 1
        UIColor.lightGray.setFill()
        UIBezierPath(rect: CGRect(x: 16, y: bounds.height - 1, width: bounds.width - 16, height: 1)).fill()
    }
}

/// A scroll view that keeps row views only for the visible rows: on each layout (UIKit lays a scroll view out on
/// every scroll) rows that left the visible range go to a reuse pool and rows that entered take one from it.
final class RecyclingList: UIScrollView {
    let rowCount: Int
    let rowHeight: CGFloat
    private var visible: [Int: Row] = [:]
    private var pool: [Row] = []
    private(set) var rowsMade = 0

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    init(frame: CGRect, rows: Int, rowHeight: CGFloat) {
        rowCount = rows
        self.rowHeight = rowHeight
        super.init(frame: frame)
        backgroundColor = .white
        contentSize = CGSize(width: frame.width, height: CGFloat(rows) * rowHeight)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let first = max(0, Int(contentOffset.y / rowHeight))
        let last = min(rowCount - 1, Int((contentOffset.y + bounds.height) / rowHeight))
        guard first <= last else { return }
        for (index, row) in visible where index < first || index > last {
            row.isHidden = true
            pool.append(row)
            visible[index] = nil
        }
        for index in first...last where visible[index] == nil {
            let row: Row
            if let reused = pool.popLast() {
                row = reused
                row.isHidden = false
            } else {
                row = Row(frame: CGRect(x: 0, y: 0, width: bounds.width, height: rowHeight))
                rowsMade += 1
                addSubview(row)
            }
            row.frame = CGRect(x: 0, y: CGFloat(index) * rowHeight, width: bounds.width, height: rowHeight)
            row.label.text = "Row \(index + 1) of \(rowCount)"
            row.setNeedsDisplay()
            visible[index] = row
        }
    }
}

func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

func threadCPUTime() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// A 400×800 window filled by a list of 10,000 rows of 44 points.
@MainActor
func makeList() -> (UIWindow, RecyclingList) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    window.backgroundColor = .white
    window.isHidden = false
    let list = RecyclingList(frame: window.bounds, rows: 10_000, rowHeight: 44)
    window.addSubview(list)
    _ = window.renderer.renderIfNeeded()
    return (window, list)
}

/// One frame: the content moves `step` points (wrapping at the end), then layout and an off-screen render.
@MainActor
func frame(_ window: UIWindow, _ list: RecyclingList, step: CGFloat) -> (wall: Double, cpu: Double, draws: Int) {
    let start = now(), cpuStart = threadCPUTime()
    Row.draws = 0
    var y = list.contentOffset.y + step
    if y > list.contentSize.height - list.bounds.height { y = 0 }
    list.contentOffset = CGPoint(x: 0, y: y)
    _ = window.renderer.renderIfNeeded()
    return (Double(now() - start) / 1e6, Double(threadCPUTime() - cpuStart) / 1e6, Row.draws)
}

@MainActor
func run(frames: Int, step: CGFloat, report: Bool) {
    let (window, list) = makeList()
    for _ in 0..<10 { _ = frame(window, list, step: step) }
    let samples = (0..<frames).map { _ in frame(window, list, step: step) }
    let maxDraws = samples.map(\.draws).max() ?? 0
    let visibleRows = Int((list.bounds.height / list.rowHeight).rounded(.up)) + 1
    print(
        "rows: 10000; row views made: \(list.rowsMade); subviews: \(list.subviews.count); rows drawn per frame: "
            + "max \(maxDraws) (at most \(visibleRows) visible)")
    guard list.rowsMade <= visibleRows + 1, maxDraws <= visibleRows else {
        print("FAIL: more rows made or drawn than are visible")
        exit(1)
    }
    guard report else { return }
    for (kind, times) in [("wall", samples.map(\.wall).sorted()), ("cpu", samples.map(\.cpu).sorted())] {
        let median = times[times.count / 2], p90 = times[min(times.count - 1, times.count * 9 / 10)]
        print(
            String(
                format: "%d frames of %.0f points, %@ time per frame: median %.3f ms, p90 %.3f ms, max %.3f ms",
                frames, Double(step), kind, median, p90, times[times.count - 1]))
    }
}

MainActor.assumeIsolated {
    let arguments = CommandLine.arguments
    let mode = arguments.count > 1 ? arguments[1] : "time"
    let count = arguments.count > 2 ? Int(arguments[2]) ?? 600 : 600
    switch mode {
    case "time": run(frames: count, step: 7, report: true)
    case "whole": run(frames: 10_000 * 44 / 132, step: 132, report: true)
    case "frames": run(frames: count, step: 7, report: false)
    default:
        print("usage: ScrollProbe time [frames] | whole | frames [count]")
        exit(2)
    }
}
