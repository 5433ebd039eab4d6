// insert/delete/reload/move of rows and sections, alone or in a block.

extension TableView {
    /// `beginUpdates`: blocks nest; only the outermost one applies.
    public func beginUpdates() {
        call { record(.beginUpdates) { state.updates.begin() } }
    }

    /// `endUpdates`: at the outermost level, checks the collected changes
    /// against the data source and applies them, or raises UIKit's exception
    /// and leaves the table as it was.
    ///
    /// - Throws: as `insertRows(at:with:)`, for the changes of the block.
    public func endUpdates() throws(TableViewException) {
        try call { () throws(TableViewException) in
            try record(.endUpdates) { () throws(TableViewException) in
                if let update = state.updates.end() { try commit(update) }
            }
        }
    }

    /// `performBatchUpdates:completion:`; the completion runs (and is
    /// logged) once the update has been applied. The app changes its model
    /// inside `updates`, as in UIKit. If `updates` throws, nothing is
    /// applied and the table is as it was.
    ///
    /// - Throws: what `updates` throws, or as `insertRows(at:with:)` for the
    ///   changes it made.
    public func performBatchUpdates(_ updates: () throws -> Void, completion: ((Bool) -> Void)? = nil) throws {
        try call { () throws in
            try record(.performBatchUpdates) { () throws in
                state.updates.begin()
                try updates()
                if let update = state.updates.end() { try commit(update) }
            }
            if let completion {
                record(.batchCompletion, [.bool(true)]) { completion(true) }
            }
        }
    }

    /// Performs a computed update, such as a snapshot diff
    /// (`BatchUpdate(from:to:)`), as `UITableViewDiffableDataSource.apply`
    /// does: one `performBatchUpdates` block that names each change.
    ///
    /// - Throws: as `insertRows(at:with:)`, for the update's changes.
    public func performBatchUpdates(_ update: BatchUpdate, with animation: RowAnimation = .automatic) throws(TableViewException) {
        try call { () throws(TableViewException) in
            try record(.performBatchUpdates) { () throws(TableViewException) in
                // Inside the block the calls only collect; the block applies them.
                state.updates.begin()
                if !update.deletedSections.isEmpty { try deleteSections(update.deletedSections.sorted(), with: animation) }
                if !update.insertedSections.isEmpty { try insertSections(update.insertedSections.sorted(), with: animation) }
                if !update.reloadedSections.isEmpty { try reloadSections(update.reloadedSections.sorted(), with: animation) }
                for (from, to) in update.movedSections { try moveSection(from, toSection: to) }
                if !update.deletedRows.isEmpty { try deleteRows(at: update.deletedRows.sortedRows(), with: animation) }
                if !update.insertedRows.isEmpty { try insertRows(at: update.insertedRows.sortedRows(), with: animation) }
                if !update.reloadedRows.isEmpty { try reloadRows(at: update.reloadedRows.sortedRows(), with: animation) }
                if !update.movedRows.isEmpty { try moveRows(update.movedRows) }
                if let collected = state.updates.end() { try commit(collected) }
            }
        }
    }

    /// How many `beginUpdates` blocks are open.
    public var openUpdateBlocks: Int { state.updates.depth }

    /// Drops the changes collected so far and closes every open block (after
    /// an error inside one).
    public func abandonUpdateBlock() {
        call { state.updates.abandon() }
    }

