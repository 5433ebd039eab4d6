// Counts and heights, asked as UIKit asks them: every count at a reload;
// row heights up front only without estimates; header and footer heights
// by their edge.

extension TableView {
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
            if shouldStop(afterStep: s) { throw .interrupted }
        }
        return TableGeometry(sections: sections)
    }

    func askNumberOfSections() -> Int {
        guard dataSource != nil else { return 0 }
        return askDataSource(.numberOfSections, otherwise: 1) { $0.numberOfSections(in: self) }
    }

    func askNumberOfRows(_ section: Int) -> Int {
        askDataSource(.numberOfRows, [.int(section)], otherwise: 0) { $0.tableView(self, numberOfRowsInSection: section) }
    }

    /// A section's header, footer and rows, measured or estimated as UIKit
    /// would at a reload.
    func loadSection(_ s: Int, rows: Int) -> TableGeometry.Section {
        var section = TableGeometry.Section(rows: loadRowHeights(s, count: rows))
        for edge in SectionEdge.allCases {
            if usesEstimatedHeights(edge) {
                section.setHeight(edge, estimatedHeight(edge, s), estimate: true)
            } else {
                section.setHeight(edge, height(edge, s), estimate: false)
            }
        }
        return section
    }

    // MARK: Rows

    func loadRowHeights(_ section: Int, count: Int) -> RowHeights {
        if usesEstimatedRowHeights {
            let base = estimatedRowHeight > 0 ? estimatedRowHeight : effectiveRowHeight
            // UIKit asks every row for its estimate.
            guard let dl = delegate, dl.responds(to: .estimatedHeightForRow) else { return RowHeights(count: count, base: base) }
            var estimates: [Double] = []
            estimates.reserveCapacity(min(count, 1 << 24))
            for r in 0..<count {
                // Stopped: rows of the base height stand in until the call raises.
                if shouldStop(afterStep: r) { return RowHeights(count: count, base: base) }
                estimates.append(sanitized(askEstimatedHeightForRow(IndexPath(section, r), dl)))
            }
            return RowHeights(heights: estimates, base: base, exact: false)
        }
        guard let dl = delegate, dl.responds(to: .heightForRow) else { return RowHeights(count: count, base: effectiveRowHeight) }
        var heights: [Double] = []
        heights.reserveCapacity(min(count, 1 << 24))
        for r in 0..<count {
            if shouldStop(afterStep: r) { return RowHeights(count: count, base: effectiveRowHeight) }
            heights.append(sanitized(askHeightForRow(IndexPath(section, r), dl)))
        }
        return RowHeights(heights: heights, base: effectiveRowHeight, exact: true)
    }

    /// Row heights for rows with no height of their own.
    var effectiveRowHeight: Double { rowHeight >= 0 ? rowHeight : 44 }

    /// `heightForRowAtIndexPath:` to a delegate known to implement it, for
    /// asking a million rows at a reload without looking it up each time.
    func askHeightForRow(_ ip: IndexPath, _ dl: borrowing any TableViewDelegate) -> Double {
        recorder.send(.heightForRow, [.indexPath(ip)], result: { .double($0) }) {
            dl.tableView(self, heightForRowAt: ip)
        }
    }

    func askEstimatedHeightForRow(_ ip: IndexPath, _ dl: borrowing any TableViewDelegate) -> Double {
        recorder.send(.estimatedHeightForRow, [.indexPath(ip)], result: { .double($0) }) {
            dl.tableView(self, estimatedHeightForRowAt: ip)
        }
    }

    /// The row's real height, asked when it comes on screen (estimated
    /// tables) or when it is inserted or reloaded (measured tables).
    func measuredHeight(_ ip: IndexPath) -> Double {
        sanitized(askDelegate(.heightForRow, [.indexPath(ip)], otherwise: effectiveRowHeight) { $0.tableView(self, heightForRowAt: ip) })
    }

    /// The row's estimate, asked when it is inserted or reloaded.
    func estimatedHeight(_ ip: IndexPath) -> Double {
        sanitized(askDelegate(.estimatedHeightForRow, [.indexPath(ip)], otherwise: estimatedRowHeight) {
            $0.tableView(self, estimatedHeightForRowAt: ip)
        })
    }

    /// UIKit treats a negative (non-automatic) or non-finite height as 0.
    func sanitized(_ height: Double) -> Double {
        if height == automaticDimension { return effectiveRowHeight }
        return height.isFinite && height > 0 ? height : 0
    }

    // MARK: Headers and footers

    /// The table's `sectionHeaderHeight` or `sectionFooterHeight`.
    func sectionHeight(_ edge: SectionEdge) -> Double {
        edge == .header ? sectionHeaderHeight : sectionFooterHeight
    }

    /// The table's `estimatedSectionHeaderHeight` or `estimatedSectionFooterHeight`.
    func estimatedSectionHeight(_ edge: SectionEdge) -> Double {
        edge == .header ? estimatedSectionHeaderHeight : estimatedSectionFooterHeight
    }

    func usesEstimatedHeights(_ edge: SectionEdge) -> Bool {
        estimatedSectionHeight(edge) > 0 || delegateResponds(.estimatedHeight(edge))
    }

    /// Asked for every section when implemented, even without a header
    /// view (seed 003); otherwise the table's estimate.
    func estimatedHeight(_ edge: SectionEdge, _ s: Int) -> Double {
        let h = askEstimatedHeight(edge, s, otherwise: estimatedSectionHeight(edge))
        return h.isFinite && h > 0 ? h : 0
    }

    // Seed 003 observed `heightForHeaderInSection:` being asked only when
    // `viewForHeaderInSection:` is implemented; UIKit documents (and does)
    // ask it whenever it is implemented. We follow UIKit.

    /// The edge's height: the delegate's, else the table's property; either
    /// may be `automaticDimension`.
    func height(_ edge: SectionEdge, _ s: Int) -> Double {
        let h = askHeight(edge, s, otherwise: sectionHeight(edge))
        if h == automaticDimension { return automaticHeight(edge, s) }
        return h.isFinite ? max(0, h) : 0
    }

    /// `UITableViewAutomaticDimension` for a header or footer: room for the
    /// title or view if there is one. Plain: 28 points with a title or custom
    /// view (seed 003's measure on an iPhone 6s), else none. Grouped: 38
    /// with a title, 28 with a view, else the 18-point gap between groups.
    func automaticHeight(_ edge: SectionEdge, _ section: Int) -> Double {
        let hasTitle = askTitle(edge, section) != nil
        let hasView = delegateResponds(.view(edge))
        switch style {
        case .plain: return hasTitle || hasView ? 28 : 0
        case .grouped: return hasTitle ? 38 : hasView ? 28 : 18
        }
    }
}
