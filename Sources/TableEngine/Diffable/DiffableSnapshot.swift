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
    // The storage is visible to inlinable code, so that an app's snapshot
    // of its own identifier types is specialized for them, as the diff is.

    /// The sections in order, each with its items in order.
    @usableFromInline var _content = TableSnapshot<SectionID, ItemID>()
    /// Each section's place.
    @usableFromInline var sectionIndex: [SectionID: Int] = [:]
    /// Each item's section.
    @usableFromInline var sectionOfItem: [ItemID: SectionID] = [:]
    @usableFromInline var _reloadedItems: [ItemID] = []
    @usableFromInline var _reconfiguredItems: [ItemID] = []
    @usableFromInline var _reloadedSections: [SectionID] = []

    /// An empty snapshot: no sections, no items.
    @inlinable public init() {}

    /// The sections in order, each with its items in order.
    @inlinable public var content: TableSnapshot<SectionID, ItemID> { _content }

    /// Marks to carry to the next apply: items to reload (a new cell),
    /// items to reconfigure (the same cell asked again), sections to
    /// reload. A mark goes with its item or section; it leaves with it.
    @inlinable public var reloadedItemIdentifiers: [ItemID] { _reloadedItems }
    /// `reconfiguredItemIdentifiers` (iOS 15): items whose cells the next apply asks again and keeps.
    @inlinable public var reconfiguredItemIdentifiers: [ItemID] { _reconfiguredItems }
    /// `reloadedSectionIdentifiers`: sections the next apply reloads whole.
    @inlinable public var reloadedSectionIdentifiers: [SectionID] { _reloadedSections }

    // MARK: Reading

    /// `numberOfSections`. O(1).
    @inlinable public var numberOfSections: Int { _content.sections.count }
    /// `numberOfItems`: items in every section. O(1).
    @inlinable public var numberOfItems: Int { sectionOfItem.count }
    /// `sectionIdentifiers`, in order.
    @inlinable public var sectionIdentifiers: [SectionID] { _content.sections.map(\.id) }
    /// Every item, section after section.
    @inlinable public var itemIdentifiers: [ItemID] { _content.sections.flatMap(\.items) }

    /// `indexOfSectionIdentifier:`: the section's place, or nil. O(1).
    @inlinable public func indexOfSection(_ section: SectionID) -> Int? { sectionIndex[section] }

    /// Whether the snapshot has the item, in any section. O(1).
    @inlinable public func contains(item: ItemID) -> Bool { sectionOfItem[item] != nil }

    /// `sectionIdentifierForSectionContainingItemIdentifier:`, or nil. O(1).
    @inlinable public func sectionIdentifier(containingItem item: ItemID) -> SectionID? { sectionOfItem[item] }

    /// `numberOfItemsInSection:`; a section the snapshot lacks raises as
    /// UIKit's section lookup does (inferred: D-04).
    @inlinable public func numberOfItems(inSection section: SectionID) throws(TableViewException) -> Int {
        guard let s = sectionIndex[section] else { throw .parameterNotSatisfying("section != NSNotFound") }
        return _content.sections[s].items.count
    }

    /// `itemIdentifiersInSectionWithIdentifier:`; a section the snapshot
    /// lacks raises as `numberOfItems(inSection:)` does.
    @inlinable public func itemIdentifiers(inSection section: SectionID) throws(TableViewException) -> [ItemID] {
        guard let s = sectionIndex[section] else { throw .parameterNotSatisfying("section != NSNotFound") }
        return _content.sections[s].items
    }

    /// Where the item is: its section's place and its place in it.
    @inlinable public func indexPath(ofItem item: ItemID) -> TableIndexPath? {
        guard let id = sectionOfItem[item], let s = sectionIndex[id],
              let r = _content.sections[s].items.firstIndex(of: item) else { return nil }
        return TableIndexPath(s, r)
    }

    /// The item at an index path, if there is one.
    @inlinable public func item(at ip: TableIndexPath) -> ItemID? {
        guard ip.section >= 0, ip.section < _content.sections.count, ip.row >= 0,
              ip.row < _content.sections[ip.section].items.count else { return nil }
        return _content.sections[ip.section].items[ip.row]
    }

    /// The same sections and items, in the same order (marks aside).
    @inlinable public func hasSameContent(as other: Self) -> Bool {
        _content.sections.count == other._content.sections.count
            && zip(_content.sections, other._content.sections).allSatisfy { $0.id == $1.id && $0.items == $1.items }
    }

    /// The same snapshot without its marks: what a data source's
    /// `snapshot()` hands out (inferred: marks belong to the snapshot
    /// object they were made on; D-08).
    @inlinable public var withoutMarks: Self {
        var copy = self
        copy._reloadedItems = []
        copy._reconfiguredItems = []
        copy._reloadedSections = []
        return copy
    }

    // MARK: Items

    /// `appendItems:` / `appendItemsWithIdentifiers:intoSectionWithIdentifier:`;
    /// without a section, into the last one. Returns what UIKit logs.
    @inlinable @discardableResult
    public mutating func appendItems(_ items: [ItemID], toSection section: SectionID? = nil) throws(TableViewException) -> [String] {
        try Self.checkUnique(items, items: true)
        guard !_content.sections.isEmpty else { throw .noSections }
        let target: SectionID
        if let section {
            guard sectionIndex[section] != nil else { throw .parameterNotSatisfying("section != NSNotFound") }
            target = section
        } else {
            target = _content.sections[_content.sections.count - 1].id
        }
        let console = detachExisting(items)
        let s = sectionIndex[target]!
        _content.sections[s].items.append(contentsOf: items)
        sectionOfItem.reserveCapacity(sectionOfItem.count + items.count)
        for item in items { sectionOfItem[item] = target }
        return console
    }

    /// `insertItems(_:beforeItem:)`.
    @inlinable @discardableResult
    public mutating func insertItems(_ items: [ItemID], beforeItem destination: ItemID) throws(TableViewException) -> [String] {
        try insertItems(items, next: destination, after: false)
    }

    /// `insertItems(_:afterItem:)`.
    @inlinable @discardableResult
    public mutating func insertItems(_ items: [ItemID], afterItem destination: ItemID) throws(TableViewException) -> [String] {
        try insertItems(items, next: destination, after: true)
    }

    @inlinable mutating func insertItems(_ items: [ItemID], next destination: ItemID, after: Bool) throws(TableViewException) -> [String] {
        try Self.checkUnique(items, items: true)
        if items.contains(destination) {
            throw .insertionDestinationInList(items: true, Self.text(destination), update: Self.update("INS", destination, items))
        }
        guard sectionOfItem[destination] != nil else { throw .parameterNotSatisfying("section != NSNotFound") }
        let console = detachExisting(items)
        let section = sectionOfItem[destination]!
        let s = sectionIndex[section]!
        let r = _content.sections[s].items.firstIndex(of: destination)! + (after ? 1 : 0)
        _content.sections[s].items.insert(contentsOf: items, at: r)
        for item in items { sectionOfItem[item] = section }
        return console
    }

    /// `deleteItems:`; identifiers the snapshot lacks are passed over
    /// (inferred from UIKit's code: D-05).
    @inlinable public mutating func deleteItems(_ items: [ItemID]) throws(TableViewException) {
        try Self.checkUnique(items, items: true)
        let present = Set(items.filter { sectionOfItem[$0] != nil })
        guard !present.isEmpty else { return }
        detach(present)
        dropMarks(items: present)
    }

    /// `deleteAllItems`: every item and every section.
    @inlinable public mutating func deleteAllItems() {
        self = Self()
    }

    /// `moveItem(_:beforeItem:)`.
    @inlinable public mutating func moveItem(_ item: ItemID, beforeItem destination: ItemID) throws(TableViewException) {
        try moveItem(item, next: destination, after: false)
    }

    /// `moveItem(_:afterItem:)`.
    @inlinable public mutating func moveItem(_ item: ItemID, afterItem destination: ItemID) throws(TableViewException) {
        try moveItem(item, next: destination, after: true)
    }

    @inlinable mutating func moveItem(_ item: ItemID, next destination: ItemID, after: Bool) throws(TableViewException) {
        if item == destination {
            throw .moveToItself(items: true, Self.text(item), update: Self.update("MOV", destination, [item]))
        }
        guard sectionOfItem[item] != nil else { throw .parameterNotSatisfying("fromIndex != NSNotFound") }
        guard let section = sectionOfItem[destination] else { throw .parameterNotSatisfying("toIndex != NSNotFound") }
        detach([item])
        let s = sectionIndex[section]!
        let r = _content.sections[s].items.firstIndex(of: destination)! + (after ? 1 : 0)
        _content.sections[s].items.insert(item, at: r)
        sectionOfItem[item] = section
    }

    /// `reloadItems:`: the items get new cells at the next apply.
    @inlinable public mutating func reloadItems(_ items: [ItemID]) throws(TableViewException) {
        try checkMarked(items, verb: "reload")
        _reloadedItems = Self.adding(items, to: _reloadedItems)
    }

    /// `reconfigureItems:` (iOS 15): their cells are asked again, kept.
    @inlinable public mutating func reconfigureItems(_ items: [ItemID]) throws(TableViewException) {
        try checkMarked(items, verb: "reconfigure")
        _reconfiguredItems = Self.adding(items, to: _reconfiguredItems)
    }

    @inlinable func checkMarked(_ items: [ItemID], verb: String) throws(TableViewException) {
        try Self.checkUnique(items, items: true)
        if let missing = items.first(where: { sectionOfItem[$0] == nil }) {
            throw .notInSnapshot(verb, items: true, Self.text(missing))
        }
    }

    // MARK: Sections

    /// `appendSections:`.
    @inlinable public mutating func appendSections(_ sections: [SectionID]) throws(TableViewException) {
        try Self.checkUnique(sections, items: false)
        try checkNew(sections)
        for id in sections {
            sectionIndex[id] = _content.sections.count
            _content.sections.append(.init(id, []))
        }
    }

    /// `insertSections(_:beforeSection:)`.
    @inlinable public mutating func insertSections(_ sections: [SectionID], beforeSection destination: SectionID) throws(TableViewException) {
        try insertSections(sections, next: destination, after: false)
    }

    /// `insertSections(_:afterSection:)`.
    @inlinable public mutating func insertSections(_ sections: [SectionID], afterSection destination: SectionID) throws(TableViewException) {
        try insertSections(sections, next: destination, after: true)
    }

    @inlinable mutating func insertSections(_ sections: [SectionID], next destination: SectionID, after: Bool) throws(TableViewException) {
        try Self.checkUnique(sections, items: false)
        if sections.contains(destination) {
            throw .insertionDestinationInList(items: false, Self.text(destination), update: Self.update("INS", destination, sections))
        }
        guard let d = sectionIndex[destination] else { throw .parameterNotSatisfying("insertIndex != NSNotFound") }
        try checkNew(sections)
        _content.sections.insert(contentsOf: sections.map { .init($0, []) }, at: d + (after ? 1 : 0))
        reindexSections()
    }

    @inlinable func checkNew(_ sections: [SectionID]) throws(TableViewException) {
        let existing = sections.filter { sectionIndex[$0] != nil }
        if !existing.isEmpty { throw .sectionsAlreadyExist(existing.map { Self.text($0) }) }
    }

    /// `deleteSections:`, with their items; identifiers the snapshot lacks
    /// are passed over (inferred: D-05).
    @inlinable public mutating func deleteSections(_ sections: [SectionID]) throws(TableViewException) {
        try Self.checkUnique(sections, items: false)
        let present = Set(sections.filter { sectionIndex[$0] != nil })
        guard !present.isEmpty else { return }
        var items = Set<ItemID>()
        for section in _content.sections where present.contains(section.id) {
            for item in section.items {
                sectionOfItem[item] = nil
                items.insert(item)
            }
        }
        _content.sections.removeAll { present.contains($0.id) }
        reindexSections()
        dropMarks(items: items)
        _reloadedSections.removeAll { present.contains($0) }
    }

    /// `moveSection(_:beforeSection:)`.
    @inlinable public mutating func moveSection(_ section: SectionID, beforeSection destination: SectionID) throws(TableViewException) {
        try moveSection(section, next: destination, after: false)
    }

    /// `moveSection(_:afterSection:)`.
    @inlinable public mutating func moveSection(_ section: SectionID, afterSection destination: SectionID) throws(TableViewException) {
        try moveSection(section, next: destination, after: true)
    }

    @inlinable mutating func moveSection(_ section: SectionID, next destination: SectionID, after: Bool) throws(TableViewException) {
        if section == destination {
            throw .moveToItself(items: false, Self.text(section), update: Self.update("MOV", destination, [section]))
        }
        guard let from = sectionIndex[section] else { throw .parameterNotSatisfying("fromSection != NSNotFound") }
        guard sectionIndex[destination] != nil else { throw .parameterNotSatisfying("toSection != NSNotFound") }
        let moved = _content.sections.remove(at: from)
        reindexSections()
        _content.sections.insert(moved, at: sectionIndex[destination]! + (after ? 1 : 0))
        reindexSections()
    }

    /// `reloadSections:`: the sections come anew at the next apply.
    @inlinable public mutating func reloadSections(_ sections: [SectionID]) throws(TableViewException) {
        try Self.checkUnique(sections, items: false)
        if let missing = sections.first(where: { sectionIndex[$0] == nil }) {
            throw .notInSnapshot("reload", items: false, Self.text(missing))
        }
        _reloadedSections = Self.adding(sections, to: _reloadedSections)
    }

    // MARK: Helpers

    /// UIKit's first check of a supplied list: no identifier twice in it.
    @inlinable static func checkUnique<T: Hashable>(_ ids: [T], items: Bool) throws(TableViewException) {
        guard ids.count > 1 else { return }
        var seen = Set<T>(minimumCapacity: ids.count)
        var duplicates: [T] = []
        var reported = Set<T>()
        for id in ids where !seen.insert(id).inserted {
            if reported.insert(id).inserted { duplicates.append(id) }
        }
        if !duplicates.isEmpty { throw .identifiersNotUnique(items: items, duplicates.map { Self.text($0) }) }
    }

    /// Items being appended or inserted that are already here leave their
    /// place (to be put in the new one), and UIKit logs it (D-03).
    @inlinable mutating func detachExisting(_ items: [ItemID]) -> [String] {
        let existing = items.filter { sectionOfItem[$0] != nil }
        guard !existing.isEmpty else { return [] }
        detach(Set(existing))
        return [DiffableConsole.itemsAlreadyExist(existing.map { Self.text($0) })]
    }

    /// Takes items out of their sections (their marks stay).
    @inlinable mutating func detach(_ items: Set<ItemID>) {
        var sections = Set<SectionID>()
        for item in items {
            if let s = sectionOfItem.removeValue(forKey: item) { sections.insert(s) }
        }
        for id in sections {
            let s = sectionIndex[id]!
            if items.count == 1, let r = _content.sections[s].items.firstIndex(of: items.first!) {
                _content.sections[s].items.remove(at: r)
            } else {
                _content.sections[s].items.removeAll { items.contains($0) }
            }
        }
    }

    @inlinable mutating func dropMarks(items: Set<ItemID>) {
        if !_reloadedItems.isEmpty { _reloadedItems.removeAll { items.contains($0) } }
        if !_reconfiguredItems.isEmpty { _reconfiguredItems.removeAll { items.contains($0) } }
    }

    @inlinable mutating func reindexSections() {
        sectionIndex.removeAll(keepingCapacity: true)
        for (s, section) in _content.sections.enumerated() { sectionIndex[section.id] = s }
    }

    @inlinable static func adding<T: Hashable>(_ new: [T], to marks: [T]) -> [T] {
        var seen = Set(marks)
        return marks + new.filter { seen.insert($0).inserted }
    }

    @inlinable static func text<T>(_ id: T) -> String { String(describing: id) }

    @inlinable static func update<D, T>(_ action: String, _ destination: D, _ identifiers: [T]) -> String {
        NSDescription.update(action, destination: text(destination), destinationIsSection: false, identifiers: identifiers.map { Self.text($0) })
    }
}

extension DiffableSnapshot: Sendable where SectionID: Sendable, ItemID: Sendable {}
