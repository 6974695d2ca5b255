// A UITableView of 1,000,000 rows with estimated heights: reloadData time, heap per 1,000 rows, and the main-thread
// time of each frame of a fling from the top to the bottom (layout, cell reuse, off-screen render). A plain
// executable depending only on OpenUIKit (and the malloc counter), like ScrollProbe.
//
//     swift build -c release --product TableProbe
//     .build/release/TableProbe reload [rounds]      # reloadData of 10^6 rows: median and max of `rounds` (20)
//     .build/release/TableProbe memory               # heap of a table of 10^3 rows against one of 10^6 rows
//     .build/release/TableProbe fling [step]         # the whole table at `step` points per frame (default 4000)
//
// Docs/Benchmarks.md ("Tables") quotes what it prints.

import CMallocInfo
import Foundation
import OpenUIKit

/// Serves `count` rows of "Row n" through one registered cell class.
final class MillionRows: UITableViewDataSource {
    var count: Int
    init(count: Int) { self.count = count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row + 1)"
        return cell
    }
}

func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

func threadCPUTime() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// A 400×800 window filled by a plain table of `rows` rows, self-sizing cells estimated at 44 points.
@MainActor
func makeTable(rows: Int) -> (UIWindow, UITableView, MillionRows) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    window.isHidden = false
    let table = UITableView(frame: window.bounds, style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    table.estimatedRowHeight = 44
    let source = MillionRows(count: rows)
    table.dataSource = source
    window.addSubview(table)
    window.layoutIfNeeded()
    _ = window.renderer.renderIfNeeded()
    return (window, table, source)
}

func report(_ name: String, _ values: [Double]) {
    let sorted = values.sorted()
    print(
        String(
            format: "%@: median %.3f ms, p90 %.3f ms, max %.3f ms (%d samples)", name, sorted[sorted.count / 2],
            sorted[min(sorted.count - 1, sorted.count * 9 / 10)], sorted[sorted.count - 1], sorted.count))
}

@MainActor
func reload(rounds: Int) {
    let (window, table, source) = makeTable(rows: 1_000_000)
    defer { withExtendedLifetime(source) {} }  // the table holds its data source weakly
    var times: [Double] = []
    for _ in 0..<rounds {
        let start = threadCPUTime()
        table.reloadData()
        times.append(Double(threadCPUTime() - start) / 1e6)
        window.layoutIfNeeded()
    }
    report("reloadData of 1,000,000 rows, CPU", times)
    var layouts: [Double] = []
    for _ in 0..<rounds {
        table.reloadData()
        let start = threadCPUTime()
        window.layoutIfNeeded()
        layouts.append(Double(threadCPUTime() - start) / 1e6)
    }
    report("the layout after it (cells for the visible rows), CPU", layouts)
}

@MainActor
func memory() {
    func heap(rows: Int) -> Int {
        let before = cmallocinfo_bytes_in_use()
        let (window, table, source) = makeTable(rows: rows)
        defer { withExtendedLifetime(source) {} }
        // A pass over a screenful in the middle, so the index holds measured rows as it would after use.
        table.scrollToRow(at: IndexPath(row: rows / 2, section: 0), at: .top, animated: false)
        window.layoutIfNeeded()
        let after = cmallocinfo_bytes_in_use()
        withExtendedLifetime((window, table, source)) {}
        return Int(after) - Int(before)
    }
    _ = heap(rows: 1000)
    let small = heap(rows: 1000), large = heap(rows: 1_000_000)
    print("heap of a table of 1,000 rows: \(small) bytes; of 1,000,000 rows: \(large) bytes")
    print(
        String(
            format: "per 1,000 rows beyond the first 1,000: %.2f bytes", Double(large - small) / 999))
}

@MainActor
func fling(step: CGFloat) {
    let (window, table, source) = makeTable(rows: 1_000_000)
    defer { withExtendedLifetime(source) {} }
    var wall: [Double] = [], cpu: [Double] = []
    var made = 0
    while table.contentOffset.y + table.bounds.height < table.contentSize.height {
        let start = now(), cpuStart = threadCPUTime()
        table.contentOffset = CGPoint(
            x: 0, y: min(table.contentOffset.y + step, table.contentSize.height - table.bounds.height))
        window.layoutIfNeeded()
        _ = window.renderer.renderIfNeeded()
        wall.append(Double(now() - start) / 1e6)
        cpu.append(Double(threadCPUTime() - cpuStart) / 1e6)
        made = max(made, table.subviews.count)
    }
    print("fling over 1,000,000 rows at \(Int(step)) points per frame: \(wall.count) frames, at most \(made) subviews")
    report("frame, wall", wall)
    report("frame, main-thread CPU", cpu)
    print("last visible row: \(table.indexPathsForVisibleRows?.last.map { "\($0.row)" } ?? "none")")
}

MainActor.assumeIsolated {
    let arguments = CommandLine.arguments
    let mode = arguments.count > 1 ? arguments[1] : "reload"
    switch mode {
    case "reload": reload(rounds: arguments.count > 2 ? Int(arguments[2]) ?? 20 : 20)
    case "memory": memory()
    case "fling": fling(step: arguments.count > 2 ? CGFloat(Double(arguments[2]) ?? 4000) : 4000)
    default:
        print("usage: TableProbe reload [rounds] | memory | fling [step]")
        exit(2)
    }
}
