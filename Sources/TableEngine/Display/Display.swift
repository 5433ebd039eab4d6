/// What is on screen: where the viewport is, the cells and the header and
/// footer views in it, the section index beside it, the cells prepared just
/// off screen, and the reuse pool behind it.
struct Display {
    struct VisibleCell {
        var indexPath: TableIndexPath
        var cell: TableViewCell
    }

    /// Whether the table has loaded (its first layout pass, or `reloadData`).
    var hasLoaded = false
    /// Whether a layout pass is due: the viewport, the heights or the
    /// cells may not match the offset.
    var needsLayout = false
    /// The viewport's top, in points from the top of the content.
    var contentOffset: Double = 0
    /// Whether the offset is one the app set outside the scrollable range,
    /// which layout passes keep (UIKit does not clamp a programmatic
    /// offset; FIDELITY.md S-03).
    var offsetIsHeld = false
    /// An animated scroll the app started in code, whose frames run when
    /// the run loop turns (`TableView.runScrollAnimation()`; FIDELITY.md S-09).
    var scrollAnimation: ScrollAnimation?

    /// On-screen cells, in index-path order.
    var cells: [VisibleCell] = []
    /// On-screen header and footer views, by section.
    var views = PerEdge<[Int: HeaderFooterView]>([:])
    /// Sections whose header or footer is on screen with no view (no
    /// title, no custom view): remembered so they are not asked again.
    var emptyViews = PerEdge<Set<Int>>([])
    /// What `sectionIndexTitlesForTableView:` answered at the last reload.
    var sectionIndexTitles: [String]?

    /// Prepared cells (iOS 15; FIDELITY.md P-01 to P-04): cells for rows
    /// just off screen, asked for ahead of their row or kept after it left,
    /// in index-path order. Never a row on screen; once the screen holds,
    /// only rows next to it (one row before the first on screen, one after
    /// the last), so there are at most two.
    var prepared: [VisibleCell] = []

    var pool = ReusePool()
    /// A cell on screen has a configuration update due (FIDELITY.md C-03).
    var configurationUpdatesDue = false

    func cell(at ip: TableIndexPath) -> TableViewCell? {
        index(of: ip).map { cells[$0].cell }
    }

    func index(of ip: TableIndexPath) -> Int? {
        var lo = 0, hi = cells.count
        while lo < hi {
            let mid = (lo + hi) >> 1
            if cells[mid].indexPath < ip { lo = mid + 1 } else { hi = mid }
        }
        return lo < cells.count && cells[lo].indexPath == ip ? lo : nil
    }

    /// Brings the offset into `lowest...highest`, unless the app set it
    /// outside that range, where it stays held until it is back in range
    /// (`TableView.clampContentOffset()`, in one access to the display).
    mutating func clampOffset(_ lowest: Double, _ highest: Double) {
        if offsetIsHeld {
            if contentOffset >= lowest && contentOffset <= highest { offsetIsHeld = false }
            return
        }
        contentOffset = min(max(lowest, contentOffset), highest)
    }

    /// Puts a cell on screen at its place in index-path order.
    mutating func insert(_ cell: TableViewCell, at ip: TableIndexPath) {
        let position = cells.firstIndex { $0.indexPath > ip } ?? cells.count
        cells.insert(VisibleCell(indexPath: ip, cell: cell), at: position)
    }

    /// Cell objects in existence: on screen, prepared and pooled.
    var cellsInExistence: Int { cells.count + prepared.count + pool.pooledCellCount }

    // MARK: Prepared cells

    /// The prepared cell of a row, if any.
    func preparedCell(at ip: TableIndexPath) -> TableViewCell? {
        prepared.first { $0.indexPath == ip }?.cell
    }

    /// Keeps a cell prepared for its row, in index-path order.
    mutating func keepPrepared(_ cell: TableViewCell, at ip: TableIndexPath) {
        let position = prepared.firstIndex { $0.indexPath > ip } ?? prepared.count
        prepared.insert(VisibleCell(indexPath: ip, cell: cell), at: position)
    }

    /// Takes the prepared cell of a row that comes on screen, if any.
    mutating func takePrepared(at ip: TableIndexPath) -> TableViewCell? {
        guard let i = prepared.firstIndex(where: { $0.indexPath == ip }) else { return nil }
        return prepared.remove(at: i).cell
    }

