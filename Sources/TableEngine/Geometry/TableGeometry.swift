import Runs

/// Where everything is, top to bottom: per section a header, its rows and a
/// footer. Offsets are in points from the top of the content.
///
/// Sections are kept as runs in a `RunTree`: neighbouring sections alike
/// (the same header and footer, rows of the same heights) are one run, so
/// a million sections of fixed-height rows are one run, and a section
/// measured as it comes on screen is split out of its run. Every read and
/// every edit of one section is O(log sections); a copy (the state a
/// raising call puts back) is O(1), and a write after it copies one path.
struct TableGeometry {
    struct Section: Hashable {
        /// `sectionHeaderTopPadding` above a header that has a height
        /// (decompiled `UISectionRowData`: only for a section with a header).
        var headerPadding: Double = 0
        var header: Double = 0
        var footer: Double = 0
        var rows: RowHeights
        /// Whether the header's or footer's height is an estimate, to be
        /// asked for real when it comes on screen.
        var headerIsEstimate = false
        var footerIsEstimate = false

        var height: Double { headerPadding + header + rows.total + footer }

        /// Where the rows start, from the section's top: the padding and the header.
        var headerExtent: Double { headerPadding + header }

        /// Whether the two are known alike in O(1), to be kept as one run.
        func isAlike(_ other: Section) -> Bool {
            header == other.header && footer == other.footer && headerPadding == other.headerPadding
                && headerIsEstimate == other.headerIsEstimate
                && footerIsEstimate == other.footerIsEstimate && rows.isIdentical(to: other.rows)
        }
    }

    private(set) var runs = RunTree<SectionRun>()

    init() {}

    /// Sections appended in order, alike neighbours merged as they come: a
    /// reload of a million alike sections holds one run, never a million.
    struct Builder {
        private var runs: [SectionRun] = []

        mutating func append(_ section: Section) {
            if let last = runs.last, last.section.isAlike(section) {
                runs[runs.count - 1].count += 1
            } else {
                runs.append(SectionRun(section, count: 1))
            }
        }

        mutating func append(_ run: SectionRun) {
            if runs.isEmpty || !runs[runs.count - 1].absorb(run) { runs.append(run) }
        }

        var geometry: TableGeometry {
            var geometry = TableGeometry()
            geometry.runs = RunTree(runs)
            return geometry
        }
    }

    init(sections: some Sequence<Section>) {
        var builder = Builder()
        for section in sections { builder.append(section) }
        self = builder.geometry
    }

    var numberOfSections: Int { runs.count }

    /// Section `s`, in `0..<numberOfSections`. O(log runs).
    subscript(s: Int) -> Section { runs.element(at: s).element.section }

    func numberOfRows(in section: Int) -> Int { self[section].rows.count }

    var totalRows: Int { runs.summary.rows }

    /// The most rows a table takes, all sections together: their sums stay
    /// integers and their offsets exact (FIDELITY.md A-60).
    static let maximumRows = 1 << 53

    /// `total` plus a section's `rows`, or nil past ``maximumRows``.
    static func adding(_ rows: Int, to total: Int) -> Int? {
        let (sum, overflow) = total.addingReportingOverflow(rows)
        return overflow || sum > maximumRows ? nil : sum
    }

    /// Each section's number of rows. O(sections).
    var rowCounts: [Int] {
        var counts: [Int] = []
        counts.reserveCapacity(numberOfSections)
        runs.forEach { counts.append(contentsOf: repeatElement($0.rows, count: $0.count)) }
        return counts
    }

    /// How many rows have a height of their own, in all sections.
    var storedRowHeights: Int {
        var total = 0
        runs.forEach { total += $0.count * $0.section.rows.storedCount }
        return total
    }

    func contains(_ ip: TableIndexPath) -> Bool {
        ip.section >= 0 && ip.section < numberOfSections && ip.row >= 0 && ip.row < self[ip.section].rows.count
    }

    // MARK: Reading

    var contentHeight: Double { runs.summary.height }

    func top(of section: Int) -> Double { runs.prefix(section).height }

    func bottom(of section: Int) -> Double { top(of: section) + self[section].height }

