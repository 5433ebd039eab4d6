// The layout pass: cells and header/footer views come on and off screen as
// the viewport moves, in content order, through the reuse pool.

extension TableView {
    /// Runs `body`; if it throws, puts the cells, views, pools, selection
    /// and offset back as they were (the table keeps its state).
    func preservingDisplay(_ body: () throws(TableViewException) -> Void) throws(TableViewException) {
        let snapshot = DisplaySnapshot(
            display: display,
            cellContents: display.allCells.map { ($0, $0.content, $0.state) },
            selection: selection, contentOffset: contentOffset,
            nextCellID: nextCellID, nextViewID: nextViewID, cellsCreated: cellsCreated)
        do throws(TableViewException) {
            try body()
        } catch {
            display = snapshot.display
            for (cell, content, state) in snapshot.cellContents {
                cell.content = content
                cell.state = state
            }
            selection = snapshot.selection
            contentOffset = snapshot.contentOffset
            nextCellID = snapshot.nextCellID
            nextViewID = snapshot.nextViewID
            cellsCreated = snapshot.cellsCreated
            cellRequest = nil
            freshCells.removeAll()
            // What the failed pass had to show is still to be shown: the
            // next layout pass tries again (and raises again, until the data
            // source gives a cell).
            needsLayout = true
            throw error
        }
    }

    func clampContentOffset() {
        contentOffset = min(max(0, contentOffset), maxContentOffset)
    }

    /// Every cell and view leaves the screen (reloadData).
    func removeAllVisibleContent() {
        let cells = display.cells
        display.cells.removeAll()
        for vc in cells {
            tellDidEndDisplaying(vc.cell, vc.indexPath)
            enqueue(vc.cell)
        }
        for (s, view) in display.headers.sorted(by: { $0.key < $1.key }) { endDisplaying(view, s, header: true) }
        for (s, view) in display.footers.sorted(by: { $0.key < $1.key }) { endDisplaying(view, s, header: false) }
        display.headers.removeAll()
        display.footers.removeAll()
        display.emptyHeaders.removeAll()
        display.emptyFooters.removeAll()
    }

    /// Brings the screen in line with the offset and geometry: cells that
    /// left go to the pool (`didEndDisplayingCell`), then rows that arrived
    /// get cells (`cellForRowAtIndexPath:`, `willDisplayCell`), in order.
    func layoutVisibleContent() throws(TableViewException) {
        needsLayout = false
        // Measuring estimated rows, or a taller viewport, can leave the
        // offset past the content's end; it comes back to the end.
        for _ in 0..<8 {
            clampContentOffset()
            let offset = contentOffset
            measureVisibleEstimates(from: offset, to: offset + viewportHeight)
            clampContentOffset()
            if contentOffset == offset { break }
        }
        let top = contentOffset, bottom = contentOffset + viewportHeight
        let wanted = geometry.rows(in: top, bottom)
        let wantedSections = geometry.sections(in: top, bottom)

        // Leaving: cells first, then header and footer views.
        var kept: [DisplayState.VisibleCell] = []
        kept.reserveCapacity(wanted.count)
        var w = 0
        let leaving = display.cells
        display.cells.removeAll(keepingCapacity: true)
        for vc in leaving {
            while w < wanted.count && wanted[w] < vc.indexPath { w += 1 }
            if w < wanted.count && wanted[w] == vc.indexPath {
                kept.append(vc)
            } else {
                tellDidEndDisplaying(vc.cell, vc.indexPath)
                enqueue(vc.cell)
            }
        }
        display.cells = kept
        let headerWanted = Set(wantedSections.filter { headerIsOnScreen($0, top, bottom) })
        let footerWanted = Set(wantedSections.filter { footerIsOnScreen($0, top, bottom) })
        for s in display.headers.keys.sorted() where !headerWanted.contains(s) {
            endDisplaying(display.headers.removeValue(forKey: s)!, s, header: true)
        }
        for s in display.footers.keys.sorted() where !footerWanted.contains(s) {
            endDisplaying(display.footers.removeValue(forKey: s)!, s, header: false)
        }
        display.emptyHeaders.formIntersection(headerWanted)
        display.emptyFooters.formIntersection(footerWanted)

        // Arriving, in content order.
        var next = 0
        for s in wantedSections {
            if headerWanted.contains(s) { try showHeaderFooter(s, header: true) }
            while next < wanted.count && wanted[next].section == s {
                let ip = wanted[next]
                next += 1
                if display.index(of: ip) == nil { try showCell(at: ip) }
            }
            if footerWanted.contains(s) { try showHeaderFooter(s, header: false) }
        }
        trimPools()
    }

    /// Estimated heights: rows, headers and footers coming on screen are
    /// measured for real, which can move others in or out; repeat until the
    /// screen is settled.
    func measureVisibleEstimates(from top: Double, to bottom: Double) {
        let rowsEstimated = usesEstimatedRowHeights
        for _ in 0..<16 {
            var changed = false
            for s in geometry.sections(in: top, bottom) {
                if geometry.sections[s].headerIsEstimate {
                    geometry.setHeader(s, headerHeight(s))
                    changed = true
                }
                if rowsEstimated {
                    for ip in geometry.rows(in: top, bottom) where ip.section == s && !geometry.sections[s].rows.isMeasured(ip.row) {
                        geometry.setRowHeight(ip, measuredHeight(ip), exact: true)
                        changed = true
                    }
                }
                if geometry.sections[s].footerIsEstimate {
                    geometry.setFooter(s, footerHeight(s))
                    changed = true
                }
            }
            geometry.compact()
            if !changed { break }
        }
    }

