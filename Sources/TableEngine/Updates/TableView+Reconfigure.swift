// reconfigureRowsAtIndexPaths: (iOS 15): a row's cell asked again, kept.

extension TableView {
    /// After an update has moved everything to its place and the screen
    /// holds, the reconfigured rows with a cell — on screen or prepared
    /// (P-03) — are asked for their cells again, in order (FIDELITY.md
    /// D-20). A row reloaded or deleted in the same update is not: it has a
    /// new cell, or none.
    func reconfigure(_ plan: UpdatePlan) throws(TableViewException) {
        guard !plan.reconfiguredRows.isEmpty else { return }
        var rows: [TableIndexPath] = []
        for old in plan.reconfiguredRows {
            guard let ip = plan.newIndexPath(of: old),
                  state.display.cell(at: ip) != nil || state.display.preparedCell(at: ip) != nil else { continue }
            rows.append(ip)
        }
        for ip in rows.sorted() { try reconfigureCell(at: ip) }
    }

    /// `cellForRowAtIndexPath:` for a row on screen, while `dequeue…` hands
    /// back its cell without `prepareForReuse` (Apple: "the table view
    /// doesn't call prepareForReuse()"). The cell stays on screen: no
    /// `willDisplayCell:` (inferred). A data source that returns another
    /// cell anyway has it take the row's place, as a reload's new cell
    /// would (choice: D-20).
    private func reconfigureCell(at ip: TableIndexPath) throws(TableViewException) {
        if state.display.preparedCell(at: ip) != nil { return try reconfigurePreparedCell(at: ip) }
        guard let old = state.display.cell(at: ip) else { return }
        state.display.pool.reconfiguring = old
        defer { state.display.pool.reconfiguring = nil }
        let cell = try requestCell(at: ip)
        guard cell !== old, let i = state.display.index(of: ip) else { return }
        state.display.cells[i].cell = cell
        tellDidEndDisplaying(old, ip)
        state.display.enqueue(old)
        setSelected(cell, state.interaction.selection.contains(ip))
        setHighlighted(cell, false)
        tellDelegate(.willDisplayCell, [cell.value(), .indexPath(ip)]) { $0.tableView(self, willDisplay: cell, forRowAt: ip) }
    }

    /// A prepared cell is reconfigured as one on screen (P-03: Apple, "To
    /// update the contents of existing (including prefetched) cells"):
    /// `cellForRowAtIndexPath:`, its own cell back without `prepareForReuse`,
    /// and no `willDisplayCell:`. Another cell from the data source is
    /// prepared in its place, the old one pooled with no message (choice).
    private func reconfigurePreparedCell(at ip: TableIndexPath) throws(TableViewException) {
        guard let old = state.display.preparedCell(at: ip) else { return }
        state.display.pool.reconfiguring = old
        defer { state.display.pool.reconfiguring = nil }
        let cell = try requestCell(at: ip)
        guard cell !== old, state.display.takePrepared(at: ip) != nil else { return }
        state.display.enqueue(old)
        state.display.keepPrepared(cell, at: ip)
    }
}