    /// `insertRowsAtIndexPaths:withRowAnimation:`: rows by their index paths
    /// after the update.
    ///
    /// Outside a block it is an update of its own: the table asks the data
    /// source its counts (every section's) and checks them against the
    /// change, then moves its cells, selection and swipe with their rows and
    /// asks heights as UIKit does (FIDELITY.md ). Inside a
    /// `beginUpdates()` block, or `performBatchUpdates(_:completion:)`, it is
    /// only collected: the outermost block's end applies it.
    ///
    /// - Throws: UIKit's `NSInternalInconsistencyException` when the counts
    ///   do not add up ("Invalid update: invalid number of rows in section …",
    ///   "Invalid batch updates detected: …", FIDELITY.md) or the
    ///   change names what is not there; and, on a table whose
    ///   data source is a `TableViewDiffableDataSource`, "UITableView must be
    ///   updated via the UITableViewDiffableDataSource APIs …" (D-10). The
    ///   table is then as it was before the call.
    public func insertRows(at indexPaths: [TableIndexPath], with animation: RowAnimation = .automatic) throws(TableViewException) {
        try collect(.insertRows, [.indexPaths(indexPaths), .symbol(animation.rawValue)]) {
            $0.insertedRows.insertAll(indexPaths)
        }
    }

    /// `reconfigureRowsAtIndexPaths:` (iOS 15): the rows' cells on screen
    /// are asked again and kept — `dequeue…` hands each its own cell back,
    /// without `prepareForReuse`; rows off screen are not asked. Index
    /// paths are before the block, as a reload's (FIDELITY.md D-20). A
    /// diffable data source's table takes it from anyone (D-10).
    public func reconfigureRows(at indexPaths: [TableIndexPath]) throws(TableViewException) {
        try collect(.reconfigureRows, [.indexPaths(indexPaths)], mutates: false) {
            $0.reconfiguredRows.insertAll(indexPaths)
        }
    }

    /// `deleteRowsAtIndexPaths:withRowAnimation:`: rows by their index paths before the update.
    ///
    /// As `insertRows(at:with:)`: an update of its own outside a block, only
    /// collected inside one, raising the same exceptions and leaving the table
    /// as it was.
    public func deleteRows(at indexPaths: [TableIndexPath], with animation: RowAnimation = .automatic) throws(TableViewException) {
        try collect(.deleteRows, [.indexPaths(indexPaths), .symbol(animation.rawValue)]) {
            $0.deletedRows.insertAll(indexPaths)
        }
    }

    /// `reloadRowsAtIndexPaths:withRowAnimation:`: rows by their index paths before the update; each is
    /// a delete and an insert, the new cell asked before the old one leaves (FIDELITY.md A-42).
    ///
    /// As `insertRows(at:with:)`: an update of its own outside a block, only
    /// collected inside one, raising the same exceptions and leaving the table
    /// as it was.
    public func reloadRows(at indexPaths: [TableIndexPath], with animation: RowAnimation = .automatic) throws(TableViewException) {
        try collect(.reloadRows, [.indexPaths(indexPaths), .symbol(animation.rawValue)]) {
            $0.reloadedRows.insertAll(indexPaths)
        }
    }

    /// `moveRowAtIndexPath:toIndexPath:`: a row by its index path before the update, to its index path
    /// after it.
    ///
    /// As `insertRows(at:with:)`: an update of its own outside a block, only
    /// collected inside one, raising the same exceptions and leaving the table
    /// as it was.
    public func moveRow(at from: TableIndexPath, to: TableIndexPath) throws(TableViewException) {
        try collect(.moveRowTo, [.indexPath(from), .indexPath(to)]) {
            $0.movedRows.append((from, to))
        }
    }

    /// `moveRow(at:to:)` for each move, inside an open block: each call is
    /// a message of its own, the moves one change (a shuffle of 100,000
    /// rows is as many calls; one by one, each would save and copy the
    /// block's changes).
    private func moveRows(_ moves: [(from: TableIndexPath, to: TableIndexPath)]) throws(TableViewException) {
        precondition(state.updates.isOpen)
        try call { () throws(TableViewException) in
            // Asked once: nothing the calls do changes the answer.
            let refused = dataSourceMayBeDiffable && diffableUpdateDepth == 0 && dataSource is any DiffableDataSourceMarker
            for (from, to) in moves {
                try record(.moveRowTo, [.indexPath(from), .indexPath(to)]) { () throws(TableViewException) in
                    if refused { throw .mutationOfDiffableTable }
                }
            }
            // Handed over, not copied, when the block has no move yet.
            _ = state.updates.collect { update in
                if update.movedRows.isEmpty { update.movedRows = moves } else { update.movedRows.append(contentsOf: moves) }
            }
        }
    }

