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
            let positions = DragPositions(geometry: state.geometry, source: source)
            let end = positions.end(toward: destination)
            var current = source, place = source
            if delegateResponds(.targetIndexPathForMove) || reportsUnimplementedMessages {
                while place != end {
                    place = place < end ? positions.after(place) : positions.before(place)
                    current = proposeMove(from: source, to: place)
                }
            } else {
                current = end  // nothing can redirect the row on its way
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

/// Where a dragged row can go, in order: in its own section the places of
/// its rows; in every other section one more, after the last. Walked one
/// place at a time, never listed: a drag costs the places it passes.
struct DragPositions {
    let geometry: TableGeometry
    let source: TableIndexPath

    private func places(_ section: Int) -> Int {
        geometry.numberOfRows(in: section) &+ (section == source.section ? 0 : 1)
    }

    func after(_ place: TableIndexPath) -> TableIndexPath {
        place.row + 1 < places(place.section) ? TableIndexPath(place.section, place.row + 1) : TableIndexPath(place.section + 1, 0)
    }

    func before(_ place: TableIndexPath) -> TableIndexPath {
        place.row > 0 ? TableIndexPath(place.section, place.row - 1) : TableIndexPath(place.section - 1, places(place.section - 1) - 1)
    }

    /// Where a drag toward `destination` ends: there, or the last place
    /// before it, or the first place.
    func end(toward destination: TableIndexPath) -> TableIndexPath {
        let sections = geometry.numberOfSections
        if destination.section >= sections { return TableIndexPath(sections - 1, places(sections - 1) - 1) }
        if destination.section < 0 { return TableIndexPath(0, 0) }
        if destination.row >= places(destination.section) { return TableIndexPath(destination.section, places(destination.section) - 1) }
        if destination.row < 0 {
            return destination.section == 0 ? TableIndexPath(0, 0) : TableIndexPath(destination.section - 1, places(destination.section - 1) - 1)
        }
        return destination
    }
}
