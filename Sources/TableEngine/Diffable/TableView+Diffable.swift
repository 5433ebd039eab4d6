// What a diffable data source asks of its table: updates through UIKit's
// private `_performDiffableUpdate:`, inside which the table takes its
// changes, and the cell provider's call.

extension TableView {
    /// Whether the table's data source is a `TableViewDiffableDataSource`.
    public var hasDiffableDataSource: Bool { dataSource is any DiffableDataSourceMarker }

    /// Applies a diffable data source's update: one update block inside
    /// `_performDiffableUpdate:`, naming its changes in the order UIKit's
    /// `_UIDiffableDataSourceViewUpdater` does — moves, then reloaded,
    /// deleted and inserted sections, reconfigured, reloaded, deleted and
    /// inserted rows (FIDELITY.md D-14) — each with the data source's
    /// `defaultRowAnimation`.
    func performDiffableUpdate(_ update: BatchUpdate, animation: RowAnimation) throws(TableViewException) {
        try record(.performDiffableUpdate) { () throws(TableViewException) in
            diffableUpdateDepth += 1
            defer { diffableUpdateDepth -= 1 }
            state.updates.begin()
            for (from, to) in update.movedSections { try moveSection(from, toSection: to) }
            for (from, to) in update.movedRows { try moveRow(at: from, to: to) }
            if !update.reloadedSections.isEmpty { try reloadSections(update.reloadedSections.sorted(), with: animation) }
            if !update.deletedSections.isEmpty { try deleteSections(update.deletedSections.sorted(), with: animation) }
            if !update.insertedSections.isEmpty { try insertSections(update.insertedSections.sorted(), with: animation) }
            if !update.reconfiguredRows.isEmpty { try reconfigureRows(at: update.reconfiguredRows.sorted()) }
            if !update.reloadedRows.isEmpty { try reloadRows(at: update.reloadedRows.sorted(), with: animation) }
            if !update.deletedRows.isEmpty { try deleteRows(at: update.deletedRows.sorted(), with: animation) }
            if !update.insertedRows.isEmpty { try insertRows(at: update.insertedRows.sorted(), with: animation) }
            if let collected = state.updates.end() { try commit(collected) }
        }
        // UIKit lays the table out at once when it is in a window.
        try layoutIfNeeded()
    }

    /// A diffable data source's subclass applied, inside `moveRowAt`, the
    /// snapshot the user's drop made: the table already shows it, so the
    /// update inside `_performDiffableUpdate:` is empty (D-18).
    func takeUsersMoveFromDataSource() {
        record(.performDiffableUpdate) {}
    }

    /// A diffable data source's reload: `reloadData` inside
    /// `_performDiffableUpdate:`, then the layout pass (the table is in a
    /// window), so the rows on screen get their cells at once.
    func performDiffableReload() throws(TableViewException) {
        try record(.performDiffableUpdate) { () throws(TableViewException) in
            diffableUpdateDepth += 1
            defer { diffableUpdateDepth -= 1 }
            try reloadData()
        }
        try layoutIfNeeded()
    }

    /// The cell provider's call, in the log under `cellForRowAtIndexPath:`.
    /// A cell it made itself is numbered now, so the log can name it.
    func callCellProvider(_ indexPath: TableIndexPath, _ item: String,
                          _ body: () throws(TableViewException) -> TableViewCell?) throws(TableViewException) -> TableViewCell? {
        try record(.cellProvider, [.indexPath(indexPath), .string(item)], result: { cell in
            cell.map { $0.value(isNew: self.state.display.pool.freshCells.contains(ObjectIdentifier($0))) } ?? .nil
        }) { () throws(TableViewException) -> TableViewCell? in
            let cell = try body()
            if let cell, cell.id == 0 {
                state.display.pool.adopt(cell)
                state.display.pool.freshCells.insert(ObjectIdentifier(cell))
            }
            return cell
        }
    }
}
