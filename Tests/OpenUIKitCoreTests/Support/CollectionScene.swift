import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// A cell written as UIKit code writes one: `override init(frame:)` and `required init?(coder:)`, logging its
/// making and reuse.
final class LoggingCell: UICollectionViewCell {
    static var log: CallbackLog?
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(label)
        Self.log?.append("cell.init(frame:)")
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        Self.log?.append("cell.prepareForReuse(\(label.text ?? ""))")
    }
}

/// A data source and delegate that logs every call as `"name(section-item)"`, with `mutate` run after each is logged:
/// the place tests change the data from inside a callback.
@MainActor
final class RecordingCollectionSource: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    let log: CallbackLog
    var counts: [Int]
    var logDisplay = false
    var logCounts = false
    var shouldSelect: (IndexPath) -> Bool = { _ in true }
    var shouldHighlight: (IndexPath) -> Bool = { _ in true }
    var headerKind: String?
    var mutate: ((String, UICollectionView, IndexPath) -> Void)?

    init(counts: [Int], log: CallbackLog) {
        self.counts = counts
        self.log = log
    }

    private func record(_ name: String, _ collectionView: UICollectionView, _ indexPath: IndexPath) {
        log.append("\(name)(\(indexPath.section)-\(indexPath.item))")
        mutate?(name, collectionView, indexPath)
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        if logCounts { log.append("numberOfItems(\(section))") }
        return counts[section]
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        (cell as? LoggingCell)?.label.text = "\(indexPath.section)-\(indexPath.item)"
        return cell
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        record("shouldHighlight", collectionView, indexPath)
        return shouldHighlight(indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        record("didHighlight", collectionView, indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        record("didUnhighlight", collectionView, indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        record("shouldSelect", collectionView, indexPath)
        return shouldSelect(indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        record("shouldDeselect", collectionView, indexPath)
        return true
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        record("didSelect", collectionView, indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        record("didDeselect", collectionView, indexPath)
    }
    func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        if logDisplay { record("willDisplay", collectionView, indexPath) }
    }
    func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        if logDisplay { record("didEndDisplaying", collectionView, indexPath) }
    }
}

/// A 200×200 collection view at the window's origin with a flow layout of 50×50 items and no spacing (a 4-column
/// grid), `LoggingCell` registered as "cell", on a 64 Hz display.
@MainActor
struct CollectionScene {
    let log = CallbackLog()
    let driver: EventDriver
    let window: UIWindow
    let layout: UICollectionViewFlowLayout
    let collectionView: UICollectionView
    let source: RecordingCollectionSource

    init(counts: [Int] = [40], layout: UICollectionViewFlowLayout = UICollectionViewFlowLayout()) {
        driver = EventDriver()
        driver.backend.framesPerSecond = 64
        window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        self.layout = layout
        layout.itemSize = CGSize(width: 50, height: 50)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 200, height: 200), collectionViewLayout: layout)
        collectionView.panGestureRecognizer.name = "pan"
        LoggingCell.log = log
        collectionView.register(LoggingCell.self, forCellWithReuseIdentifier: "cell")
        source = RecordingCollectionSource(counts: counts, log: log)
        collectionView.dataSource = source
        collectionView.delegate = source
        window.addSubview(collectionView)
        collectionView.layoutIfNeeded()
    }

    /// The log without the cells' own entries (their making and reuse): the delegate's calls.
    func takeCallbacks() -> [String] { log.take().filter { !$0.hasPrefix("cell.") } }

    /// The visible items as `"section-item"`.
    var visible: [String] { collectionView.indexPathsForVisibleItems.map { "\($0.section)-\($0.item)" } }
}
