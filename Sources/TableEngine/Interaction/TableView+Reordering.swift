// Dragging a row by its reorder control (seed 000, ReOrdering; seed 003).

extension TableView {
    /// Drags the row at `source` to `destination` while editing:
    /// `canMoveRowAtIndexPath:`, then
    /// `targetIndexPathForMoveFromRowAtIndexPath:toProposedIndexPath:` for
    /// each position the row passes over (its answer can redirect), then on
    /// drop `moveRowAtIndexPath:toIndexPath:` and the table moves the row.
    /// Returns where the row was dropped, or nil when it cannot be dragged.
    ///
    /// - Throws: `GestureError` when the row does not exist or is not on
    ///   screen, before anything happens; otherwise whatever the app's code
    ///   throws in the messages this sends (a data source's commit, an
    ///   update it makes that UIKit refuses, a nil cell at the layout pass),
    ///   the table put back as it was.
    @discardableResult
    public func drag(from source: TableIndexPath, to destination: TableIndexPath) throws -> TableIndexPath? {
        try requireOnScreen(source)
        return try call { () throws(TableViewException) -> TableIndexPath? in
            guard editsAllRows, let cell = state.display.cell(at: source), cell.state.showsReorder else { return nil }
            guard askDataSource(.canMoveRow, [.indexPath(source)], otherwise: true, { $0.tableView(self, canMoveRowAt: source) }) else { return nil }
            let positions = dragPositions(source: source)
            guard let start = positions.firstIndex(of: source) else { return nil }
            let end = positions.firstIndex(of: destination)
                ?? positions.lastIndex(where: { $0 <= destination }) ?? 0
            var current = source
            if end != start {
                let step = end > start ? 1 : -1
                var k = start
                while k != end {
                    k += step
                    current = proposeMove(from: source, to: positions[k])
                }
            }
            guard current != source else { return source }
            reorder = Reorder(from: source, to: current)
            defer { reorder = nil }
            try tellDataSource(.moveRow, [.indexPath(source), .indexPath(current)]) { ds throws(TableViewException) in
                try ds.tableView(self, moveRowAt: source, to: current)
            }
            // A diffable data source's subclass that applied a snapshot of
            // its own making has already given the table its rows (D-18).
            if reorder?.takenByDataSource != true { try applyUserMove(from: source, to: current) }
            return current
        }
    }

    /// Where the dragged row can go, in order: in its own section the
    /// places of its rows; in every other section one more, after the last.
    func dragPositions(source: TableIndexPath) -> [TableIndexPath] {
        var result: [TableIndexPath] = []
        for s in 0..<state.geometry.numberOfSections {
            let n = state.geometry.numberOfRows(in: s) + (s == source.section ? 0 : 1)
            for r in 0..<n { result.append(TableIndexPath(s, r)) }
        }
        return result
    }

    private func proposeMove(from source: TableIndexPath, to proposed: TableIndexPath) -> TableIndexPath {
        let target = askDelegate(.targetIndexPathForMove, [.indexPath(source), .indexPath(proposed)], otherwise: proposed) {
            $0.tableView(self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposed)
        }
        // An answer outside the table is ignored.
        let geometry = state.geometry
        let valid = target.section >= 0 && target.section < geometry.numberOfSections && target.row >= 0
            && target.row <= geometry.numberOfRows(in: target.section) - (target.section == source.section ? 1 : 0)
        return valid ? target : proposed
    }
}
