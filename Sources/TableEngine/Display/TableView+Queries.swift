// UITableView's questions an app asks, under UIKit's names, each recorded in
// the log as the app's call (FIDELITY.md D-40 to D-44). They answer from what
// the table knows; none asks the data source or delegate anything. The
// engine's own reads, for renderers and tests, have other names and send no
// message (`extent(ofSection:)`, `visibleRows`, `cellsOnScreen`, …).

extension TableView {
    /// A section's extent — UITableView.h: "includes header, footer and all
    /// rows" — or nothing for a section the table lacks (choice: D-40),
    /// without a message (the logged read is ``rect(forSection:)``).
    public func extent(ofSection section: Int) -> (y: Double, height: Double) {
        guard section >= 0, section < state.geometry.numberOfSections else { return (0, 0) }
        return (state.geometry.top(of: section), state.geometry[section].height)
    }

    /// `rect(forSection:)`, recorded in the log as the app's call.
    public func rect(forSection section: Int) -> (y: Double, height: Double) {
        record(.rectForSection, [.int(section)], result: { .rect(y: $0.y, height: $0.height) }) { extent(ofSection: section) }
    }

    /// `rectForHeader(inSection:)`, recorded in the log as the app's call;
    /// `(0, 0)` for a section the table lacks.
    public func rectForHeader(inSection section: Int) -> (y: Double, height: Double) { loggedRect(of: .header, inSection: section) }

    /// `rectForFooter(inSection:)`, recorded in the log as the app's call;
    /// `(0, 0)` for a section the table lacks.
    public func rectForFooter(inSection section: Int) -> (y: Double, height: Double) { loggedRect(of: .footer, inSection: section) }

    private func loggedRect(of edge: SectionEdge, inSection section: Int) -> (y: Double, height: Double) {
        record(edge == .header ? .rectForHeaderInSection : .rectForFooterInSection, [.int(section)],
               result: { .rect(y: $0.y, height: $0.height) }) { () -> (y: Double, height: Double) in
            guard section >= 0, section < state.geometry.numberOfSections else { return (0, 0) }
            return rect(of: edge, inSection: section)
        }
    }

    /// `indexPathForRowAtPoint:` at a content offset: "returns nil if point
    /// is outside of any row in the table" (UITableView.h).
    /// Recorded in the log as the app's call.
    public func indexPathForRow(atY y: Double) -> TableIndexPath? {
        record(.indexPathForRowAtPoint, [.double(y)], result: { $0.map(Value.indexPath) ?? .nil }) { row(atY: y) }
    }

    /// The rows that meet `[y, y + height)`, without a message (the logged
    /// read is ``indexPathsForRows(inY:height:)``).
    public func rows(inY y: Double, height: Double) -> [TableIndexPath] {
        state.geometry.rows(in: y, y + height)
    }

    /// `indexPathsForRowsInRect:`: "returns nil if rect not valid"
    /// (UITableView.h) — a negative height; an empty list if no row meets it.
    /// Recorded in the log as the app's call.
    public func indexPathsForRows(inY y: Double, height: Double) -> [TableIndexPath]? {
        record(.indexPathsForRowsInRect, [.rect(y: y, height: height)], result: { $0.map(Value.indexPaths) ?? .nil }) { () -> [TableIndexPath]? in
            height >= 0 ? rows(inY: y, height: height) : nil
        }
    }

    /// A cell the table has numbered (`cell#N`): on screen, prepared or in
    /// the pool.
    public func cell(numbered id: Int) -> TableViewCell? {
        if let vc = state.display.cells.first(where: { $0.cell.id == id }) { return vc.cell }
        if let vc = state.display.prepared.first(where: { $0.cell.id == id }) { return vc.cell }
        return state.display.pool.cells.values.joined().first { $0.id == id }
    }

    /// `indexPathForCell:`: "returns nil if cell is not visible" (UITableView.h).
    /// Recorded in the log as the app's call.
    public func indexPath(for cell: TableViewCell) -> TableIndexPath? {
        record(.indexPathForCell, [cell.value()], result: { $0.map(Value.indexPath) ?? .nil }) {
            state.display.cells.first { $0.cell === cell }?.indexPath
        }
    }

    /// `visibleCells`, in row order, recorded in the log as the app's call
    /// (``cellsOnScreen`` reads them without a message).
    public var visibleCells: [TableViewCell] {
        record(.visibleCells, result: { .values($0.map { $0.value() }) }) { state.display.cells.map(\.cell) }
    }

    /// `headerViewForSection:` / `footerViewForSection:`: the view on
    /// screen, or nil — Apple: "or nil if the section does not have a
    /// header view"; nil off screen (inferred, as `cellForRowAtIndexPath:`).
    public func headerView(forSection section: Int) -> HeaderFooterView? { loggedView(.header, forSection: section) }

    /// `footerView(forSection:)`: as ``headerView(forSection:)``, for the footer.
    public func footerView(forSection section: Int) -> HeaderFooterView? { loggedView(.footer, forSection: section) }

    private func loggedView(_ edge: SectionEdge, forSection section: Int) -> HeaderFooterView? {
        record(edge == .header ? .headerViewForSection : .footerViewForSection, [.int(section)], result: { $0?.value ?? .nil }) {
            state.display.views[edge][section]
        }
    }

    /// `indexPathForSelectedRow`: Apple: "If there are multiple selections,
    /// this property contains the first index-path object in the array of
    /// row selections; this object has the lowest index values for section
    /// and row."
    /// Recorded in the log as the app's call (``firstSelectedRow`` reads it
    /// without a message).
    public var indexPathForSelectedRow: TableIndexPath? {
        record(.indexPathForSelectedRow, result: { $0.map(Value.indexPath) ?? .nil }) { firstSelectedRow }
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
                if animated {
                    return startScrollAnimation(to: offsetInRange(offset(toShow: ip, at: position)), aim: (ip, position))
                }
                for _ in 0..<8 {
                    let target = offsetInRange(offset(toShow: ip, at: position))
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
    public var hasUncommittedUpdates: Bool {
        record(.hasUncommittedUpdates, result: { .bool($0) }) { false }
    }
}
