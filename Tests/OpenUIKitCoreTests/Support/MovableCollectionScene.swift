import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// A data source and delegate whose items can be moved, logging the movement calls as `canMove(item)`,
/// `target(original,current→proposed)` and `moveItemAt(from→to)`, with hooks where tests change the data from
/// inside them.
@MainActor
final class MovableCollectionSource: UICollectionViewDataSource, UICollectionViewDelegate {
    let log: CallbackLog
    var items: [String]
    var movable: (IndexPath) -> Bool = { _ in true }
    var retarget: ((IndexPath) -> IndexPath)?
    var onMove: (() -> Void)?
    var onScroll: (() -> Void)?
    /// Run on every cell the data source hands out.
    var configure: ((UICollectionViewCell) -> Void)?

    init(count: Int, log: CallbackLog) {
        items = (0..<count).map(String.init)
        self.log = log
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        items.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.accessibilityLabel = items[indexPath.item]
        configure?(cell)
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        log.append("canMove(\(indexPath.item))")
        return movable(indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        log.append("moveItemAt(\(sourceIndexPath.item)→\(destinationIndexPath.item))")
        items.insert(items.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
        onMove?()
    }

    func collectionView(
        _ collectionView: UICollectionView,
        targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        log.append("target(\(originalIndexPath.item),\(currentIndexPath.item)→\(proposedIndexPath.item))")
        return retarget?(proposedIndexPath) ?? proposedIndexPath
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        onScroll?()
    }
}

/// A 200×200 collection view at the window's origin with a flow layout of 50×50 items and no spacing (a 4-column
/// grid of 40 items, 500 points tall), on a 64 Hz display, whose items can be moved.
@MainActor
struct MovableCollectionScene {
    let log = CallbackLog()
    let driver: EventDriver
    let window: UIWindow
    let collectionView: UICollectionView
    let source: MovableCollectionSource

    init(count: Int = 40) {
        self.init(count: count, layout: Self.gridLayout(), cellClass: UICollectionViewCell.self) { _ in }
    }

    /// A flow layout of 50×50 items with no spacing.
    static func gridLayout() -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        return layout
    }

    /// A 300×200 plain list in editing mode whose list cells show a reorder grip.
    static func listWithGrips() -> MovableCollectionScene {
        let layout = UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .plain))
        return MovableCollectionScene(count: 20, layout: layout, cellClass: UICollectionViewListCell.self) { source in
            source.configure = { ($0 as? UICollectionViewListCell)?.accessories = [.reorder()] }
        }
    }

    private init(
        count: Int, layout: UICollectionViewLayout, cellClass: UICollectionViewCell.Type,
        setUp: (MovableCollectionSource) -> Void
    ) {
        driver = EventDriver()
        driver.backend.framesPerSecond = 64
        window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let width: CGFloat = cellClass == UICollectionViewListCell.self ? 300 : 200
        collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: width, height: 200), collectionViewLayout: layout)
        collectionView.register(cellClass, forCellWithReuseIdentifier: "cell")
        source = MovableCollectionSource(count: count, log: log)
        setUp(source)
        collectionView.isEditing = cellClass == UICollectionViewListCell.self
        collectionView.dataSource = source
        collectionView.delegate = source
        window.addSubview(collectionView)
        collectionView.layoutIfNeeded()
    }

    /// The labels of the visible items in index-path order, each with its cell's frame origin.
    func shownItems() -> [String] {
        collectionView.indexPathsForVisibleItems.sorted().compactMap { indexPath in
            guard let cell = collectionView.cellForItem(at: indexPath) else { return nil }
            return "\(cell.accessibilityLabel ?? "?")@\(Int(cell.frame.minX)),\(Int(cell.frame.minY))"
        }
    }

    /// The labels of the cells on screen ordered by where they show (top to bottom, then left to right).
    func labelsInPlaceOrder() -> [String] {
        collectionView.visibleCells.sorted {
            ($0.frame.minY, $0.frame.minX) < ($1.frame.minY, $1.frame.minX)
        }.map { $0.accessibilityLabel ?? "?" }
    }
}
