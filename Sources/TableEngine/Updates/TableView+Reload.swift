// reloadData: counts and geometry for the whole table, cells only for what
// is on screen.

extension TableView {
    /// `reloadData`: asks for the counts again, measures what UIKit measures,
    /// clears the selection and shows the rows now in the viewport.
    public func reloadData() throws(TableViewException) {
        try recorder.send(.reloadData, []) { () throws(TableViewException) in
            try performReload()
        }
    }

    /// What a run-loop turn does: the first layout pass loads the table
    /// (UIKit's implicit `reloadData`); later ones bring the screen up to
    /// date after a change of size, offset or heights.
    public func layoutIfNeeded() throws(TableViewException) {
        if !hasLoaded {
            try performReload()
        } else if needsLayout {
            try preservingDisplay { () throws(TableViewException) in try layoutVisibleContent() }
        }
        _checkInvariantsInDebug()
    }

    public var isLoaded: Bool { hasLoaded }

    func performReload() throws(TableViewException) {
        let oldGeometry = geometry, wasLoaded = hasLoaded
        do throws(TableViewException) {
            try preservingDisplay { () throws(TableViewException) in
                geometry = try loadGeometry()
                hasLoaded = true
                selection.removeAll()
                touch = nil
                menu = nil
                deleteConfirmation = nil
                if let f = focus, !geometry.contains(f) { focus = nil }
                removeAllVisibleContent()
                clampContentOffset()
                try layoutVisibleContent()
            }
            // A swipe does not survive its rows being reloaded.
            if swipe != nil { endSwipe(rowGone: true) }
            askSectionIndexTitles()
            askPreferredFocus()
        } catch {
            geometry = oldGeometry
            hasLoaded = wasLoaded
            throw error
        }
        _checkInvariantsInDebug()
    }

    /// Row heights for rows with no height of their own.
    var effectiveRowHeight: Double { rowHeight >= 0 ? rowHeight : 44 }

    /// Asks the data source for every count and the delegate for the heights
    /// UIKit measures up front: every row's when `heightForRowAtIndexPath:`
    /// is there and no estimate is set, none of them otherwise.
    func loadGeometry() throws(TableViewException) -> TableGeometry {
        let sectionCount = askNumberOfSections()
        guard sectionCount >= 0 else { throw .negativeCount("section", sectionCount) }
        var sections: [TableGeometry.Section] = []
        sections.reserveCapacity(min(sectionCount, 1 << 16))
        for s in 0..<sectionCount {
            let rows = askNumberOfRows(s)
            guard rows >= 0 else { throw .negativeCount("row", rows) }
            sections.append(loadSection(s, rows: rows))
        }
        return TableGeometry(sections: sections)
    }

    /// A section's header, footer and rows, measured or estimated as UIKit
    /// would at a reload.
    func loadSection(_ s: Int, rows: Int) -> TableGeometry.Section {
        var section = TableGeometry.Section(rows: loadRowHeights(s, count: rows))
        if usesEstimatedHeaderHeights {
            section.header = estimatedHeaderHeight(s)
            section.headerIsEstimate = true
        } else {
            section.header = headerHeight(s)
        }
        if usesEstimatedFooterHeights {
            section.footer = estimatedFooterHeight(s)
            section.footerIsEstimate = true
        } else {
            section.footer = footerHeight(s)
        }
        return section
    }

    var usesEstimatedHeaderHeights: Bool {
        estimatedSectionHeaderHeight > 0 || delegateResponds(.estimatedHeightForHeader)
    }

    var usesEstimatedFooterHeights: Bool {
        estimatedSectionFooterHeight > 0 || delegateResponds(.estimatedHeightForFooter)
    }

    /// Asked for every section when implemented, even without a header
    /// view (seed 003); otherwise the table's estimate.
    func estimatedHeaderHeight(_ s: Int) -> Double {
        let h = delegateResponds(.estimatedHeightForHeader) ? askEstimatedHeightForHeader(s) : estimatedSectionHeaderHeight
        return h.isFinite && h > 0 ? h : 0
    }

