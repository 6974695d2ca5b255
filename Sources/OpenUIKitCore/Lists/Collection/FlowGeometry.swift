import Foundation

/// A flow layout's computed frames: every item's, each section's header and footer, and the lines in scroll order
/// so a rectangle's elements are found by binary search (a 10,000-item grid answers a screenful without visiting
/// every item).
///
/// Worked out along two axes: *along* is the scroll direction (lines follow each other along it) and *across* is
/// the other (items follow each other across a line).
struct FlowGeometry: LayoutGeometry {
    struct Line {
        let section: Int
        let items: Range<Int>
        let alongMin: CGFloat
        let alongMax: CGFloat
    }

    struct Section {
        var header: CGRect?
        var footer: CGRect?
        var items: [CGRect] = []
        var alongMin: CGFloat = 0
        var alongMax: CGFloat = 0
    }

    var sections: [Section] = []
    var lines: [Line] = []
    var contentSize: CGSize = .zero
    /// The collection view's extent across the scroll direction when this was computed.
    var crossExtent: CGFloat = 0
    var vertical = true

    @MainActor
    static func compute(for layout: UICollectionViewFlowLayout, in collectionView: UICollectionView) -> FlowGeometry {
        var geometry = FlowGeometry()
        let vertical = layout.scrollDirection == .vertical
        geometry.vertical = vertical
        let bounds = collectionView.bounds.size
        let cross = vertical ? bounds.width : bounds.height
        geometry.crossExtent = cross
        let delegate = collectionView.flowLayoutDelegate
        // `rect(along:across:length:breadth:)`: a frame from the two axes' coordinates.
        func rect(_ along: CGFloat, _ across: CGFloat, _ alongLength: CGFloat, _ acrossLength: CGFloat) -> CGRect {
            vertical
                ? CGRect(x: across, y: along, width: acrossLength, height: alongLength)
                : CGRect(x: along, y: across, width: alongLength, height: acrossLength)
        }
        var along: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            var result = Section()
            result.alongMin = along
            let inset =
                delegate?.collectionView(collectionView, layout: layout, insetForSectionAt: section)
                ?? layout.sectionInset
            let lineSpacing =
                delegate?.collectionView(
                    collectionView, layout: layout, minimumLineSpacingForSectionAt: section)
                ?? layout.minimumLineSpacing
            let itemSpacing =
                delegate?.collectionView(
                    collectionView, layout: layout, minimumInteritemSpacingForSectionAt: section)
                ?? layout.minimumInteritemSpacing
            let header =
                delegate?.collectionView(
                    collectionView, layout: layout, referenceSizeForHeaderInSection: section)
                ?? layout.headerReferenceSize
            let footer =
                delegate?.collectionView(
                    collectionView, layout: layout, referenceSizeForFooterInSection: section)
                ?? layout.footerReferenceSize
            let headerLength = vertical ? header.height : header.width
            if headerLength > 0 {
                result.header = rect(along, 0, headerLength, cross)
                along += headerLength
            }
            along += vertical ? inset.top : inset.left
            let acrossStart = vertical ? inset.left : inset.top
            let available = max(0, cross - (vertical ? inset.left + inset.right : inset.top + inset.bottom))
            let count = collectionView.numberOfItems(inSection: section)
            var sizes: [CGSize] = []
            sizes.reserveCapacity(count)
            for item in 0..<count {
                let size = layout.sizeForItem(at: IndexPath(item: item, section: section), in: collectionView)
                sizes.append(CGSize(width: max(0, size.width), height: max(0, size.height)))
            }
            result.items = Array(repeating: .zero, count: count)
            var start = 0
            var previousSpacing: CGFloat?
            while start < count {
                // Fill the line: the first item always goes in, each next one if it fits after the spacing.
                var used = vertical ? sizes[start].width : sizes[start].height
                var end = start + 1
                while end < count {
                    let length = vertical ? sizes[end].width : sizes[end].height
                    if used + itemSpacing + length > available + 0.0001 { break }
                    used += itemSpacing + length
                    end += 1
                }
                let itemsInLine = end - start
                let isLast = end == count
                let free = available - used + itemSpacing * CGFloat(itemsInLine - 1)
                var spacing = itemSpacing
                var acrossOffset = acrossStart
                if itemsInLine == 1 {
                    if !(isLast && previousSpacing != nil) { acrossOffset += max(0, available - used) / 2 }
                } else if isLast, let previousSpacing {
                    spacing = previousSpacing
                } else {
                    spacing = free / CGFloat(itemsInLine - 1)
                }
                if itemsInLine > 1 { previousSpacing = spacing }
                var lineLength: CGFloat = 0
                for index in start..<end {
                    lineLength = max(lineLength, vertical ? sizes[index].height : sizes[index].width)
                }
                for index in start..<end {
                    let size = sizes[index]
                    let acrossLength = vertical ? size.width : size.height
                    let alongLength = vertical ? size.height : size.width
                    result.items[index] = rect(
                        along + (lineLength - alongLength) / 2, acrossOffset, alongLength, acrossLength)
                    acrossOffset += acrossLength + spacing
                }
                geometry.lines.append(
                    Line(section: section, items: start..<end, alongMin: along, alongMax: along + lineLength))
                along += lineLength
                start = end
                if start < count { along += lineSpacing }
            }
            along += vertical ? inset.bottom : inset.right
            let footerLength = vertical ? footer.height : footer.width
            if footerLength > 0 {
                result.footer = rect(along, 0, footerLength, cross)
                along += footerLength
            }
            result.alongMax = along
            geometry.sections.append(result)
        }
        geometry.contentSize = vertical ? CGSize(width: cross, height: along) : CGSize(width: along, height: cross)
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
        switch kind {
        case UICollectionView.elementKindSectionHeader: return sections[indexPath[0]].header
        case UICollectionView.elementKindSectionFooter: return sections[indexPath[0]].footer
        default: return nil
        }
    }

    /// Calls `body` for each header, item and footer meeting `rect`, in section and item order.
    func forEachElement(in rect: CGRect, _ body: (String?, IndexPath, CGRect) -> Void) {
        let low = vertical ? rect.minY : rect.minX
        let high = vertical ? rect.maxY : rect.maxX
        // Sections are few; headers and footers are checked section by section.
        for (index, section) in sections.enumerated() where section.alongMax >= low && section.alongMin <= high {
            if let header = section.header, header.overlaps(rect) {
                body(UICollectionView.elementKindSectionHeader, IndexPath(item: 0, section: index), header)
            }
            var first = lines.firstIndex(notBefore: { $0.alongMax < low })
            while first < lines.count, lines[first].section < index { first += 1 }
            var lineIndex = first
            while lineIndex < lines.count, lines[lineIndex].section == index, lines[lineIndex].alongMin <= high {
                for item in lines[lineIndex].items where section.items[item].overlaps(rect) {
                    body(nil, IndexPath(item: item, section: index), section.items[item])
                }
                lineIndex += 1
            }
            if let footer = section.footer, footer.overlaps(rect) {
                body(UICollectionView.elementKindSectionFooter, IndexPath(item: 0, section: index), footer)
            }
        }
    }
}