    /// Prepared cells for which `keep` says no go to the reuse pool, with
    /// no message (P-02, P-03).
    mutating func dropPrepared(unless keep: (TableIndexPath) -> Bool) {
        // Most passes keep them all: the array is left as it is.
        guard prepared.contains(where: { !keep($0.indexPath) }) else { return }
        var kept: [VisibleCell] = []
        for vc in prepared {
            if keep(vc.indexPath) { kept.append(vc) } else { enqueue(vc.cell) }
        }
        prepared = consume kept
    }

    // MARK: After an update

    /// What an update took off the screen: cells of rows deleted or
    /// reloaded, views of sections deleted or reloaded.
    struct Removed {
        var cells: [VisibleCell] = []
        var views = PerEdge<[(section: Int, view: HeaderFooterView)]>([])
    }

    /// Moves cells and views to their rows' and sections' new places;
    /// returns the ones whose rows or sections went away.
    mutating func remap(_ plan: UpdatePlan) -> Removed {
        var removed = Removed()
        var kept: [VisibleCell] = []
        for vc in cells {
            if let ip = plan.newIndexPath(of: vc.indexPath) {
                kept.append(VisibleCell(indexPath: ip, cell: vc.cell))
            } else {
                removed.cells.append(vc)
            }
        }
        kept.sort { $0.indexPath < $1.indexPath }
        cells = kept
        // Prepared cells move with their rows; a deleted or reloaded row's
        // goes to the pool (P-03).
        if !prepared.isEmpty {
            var moved: [VisibleCell] = []
            for vc in prepared {
                if let ip = plan.newIndexPath(of: vc.indexPath) {
                    moved.append(VisibleCell(indexPath: ip, cell: vc.cell))
                } else {
                    enqueue(vc.cell)
                }
            }
            prepared = moved.sorted { $0.indexPath < $1.indexPath }
        }
        for edge in SectionEdge.allCases {
            var moved: [Int: HeaderFooterView] = [:]
            for (s, view) in views[edge].sorted(by: { $0.key < $1.key }) {
                if let ns = plan.keptSection(s) { moved[ns] = view } else { removed.views[edge].append((s, view)) }
            }
            views[edge] = moved
            emptyViews[edge] = Set(emptyViews[edge].compactMap { plan.keptSection($0) })
        }
        return removed
    }

    // MARK: Changing cells, with an undo journal

    /// What the table changed in its cells and views since the outermost call began,
    /// oldest first: a cell keeps its own state, so a call that raises
    /// undoes these to put its cells back as they were. Shared by every
    /// copy of the display: saving the state for a nested call copies the
    /// parts, and must not copy a journal that grows with all the outermost
    /// call did (a drag of hundreds of frames).
    let journal = DisplayJournal()

    /// Changes what the table sets on a cell (selected, highlighted,
    /// editing, revealed buttons), noting what it was.
    mutating func change(_ cell: TableViewCell, _ body: (inout TableViewCell.State) -> Void) {
        journal.note(cell)
        body(&cell.state)
    }

    /// Changes what the table sets in a cell's content on the delegate's
    /// word (its accessory and indentation level), noting what it was.
    mutating func changeContent(_ cell: TableViewCell, _ body: (inout TableViewCell.Content) -> Void) {
        journal.note(cell)
        body(&cell.content)
    }

    /// Changes the titles the table sets on a header or footer view (a
    /// title view's text, a reused view's cleared labels), noting what
    /// they were.
    func changeTitles(_ view: HeaderFooterView, text: String?, detailText: String?) {
        journal.note(view)
        view.text = text
        view.detailText = detailText
    }

    /// A cell leaves the screen for the reuse pool, unhighlighted.
    mutating func enqueue(_ cell: TableViewCell) {
        change(cell) { $0.isHighlighted = false }
        pool.enqueue(cell)
    }

    /// Whether the cell is on screen, prepared or in the reuse pool.
    func holds(_ cell: TableViewCell) -> Bool {
        cells.contains { $0.cell === cell } || prepared.contains { $0.cell === cell }
            || cell.reuseIdentifier.map { pool.pooledCells($0)?.contains { $0 === cell } ?? false } ?? false
    }

    /// Every cell the display holds: on screen, prepared, then pooled.
    var allCells: [TableViewCell] { cells.map(\.cell) + prepared.map(\.cell) + pool.cells.values.joined() }

