import TableEngine

/// UIKit's `NSDiffableDataSourceSnapshot`: sections and items by
/// identifier, over the engine's `DiffableSnapshot`, which keeps UIKit's
/// rules. A call UIKit refuses (an identifier used twice, an item or
/// section that is not there) raises UIKit's exception at the app's call.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable> {
    /// The engine's snapshot: for the layer and for tests.
    public var engineSnapshot: DiffableSnapshot<SectionIdentifierType, ItemIdentifierType>

    /// UIKit's `init()`: an empty snapshot.
    public init() { engineSnapshot = DiffableSnapshot() }

    /// A snapshot over the engine's.
    public init(_ engineSnapshot: DiffableSnapshot<SectionIdentifierType, ItemIdentifierType>) {
        self.engineSnapshot = engineSnapshot
    }

    // MARK: Reading

    /// UIKit's `numberOfItems`.
    public var numberOfItems: Int { engineSnapshot.numberOfItems }
    /// UIKit's `numberOfSections`.
    public var numberOfSections: Int { engineSnapshot.numberOfSections }
    /// UIKit's `sectionIdentifiers`.
    public var sectionIdentifiers: [SectionIdentifierType] { engineSnapshot.sectionIdentifiers }
    /// UIKit's `itemIdentifiers`.
    public var itemIdentifiers: [ItemIdentifierType] { engineSnapshot.itemIdentifiers }
    /// UIKit's `reloadedItemIdentifiers`.
    public var reloadedItemIdentifiers: [ItemIdentifierType] { engineSnapshot.reloadedItemIdentifiers }
    /// UIKit's `reconfiguredItemIdentifiers`.
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { engineSnapshot.reconfiguredItemIdentifiers }
    /// UIKit's `reloadedSectionIdentifiers`.
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { engineSnapshot.reloadedSectionIdentifiers }

    /// UIKit's `numberOfItems(inSection:)`; raises for a section that is not there.
    public func numberOfItems(inSection identifier: SectionIdentifierType,
                              file: String = #fileID, line: Int = #line, column: Int = #column) -> Int {
        raising(at: CallSite(fileID: file, line: line, column: column)) { () throws(TableViewException) in
            try engineSnapshot.numberOfItems(inSection: identifier)
        }
    }

    /// UIKit's `itemIdentifiers(inSection:)`; raises for a section that is not there.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType,
                                file: String = #fileID, line: Int = #line, column: Int = #column) -> [ItemIdentifierType] {
        raising(at: CallSite(fileID: file, line: line, column: column)) { () throws(TableViewException) in
            try engineSnapshot.itemIdentifiers(inSection: identifier)
        }
    }

    /// UIKit's `sectionIdentifier(containingItem:)`.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        engineSnapshot.sectionIdentifier(containingItem: identifier)
    }

    /// UIKit's `indexOfItem(_:)`: the item's position among all items.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let indexPath = engineSnapshot.indexPath(ofItem: identifier) else { return nil }
        let before = engineSnapshot.content.sections.prefix(indexPath.section).reduce(0) { $0 + $1.items.count }
        return before + indexPath.row
    }

    /// UIKit's `indexOfSection(_:)`.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        engineSnapshot.indexOfSection(identifier)
    }

    // MARK: Changing

    private mutating func change(_ file: String, _ line: Int, _ column: Int,
                                 _ work: (inout DiffableSnapshot<SectionIdentifierType, ItemIdentifierType>) throws(TableViewException) -> Void) {
        raising(at: CallSite(fileID: file, line: line, column: column)) { () throws(TableViewException) in
            try work(&engineSnapshot)
        }
    }

    /// UIKit's `appendSections(_:)`.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType], file: String = #fileID, line: Int = #line, column: Int = #column) {
        change(file, line, column) { snapshot throws(TableViewException) in try snapshot.appendSections(identifiers) }
    }

    /// UIKit's `insertSections(_:beforeSection:)`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType,
                                        file: String = #fileID, line: Int = #line, column: Int = #column) {
        change(file, line, column) { snapshot throws(TableViewException) in try snapshot.insertSections(identifiers, beforeSection: toIdentifier) }
    }

    /// UIKit's `insertSections(_:afterSection:)`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType,
                                        file: String = #fileID, line: Int = #line, column: Int = #column) {
        change(file, line, column) { snapshot throws(TableViewException) in try snapshot.insertSections(identifiers, afterSection: toIdentifier) }
    }

    /// UIKit's `deleteSections(_:)`.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType], file: String = #fileID, line: Int = #line, column: Int = #column) {
        change(file, line, column) { snapshot throws(TableViewException) in try snapshot.deleteSections(identifiers) }
    }

    /// UIKit's `moveSection(_:beforeSection:)`.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType,
                                     file: String = #fileID, line: Int = #line, column: Int = #column) {
        change(file, line, column) { snapshot throws(TableViewException) in try snapshot.moveSection(identifier, beforeSection: toIdentifier) }
    }

    /// UIKit's `moveSection(_:afterSection:)`.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType,
                                     file: String = #fileID, line: Int = #line, column: Int = #column) {
        change(file, line, column) { snapshot throws(TableViewException) in try snapshot.moveSection(identifier, afterSection: toIdentifier) }
    }

    /// UIKit's `reloadSections(_:)`.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType], file: String = #fileID, line: Int = #line, column: Int = #column) {
        change(file, line, column) { snapshot throws(TableViewException) in try snapshot.reloadSections(identifiers) }
    }

    /// UIKit's `appendItems(_:toSection:)`: into the last section when none is named.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil,
                                     file: String = #fileID, line: Int = #line, column: Int = #column) {
        change(file, line, column) { snapshot throws(TableViewException) in
            _ = try snapshot.appendItems(identifiers, toSection: sectionIdentifier)
        }
    }

    /// UIKit's `insertItems(_:beforeItem:)`.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType,
                                     file: String = #fileID, line: Int = #line, column: Int = #column) {
        change(file, line, column) { snapshot throws(TableViewException) in _ = try snapshot.insertItems(identifiers, beforeItem: beforeIdentifier) }
    }

    /// UIKit's `insertItems(_:afterItem:)`.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType,
                                     file: String = #fileID, line: Int = #line, column: Int = #column) {
        change(file, line, column) { snapshot throws(TableViewException) in _ = try snapshot.insertItems(identifiers, afterItem: afterIdentifier) }
    }

    /// UIKit's `deleteItems(_:)`.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType], file: String = #fileID, line: Int = #line, column: Int = #column) {
        change(file, line, column) { snapshot throws(TableViewException) in try snapshot.deleteItems(identifiers) }
    }

    /// UIKit's `deleteAllItems()`: every section and item.
    public mutating func deleteAllItems() {
        engineSnapshot.deleteAllItems()
    }

    /// UIKit's `moveItem(_:beforeItem:)`.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType,
                                  file: String = #fileID, line: Int = #line, column: Int = #column) {
        change(file, line, column) { snapshot throws(TableViewException) in try snapshot.moveItem(identifier, beforeItem: toIdentifier) }
    }

    /// UIKit's `moveItem(_:afterItem:)`.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType,
                                  file: String = #fileID, line: Int = #line, column: Int = #column) {
        change(file, line, column) { snapshot throws(TableViewException) in try snapshot.moveItem(identifier, afterItem: toIdentifier) }
    }

    /// UIKit's `reloadItems(_:)`: the items' cells are made again at the next apply.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType], file: String = #fileID, line: Int = #line, column: Int = #column) {
        change(file, line, column) { snapshot throws(TableViewException) in try snapshot.reloadItems(identifiers) }
    }

    /// UIKit's `reconfigureItems(_:)`: the items' own cells are configured again at the next apply.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType], file: String = #fileID, line: Int = #line, column: Int = #column) {
        change(file, line, column) { snapshot throws(TableViewException) in try snapshot.reconfigureItems(identifiers) }
    }
}
