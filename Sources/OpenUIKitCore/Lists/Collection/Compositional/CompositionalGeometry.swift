import Foundation

/// A compositional layout's computed frames, section by section: the groups stacked down the collection view (or,
/// for a section that scrolls sideways, side by side in a band), every cell's frame, and the boundary
/// supplementary items. Groups are found by binary search, so a screenful of a 10,000-item grid visits only the
/// groups it shows.
struct CompositionalGeometry: LayoutGeometry {
    struct Section {
        /// The cells' frames in content coordinates (a sideways-scrolling section's run past the right edge).
        var items: [CGRect] = []
        /// Each group's frame and the first of its items, in order.
        var groups: [(frame: CGRect, firstItem: Int)] = []
        var supplementaries: [(kind: String, frame: CGRect, pinned: Bool)] = []
        /// Where the section's groups are: for a sideways-scrolling section, the visible band.
        var band: CGRect = .zero
        var orthogonal = false
        /// The length of a sideways-scrolling section's run of groups.
        var runWidth: CGFloat = 0
        var alongMin: CGFloat = 0
        var alongMax: CGFloat = 0
        /// Where the section's groups and items end (before its footers): a pinned header stops here.
        var groupsEnd: CGFloat = 0
        var behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
        /// Whether the section's group has an estimated height: its cells are measured.
        var estimatesHeight = false
        var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
        var swipeActionsProviders: NSCollectionLayoutSection.SwipeActionsProviders = (nil, nil)
    }

    var sections: [Section] = []
    var contentSize: CGSize = .zero
    var width: CGFloat = 0

    @MainActor
    static func compute(
        in collectionView: UICollectionView,
        section provide: (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?,
        interSectionSpacing: CGFloat, measured: [IndexPath: CGSize] = [:]
    ) -> CompositionalGeometry {
        var geometry = CompositionalGeometry()
        let size = collectionView.bounds.size
        geometry.width = size.width
        let environment = CompositionalLayoutEnvironment(contentSize: size)
        var y: CGFloat = 0
        for index in 0..<collectionView.numberOfSections {
            if index > 0 { y += interSectionSpacing }
            var result = Section()
            result.alongMin = y
            let count = collectionView.numberOfItems(inSection: index)
            guard let section = provide(index, environment) else {
                result.alongMax = y
                geometry.sections.append(result)
                continue
            }
            let insets = section.contentInsets
            let contentWidth = max(0, size.width - insets.leading - insets.trailing)
            let container = CGSize(width: contentWidth, height: size.height)
            for boundary in section.boundarySupplementaryItems where !boundary.alignment.isBottom {
                let itemSize = boundary.layoutSize.resolved(in: container)
                result.supplementaries.append(
                    (
                        boundary.elementKind,
                        CGRect(x: insets.leading, y: y, width: itemSize.width, height: itemSize.height),
                        boundary.pinToVisibleBounds
                    ))
                y += itemSize.height
            }
            y += insets.top
            let groupSize = section.group.layoutSize.resolved(in: container)
            let template = section.group.leafFrames(in: CGRect(origin: .zero, size: groupSize))
            let perGroup = max(1, template.count)
            result.orthogonal = section.orthogonalScrollingBehavior != .none
            result.behavior = section.orthogonalScrollingBehavior
            result.visibleItemsInvalidationHandler = section.visibleItemsInvalidationHandler
            result.swipeActionsProviders = section.swipeActionsProviders
            result.estimatesHeight = section.group.layoutSize.heightDimension.isEstimated
            let sizing = result.estimatesHeight ? SelfSizing(group: section.group) : nil
            result.items.reserveCapacity(count)
            var groupOrigin = CGPoint(x: insets.leading, y: y)
            var first = 0
            var lastGroupSize = groupSize
            while first < count {
                var frames = template.prefix(count - first).map { $0.offsetBy(dx: groupOrigin.x, dy: groupOrigin.y) }
                var size = groupSize
                if let sizing {
                    size.height = sizing.fit(&frames, groupOrigin: groupOrigin, estimated: groupSize.height) {
                        measured[IndexPath(item: first + $0, section: index)].map {
                            max($0.height, section.minimumItemHeight)
                        }
                    }
                }
                lastGroupSize = size
                result.groups.append((CGRect(origin: groupOrigin, size: size), first))
                result.items.append(contentsOf: frames)
                first += perGroup
                guard first < count else { break }
                if result.orthogonal {
                    groupOrigin.x += size.width + section.interGroupSpacing
                } else {
                    groupOrigin.y += size.height + section.interGroupSpacing
                }
            }
            if result.orthogonal {
                let runEnd = count > 0 ? groupOrigin.x + groupSize.width : insets.leading
                result.runWidth = runEnd + insets.trailing
                let height = result.groups.map(\.frame.height).max() ?? 0
                result.band = CGRect(x: 0, y: y, width: size.width, height: height)
                y += result.band.height
            } else {
                result.band = CGRect(
                    x: 0, y: y, width: size.width, height: count > 0 ? groupOrigin.y + lastGroupSize.height - y : 0)
                y = result.band.maxY
            }
            y += insets.bottom
            result.groupsEnd = y
            for boundary in section.boundarySupplementaryItems where boundary.alignment.isBottom {
                let itemSize = boundary.layoutSize.resolved(in: container)
                result.supplementaries.append(
                    (
                        boundary.elementKind,
                        CGRect(x: insets.leading, y: y, width: itemSize.width, height: itemSize.height),
                        false
                    ))
                y += itemSize.height
            }
            result.alongMax = y
            geometry.sections.append(result)
        }
        geometry.contentSize = CGSize(width: size.width, height: y)
        return geometry
    }

    func itemFrame(at indexPath: IndexPath) -> CGRect? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
            sections[indexPath.section].items.indices.contains(indexPath.item)
        else { return nil }
        return sections[indexPath.section].items[indexPath.item]
    }

