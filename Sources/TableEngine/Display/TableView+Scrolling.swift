// Moving the viewport.

extension TableView {
    /// `contentOffset = y`: the offset is what is set, in the scrollable
    /// range or not — UIScrollView does not clamp a programmatic offset, and
    /// layout passes keep it until the user scrolls or a scroll call moves
    /// the table (FIDELITY.md S-03, S-04) — then a layout pass: rows on
    /// screen follow the viewport, the inset region included. A value that
    /// is not a number is 0. The app's setting of the property (the shell's
    /// `set contentOffset`): not recorded as a call; one
    /// `scrollViewDidScroll:` when the offset changes (S-10).
    ///
    /// - Throws: what the layout pass raises, the table put back as it was:
    ///   UIKit's `NSInternalInconsistencyException` for a nil cell ("UITableView
    ///   dataSource returned a nil cell for row at index path: …", FIDELITY.md
    ///   A-38), a table with no data source ("UITableView dataSource is not
    ///   set", A-39), a negative height (A-20); and whatever the data source
    ///   or delegate throws.
    public func setContentOffset(_ y: Double) throws(TableViewException) {
        try call { () throws(TableViewException) in try moveViewport(to: y.isFinite ? y : 0, byTheApp: true) }
    }

    /// `setContentOffset:animated:` called by the app (recorded as the
    /// table's method), e.g. to show a search bar at the top, or a refresh
    /// control above it (`-refreshControl.frame.height`): not clamped, as
    /// ``setContentOffset(_:)``. Without animation, one `scrollViewDidScroll:`
    /// inside the call, before the layout pass (FIDELITY.md S-10); animated,
    /// the call returns at once and the frames run when the run loop turns
    /// (``runScrollAnimation()``, S-09).
    ///
    /// - Throws: what the layout pass raises, the table put back as it was:
    ///   UIKit's `NSInternalInconsistencyException` for a nil cell ("UITableView
    ///   dataSource returned a nil cell for row at index path: …", FIDELITY.md
    ///   A-38), a table with no data source ("UITableView dataSource is not
    ///   set", A-39), a negative height (A-20); and whatever the data source
    ///   or delegate throws.
    public func setContentOffset(_ y: Double, animated: Bool) throws(TableViewException) {
        try call { () throws(TableViewException) in
            try record(.setContentOffset, [.double(y), .bool(animated)]) { () throws(TableViewException) in
                if animated {
                    startScrollAnimation(to: y.isFinite ? y : 0, byTheApp: true)
                } else {
                    try moveViewport(to: y.isFinite ? y : 0, byTheApp: true)
                }
            }
        }
    }

    /// Moves the viewport's top to `target`: the app's offset is kept as
    /// set (`byTheApp`); every other move is already in range. A move sends
    /// `scrollViewDidScroll:` as the offset changes, before the layout pass
    /// brings the cells (FIDELITY.md S-10); `reportsUnimplemented` false
    /// leaves an unimplemented one out of `log unimplemented on` (a
    /// gesture's later frames).
    func moveViewport(to target: Double, byTheApp: Bool = false, reportsUnimplemented: Bool = true) throws(TableViewException) {
        let held = byTheApp && (target < minContentOffset || target > maxContentOffset)
        guard target != state.display.contentOffset || held != state.display.offsetIsHeld || state.display.needsLayout else { return }
        state.display.offsetIsHeld = held
        if target != state.display.contentOffset {
            // A finger on a row lets go when the table scrolls.
            if state.interaction.touch != nil { cancelTouch() }
            // An open swipe closes (UISwipeActionController observes the
            // scroll view's scrolling; FIDELITY.md B-55), unless its action
            // is running.
            if let swipe = state.interaction.swipe, !swipe.isPerformingAction { closeSwipe() }
        }
        let moved = target != state.display.contentOffset
        state.display.contentOffset = target
        if moved { tellDidScroll(reportsUnimplemented: reportsUnimplemented) }
        try layoutVisibleContent()
    }

    /// Scrolls to the end of the content; with estimated heights the end
    /// moves as rows are measured, so it aims again until it holds.
    ///
    /// - Throws: what the layout pass raises, the table put back as it was:
    ///   UIKit's `NSInternalInconsistencyException` for a nil cell ("UITableView
    ///   dataSource returned a nil cell for row at index path: …", FIDELITY.md
    ///   A-38), a table with no data source ("UITableView dataSource is not
    ///   set", A-39), a negative height (A-20); and whatever the data source
    ///   or delegate throws.
    public func scrollToBottom() throws(TableViewException) {
        try call { () throws(TableViewException) in
            for _ in 0..<8 {
                let target = maxContentOffset
                if target == state.display.contentOffset && !state.display.needsLayout { break }
                try moveViewport(to: target)
            }
        }
    }

