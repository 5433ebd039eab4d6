// The layout pass: cells and header/footer views come on and off screen as
// the viewport moves, in content order, through the reuse pool.

extension TableView {
    /// Every cell and view leaves the screen (reloadData): cells from the
    /// bottom up, as UIKit does (FIDELITY.md A-25), into the pool in screen
    /// order, so that the top row gets the bottom row's cell back, as observed.
    func removeAllVisibleContent() {
        // Prepared cells first, with no message (P-03): the top row still
        // gets the bottom row's cell back.
        dropPreparedCells()
        let cells = state.display.cells
        state.display.cells.removeAll()
        for vc in cells.reversed() { tellDidEndDisplaying(vc.cell, vc.indexPath) }
        for vc in cells { state.display.enqueue(vc.cell) }
        for edge in SectionEdge.allCases {
            let views = state.display.views[edge]
            state.display.views[edge].removeAll()
            state.display.emptyViews[edge].removeAll()
            for (s, view) in views.sorted(by: { $0.key < $1.key }) { endDisplaying(view, edge, s) }
        }
    }

    /// Brings the screen in line with the offset and geometry. Rows and
    /// headers coming on screen are measured (with estimates, each time they
    /// come — FIDELITY.md ); cells that left go to the pool
    /// (`didEndDisplayingCell`); then rows that arrived get cells
    /// (`cellForRowAtIndexPath:`, `willDisplayCell`), in order, and after
    /// them the headers and footers that arrived. A self-sizing row
    /// takes its cell's height, which can bring other rows on or off screen:
    /// the pass repeats until the screen holds. Then data is prefetched
    /// (D-30) and, from iOS 15, the cell past the leading edge is prepared
    /// (P-01).
    func layoutVisibleContent() throws(TableViewException) {
        // Asked for again from inside the pass (the app's layoutIfNeeded or
        // scrollToRow in cellForRowAt): nothing now, as UIKit's update of
        // its visible cells returns when it is already under way; the next
        // pass shows what changed (FIDELITY.md U-09).
        guard layoutPass == nil else {
            state.display.needsLayout = true
            return
        }
        layoutPass = Interruptible()
        defer { layoutPass = nil }
        state.display.needsLayout = false
        var measured = Measured()
        // A pass that moves the screen has sized a row that came on screen
        // for the first time, which can bring in one more (an estimate far
        // above the row's height lets one row in at a time). After as many
        // passes as rows of a point fit in the viewport, the rows still
        // coming get their cells at their estimated heights (sized at the
        // next layout): the screen always ends with cells for what it shows.
        let passes = 8 + (viewportHeight.isFinite ? Int(min(max(viewportHeight, 0), 1e6).rounded(.up)) : 0)
        var moved = true, pass = 0
        // A `for … where moved` would count on through every pass left.
        while moved && pass < passes {
            let rows = try settle(&measured)
            moved = try showWhatIsOnScreen(rows, selfSizing: measured.selfSizing)
            pass += 1
        }
        if moved && !reloadedDuringPass {
            let rows = try settle(&measured)
            _ = try showWhatIsOnScreen(rows, selfSizing: [])
        }
        state.display.pool.trim(to: reusePoolLimit)
        updatePrefetching()
        if !reloadedDuringPass { try prepareCellAhead() }
    }

    /// What a layout pass has measured so far: rows and edges are asked
    /// once per pass, however often the screen moves under them.
    struct Measured {
        var rows: Set<TableIndexPath> = []
        var edges = PerEdge<Set<Int>>([])
        /// Rows whose height comes from their cell.
        var selfSizing: Set<TableIndexPath> = []
    }

    /// Measures what is coming on screen until nothing moves; measuring can
    /// also leave the offset past the content's end, and it comes back.
    /// Returns the rows in the viewport when the last measuring found them
    /// and nothing moved after (`showWhatIsOnScreen` needs them again), else nil.
    private func settle(_ measured: inout Measured) throws(TableViewException) -> [TableIndexPath]? {
        for _ in 0..<16 where !reloadedDuringPass {
            clampContentOffset()
            let offset = state.display.contentOffset
            let (changed, rows) = try measureArrivals(from: offset, to: offset + viewportHeight, &measured)
            clampContentOffset()
            if !changed && state.display.contentOffset == offset { return rows }
        }
        return nil
    }

