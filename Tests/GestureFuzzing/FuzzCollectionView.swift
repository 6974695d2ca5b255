import Foundation
import OpenUIKit

/// A world's collection view: a scroll view of the world whose id is 4 more than a multiple of 5 is one of these
/// instead of a plain scroll view. Its touches are instrumented as every world view's are (then handled: cells
/// highlight and select), and so are its cells'. Every other one (id 9 more than a multiple of 10) is a list of
/// self-sizing list cells with swipe actions, whose first section scrolls sideways with group paging and has a
/// visible-items handler: the swipe-action providers and the handler are callbacks too, where the world's mutations
/// and the data changes fire.
final class FuzzCollectionView: UICollectionView {
    let source = FuzzCollectionSource()

    init(frame: CGRect, id: Int) {
        let source = self.source
        let layout: UICollectionViewLayout
        if id % 10 == 9 {
            var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
            configuration.headerMode = .supplementary
            configuration.trailingSwipeActionsConfigurationProvider = { [weak source] indexPath in
                source?.swipeActions(for: indexPath)
            }
            configuration.leadingSwipeActionsConfigurationProvider = { [weak source] indexPath in
                source?.swipeActions(for: indexPath)
            }
            layout = UICollectionViewCompositionalLayout { section, environment in
                let made = NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
                if section == 0 {
                    made.orthogonalScrollingBehavior = .groupPaging
                    made.visibleItemsInvalidationHandler = { [weak source] items, _, _ in
                        source?.visibleItemsChanged(items)
                    }
                }
                return made
            }
        } else {
            let flow = UICollectionViewFlowLayout()
            flow.itemSize = CGSize(width: 40, height: 40)
            flow.minimumLineSpacing = 4
            flow.minimumInteritemSpacing = 4
            flow.headerReferenceSize = CGSize(width: 20, height: 12)
            layout = flow
        }
        super.init(frame: frame, collectionViewLayout: layout)
        source.collectionView = self
        source.isList = id % 10 == 9
        register(FuzzCollectionCell.self, forCellWithReuseIdentifier: "cell")
        register(
            UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "header")
        allowsFocus = true
        dataSource = source
        delegate = source
        prefetchDataSource = source
        if id % 10 != 9 {
            // Grids move their items by a long press, written as UIKit apps write it.
            addGestureRecognizer(
                UILongPressGestureRecognizer { [weak self] press in
                    guard let self else { return }
                    let point = press.location(in: self)
                    switch press.state {
                    case .began:
                        if let indexPath = self.indexPathForItem(at: point) {
                            self.beginInteractiveMovementForItem(at: indexPath)
                        }
                    case .changed: self.updateInteractiveMovementTargetPosition(point)
                    case .ended: self.endInteractiveMovement()
                    default: self.cancelInteractiveMovement()
                    }
                })
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        WorldRun.current?.viewTouches(self, .viewTouchesBegan, touches)
        super.touchesBegan(touches, with: event)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        WorldRun.current?.viewTouches(self, .viewTouchesMoved, touches)
        super.touchesMoved(touches, with: event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        WorldRun.current?.viewTouches(self, .viewTouchesEnded, touches)
        super.touchesEnded(touches, with: event)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        WorldRun.current?.viewTouches(self, .viewTouchesCancelled, touches)
        super.touchesCancelled(touches, with: event)
    }
}

/// A cell that reports its touches to the world (so each touch it saw begin must end once), then passes them up
/// the responder chain to its collection view, as a UIKit cell does. A list cell, which in a list world gets a
/// content configuration (so it sizes itself) and accessories.
final class FuzzCollectionCell: UICollectionViewListCell {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        WorldRun.current?.viewTouches(self, .viewTouchesBegan, touches)
        super.touchesBegan(touches, with: event)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        WorldRun.current?.viewTouches(self, .viewTouchesMoved, touches)
        super.touchesMoved(touches, with: event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        WorldRun.current?.viewTouches(self, .viewTouchesEnded, touches)
        super.touchesEnded(touches, with: event)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        WorldRun.current?.viewTouches(self, .viewTouchesCancelled, touches)
        super.touchesCancelled(touches, with: event)
    }
}

/// The data source and delegate of a world's collection view: two sections of items, and every data-source and
/// delegate call is a `scrollDelegate` callback where the world's mutations fire. On top of those, the data
/// itself changes from inside the calls, by a fixed rule on the call count so a world replays the same: every 7th
/// call deletes the item it is about (a batch update, from inside `cellForItemAt`, `didHighlight`, `shouldSelect`…),
/// every 11th inserts one at the start, every 17th reloads the data, every 23rd moves the first item to the end.
/// Prefetching, the list's swipe-action providers and actions, the visible-items handler, and interactive movement
/// (`canMoveItemAt`, the delegate's retargeting, `moveItemAt`, driven in grids by a long press) are such calls
/// too.
final class FuzzCollectionSource: UICollectionViewDataSource, UICollectionViewDelegate,
    UICollectionViewDataSourcePrefetching
{
    private var counts = [24, 9]
    private var calls = 0
    weak var collectionView: UICollectionView?
    var isList = false

    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        fire(collectionView, about: indexPaths.first)
    }

    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        fire(collectionView, about: indexPaths.first)
    }

