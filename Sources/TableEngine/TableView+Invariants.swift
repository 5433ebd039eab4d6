// Self-checks, run after every mutation in debug builds and in tests.

extension TableView {
    @inline(__always)
    func _checkInvariantsInDebug() {
        #if DEBUG
        _checkInvariants()
        #endif
    }

    /// Traps if the table's state contradicts itself: geometry sums, cells
    /// on screen vs the viewport, selection within bounds, pool bounds.
    public func _checkInvariants() {
        geometry._checkInvariants()
        let problems = invariantViolations()
        precondition(problems.isEmpty, problems.joined(separator: "; "))
    }

    /// What contradicts itself in the table's state, if anything (the
    /// non-trapping form of `_checkInvariants`, for tests that shrink).
    public func invariantViolations() -> [String] {
        var problems: [String] = []
        // Until the next layout pass (pending after a change of size, or
        // inside an update block) the offset may be past a shrunk content,
        // and the cells may not match the viewport yet.
        let settled = hasLoaded && !needsLayout && updateDepth == 0
        if contentOffset < 0 || (settled && contentOffset > maxContentOffset + 0.5) {
            problems.append("content offset \(contentOffset) outside the content (0...\(maxContentOffset))")
        }
        for ip in selection where !geometry.contains(ip) {
            problems.append("selected row \(ip) does not exist")
        }
        if Set(selection).count != selection.count { problems.append("a row is selected twice") }
        for i in display.cells.indices {
            let vc = display.cells[i]
            if !geometry.contains(vc.indexPath) { problems.append("a cell is on screen for a row that does not exist: \(vc.indexPath)") }
            if i > 0 && !(display.cells[i - 1].indexPath < vc.indexPath) { problems.append("cells on screen out of order") }
        }
        if settled {
            let wanted = geometry.rows(in: contentOffset, contentOffset + viewportHeight)
            if wanted != display.cells.map(\.indexPath) {
                problems.append("cells on screen \(display.cells.map(\.indexPath)) do not match the viewport \(wanted)")
            }
            if display.pooledCellCount > reusePoolLimit { problems.append("the reuse pool is over its limit") }
        }
        for s in display.headers.keys where s >= geometry.numberOfSections { problems.append("header view for missing section \(s)") }
        for s in display.footers.keys where s >= geometry.numberOfSections { problems.append("footer view for missing section \(s)") }
        return problems
    }
}
