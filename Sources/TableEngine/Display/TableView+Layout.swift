// The layout pass: cells and header/footer views come on and off screen as
// the viewport moves, in content order, through the reuse pool.

extension TableView {
    func clampContentOffset() {
        state.display.contentOffset = min(max(0, state.display.contentOffset), maxContentOffset)
    }

    /// Every cell and view leaves the screen (reloadData).
    func removeAllVisibleContent() {
        let cells = state.display.cells
        state.display.cells.removeAll()
        for vc in cells {
            tellDidEndDisplaying(vc.cell, vc.indexPath)
            state.display.enqueue(vc.cell)
        }
        for edge in SectionEdge.allCases {
            let views = state.display.views[edge]
            state.display.views[edge].removeAll()
            state.display.emptyViews[edge].removeAll()
            for (s, view) in views.sorted(by: { $0.key < $1.key }) { endDisplaying(view, edge, s) }
        }
    }

    /// Brings the screen in line with the offset and geometry: cells that
    /// left go to the pool (`didEndDisplayingCell`), then rows that arrived
    /// get cells (`cellForRowAtIndexPath:`, `willDisplayCell`), in order.
    func layoutVisibleContent() throws(TableViewException) {
        state.display.needsLayout = false
        // Measuring estimated rows, or a taller viewport, can leave the
        // offset past the content's end; it comes back to the end.
        for _ in 0..<8 {
            clampContentOffset()
            let offset = state.display.contentOffset
            measureVisibleEstimates(from: offset, to: offset + viewportHeight)
            clampContentOffset()
            if state.display.contentOffset == offset { break }
        }
        let top = state.display.contentOffset, bottom = top + viewportHeight
        let wanted = state.geometry.rows(in: top, bottom)
        let wantedSections = state.geometry.sections(in: top, bottom)

        // Leaving: cells first, then header and footer views.
        var kept: [Display.VisibleCell] = []
        kept.reserveCapacity(wanted.count)
        var w = 0
        let leaving = state.display.cells
        state.display.cells.removeAll(keepingCapacity: true)
        for vc in leaving {
            while w < wanted.count && wanted[w] < vc.indexPath { w += 1 }
            if w < wanted.count && wanted[w] == vc.indexPath {
                kept.append(vc)
            } else {
                tellDidEndDisplaying(vc.cell, vc.indexPath)
                state.display.enqueue(vc.cell)
            }
        }
        state.display.cells = kept
        var viewsWanted = PerEdge<Set<Int>>([])
        for edge in SectionEdge.allCases {
            viewsWanted[edge] = Set(wantedSections.filter { isOnScreen(edge, $0, top, bottom) })
            for s in state.display.views[edge].keys.sorted() where !viewsWanted[edge].contains(s) {
                endDisplaying(state.display.views[edge].removeValue(forKey: s)!, edge, s)
            }
            state.display.emptyViews[edge].formIntersection(viewsWanted[edge])
        }

        // Arriving, in content order.
        var next = 0
        for s in wantedSections {
            if viewsWanted.header.contains(s) { try showView(.header, s) }
            while next < wanted.count && wanted[next].section == s {
                let ip = wanted[next]
                next += 1
                if state.display.index(of: ip) == nil { try showCell(at: ip) }
            }
            if viewsWanted.footer.contains(s) { try showView(.footer, s) }
        }
        state.display.pool.trim(to: reusePoolLimit)
    }

    /// Estimated heights: rows, headers and footers coming on screen are
    /// measured for real, which can move others in or out; repeat until the
    /// screen is settled.
    func measureVisibleEstimates(from top: Double, to bottom: Double) {
        let rowsEstimated = usesEstimatedRowHeights
        for _ in 0..<16 {
            var changed = false
            for s in state.geometry.sections(in: top, bottom) {
                if state.geometry.sections[s].isEstimate(.header) {
                    state.geometry.setHeight(.header, s, height(.header, s))
                    changed = true
                }
                if rowsEstimated {
                    for ip in state.geometry.rows(in: top, bottom) where ip.section == s && !state.geometry.sections[s].rows.isMeasured(ip.row) {
                        state.geometry.setRowHeight(ip, measuredHeight(ip), exact: true)
                        changed = true
                    }
                }
                if state.geometry.sections[s].isEstimate(.footer) {
                    state.geometry.setHeight(.footer, s, height(.footer, s))
                    changed = true
                }
            }
            state.geometry.compact()
            if !changed { break }
        }
    }

