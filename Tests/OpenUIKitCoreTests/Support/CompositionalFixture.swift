import Foundation
import OpenUIKitCore
import OpenUIKitTesting

/// Builders for compositional-layout tests: a section of one full-size item per group of a given size, and a
/// 200×200 collection view of `LoggingCell`s (with "header" headers and footers) in a 400×400 window, on a 64 Hz
/// display.
@MainActor
enum CompositionalFixture {
    /// A section whose horizontal groups of `width` × `height` hold one item filling them.
    static func section(width: NSCollectionLayoutDimension, height: NSCollectionLayoutDimension)
        -> NSCollectionLayoutSection
    {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: width, heightDimension: height), subitems: [item])
        return NSCollectionLayoutSection(group: group)
    }

    /// The collection view laid out with `section` for every section, its data source (not retained by the view)
    /// and its driver.
    static func view(section: NSCollectionLayoutSection, counts: [Int])
        -> (EventDriver, UICollectionView, RecordingCollectionSource)
    {
        view(layout: UICollectionViewCompositionalLayout(section: section), counts: counts)
    }

    /// The collection view laid out by `layout` (headers and footers are plain reusable views).
    static func view(layout: UICollectionViewLayout, counts: [Int])
        -> (EventDriver, UICollectionView, RecordingCollectionSource)
    {
        let driver = EventDriver()
        driver.backend.framesPerSecond = 64
        let window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 200), collectionViewLayout: layout)
        view.register(LoggingCell.self, forCellWithReuseIdentifier: "cell")
        for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
            view.register(
                UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "header")
        }
        let source = RecordingCollectionSource(counts: counts, log: CallbackLog())
        view.dataSource = source
        view.delegate = source
        window.addSubview(view)
        view.layoutIfNeeded()
        return (driver, view, source)
    }
}

extension EventDriver {
    /// A finger's drag from `start` by `dx`, `dy` in `steps` frames of 1/64 s, then held `hold` seconds, lifted,
    /// and `settle` seconds let pass.
    func drag(
        from start: CGPoint, by dx: CGFloat, _ dy: CGFloat = 0, steps: Int = 6, hold: TimeInterval = 0.1,
        settle: TimeInterval = 0.5
    ) throws {
        try touchDown(1, at: start)
        for step in 1...steps {
            advance(by: 1.0 / 64)
            let fraction = CGFloat(step) / CGFloat(steps)
            try touchMove(1, to: CGPoint(x: start.x + dx * fraction, y: start.y + dy * fraction))
        }
        advance(by: hold)
        try touchUp(1)
        advance(by: settle)
    }
}