    /// A list row's actions: one that deletes the row from inside its handler, one that only closes.
    func swipeActions(for indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard let collectionView else { return nil }
        fire(collectionView, about: indexPath)
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, done in
            if let self, let collectionView = self.collectionView { self.fire(collectionView, about: indexPath) }
            done(true)
        }
        let keep = UIContextualAction(style: .normal, title: "Keep") { _, _, done in done(false) }
        return UISwipeActionsConfiguration(actions: [delete, keep])
    }

    func visibleItemsChanged(_ items: [any NSCollectionLayoutVisibleItem]) {
        guard let collectionView else { return }
        for item in items { item.alpha = 0.9 }
        fire(collectionView, about: items.first?.indexPath)
    }

    private func fire(_ collectionView: UICollectionView, about indexPath: IndexPath?) {
        WorldRun.current?.scrollDelegateCallback(collectionView)
        calls += 1
        if calls % 7 == 0, let indexPath, indexPath.count == 2, counts.indices.contains(indexPath.section),
            indexPath.item < counts[indexPath.section]
        {
            counts[indexPath.section] -= 1
            collectionView.deleteItems(at: [indexPath])
        } else if calls % 11 == 0 {
            counts[0] += 1
            collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        } else if calls % 17 == 0 {
            counts[1] = (counts[1] + 5) % 13
            collectionView.reloadData()
        } else if calls % 23 == 0, counts[0] > 1 {
            collectionView.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: counts[0] - 1, section: 0))
        }
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        if isList, let cell = cell as? UICollectionViewListCell {
            var content = cell.defaultContentConfiguration()
            content.text = "item \(indexPath.item)"
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator(), .delete()]
        }
        fire(collectionView, about: indexPath)
        return cell
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        fire(collectionView, about: indexPath)
        return true
    }

    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        fire(collectionView, about: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        fire(collectionView, about: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        fire(collectionView, about: indexPath)
        return true
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        fire(collectionView, about: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        fire(collectionView, about: indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        fire(collectionView, about: indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        fire(collectionView, about: nil)
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        if let collectionView = scrollView as? UICollectionView { fire(collectionView, about: nil) }
    }

    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        fire(collectionView, about: indexPath)
        return true
    }

    func collectionView(
        _ collectionView: UICollectionView,
        targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        fire(collectionView, about: proposedIndexPath)
        return proposedIndexPath
    }

    /// The counts do not change: items move within their section.
    func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        fire(collectionView, about: destinationIndexPath)
    }
}
