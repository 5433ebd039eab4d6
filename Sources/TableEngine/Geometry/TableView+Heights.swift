// Counts and heights, asked as UIKit asks them (FIDELITY.md, "Defaults and
// heights"): every count at a reload; with estimates (the default) rows and
// headers start estimated and are measured as they come on screen, each time
// they do; without, every height is asked up front.

extension TableView {
    /// UIKit's default row height, for a one-line cell at the default text
    /// size: what automatic rows fall back to without estimates.
    public static let defaultRowHeight = 44.0

    /// Asks the data source for every count and the delegate for the heights
    /// UIKit measures up front: every row's when `heightForRowAtIndexPath:`
    /// is there and estimates are off, none of them otherwise.
    func loadGeometry() throws(TableViewException) -> TableGeometry {
        let sectionCount = askNumberOfSections()
        guard sectionCount >= 0 else { throw .negativeCount("section", sectionCount) }
        var sections = TableGeometry.Builder()
        let loader = SectionLoader(self)
        var total = 0
        for s in 0..<sectionCount {
            let rows = askNumberOfRows(s)
            guard rows >= 0 else { throw .negativeCount("row", rows) }
            guard let sum = TableGeometry.adding(rows, to: total) else { throw .tooManyRows(rows) }
            total = sum
            sections.append(try loadSection(s, rows: rows, loader))
            if shouldStop(afterStep: s) { throw .interrupted }
        }
        return sections.geometry
    }

    /// What loading sections needs to know of the table and its delegate,
    /// looked up once for a reload rather than once a section: a million
    /// sections cost what their counts cost.
    struct SectionLoader {
        let rowsEstimated: Bool
        let asksRowEstimates: Bool
        let asksRowHeights: Bool
        let edgesEstimated: PerEdge<Bool>
        let asksEdgeEstimates: PerEdge<Bool>
        let defaultEdgeEstimate: PerEdge<Double>
        let headerPadding: Double
        /// The delegate, when it answers a pass of row heights at once.
        let heightPass: (any RowHeightPass)?

        init(_ table: TableView) {
            heightPass = table.delegate as? any RowHeightPass
            headerPadding = table.effectiveSectionHeaderTopPadding
            rowsEstimated = table.usesEstimatedRowHeights
            asksRowEstimates = table.delegateResponds(.estimatedHeightForRow)
            asksRowHeights = table.delegateResponds(.heightForRow)
            edgesEstimated = PerEdge(header: table.usesEstimatedHeights(.header), footer: table.usesEstimatedHeights(.footer))
            asksEdgeEstimates = PerEdge(header: table.delegateResponds(.estimatedHeight(.header)),
                                        footer: table.delegateResponds(.estimatedHeight(.footer)))
            defaultEdgeEstimate = PerEdge(header: table.defaultEstimate(.header), footer: table.defaultEstimate(.footer))
        }
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
    func loadSection(_ s: Int, rows: Int, _ loader: SectionLoader) throws(TableViewException) -> TableGeometry.Section {
        var section = TableGeometry.Section(rows: try loadRowHeights(s, count: rows, loader))
        let padding = loader.headerPadding
        for edge in SectionEdge.allCases {
            if !loader.edgesEstimated[edge] {
                section.setHeight(edge, try height(edge, s), estimate: false, headerPadding: padding)
            } else if loader.asksEdgeEstimates[edge] {
                section.setHeight(edge, try estimatedHeight(edge, s), estimate: true, headerPadding: padding)
            } else {
                section.setHeight(edge, loader.defaultEdgeEstimate[edge], estimate: true, headerPadding: padding)
            }
        }
        return section
    }

    // MARK: Rows

