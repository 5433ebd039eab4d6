import TableEngine

/// UIKit's `UITableViewDiffableDataSource`: the table's data source, from
/// a snapshot of identifiers and the app's cell provider, over the engine's
/// `TableViewDiffableDataSource` (which applies a snapshot as its diff).
///
/// Subclassable as in UIKit: a subclass's overrides of
/// `tableView(_:titleForHeaderInSection:)`, `canEditRowAt`, `commit`,
/// `canMoveRowAt`, `moveRowAt`, … reach the engine (the table sends them
/// when the subclass's generated table, from `ImplementedMessagesPlugin`,
/// says it overrides them; the base answers as UIKit's does).
@MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    UITableViewDataSource {
    /// UIKit's `UITableViewDiffableDataSource.CellProvider`.
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?
    /// The snapshot type.
    public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    /// The engine's diffable data source this one runs on: for drivers and tests.
    public let engineDataSource: TableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>
    private weak var table: UITableView?

    /// UIKit's `init(tableView:cellProvider:)`: becomes `tableView`'s data source.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        table = tableView
        let engine = EngineDiffableDataSource<SectionIdentifierType, ItemIdentifierType>(tableView: tableView.engineTable) {
            [unowned tableView] _, indexPath, item in
            onMainActor { cellProvider(tableView, IndexPath(indexPath), item)?.engineCellForTable() }
        }
        engineDataSource = engine
        engine.owner = self
        tableView.setDiffableDataSource(self, engine: engine)
    }

    /// UIKit's `defaultRowAnimation`.
    open var defaultRowAnimation: UITableView.RowAnimation {
        get {
            switch engineDataSource.defaultRowAnimation {
            case .fade: .fade
            case .right: .right
            case .left: .left
            case .top: .top
            case .bottom: .bottom
            case .none: .none
            case .middle: .middle
            case .automatic: .automatic
            }
        }
        set { engineDataSource.defaultRowAnimation = newValue.engine }
    }

    // MARK: Snapshots

    /// UIKit's `snapshot()`: a copy of the current snapshot.
    public func snapshot() -> Snapshot { Snapshot(engineDataSource.snapshot()) }

    /// UIKit's `apply(_:animatingDifferences:completion:)`: the table
    /// changes to `snapshot` by the diff of the two; raises UIKit's exception
    /// when the table cannot take it.
    public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil,
                      file: String = #fileID, line: Int = #line, column: Int = #column) {
        raising(at: CallSite(fileID: file, line: line, column: column)) { () throws(TableViewException) in
            try engineDataSource.apply(snapshot.engineSnapshot, animatingDifferences: animatingDifferences, completion: completion)
        }
    }

    /// UIKit's `applySnapshotUsingReloadData(_:completion:)`: the table reloads with `snapshot`.
    public func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil,
                                             file: String = #fileID, line: Int = #line, column: Int = #column) {
        raising(at: CallSite(fileID: file, line: line, column: column)) { () throws(TableViewException) in
            try engineDataSource.applySnapshotUsingReloadData(snapshot.engineSnapshot, completion: completion)
        }
    }

    /// UIKit's `itemIdentifier(for:)`.
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        engineDataSource.itemIdentifier(for: TableIndexPath(indexPath))
    }

    /// UIKit's `indexPath(for:)`.
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        engineDataSource.indexPath(for: itemIdentifier).map(IndexPath.init)
    }

    /// UIKit's `sectionIdentifier(for:)`.
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        engineDataSource.sectionIdentifier(for: index)
    }

    /// UIKit's `index(for:)`.
    public func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        engineDataSource.index(for: sectionIdentifier)
    }

    // MARK: UITableViewDataSource

    /// UIKit's implementation: the snapshot's sections.
    open func numberOfSections(in tableView: UITableView) -> Int { engineDataSource.numberOfSections(in: tableView.engineTable) }

    /// UIKit's implementation: the section's items in the snapshot.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        engineDataSource.tableView(tableView.engineTable, numberOfRowsInSection: section)
    }

    /// UIKit's implementation: the cell provider's cell for the row's item.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = raising(at: nil) { () throws(TableViewException) in
            try engineDataSource.tableView(tableView.engineTable, cellForRowAt: TableIndexPath(indexPath))
        }
        return cell.map(UITableViewCell.appCell(adopting:)) ?? UITableViewCell()
    }

    /// Override to title `section`'s header; the base has none.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// Override to title `section`'s footer; the base has none.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// Override to make rows editable; the base answers false (UIKit's).
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    /// Override to commit a deletion or insertion; the base does nothing.
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    /// Override to let rows move; the base answers false (UIKit's).
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// Override to move the app's data of a reordered row; the base does nothing.
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    /// Override to give a section index; the base has none.
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    /// Override to map an index title to a section; the base answers `index`.
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
}

