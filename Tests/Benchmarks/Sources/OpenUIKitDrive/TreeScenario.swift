import Foundation
import OpenUIKit

/// gtkb's `tree`: a 1280×800 window whose root view holds C×R cells of (1280/C)×(800/R) points, each a chain of D
/// nested plain `UIView`s (GtkFixed's counterpart); level 0 sits at the cell origin with the cell's size, each
/// deeper level at (1, 1) in its parent and 2 points smaller. N = C·R·D (the root and the window not counted).
///
/// - build_ms: creating and adding the views (and the window, as gtkb counts its window).
/// - show_ms: from the end of the build (so including `makeKeyAndVisible()`) to the first frame on screen (probe:
///   the root view); rss_kb: VmRSS right after.
/// - pick_ns: `window.hitTest(_:with:)` over 100,000 SplitMix64 points (seed 1, x before y); median of `--reps`
///   passes. The first 10,000 are checked first against the geometry (the deepest closed box [d, w−d] holding the
///   point): `pick_mismatch` must be 0.
/// - `--clip` sets `clipsToBounds` on every view. UIKit's hit test always prunes outside a view's bounds (its
///   `point(inside:with:)` check comes before the subviews), so both variants pick the same way, the way GTK picks
///   only with `overflow: hidden`: OpenUIKit's tree_n10000 compares with GTK's tree_n10000_clip. (Every child here
///   lies inside its parent, so GTK's unclipped pick finds the same views, at the cost of looking outside.)
/// - `--gestures`: see `GestureRecorder`.
final class TreeScenario: UIResponder, UIApplicationDelegate {
    let screen: OnScreen
    let columns = Drive.option("--cols", default: 10), rows = Drive.option("--rows", default: 10)
    let depth = Drive.option("--depth", default: 10)
    let picks = Drive.option("--picks", default: 0)
    let tag = Drive.tag
    var window: UIWindow?
    var root = UIView()
    /// levels[(r * columns + c) * depth + d]: level d (0 = outermost) of cell (c, r).
    var levels: [UIView] = []
    var cellWidth: CGFloat = 0, cellHeight: CGFloat = 0
    var buildStarted: Int64 = 0, buildEnded: Int64 = 0
    var gestures: GestureRecorder?

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    init(screen: OnScreen) { self.screen = screen }

