/// `NSDiffableDataSourceSnapshot`: sections and their items by identity,
/// built step by step and applied by a `TableViewDiffableDataSource`.
///
/// Its rules are UIKit's, and so are its exceptions, word for word
/// (FIDELITY.md D-01 to D-09): identifiers are unique across the whole
/// snapshot; items go into sections, so there must be one; a destination
/// must exist and must not be what is inserted or moved; what is reloaded
/// or reconfigured must be there. A mutation that raises leaves the
/// snapshot as it was. UIKit does not raise for items appended or inserted
/// that the snapshot has already: it logs, and moves them into place; the
/// mutation returns those console lines.
///
/// Identifiers print in UIKit's reasons as their `description`
/// (`String(describing:)`).
public struct DiffableSnapshot<SectionID: Hashable, ItemID: Hashable> {
    /// The sections in order, each with its items in order.
    public private(set) var content = TableSnapshot<SectionID, ItemID>()
    /// Each section's place.
    private var sectionIndex: [SectionID: Int] = [:]
    /// Each item's section.
    private var sectionOfItem: [ItemID: SectionID] = [:]

    /// Marks to carry to the next apply: items to reload (a new cell),
    /// items to reconfigure (the same cell asked again), sections to
    /// reload. A mark goes with its item or section; it leaves with it.
    public private(set) var reloadedItemIdentifiers: [ItemID] = []
    public private(set) var reconfiguredItemIdentifiers: [ItemID] = []
    public private(set) var reloadedSectionIdentifiers: [SectionID] = []

    public init() {}

    // MARK: Reading

    public var numberOfSections: Int { content.sections.count }
    public var numberOfItems: Int { sectionOfItem.count }
    public var sectionIdentifiers: [SectionID] { content.sections.map(\.id) }
    /// Every item, section after section.
    public var itemIdentifiers: [ItemID] { content.sections.flatMap(\.items) }

    public func indexOfSection(_ section: SectionID) -> Int? { sectionIndex[section] }

    public func contains(item: ItemID) -> Bool { sectionOfItem[item] != nil }

    public func sectionIdentifier(containingItem item: ItemID) -> SectionID? { sectionOfItem[item] }

    /// `numberOfItemsInSection:`; a section the snapshot lacks raises as
    /// UIKit's section lookup does (inferred: D-04).
    public func numberOfItems(inSection section: SectionID) throws(TableViewException) -> Int {
        guard let s = sectionIndex[section] else { throw .parameterNotSatisfying("section != NSNotFound") }
        return content.sections[s].items.count
    }

    public func itemIdentifiers(inSection section: SectionID) throws(TableViewException) -> [ItemID] {
        guard let s = sectionIndex[section] else { throw .parameterNotSatisfying("section != NSNotFound") }
        return content.sections[s].items
    }

    /// Where the item is: its section's place and its place in it.
    public func indexPath(ofItem item: ItemID) -> IndexPath? {
        guard let id = sectionOfItem[item], let s = sectionIndex[id],
              let r = content.sections[s].items.firstIndex(of: item) else { return nil }
        return IndexPath(s, r)
    }

    /// The item at an index path, if there is one.
    public func item(at ip: IndexPath) -> ItemID? {
        guard ip.section >= 0, ip.section < content.sections.count, ip.row >= 0,
              ip.row < content.sections[ip.section].items.count else { return nil }
        return content.sections[ip.section].items[ip.row]
    }

    /// The same sections and items, in the same order (marks aside).
    public func hasSameContent(as other: Self) -> Bool {
        content.sections.count == other.content.sections.count
            && zip(content.sections, other.content.sections).allSatisfy { $0.id == $1.id && $0.items == $1.items }
    }

    /// The same snapshot without its marks: what a data source's
    /// `snapshot()` hands out (inferred: marks belong to the snapshot
    /// object they were made on; D-08).
    public var withoutMarks: Self {
        var copy = self
        copy.reloadedItemIdentifiers = []
        copy.reconfiguredItemIdentifiers = []
        copy.reloadedSectionIdentifiers = []
        return copy
    }