    /// `insertSections:withRowAnimation:`: sections by their indexes after the update; their rows are
    /// asked for.
    ///
    /// As `insertRows(at:with:)`: an update of its own outside a block, only
    /// collected inside one, raising the same exceptions and leaving the table
    /// as it was.
    public func insertSections(_ sections: [Int], with animation: RowAnimation = .automatic) throws(TableViewException) {
        try collect(.insertSections, [.sections(sections), .symbol(animation.rawValue)]) {
            $0.insertedSections.formUnion(sections)
        }
    }

    /// `deleteSections:withRowAnimation:`: sections by their indexes before the update, with their
    /// rows.
    ///
    /// As `insertRows(at:with:)`: an update of its own outside a block, only
    /// collected inside one, raising the same exceptions and leaving the table
    /// as it was.
    public func deleteSections(_ sections: [Int], with animation: RowAnimation = .automatic) throws(TableViewException) {
        try collect(.deleteSections, [.sections(sections), .symbol(animation.rawValue)]) {
            $0.deletedSections.formUnion(sections)
        }
    }

    /// `reloadSections:withRowAnimation:`: sections by their indexes before the update, reloaded whole.
    ///
    /// As `insertRows(at:with:)`: an update of its own outside a block, only
    /// collected inside one, raising the same exceptions and leaving the table
    /// as it was.
    public func reloadSections(_ sections: [Int], with animation: RowAnimation = .automatic) throws(TableViewException) {
        try collect(.reloadSections, [.sections(sections), .symbol(animation.rawValue)]) {
            $0.reloadedSections.formUnion(sections)
        }
    }

    /// `moveSection:toSection:`: a section by its index before the update, to its index after it.
    ///
    /// As `insertRows(at:with:)`: an update of its own outside a block, only
    /// collected inside one, raising the same exceptions and leaving the table
    /// as it was.
    public func moveSection(_ from: Int, toSection to: Int) throws(TableViewException) {
        try collect(.moveSection, [.int(from), .int(to)]) {
            $0.movedSections.append((from, to))
        }
    }

    /// Records the call; outside a block it is an update of its own. A
    /// table whose data source is diffable refuses a change that does not
    /// come from it (D-10).
    private func collect(_ selector: MessageSelector, _ arguments: [Value], mutates: Bool = true,
                         _ change: @escaping (inout BatchUpdate) -> Void) throws(TableViewException) {
        try call { () throws(TableViewException) in
            try record(selector, arguments) { () throws(TableViewException) in
                if mutates && dataSourceMayBeDiffable && diffableUpdateDepth == 0 && dataSource is any DiffableDataSourceMarker {
                    throw .mutationOfDiffableTable
                }
                if let update = state.updates.collect(change) { try commit(update) }
            }
        }
    }

    /// The table moves a row the user dragged: the data source was told
    /// (`moveRowAtIndexPath:toIndexPath:`), and UIKit does not ask it for
    /// counts again.
    func applyUserMove(from: TableIndexPath, to: TableIndexPath) throws(TableViewException) {
        var update = BatchUpdate()
        update.movedRows = [(from, to)]
        var counts = (0..<state.geometry.numberOfSections).map { state.geometry.numberOfRows(in: $0) }
        counts[from.section] -= 1
        counts[to.section] += 1
        try apply(update, newCounts: counts)
    }

