import TableEngine

// The engine alone, driven by a minimal data source written in Swift: what
// the table view itself costs, without the shell's expressions and log.

/// One section of `rows` rows; with `variableHeights`, the delegate answers
/// `heightForRowAtIndexPath:` (44, 55 or 66 points, or an override).
final class BenchSource: TableViewDataSource, TableViewDelegate {
    var rows: Int
    let variableHeights: Bool
    var heightCalls = 0
    var overrides: [Int: Double] = [:]

    init(rows: Int, variableHeights: Bool) {
        self.rows = rows
        self.variableHeights = variableHeights
    }

    func responds(to selector: Selector) -> Bool {
        variableHeights && selector == .heightForRow
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws(TableViewException) -> TableViewCell? {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell") ?? TableViewCell(style: .default, reuseIdentifier: "Cell")
        cell.text = "Row \(indexPath.row)"
        return cell
    }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double {
        heightCalls += 1
        if !overrides.isEmpty, let h = overrides[indexPath.row] { return h }
        return 44 + Double(indexPath.row % 3) * 11
    }
}

/// A table without estimates (`estimatedRowHeight` 0): every row's height is
/// known, asked at each reload and update, as in UIKit before iOS 11 — the
/// case whose costs grow with the rows, which these figures measure.
func makeTable(_ source: BenchSource) -> TableView {
    let table = TableView(style: .plain)
    table.estimatedRowHeight = 0
    table.dataSource = source
    table.delegate = source
    return table
}

enum EngineScenarios {
    /// `reloadData` of 1,000,000 rows whose heights the delegate answers, no
    /// estimate: every row is asked once.
    static func heightReload(_ r: inout Results) throws {
        let n = 1_000_000
        let source = BenchSource(rows: n, variableHeights: true)
        let table = makeTable(source)
        let heapBefore = heapInUse()
        try table.layoutIfNeeded()  // the first load, as UIKit's first layout pass
        r["engine.geometry.bytesPerRow"] = Double(heapInUse() - heapBefore) / Double(n)
        var times: [Double] = []
        for _ in 0..<3 {
            source.heightCalls = 0
            times.append(try seconds { try table.reloadData() })
        }
        r["engine.reload.calls"] = source.heightCalls
        r["engine.reload.s"] = times.min()!
    }

    /// Row at an offset, offset of a row, and a height change, at n rows of
    /// variable height; also at 100,000 rows, to see how the cost grows.
    /// Beside them, on the same queries: a plain Fenwick tree of the same
    /// heights (the O(log n) structure the engine keeps, with nothing
    /// around it) and UIKit's way, a binary search of a flat offsets array.
    static func lookups(_ r: inout Results) throws {
        for n in [100_000, 1_000_000] {
            let source = BenchSource(rows: n, variableHeights: true)
            let table = makeTable(source)
            try table.layoutIfNeeded()
            var rng = SplitMix64(seed: 42)
            let ops = 200_000
            let height = table.contentHeight
            let ys = (0..<ops).map { _ in Double.random(in: 0..<height, using: &rng) }
            let rows = (0..<ops).map { _ in Int.random(in: 0..<n, using: &rng) }
            let reference = ReferenceLookups(rows: n)
            precondition(reference.tops[n] == height, "the reference offsets do not match the table's")

            // Best of three rounds, each kind in turn. Each query depends on
            // the one before (by a bit of its answer), so that the times are
            // latencies, not overlapped: a tight loop of independent queries
            // would overlap its cache misses more than a larger one can.
            var rowAt = Double.infinity, offsetOf = Double.infinity
            var flat = Double.infinity, descent = Double.infinity, prefix = Double.infinity
            for _ in 0..<3 {
                var found = 0
                rowAt = min(rowAt, seconds {
                    var carry = 0
                    for y in ys {
                        guard let ip = table.indexPathForRow(atY: y + Double(carry) * 1e-6) else { continue }
                        found += 1
                        carry = ip.row & 1
                    }
                })
                precondition(found == ops, "indexPathForRow(atY:) missed a row")
                var sum = 0.0
                offsetOf = min(offsetOf, try seconds {
                    var carry = 0
                    for row in rows {
                        let rect = try table.rectForRow(at: IndexPath(0, min(n - 1, row ^ carry)))
                        sum += rect.y + rect.height
                        carry = Int(rect.y) & 1
                    }
                })
                precondition(sum > 0)
                flat = min(flat, reference.time { $0.flatSearch(ys) })
                descent = min(descent, reference.time { $0.descent(ys) })
                prefix = min(prefix, reference.time { $0.prefixAndHeight(rows) })
            }

            // A height change: the delegate's answer changes and the row is
            // reloaded (reloadRowsAtIndexPaths:), UIKit's way to tell it.
            var changes = 0
            let start = now()
            while changes < 2_000 && (changes < 10 || now() - start < 500_000_000) {
                let row = rows[changes]
                source.overrides[row] = 30 + Double(changes % 50)
                try table.reloadRows(at: [IndexPath(0, row)], with: .none)
                changes += 1
            }
            let change = Double(now() - start) / 1e9
            let key = n == 1_000_000 ? "1M" : "100k"
            r["lookup.\(key).rowAtOffset.ns"] = rowAt / Double(ops) * 1e9
            r["lookup.\(key).offsetOfRow.ns"] = offsetOf / Double(ops) * 1e9
            r["lookup.\(key).flatSearch.ns"] = flat / Double(ops) * 1e9
            r["lookup.\(key).fenwickDescent.ns"] = descent / Double(ops) * 1e9
            r["lookup.\(key).fenwickPrefix.ns"] = prefix / Double(ops) * 1e9
            r["lookup.\(key).heightChange.ns"] = change / Double(changes) * 1e9
            r["lookup.\(key).heightChange.ops"] = changes
        }
    }