    // MARK: Items

    /// `appendItems:` / `appendItemsWithIdentifiers:intoSectionWithIdentifier:`;
    /// without a section, into the last one. Returns what UIKit logs.
    @discardableResult
    public mutating func appendItems(_ items: [ItemID], toSection section: SectionID? = nil) throws(TableViewException) -> [String] {
        try Self.checkUnique(items, items: true)
        guard !content.sections.isEmpty else { throw .noSections }
        let target: SectionID
        if let section {
            guard sectionIndex[section] != nil else { throw .parameterNotSatisfying("section != NSNotFound") }
            target = section
        } else {
            target = content.sections[content.sections.count - 1].id
        }
        let console = detachExisting(items)
        let s = sectionIndex[target]!
        content.sections[s].items.append(contentsOf: items)
        sectionOfItem.reserveCapacity(sectionOfItem.count + items.count)
        for item in items { sectionOfItem[item] = target }
        return console
    }

    /// `insertItems(_:beforeItem:)`.
    @discardableResult
    public mutating func insertItems(_ items: [ItemID], beforeItem destination: ItemID) throws(TableViewException) -> [String] {
        try insertItems(items, next: destination, after: false)
    }

    /// `insertItems(_:afterItem:)`.
    @discardableResult
    public mutating func insertItems(_ items: [ItemID], afterItem destination: ItemID) throws(TableViewException) -> [String] {
        try insertItems(items, next: destination, after: true)
    }

    private mutating func insertItems(_ items: [ItemID], next destination: ItemID, after: Bool) throws(TableViewException) -> [String] {
        try Self.checkUnique(items, items: true)
        if items.contains(destination) {
            throw .insertionDestinationInList(items: true, Self.text(destination), update: Self.update("INS", destination, items))
        }
        guard sectionOfItem[destination] != nil else { throw .parameterNotSatisfying("section != NSNotFound") }
        let console = detachExisting(items)
        let section = sectionOfItem[destination]!
        let s = sectionIndex[section]!
        let r = content.sections[s].items.firstIndex(of: destination)! + (after ? 1 : 0)
        content.sections[s].items.insert(contentsOf: items, at: r)
        for item in items { sectionOfItem[item] = section }
        return console
    }

    /// `deleteItems:`; identifiers the snapshot lacks are passed over
    /// (inferred from UIKit's code: D-05).
    public mutating func deleteItems(_ items: [ItemID]) throws(TableViewException) {
        try Self.checkUnique(items, items: true)
        let present = Set(items.filter { sectionOfItem[$0] != nil })
        guard !present.isEmpty else { return }
        detach(present)
        dropMarks(items: present)
    }

    /// `deleteAllItems`: every item and every section.
    public mutating func deleteAllItems() {
        self = Self()
    }

    /// `moveItem(_:beforeItem:)`.
    public mutating func moveItem(_ item: ItemID, beforeItem destination: ItemID) throws(TableViewException) {
        try moveItem(item, next: destination, after: false)
    }

    /// `moveItem(_:afterItem:)`.
    public mutating func moveItem(_ item: ItemID, afterItem destination: ItemID) throws(TableViewException) {
        try moveItem(item, next: destination, after: true)
    }

    private mutating func moveItem(_ item: ItemID, next destination: ItemID, after: Bool) throws(TableViewException) {
        if item == destination {
            throw .moveToItself(items: true, Self.text(item), update: Self.update("MOV", destination, [item]))
        }
        guard sectionOfItem[item] != nil else { throw .parameterNotSatisfying("fromIndex != NSNotFound") }
        guard let section = sectionOfItem[destination] else { throw .parameterNotSatisfying("toIndex != NSNotFound") }
        detach([item])
        let s = sectionIndex[section]!
        let r = content.sections[s].items.firstIndex(of: destination)! + (after ? 1 : 0)
        content.sections[s].items.insert(item, at: r)
        sectionOfItem[item] = section
    }