    /// UIKit's `_visibleRows`: the first row the viewport shows, counted
    /// across sections, and how many it shows.
    var visibleRowRange: (first: Int, count: Int) {
        let rows = state.geometry.rows(in: state.display.contentOffset, state.display.contentOffset + viewportHeight)
        return (rows.first.map { state.geometry.flatIndex(of: $0) } ?? 0, rows.count)
    }

    /// Applies what a block (or a lone call) collected. Before the first
    /// load there is nothing to animate: UIKit loads.
    func commit(_ update: BatchUpdate) throws(TableViewException) {
        // From the app's callback inside a layout pass (cellForRowAt,
        // willDisplay, a height): UIKit's visible rows and cells fall out
        // of step there (FIDELITY.md U-12).
        if layoutPass != nil || updateBeingApplied != nil { throw .updateDuringLayout(visibleRowRange, cells: state.display.cells.count) }
        guard state.display.hasLoaded else { return try performReload() }
        try apply(update)
    }

    /// Checks the update and, if UIKit would accept it, moves geometry,
    /// cells, selection and the rest to their new places and shows what
    /// arrived. `newCounts`: the row counts after the update when the table
    /// knows them itself; otherwise it asks the data source.
    ///
    /// Like UIKit, which builds its row data anew for every update, the
    /// table asks heights again (FIDELITY.md A-45): without estimates every
    /// row's `heightForRowAtIndexPath:`; with estimates every row's estimate
    /// when the delegate gives them, and the real height of the rows on
    /// screen, whose cells stay and are resized without being reloaded —
    /// which is how an empty `beginUpdates`/`endUpdates` animates a height
    /// change.
    func apply(_ update: BatchUpdate, newCounts: [Int]? = nil) throws(TableViewException) {
        updateBeingApplied = Interruptible()
        defer { updateBeingApplied = nil }
        let oldRows = state.geometry.rowCounts
        let plan = try update.plan(
            oldRows: oldRows,
            newSectionCount: { newCounts?.count ?? askNumberOfSections() },
            newRowCount: { newCounts?[$0] ?? askNumberOfRows($0) },
            changedCounts: ChangedCountsReason(iOSVersion))
        if delegateResponds(usesEstimatedRowHeights ? .estimatedHeightForRow : .heightForRow) {
            // Every row is asked: build the geometry anew.
            var sections = TableGeometry.Builder()
            let loader = SectionLoader(self)
            for (s, rows) in plan.newRowCounts.enumerated() { sections.append(try loadSection(s, rows: rows, loader)) }
            state.geometry = sections.geometry
        } else if plan.onlyReloadsRows(oldRows: oldRows) {
            // The cost is the rows reloaded, not the rows there are.
            reloadHeightsInPlace(plan)
        } else {
            state.geometry = try newSections(plan, from: state.geometry)
        }
        let removed = state.display.remap(plan)
        let stayed = state.display.cells.map(\.indexPath)
        let endedSwipe = state.interaction.remap(plan)
        state.prefetch.remap(plan)
        clampContentOffset()
        try layoutVisibleContent()
        // Reloaded from a callback of the update: the rows it planned for are gone.
        if updateBeingApplied?.reloaded != true {
            try reconfigure(plan)
            try remeasure(stayed)
        }
        // Removed cells leave once their animation is over: after the
        // arriving rows have their cells.
        for vc in removed.cells {
            tellDidEndDisplaying(vc.cell, vc.indexPath)
            state.display.enqueue(vc.cell)
        }
        // An update that removes a swiped row ends its swipe; UIKit names
        // the row as it was (its `_swipedIndexPath`; FIDELITY.md B-58).
        if let endedSwipe { tellDidEndEditingRow(endedSwipe.indexPath) }
        for edge in SectionEdge.allCases {
            for (s, view) in removed.views[edge] { endDisplaying(view, edge, s) }
        }
        state.display.pool.trim(to: reusePoolLimit)
    }

