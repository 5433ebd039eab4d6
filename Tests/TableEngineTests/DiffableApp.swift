import TableEngine

/// A table fed by a `TableViewDiffableDataSource<String, String>` whose
/// cell provider shows each item's identifier; a delegate with the methods
/// chosen per test; every message in `log`, as `TestApp` writes it.
final class DiffableApp: TableViewDelegate, TableViewDataSourcePrefetching {
    typealias Snapshot = DiffableSnapshot<String, String>

    let table: TableView
    private(set) var dataSource: TableViewDiffableDataSource<String, String>!
    var delegateMethods: Set<Selector>
    var prefetchMethods: Set<Selector> = []
    var log: [String] = []
    /// Cells the provider returns: registered and dequeued for the index
    /// path, or (nil) dequeued without one or made.
    var registered: String?
    /// A provider that returns a new cell each time (a reconfigure mistake).
    var alwaysNewCells = false

    /// `titled`: the data source is a subclass that gives section titles
    /// and makes rows editable (`TitledDiffableDataSource`).
    init(style: TableStyle = .plain, viewport: Double = 440, delegate: Set<Selector> = [], titled: Bool = false) {
        delegateMethods = delegate
        table = TableView(style: style)
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

    func cell(_ tv: TableView, _ ip: IndexPath, _ item: String) throws(TableViewException) -> TableViewCell? {
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
    static func snapshot(_ sections: [String]) throws -> Snapshot {
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
    func start(_ sections: [String]) throws {
        try table.layoutIfNeeded()
        try dataSource.apply(try Self.snapshot(sections))
        log.removeAll()
    }

    /// The table's content read back from its cells on screen and counts.
    var tableCounts: [Int] { (0..<table.numberOfSections).map { table.rowCount($0) } }

    var visibleTexts: [String] { table.visibleCells.map { $0.cell.text ?? "" } }

    func responds(to selector: Selector) -> Bool {
        delegateMethods.contains(selector) || prefetchMethods.contains(selector)
    }

    var prefetched: [[IndexPath]] = []
    var cancelled: [[IndexPath]] = []

    func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath]) { prefetched.append(indexPaths) }
    func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) { cancelled.append(indexPaths) }
}

/// A subclass that overrides what a test says, as an app's would.
final class TitledDiffableDataSource: TableViewDiffableDataSource<String, String> {
    var editable = true

    override func responds(to selector: Selector) -> Bool {
        selector == .titleForHeader || selector == .canEditRow || super.responds(to: selector)
    }

    override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        snapshot().sectionIdentifiers[section]
    }

    override func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { editable }
}
