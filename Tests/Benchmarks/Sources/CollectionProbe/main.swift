// Collection views: scrolling a 10,000-item grid (flow and compositional layouts) and applying a diffable
// snapshot of 10,000 items with 100 changes. A plain executable depending only on OpenUIKit, like ScrollProbe.
// Each scroll frame moves the content, lays the collection view out (cells that left are reused for those that
// came) and renders the window off screen.
//
//     swift build -c release --product CollectionProbe
//     .build/release/CollectionProbe flow [frames]           # wall and CPU time per frame: median, p90, max
//     .build/release/CollectionProbe compositional [frames]
//     .build/release/CollectionProbe apply [runs]            # apply() of 10,000 items with 100 changes
//
// Docs/Benchmarks.md ("Collection views") quotes what it prints.

import Foundation
import OpenUIKit

/// A grid cell: a coloured square with a label, as a photo grid's.
final class GridCell: UICollectionViewCell {
    let label = UILabel()

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .systemTeal
        label.frame = CGRect(x: 4, y: 4, width: 80, height: 20)
        label.font = .systemFont(ofSize: 12)
        contentView.addSubview(label)
    }
}

/// Ten thousand items in one section.
final class GridSource: UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 10_000 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        (cell as? GridCell)?.label.text = "\(indexPath.item + 1)"
        return cell
    }
}

func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

func threadCPUTime() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// Four 96-point columns with 4 points between them: a flow layout's or a compositional layout's.
@MainActor
func makeLayout(compositional: Bool) -> UICollectionViewLayout {
    guard compositional else {
        let flow = UICollectionViewFlowLayout()
        flow.itemSize = CGSize(width: 96, height: 96)
        flow.minimumInteritemSpacing = 4
        flow.minimumLineSpacing = 4
        return flow
    }
    let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
    item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
        subitems: [item])
    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
}

@MainActor
func scroll(compositional: Bool, frames: Int) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    window.backgroundColor = .white
    window.isHidden = false
    let view = UICollectionView(frame: window.bounds, collectionViewLayout: makeLayout(compositional: compositional))
    view.register(GridCell.self, forCellWithReuseIdentifier: "cell")
    let source = GridSource()
    view.dataSource = source
    window.addSubview(view)
    window.layoutIfNeeded()
    _ = window.renderer.renderIfNeeded()
    func frame() -> (wall: Double, cpu: Double) {
        let start = now(), cpuStart = threadCPUTime()
        var y = view.contentOffset.y + 23
        if y > view.contentSize.height - view.bounds.height { y = 0 }
        view.contentOffset = CGPoint(x: 0, y: y)
        window.layoutIfNeeded()
        _ = window.renderer.renderIfNeeded()
        return (Double(now() - start) / 1e6, Double(threadCPUTime() - cpuStart) / 1e6)
    }
    for _ in 0..<10 { _ = frame() }
    let samples = (0..<frames).map { _ in frame() }
    let cells = view.subviews.filter { $0 is UICollectionViewCell }.count
    print(
        "\(compositional ? "compositional" : "flow"): 10000 items, content \(Int(view.contentSize.height)) points;"
            + " cells in the view: \(cells) (visible \(view.indexPathsForVisibleItems.count))")
    for (kind, times) in [("wall", samples.map(\.wall).sorted()), ("cpu", samples.map(\.cpu).sorted())] {
        let median = times[times.count / 2], p90 = times[min(times.count - 1, times.count * 9 / 10)]
        print(
            String(
                format: "%d frames of 23 points, %@ time per frame: median %.3f ms, p90 %.3f ms, max %.3f ms",
                frames, kind, median, p90, times[times.count - 1]))
    }
    withExtendedLifetime(source) {}
}

enum Section: Hashable, Sendable { case main }

/// Applies snapshots of 10,000 items that differ by 100 changes (40 deletions, 40 insertions, 20 moves), on a
/// collection view in a window, without animation (the animation's frames are not the apply's cost).
@MainActor
func apply(runs: Int) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    window.isHidden = false
    let view = UICollectionView(frame: window.bounds, collectionViewLayout: makeLayout(compositional: false))
    view.register(GridCell.self, forCellWithReuseIdentifier: "cell")
    window.addSubview(view)
    let dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: view) { view, indexPath, item in
        let cell = view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        (cell as? GridCell)?.label.text = "\(item)"
        return cell
    }
    var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
    snapshot.appendSections([.main])
    snapshot.appendItems(Array(0..<10_000))
    dataSource.apply(snapshot, animatingDifferences: false)
    window.layoutIfNeeded()
    var next = 10_000
    var generator = SystemRandomNumberGenerator()
    var times: [Double] = []
    for _ in 0..<runs {
        var changed = snapshot
        let items = changed.itemIdentifiers
        let deleted = (0..<40).map { _ in items[Int.random(in: 0..<items.count, using: &generator)] }
        changed.deleteItems(deleted)
        for _ in 0..<40 {
            let all = changed.itemIdentifiers
            changed.insertItems([next], beforeItem: all[Int.random(in: 0..<all.count, using: &generator)])
            next += 1
        }
        for _ in 0..<20 {
            let all = changed.itemIdentifiers
            let a = all[Int.random(in: 0..<all.count, using: &generator)]
            let b = all[Int.random(in: 0..<all.count, using: &generator)]
            if a != b { changed.moveItem(a, afterItem: b) }
        }
        let start = now()
        dataSource.apply(changed, animatingDifferences: false)
        window.layoutIfNeeded()
        times.append(Double(now() - start) / 1e6)
        snapshot = changed
    }
    times.sort()
    print(
        String(
            format: "apply of 10,000 items with 100 changes, %d runs: median %.2f ms, p90 %.2f ms, max %.2f ms",
            runs, times[times.count / 2], times[min(times.count - 1, times.count * 9 / 10)], times[times.count - 1]))
}

MainActor.assumeIsolated {
    let arguments = CommandLine.arguments
    let mode = arguments.count > 1 ? arguments[1] : "flow"
    let count = arguments.count > 2 ? Int(arguments[2]) ?? 600 : 600
    switch mode {
    case "flow": scroll(compositional: false, frames: count)
    case "compositional": scroll(compositional: true, frames: count)
    case "apply": apply(runs: arguments.count > 2 ? count : 50)
    default:
        print("usage: CollectionProbe flow [frames] | compositional [frames] | apply [runs]")
        exit(2)
    }
}
