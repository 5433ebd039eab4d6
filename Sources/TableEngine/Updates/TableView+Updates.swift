// insert/delete/reload/move of rows and sections, alone or in a block.

extension TableView {
    /// `beginUpdates`: blocks nest; only the outermost one applies.
    public func beginUpdates() {
        recorder.send(.beginUpdates, []) { updateDepth += 1 }
    }

    /// `endUpdates`: at the outermost level, checks the collected changes
    /// against the data source and applies them, or raises UIKit's exception
    /// and leaves the table as it was.
    public func endUpdates() throws(TableViewException) {
        try recorder.send(.endUpdates, []) { () throws(TableViewException) in
            guard updateDepth > 0 else { return try commitPendingUpdate() }
            updateDepth -= 1
            if updateDepth == 0 { try commitPendingUpdate() }
        }
    }

    /// `performBatchUpdates:completion:`; the completion runs (and is
    /// logged) once the update has been applied. The app changes its model
    /// inside `updates`, as in UIKit. If `updates` throws, nothing is
    /// applied and every open block is closed.
    public func performBatchUpdates(_ updates: () throws -> Void, completion: ((Bool) -> Void)? = nil) throws {
        try recorder.send(.performBatchUpdates, []) { () throws in
            updateDepth += 1
            do {
                try updates()
            } catch {
                abandonUpdateBlock()
                throw error
            }
            updateDepth -= 1
            if updateDepth == 0 { try commitPendingUpdate() }
        }
        if let completion {
            recorder.send(.batchCompletion, [.bool(true)]) { completion(true) }
        }
    }

    /// Performs a computed update, such as a snapshot diff
    /// (`BatchUpdate(from:to:)`), as `UITableViewDiffableDataSource.apply`
    /// does: one `performBatchUpdates` block that names each change.
    public func performBatchUpdates(_ update: BatchUpdate, with animation: RowAnimation = .automatic) throws(TableViewException) {
        try recorder.send(.performBatchUpdates, []) { () throws(TableViewException) in
            // Inside the block the calls only collect; the block applies them.
            updateDepth += 1
            if !update.deletedSections.isEmpty { try deleteSections(update.deletedSections.sorted(), with: animation) }
            if !update.insertedSections.isEmpty { try insertSections(update.insertedSections.sorted(), with: animation) }
            if !update.reloadedSections.isEmpty { try reloadSections(update.reloadedSections.sorted(), with: animation) }
            for (from, to) in update.movedSections { try moveSection(from, toSection: to) }
            if !update.deletedRows.isEmpty { try deleteRows(at: update.deletedRows.sorted(), with: animation) }
            if !update.insertedRows.isEmpty { try insertRows(at: update.insertedRows.sorted(), with: animation) }
            if !update.reloadedRows.isEmpty { try reloadRows(at: update.reloadedRows.sorted(), with: animation) }
            for (from, to) in update.movedRows { try moveRow(at: from, to: to) }
            updateDepth -= 1
            if updateDepth == 0 { try commitPendingUpdate() }
        }
    }

    /// How many `beginUpdates` blocks are open.
    public var openUpdateBlocks: Int { updateDepth }