/// The engine's diffable data source under a `UITableViewDiffableDataSource`:
/// the optional methods the app's subclass overrides are sent to it.
final class EngineDiffableDataSource<SectionID: Hashable, ItemID: Hashable>: TableViewDiffableDataSource<SectionID, ItemID>, @unchecked Sendable {
    /// The app's object (which keeps this one).
    weak var owner: (any UITableViewDataSource)? {
        didSet { overridden = owner.map { ImplementedMessages(of: $0).intersection(Self.overridable) } ?? [] }
    }
    private var overridden: ImplementedMessages = []

    static var overridable: ImplementedMessages {
        [.titleForHeader, .titleForFooter, .canEditRow, .commitEditingStyle, .canMoveRow, .moveRow, .sectionIndexTitles, .sectionForSectionIndexTitle]
    }

    override func responds(to selector: MessageSelector) -> Bool {
        Self.baseMethods.contains(selector) || overridden.contains(selector)
    }

    private func appTable(_ tableView: TableView) -> UITableView? {
        onMainActor { (owner as? UITableViewDiffableDataSourceReference)?.appTable }
    }

    override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        guard let table = appTable(tableView) else { return nil }
        return onMainActor { self.owner?.tableView(table, titleForHeaderInSection: section) }
    }

    override func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        guard let table = appTable(tableView) else { return nil }
        return onMainActor { self.owner?.tableView(table, titleForFooterInSection: section) }
    }

    override func tableView(_ tableView: TableView, canEditRowAt indexPath: TableIndexPath) -> Bool {
        guard let table = appTable(tableView) else { return false }
        return onMainActor { self.owner?.tableView(table, canEditRowAt: IndexPath(indexPath)) ?? false }
    }

    override func tableView(_ tableView: TableView, commit editingStyle: EditingStyle, forRowAt indexPath: TableIndexPath) {
        guard let table = appTable(tableView) else { return }
        onMainActor { self.owner?.tableView(table, commit: .init(editingStyle), forRowAt: IndexPath(indexPath)) }
    }

    override func tableView(_ tableView: TableView, canMoveRowAt indexPath: TableIndexPath) -> Bool {
        guard let table = appTable(tableView) else { return false }
        return onMainActor { self.owner?.tableView(table, canMoveRowAt: IndexPath(indexPath)) ?? false }
    }

    override func tableView(_ tableView: TableView, moveRowAt source: TableIndexPath, to destination: TableIndexPath) {
        guard let table = appTable(tableView) else { return }
        onMainActor { self.owner?.tableView(table, moveRowAt: IndexPath(source), to: IndexPath(destination)) }
    }

    override func sectionIndexTitles(for tableView: TableView) -> [String]? {
        guard let table = appTable(tableView) else { return nil }
        return onMainActor { self.owner?.sectionIndexTitles(for: table) }
    }

    override func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        guard let table = appTable(tableView) else { return index }
        return onMainActor { self.owner?.tableView(table, sectionForSectionIndexTitle: title, at: index) ?? index }
    }
}

/// A diffable data source's table, whatever its identifier types.
@MainActor
protocol UITableViewDiffableDataSourceReference: AnyObject {
    var appTable: UITableView? { get }
}

extension UITableViewDiffableDataSource: UITableViewDiffableDataSourceReference {
    var appTable: UITableView? { table }
}
