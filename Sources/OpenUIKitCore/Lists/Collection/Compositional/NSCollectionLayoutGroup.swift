import Foundation

/// A row or a column of items (or of other groups) in a compositional layout; a section repeats its group until
/// every item has a place.
///
/// Mirrors `NSCollectionLayoutGroup`. A horizontal group places its subitems left to right, a vertical one top to
/// bottom, each sized against the group's size, with ``interItemSpacing`` between them; its subitems repeat in
/// order while they fit (a full-width group of quarter-width items holds four). `horizontal(layoutSize:subitem:count:)`
/// holds exactly `count`, sized to share the group's length.
///
/// Difference: no `custom` groups.
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    public let subitems: [NSCollectionLayoutItem]
    open var interItemSpacing: NSCollectionLayoutSpacing?
    let isHorizontal: Bool
    let fixedCount: Int?

    init(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], horizontal: Bool, count: Int?) {
        self.subitems = subitems
        isHorizontal = horizontal
        fixedCount = count
        super.init(layoutSize: layoutSize)
    }

    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, horizontal: true, count: nil)
    }

    public static func horizontal(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    )
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [subitem], horizontal: true, count: max(1, count))
    }

    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
        -> NSCollectionLayoutGroup
    {
        horizontal(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }

    public static func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, horizontal: false, count: nil)
    }

    public static func vertical(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    )
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [subitem], horizontal: false, count: max(1, count))
    }

    public static func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
        -> NSCollectionLayoutGroup
    {
        vertical(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }

    override func leafFrames(in slot: CGRect) -> [CGRect] {
        let insets = contentInsets
        let area = CGRect(
            x: slot.minX + insets.leading, y: slot.minY + insets.top,
            width: max(0, slot.width - insets.leading - insets.trailing),
            height: max(0, slot.height - insets.top - insets.bottom))
        guard !subitems.isEmpty else { return [] }
        let spacing = interItemSpacing?.spacing ?? 0
        let length = isHorizontal ? area.width : area.height
        var frames: [CGRect] = []
        var offset: CGFloat = 0
        if let fixedCount {
            let share = max(0, (length - spacing * CGFloat(fixedCount - 1)) / CGFloat(fixedCount))
            let subitem = subitems[0]
            for _ in 0..<fixedCount {
                let breadthSize = subitem.layoutSize.resolved(in: area.size)
                let slot =
                    isHorizontal
                    ? CGRect(x: area.minX + offset, y: area.minY, width: share, height: breadthSize.height)
                    : CGRect(x: area.minX, y: area.minY + offset, width: breadthSize.width, height: share)
                frames += subitem.leafFrames(in: slot)
                offset += share + spacing
            }
            return frames
        }
        // Subitems in order, repeating while the next one fits; at least one pass of them all.
        var index = 0
        var placed = 0
        while true {
            let subitem = subitems[index % subitems.count]
            let size = subitem.layoutSize.resolved(in: area.size)
            let along = isHorizontal ? size.width : size.height
            if placed >= subitems.count && (offset + along > length + 0.001 || along <= 0) { break }
            let slot =
                isHorizontal
                ? CGRect(x: area.minX + offset, y: area.minY, width: size.width, height: size.height)
                : CGRect(x: area.minX, y: area.minY + offset, width: size.width, height: size.height)
            frames += subitem.leafFrames(in: slot)
            offset += along + spacing
            placed += 1
            index += 1
            if placed > 10_000 { break }
        }
        return frames
    }
}
