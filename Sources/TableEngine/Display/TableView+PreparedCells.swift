// iOS 15's prepared cells (FIDELITY.md P-01 to P-05): with prefetching on,
// the table asks for the cell of the row just past the screen's leading
// edge before the row shows, and keeps a cell whose row has just left, so
// `cellForRowAtIndexPath:` is not always followed by `willDisplayCell:`,
// and one cell can get more than one willDisplay/didEndDisplaying pair.

extension TableView {
    /// After a layout pass (each frame of a scroll; the pass that ends a
    /// call): the row just past the leading edge — after the last row on
    /// screen, or before the first when the screen moved back — gets its
    /// cell now, if it has none: `cellForRowAtIndexPath:`, the delegate's
    /// legacy accessory and indentation, the cell's configuration update
    /// (C-04), and no `willDisplayCell:` (P-01). One row a pass; none when
    /// the screen did not move, nor in the pass after an update. The cell
    /// is measured by UIKit too; here a row's height is asked when it comes
    /// on screen, so preparing asks nothing more (choice).
    func prepareCellAhead() throws(TableViewException) {
        guard preparesCells else { return }
        let cells = state.display.cells, offset = state.display.contentOffset
        guard let firstIP = cells.first?.indexPath, let lastIP = cells.last?.indexPath else { return }
        let geometry = state.geometry
        guard let direction = state.prefetch.cells.note(first: firstIP, last: lastIP, offset: offset, geometry) else { return }
        let flat = direction == .backward ? geometry.flatIndex(of: firstIP) - 1 : geometry.flatIndex(of: lastIP) + 1
        guard flat >= 0, flat < geometry.totalRows else { return }
        let ip = geometry.indexPath(flat: flat)
        guard state.display.preparedCell(at: ip) == nil else { return }
        let cell = try requestCell(at: ip)
        // Reloaded from inside its cellForRowAt: the row may be gone.
        if reloadedDuringPass { return state.display.enqueue(cell) }
        state.display.keepPrepared(cell, at: ip)
        askLegacyAccessoryAndIndentation(cell, ip)
        updateConfigurationBeforeDisplay(cell)
    }

    /// The rows, counted across sections, whose cells stay prepared while
    /// `rows` are on screen: those rows and one on each side (UIKit's
    /// `-pruneCellsForVisibleIndexRange:`, decompiled; P-02). Nil when the
    /// table prepares no cells or no row is on screen.
    func preparedRange(around rows: [TableIndexPath]) -> ClosedRange<Int>? {
        guard preparesCells, let first = rows.first, let last = rows.last else { return nil }
        return (state.geometry.flatIndex(of: first) - 1)...(state.geometry.flatIndex(of: last) + 1)
    }

    /// Every prepared cell goes to the reuse pool, with no message:
    /// `reloadData`, prefetching turned off, an iOS before 15 (P-03, P-05).
    func dropPreparedCells() {
        state.display.dropPrepared { _ in false }
    }

    /// The prepared cells, with their rows, in content order, without a
    /// message: cells for rows just off screen, asked for ahead or kept
    /// after their row left (P-01, P-02). Not in `visibleCells`; the
    /// table's `cellForRow(at:)` returns them.
    public var preparedCells: [(indexPath: TableIndexPath, cell: TableViewCell)] {
        state.display.prepared.map { ($0.indexPath, $0.cell) }
    }

    /// The prepared cell of a row, if any, without a message.
    public func preparedCell(at indexPath: TableIndexPath) -> TableViewCell? {
        state.display.preparedCell(at: indexPath)
    }
}