    func supplementaryFrame(ofKind kind: String, at indexPath: IndexPath) -> CGRect? {
        guard indexPath.count >= 1, sections.indices.contains(indexPath[0]) else { return nil }
        return sections[indexPath[0]].supplementaries.first { $0.kind == kind }?.frame
    }

    /// Where a pinned header of `section` is while the visible content starts at `top`: at its place until it
    /// reaches the top, then at the top, until the end of the section's groups pushes it up.
    func pinnedFrame(_ frame: CGRect, in section: Section, top: CGFloat) -> CGRect {
        var pinned = frame
        pinned.origin.y = max(frame.minY, min(top, section.groupsEnd - frame.height))
        return pinned
    }

    /// Calls `body` for each supplementary item and cell meeting `rect`. A sideways-scrolling section's cells are
    /// matched against `rect` as it is: the collection view asks for them with its band's scrolled rectangle.
    func forEachElement(in rect: CGRect, _ body: (String?, IndexPath, CGRect) -> Void) {
        forEachElement(in: rect, pinningTo: nil) { kind, indexPath, frame, _ in body(kind, indexPath, frame) }
    }

    /// As ``forEachElement(in:_:)``, with pinned headers moved for content visible from `top` down (nil: not
    /// moved), and told apart by the last argument.
    func forEachElement(in rect: CGRect, pinningTo top: CGFloat?, _ body: (String?, IndexPath, CGRect, Bool) -> Void) {
        for (index, section) in sections.enumerated()
        where section.alongMax >= rect.minY && section.alongMin <= rect.maxY {
            for (kind, natural, pinned) in section.supplementaries {
                let frame = pinned && top != nil ? pinnedFrame(natural, in: section, top: top!) : natural
                if frame.overlaps(rect) { body(kind, IndexPath(item: 0, section: index), frame, pinned && top != nil) }
            }
            let groups = section.groups
            var group =
                section.orthogonal
                ? groups.firstIndex(notBefore: { $0.frame.maxX < rect.minX })
                : groups.firstIndex(notBefore: { $0.frame.maxY < rect.minY })
            while group < groups.count {
                let frame = groups[group].frame
                if section.orthogonal ? frame.minX > rect.maxX : frame.minY > rect.maxY { break }
                let end = group + 1 < groups.count ? groups[group + 1].firstItem : section.items.count
                for item in groups[group].firstItem..<end where section.items[item].overlaps(rect) {
                    body(nil, IndexPath(item: item, section: index), section.items[item], false)
                }
                group += 1
            }
        }
    }
}

/// How a group whose height is estimated takes its cells' measured heights: in a horizontal group each cell keeps
/// its measured height and the group is as tall as the tallest; in a vertical group the cells stack at their
/// measured heights. Cells not yet measured keep the estimate. Only a group of items is measured (a group of groups
/// keeps its estimate).
@MainActor
struct SelfSizing {
    let horizontal: Bool
    let measurable: Bool
    let topInset: CGFloat
    let bottomInset: CGFloat
    let itemInsets: [NSDirectionalEdgeInsets]

    init(group: NSCollectionLayoutGroup) {
        horizontal = group.isHorizontal
        measurable = !group.subitems.contains { $0 is NSCollectionLayoutGroup }
        topInset = group.contentInsets.top
        bottomInset = group.contentInsets.bottom
        itemInsets = group.subitems.map(\.contentInsets)
    }

    /// Moves and resizes `frames` (a group's cells at `groupOrigin`) to their measured heights and returns the
    /// group's height.
    func fit(
        _ frames: inout [CGRect], groupOrigin: CGPoint, estimated: CGFloat, measured: (Int) -> CGFloat?
    ) -> CGFloat {
        guard measurable, !frames.isEmpty else { return estimated }
        var bottom = groupOrigin.y + topInset
        var shift: CGFloat = 0
        for index in frames.indices {
            let insets = itemInsets.isEmpty ? .zero : itemInsets[index % itemInsets.count]
            frames[index].origin.y += shift
            if let height = measured(index), height.isFinite, height >= 0 {
                if !horizontal { shift += height - frames[index].height }
                frames[index].size.height = height
            }
            bottom = max(bottom, frames[index].maxY + insets.bottom)
        }
        return max(0, bottom + bottomInset - groupOrigin.y)
    }
}