    /// Plain headers and footers float: on screen while any part of their
    /// section is. Grouped ones scroll with their section.
    func isOnScreen(_ edge: SectionEdge, _ s: Int, _ top: Double, _ bottom: Double) -> Bool {
        let rect = state.geometry.rect(of: edge, s)
        guard rect.height > 0 else { return false }
        if style == .plain { return state.geometry.top(of: s) < bottom && state.geometry.bottom(of: s) > top }
        return rect.y < bottom && rect.y + rect.height > top
    }

    // MARK: Cells

    func showCell(at ip: IndexPath) throws(TableViewException) {
        let cell = try requestCell(at: ip)
        state.display.insert(cell, at: ip)
        // While editing, a row coming on screen is asked what it shows.
        if isEditing || cell.state.isEditing {
            let was = cell.state.isEditing
            configureEditing(cell, ip, animated: false)
            if was != cell.state.isEditing { finishTransition(cell) }
        }
        // After cellForRowAtIndexPath: returns, UIKit sets the cell's
        // selection and highlight (seed 002).
        setSelected(cell, state.interaction.selection.contains(ip))
        setHighlighted(cell, false)
        tellDelegate(.willDisplayCell, [cell.value(), .indexPath(ip)]) { $0.tableView(self, willDisplay: cell, forRowAt: ip) }
    }

    func tellDidEndDisplaying(_ cell: TableViewCell, _ ip: IndexPath) {
        tellDelegate(.didEndDisplayingCell, [cell.value(), .indexPath(ip)]) { $0.tableView(self, didEndDisplaying: cell, forRowAt: ip) }
    }

    /// Asks the data source for a cell and takes it in.
    func requestCell(at ip: IndexPath) throws(TableViewException) -> TableViewCell {
        guard dataSource != nil else { throw .dataSourceMustReturnCell }
        state.display.pool.request = (ip, false)
        defer {
            state.display.pool.request = nil
            state.display.pool.freshCells.removeAll()
        }
        let (cell, _) = try askDataSource(.cellForRow, [.indexPath(ip)], otherwise: (nil, false), result: { pair in
            pair.0.map { $0.value(isNew: pair.1) } ?? .nil
        }) { ds throws(TableViewException) -> (TableViewCell?, Bool) in
            guard let cell = try ds.tableView(self, cellForRowAt: ip) else { return (nil, false) }
            return (cell, state.display.pool.adopt(cell))
        }
        guard let cell else { throw .dataSourceMustReturnCell }
        return cell
    }

    // MARK: Headers and footers

    func showView(_ edge: SectionEdge, _ s: Int) throws(TableViewException) {
        guard state.display.views[edge][s] == nil, !state.display.emptyViews[edge].contains(s) else { return }
        guard let view = try makeView(edge, s) else {
            state.display.emptyViews[edge].insert(s)
            return
        }
        state.display.views[edge][s] = view
        tellWillDisplay(view, edge, s)
    }

    /// The delegate's custom view, else a standard view showing the title,
    /// else none.
    func makeView(_ edge: SectionEdge, _ s: Int) throws(TableViewException) -> HeaderFooterView? {
        if let view = try askView(edge, s) { return view }
        guard let title = askTitle(edge, s) else { return nil }
        let view = state.display.pool.takeView(Self.standardViewIdentifier)
            ?? HeaderFooterView(reuseIdentifier: Self.standardViewIdentifier)
        state.display.pool.adopt(view)
        view.text = title
        return view
    }

    /// The identifier of the table's own title views.
    static let standardViewIdentifier = "UITableViewHeaderFooterView"

    func endDisplaying(_ view: HeaderFooterView, _ edge: SectionEdge, _ s: Int) {
        tellDidEndDisplaying(view, edge, s)
        state.display.pool.enqueue(view)
    }
}
