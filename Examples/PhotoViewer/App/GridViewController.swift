import OpenUIKit  // UIKit: import UIKit

/// The album as a grid of thumbnails in a collection view with a flow layout; a tap on one pushes it full size, and
/// a long press lifts it to drag it elsewhere in the grid.
final class GridViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    private let layout = UICollectionViewFlowLayout()
    private(set) lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
    /// One thumbnail picture per palette, drawn once and shared by the cells.
    private var thumbnails: [String: UIImage] = [:]
    /// The album in the order the user arranged it.
    private var photos = Photo.album

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Photos"
        view.backgroundColor = .systemBackground
        layout.minimumInteritemSpacing = 4
        layout.minimumLineSpacing = 4
        layout.sectionInset = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
        collectionView.backgroundColor = .systemBackground
        collectionView.register(ThumbnailCell.self, forCellWithReuseIdentifier: ThumbnailCell.reuseIdentifier)
        collectionView.dataSource = self
        collectionView.delegate = self
        view.addSubview(collectionView)
        collectionView.addGestureRecognizer(
            UILongPressGestureRecognizer(target: self, action: #Selector(handleLongPress(_:))))  // UIKit: #selector
    }

    /// Drives the collection view's interactive movement, as UIKit apps do.
    @ObjC func handleLongPress(_ press: UILongPressGestureRecognizer) {  // UIKit: @objc
        let point = press.location(in: collectionView)
        switch press.state {
        case .began:
            guard let indexPath = collectionView.indexPathForItem(at: point) else { return }
            collectionView.beginInteractiveMovementForItem(at: indexPath)
        case .changed:
            collectionView.updateInteractiveMovementTargetPosition(point)
        case .ended:
            collectionView.endInteractiveMovement()
        default:
            collectionView.cancelInteractiveMovement()
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        collectionView.frame = view.safeAreaLayoutGuide.layoutFrame
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        for indexPath in collectionView.indexPathsForSelectedItems ?? [] {
            collectionView.deselectItem(at: indexPath, animated: animated)
        }
    }

    // MARK: UICollectionViewDataSource

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        photos.count
    }

    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }

    func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        photos.insert(photos.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(
            withReuseIdentifier: ThumbnailCell.reuseIdentifier, for: indexPath)
        let photo = photos[indexPath.item]
        if thumbnails[photo.name] == nil { thumbnails[photo.name] = photo.image(size: CGSize(width: 140, height: 140)) }
        (cell as? ThumbnailCell)?.imageView.image = thumbnails[photo.name]
        return cell
    }

    // MARK: UICollectionViewDelegateFlowLayout

    /// Three columns whatever the width.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        let columns: CGFloat = 3
        let side = ((collectionView.bounds.width - 4 * (columns + 1)) / columns).rounded(.down)
        return CGSize(width: side, height: side)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        navigationController?.pushViewController(
            PhotoViewController(photo: photos[indexPath.item]), animated: true)
    }
}