    var viewCount: Int { columns * rows * depth }

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        buildStarted = nowNanoseconds()
        build(clip: Drive.flag("--clip"))
        buildEnded = nowNanoseconds()
        if Drive.flag("--gestures") {
            guard viewCount > 0 else {
                Drive.log("--gestures needs a non-empty tree")
                exit(2)
            }
            let target = levels[((rows / 2) * columns + columns / 2) * depth + depth - 1]
            gestures = GestureRecorder(screen: screen, target: target, tag: tag)
        }
        window?.makeKeyAndVisible()
        screen.whenFirstFrameOnScreen(probe: root) { [self] time in shown(at: time) }
        return true
    }

    private func build(clip: Bool) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
        // GTK's window paints its theme background, which is what makes the probe pixel non-black.
        window.backgroundColor = UIColor(rgb: 0xf6f5f4)
        root = UIView(frame: window.bounds)
        root.clipsToBounds = clip
        let cells = columns * rows
        cellWidth = cells > 0 ? CGFloat(1280 / columns) : 0
        cellHeight = cells > 0 ? CGFloat(800 / rows) : 0
        levels.reserveCapacity(cells * depth)
        for row in 0..<rows {
            for column in 0..<columns {
                var parent = root
                var frame = CGRect(
                    x: CGFloat(column) * cellWidth, y: CGFloat(row) * cellHeight, width: cellWidth, height: cellHeight)
                for _ in 0..<depth {
                    let view = UIView(frame: frame)
                    view.clipsToBounds = clip
                    parent.addSubview(view)
                    levels.append(view)
                    parent = view
                    frame = CGRect(x: 1, y: 1, width: max(frame.width - 2, 0), height: max(frame.height - 2, 0))
                }
            }
        }
        window.addSubview(root)
        self.window = window
    }

    private func shown(at time: Int64) {
        let kilobytes = Drive.residentKilobytes()
        if let gestures {
            Drive.log(
                "[\(tag)] \(viewCount) views, build \((buildEnded - buildStarted) / 1_000_000) ms, show "
                    + "\((time - buildEnded) / 1_000_000) ms, rss \(kilobytes) kB")
            gestures.start()
            return
        }
        Drive.metric("\(tag)_widgets", viewCount, "count")
        Drive.metric("\(tag)_build_ms", Double(buildEnded - buildStarted) / 1e6, "ms")
        Drive.metric("\(tag)_show_ms", Double(time - buildEnded) / 1e6, "ms")
        Drive.metric("\(tag)_rss_kb", kilobytes, "kB")
        guard picks > 0, columns * rows > 0 else { exit(0) }
        // gtkb runs its picks from an idle callback; this is the same turn of the loop.
        DispatchQueue.main.async { MainActor.assumeIsolated { self.runPicks() } }
    }

    /// The view the geometry says is under window point (x, y), and its level (-1: the root).
    private func expected(x: Double, y: Double) -> (UIView, Int) {
        let column = Int((x / cellWidth).rounded(.down)), row = Int((y / cellHeight).rounded(.down))
        guard column >= 0, row >= 0, column < columns, row < rows else { return (root, -1) }
        let localX = x - Double(column) * cellWidth, localY = y - Double(row) * cellHeight
        var best = (root, -1)
        for level in 0..<depth {
            let d = Double(level)
            guard localX >= d, localY >= d, localX <= cellWidth - d, localY <= cellHeight - d else { break }
            best = (levels[(row * columns + column) * depth + level], level)
        }
        return best
    }

    private func runPicks() {
        guard let window else { return }
        var random = SplitMix64(seed: 1)
        var points: [CGPoint] = []
        points.reserveCapacity(picks)
        for _ in 0..<picks {
            let x = random.unitInterval() * 1280
            let y = random.unitInterval() * 800
            points.append(CGPoint(x: x, y: y))
        }
        // Correctness (and warm-up): the first min(n, 10000) picks must find the geometry's answer.
        var mismatches = 0, leaves = 0
        let checked = min(picks, 10_000)
        for point in points.prefix(checked) {
            let (want, level) = expected(x: point.x, y: point.y)
            if window.hitTest(point, with: nil) !== want { mismatches += 1 }
            if level == depth - 1 { leaves += 1 }
        }
        let reps = min(max(Drive.option("--reps", default: 3), 1), 16)
        var passes: [Int64] = []
        var sink = 0
        for _ in 0..<reps {
            let start = nowNanoseconds()
            for point in points {
                if let view = window.hitTest(point, with: nil) { sink ^= ObjectIdentifier(view).hashValue }
            }
            passes.append(nowNanoseconds() - start)
        }
        Drive.metric("\(tag)_pick_ns", Stats.median(passes) / Double(picks), "ns/pick", decimals: 1)
        if reps > 1 {
            Drive.metric("\(tag)_pick_ns_min", Double(passes.min()!) / Double(picks), "ns/pick", decimals: 1)
        }
        Drive.metric("\(tag)_pick_mismatch", mismatches, "count")
        Drive.metric("\(tag)_pick_leaf_fraction", checked > 0 ? Double(leaves) / Double(checked) : 0, "ratio")
        Drive.log("[\(tag)] picks=\(picks) reps=\(reps) sink=\(sink) checked=\(checked) mismatches=\(mismatches)")
        exit(0)
    }
}

/// SplitMix64: the point sequence is part of the scenario's definition (README.md).
struct SplitMix64 {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9e37_79b9_7f4a_7c15
        var z = state
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return z ^ (z >> 31)
    }

    /// (next() >> 11) · 2⁻⁵³, in [0, 1).
    mutating func unitInterval() -> Double { Double(next() >> 11) * 0x1.0p-53 }
}
