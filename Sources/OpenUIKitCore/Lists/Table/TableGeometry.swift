import Foundation

/// Where everything in a table view goes, in content coordinates: the table header view, each section's header,
/// rows and footer, and the table footer view. Rows come from a ``ListExtentIndex`` per section, so a section of
/// a million estimated rows costs a few numbers; sections are kept in an array (UIKit apps have few).
struct TableGeometry {
    struct Section {
        var headerHeight: CGFloat = 0
        var footerHeight: CGFloat = 0
        var headerTitle: String?
        var footerTitle: String?
        var rows: ListExtentIndex
        /// Where the section (its header) starts; kept by ``TableGeometry/updateTops(from:)``.
        var top: CGFloat = 0

        var rowsTop: CGFloat { top + headerHeight }
        var rowsBottom: CGFloat { rowsTop + rows.total }
        var bottom: CGFloat { rowsBottom + footerHeight }
        var rowCount: Int { rows.count }
    }

    var sections: [Section] = []
    var tableHeaderHeight: CGFloat = 0
    var tableFooterHeight: CGFloat = 0
    /// Extra space above each section in grouped styles, and below the last one.
    var sectionSpacing: CGFloat = 0

    var sectionsBottom: CGFloat { sections.last.map { $0.bottom } ?? tableHeaderHeight }
    var contentHeight: CGFloat { sectionsBottom + tableFooterHeight }

    /// Recomputes where each section starts, from section `first` on.
    mutating func updateTops(from first: Int = 0) {
        guard first < sections.count else { return }
        var y = first == 0 ? tableHeaderHeight : sections[first - 1].bottom
        for index in first..<sections.count {
            y += sectionSpacing
            sections[index].top = y
            y = sections[index].bottom
        }
    }

    func isValid(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.section >= 0 && indexPath.section < sections.count && indexPath.row >= 0
            && indexPath.row < sections[indexPath.section].rowCount
    }

    /// The vertical span of a row.
    func rowSpan(_ indexPath: IndexPath) -> (top: CGFloat, height: CGFloat) {
        let section = sections[indexPath.section]
        return (section.rowsTop + section.rows.start(of: indexPath.row), section.rows.extent(of: indexPath.row))
    }

    /// The section whose span (spacing above it included) contains `y`, clamped to the sections there are.
    func section(at y: CGFloat) -> Int? {
        guard !sections.isEmpty else { return nil }
        var low = 0, high = sections.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if sections[middle].top - sectionSpacing <= y { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The row at `y`, or nil when `y` is in a header, a footer, spacing or outside the sections.
    func row(at y: CGFloat) -> IndexPath? {
        guard let index = section(at: y) else { return nil }
        let section = sections[index]
        guard y >= section.rowsTop, y < section.rowsBottom, let row = section.rows.index(at: y - section.rowsTop) else {
            return nil
        }
        return IndexPath(row: row, section: index)
    }

    /// The first row at or after `y` (rows whose bottom is below `y`), in order; nil past the last row.
    func firstRow(atOrAfter y: CGFloat) -> IndexPath? {
        guard var index = section(at: y) else { return nil }
        while index < sections.count {
            let section = sections[index]
            if section.rowCount > 0, section.rowsBottom > y {
                let row = y <= section.rowsTop ? 0 : section.rows.index(at: y - section.rowsTop) ?? 0
                return IndexPath(row: row, section: index)
            }
            index += 1
        }
        return nil
    }

    /// The row after `indexPath`, across sections; nil after the last.
    func row(after indexPath: IndexPath) -> IndexPath? {
        if indexPath.row + 1 < sections[indexPath.section].rowCount {
            return IndexPath(row: indexPath.row + 1, section: indexPath.section)
        }
        var section = indexPath.section + 1
        while section < sections.count {
            if sections[section].rowCount > 0 { return IndexPath(row: 0, section: section) }
            section += 1
        }
        return nil
    }

    /// The row before `indexPath`, across sections; nil before the first.
    func row(before indexPath: IndexPath) -> IndexPath? {
        if indexPath.row > 0 { return IndexPath(row: indexPath.row - 1, section: indexPath.section) }
        var section = indexPath.section - 1
        while section >= 0 {
            if sections[section].rowCount > 0 {
                return IndexPath(row: sections[section].rowCount - 1, section: section)
            }
            section -= 1
        }
        return nil
    }

    var firstRow: IndexPath? { firstRow(atOrAfter: -.greatestFiniteMagnitude) }

    var lastRow: IndexPath? {
        for section in sections.indices.reversed() where sections[section].rowCount > 0 {
            return IndexPath(row: sections[section].rowCount - 1, section: section)
        }
        return nil
    }
}
