import Runs

/// The heights of one section's rows.
///
/// Rows without a height of their own have `base` (the table's `rowHeight`,
/// or its estimate), so a table of fixed-height rows stores nothing per
/// row, however many rows it has, and a new `base` is O(1). Once a row has
/// a height of its own, every row is in a `RunTree` of `HeightRun`s:
/// consecutive rows of one height (or of the base height) are one run of
/// 16 bytes, so a million rows of a few heights store a few runs, and a
/// million distinct heights about 18 bytes a row. Every operation is
/// O(log runs): measuring or changing a row, inserting or deleting rows,
/// the offset of a row, the row at an offset.
///
/// The offset of a row is `sum + Double(baseRows) * base`, from the summary
/// of the rows before it (`HeightSummary`); `row(at:)` descends the tree
/// comparing that same expression, made of the same sums, so the row it
/// finds is the one whose `offset(of:)` is at or before y and whose next
/// row's is past it, bit for bit.
struct RowHeights: Hashable {
    private(set) var count: Int
    private(set) var base: Double

    /// Empty while no row has a height of its own; then, `count` rows.
    private var runs = RunTree<HeightRun>()

    init(count: Int, base: Double) {
        self.count = count
        self.base = base
    }

    /// Every row with its own height, all measured or all estimated.
    init(heights all: [Double], base: Double, exact isExact: Bool) {
        count = all.count
        self.base = base
        runs = RunTree(all.lazy.map { HeightRun(count: 1, height: $0, exact: isExact) })
    }

    /// The heights after an update of the section: the rows `shift` keeps
    /// carry their own heights to their new indexes, except the old rows
    /// in `dropping` (ascending; reloaded rows, asked again), and `arrivals`
    /// (ascending new rows: inserted, moved in or reloaded) bring theirs.
    /// One `RunTree.update` of the runs: O(k log n) for k changes, or one
    /// pass over the leaves when k is large enough for that to be cheaper.
    func updated(by shift: IndexShift, dropping: [Int], arrivals: [(row: Int, height: Double, exact: Bool)], count newCount: Int) -> RowHeights {
        precondition(count - shift.removed.count + shift.fixed.count == newCount, "the update's row count does not match its changes")
        var result = self
        result.count = newCount
        guard !runs.isEmpty || !arrivals.isEmpty else { return result }
        if runs.isEmpty { result.runs = RunTree(CollectionOfOne(HeightRun(baseRows: count))) }
        // New rows with the arrivals among them; the other arrivals are at
        // old rows that stay, and change with the dropped ones.
        var inserting: [(row: Int, run: HeightRun)] = []
        inserting.reserveCapacity(shift.fixed.count)
        var atSurvivors: [(row: Int, run: HeightRun)] = []
        var a = 0
        for row in shift.fixed {
            while a < arrivals.count && arrivals[a].row < row {
                atSurvivors.append((shift.oldIndex(ofNew: arrivals[a].row)!, HeightRun(arrivals[a])))
                a += 1
            }
            if a < arrivals.count && arrivals[a].row == row {
                inserting.append((row, HeightRun(arrivals[a])))
                a += 1
            } else {
                inserting.append((row, HeightRun(baseRows: 1)))
            }
        }
        for arrival in arrivals[a...] { atSurvivors.append((shift.oldIndex(ofNew: arrival.row)!, HeightRun(arrival))) }
        var changing: [(row: Int, run: HeightRun)] = []
        var d = 0, s = 0
        while d < dropping.count || s < atSurvivors.count {
            if s < atSurvivors.count && (d == dropping.count || atSurvivors[s].row <= dropping[d]) {
                if d < dropping.count && dropping[d] == atSurvivors[s].row { d += 1 }
                changing.append(atSurvivors[s])
                s += 1
            } else {
                if !shift.removed.binaryContains(dropping[d]) { changing.append((dropping[d], HeightRun(baseRows: 1))) }
                d += 1
            }
        }
        result.runs.update(removing: shift.removed, changing: changing, inserting: inserting)
        result.dropRunsIfAllBase()
        return result
    }

    /// Whether the two are the same heights, known in O(1): the same count
    /// and base, and either no row of their own height or the same runs
    /// shared. (Equal heights built apart say false.)
    func isIdentical(to other: RowHeights) -> Bool {
        count == other.count && base == other.base && runs.isIdentical(to: other.runs)
    }

    /// How many rows have a height of their own.
    var storedCount: Int { runs.summary.stored }

    /// The height of all the rows (what `offset(of: count)` gives, from
    /// the root's summary).
    var total: Double { runs.isEmpty ? Double(count) * base : offset(runs.summary) }

    /// The height of rows before which a summary's rows end.
    private func offset(_ s: HeightSummary) -> Double { s.sum + Double(s.count - s.stored) * base }

    private func run(at row: Int) -> HeightRun? {
        guard !runs.isEmpty, row >= 0, row < count else { return nil }
        return runs.element(at: row).element
    }

    func height(of row: Int) -> Double {
        guard let run = run(at: row), run.hasOwnHeight else { return base }
        return run.height
    }

    /// Whether the row's height has been measured (not estimated).
    func isMeasured(_ row: Int) -> Bool { run(at: row)?.isExact ?? false }

    /// The distance from the section's first row to the top of `row`
    /// (`row == count` gives the height of all rows).
    func offset(of row: Int) -> Double {
        if runs.isEmpty { return Double(row) * base }
        return offset(runs.prefix(row))
    }