    /// `reloadItems:`: the items get new cells at the next apply.
    public mutating func reloadItems(_ items: [ItemID]) throws(TableViewException) {
        try checkMarked(items, verb: "reload")
        reloadedItemIdentifiers = Self.adding(items, to: reloadedItemIdentifiers)
    }

    /// `reconfigureItems:` (iOS 15): their cells are asked again, kept.
    public mutating func reconfigureItems(_ items: [ItemID]) throws(TableViewException) {
        try checkMarked(items, verb: "reconfigure")
        reconfiguredItemIdentifiers = Self.adding(items, to: reconfiguredItemIdentifiers)
    }

    private func checkMarked(_ items: [ItemID], verb: String) throws(TableViewException) {
        try Self.checkUnique(items, items: true)
        if let missing = items.first(where: { sectionOfItem[$0] == nil }) {
            throw .notInSnapshot(verb, items: true, Self.text(missing))
        }
    }

    // MARK: Sections

    /// `appendSections:`.
    public mutating func appendSections(_ sections: [SectionID]) throws(TableViewException) {
        try Self.checkUnique(sections, items: false)
        try checkNew(sections)
        for id in sections {
            sectionIndex[id] = content.sections.count
            content.sections.append(.init(id, []))
        }
    }

    /// `insertSections(_:beforeSection:)`.
    public mutating func insertSections(_ sections: [SectionID], beforeSection destination: SectionID) throws(TableViewException) {
        try insertSections(sections, next: destination, after: false)
    }

    /// `insertSections(_:afterSection:)`.
    public mutating func insertSections(_ sections: [SectionID], afterSection destination: SectionID) throws(TableViewException) {
        try insertSections(sections, next: destination, after: true)
    }

    private mutating func insertSections(_ sections: [SectionID], next destination: SectionID, after: Bool) throws(TableViewException) {
        try Self.checkUnique(sections, items: false)
        if sections.contains(destination) {
            throw .insertionDestinationInList(items: false, Self.text(destination), update: Self.update("INS", destination, sections))
        }
        guard let d = sectionIndex[destination] else { throw .parameterNotSatisfying("insertIndex != NSNotFound") }
        try checkNew(sections)
        content.sections.insert(contentsOf: sections.map { .init($0, []) }, at: d + (after ? 1 : 0))
        reindexSections()
    }

    private func checkNew(_ sections: [SectionID]) throws(TableViewException) {
        let existing = sections.filter { sectionIndex[$0] != nil }
        if !existing.isEmpty { throw .sectionsAlreadyExist(existing.map(Self.text)) }
    }

    /// `deleteSections:`, with their items; identifiers the snapshot lacks
    /// are passed over (inferred: D-05).
    public mutating func deleteSections(_ sections: [SectionID]) throws(TableViewException) {
        try Self.checkUnique(sections, items: false)
        let present = Set(sections.filter { sectionIndex[$0] != nil })
        guard !present.isEmpty else { return }
        var items = Set<ItemID>()
        for section in content.sections where present.contains(section.id) {
            for item in section.items {
                sectionOfItem[item] = nil
                items.insert(item)
            }
        }
        content.sections.removeAll { present.contains($0.id) }
        reindexSections()
        dropMarks(items: items)
        reloadedSectionIdentifiers.removeAll { present.contains($0) }
    }

    /// `moveSection(_:beforeSection:)`.
    public mutating func moveSection(_ section: SectionID, beforeSection destination: SectionID) throws(TableViewException) {
        try moveSection(section, next: destination, after: false)
    }

    /// `moveSection(_:afterSection:)`.
    public mutating func moveSection(_ section: SectionID, afterSection destination: SectionID) throws(TableViewException) {
        try moveSection(section, next: destination, after: true)
    }

