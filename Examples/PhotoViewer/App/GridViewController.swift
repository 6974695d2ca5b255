import OpenUIKit  // UIKit: import UIKit

/// Thumbnails in a grid; a tap on one pushes it full size.
final class GridViewController: UIViewController {
    private var thumbnails: [UIImageView] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Photos"
        view.backgroundColor = .systemBackground
        for (index, photo) in Photo.library.enumerated() {
            let thumbnail = UIImageView(image: photo.image(size: CGSize(width: 140, height: 140)))
            thumbnail.tag = index
            thumbnail.isUserInteractionEnabled = true
            thumbnail.addGestureRecognizer(
                UITapGestureRecognizer(target: self, action: #Selector(thumbnailTapped(_:))))  // UIKit: #selector
            view.addSubview(thumbnail)
            thumbnails.append(thumbnail)
        }
    }

    // UIKit: the grid would be a UICollectionView; OpenUIKit has none yet (Docs/Porting.md), so it is laid out here.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let columns = 3
        let spacing: CGFloat = 4
        let area = view.safeAreaLayoutGuide.layoutFrame
        let side = ((area.width - spacing * CGFloat(columns + 1)) / CGFloat(columns)).rounded(.down)
        for (index, thumbnail) in thumbnails.enumerated() {
            thumbnail.frame = CGRect(
                x: area.minX + spacing + CGFloat(index % columns) * (side + spacing),
                y: area.minY + spacing + CGFloat(index / columns) * (side + spacing), width: side, height: side)
        }
    }

    @ObjC func thumbnailTapped(_ sender: UITapGestureRecognizer) {  // UIKit: @objc
        guard let index = sender.view?.tag else { return }
        navigationController?.pushViewController(PhotoViewController(photo: Photo.library[index]), animated: true)
    }
}