    /// A user's scroll to offset `y`: it ends in the scrollable range, as
    /// ``scroll(by:)``, in one move: one `scrollViewDidScroll:` when the
    /// offset changes, no dragging messages (the shell's `scroll offset`).
    ///
    /// - Throws: what the layout pass raises, the table put back as it was:
    ///   UIKit's `NSInternalInconsistencyException` for a nil cell ("UITableView
    ///   dataSource returned a nil cell for row at index path: …", FIDELITY.md
    ///   A-38), a table with no data source ("UITableView dataSource is not
    ///   set", A-39), a negative height (A-20); and whatever the data source
    ///   or delegate throws.
    public func scroll(to y: Double) throws(TableViewException) {
        try call { () throws(TableViewException) in try moveViewport(to: offsetInRange(y)) }
    }

    /// `scrollToRowAtIndexPath:atScrollPosition:animated:`. Without
    /// animation, `scrollViewDidScroll:` inside the call, before the layout
    /// pass (FIDELITY.md S-10: the scroll view's rule, though the table's
    /// documentation says the method does not send it); animated, the call
    /// returns at once and the frames run when the run loop turns
    /// (``runScrollAnimation()``, S-09).
    ///
    /// - Throws: for a row the table does not have, UIKit's `NSRangeException`
    ///   "Attempted to scroll the table view to an out-of-bounds row (R) when
    ///   there are only N rows in section S." (or "… section (S) when there are
    ///   only N sections."; FIDELITY.md A-53, A-54); and what the layout pass
    ///   raises.
    public func scrollToRow(at ip: TableIndexPath, at position: ScrollPosition, animated: Bool = false) throws(TableViewException) {
        try call { () throws(TableViewException) in
            try record(.scrollToRow, [.indexPath(ip), .symbol(position.rawValue), .bool(animated)]) { () throws(TableViewException) in
                try validateScrollTarget(ip)
                if animated {
                    return startScrollAnimation(to: offsetInRange(offset(toShow: ip, at: position)), aim: (ip, position))
                }
                // Rows measured on the way (estimated heights) move the
                // target: aim again until it holds.
                for _ in 0..<8 {
                    let target = offsetInRange(offset(toShow: ip, at: position))
                    if target == state.display.contentOffset && !state.display.needsLayout { break }
                    try moveViewport(to: target)
                }
            }
        }
    }

    func validateScrollTarget(_ ip: TableIndexPath) throws(TableViewException) {
        guard ip.section >= 0, ip.section < state.geometry.numberOfSections else {
            throw .scrollSectionOutOfBounds(section: ip.section, sections: state.geometry.numberOfSections)
        }
        let rows = state.geometry.numberOfRows(in: ip.section)
        guard ip.row >= 0, ip.row < rows else {
            throw .scrollRowOutOfBounds(row: ip.row, rows: rows, section: ip.section)
        }
    }

    /// The offset that puts the row where asked, in the viewport less
    /// `adjustedContentInset` (what bars cover; inferred, S-05). In plain
    /// style the row lines up under its section's floating header and
    /// above its footer.
    func offset(toShow ip: TableIndexPath, at position: ScrollPosition) -> Double {
        let rect = state.geometry.rect(of: ip)
        let section = state.geometry[ip.section]
        let inset = adjustedContentInset
        let above = style == .plain ? section.height(.header) : 0
        let below = style == .plain ? section.height(.footer) : 0
        let top = rect.y - above - inset.top
        let bottom = rect.y + rect.height + below - viewportHeight + inset.bottom
        let current = state.display.contentOffset
        switch position {
        case .top: return top
        case .bottom: return bottom
        case .middle: return rect.y + rect.height / 2 - (viewportHeight - inset.top - inset.bottom) / 2 - inset.top
        case .none:
            if top < current { return top }
            if bottom > current { return bottom }
            return current
        }
    }

    /// Where scrolling to a section puts the viewport's top: the section's
    /// header, below any `sectionHeaderTopPadding` (a choice, FIDELITY.md
    /// M-41).
    func sectionScrollTop(_ section: Int) -> Double {
        state.geometry.top(of: section) + state.geometry[section].headerPadding - adjustedContentInset.top
    }

    /// Scrolls the section's top to the top of the viewport (index taps).
    ///
    /// - Throws: for a section the table does not have, UIKit's
    ///   `NSRangeException` "Attempted to scroll the table view to an
    ///   out-of-bounds section (S) when there are only N sections."
    public func scrollToSection(_ section: Int) throws(TableViewException) {
        try call { () throws(TableViewException) in
            guard section >= 0, section < state.geometry.numberOfSections else {
                throw .scrollSectionOutOfBounds(section: section, sections: state.geometry.numberOfSections)
            }
            try moveViewport(to: offsetInRange(sectionScrollTop(section)))
        }
    }
}