    /// With estimates, the rows whose cells stayed on screen through an
    /// update are asked their height again (their cells are not reloaded),
    /// and so are the headers and footers on screen; a change moves the
    /// screen.
    private func remeasure(_ stayed: [TableIndexPath]) throws(TableViewException) {
        var changed = false
        if usesEstimatedRowHeights {
            for ip in stayed {
                guard let cell = state.display.cell(at: ip) else { continue }
                let h: Double
                switch try measure(ip) {
                case .height(let measured): h = measured
                case .selfSized: h = cell.fittingHeight
                }
                if h != state.geometry.rect(of: ip).height {
                    state.geometry.setRowHeight(ip, h, exact: true)
                    changed = true
                }
            }
        }
        for edge in SectionEdge.allCases where usesEstimatedHeights(edge) {
            for s in state.display.views[edge].keys.sorted() {
                let h = try height(edge, s)
                if h != state.geometry[s].height(edge) {
                    state.geometry.setHeight(edge, s, h, headerPadding: effectiveSectionHeaderTopPadding)
                    changed = true
                }
            }
        }
        guard changed else { return }
        try layoutVisibleContent()
    }

    /// Reloaded rows with a measured height go back to their estimate, to be
    /// measured again as their new cells come on screen.
    private func reloadHeightsInPlace(_ plan: UpdatePlan) {
        guard usesEstimatedRowHeights else { return }
        for ip in plan.reloadedRows.sorted() where state.geometry[ip.section].rows.storedHeight(of: ip.row) != nil {
            state.geometry.setRowHeight(ip, state.geometry[ip.section].rows.base, exact: false)
        }
    }

    /// Section geometry after the update, when no row's height is asked
    /// (fixed heights, or estimates without an estimate method): kept
    /// sections carry their rows' heights along; inserted and reloaded rows
    /// have the base height (or estimate); new and reloaded sections are
    /// loaded as on reload.
    private func newSections(_ plan: UpdatePlan, from old: TableGeometry) throws(TableViewException) -> TableGeometry {
        // Rows moved in bring their heights, when they have their own (a
        // section's stored heights looked up once per run of moves from it).
        var arrivalsInto: [SectionKey: [(row: Int, height: Double, exact: Bool)]] = [:]
        var from = (section: -1, rows: RowHeights?.none)
        for move in plan.rowMoves.moves {
            if move.from.section != from.section {
                let rows = old[move.from.section].rows
                from = (move.from.section, rows.storedCount > 0 ? rows : nil)
            }
            if let stored = from.rows?.storedHeight(of: move.from.row) {
                arrivalsInto[SectionKey(move.to.section), default: []].append((move.to.row, stored.height, stored.exact))
            }
        }
        var reloadedBySection: [Int: [Int]] = [:]
        for ip in plan.reloadedRows { reloadedBySection[ip.section, default: []].append(ip.row) }

        var result = TableGeometry.Builder()
        let loader = SectionLoader(self)
        for ns in plan.origins.indices {
            let count = plan.newRowCounts[ns]
            guard case .kept(let os) = plan.origins[ns] else {
                result.append(try loadSection(ns, rows: count, loader))
                continue
            }
            var section = old[os]
            let reloaded = reloadedBySection[os] ?? []
            guard plan.rows[ns] != nil || !reloaded.isEmpty else {
                result.append(section)
                continue
            }
            let shift = plan.rows[ns] ?? IndexShift(removed: [], fixed: [])
            var arrivals = arrivalsInto[SectionKey(ns)] ?? []
            arrivals.sort { $0.row < $1.row }
            section.rows = section.rows.updated(by: shift, dropping: reloaded.sorted(), arrivals: arrivals, count: count)
            result.append(section)
        }
        return result.geometry
    }
}

extension Set {
    /// `formUnion`, with room made first, so that a large batch is not
    /// rehashed as the set grows.
    fileprivate mutating func insertAll(_ elements: [Element]) {
        reserveCapacity(count + elements.count)
        formUnion(elements)
    }
}