    /// Plain headers float: on screen while any part of their section is.
    /// Grouped ones scroll with their section.
    func headerIsOnScreen(_ s: Int, _ top: Double, _ bottom: Double) -> Bool {
        let rect = geometry.headerRect(s)
        guard rect.height > 0 else { return false }
        if style == .plain { return geometry.top(of: s) < bottom && geometry.bottom(of: s) > top }
        return rect.y < bottom && rect.y + rect.height > top
    }

    func footerIsOnScreen(_ s: Int, _ top: Double, _ bottom: Double) -> Bool {
        let rect = geometry.footerRect(s)
        guard rect.height > 0 else { return false }
        if style == .plain { return geometry.top(of: s) < bottom && geometry.bottom(of: s) > top }
        return rect.y < bottom && rect.y + rect.height > top
    }

    // MARK: Cells

    func showCell(at ip: IndexPath) throws(TableViewException) {
        let cell = try requestCell(at: ip)
        let position = display.cells.firstIndex { $0.indexPath > ip } ?? display.cells.count
        display.cells.insert(.init(indexPath: ip, cell: cell), at: position)
        // While editing, a row coming on screen is asked what it shows.
        if isEditing || cell.state.isEditing {
            let was = cell.state.isEditing
            configureEditing(cell, ip, animated: false)
            if was != cell.state.isEditing { finishTransition(cell) }
        }
        // After cellForRowAtIndexPath: returns, UIKit sets the cell's
        // selection and highlight (seed 002).
        setCellSelected(cell, selection.contains(ip))
        setCellHighlighted(cell, false)
        tellWillDisplay(cell, ip)
    }

    /// Asks the data source for a cell and takes it in.
    func requestCell(at ip: IndexPath) throws(TableViewException) -> TableViewCell {
        guard let ds = dataSource else { throw .dataSourceMustReturnCell }
        cellRequest = (ip, false)
        defer {
            cellRequest = nil
            freshCells.removeAll()
        }
        let (cell, _) = try recorder.send(.cellForRow, [.indexPath(ip)], result: { pair in
            pair.0.map { $0.value(isNew: pair.1) } ?? .nil
        }) { () throws(TableViewException) -> (TableViewCell?, Bool) in
            guard let cell = try ds.tableView(self, cellForRowAt: ip) else { return (nil, false) }
            return (cell, adopt(cell))
        }
        guard let cell else { throw .dataSourceMustReturnCell }
        return cell
    }

    /// Numbers a cell the table has not seen; says whether it is new.
    @discardableResult
    func adopt(_ cell: TableViewCell) -> Bool {
        if cell.id == 0 {
            cell.id = nextCellID
            nextCellID += 1
            cellsCreated += 1
            return true
        }
        return freshCells.contains(ObjectIdentifier(cell))
    }

    func enqueue(_ cell: TableViewCell) {
        cell.state.isHighlighted = false
        guard let id = cell.reuseIdentifier else { return }
        display.cellPool[id, default: []].append(cell)
    }

    /// Lets go of pooled cells and views beyond the pool's limit, oldest first.
    func trimPools() {
        var excess = display.pooledCellCount - reusePoolLimit
        if excess > 0 {
            for id in display.cellPool.keys.sorted() where excess > 0 {
                let drop = min(excess, display.cellPool[id]!.count)
                display.cellPool[id]!.removeFirst(drop)
                if display.cellPool[id]!.isEmpty { display.cellPool[id] = nil }
                excess -= drop
            }
        }
        for id in display.viewPool.keys where display.viewPool[id]!.count > reusePoolLimit {
            display.viewPool[id]!.removeFirst(display.viewPool[id]!.count - reusePoolLimit)
        }
    }

    // MARK: Headers and footers

    func showHeaderFooter(_ s: Int, header: Bool) throws(TableViewException) {
        let shown = header ? display.headers[s] : display.footers[s]
        let known = header ? display.emptyHeaders.contains(s) : display.emptyFooters.contains(s)
        guard shown == nil, !known else { return }
        guard let view = try makeHeaderFooterView(s, header: header) else {
            if header { display.emptyHeaders.insert(s) } else { display.emptyFooters.insert(s) }
            return
        }
        if header { display.headers[s] = view } else { display.footers[s] = view }
        tellWillDisplayHeaderFooter(view, s, header: header)
    }

    /// The delegate's custom view, else a standard view showing the title,
    /// else none.
    func makeHeaderFooterView(_ s: Int, header: Bool) throws(TableViewException) -> HeaderFooterView? {
        if let dl = delegate, dl.responds(to: header ? .viewForHeader : .viewForFooter) {
            let view = try recorder.send(header ? .viewForHeader : .viewForFooter, [.int(s)], result: {
                $0?.value ?? .nil
            }) { () throws(TableViewException) -> HeaderFooterView? in
                let view = header ? try dl.tableView(self, viewForHeaderInSection: s)
                                  : try dl.tableView(self, viewForFooterInSection: s)
                if let view { adopt(view) }
                return view
            }
            if let view { return view }
        }
        guard let title = header ? askTitleForHeader(s) : askTitleForFooter(s) else { return nil }
        let view = display.viewPool[Self.standardViewIdentifier]?.popLast()
            ?? HeaderFooterView(reuseIdentifier: Self.standardViewIdentifier)
        adopt(view)
        view.text = title
        return view
    }

    /// The identifier of the table's own title views.
    static let standardViewIdentifier = "UITableViewHeaderFooterView"

    func adopt(_ view: HeaderFooterView) {
        if view.id == 0 {
            view.id = nextViewID
            nextViewID += 1
        }
    }

    func endDisplaying(_ view: HeaderFooterView, _ s: Int, header: Bool) {
        tellDidEndDisplayingHeaderFooter(view, s, header: header)
        if let id = view.reuseIdentifier { display.viewPool[id, default: []].append(view) }
    }
}
