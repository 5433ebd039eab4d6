import TableEngine

/// The engine's data source for an app's `UITableViewDataSource`: each
/// message enters the app's code on the main actor, its types converted.
/// It answers `responds(to:)` with the required methods and what the app's
/// class implements (its generated table), so an optional method the app
/// does not implement is never sent, as UIKit's `respondsToSelector:`.
final class DataSourceBridge: TableViewDataSource, @unchecked Sendable {
    weak var app: (any UITableViewDataSource)?
    unowned let table: UITableView
    /// The table for the messages sent by the thousand (RowMessages.swift).
    let bridgedTable: BridgedTable
    private let implemented: ImplementedMessages

    /// The messages the bridge passes on.
    static let bridged: ImplementedMessages = [
        .numberOfRows, .cellForRow, .numberOfSections, .titleForHeader, .titleForFooter, .canEditRow, .canMoveRow,
        .sectionIndexTitles, .sectionForSectionIndexTitle, .commitEditingStyle, .moveRow,
    ]
    static let required: ImplementedMessages = [.numberOfRows, .cellForRow]

    init(app: any UITableViewDataSource, table: UITableView) {
        self.app = app
        self.table = table
        bridgedTable = BridgedTable(table)
        implemented = Self.required.union(ImplementedMessages(of: app).intersection(Self.bridged))
    }

    /// What the app's class implements; nothing once the app has gone (a
    /// released app object is nil to UIKit, which then sends nothing).
    func responds(to selector: MessageSelector) -> Bool { implemented.contains(selector) && app != nil }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        fastNumberOfRows(inSection: section)
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) throws(TableViewException) -> TableViewCell? {
        // The app's object is gone (the table holds it weakly): the table
        // has no data source to ask (FIDELITY.md U-11).
        guard app != nil else { throw .dataSourceNotSet }
        return fastCell(forRowAt: indexPath)
    }

    /// The plain path of `numberOfRowsInSection`, which `fastNumberOfRows(inSection:)` is tested against.
    func plainNumberOfRows(inSection section: Int) -> Int {
        onMainActor { app?.tableView(table, numberOfRowsInSection: section) ?? 0 }
    }

    /// The plain path of `cellForRowAt`, which `fastCell(forRowAt:)` is tested against.
    func plainCell(forRowAt indexPath: TableIndexPath) -> TableViewCell? {
        onMainActor { app?.tableView(table, cellForRowAt: IndexPath(indexPath)).engineCellForTable() }
    }

    func numberOfSections(in tableView: TableView) -> Int {
        onMainActor { app?.numberOfSections(in: table) ?? 1 }
    }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        onMainActor { app?.tableView(table, titleForHeaderInSection: section) }
    }

    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        onMainActor { app?.tableView(table, titleForFooterInSection: section) }
    }

    func sectionIndexTitles(for tableView: TableView) -> [String]? {
        onMainActor { app?.sectionIndexTitles(for: table) }
    }

    func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        onMainActor { app?.tableView(table, sectionForSectionIndexTitle: title, at: index) ?? index }
    }

    func tableView(_ tableView: TableView, canEditRowAt indexPath: TableIndexPath) -> Bool {
        onMainActor { app?.tableView(table, canEditRowAt: IndexPath(indexPath)) ?? true }
    }

    func tableView(_ tableView: TableView, commit editingStyle: EditingStyle, forRowAt indexPath: TableIndexPath) {
        onMainActor { app?.tableView(table, commit: .init(editingStyle), forRowAt: IndexPath(indexPath)) }
    }

    func tableView(_ tableView: TableView, canMoveRowAt indexPath: TableIndexPath) -> Bool {
        onMainActor { app?.tableView(table, canMoveRowAt: IndexPath(indexPath)) ?? true }
    }

    func tableView(_ tableView: TableView, moveRowAt source: TableIndexPath, to destination: TableIndexPath) {
        onMainActor { app?.tableView(table, moveRowAt: IndexPath(source), to: IndexPath(destination)) }
    }
}

/// The engine's prefetch data source for an app's `UITableViewDataSourcePrefetching`.
final class PrefetchBridge: TableViewDataSourcePrefetching, @unchecked Sendable {
    weak var app: (any UITableViewDataSourcePrefetching)?
    unowned let table: UITableView
    private let implemented: ImplementedMessages

    init(app: any UITableViewDataSourcePrefetching, table: UITableView) {
        self.app = app
        self.table = table
        implemented = ImplementedMessages([.prefetchRows]).union(ImplementedMessages(of: app).intersection([.cancelPrefetching]))
    }

    func responds(to selector: MessageSelector) -> Bool { implemented.contains(selector) }

    func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [TableIndexPath]) {
        onMainActor { app?.tableView(table, prefetchRowsAt: indexPaths.map(IndexPath.init)) }
    }

    func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [TableIndexPath]) {
        onMainActor { app?.tableView(table, cancelPrefetchingForRowsAt: indexPaths.map(IndexPath.init)) }
    }
}

extension ImplementedMessages {
    /// The selectors in both sets.
    func intersection(_ other: ImplementedMessages) -> ImplementedMessages {
        ImplementedMessages(filter(other.contains))
    }
}