    /// 100,000 changes in one `performBatchUpdates`: 50,000 deletes and
    /// 50,000 inserts at random places in 1,000,000 rows, checked and applied.
    static func batch(_ r: inout Results, variableHeights: Bool) throws {
        let n = 1_000_000, half = 50_000
        let source = BenchSource(rows: n, variableHeights: variableHeights)
        let table = makeTable(source)
        try table.layoutIfNeeded()
        try table.setContentOffset(table.contentHeight / 2)
        var rng = SplitMix64(seed: 7)
        var deleted = Set<Int>(), inserted = Set<Int>()
        while deleted.count < half { deleted.insert(Int.random(in: 0..<n, using: &rng)) }
        while inserted.count < half { inserted.insert(Int.random(in: 0..<n, using: &rng)) }
        let deletes = deleted.map { IndexPath(0, $0) }, inserts = inserted.map { IndexPath(0, $0) }
        source.heightCalls = 0
        let t = try seconds {
            try table.performBatchUpdates {
                try table.deleteRows(at: deletes, with: .automatic)
                try table.insertRows(at: inserts, with: .automatic)
            }
        }
        precondition(table.totalRows == n)
        let key = variableHeights ? "batch.variable" : "batch.fixed"
        r["\(key).s"] = t
        r["\(key).heightCalls"] = source.heightCalls
    }

    /// The snapshot diff (`BatchUpdate(from:to:)`, what `apply` computes) on
    /// 100,000 string items: 10% deleted, 10% inserted, 2% moved; then the
    /// update applied to a table of those rows.
    static func diff(_ r: inout Results) throws {
        let (old, new) = snapshotPair(count: 100_000)
        var update = BatchUpdate()
        var times: [Double] = []
        for _ in 0..<5 {
            times.append(seconds { update = BatchUpdate(from: old, to: new) })
        }
        r["diff.s"] = times.min()!
        r["diff.deleted"] = update.deletedRows.count
        r["diff.inserted"] = update.insertedRows.count
        r["diff.moved"] = update.movedRows.count

        let source = BenchSource(rows: old.sections[0].items.count, variableHeights: false)
        let table = makeTable(source)
        try table.layoutIfNeeded()
        source.rows = new.sections[0].items.count
        r["diff.apply.s"] = try seconds { try table.performBatchUpdates(update, with: .automatic) }
    }