    /// Whether the header or footer view is on screen or in the reuse pool.
    func holds(_ view: HeaderFooterView) -> Bool {
        views.header.values.contains { $0 === view } || views.footer.values.contains { $0 === view }
            || view.reuseIdentifier.map { pool.views[$0]?.contains { $0 === view } ?? false } ?? false
    }

    /// Every header and footer view the display holds: on screen, then pooled.
    var allViews: [HeaderFooterView] {
        Array(views.header.values) + Array(views.footer.values) + Array(pool.views.values.joined())
    }

    // MARK: Invariants

    func violations(_ geometry: TableGeometry, settled: Bool, viewportHeight: Double, poolLimit: Int, preparesCells: Bool) -> [String] {
        var problems: [String] = []
        for i in prepared.indices {
            let vc = prepared[i]
            if !geometry.contains(vc.indexPath) { problems.append("a cell is prepared for a row that does not exist: \(vc.indexPath)") }
            if i > 0 && !(prepared[i - 1].indexPath < vc.indexPath) { problems.append("prepared cells out of order") }
            if index(of: vc.indexPath) != nil { problems.append("a row on screen has a prepared cell: \(vc.indexPath)") }
            if cells.contains(where: { $0.cell === vc.cell }) { problems.append("a prepared cell is on screen: \(vc.indexPath)") }
        }
        if settled && !prepared.isEmpty {
            if !preparesCells { problems.append("cells are prepared with prefetching off or before iOS 15") }
            if let first = cells.first, let last = cells.last {
                let (lo, hi) = (geometry.flatIndex(of: first.indexPath) - 1, geometry.flatIndex(of: last.indexPath) + 1)
                for vc in prepared where !(lo...hi).contains(geometry.flatIndex(of: vc.indexPath)) {
                    problems.append("a prepared cell is more than a row from the screen: \(vc.indexPath)")
                }
            } else {
                problems.append("cells are prepared with no row on screen")
            }
        }
        for i in cells.indices {
            let vc = cells[i]
            if !geometry.contains(vc.indexPath) { problems.append("a cell is on screen for a row that does not exist: \(vc.indexPath)") }
            if i > 0 && !(cells[i - 1].indexPath < vc.indexPath) { problems.append("cells on screen out of order") }
        }
        if settled {
            let wanted = geometry.rows(in: contentOffset, contentOffset + viewportHeight)
            if wanted != cells.map(\.indexPath) {
                problems.append("cells on screen \(cells.map(\.indexPath)) do not match the viewport \(wanted)")
            }
            if pool.pooledCellCount > poolLimit { problems.append("the reuse pool is over its limit") }
        }
        for edge in SectionEdge.allCases {
            for s in views[edge].keys where s >= geometry.numberOfSections {
                problems.append("\(edge) view for missing section \(s)")
            }
        }
        return problems
    }
}

/// The display's journal of what the table changed in its cells and in
/// its header and footer views (see `Display.journal`).
final class DisplayJournal {
    private enum Entry {
        case cell(TableViewCell, TableViewCell.Content, TableViewCell.State)
        case view(HeaderFooterView, text: String?, detailText: String?)
    }
    private var entries: [Entry] = []

    /// How many open calls could put changes back: those that raise, and
    /// every call of a table whose calls can be abandoned. Outside them a
    /// change would never be undone, and is not noted.
    var undoableCalls = 0

    /// How many changes are noted.
    var count: Int { entries.count }

    /// Notes what `cell` holds before the table changes it.
    func note(_ cell: TableViewCell) {
        guard undoableCalls > 0 else { return }
        entries.append(.cell(cell, cell.content, cell.state))
    }

    /// Notes the titles `view` shows before the table changes them.
    func note(_ view: HeaderFooterView) {
        guard undoableCalls > 0 else { return }
        entries.append(.view(view, text: view.text, detailText: view.detailText))
    }

    /// Puts back the cells and views changed after the first `mark`
    /// changes, newest first, and forgets those changes.
    func undo(since mark: Int) {
        for entry in entries[mark...].reversed() {
            switch entry {
            case let .cell(cell, content, state):
                cell.content = content
                cell.state = state
            case let .view(view, text, detailText):
                view.text = text
                view.detailText = detailText
            }
        }
        entries.removeSubrange(mark...)
    }

    /// Forgets every change: none will be put back.
    func forget() {
        // Most calls noted nothing: an empty array is not rebuilt.
        if !entries.isEmpty { entries.removeAll(keepingCapacity: true) }
    }
}