    /// The row whose extent holds `y` (a distance from the first row's top),
    /// clamped to the rows there are: the last row whose top is at or
    /// before y, so rows of zero height are skipped.
    func row(at y: Double) -> Int {
        guard count > 0, y >= 0 else { return 0 }
        if runs.isEmpty {
            guard base > 0 else { return count - 1 }
            // Division can round across a boundary: step to where
            // `offset(of:)` puts y.
            var r = min(count - 1, Int(min(y / base, Double(count))))
            while r + 1 < count && Double(r + 1) * base <= y { r += 1 }
            while r > 0 && Double(r) * base > y { r -= 1 }
            return r
        }
        return runs.firstRow { offset($0) > y } ?? count - 1
    }

    /// A new height for rows without their own. O(1).
    mutating func setBase(_ newBase: Double) {
        base = newBase
    }

    /// Gives `row` a height of its own.
    mutating func set(_ row: Int, height: Double, exact isExact: Bool) {
        precondition(row >= 0 && row < count, "row out of range")
        if runs.isEmpty { runs = RunTree(CollectionOfOne(HeightRun(baseRows: count))) }
        runs.replace(row..<(row + 1), with: HeightRun(count: 1, height: height, exact: isExact))
    }

    /// Takes a row's own height away: it has the base height again.
    mutating func removeEntry(_ row: Int) {
        guard let run = run(at: row), run.hasOwnHeight else { return }
        runs.replace(row..<(row + 1), with: HeightRun(baseRows: 1))
        dropRunsIfAllBase()
    }

    /// Inserts `n` rows before `row`; they have no height of their own.
    mutating func insert(_ n: Int, at row: Int) {
        precondition(n >= 0 && row >= 0 && row <= count)
        insert(HeightRun(baseRows: n), at: row)
    }

    private mutating func insert(_ run: HeightRun, at row: Int) {
        precondition(row >= 0 && row <= count)
        count += run.count
        if runs.isEmpty {
            guard run.hasOwnHeight else { return }
            runs = RunTree(CollectionOfOne(HeightRun(baseRows: count - run.count)))
        }
        runs.replace(row..<row, with: run)
    }

    /// Removes the rows in `range`, with their heights.
    mutating func remove(_ range: Range<Int>) {
        precondition(range.lowerBound >= 0 && range.upperBound <= count)
        guard !range.isEmpty else { return }
        count -= range.count
        guard !runs.isEmpty else { return }
        runs.replace(range, with: nil)
        dropRunsIfAllBase()
    }

    /// Without rows of their own height, the runs are one base run: none.
    private mutating func dropRunsIfAllBase() {
        if storedCount == 0 { runs = RunTree() }
    }

    /// The row's own height, if it has one, for carrying it elsewhere.
    func storedHeight(of row: Int) -> (height: Double, exact: Bool)? {
        guard let run = run(at: row), run.hasOwnHeight else { return nil }
        return (run.height, run.isExact)
    }

    func _checkInvariants() {
        precondition(count >= 0)
        runs._checkInvariants()
        guard !runs.isEmpty else { return }
        precondition(runs.count == count, "row heights cover a different number of rows")
        precondition(storedCount > 0, "row height runs kept without a row of its own height")
        runs.forEach { run in
            precondition(run.height >= 0, "negative row height")
            precondition(run.hasOwnHeight || run.height == 0, "a base run with a height")
        }
    }
}

/// Consecutive rows of one height: rows without a height of their own (the
/// section's base height), or rows of one estimated or measured height.
struct HeightRun: RunElement, Hashable {
    static var leafCapacity: Int { 64 }

    /// The rows' own height; 0 for rows of the base height.
    let height: Double
    /// `count << 2 | exact << 1 | own`: a run is 16 bytes.
    private var bits: Int

    init(count: Int, height: Double, exact: Bool) {
        self.height = height
        bits = count << 2 | (exact ? 2 : 0) | 1
    }

    init(baseRows count: Int) {
        height = 0
        bits = count << 2
    }

    /// One row of an update's arrivals.
    init(_ arrival: (row: Int, height: Double, exact: Bool)) {
        self.init(count: 1, height: arrival.height, exact: arrival.exact)
    }

    var count: Int { bits >> 2 }
    var hasOwnHeight: Bool { bits & 1 != 0 }
    var isExact: Bool { bits & 2 != 0 }

    func prefix(_ k: Int) -> HeightSummary {
        hasOwnHeight ? HeightSummary(count: k, stored: k, sum: Double(k) * height) : HeightSummary(count: k, stored: 0, sum: 0)
    }

    func slice(_ range: Range<Int>) -> HeightRun {
        var run = self
        run.bits = range.count << 2 | bits & 3
        return run
    }

    mutating func absorb(_ next: HeightRun) -> Bool {
        guard bits & 3 == next.bits & 3, height == next.height else { return false }
        bits += next.count << 2
        return true
    }
}

/// Rows, how many of them have a height of their own, and the sum of those
/// heights (the others have the base height).
struct HeightSummary: RunSummary {
    var count: Int
    var stored: Int
    var sum: Double

    static var zero: HeightSummary { HeightSummary(count: 0, stored: 0, sum: 0) }

    static func + (a: HeightSummary, b: HeightSummary) -> HeightSummary {
        HeightSummary(count: a.count + b.count, stored: a.stored + b.stored, sum: a.sum + b.sum)
    }
}
