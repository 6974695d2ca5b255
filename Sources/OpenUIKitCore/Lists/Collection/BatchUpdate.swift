import Foundation

/// The insertions, deletions, reloads and moves recorded during one `performBatchUpdates`, in UIKit's terms:
/// deletions and reloads name index paths before the update, insertions index paths after it, moves both.
struct BatchUpdate {
    var insertedSections = IndexSet()
    var deletedSections = IndexSet()
    var reloadedSections = IndexSet()
    var movedSections: [(from: Int, to: Int)] = []
    var insertedItems: [IndexPath] = []
    var deletedItems: [IndexPath] = []
    var reloadedItems: [IndexPath] = []
    var movedItems: [(from: IndexPath, to: IndexPath)] = []

    var isEmpty: Bool {
        insertedSections.isEmpty && deletedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
            && insertedItems.isEmpty && deletedItems.isEmpty && reloadedItems.isEmpty && movedItems.isEmpty
    }
}

/// Why a batch update could not be applied: UIKit's exception reasons, as a value.
struct BatchUpdateError: Error, CustomStringConvertible {
    let description: String
}

/// Where each item before a batch update is after it: the check UIKit makes ("the number of items contained in an
/// existing section after the update must be equal to the number before, plus or minus those inserted or deleted,
/// plus or minus those moved in or out") and the map the collection view moves its cells and selection by.
struct BatchUpdateMapping {
    /// For each old section, its new index (nil when deleted).
    private(set) var sections: [Int?] = []
    /// For each old section and item, its new index path (nil when deleted, or in a deleted section).
    private(set) var items: [[IndexPath?]] = []
    /// Old index paths whose cells must be asked for again (reloaded items and items of reloaded sections).
    private(set) var reloaded = Set<IndexPath>()
    /// New index paths of inserted items (and the items of inserted sections).
    private(set) var inserted = Set<IndexPath>()

    func newIndexPath(for old: IndexPath) -> IndexPath? {
        guard old.count == 2, items.indices.contains(old.section), items[old.section].indices.contains(old.item)
        else { return nil }
        return items[old.section][old.item]
    }

    func newSection(for old: Int) -> Int? {
        sections.indices.contains(old) ? sections[old] : nil
    }