    func estimatedFooterHeight(_ s: Int) -> Double {
        let h = delegateResponds(.estimatedHeightForFooter) ? askEstimatedHeightForFooter(s) : estimatedSectionFooterHeight
        return h.isFinite && h > 0 ? h : 0
    }

    func loadRowHeights(_ section: Int, count: Int) -> RowHeights {
        if usesEstimatedRowHeights {
            let base = estimatedRowHeight > 0 ? estimatedRowHeight : effectiveRowHeight
            guard delegateResponds(.estimatedHeightForRow) else { return RowHeights(count: count, base: base) }
            // UIKit asks every row for its estimate.
            guard let dl = delegate else { return RowHeights(count: count, base: base) }
            let estimates = (0..<count).map { sanitized(askEstimatedHeightForRow(IndexPath(section, $0), dl)) }
            return RowHeights(heights: estimates, base: base, exact: false)
        }
        guard delegateResponds(.heightForRow) else { return RowHeights(count: count, base: effectiveRowHeight) }
        var heights: [Double] = []
        heights.reserveCapacity(min(count, 1 << 24))
        guard let dl = delegate else { return RowHeights(count: count, base: effectiveRowHeight) }
        for r in 0..<count { heights.append(sanitized(askHeightForRow(IndexPath(section, r), dl))) }
        return RowHeights(heights: heights, base: effectiveRowHeight, exact: true)
    }

    /// The row's real height, asked when it comes on screen (estimated
    /// tables) or when it is inserted (measured tables).
    func measuredHeight(_ ip: IndexPath) -> Double {
        delegateResponds(.heightForRow) ? sanitized(askHeightForRow(ip)) : effectiveRowHeight
    }

    /// UIKit treats a negative (non-automatic) or non-finite height as 0.
    func sanitized(_ height: Double) -> Double {
        if height == automaticDimension { return effectiveRowHeight }
        return height.isFinite && height > 0 ? height : 0
    }

    // MARK: Header and footer heights

    // Seed 003 observed `heightForHeaderInSection:` being asked only when
    // `viewForHeaderInSection:` is implemented; UIKit documents (and does)
    // ask it whenever it is implemented. We follow UIKit.

    func headerHeight(_ section: Int) -> Double {
        if delegateResponds(.heightForHeader) {
            let h = askHeightForHeader(section)
            if h != automaticDimension { return h.isFinite ? max(0, h) : 0 }
        } else if sectionHeaderHeight >= 0 {
            return sectionHeaderHeight
        }
        return automaticHeaderHeight(section)
    }

    func footerHeight(_ section: Int) -> Double {
        if delegateResponds(.heightForFooter) {
            let h = askHeightForFooter(section)
            if h != automaticDimension { return h.isFinite ? max(0, h) : 0 }
        } else if sectionFooterHeight >= 0 {
            return sectionFooterHeight
        }
        return automaticFooterHeight(section)
    }

    /// `UITableViewAutomaticDimension` for a header: room for the title or
    /// view if there is one. Plain: 28 points with a title or custom view
    /// (seed 003's measure on an iPhone 6s), else none. Grouped: 38 with a
    /// title, 28 with a view, else the 18-point gap between groups.
    func automaticHeaderHeight(_ section: Int) -> Double {
        let hasTitle = askTitleForHeader(section) != nil
        let hasView = delegateResponds(.viewForHeader)
        switch style {
        case .plain: return hasTitle || hasView ? 28 : 0
        case .grouped: return hasTitle ? 38 : hasView ? 28 : 18
        }
    }

    func automaticFooterHeight(_ section: Int) -> Double {
        let hasTitle = askTitleForFooter(section) != nil
        let hasView = delegateResponds(.viewForFooter)
        switch style {
        case .plain: return hasTitle || hasView ? 28 : 0
        case .grouped: return hasTitle ? 38 : hasView ? 28 : 18
        }
    }
}
