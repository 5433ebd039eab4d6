/// Where everything is, top to bottom: per section a header, its rows and a
/// footer. Offsets are in points from the top of the content.
struct TableGeometry: Hashable {
    struct Section: Hashable {
        var header: Double = 0
        var footer: Double = 0
        var rows: RowHeights
        /// Whether the header's or footer's height is an estimate, to be
        /// asked for real when it comes on screen.
        var headerIsEstimate = false
        var footerIsEstimate = false

        var height: Double { header + rows.total + footer }
    }

    private(set) var sections: [Section] = []
    /// Each section's height, summed: where a section begins, the content
    /// height and the section at an offset in O(log sections), kept up to
    /// date as each section's height changes.
    private var heights = SumTree([])

    init() {}

    init(sections: [Section]) {
        self.sections = sections
        heights = SumTree(sections.lazy.map(\.height))
    }

    var numberOfSections: Int { sections.count }

    func numberOfRows(in section: Int) -> Int { sections[section].rows.count }

    var totalRows: Int { sections.reduce(0) { $0 + $1.rows.count } }

    func contains(_ ip: IndexPath) -> Bool {
        ip.section >= 0 && ip.section < sections.count && ip.row >= 0 && ip.row < sections[ip.section].rows.count
    }

    // MARK: Reading

    var contentHeight: Double { top(of: sections.count) }

    func top(of section: Int) -> Double { heights.prefix(section) }

    func bottom(of section: Int) -> Double { top(of: section) + sections[section].height }

    // Hot paths read through `sections[i]` rather than binding a copy of
    // the section, which would retain its arrays on every call.

    func rect(of ip: IndexPath) -> (y: Double, height: Double) {
        (top(of: ip.section) + sections[ip.section].header + sections[ip.section].rows.offset(of: ip.row),
         sections[ip.section].rows.height(of: ip.row))
    }

    func headerRect(_ section: Int) -> (y: Double, height: Double) {
        (top(of: section), sections[section].header)
    }

    func footerRect(_ section: Int) -> (y: Double, height: Double) {
        (top(of: section) + sections[section].header + sections[section].rows.total, sections[section].footer)
    }

    /// The section whose extent holds `y`, clamped.
    func section(at y: Double) -> Int { heights.index(at: y) }

    /// The row whose extent holds `y`, or the first row after it (`nil`
    /// past the last row).
    func indexPath(atOrAfter y: Double) -> IndexPath? {
        guard !sections.isEmpty else { return nil }
        var s = section(at: y)
        while s < sections.count {
            if sections[s].rows.count > 0 {
                let local = y - (top(of: s) + sections[s].header)
                if local < 0 { return IndexPath(s, 0) }
                // The last row whose top is <= local ends after local.
                if local < sections[s].rows.total { return IndexPath(s, sections[s].rows.row(at: local)) }
            }
            s += 1
        }
        return nil
    }

    /// The index path after `ip` in content order, skipping empty sections.
    func indexPath(after ip: IndexPath) -> IndexPath? {
        if ip.row + 1 < sections[ip.section].rows.count { return IndexPath(ip.section, ip.row + 1) }
        var s = ip.section + 1
        while s < sections.count {
            if sections[s].rows.count > 0 { return IndexPath(s, 0) }
            s += 1
        }
        return nil
    }

    /// The rows whose extent meets `[y0, y1)`, in order. Rows of zero height
    /// are not on screen.
    func rows(in y0: Double, _ y1: Double) -> [IndexPath] {
        var result: [IndexPath] = []
        guard y1 > y0, var ip = indexPath(atOrAfter: y0) else { return result }
        while true {
            let r = rect(of: ip)
            if r.y >= y1 { break }
            if r.height > 0, r.y + r.height > y0 { result.append(ip) }
            guard let next = indexPath(after: ip) else { break }
            ip = next
        }
        return result
    }

    /// The sections whose extent meets `[y0, y1)`.
    func sections(in y0: Double, _ y1: Double) -> Range<Int> {
        guard !sections.isEmpty, y1 > y0 else { return 0..<0 }
        let first = section(at: y0)
        var last = first
        while last + 1 < sections.count, top(of: last + 1) < y1 { last += 1 }
        return first..<(last + 1)
    }

    // MARK: Writing

    /// Nothing to do: the sums are up to date after each edit. Kept for
    /// callers that finish a batch of edits with it.
    mutating func compact() {}

    // Each edit sets its section's height in `heights` again, even when a
    // row's height is unchanged: its runs may sum it differently.

    mutating func setRowHeight(_ ip: IndexPath, _ height: Double, exact: Bool) {
        sections[ip.section].rows.set(ip.row, height: height, exact: exact)
        sectionHeightChanged(ip.section)
    }

    /// Gives a row back its own height as it was, or none (an undo).
    mutating func restoreRowHeight(_ ip: IndexPath, _ stored: (height: Double, exact: Bool)?) {
        if let stored {
            sections[ip.section].rows.set(ip.row, height: stored.height, exact: stored.exact)
        } else {
            sections[ip.section].rows.removeEntry(ip.row)
        }
        sectionHeightChanged(ip.section)
    }

    mutating func setHeader(_ section: Int, _ height: Double) {
        sections[section].header = height
        sections[section].headerIsEstimate = false
        sectionHeightChanged(section)
    }

    mutating func setFooter(_ section: Int, _ height: Double) {
        sections[section].footer = height
        sections[section].footerIsEstimate = false
        sectionHeightChanged(section)
    }

    /// A new base height for rows without their own (the table's `rowHeight`).
    mutating func setBaseRowHeight(_ base: Double) {
        for s in sections.indices { sections[s].rows.setBase(base) }
        heights = SumTree(sections.lazy.map(\.height))
    }

    private mutating func sectionHeightChanged(_ section: Int) {
        heights[section] = sections[section].height
    }

    func _checkInvariants() {
        precondition(heights.count == sections.count, "section offsets out of step")
        heights._checkInvariants()
        for (s, section) in sections.enumerated() {
            section.rows._checkInvariants()
            precondition(section.header >= 0 && section.footer >= 0, "negative header or footer height")
            precondition(heights[s] == section.height, "a section's offset out of date")
        }
    }
}