    static func compute(old: [Int], new: [Int], update: BatchUpdate) throws(BatchUpdateError) -> BatchUpdateMapping {
        var mapping = BatchUpdateMapping()
        // Sections first.
        for section in update.deletedSections.union(update.reloadedSections) where section >= old.count {
            throw BatchUpdateError(
                description: "attempt to delete or reload section \(section), but there are only \(old.count)"
                    + " sections before the update")
        }
        for section in update.insertedSections where section >= new.count {
            throw BatchUpdateError(
                description: "attempt to insert section \(section), but there are only \(new.count) sections after"
                    + " the update")
        }
        var movedFrom = Set<Int>()
        var fixed = [Int: Int?]()  // new section → the old section it comes from (nil for an insertion)
        for section in update.insertedSections { fixed[section] = .some(nil) }
        for move in update.movedSections {
            guard move.from < old.count, move.to < new.count, !movedFrom.contains(move.from), fixed[move.to] == nil
            else {
                throw BatchUpdateError(description: "invalid move of section \(move.from) to section \(move.to)")
            }
            movedFrom.insert(move.from)
            fixed[move.to] = .some(move.from)
        }
        let survivors = (0..<old.count).filter { !update.deletedSections.contains($0) && !movedFrom.contains($0) }
        guard survivors.count + fixed.count == new.count else {
            throw BatchUpdateError(
                description: "invalid number of sections. The number of sections after the update (\(new.count))"
                    + " must be equal to the number before (\(old.count)), plus or minus the number inserted or deleted"
                    + " (\(update.insertedSections.count) inserted, \(update.deletedSections.count) deleted) and plus"
                    + " or minus the number moved in or out (\(update.movedSections.count) moved)")
        }
        var sourceOfNew = [Int?](repeating: nil, count: new.count)
        var next = survivors.makeIterator()
        for section in 0..<new.count {
            if let source = fixed[section] { sourceOfNew[section] = source } else { sourceOfNew[section] = next.next() }
        }
        mapping.sections = Array(repeating: nil, count: old.count)
        for (newSection, source) in sourceOfNew.enumerated() {
            if let source { mapping.sections[source] = newSection }
        }
        // Then items.
        for path in update.deletedItems + update.reloadedItems {
            guard path.count == 2, old.indices.contains(path.section), (0..<old[path.section]).contains(path.item)
            else {
                throw BatchUpdateError(
                    description:
                        "attempt to delete or reload item \(path.item) from section \(path.count == 2 ? path.section : -1),"
                        + " which only contains \(old.indices.contains(path.count == 2 ? path.section : -1) ? old[path.section] : 0)"
                        + " items before the update")
            }
        }
        for path in update.insertedItems {
            guard path.count == 2, new.indices.contains(path.section), (0..<new[path.section]).contains(path.item)
            else {
                throw BatchUpdateError(
                    description: "attempt to insert item \(path.count == 2 ? path.item : -1) into section"
                        + " \(path.count == 2 ? path.section : -1), but there are only"
                        + " \(path.count == 2 && new.indices.contains(path.section) ? new[path.section] : 0) items in"
                        + " that section after the update")
            }
        }
        let deleted = Set(update.deletedItems)
        var movedOut = [IndexPath: IndexPath]()
        var fixedItems = [IndexPath: IndexPath?]()  // new path → old path it comes from (nil for an insertion)
        for path in update.insertedItems {
            guard fixedItems[path] == nil else {
                throw BatchUpdateError(
                    description: "attempt to insert item \(path.item) into section \(path.section) twice")
            }
            fixedItems[path] = .some(nil)
        }
        for move in update.movedItems {
            guard move.from.count == 2, move.to.count == 2, old.indices.contains(move.from.section),
                (0..<old[move.from.section]).contains(move.from.item), new.indices.contains(move.to.section),
                (0..<new[move.to.section]).contains(move.to.item), movedOut[move.from] == nil,
                fixedItems[move.to] == nil,
                !deleted.contains(move.from)
            else {
                throw BatchUpdateError(description: "invalid move of item \(move.from) to \(move.to)")
            }
            movedOut[move.from] = move.to
            fixedItems[move.to] = .some(move.from)
        }
        mapping.items = old.map { Array(repeating: nil, count: $0) }
        for (newSection, source) in sourceOfNew.enumerated() {
            guard let source else {
                for item in 0..<new[newSection] { mapping.inserted.insert(IndexPath(item: item, section: newSection)) }
                continue
            }
            let reloadSection = update.reloadedSections.contains(source)
            var remaining = (0..<old[source]).lazy.map { IndexPath(item: $0, section: source) }.filter {
                !deleted.contains($0) && movedOut[$0] == nil
            }.makeIterator()
            var placedSurvivors = 0
            var movedIn = 0
            var insertedHere = 0
            for item in 0..<new[newSection] {
                let target = IndexPath(item: item, section: newSection)
                if let fixedSource = fixedItems[target] {
                    if let from = fixedSource {
                        mapping.items[from.section][from.item] = target
                        movedIn += 1
                    } else {
                        mapping.inserted.insert(target)
                        insertedHere += 1
                    }
                } else if let from = remaining.next() {
                    mapping.items[from.section][from.item] = target
                    if reloadSection { mapping.reloaded.insert(from) }
                    placedSurvivors += 1
                } else {
                    break
                }
            }
            let leftOver = remaining.next() != nil
            let expected = placedSurvivors + insertedHere + movedIn
            if leftOver || expected != new[newSection] {
                let deletedHere = update.deletedItems.filter { $0.section == source }.count
                let movedOutHere = movedOut.keys.filter { $0.section == source }.count
                let insertedCount = update.insertedItems.filter { $0.section == newSection }.count
                let movedInCount = update.movedItems.filter { $0.to.section == newSection }.count
                throw BatchUpdateError(
                    description: "invalid number of items in section \(newSection). The number of items in an"
                        + " existing section after the update (\(new[newSection])) must be equal to the number before"
                        + " the update (\(old[source])), plus or minus the number inserted or deleted"
                        + " (\(insertedCount) inserted, \(deletedHere) deleted) and plus or minus the number moved in"
                        + " or out (\(movedInCount) moved in, \(movedOutHere) moved out)")
            }
        }
        for path in update.reloadedItems { mapping.reloaded.insert(path) }
        return mapping
    }
}