    func rect(of ip: TableIndexPath) -> (y: Double, height: Double) {
        let section = self[ip.section]
        return (top(of: ip.section) + section.headerExtent + section.rows.offset(of: ip.row), section.rows.height(of: ip.row))
    }

    /// The header's rect, below its top padding.
    func headerRect(_ s: Int) -> (y: Double, height: Double) {
        let section = self[s]
        return (top(of: s) + section.headerPadding, section.header)
    }

    func footerRect(_ s: Int) -> (y: Double, height: Double) {
        let section = self[s]
        return (top(of: s) + section.headerExtent + section.rows.total, section.footer)
    }

    /// The section whose extent holds `y`: the last whose top is at or
    /// before `y` (sections of zero height are passed over), clamped.
    func section(at y: Double) -> Int {
        runs.firstRow { $0.height > y } ?? max(0, numberOfSections - 1)
    }

    /// The table's last row, if it has one. O(log runs).
    var lastRow: TableIndexPath? {
        let total = totalRows
        guard total > 0, let s = runs.firstRow(endingPast: { $0.rows >= total }) else { return nil }
        return TableIndexPath(s, numberOfRows(in: s) - 1)
    }

    /// The first section from `s` on with rows, if any. O(log runs).
    func firstSectionWithRows(from s: Int) -> Int? {
        guard s < numberOfSections else { return nil }
        let before = runs.prefix(s).rows
        return runs.firstRow { $0.rows > before }
    }

    /// The row whose extent holds `y`, or the first row after it (`nil`
    /// past the last row).
    func indexPath(atOrAfter y: Double) -> TableIndexPath? {
        guard numberOfSections > 0 else { return nil }
        let s = section(at: y), section = self[s]
        if section.rows.count > 0 {
            let local = y - (top(of: s) + section.headerExtent)
            if local < 0 { return TableIndexPath(s, 0) }
            if local < section.rows.total { return TableIndexPath(s, section.rows.row(at: local)) }
        }
        // Every later section begins after y: its first row is next.
        return firstSectionWithRows(from: s + 1).map { TableIndexPath($0, 0) }
    }

    /// The index path after `ip` in content order, skipping empty sections.
    func indexPath(after ip: TableIndexPath) -> TableIndexPath? {
        if ip.row + 1 < self[ip.section].rows.count { return TableIndexPath(ip.section, ip.row + 1) }
        return firstSectionWithRows(from: ip.section + 1).map { TableIndexPath($0, 0) }
    }

    /// Past a run of rows of zero height from `ip`, in one step: the row
    /// after the run in its section (the last row whose top is where the
    /// run is), or the section's last row. `ip` itself when it has a height.
    func passingZeroHeights(from ip: TableIndexPath) -> TableIndexPath {
        let rows = self[ip.section].rows
        return TableIndexPath(ip.section, max(ip.row, rows.row(at: rows.offset(of: ip.row))))
    }

    /// The rows whose extent meets `[y0, y1)`, in order. Rows of zero height
    /// are not on screen, and a run of them is passed over in one step
    /// (a hundred million rows of height 0 under a grouped header were
    /// walked one by one: the fuzzer found it). Each section is read once.
    func rows(in y0: Double, _ y1: Double) -> [TableIndexPath] {
        var result: [TableIndexPath] = []
        guard y1 > y0, let first = indexPath(atOrAfter: y0) else { return result }
        // A screen's worth at once: growing from one row costs more than
        // the walk (some sixteen rows fit a 440-point screen of 28-point rows).
        result.reserveCapacity(16)
        var s = first.section, row = first.row
        while true {
            let section = self[s]
            let rowsTop = top(of: s) + section.headerExtent
            let rows = section.rows, count = rows.count
            while row < count {
                let local = rows.offset(of: row)
                if rowsTop + local >= y1 { return result }
                let height = rows.height(of: row)
                if height > 0 {
                    if rowsTop + local + height > y0 { result.append(TableIndexPath(s, row)) }
                } else {
                    let past = passingZeroHeights(from: TableIndexPath(s, row)).row
                    if past > row { row = past; continue }
                }
                row += 1
            }
            guard let next = firstSectionWithRows(from: s + 1) else { return result }
            s = next
            row = 0
        }
    }

