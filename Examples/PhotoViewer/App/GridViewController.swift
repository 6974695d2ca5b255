import OpenUIKit  // UIKit: import UIKit

/// The album as a grid of thumbnails in a collection view with a flow layout; a tap on one pushes it full size.
final class GridViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    private let layout = UICollectionViewFlowLayout()
    private(set) lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
    /// One thumbnail picture per palette, drawn once and shared by the cells.
    private var thumbnails: [String: UIImage] = [:]

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
        Photo.album.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(
            withReuseIdentifier: ThumbnailCell.reuseIdentifier, for: indexPath)
        let photo = Photo.album[indexPath.item]
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
            PhotoViewController(photo: Photo.album[indexPath.item]), animated: true)
    }
}