    private mutating func moveSection(_ section: SectionID, next destination: SectionID, after: Bool) throws(TableViewException) {
        if section == destination {
            throw .moveToItself(items: false, Self.text(section), update: Self.update("MOV", destination, [section]))
        }
        guard let from = sectionIndex[section] else { throw .parameterNotSatisfying("fromSection != NSNotFound") }
        guard sectionIndex[destination] != nil else { throw .parameterNotSatisfying("toSection != NSNotFound") }
        let moved = content.sections.remove(at: from)
        reindexSections()
        content.sections.insert(moved, at: sectionIndex[destination]! + (after ? 1 : 0))
        reindexSections()
    }

    /// `reloadSections:`: the sections come anew at the next apply.
    public mutating func reloadSections(_ sections: [SectionID]) throws(TableViewException) {
        try Self.checkUnique(sections, items: false)
        if let missing = sections.first(where: { sectionIndex[$0] == nil }) {
            throw .notInSnapshot("reload", items: false, Self.text(missing))
        }
        reloadedSectionIdentifiers = Self.adding(sections, to: reloadedSectionIdentifiers)
    }

    // MARK: Helpers

    /// UIKit's first check of a supplied list: no identifier twice in it.
    private static func checkUnique<T: Hashable>(_ ids: [T], items: Bool) throws(TableViewException) {
        guard ids.count > 1 else { return }
        var seen = Set<T>(minimumCapacity: ids.count)
        var duplicates: [T] = []
        var reported = Set<T>()
        for id in ids where !seen.insert(id).inserted {
            if reported.insert(id).inserted { duplicates.append(id) }
        }
        if !duplicates.isEmpty { throw .identifiersNotUnique(items: items, duplicates.map(text)) }
    }

    /// Items being appended or inserted that are already here leave their
    /// place (to be put in the new one), and UIKit logs it (D-03).
    private mutating func detachExisting(_ items: [ItemID]) -> [String] {
        let existing = items.filter { sectionOfItem[$0] != nil }
        guard !existing.isEmpty else { return [] }
        detach(Set(existing))
        return [DiffableConsole.itemsAlreadyExist(existing.map(Self.text))]
    }

    /// Takes items out of their sections (their marks stay).
    private mutating func detach(_ items: Set<ItemID>) {
        var sections = Set<SectionID>()
        for item in items {
            if let s = sectionOfItem.removeValue(forKey: item) { sections.insert(s) }
        }
        for id in sections {
            let s = sectionIndex[id]!
            if items.count == 1, let r = content.sections[s].items.firstIndex(of: items.first!) {
                content.sections[s].items.remove(at: r)
            } else {
                content.sections[s].items.removeAll { items.contains($0) }
            }
        }
    }

    private mutating func dropMarks(items: Set<ItemID>) {
        if !reloadedItemIdentifiers.isEmpty { reloadedItemIdentifiers.removeAll { items.contains($0) } }
        if !reconfiguredItemIdentifiers.isEmpty { reconfiguredItemIdentifiers.removeAll { items.contains($0) } }
    }

    private mutating func reindexSections() {
        sectionIndex.removeAll(keepingCapacity: true)
        for (s, section) in content.sections.enumerated() { sectionIndex[section.id] = s }
    }

    private static func adding<T: Hashable>(_ new: [T], to marks: [T]) -> [T] {
        var seen = Set(marks)
        return marks + new.filter { seen.insert($0).inserted }
    }

    static func text<T>(_ id: T) -> String { String(describing: id) }

    private static func update<D, T>(_ action: String, _ destination: D, _ identifiers: [T]) -> String {
        NSDescription.update(action, destination: text(destination), destinationIsSection: false, identifiers: identifiers.map(text))
    }
}

extension DiffableSnapshot: Sendable where SectionID: Sendable, ItemID: Sendable {}