    /// The sections whose extent meets `[y0, y1)`.
    func sections(in y0: Double, _ y1: Double) -> Range<Int> {
        guard numberOfSections > 0, y1 > y0 else { return 0..<0 }
        let first = section(at: y0)
        var last = first
        while last + 1 < numberOfSections, top(of: last + 1) < y1 { last += 1 }
        return first..<(last + 1)
    }

    // MARK: Writing

    /// Changes section `s` alone: it leaves its run. O(log runs).
    private mutating func modify(_ s: Int, _ change: (inout Section) -> Void) {
        var section = self[s]
        change(&section)
        runs.replace(s..<(s + 1), with: SectionRun(section, count: 1))
    }

    mutating func setRowHeight(_ ip: TableIndexPath, _ height: Double, exact: Bool) {
        modify(ip.section) { $0.rows.set(ip.row, height: height, exact: exact) }
    }

    /// Gives a row back its own height as it was, or none (an undo).
    mutating func restoreRowHeight(_ ip: TableIndexPath, _ stored: (height: Double, exact: Bool)?) {
        modify(ip.section) { section in
            if let stored {
                section.rows.set(ip.row, height: stored.height, exact: stored.exact)
            } else {
                section.rows.removeEntry(ip.row)
            }
        }
    }

    /// Gives the edge its measured height (a header its top padding, when
    /// it has a height).
    mutating func setHeight(_ edge: SectionEdge, _ section: Int, _ height: Double, headerPadding: Double) {
        modify(section) { $0.setHeight(edge, height, estimate: false, headerPadding: headerPadding) }
    }

    /// A new `sectionHeaderTopPadding` for every header that has a height. O(runs).
    mutating func setHeaderPadding(_ padding: Double) {
        var builder = Builder()
        runs.forEach { run in
            var section = run.section
            section.headerPadding = section.header > 0 ? padding : 0
            builder.append(SectionRun(section, count: run.count))
        }
        self = builder.geometry
    }

    /// A new base height for rows without their own (the table's
    /// `rowHeight`). O(runs).
    mutating func setBaseRowHeight(_ base: Double) {
        var builder = Builder()
        runs.forEach { run in
            var section = run.section
            section.rows.setBase(base)
            builder.append(SectionRun(section, count: run.count))
        }
        self = builder.geometry
    }

    func _checkInvariants() {
        runs._checkInvariants()
        runs.forEach { run in
            run.section.rows._checkInvariants()
            precondition(run.section.header >= 0 && run.section.footer >= 0 && run.section.headerPadding >= 0, "negative header or footer height")
            precondition(run.height == run.section.height && run.rows == run.section.rows.count, "a section run's sums out of date")
        }
    }
}

/// Consecutive sections alike: one section, and how many times it repeats.
/// Its height and rows are summed once, when the run is made.
struct SectionRun: RunElement {
    static var leafCapacity: Int { 32 }

    let section: TableGeometry.Section
    var count: Int
    /// The section's height and row count.
    let height: Double
    let rows: Int

    init(_ section: TableGeometry.Section, count: Int) {
        self.section = section
        self.count = count
        height = section.height
        rows = section.rows.count
    }

    func prefix(_ k: Int) -> SectionSummary {
        SectionSummary(count: k, rows: k * rows, height: Double(k) * height)
    }

    func slice(_ range: Range<Int>) -> SectionRun { SectionRun(section, count: range.count) }

    mutating func absorb(_ next: SectionRun) -> Bool {
        guard section.isAlike(next.section) else { return false }
        count += next.count
        return true
    }
}

/// Sections, their rows and their heights, summed.
struct SectionSummary: RunSummary {
    var count: Int
    var rows: Int
    var height: Double

    static var zero: SectionSummary { SectionSummary(count: 0, rows: 0, height: 0) }

    static func + (a: SectionSummary, b: SectionSummary) -> SectionSummary {
        SectionSummary(count: a.count + b.count, rows: a.rows + b.rows, height: a.height + b.height)
    }
}
