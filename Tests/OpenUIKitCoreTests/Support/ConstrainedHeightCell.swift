import Foundation
import OpenUIKitCore

/// A cell written as UIKit's self-sizing cells are: a bar pinned 5 points inside the content view by constraints,
/// whose height constraint the test sets, so the cell's fitting height is the bar's plus 10.
final class ConstrainedHeightCell: UICollectionViewCell {
    let bar = UIView()
    private(set) var barHeight: NSLayoutConstraint!

    override init(frame: CGRect) {
        super.init(frame: frame)
        bar.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(bar)
        barHeight = bar.heightAnchor.constraint(equalToConstant: 20)
        NSLayoutConstraint.activate([
            bar.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 5),
            bar.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -5),
            bar.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 5),
            bar.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -5),
            barHeight,
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A data source of `ConstrainedHeightCell`s whose bars are `heights[item]` tall, logging each cell it is asked for.
@MainActor
final class ConstrainedHeightSource: UICollectionViewDataSource {
    var heights: [CGFloat]
    var asked: [Int] = []

    init(heights: [CGFloat]) {
        self.heights = heights
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        heights.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        asked.append(indexPath.item)
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "sized", for: indexPath)
        (cell as? ConstrainedHeightCell)?.barHeight.constant = heights[indexPath.item]
        return cell
    }
}