    /// Asks the height of each estimated row and header or footer in the
    /// viewport that is not on screen yet. Returns whether a height changed,
    /// and the rows in the viewport when it looked them up (estimated row
    /// heights) and they still hold: no height changed and no app code ran,
    /// which could have changed the table.
    private func measureArrivals(from top: Double, to bottom: Double, _ measured: inout Measured) throws(TableViewException) -> (changed: Bool, rows: [TableIndexPath]?) {
        var changed = false, appAsked = false
        let rowsEstimated = usesEstimatedRowHeights
        for s in state.geometry.sections(in: top, bottom) {
            for edge in SectionEdge.allCases where usesEstimatedHeights(edge) && isOnScreen(edge, s, top, bottom)
                && state.display.views[edge][s] == nil && !state.display.emptyViews[edge].contains(s) && !measured.edges[edge].contains(s) {
                measured.edges[edge].insert(s)
                appAsked = true
                let h = try height(edge, s)
                if reloadedDuringPass { return (false, nil) }
                let section = state.geometry[s]
                guard h != section.height(edge) || section.isEstimate(edge) else { continue }
                if h != section.height(edge) { changed = true }
                state.geometry.setHeight(edge, s, h, headerPadding: effectiveSectionHeaderTopPadding)
            }
        }
        guard rowsEstimated else { return (changed, nil) }
        let rows = state.geometry.rows(in: top, bottom)
        // The rows that have cells, walked beside `rows` (both in order).
        // A height the app is asked cannot change them: a reload ends the
        // pass, an update raises and a layout pass waits for this one.
        let cells = state.display.cells
        var c = 0
        for ip in rows {
            while c < cells.count && cells[c].indexPath < ip { c += 1 }
            guard c == cells.count || cells[c].indexPath != ip, !measured.rows.contains(ip) else { continue }
            measured.rows.insert(ip)
            let skipped = recorder.unimplementedDelegateMessages
            let measure = try measure(ip)
            if reloadedDuringPass { return (false, nil) }
            // The delegate's code ran unless the message went unsent
            // (not implemented; no delegate counts as ran, to be safe).
            appAsked = appAsked || recorder.unimplementedDelegateMessages == skipped
            switch measure {
            case .height(let h):
                // A height the row has already is not stored again: a
                // table of uniform rows keeps nothing per row.
                if h != state.geometry.rect(of: ip).height {
                    state.geometry.setRowHeight(ip, h, exact: true)
                    changed = true
                }
            case .selfSized:
                measured.selfSizing.insert(ip)
            }
        }
        return (changed, changed || appAsked ? nil : rows)
    }

