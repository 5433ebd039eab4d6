import TableEngine

/// A table fed by a `TableViewDiffableDataSource<String, String>` whose
/// cell provider shows each item's identifier; a delegate with the methods
/// chosen per test; every message in `log`, as `TestApp` writes it.
package final class DiffableApp: TableViewDelegate, TableViewDataSourcePrefetching {
    package typealias Snapshot = DiffableSnapshot<String, String>

    package let table: TableView
    package private(set) var dataSource: TableViewDiffableDataSource<String, String>!
    package var delegateMethods: Set<MessageSelector>
    package var prefetchMethods: Set<MessageSelector> = []
    package var log: [String] = []
    /// Cells the provider returns: registered and dequeued for the index
    /// path, or (nil) dequeued without one or made.
    package var registered: String?
    /// A provider that returns a new cell each time (a reconfigure mistake).
    package var alwaysNewCells = false

    /// `titled`: the data source is a subclass that gives section titles
    /// and makes rows editable (`TitledDiffableDataSource`).
    package init(style: TableStyle = .plain, viewport: Double = 440, delegate: Set<MessageSelector> = [], titled: Bool = false) {
        delegateMethods = delegate
        table = TableView(style: style)
        table.checksInvariants = true
        table.viewportHeight = viewport
        table.delegate = self
        table.prefetchDataSource = self
        let provider: TableViewDiffableDataSource<String, String>.CellProvider = { [unowned self] tv, ip, item throws(TableViewException) in
            try self.cell(tv, ip, item)
        }
        dataSource = titled ? TitledDiffableDataSource(tableView: table, cellProvider: provider)
                            : TableViewDiffableDataSource(tableView: table, cellProvider: provider)
        table.observe { [unowned self] e in self.log.append(TestApp.describe(e)) }
    }

    package func cell(_ tv: TableView, _ ip: TableIndexPath, _ item: String) throws(TableViewException) -> TableViewCell? {
        let cell: TableViewCell
        if alwaysNewCells {
            cell = TableViewCell(reuseIdentifier: "Cell")
        } else if let id = registered {
            cell = try tv.dequeueReusableCell(withIdentifier: id, for: ip)
        } else {
            cell = tv.dequeueReusableCell(withIdentifier: "Cell") ?? TableViewCell(reuseIdentifier: "Cell")
        }
        cell.text = item
        return cell
    }

    /// A snapshot of sections `"A: a b c"`, one string per section.
    package static func snapshot(_ sections: [String]) throws -> Snapshot {
        var s = Snapshot()
        for text in sections {
            let words = text.split(separator: " ").map(String.init)
            let id = String(words[0].dropLast())
            try s.appendSections([id])
            try s.appendItems(Array(words.dropFirst()), toSection: id)
        }
        return s
    }

    /// Loads the table (its first layout pass), applies the sections, and
    /// empties the log.
    package func start(_ sections: [String]) throws {
        try table.layoutIfNeeded()
        try dataSource.apply(try Self.snapshot(sections))
        log.removeAll()
    }

    /// The table's content read back from its cells on screen and counts.
    package var tableCounts: [Int] { (0..<table.numberOfSections).map { table.rowCount($0) } }

    package var visibleTexts: [String] { table.cellsOnScreen.map { $0.cell.text ?? "" } }

    package func responds(to selector: MessageSelector) -> Bool {
        delegateMethods.contains(selector) || prefetchMethods.contains(selector)
    }

    package var prefetched: [[TableIndexPath]] = []
    package var cancelled: [[TableIndexPath]] = []

    package func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [TableIndexPath]) { prefetched.append(indexPaths) }
    package func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [TableIndexPath]) { cancelled.append(indexPaths) }
}

/// A subclass that overrides what a test says, as an app's would.
package final class TitledDiffableDataSource: TableViewDiffableDataSource<String, String> {
    package var editable = true

    package override func responds(to selector: MessageSelector) -> Bool {
        selector == .titleForHeader || selector == .canEditRow || super.responds(to: selector)
    }

    package override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        snapshot().sectionIdentifiers[section]
    }

    package override func tableView(_ tableView: TableView, canEditRowAt indexPath: TableIndexPath) -> Bool { editable }
}
