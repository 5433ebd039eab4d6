// reloadData: counts and geometry for the whole table now; cells for what is
// on screen at the next layout pass.

extension TableView {
    /// `reloadData`: asks for the counts again, measures what UIKit measures,
    /// clears the selection, and lets every cell go. The rows in the viewport
    /// get their cells at the next layout pass (`layoutIfNeeded`), as in
    /// UIKit, where `cellForRowAtIndexPath:` comes in `layoutSubviews`
    /// (FIDELITY.md A-24).
    ///
    /// Cost: every section's count, and every row's height only when UIKit
    /// asks them up front (estimates off, FIDELITY.md A-06); the rows
    /// themselves are kept as runs.
    ///
    /// - Throws: a negative count or height from the data source or delegate
    ///   (UIKit's "Invalid row height (…) provided by table delegate. …",
    ///   FIDELITY.md A-20), `TableViewException.interrupted` when
    ///   `interruptCheck` stops it; the table is then as it was.
    public func reloadData() throws(TableViewException) {
        try call { () throws(TableViewException) in
            try record(.reloadData) { () throws(TableViewException) in
                // It stops an animated scroll in code before its end (S-09).
                state.display.scrollAnimation = nil
                try performReload()
            }
        }
    }

    /// What a run-loop turn does: the first layout pass loads the table
    /// (UIKit's implicit `reloadData`); later ones bring the screen up to
    /// date after a change of size, offset or heights.
    ///
    /// Cost follows the screen: cells and heights are asked for the rows
    /// coming on screen only.
    ///
    /// - Throws: what the layout pass raises, the table put back as it was:
    ///   UIKit's `NSInternalInconsistencyException` for a nil cell ("UITableView
    ///   dataSource returned a nil cell for row at index path: …", FIDELITY.md
    ///   A-38), a table with no data source ("UITableView dataSource is not
    ///   set", A-39), a negative height (A-20); and whatever the data source
    ///   or delegate throws.
    public func layoutIfNeeded() throws(TableViewException) {
        guard !state.display.hasLoaded || state.display.needsLayout else { return }
        try call { () throws(TableViewException) in
            if !state.display.hasLoaded { try performReload() }
            if state.display.needsLayout { try layoutVisibleContent() }
        }
    }

    func performReload() throws(TableViewException) {
        state.geometry = try loadGeometry()
        layoutPass?.reloaded = true
        updateBeingApplied?.reloaded = true
        state.display.hasLoaded = true
        state.prefetch.forget()
        let endedSwipe = state.interaction.reload(state.geometry)
        removeAllVisibleContent()
        clampContentOffset()
        state.display.needsLayout = true
        // A swipe does not survive its rows being reloaded.
        if endedSwipe != nil { tellDidEndEditingRow(nil) }
        askSectionIndexTitles()
    }
}