    /// Old and new item lists as the issue describes them: `count` unique
    /// strings; the new list drops 10%, adds 10% new ones and moves 2%.
    static func snapshotPair(count: Int) -> (TableSnapshot<Int, String>, TableSnapshot<Int, String>) {
        var rng = SplitMix64(seed: 2024)
        let old = (0..<count).map { "item-\($0)" }
        // Each new item gets a place key: a kept item its old index, a moved
        // or inserted one a random place; the new list is sorted by key.
        var fate = [UInt8](repeating: 0, count: count)  // 0 kept, 1 deleted, 2 moved
        for (kind, wanted) in [(UInt8(1), count / 10), (UInt8(2), count / 50)] {
            var n = 0
            while n < wanted {
                let i = Int.random(in: 0..<count, using: &rng)
                if fate[i] == 0 { fate[i] = kind; n += 1 }
            }
        }
        var keyed: [(key: Double, item: String)] = []
        keyed.reserveCapacity(count + count / 10)
        for i in 0..<count where fate[i] != 1 {
            keyed.append((fate[i] == 2 ? Double.random(in: 0..<Double(count), using: &rng) : Double(i), old[i]))
        }
        for k in 0..<(count / 10) {
            keyed.append((Double.random(in: 0..<Double(count), using: &rng), "new-\(k)"))
        }
        keyed.sort { $0.key < $1.key }
        return (TableSnapshot([.init(0, old)]), TableSnapshot([.init(0, keyed.map(\.item))]))
    }
}

/// The same rows' heights (44, 55, 66, …) in the two plain layouts the
/// engine's figures are measured against.
struct ReferenceLookups {
    let n: Int
    /// `tops[r]`: the offset of row r; `tops[n]` the content height.
    var tops: [Double]
    var heights: [Double]
    /// 1-based Fenwick tree of the heights.
    var tree: [Double]

    init(rows n: Int) {
        self.n = n
        heights = (0..<n).map { 44 + Double($0 % 3) * 11 }
        tops = [Double](repeating: 0, count: n + 1)
        for row in 0..<n { tops[row + 1] = tops[row] + heights[row] }
        tree = [0] + heights
        for i in 1...n where i + (i & -i) <= n { tree[i + (i & -i)] += tree[i] }
    }

    func time(_ body: (ReferenceLookups) -> Int) -> Double {
        var check = 0
        let t = seconds { check = body(self) }
        precondition(check != 0)
        return t
    }

    /// UIKit's row at an offset: a binary search of the offsets. (Queries
    /// chained as the engine's are.)
    func flatSearch(_ ys: [Double]) -> Int {
        var check = 0, carry = 0
        for y in ys {
            let y = y + Double(carry) * 1e-6
            var lo = 0, hi = n - 1
            while lo < hi {
                let mid = (lo + hi + 1) >> 1
                if tops[mid] <= y { lo = mid } else { hi = mid - 1 }
            }
            check &+= lo
            carry = lo & 1
        }
        return check
    }

    /// Row at an offset in a Fenwick tree: one descent.
    func descent(_ ys: [Double]) -> Int {
        var top = 1
        while top <= n / 2 { top <<= 1 }
        var check = 0, carry = 0
        for y in ys {
            let y = y + Double(carry) * 1e-6
            var k = 0, sum = 0.0, step = top
            while step > 0 {
                if k + step <= n, sum + tree[k + step] <= y {
                    k += step
                    sum += tree[k]
                }
                step >>= 1
            }
            check &+= min(k, n - 1)
            carry = min(k, n - 1) & 1
        }
        return check
    }

    /// Offset and height of a row in a Fenwick tree: a prefix sum and a read.
    func prefixAndHeight(_ rows: [Int]) -> Int {
        var total = 0.0, carry = 0
        for row in rows {
            let row = min(n - 1, row ^ carry)
            var i = row, sum = 0.0
            while i > 0 {
                sum += tree[i]
                i &= i - 1
            }
            total += sum + heights[row]
            carry = Int(sum) & 1
        }
        return Int(total)
    }
}