    func loadRowHeights(_ section: Int, count: Int, _ loader: SectionLoader) throws(TableViewException) -> RowHeights {
        if loader.rowsEstimated {
            // UIKit asks every row for its estimate (FIDELITY.md A-11).
            guard loader.asksRowEstimates, let dl = delegate else { return RowHeights(count: count, base: rowEstimate) }
            if let pass = loader.heightPass {
                return try pass.withRowHeights(estimated: true) { (answer) throws(TableViewException) in
                    try askRowHeights(section, count: count, estimated: true, answer)
                }
            }
            return try askRowHeights(section, count: count, estimated: true) { dl.tableView(self, estimatedHeightForRowAt: $0) }
        }
        guard loader.asksRowHeights, let dl = delegate else { return RowHeights(count: count, base: effectiveRowHeight) }
        if let pass = loader.heightPass {
            return try pass.withRowHeights(estimated: false) { (answer) throws(TableViewException) in
                try askRowHeights(section, count: count, estimated: false, answer)
            }
        }
        return try askRowHeights(section, count: count, estimated: false) { dl.tableView(self, heightForRowAt: $0) }
    }

    /// Every row of the section asked its height (or estimate), each one
    /// message answered by `answer`: the delegate's method, or a pass's
    /// function (`RowHeightPass`).
    private func askRowHeights(_ section: Int, count: Int, estimated: Bool, _ answer: (TableIndexPath) -> Double) throws(TableViewException) -> RowHeights {
        let selector: MessageSelector = estimated ? .estimatedHeightForRow : .heightForRow
        var heights: [Double] = []
        heights.reserveCapacity(min(count, 1 << 24))
        for r in 0..<count {
            if shouldStop(afterStep: r) { throw .interrupted }
            let ip = TableIndexPath(section, r)
            let h = recorder.send(selector, [.indexPath(ip)], result: { .double($0) }) { answer(ip) }
            heights.append(estimated ? try estimate(h) : try fixedHeight(h, ip))
        }
        return RowHeights(heights: heights, base: estimated ? rowEstimate : effectiveRowHeight, exact: !estimated)
    }

    /// `rowHeight`, or the default row height when it is automatic.
    var effectiveRowHeight: Double { rowHeight >= 0 ? rowHeight : Self.defaultRowHeight }

    /// What rows are estimated at without an estimate of their own:
    /// `estimatedRowHeight`, or when it is automatic `rowHeight` if set, else
    /// the default row height (FIDELITY.md A-10).
    var rowEstimate: Double { estimatedRowHeight > 0 ? estimatedRowHeight : effectiveRowHeight }

    /// How a row coming on screen (with estimates) gets its height.
    enum RowMeasure: Equatable {
        case height(Double)
        /// The cell's own height, once the data source has given the cell.
        case selfSized
    }

    /// A row's real height, asked as it comes on screen (estimated tables)
    /// or when it is inserted or reloaded: the delegate's, else `rowHeight`;
    /// `automaticDimension` from either sizes the row to its cell.
    func measure(_ ip: TableIndexPath) throws(TableViewException) -> RowMeasure {
        let h = askDelegate(.heightForRow, [.indexPath(ip)], otherwise: rowHeight) { $0.tableView(self, heightForRowAt: ip) }
        if h == automaticDimension { return usesEstimatedRowHeights ? .selfSized : .height(Self.defaultRowHeight) }
        return .height(try fixedHeight(h, ip))
    }

    /// A row height as UIKit takes it: automatic is the default row height
    /// (without estimates there is no self-sizing, FIDELITY.md A-09); a
    /// negative height raises; a non-finite one is 0 (a choice).
    func fixedHeight(_ h: Double, _ ip: TableIndexPath) throws(TableViewException) -> Double {
        if h == automaticDimension { return effectiveRowHeight }
        guard h.isFinite else { return 0 }
        guard h >= 0 else { throw .negativeRowHeight(h) }
        return h
    }

    /// An estimate as UIKit takes it: automatic or not finite is the
    /// table's own estimate; negative raises (FIDELITY.md A-20).
    func estimate(_ h: Double) throws(TableViewException) -> Double {
        if h == automaticDimension || !h.isFinite { return rowEstimate }
        guard h >= 0 else { throw .negativeEstimate("row", h) }
        return h
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
        estimatedSectionHeight(edge) != 0 || delegateResponds(.estimatedHeight(edge))
    }