    /// Drops the changes collected so far and closes every open block (after
    /// an error inside one).
    public func abandonUpdateBlock() {
        updateDepth = 0
        pendingUpdate = BatchUpdate()
    }

    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation = .automatic) throws(TableViewException) {
        try collect(.insertRows, [.indexPaths(indexPaths), .symbol(animation.rawValue)]) {
            $0.insertedRows.insertAll(indexPaths)
        }
    }

    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation = .automatic) throws(TableViewException) {
        try collect(.deleteRows, [.indexPaths(indexPaths), .symbol(animation.rawValue)]) {
            $0.deletedRows.insertAll(indexPaths)
        }
    }

    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation = .automatic) throws(TableViewException) {
        try collect(.reloadRows, [.indexPaths(indexPaths), .symbol(animation.rawValue)]) {
            $0.reloadedRows.insertAll(indexPaths)
        }
    }

    public func moveRow(at from: IndexPath, to: IndexPath) throws(TableViewException) {
        try collect(.moveRowTo, [.indexPath(from), .indexPath(to)]) {
            $0.movedRows.append((from, to))
        }
    }

    public func insertSections(_ sections: [Int], with animation: RowAnimation = .automatic) throws(TableViewException) {
        try collect(.insertSections, [.sections(sections), .symbol(animation.rawValue)]) {
            $0.insertedSections.formUnion(sections)
        }
    }

    public func deleteSections(_ sections: [Int], with animation: RowAnimation = .automatic) throws(TableViewException) {
        try collect(.deleteSections, [.sections(sections), .symbol(animation.rawValue)]) {
            $0.deletedSections.formUnion(sections)
        }
    }

    public func reloadSections(_ sections: [Int], with animation: RowAnimation = .automatic) throws(TableViewException) {
        try collect(.reloadSections, [.sections(sections), .symbol(animation.rawValue)]) {
            $0.reloadedSections.formUnion(sections)
        }
    }

    public func moveSection(_ from: Int, toSection to: Int) throws(TableViewException) {
        try collect(.moveSection, [.int(from), .int(to)]) {
            $0.movedSections.append((from, to))
        }
    }

    /// Records the call; outside a block it is an update of its own.
    private func collect(_ selector: Selector, _ arguments: [Value], _ change: (inout BatchUpdate) -> Void) throws(TableViewException) {
        try recorder.send(selector, arguments) { () throws(TableViewException) in
            change(&pendingUpdate)
            if updateDepth == 0 { try commitPendingUpdate() }
        }
    }

    /// The table moves a row the user dragged: the data source was told
    /// (`moveRowAtIndexPath:toIndexPath:`), and UIKit does not ask it for
    /// counts again.
    func applyUserMove(from: IndexPath, to: IndexPath) throws(TableViewException) {
        var update = BatchUpdate()
        update.movedRows = [(from, to)]
        var counts = (0..<geometry.numberOfSections).map { geometry.numberOfRows(in: $0) }
        counts[from.section] -= 1
        counts[to.section] += 1
        try apply(update, newCounts: counts)
    }

    func commitPendingUpdate() throws(TableViewException) {
        let update = pendingUpdate
        pendingUpdate = BatchUpdate()
        // Before the first load there is nothing to animate: UIKit loads.
        guard hasLoaded else { return try performReload() }
        try apply(update)
        _checkInvariantsInDebug()
    }

    /// Checks the update and, if UIKit would accept it, moves geometry,
    /// cells and selection to their new places and shows what arrived.
    /// `newCounts`: the row counts after the update when the table knows
    /// them itself; otherwise it asks the data source.
    func apply(_ update: BatchUpdate, newCounts: [Int]? = nil) throws(TableViewException) {
        let oldRows = (0..<geometry.numberOfSections).map { geometry.numberOfRows(in: $0) }
        let plan = try update.plan(
            oldRows: oldRows,
            newSectionCount: { newCounts?.count ?? askNumberOfSections() },
            newRowCount: { newCounts?[$0] ?? askNumberOfRows($0) })
        // Reloads alone change heights in place, with an undo list: the cost
        // is the rows reloaded, not the rows there are. Anything else builds
        // the new geometry beside the old one.
        let oldGeometry: TableGeometry?
        var undo: [(IndexPath, (height: Double, exact: Bool)?)] = []
        if plan.onlyReloadsRows(oldRows: oldRows) {
            oldGeometry = nil
        } else {
            oldGeometry = geometry
        }
        do throws(TableViewException) {
            try preservingDisplay { () throws(TableViewException) in
                if let oldGeometry {
                    geometry = TableGeometry(sections: newSections(plan, from: oldGeometry))
                } else {
                    undo = reloadHeightsInPlace(plan)
                }
                let removed = remapDisplay(plan)
                selection = selection.compactMap { plan.newIndexPath(of: $0) }
                focus = focus.flatMap { plan.newIndexPath(of: $0) }
                touch = nil
                menu = nil
                deleteConfirmation = deleteConfirmation.flatMap { plan.newIndexPath(of: $0) }
                // A swiped row that went away ends its swipe (below).
                var swipeEnded = false
                if let s = swipe {
                    if let ip = plan.newIndexPath(of: s.indexPath) { swipe?.indexPath = ip } else { swipeEnded = true }
                }
                clampContentOffset()
                try layoutVisibleContent()
                // Removed cells leave once their animation is over: after the
                // arriving rows have their cells.
                for vc in removed.cells {
                    tellDidEndDisplaying(vc.cell, vc.indexPath)
                    enqueue(vc.cell)
                }
                if swipeEnded { endSwipe(rowGone: true) }
                for (s, view) in removed.headers { endDisplaying(view, s, header: true) }
                for (s, view) in removed.footers { endDisplaying(view, s, header: false) }
                trimPools()
            }
        } catch {
            if let oldGeometry {
                geometry = oldGeometry
            } else {
                for (ip, stored) in undo.reversed() { geometry.restoreRowHeight(ip, stored) }
            }
            throw error
        }
    }

    /// The reloaded rows asked for their heights again (or left to be
    /// measured on screen), in place; returns what they had, to undo.
    private func reloadHeightsInPlace(_ plan: UpdatePlan) -> [(IndexPath, (height: Double, exact: Bool)?)] {
        let measures = !usesEstimatedRowHeights && delegateResponds(.heightForRow)
        let estimates = usesEstimatedRowHeights && delegateResponds(.estimatedHeightForRow)
        var undo: [(IndexPath, (height: Double, exact: Bool)?)] = []
        for ip in plan.reloadedRows.sorted() {
            let stored = geometry.sections[ip.section].rows.storedHeight(of: ip.row)
            if measures {
                undo.append((ip, stored))
                geometry.setRowHeight(ip, sanitized(askHeightForRow(ip)), exact: true)
            } else if estimates {
                undo.append((ip, stored))
                geometry.setRowHeight(ip, sanitized(askEstimatedHeightForRow(ip)), exact: false)
            } else if stored != nil {
                // Measured again when it comes on screen.
                undo.append((ip, stored))
                geometry.setRowHeight(ip, geometry.sections[ip.section].rows.base, exact: false)
            }
        }
        geometry.compact()
        return undo
    }

    /// Section geometry after the update: kept sections carry their rows'
    /// heights along; new and reloaded ones are measured as on reload.
    private func newSections(_ plan: UpdatePlan, from old: TableGeometry) -> [TableGeometry.Section] {
        let measuresInserted = !usesEstimatedRowHeights && delegateResponds(.heightForRow)
        let estimatesInserted = usesEstimatedRowHeights && delegateResponds(.estimatedHeightForRow)
        var movesInto: [Int: [(from: IndexPath, to: IndexPath)]] = [:]
        for (from, to) in plan.rowMoves { movesInto[to.section, default: []].append((from, to)) }
        var insertedBySection: [Int: [Int]] = [:]
        for ip in plan.insertedRows { insertedBySection[ip.section, default: []].append(ip.row) }
        var reloadedBySection: [Int: [Int]] = [:]
        for ip in plan.reloadedRows { reloadedBySection[ip.section, default: []].append(ip.row) }

        var result: [TableGeometry.Section] = []
        result.reserveCapacity(plan.origins.count)
        for ns in plan.origins.indices {
            let count = plan.newRowCounts[ns]
            guard case .kept(let os) = plan.origins[ns] else {
                result.append(loadSection(ns, rows: count))
                continue
            }
            var section = old.sections[os]
            let reloaded = reloadedBySection[os] ?? []
            guard plan.rows[ns] != nil || !reloaded.isEmpty else {
                result.append(section)
                continue
            }
            // Rows moved in bring their heights; inserted and reloaded rows
            // are asked for theirs, as they would be at a reload.
            let shift = plan.rows[ns] ?? IndexShift(removed: [], fixed: [])
            var arrivals: [(row: Int, height: Double, exact: Bool)] = []
            for (from, to) in movesInto[ns] ?? [] {
                if let stored = old.sections[from.section].rows.storedHeight(of: from.row) {
                    arrivals.append((to.row, stored.height, stored.exact))
                }
            }
            if measuresInserted || estimatesInserted {
                var asked = insertedBySection[ns] ?? []
                asked += reloaded.map { shift.newIndex(ofSurvivor: $0) }
                for r in asked.sorted() {
                    let ip = IndexPath(ns, r)
                    arrivals.append(measuresInserted
                        ? (r, sanitized(askHeightForRow(ip)), true)
                        : (r, sanitized(askEstimatedHeightForRow(ip)), false))
                }
            }
            arrivals.sort { $0.row < $1.row }
            section.rows = section.rows.updated(by: shift, dropping: reloaded.sorted(), arrivals: arrivals, count: count)
            result.append(section)
        }
        return result
    }

    /// Moves cells and header/footer views to their new index paths; returns
    /// the ones whose rows or sections went away (or were reloaded).
    private func remapDisplay(_ plan: UpdatePlan) -> (cells: [DisplayState.VisibleCell], headers: [(Int, HeaderFooterView)], footers: [(Int, HeaderFooterView)]) {
        var kept: [DisplayState.VisibleCell] = []
        var removed: [DisplayState.VisibleCell] = []
        for vc in display.cells {
            if let ip = plan.newIndexPath(of: vc.indexPath) {
                kept.append(.init(indexPath: ip, cell: vc.cell))
            } else {
                removed.append(vc)
            }
        }
        kept.sort { $0.indexPath < $1.indexPath }
        display.cells = kept

        func keptSection(_ s: Int) -> Int? {
            guard let ns = plan.newSection[s], case .kept = plan.origins[ns] else { return nil }
            return ns
        }
        func remap(_ views: [Int: HeaderFooterView]) -> ([Int: HeaderFooterView], [(Int, HeaderFooterView)]) {
            var moved: [Int: HeaderFooterView] = [:], gone: [(Int, HeaderFooterView)] = []
            for (s, view) in views.sorted(by: { $0.key < $1.key }) {
                if let ns = keptSection(s) { moved[ns] = view } else { gone.append((s, view)) }
            }
            return (moved, gone)
        }
        let (headers, goneHeaders) = remap(display.headers)
        let (footers, goneFooters) = remap(display.footers)
        display.headers = headers
        display.footers = footers
        display.emptyHeaders = Set(display.emptyHeaders.compactMap(keptSection))
        display.emptyFooters = Set(display.emptyFooters.compactMap(keptSection))
        return (removed, goneHeaders, goneFooters)
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
