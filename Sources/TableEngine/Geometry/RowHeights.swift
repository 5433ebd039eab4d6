/// The heights of one section's rows.
///
/// Rows without a height of their own have `base` (the table's `rowHeight`,
/// or its estimate), so a table of fixed-height rows stores nothing per row,
/// however many rows it has. Rows with their own height (answered by
/// `heightForRowAtIndexPath:` or estimated per row) are kept sorted, with a
/// Fenwick tree over their differences from `base`: the offset of a row is
/// O(log k), the row at an offset O(log n · log k), for k rows with a height
/// of their own.
struct RowHeights: Hashable {
    private(set) var count: Int
    private(set) var base: Double

    /// Rows that have a height of their own, ascending.
    private var rows: [Int] = []
    private var heights: [Double] = []
    /// Whether each of those heights was measured (asked for the real
    /// height), rather than estimated.
    private var exact: [Bool] = []
    /// `heights[i] - base`, for prefix sums. Rebuilt lazily after edits
    /// that shift entries.
    private var deltas = FenwickTree()
    private var deltasAreStale = false

    init(count: Int, base: Double) {
        self.count = count
        self.base = base
    }

    /// Every row with its own height, all measured or all estimated.
    init(heights all: [Double], base: Double, exact isExact: Bool) {
        count = all.count
        self.base = base
        rows = Array(0..<all.count)
        heights = all
        exact = Array(repeating: isExact, count: all.count)
        deltas = FenwickTree(all.lazy.map { $0 - base })
    }

    /// The heights after an update of the section: the rows `shift` keeps
    /// carry their own heights to their new indexes, except the old rows
    /// in `dropping` (ascending; reloaded rows, asked again), and `arrivals`
    /// (ascending new rows) bring theirs. One pass over the rows with
    /// heights of their own and the changes, with no search.
    func updated(by shift: IndexShift, dropping: [Int], arrivals: [(row: Int, height: Double, exact: Bool)], count: Int) -> RowHeights {
        var result = RowHeights(count: count, base: base)
        let capacity = rows.count + arrivals.count
        result.rows.reserveCapacity(capacity)
        result.heights.reserveCapacity(capacity)
        result.exact.reserveCapacity(capacity)
        func append(_ row: Int, _ height: Double, _ isExact: Bool) {
            result.rows.append(row)
            result.heights.append(height)
            result.exact.append(isExact)
        }
        // Cursors into the sorted lists, each moving one way.
        var removed = 0, fixed = 0, dropped = 0, arrival = 0
        for i in rows.indices {
            let row = rows[i]
            while removed < shift.removed.count && shift.removed[removed] < row { removed += 1 }
            if removed < shift.removed.count && shift.removed[removed] == row { continue }
            while dropped < dropping.count && dropping[dropped] < row { dropped += 1 }
            if dropped < dropping.count && dropping[dropped] == row { continue }
            // As in `IndexShift.newIndex(ofSurvivor:)`, with a cursor.
            let rank = row - removed
            while fixed < shift.fixed.count && shift.fixed[fixed] - fixed <= rank { fixed += 1 }
            let new = rank + fixed
            while arrival < arrivals.count && arrivals[arrival].row < new {
                append(arrivals[arrival].row, arrivals[arrival].height, arrivals[arrival].exact)
                arrival += 1
            }
            append(new, heights[i], exact[i])
        }
        for a in arrivals[arrival...] { append(a.row, a.height, a.exact) }
        let base = self.base
        result.deltas = FenwickTree(result.heights.lazy.map { $0 - base })
        return result
    }

    /// How many rows have a height of their own.
    var storedCount: Int { rows.count }

    var total: Double { offset(of: count) }

    private func entry(_ row: Int) -> Int? {
        if isDense { return row >= 0 && row < count ? row : nil }
        let i = lowerBound(row)
        return i < rows.count && rows[i] == row ? i : nil
    }

