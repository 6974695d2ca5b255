import Foundation

/// The batch update that turns one snapshot into another: sections and items deleted (old positions), inserted
/// (new positions), and moved, with the fewest moves that keep the rest in order (the items outside a longest
/// increasing run of old positions move; the run stays).
///
/// Linear in the items plus `n log n` for the run, so 10,000 items with 100 changes diff in well under the 20 ms a
/// frame-budget apply needs (Docs/Benchmarks.md).
struct SnapshotDifference {
    var update = BatchUpdate()
    /// New index paths of the items the new snapshot marks for reconfiguration.
    var reconfigured: [IndexPath] = []

    init<S, I>(from old: NSDiffableDataSourceSnapshot<S, I>, to new: NSDiffableDataSourceSnapshot<S, I>) {
        var oldSectionIndex: [S: Int] = [:]
        for (index, section) in old.sections.enumerated() { oldSectionIndex[section] = index }
        var newSectionIndex: [S: Int] = [:]
        for (index, section) in new.sections.enumerated() { newSectionIndex[section] = index }
        // Sections.
        var keptOldPositions: [Int] = []
        var keptNewPositions: [Int] = []
        for (index, section) in new.sections.enumerated() {
            if let oldIndex = oldSectionIndex[section] {
                keptOldPositions.append(oldIndex)
                keptNewPositions.append(index)
            } else {
                update.insertedSections.insert(index)
            }
        }
        for (index, section) in old.sections.enumerated() where newSectionIndex[section] == nil {
            update.deletedSections.insert(index)
        }
        let stayingSections = Set(Self.longestIncreasingRun(keptOldPositions).map { keptOldPositions[$0] })
        for (oldIndex, newIndex) in zip(keptOldPositions, keptNewPositions) where !stayingSections.contains(oldIndex) {
            update.movedSections.append((oldIndex, newIndex))
        }
        for section in new.reloadedSectionIdentifiers {
            if let oldIndex = oldSectionIndex[section], stayingSections.contains(oldIndex) {
                update.reloadedSections.insert(oldIndex)
            }
        }
        // Items: where each was.
        var oldPosition: [I: IndexPath] = [:]
        oldPosition.reserveCapacity(old.numberOfItems)
        for (section, items) in old.items.enumerated() {
            for (item, identifier) in items.enumerated() {
                oldPosition[identifier] = IndexPath(item: item, section: section)
            }
        }
        var newPosition: [I: IndexPath] = [:]
        newPosition.reserveCapacity(new.numberOfItems)
        for (section, items) in new.items.enumerated() {
            for (item, identifier) in items.enumerated() {
                newPosition[identifier] = IndexPath(item: item, section: section)
            }
        }
        for (section, items) in old.items.enumerated() where !update.deletedSections.contains(section) {
            for (item, identifier) in items.enumerated() where newPosition[identifier] == nil {
                update.deletedItems.append(IndexPath(item: item, section: section))
            }
        }
        for (section, items) in new.items.enumerated() where !update.insertedSections.contains(section) {
            // The items that stay in this section (from the same old section, which itself was not moved) keep their
            // order unless they are outside the longest run; anything else that was elsewhere moves here.
            let sourceSection = new.sections[section]
            let oldSection = oldSectionIndex[sourceSection]
            var candidates: [(old: Int, new: Int)] = []
            for (item, identifier) in items.enumerated() {
                guard let was = oldPosition[identifier] else {
                    update.insertedItems.append(IndexPath(item: item, section: section))
                    continue
                }
                if was.section == oldSection && stayingSections.contains(was.section) {
                    candidates.append((was.item, item))
                } else if !update.deletedSections.contains(was.section) {
                    update.movedItems.append((was, IndexPath(item: item, section: section)))
                } else {
                    update.insertedItems.append(IndexPath(item: item, section: section))
                }
            }
            let run = Set(Self.longestIncreasingRun(candidates.map(\.old)))
            for (offset, candidate) in candidates.enumerated() where !run.contains(offset) {
                update.movedItems.append(
                    (
                        IndexPath(item: candidate.old, section: oldSection ?? section),
                        IndexPath(item: candidate.new, section: section)
                    ))
            }
        }
        for identifier in new.reloadedItemIdentifiers {
            if let was = oldPosition[identifier], newPosition[identifier] != nil,
                !update.movedItems.contains(where: { $0.from == was })
            {
                update.reloadedItems.append(was)
            }
        }
        reconfigured = new.reconfiguredItemIdentifiers.compactMap { newPosition[$0] }
    }

    /// The offsets of a longest strictly increasing subsequence of `values` (patience sorting).
    static func longestIncreasingRun(_ values: [Int]) -> [Int] {
        guard !values.isEmpty else { return [] }
        var tails: [Int] = []  // offsets into values: the smallest tail of a run of each length
        var previous = [Int](repeating: -1, count: values.count)
        for (offset, value) in values.enumerated() {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[offset] = tails[low - 1] }
            if low == tails.count { tails.append(offset) } else { tails[low] = offset }
        }
        var result: [Int] = []
        var current = tails.last ?? -1
        while current >= 0 {
            result.append(current)
            current = previous[current]
        }
        return result.reversed()
    }
}
