// insert/delete/reload/move of rows and sections, alone or in a block.

extension TableView {
    /// `beginUpdates`: blocks nest; only the outermost one applies.
    public func beginUpdates() {
        call { record(.beginUpdates) { state.updates.begin() } }
    }

    /// `endUpdates`: at the outermost level, checks the collected changes
    /// against the data source and applies them, or raises UIKit's exception
    /// and leaves the table as it was.
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
    public func performBatchUpdates(_ update: BatchUpdate, with animation: RowAnimation = .automatic) throws(TableViewException) {
        try call { () throws(TableViewException) in
            try record(.performBatchUpdates) { () throws(TableViewException) in
                // Inside the block the calls only collect; the block applies them.
                state.updates.begin()
                if !update.deletedSections.isEmpty { try deleteSections(update.deletedSections.sorted(), with: animation) }
                if !update.insertedSections.isEmpty { try insertSections(update.insertedSections.sorted(), with: animation) }
                if !update.reloadedSections.isEmpty { try reloadSections(update.reloadedSections.sorted(), with: animation) }
                for (from, to) in update.movedSections { try moveSection(from, toSection: to) }
                if !update.deletedRows.isEmpty { try deleteRows(at: update.deletedRows.sorted(), with: animation) }
                if !update.insertedRows.isEmpty { try insertRows(at: update.insertedRows.sorted(), with: animation) }
                if !update.reloadedRows.isEmpty { try reloadRows(at: update.reloadedRows.sorted(), with: animation) }
                for (from, to) in update.movedRows { try moveRow(at: from, to: to) }
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
        try call { () throws(TableViewException) in
            try record(selector, arguments) { () throws(TableViewException) in
                if let update = state.updates.collect(change) { try commit(update) }
            }
        }
    }

    /// The table moves a row the user dragged: the data source was told
    /// (`moveRowAtIndexPath:toIndexPath:`), and UIKit does not ask it for
    /// counts again.
    func applyUserMove(from: IndexPath, to: IndexPath) throws(TableViewException) {
        var update = BatchUpdate()
        update.movedRows = [(from, to)]
        var counts = (0..<state.geometry.numberOfSections).map { state.geometry.numberOfRows(in: $0) }
        counts[from.section] -= 1
        counts[to.section] += 1
        try apply(update, newCounts: counts)
    }

    /// Applies what a block (or a lone call) collected. Before the first
    /// load there is nothing to animate: UIKit loads.
    private func commit(_ update: BatchUpdate) throws(TableViewException) {
        guard state.display.hasLoaded else { return try performReload() }
        try apply(update)
    }

    /// Checks the update and, if UIKit would accept it, moves geometry,
    /// cells, selection and the rest to their new places and shows what
    /// arrived. `newCounts`: the row counts after the update when the table
    /// knows them itself; otherwise it asks the data source.
    func apply(_ update: BatchUpdate, newCounts: [Int]? = nil) throws(TableViewException) {
        let oldRows = (0..<state.geometry.numberOfSections).map { state.geometry.numberOfRows(in: $0) }
        let plan = try update.plan(
            oldRows: oldRows,
            newSectionCount: { newCounts?.count ?? askNumberOfSections() },
            newRowCount: { newCounts?[$0] ?? askNumberOfRows($0) })
        // Reloads alone change heights in place: the cost is the rows
        // reloaded, not the rows there are. Anything else builds the new
        // geometry beside the old one.
        if plan.onlyReloadsRows(oldRows: oldRows) {
            reloadHeightsInPlace(plan)
        } else {
            state.geometry = TableGeometry(sections: newSections(plan, from: state.geometry))
        }
        let removed = state.display.remap(plan)
        let endedSwipe = state.interaction.remap(plan)
        clampContentOffset()
        try layoutVisibleContent()
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

    /// The reloaded rows asked for their heights again (or left to be
    /// measured on screen), in place.
    private func reloadHeightsInPlace(_ plan: UpdatePlan) {
        let measures = !usesEstimatedRowHeights && delegateResponds(.heightForRow)
        let estimates = usesEstimatedRowHeights && delegateResponds(.estimatedHeightForRow)
        for ip in plan.reloadedRows.sorted() {
            if measures {
                state.geometry.setRowHeight(ip, measuredHeight(ip), exact: true)
            } else if estimates {
                state.geometry.setRowHeight(ip, estimatedHeight(ip), exact: false)
            } else if state.geometry.sections[ip.section].rows.storedHeight(of: ip.row) != nil {
                // Measured again when it comes on screen.
                state.geometry.setRowHeight(ip, state.geometry.sections[ip.section].rows.base, exact: false)
            }
        }
        state.geometry.compact()
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
                    arrivals.append(measuresInserted ? (r, measuredHeight(ip), true) : (r, estimatedHeight(ip), false))
                }
            }
            arrivals.sort { $0.row < $1.row }
            section.rows = section.rows.updated(by: shift, dropping: reloaded.sorted(), arrivals: arrivals, count: count)
            result.append(section)
        }
        return result
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