    private func lowerBound(_ row: Int) -> Int {
        var lo = 0, hi = rows.count
        while lo < hi {
            let mid = (lo + hi) >> 1
            if rows[mid] < row { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    func height(of row: Int) -> Double {
        if let i = entry(row) { return heights[i] }
        return base
    }

    /// Whether the row's height has been measured (not estimated).
    func isMeasured(_ row: Int) -> Bool {
        if let i = entry(row) { return exact[i] }
        return false
    }

    /// The distance from the section's first row to the top of `row`
    /// (`row == count` gives the height of all rows).
    func offset(of row: Int) -> Double {
        let k = isDense ? row : lowerBound(row)
        return Double(row) * base + (deltasAreStale ? naivePrefix(k) : deltas.prefix(k))
    }

    private func naivePrefix(_ k: Int) -> Double {
        var sum = 0.0
        for i in 0..<k { sum += heights[i] - base }
        return sum
    }

    /// Whether every row has a height of its own (as after a reload that
    /// asked them all): then `rows` is `0..<count`, and a row's entry is its
    /// index, found without a search.
    private var isDense: Bool { rows.count == count }

    /// The row whose extent holds `y` (a distance from the first row's top),
    /// clamped to the rows there are. Rows of zero height are skipped.
    func row(at y: Double) -> Int {
        guard count > 0 else { return 0 }
        if rows.isEmpty, base > 0 {
            return min(count - 1, max(0, Int(y / base)))
        }
        if isDense, !deltasAreStale {
            // One descent of the tree, O(log n), instead of a binary search
            // of O(log n) prefix sums. The descent adds in its own order:
            // step to where `offset(of:)` (what `rect` uses) puts y.
            var r = min(count - 1, deltas.count(whereSumIsAtMost: y, adding: base))
            while r + 1 < count && offset(of: r + 1) <= y { r += 1 }
            while r > 0 && offset(of: r) > y { r -= 1 }
            return r
        }
        // The last row whose top is <= y.
        var lo = 0, hi = count - 1
        while lo < hi {
            let mid = (lo + hi + 1) >> 1
            if offset(of: mid) <= y { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    mutating func setBase(_ newBase: Double) {
        guard newBase != base else { return }
        base = newBase
        deltasAreStale = true
    }

    /// Gives `row` a height of its own.
    mutating func set(_ row: Int, height: Double, exact isExact: Bool) {
        if let i = entry(row) {
            if !deltasAreStale { deltas.add(height - heights[i], at: i) }
            heights[i] = height
            exact[i] = isExact
            return
        }
        let i = lowerBound(row)
        rows.insert(row, at: i)
        heights.insert(height, at: i)
        exact.insert(isExact, at: i)
        if i == rows.count - 1, !deltasAreStale {
            deltas.append(height - base)
        } else {
            deltasAreStale = true
        }
    }

    /// Takes a row's own height away: it has the base height again.
    mutating func removeEntry(_ row: Int) {
        guard let i = entry(row) else { return }
        rows.remove(at: i)
        heights.remove(at: i)
        exact.remove(at: i)
        deltasAreStale = true
    }

    /// Inserts `n` rows before `row`; they have no height of their own.
    mutating func insert(_ n: Int, at row: Int) {
        precondition(n >= 0 && row >= 0 && row <= count)
        count += n
        let i = lowerBound(row)
        for j in i..<rows.count { rows[j] += n }
    }

    /// Removes the rows in `range`, with their heights.
    mutating func remove(_ range: Range<Int>) {
        precondition(range.lowerBound >= 0 && range.upperBound <= count)
        guard !range.isEmpty else { return }
        count -= range.count
        let lo = lowerBound(range.lowerBound), hi = lowerBound(range.upperBound)
        if lo < hi {
            rows.removeSubrange(lo..<hi)
            heights.removeSubrange(lo..<hi)
            exact.removeSubrange(lo..<hi)
            deltasAreStale = true
        }
        for j in lo..<rows.count { rows[j] -= range.count }
    }

    /// The row's own height, if it has one, for carrying it elsewhere.
    func storedHeight(of row: Int) -> (height: Double, exact: Bool)? {
        entry(row).map { (heights[$0], exact[$0]) }
    }

    /// Rebuilds the prefix sums after edits in the middle. Queries work
    /// before it too, in O(k).
    mutating func compact() {
        guard deltasAreStale else { return }
        let base = self.base
        deltas = FenwickTree(heights.lazy.map { $0 - base })
        deltasAreStale = false
    }

    func _checkInvariants() {
        precondition(count >= 0)
        precondition(rows.count == heights.count && rows.count == exact.count)
        for i in rows.indices {
            precondition(rows[i] >= 0 && rows[i] < count, "row height entry out of range")
            if i > 0 { precondition(rows[i - 1] < rows[i], "row height entries out of order") }
            precondition(heights[i] >= 0, "negative row height")
        }
        if !deltasAreStale { precondition(deltas.count == rows.count) }
    }
}