    /// Cells and views leave and arrive for what the viewport shows now
    /// (its rows, when `settle` has just found them). Returns whether a
    /// self-sizing row changed height (the screen moved).
    private func showWhatIsOnScreen(_ rows: [TableIndexPath]?, selfSizing: Set<TableIndexPath>) throws(TableViewException) -> Bool {
        let top = state.display.contentOffset, bottom = top + viewportHeight
        let wanted = rows ?? state.geometry.rows(in: top, bottom)
        let wantedSections = state.geometry.sections(in: top, bottom)

        // Leaving: prepared cells that are no longer near the screen, with
        // no message (P-02); then cells, a cell next to the screen kept
        // prepared; then header and footer views.
        let near = preparedRange(around: wanted), geometry = state.geometry
        state.display.dropPrepared { near?.contains(geometry.flatIndex(of: $0)) ?? false }
        var kept: [Display.VisibleCell] = []
        kept.reserveCapacity(wanted.count)
        // The wanted rows without a cell, found beside the cells (both in
        // order), instead of a search of the display's cells per row.
        var arriving: [TableIndexPath] = []
        var w = 0
        let leaving = state.display.cells
        // Emptied, not kept for its capacity: `kept` replaces it.
        state.display.cells = []
        for vc in leaving {
            while w < wanted.count && wanted[w] < vc.indexPath {
                arriving.append(wanted[w])
                w += 1
            }
            if w < wanted.count && wanted[w] == vc.indexPath {
                kept.append(vc)
                w += 1
            } else {
                tellDidEndDisplaying(vc.cell, vc.indexPath)
                if let near, near.contains(geometry.flatIndex(of: vc.indexPath)) {
                    state.display.keepPrepared(vc.cell, at: vc.indexPath)
                } else {
                    state.display.enqueue(vc.cell)
                }
            }
        }
        if w < wanted.count { arriving += wanted[w...] }
        // Consumed: the display's the only reference, so that a cell
        // inserted below does not copy the array.
        state.display.cells = consume kept
        // The sections whose views are wanted, ascending (no set to build).
        var viewsWanted = PerEdge<[Int]>([])
        for edge in SectionEdge.allCases {
            viewsWanted[edge] = wantedSections.filter { isOnScreen(edge, $0, top, bottom) }
            if !state.display.views[edge].isEmpty {
                for s in state.display.views[edge].keys.sorted() where !Self.sortedContains(viewsWanted[edge], s) {
                    endDisplaying(state.display.views[edge].removeValue(forKey: s)!, edge, s)
                }
            }
            if !state.display.emptyViews[edge].isEmpty {
                state.display.emptyViews[edge].formIntersection(viewsWanted[edge])
            }
        }

        // Arriving: cells in content order, then headers and footers.
        var resized = false
        // Asked again for each: app code run for a cell before it may have
        // changed the cells (`arriving` is what the screen lacked before).
        for ip in arriving where state.display.index(of: ip) == nil {
            let cell = try showCell(at: ip)
            // The app reloaded from inside the pass: what it wanted is gone;
            // the next pass shows the reloaded table.
            if reloadedDuringPass { return false }
            if selfSizing.contains(ip) {
                let h = cell.fittingHeight
                if h != state.geometry.rect(of: ip).height {
                    state.geometry.setRowHeight(ip, h, exact: true)
                    resized = true
                }
            }
        }
        var next = PerEdge<Int>(0)
        for s in wantedSections {
            for edge in SectionEdge.allCases where next[edge] < viewsWanted[edge].count && viewsWanted[edge][next[edge]] == s {
                next[edge] += 1
                try showView(edge, s)
            }
        }
        if resized {
            clampContentOffset()
        }
        return resized
    }

    /// Whether the app reloaded the table from inside the running pass.
    var reloadedDuringPass: Bool { layoutPass?.reloaded ?? false }

