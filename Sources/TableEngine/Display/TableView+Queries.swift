// UITableView's questions an app asks, as messages in the log (FIDELITY.md
// D-40 to D-44). They answer from what the table knows; none asks the data
// source or delegate anything. (The engine's own reads, for renderers and
// tests, are the unlogged properties beside them.)

extension TableView {
    /// A section's extent — UITableView.h: "includes header, footer and all
    /// rows" — or nothing for a section the table lacks (choice: D-40).
    public func rect(forSection section: Int) -> (y: Double, height: Double) {
        guard section >= 0, section < state.geometry.numberOfSections else { return (0, 0) }
        return (state.geometry.top(of: section), state.geometry[section].height)
    }

    /// `rectForSection:`.
    public func rectForSectionMessage(_ section: Int) -> (y: Double, height: Double) {
        record(.rectForSection, [.int(section)], result: { .rect(y: $0.y, height: $0.height) }) { rect(forSection: section) }
    }

    /// `rectForHeaderInSection:` / `rectForFooterInSection:`.
    public func rectMessage(of edge: SectionEdge, inSection section: Int) -> (y: Double, height: Double) {
        record(edge == .header ? .rectForHeaderInSection : .rectForFooterInSection, [.int(section)],
               result: { .rect(y: $0.y, height: $0.height) }) { () -> (y: Double, height: Double) in
            guard section >= 0, section < state.geometry.numberOfSections else { return (0, 0) }
            return rect(of: edge, inSection: section)
        }
    }

    /// `indexPathForRowAtPoint:` at a content offset: "returns nil if point
    /// is outside of any row in the table" (UITableView.h).
    public func indexPathForRowMessage(atY y: Double) -> TableIndexPath? {
        record(.indexPathForRowAtPoint, [.double(y)], result: { $0.map(Value.indexPath) ?? .nil }) { indexPathForRow(atY: y) }
    }

    /// The rows that meet `[y, y + height)`.
    public func indexPathsForRows(inY y: Double, height: Double) -> [TableIndexPath] {
        state.geometry.rows(in: y, y + height)
    }

    /// `indexPathsForRowsInRect:`: "returns nil if rect not valid"
    /// (UITableView.h) — a negative height; an empty list if no row meets it.
    public func indexPathsForRowsMessage(inY y: Double, height: Double) -> [TableIndexPath]? {
        record(.indexPathsForRowsInRect, [.rect(y: y, height: height)], result: { $0.map(Value.indexPaths) ?? .nil }) { () -> [TableIndexPath]? in
            height >= 0 ? indexPathsForRows(inY: y, height: height) : nil
        }
    }

    /// A cell the table has numbered (`cell#N`): on screen or in the pool.
    public func cell(numbered id: Int) -> TableViewCell? {
        if let vc = state.display.cells.first(where: { $0.cell.id == id }) { return vc.cell }
        return state.display.pool.cells.values.joined().first { $0.id == id }
    }

    /// `indexPathForCell:`: "returns nil if cell is not visible" (UITableView.h).
    public func indexPathMessage(for cell: TableViewCell) -> TableIndexPath? {
        record(.indexPathForCell, [cell.value()], result: { $0.map(Value.indexPath) ?? .nil }) {
            state.display.cells.first { $0.cell === cell }?.indexPath
        }
    }

    /// `visibleCells`, in row order.
    public func visibleCellsMessage() -> [TableViewCell] {
        record(.visibleCells, result: { .values($0.map { $0.value() }) }) { state.display.cells.map(\.cell) }
    }

    /// `headerViewForSection:` / `footerViewForSection:`: the view on
    /// screen, or nil — Apple: "or nil if the section does not have a
    /// header view"; nil off screen (inferred, as `cellForRowAtIndexPath:`).
    public func viewMessage(_ edge: SectionEdge, forSection section: Int) -> HeaderFooterView? {
        record(edge == .header ? .headerViewForSection : .footerViewForSection, [.int(section)], result: { $0?.value ?? .nil }) {
            state.display.views[edge][section]
        }
    }

    /// `indexPathForSelectedRow`: Apple: "If there are multiple selections,
    /// this property contains the first index-path object in the array of
    /// row selections; this object has the lowest index values for section
    /// and row."
    public func indexPathForSelectedRowMessage() -> TableIndexPath? {
        record(.indexPathForSelectedRow, result: { $0.map(Value.indexPath) ?? .nil }) { indexPathForSelectedRow }
    }

    /// `scrollToNearestSelectedRowAtScrollPosition:animated:` — Apple:
    /// "Scrolls the table view so that the selected row nearest to a
    /// specified position in the table view is at that position." Nearest:
    /// the selected row whose middle is closest to that position on screen
    /// (the top, middle or bottom of the viewport; `none`: its top); with
    /// no selection, nothing moves (both inferred: D-43).
    ///
    /// - Throws: what the layout pass raises, the table put back as it was:
    ///   UIKit's `NSInternalInconsistencyException` for a nil cell ("UITableView
    ///   dataSource returned a nil cell for row at index path: …", FIDELITY.md
    ///   A-38), a table with no data source ("UITableView dataSource is not
    ///   set", A-39), a negative height (A-20); and whatever the data source
    ///   or delegate throws.
    public func scrollToNearestSelectedRow(at position: ScrollPosition, animated: Bool = false) throws(TableViewException) {
        try call { () throws(TableViewException) in
            try record(.scrollToNearestSelectedRow, [.symbol(position.rawValue), .bool(animated)]) { () throws(TableViewException) in
                let top = state.display.contentOffset
                let line = switch position {
                case .top, .none: top
                case .middle: top + viewportHeight / 2
                case .bottom: top + viewportHeight
                }
                let nearest = state.interaction.selection.filter(state.geometry.contains).min { a, b in
                    let (ra, rb) = (state.geometry.rect(of: a), state.geometry.rect(of: b))
                    let (da, db) = (abs(ra.y + ra.height / 2 - line), abs(rb.y + rb.height / 2 - line))
                    return da != db ? da < db : a < b
                }
                guard let ip = nearest else { return }
                for _ in 0..<8 {
                    let target = min(max(0, offset(toShow: ip, at: position)), maxContentOffset)
                    if target == state.display.contentOffset && !state.display.needsLayout { break }
                    try moveViewport(to: target)
                }
            }
        }
    }

    /// `hasUncommittedUpdates` — UITableView.h: "Returns YES if the table
    /// view is in the middle of reordering, is displaying a drop target
    /// gap, or has drop placeholders." tableshell's reorder is one step
    /// (`drag`) and it has no drops: always NO between commands (D-44).
    public func hasUncommittedUpdatesMessage() -> Bool {
        record(.hasUncommittedUpdates, result: { .bool($0) }) { false }
    }
}
