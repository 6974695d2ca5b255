import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// A 320×440 collection view with a plain list layout of 30 rows ("row N", `UICollectionViewListCell`s with a
/// default content configuration), whose trailing provider gives "Delete" (removes the row) and "Archive", and whose
/// leading provider gives "Pin" on even rows; the source logs selection. Made inside each test's body (see
/// SwipeScene).
@MainActor
final class ListScene: UICollectionViewDataSource, UICollectionViewDelegate {
    let log = CallbackLog()
    let driver = EventDriver()
    let window: UIWindow
    var collectionView: UICollectionView!
    var rows = (0..<30).map { "row \($0)" }
    var accessories: [UICellAccessory] = []

    init(configure: (inout UICollectionLayoutListConfiguration) -> Void = { _ in }) {
        driver.backend.framesPerSecond = 64
        window = driver.makeWindow()
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.trailingSwipeActionsConfigurationProvider = { [unowned self] indexPath in
            let delete = UIContextualAction(style: .destructive, title: "Delete") { [unowned self] _, _, done in
                self.log.append("Delete(\(indexPath.item))")
                self.rows.remove(at: indexPath.item)
                self.collectionView.deleteItems(at: [indexPath])
                done(true)
            }
            let archive = UIContextualAction(style: .normal, title: "Archive") { [unowned self] _, _, done in
                self.log.append("Archive(\(indexPath.item))")
                done(true)
            }
            return UISwipeActionsConfiguration(actions: [delete, archive])
        }
        configuration.leadingSwipeActionsConfigurationProvider = { [unowned self] indexPath in
            guard indexPath.item.isMultiple(of: 2) else { return nil }
            return UISwipeActionsConfiguration(actions: [
                UIContextualAction(style: .normal, title: "Pin") { [unowned self] _, _, done in
                    self.log.append("Pin(\(indexPath.item))")
                    done(true)
                }
            ])
        }
        configure(&configuration)
        collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 440),
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
        collectionView.dataSource = self
        collectionView.delegate = self
        window.addSubview(collectionView)
        window.layoutIfNeeded()
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { rows.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
        guard let cell = cell as? UICollectionViewListCell else { return cell }
        var content = cell.defaultContentConfiguration()
        content.text = rows[indexPath.item]
        cell.contentConfiguration = content
        cell.accessories = accessories
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        log.append("didSelect(\(indexPath.item))")
    }

    func cell(_ item: Int) -> UICollectionViewListCell? {
        collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? UICollectionViewListCell
    }

    /// The titles of the action buttons behind a row.
    func buttonTitles(_ item: Int) -> [String] {
        (cell(item)?.subviews ?? []).flatMap { $0.subviews }.compactMap { ($0 as? UIButton)?.currentTitle }
    }

    /// The text the row's content configuration shows.
    func text(_ item: Int) -> String? {
        (cell(item)?.contentConfiguration as? UIListContentConfiguration)?.text
    }

    /// A finger's horizontal drag along row `item` (44-point rows), held and lifted.
    func swipe(item: Int, from startX: CGFloat, to endX: CGFloat, steps: Int = 6) throws {
        try driver.drag(from: CGPoint(x: startX, y: CGFloat(item) * 44 + 22), by: endX - startX, steps: steps)
    }
}