    /// Whether an ascending array holds `x`. O(log n).
    static func sortedContains(_ sorted: [Int], _ x: Int) -> Bool {
        var lo = 0, hi = sorted.count
        while lo < hi {
            let mid = (lo + hi) >> 1
            if sorted[mid] < x { lo = mid + 1 } else { hi = mid }
        }
        return lo < sorted.count && sorted[lo] == x
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

    /// A row comes on screen: its prepared cell if it has one (P-02: no
    /// `cellForRowAtIndexPath:`), else the data source's; then the state
    /// the table sets on it and `willDisplayCell:forRowAtIndexPath:`.
    @discardableResult
    func showCell(at ip: TableIndexPath) throws(TableViewException) -> TableViewCell {
        let prepared = state.display.takePrepared(at: ip)
        let cell: TableViewCell
        if let prepared {
            cell = prepared
        } else {
            cell = try requestCell(at: ip)
            // Reloaded from inside its own cellForRowAt: the row may be gone,
            // and the cell goes to the pool (FIDELITY.md U-09).
            if reloadedDuringPass {
                state.display.enqueue(cell)
                return cell
            }
        }
        state.display.insert(cell, at: ip)
        if prepared == nil { askLegacyAccessoryAndIndentation(cell, ip) }
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
        // Every cell is updated before it displays (FIDELITY.md C-04); a
        // prepared cell was, as it was prepared, and is again only if its
        // state changed since.
        if prepared == nil {
            updateConfigurationBeforeDisplay(cell)
        } else if cell.updatesConfiguration {
            updateConfigurationIfNeeded(cell)
        }
        tellDelegate(.willDisplayCell, [cell.value(), .indexPath(ip)]) { $0.tableView(self, willDisplay: cell, forRowAt: ip) }
        return cell
    }

    /// Once the data source has returned the cell, the delegate's
    /// `tableView:accessoryTypeForRowWithIndexPath:` (deprecated since
    /// iOS 3.0, still called with a "legacy cell layout" warning) and
    /// `tableView:indentationLevelForRowAtIndexPath:` set the cell's
    /// accessory and indentation level; unimplemented, the cell keeps what
    /// the data source set (FIDELITY.md B-83, B-85).
    func askLegacyAccessoryAndIndentation(_ cell: TableViewCell, _ ip: TableIndexPath) {
        let accessory = askDelegate(.accessoryTypeForRow, [.indexPath(ip)], otherwise: cell.content.accessoryType) {
            $0.tableView(self, accessoryTypeForRowWith: ip)
        }
        let level = askDelegate(.indentationLevelForRow, [.indexPath(ip)], otherwise: cell.content.indentationLevel) {
            $0.tableView(self, indentationLevelForRowAt: ip)
        }
        guard accessory != cell.content.accessoryType || level != cell.content.indentationLevel else { return }
        state.display.changeContent(cell) {
            $0.accessoryType = accessory
            $0.indentationLevel = level
        }
    }

    func tellDidEndDisplaying(_ cell: TableViewCell, _ ip: TableIndexPath) {
        tellDelegate(.didEndDisplayingCell, [cell.value(), .indexPath(ip)]) { $0.tableView(self, didEndDisplaying: cell, forRowAt: ip) }
    }

    /// Asks the data source for a cell and takes it in.
    func requestCell(at ip: TableIndexPath) throws(TableViewException) -> TableViewCell {
        guard let dataSource else { throw .dataSourceNotSet }
        state.display.pool.request = (ip, false)
        defer {
            state.display.pool.request = nil
            state.display.pool.freshCells.removeAll()
        }
        let (cell, _) = try askDataSource(.cellForRow, [.indexPath(ip)], otherwise: (nil, false), result: { pair in
            pair.0.map { $0.value(isNew: pair.1) } ?? .nil
        }) { ds throws(TableViewException) -> (TableViewCell?, Bool) in
            guard let cell = try ds.tableView(self, cellForRowAt: ip) else { return (nil, false) }
            cell.table = self
            return (cell, state.display.pool.adopt(cell))
        }
        guard let cell else { throw .nilCell(ip, dataSource: String(describing: type(of: dataSource))) }
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
    /// else none. The title is asked even when there is a custom view
    /// (FIDELITY.md A-29).
    func makeView(_ edge: SectionEdge, _ s: Int) throws(TableViewException) -> HeaderFooterView? {
        let custom = try askView(edge, s)
        let title = askTitle(edge, s)
        if let custom { return custom }
        guard let title else { return nil }
        let view = state.display.pool.takeView(Self.standardViewIdentifier)
            ?? HeaderFooterView(reuseIdentifier: Self.standardViewIdentifier)
        state.display.pool.adopt(view)
        state.display.changeTitles(view, text: title, detailText: view.detailText)
        return view
    }

    /// The identifier of the table's own title views.
    static let standardViewIdentifier = "UITableViewHeaderFooterView"

    func endDisplaying(_ view: HeaderFooterView, _ edge: SectionEdge, _ s: Int) {
        tellDidEndDisplaying(view, edge, s)
        state.display.pool.enqueue(view)
    }
}