    /// The edge's estimate: the delegate's (asked for every section, even
    /// without a header view — seed 003), else the table's, else — automatic
    /// — the height the edge would have by default (FIDELITY.md A-12).
    func estimatedHeight(_ edge: SectionEdge, _ s: Int) throws(TableViewException) -> Double {
        let h = askEstimatedHeight(edge, s, otherwise: estimatedSectionHeight(edge))
        if h == automaticDimension || !h.isFinite { return defaultEstimate(edge) }
        guard h >= 0 else { throw .negativeEstimate(edge.rawValue, h) }
        return h
    }

    /// An edge's estimate when nothing else says: its property, if set, else
    /// the style's default for an edge that may have a title or a view
    /// (plain tables without them have none).
    func defaultEstimate(_ edge: SectionEdge) -> Double {
        if sectionHeight(edge) >= 0 { return sectionHeight(edge) }
        let mayHaveTitle = dataSourceResponds(.title(edge))
        let mayHaveView = delegateResponds(.view(edge)) || delegateResponds(.height(edge))
        return defaultHeight(edge, hasTitle: mayHaveTitle, hasView: mayHaveView)
    }

    // Seed 003 observed `heightForHeaderInSection:` being asked only when
    // `viewForHeaderInSection:` is implemented; UIKit documents (and does)
    // ask it whenever it is implemented. We follow UIKit.

    /// The edge's height: the delegate's, else the table's property; either
    /// may be `automaticDimension`. In grouped style 0 means the default
    /// height (apps return the least positive number to collapse an edge,
    /// FIDELITY.md A-19); a negative height raises.
    func height(_ edge: SectionEdge, _ s: Int) throws(TableViewException) -> Double {
        let h = askHeight(edge, s, otherwise: sectionHeight(edge))
        if h == automaticDimension { return automaticHeight(edge, s) }
        guard h.isFinite else { return 0 }
        guard h >= 0 else { throw .negativeHeight(edge, section: s, h) }
        if h == 0 && style.isGrouped { return automaticHeight(edge, s) }
        return h
    }

    /// `UITableViewAutomaticDimension` for a header or footer: room for the
    /// title or view if there is one.
    func automaticHeight(_ edge: SectionEdge, _ section: Int) -> Double {
        defaultHeight(edge, hasTitle: askTitle(edge, section) != nil, hasView: delegateResponds(.view(edge)))
    }

    /// UIKit's default header and footer heights (FIDELITY.md ):
    /// plain, 28 points with a title or a view, else none; grouped, 17.5
    /// points without a title, and 38 with one (a choice: UIKit fits the
    /// title, and no figure was found). Inset grouped takes grouped's
    /// (a choice: no figure was found either; M-42).
    func defaultHeight(_ edge: SectionEdge, hasTitle: Bool, hasView: Bool) -> Double {
        switch style {
        case .plain: hasTitle || hasView ? 28 : 0
        case .grouped, .insetGrouped: hasTitle ? 38 : 17.5
        }
    }

    // MARK: The padding above headers

    /// UIKit's automatic `sectionHeaderTopPadding`: 22 points in plain
    /// style, 0 in the grouped ones (decompiled `UITableConstants_IOS
    /// defaultPaddingAboveSectionHeadersForTableStyle:`, apps built with the
    /// iOS 15 SDK or later; FIDELITY.md M-40).
    public static let automaticPlainHeaderTopPadding = 22.0

    /// `sectionHeaderTopPadding` as the table uses it: automatic resolved
    /// by style, a set value as it is (negative as 0).
    public var effectiveSectionHeaderTopPadding: Double {
        // Before iOS 15 there is no padding (M-40).
        if iOSVersion < IOSVersion(15) { return 0 }
        if sectionHeaderTopPadding == automaticDimension { return style == .plain ? Self.automaticPlainHeaderTopPadding : 0 }
        return sectionHeaderTopPadding.isFinite ? max(0, sectionHeaderTopPadding) : 0
    }

    /// A new padding: every header with a height takes it, and what is on
    /// screen is laid out again.
    func headerTopPaddingChanged() {
        guard state.display.hasLoaded else { return }
        state.geometry.setHeaderPadding(effectiveSectionHeaderTopPadding)
        clampContentOffset()
        state.display.needsLayout = true
    }
}
