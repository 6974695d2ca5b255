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
        var supplementaries: [(kind: String, frame: CGRect)] = []
        /// Where the section's groups are: for a sideways-scrolling section, the visible band.
        var band: CGRect = .zero
        var orthogonal = false
        /// The length of a sideways-scrolling section's run of groups.
        var runWidth: CGFloat = 0
        var alongMin: CGFloat = 0
        var alongMax: CGFloat = 0
    }

    var sections: [Section] = []
    var contentSize: CGSize = .zero
    var width: CGFloat = 0

    @MainActor
    static func compute(
        in collectionView: UICollectionView,
        section provide: (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?,
        interSectionSpacing: CGFloat
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
                        CGRect(x: insets.leading, y: y, width: itemSize.width, height: itemSize.height)
                    ))
                y += itemSize.height
            }
            y += insets.top
            let groupSize = section.group.layoutSize.resolved(in: container)
            let template = section.group.leafFrames(in: CGRect(origin: .zero, size: groupSize))
            let perGroup = max(1, template.count)
            result.orthogonal = section.orthogonalScrollingBehavior != .none
            result.items.reserveCapacity(count)
            var groupOrigin = CGPoint(x: insets.leading, y: y)
            var first = 0
            while first < count {
                result.groups.append((CGRect(origin: groupOrigin, size: groupSize), first))
                for frame in template.prefix(count - first) {
                    result.items.append(frame.offsetBy(dx: groupOrigin.x, dy: groupOrigin.y))
                }
                first += perGroup
                guard first < count else { break }
                if result.orthogonal {
                    groupOrigin.x += groupSize.width + section.interGroupSpacing
                } else {
                    groupOrigin.y += groupSize.height + section.interGroupSpacing
                }
            }
            if result.orthogonal {
                let runEnd = count > 0 ? groupOrigin.x + groupSize.width : insets.leading
                result.runWidth = runEnd + insets.trailing
                result.band = CGRect(x: 0, y: y, width: size.width, height: count > 0 ? groupSize.height : 0)
                y += result.band.height
            } else {
                result.band = CGRect(
                    x: 0, y: y, width: size.width, height: count > 0 ? groupOrigin.y + groupSize.height - y : 0)
                y = result.band.maxY
            }
            y += insets.bottom
            for boundary in section.boundarySupplementaryItems where boundary.alignment.isBottom {
                let itemSize = boundary.layoutSize.resolved(in: container)
                result.supplementaries.append(
                    (
                        boundary.elementKind,
                        CGRect(x: insets.leading, y: y, width: itemSize.width, height: itemSize.height)
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

    /// Calls `body` for each supplementary item and cell meeting `rect`. A sideways-scrolling section's cells are
    /// matched against `rect` as it is: the collection view asks for them with its band's scrolled rectangle.
    func forEachElement(in rect: CGRect, _ body: (String?, IndexPath, CGRect) -> Void) {
        for (index, section) in sections.enumerated()
        where section.alongMax >= rect.minY && section.alongMin <= rect.maxY {
            for (kind, frame) in section.supplementaries where frame.overlaps(rect) {
                body(kind, IndexPath(item: 0, section: index), frame)
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
                    body(nil, IndexPath(item: item, section: index), section.items[item])
                }
                group += 1
            }
        }
    }
}
