import Foundation

/// The state of a diffable data source's data: sections in order, each with its items in order, every one named by
/// a unique `Hashable` identifier.
///
/// Mirrors `NSDiffableDataSourceSnapshot`: a value, built or edited anywhere, then handed to a diffable data
/// source's `apply(_:animatingDifferences:completion:)`, which works out the insertions, deletions and moves from
/// the previous snapshot. An identifier may appear once in the whole snapshot (items) and sections once among
/// sections.
///
/// Misuse UIKit raises an exception for (adding an identifier already there, naming one that is not, adding items
/// when there is no section) is reported as a ``ProgrammingError`` (`duplicateIdentifier`, `unknownIdentifier`,
/// `apiMisuse`) and the offending part of the call is left out; the snapshot stays consistent.
public struct NSDiffableDataSourceSnapshot<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>:
    Sendable
{
    public typealias Section = SectionIdentifierType
    public typealias Item = ItemIdentifierType

    private(set) var sections: [Section] = []
    private(set) var items: [[Item]] = []
    /// The section each item is in.
    private var sectionOfItem: [Item: Section] = [:]
    private var indexOfSectionIdentifier: [Section: Int] = [:]
    public private(set) var reloadedItemIdentifiers: [Item] = []
    public private(set) var reconfiguredItemIdentifiers: [Item] = []
    public private(set) var reloadedSectionIdentifiers: [Section] = []

    public init() {}

    // MARK: Reading

    public var numberOfItems: Int { sectionOfItem.count }
    public var numberOfSections: Int { sections.count }
    public var sectionIdentifiers: [Section] { sections }
    /// Every item, section after section.
    public var itemIdentifiers: [Item] { items.flatMap { $0 } }

    public func numberOfItems(inSection identifier: Section) -> Int {
        guard let index = indexOfSectionIdentifier[identifier] else {
            report(.unknownIdentifier, "numberOfItems(inSection:): no section \(identifier)")
            return 0
        }
        return items[index].count
    }

    public func itemIdentifiers(inSection identifier: Section) -> [Item] {
        guard let index = indexOfSectionIdentifier[identifier] else {
            report(.unknownIdentifier, "itemIdentifiers(inSection:): no section \(identifier)")
            return []
        }
        return items[index]
    }

    public func sectionIdentifier(containingItem identifier: Item) -> Section? { sectionOfItem[identifier] }

    /// The item's position among all the snapshot's items; nil when it is not there.
    public func indexOfItem(_ identifier: Item) -> Int? {
        guard let section = sectionOfItem[identifier], let sectionIndex = indexOfSectionIdentifier[section],
            let index = items[sectionIndex].firstIndex(of: identifier)
        else { return nil }
        return items[..<sectionIndex].reduce(0) { $0 + $1.count } + index
    }

    public func indexOfSection(_ identifier: Section) -> Int? { indexOfSectionIdentifier[identifier] }

    /// The item's index path; nil when it is not there.
    func indexPath(of identifier: Item) -> IndexPath? {
        guard let section = sectionOfItem[identifier], let sectionIndex = indexOfSectionIdentifier[section],
            let index = items[sectionIndex].firstIndex(of: identifier)
        else { return nil }
        return IndexPath(item: index, section: sectionIndex)
    }

    // MARK: Items

    /// Adds items at the end of `section`, or of the last section when nil.
    public mutating func appendItems(_ identifiers: [Item], toSection sectionIdentifier: Section? = nil) {
        guard let index = sectionIndex(sectionIdentifier, for: "appendItems") else { return }
        items[index] += accepted(identifiers, into: sections[index], for: "appendItems")
    }

    public mutating func insertItems(_ identifiers: [Item], beforeItem beforeIdentifier: Item) {
        guard let (section, index) = position(of: beforeIdentifier, for: "insertItems(_:beforeItem:)") else { return }
        items[section].insert(contentsOf: accepted(identifiers, into: sections[section], for: "insertItems"), at: index)
    }

    public mutating func insertItems(_ identifiers: [Item], afterItem afterIdentifier: Item) {
        guard let (section, index) = position(of: afterIdentifier, for: "insertItems(_:afterItem:)") else { return }
        items[section].insert(
            contentsOf: accepted(identifiers, into: sections[section], for: "insertItems"), at: index + 1)
    }

    public mutating func deleteItems(_ identifiers: [Item]) {
        var bySection: [Int: Set<Item>] = [:]
        for identifier in identifiers {
            guard let section = sectionOfItem.removeValue(forKey: identifier),
                let index = indexOfSectionIdentifier[section]
            else { continue }
            bySection[index, default: []].insert(identifier)
        }
        for (section, gone) in bySection { items[section].removeAll { gone.contains($0) } }
    }

    public mutating func deleteAllItems() {
        sections.removeAll()
        items.removeAll()
        sectionOfItem.removeAll()
        indexOfSectionIdentifier.removeAll()
        reloadedItemIdentifiers.removeAll()
        reconfiguredItemIdentifiers.removeAll()
        reloadedSectionIdentifiers.removeAll()
    }

    public mutating func moveItem(_ identifier: Item, beforeItem toIdentifier: Item) {
        moveItem(identifier, to: toIdentifier, after: false)
    }

    public mutating func moveItem(_ identifier: Item, afterItem toIdentifier: Item) {
        moveItem(identifier, to: toIdentifier, after: true)
    }

    /// Marks items to be shown by fresh cells at the next apply.
    public mutating func reloadItems(_ identifiers: [Item]) {
        reloadedItemIdentifiers += known(identifiers, in: sectionOfItem, for: "reloadItems", what: "item")
    }

    /// Marks items whose cells are updated in place (no reuse) at the next apply.
    public mutating func reconfigureItems(_ identifiers: [Item]) {
        reconfiguredItemIdentifiers += known(identifiers, in: sectionOfItem, for: "reconfigureItems", what: "item")
    }

    // MARK: Sections

    public mutating func appendSections(_ identifiers: [Section]) {
        insertSections(acceptedSections(identifiers), at: sections.count)
    }

    public mutating func insertSections(_ identifiers: [Section], beforeSection toIdentifier: Section) {
        guard let index = existingSection(toIdentifier, for: "insertSections(_:beforeSection:)") else { return }
        insertSections(acceptedSections(identifiers), at: index)
    }

    public mutating func insertSections(_ identifiers: [Section], afterSection toIdentifier: Section) {
        guard let index = existingSection(toIdentifier, for: "insertSections(_:afterSection:)") else { return }
        insertSections(acceptedSections(identifiers), at: index + 1)
    }

    /// Deletes the sections and their items.
    public mutating func deleteSections(_ identifiers: [Section]) {
        let gone = Set(identifiers)
        for (index, section) in sections.enumerated() where gone.contains(section) {
            for item in items[index] { sectionOfItem[item] = nil }
        }
        let kept = sections.indices.filter { !gone.contains(sections[$0]) }
        items = kept.map { items[$0] }
        sections = kept.map { sections[$0] }
        reindexSections()
    }

    public mutating func moveSection(_ identifier: Section, beforeSection toIdentifier: Section) {
        moveSection(identifier, to: toIdentifier, after: false)
    }

    public mutating func moveSection(_ identifier: Section, afterSection toIdentifier: Section) {
        moveSection(identifier, to: toIdentifier, after: true)
    }

    public mutating func reloadSections(_ identifiers: [Section]) {
        reloadedSectionIdentifiers += known(
            identifiers, in: indexOfSectionIdentifier, for: "reloadSections", what: "section")
    }

    // MARK: Helpers

    /// The identifiers that are keys of `index`; the others reported as unknown.
    private func known<Identifier: Hashable, Value>(
        _ identifiers: [Identifier], in index: [Identifier: Value], for call: String, what: String
    ) -> [Identifier] {
        identifiers.filter { identifier in
            guard index[identifier] != nil else {
                report(.unknownIdentifier, "\(call): no \(what) \(identifier)")
                return false
            }
            return true
        }
    }

    /// The identifiers not yet in the snapshot (each once), now recorded as in `section`; the others reported.
    private mutating func accepted(_ identifiers: [Item], into section: Section, for call: String) -> [Item] {
        var result: [Item] = []
        result.reserveCapacity(identifiers.count)
        for identifier in identifiers {
            if sectionOfItem[identifier] != nil {
                report(.duplicateIdentifier, "\(call): item \(identifier) is already in the snapshot; left out")
                continue
            }
            sectionOfItem[identifier] = section
            result.append(identifier)
        }
        return result
    }

    private func acceptedSections(_ identifiers: [Section]) -> [Section] {
        var seen = Set<Section>()
        return identifiers.filter { identifier in
            guard indexOfSectionIdentifier[identifier] == nil, seen.insert(identifier).inserted else {
                report(.duplicateIdentifier, "section \(identifier) is already in the snapshot; left out")
                return false
            }
            return true
        }
    }

    private mutating func insertSections(_ identifiers: [Section], at index: Int) {
        sections.insert(contentsOf: identifiers, at: index)
        items.insert(contentsOf: identifiers.map { _ in [] }, at: index)
        reindexSections()
    }

    private mutating func reindexSections() {
        indexOfSectionIdentifier.removeAll(keepingCapacity: true)
        for (index, section) in sections.enumerated() { indexOfSectionIdentifier[section] = index }
    }

    private func sectionIndex(_ identifier: Section?, for call: String) -> Int? {
        if let identifier { return existingSection(identifier, for: call) }
        guard !sections.isEmpty else {
            report(.apiMisuse, "\(call): there are no sections; append a section first")
            return nil
        }
        return sections.count - 1
    }

    private func existingSection(_ identifier: Section, for call: String) -> Int? {
        guard let index = indexOfSectionIdentifier[identifier] else {
            report(.unknownIdentifier, "\(call): no section \(identifier)")
            return nil
        }
        return index
    }

    private func position(of identifier: Item, for call: String) -> (Int, Int)? {
        guard let section = sectionOfItem[identifier], let sectionIndex = indexOfSectionIdentifier[section],
            let index = items[sectionIndex].firstIndex(of: identifier)
        else {
            report(.unknownIdentifier, "\(call): no item \(identifier)")
            return nil
        }
        return (sectionIndex, index)
    }

    private mutating func moveItem(_ identifier: Item, to target: Item, after: Bool) {
        guard identifier != target, let from = position(of: identifier, for: "moveItem"),
            position(of: target, for: "moveItem") != nil
        else { return }
        items[from.0].remove(at: from.1)
        guard let to = position(of: target, for: "moveItem") else { return }
        items[to.0].insert(identifier, at: after ? to.1 + 1 : to.1)
        sectionOfItem[identifier] = sections[to.0]
    }

    private mutating func moveSection(_ identifier: Section, to target: Section, after: Bool) {
        guard identifier != target, let from = existingSection(identifier, for: "moveSection"),
            existingSection(target, for: "moveSection") != nil
        else { return }
        let moved = items.remove(at: from)
        sections.remove(at: from)
        reindexSections()
        let to = (indexOfSectionIdentifier[target] ?? 0) + (after ? 1 : 0)
        sections.insert(identifier, at: to)
        items.insert(moved, at: to)
        reindexSections()
    }

    private func report(_ kind: ProgrammingError.Kind, _ message: String) {
        let text = "NSDiffableDataSourceSnapshot.\(message)"
        MainActorCheck.run { UIApplication.reportProgrammingError(kind, text) }
    }
}
