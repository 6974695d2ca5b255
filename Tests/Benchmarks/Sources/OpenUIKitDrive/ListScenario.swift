import Foundation
import OpenUIKit
@_spi(Windowing) import OpenUIKitCore
import OpenUIKitX11

/// The list scenario (not in gtkb; its GTK side is side-by-side/gtklist.c): a 400×800 window filled by a plain
/// `UITableView` of `--rows` rows (1,000,000 by default) of 44 points, each a standard cell whose text label reads
/// "Row i" (DejaVu Sans 17 pt, 16 points from the leading edge), as gtklist's GtkListView rows. Once the first frame
/// is on screen the table scrolls by `--step` points (4,000) every frame: each frame moves `contentOffset`, and the
/// backend's own scheduling lays the table out (tiling: cells for the rows that came on screen, reuse of those that
/// left) and draws it. `frame_ms` runs from before the offset change to after the present plus `XSync`, as
/// gtklist's runs from before-paint to after-paint plus `XSync`. Frames follow each other back to back (GTK's are
/// paced by its frame clock; its frame_ms times one frame either way). `rss_start_kb` is VmRSS after the first
/// frame, `rss_kb` after the last.
final class ListScenario: UIResponder, UIApplicationDelegate, UITableViewDataSource {
    let screen: OnScreen
    let rowCount = Drive.option("--rows", default: 1_000_000)
    let step = Drive.option("--step", default: 4000)
    let frames = Drive.option("--frames", default: 300), warmup = Drive.option("--warmup", default: 5)
    let tag = Drive.tag
    var window: UIWindow?
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 400, height: 800), style: .plain)
    var seen = 0
    var frameStart: Int64 = 0
    var work: [Int64] = []
    var startKilobytes = 0
    static let font = UIFont(name: "DejaVu Sans", size: 17) ?? .systemFont(ofSize: 17)

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    init(screen: OnScreen) {
        self.screen = screen
    }

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = self
        window.addSubview(table)
        self.window = window
        window.makeKeyAndVisible()
        screen.whenFirstFrameOnScreen(probe: table) { [self] _ in startFrames() }
        return true
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rowCount }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.font = Self.font
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }

    private func startFrames() {
        startKilobytes = Drive.residentKilobytes()
        screen.application.framePresentationObserver = { [unowned self] _, _ in presented() }
        nextFrame()
    }

    private func nextFrame() {
        frameStart = nowNanoseconds()
        let bottom = table.contentSize.height - table.bounds.height
        table.contentOffset = CGPoint(x: 0, y: min(bottom, table.contentOffset.y + CGFloat(step)))
    }

    private func presented() {
        screen.sync()
        let done = nowNanoseconds()
        seen += 1
        if seen > warmup { work.append(done - frameStart) }
        if work.count == frames {
            report()
        } else {
            nextFrame()
        }
    }

    private func report() {
        Drive.metric("\(tag)_rows", rowCount, "count")
        Drive.metric("\(tag)_frames", work.count, "count")
        Drive.metric("\(tag)_frame_ms_median", Stats.median(work) / 1e6, "ms")
        Drive.metric("\(tag)_frame_ms_p90", Stats.percentile(work, 0.9) / 1e6, "ms")
        Drive.metric("\(tag)_frame_ms_max", Stats.percentile(work, 1.0) / 1e6, "ms")
        Drive.metric("\(tag)_rss_start_kb", startKilobytes, "kB")
        Drive.metric("\(tag)_rss_kb", Drive.residentKilobytes(), "kB")
        Drive.metric("\(tag)_offset", Int(table.contentOffset.y), "px")
        exit(0)
    }
}
