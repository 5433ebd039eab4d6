import TableEngine
import TableScript

// The growth figures, each measured at one size per child process (the
// parent runs the sizes one after another): K operations timed together
// and divided by K, K the same at every size, over several repetitions.
// Each scenario prints, for each of its series, `SERIES.ours` (the cost
// per operation of each repetition, seconds, or bytes for a memory figure),
// `SERIES.ops` (K), and beside it `SERIES.peer` and `SERIES.peerOps` when a
// peer runs the same operations on the same inputs.

/// What a child process is asked to measure.
struct ChildContext {
    var size: Int
    var quick: Bool
    var shape: DiffShape = .mixed

    /// Repetitions of each series (the quick run: one).
    var reps: Int { quick ? 1 : 5 }
    /// Repetitions of the expensive series.
    var fewReps: Int { quick ? 1 : 3 }
    /// The rows of the 10M-row scenarios (the quick run: 1M).
    var bigRows: Int { quick ? 1_000_000 : 10_000_000 }
}

/// A scenario measured at three sizes (the quick run: smaller ones).
struct GrowthScenario {
    var name: String
    var sizes: [Int]
    var quickSizes: [Int]
    var run: (ChildContext, inout Results) throws -> Void

    func sizes(quick: Bool) -> [Int] { quick ? quickSizes : sizes }
}

extension Results {
    /// A series of per-operation costs, with K.
    mutating func series(_ name: String, _ values: [Double], ops: Int) {
        self["\(name).ours"] = Series(values).text as String?
        self["\(name).ops"] = ops
    }

    mutating func peer(_ name: String, _ values: [Double], ops: Int) {
        self["\(name).peer"] = Series(values).text as String?
        self["\(name).peerOps"] = ops
    }
}

extension Results {
    /// The heap the scenario's structures hold (bytes in use now, less
    /// `baseline`): what the machine factor of its growth is read at.
    mutating func heap(since baseline: Int) {
        self["heap"] = max(0, heapInUse() - baseline)
    }
}

/// The cost per operation of `reps` repetitions of `body`, which does
/// `ops` operations (its argument: the repetition's number): the CPU time
/// of the process, so that the other processes of a shared machine do
/// not count (they still share its caches).
func perOperation(reps: Int, ops: Int, _ body: (Int) throws -> Void) rethrows -> [Double] {
    var result: [Double] = []
    for rep in 0..<reps {
        result.append(try cpuSeconds { try body(rep) } / Double(ops))
    }
    return result
}

/// The costs per operation of ours and of a peer, run in turn round after
/// round (ours, the peer, ours, …), each `reps` times: both measured under
/// the same conditions (the machine's other work, the caches, the
/// allocator), so that their ratio compares like with like.
func interleaved(reps: Int, ops: Int, _ ours: (Int) throws -> Void,
                 peerOps: Int, _ peer: (Int) throws -> Void) rethrows -> (ours: [Double], peer: [Double], ops: Int, peerOps: Int) {
    var oursCosts: [Double] = [], peerCosts: [Double] = []
    for rep in 0..<reps {
        oursCosts.append(try cpuSeconds { try ours(rep) } / Double(ops))
        peerCosts.append(try cpuSeconds { try peer(rep) } / Double(peerOps))
    }
    return (oursCosts, peerCosts, ops, peerOps)
}

extension Results {
    /// Ours and the peer's series, measured in turn (`interleaved`).
    mutating func pair(_ name: String, _ costs: (ours: [Double], peer: [Double], ops: Int, peerOps: Int)) {
        series(name, costs.ours, ops: costs.ops)
        peer(name, costs.peer, ops: costs.peerOps)
    }
}

enum GrowthScenarios {
    /// The heights the scripts answer (`answer heightForRow = …`) and the
    /// Swift delegate gives: 44, 55, 66, 44, …
    static let heightAnswer = "44 + row % 3 * 11"
    static func realHeight(_ row: Int) -> Double { 44 + Double(row % 3) * 11 }

    static var all: [GrowthScenario] {
        [
            GrowthScenario(name: "scroll", sizes: [1_000, 10_000, 100_000], quickSizes: [100, 1_000, 10_000], run: scrollUp),
            GrowthScenario(name: "jumps", sizes: [1_000, 10_000, 100_000], quickSizes: [100, 1_000, 10_000], run: jumps),
            GrowthScenario(name: "drag", sizes: [10_000, 100_000, 1_000_000], quickSizes: [5_000, 50_000, 500_000], run: drag),
            GrowthScenario(name: "fill-edit", sizes: [100_000, 1_000_000, 10_000_000], quickSizes: [10_000, 100_000, 1_000_000], run: fillEdits),
            GrowthScenario(name: "stored-edit", sizes: [10_000, 100_000, 1_000_000], quickSizes: [1_000, 10_000, 100_000], run: storedEdits),
            GrowthScenario(name: "heights-est", sizes: [100_000, 1_000_000, 10_000_000], quickSizes: [10_000, 100_000, 1_000_000], run: estimatedHeights),
            GrowthScenario(name: "heights-exact", sizes: [10_000, 100_000, 1_000_000], quickSizes: [1_000, 10_000, 100_000], run: exactHeights),
            GrowthScenario(name: "batch", sizes: [100_000, 1_000_000, 10_000_000], quickSizes: [10_000, 100_000, 1_000_000], run: batch),
            GrowthScenario(name: "sections", sizes: [10_000, 100_000, 1_000_000], quickSizes: [1_000, 10_000, 100_000], run: sections),
            GrowthScenario(name: "apply", sizes: [10_000, 100_000, 1_000_000], quickSizes: [1_000, 10_000, 100_000], run: apply),
            GrowthScenario(name: "moves", sizes: [1_000, 10_000, 100_000], quickSizes: [100, 1_000, 10_000], run: moves),
            GrowthScenario(name: "mem-fill", sizes: [100_000, 1_000_000, 10_000_000], quickSizes: [10_000, 100_000, 1_000_000], run: fillMemory),
            GrowthScenario(name: "lookups", sizes: [100_000, 1_000_000, 10_000_000], quickSizes: [10_000, 100_000, 1_000_000], run: lookups),
        ]
    }

    // MARK: Scrolling with estimated heights

    /// 10M rows whose heights are answered, estimates on (the default):
    /// scrolled up screen by screen from the bottom. The size is the
    /// screens already scrolled (each measures about ten rows): the cost
    /// of the next screens, after 1k, 10k, 100k.
    static func scrollUp(_ c: ChildContext, _ r: inout Results) throws {
        let rows = c.bigRows, ops = 100
        let baseline = heapInUse()
        let sh = BenchShell()
        sh.run("fill 1x\(rows)\nanswer heightForRow = \(heightAnswer)\nreload\nscroll bottom")
        let screen = sh.table.viewportHeight
        let step = "scroll by -\(Int(screen))\n"
        sh.run(String(repeating: step, count: c.size))
        r.heap(since: baseline)
        let block = String(repeating: step, count: ops)
        let before = sh.table.contentOffset

        // UIKit's flat arrays, at the same place: the rows coming into view
        // get their real heights, and the offsets after them are rewritten.
        let peerOps = 20
        var flat = FlatHeights(count: rows) { _ in 44 }
        var y = max(0, flat.contentHeight - screen * Double(c.size + 1))
        r.pair("scroll", interleaved(reps: c.reps, ops: ops, { _ in sh.run(block) }, peerOps: peerOps, { _ in
            for _ in 0..<peerOps {
                y = max(0, y - screen)
                let first = flat.row(at: y), last = flat.row(at: y + screen)
                flat.setHeights((first...last).map { ($0, realHeight($0)) })
            }
        }))
        precondition(sh.table.contentOffset < before, "the table did not scroll up")
        r["scroll.measuredRows"] = sh.table.rowsWithOwnHeight
    }

    /// A finger's drag of 100 screens and back (`scroll by 44000`, `scroll
    /// by -44000`) from the middle of a table of N rows, the scroll view's
    /// messages implemented: 200 frames, each a `scrollViewDidScroll:` and
    /// a layout pass. The cost of a frame follows the screen, not the table.
    static func drag(_ c: ChildContext, _ r: inout Results) throws {
        let sh = BenchShell()
        sh.run("fill 1x\(c.size)\nimplement +scroll\nreload\nscroll offset \(c.size / 2 * 44)")
        let screens = 100, frames = 2 * screens
        let distance = Int(sh.table.viewportHeight) * screens
        let start = sh.table.contentOffset
        let block = "scroll by \(distance)\nscroll by -\(distance)\n"
        r.series("drag", perOperation(reps: c.reps, ops: frames) { _ in sh.run(block) }, ops: frames)
        precondition(sh.table.contentOffset == start, "the drag did not come back")
    }

    /// The same table, random jumps (`scroll offset Y`): after 1k, 10k,
    /// 100k jumps, each measuring the rows it shows.
    static func jumps(_ c: ChildContext, _ r: inout Results) throws {
        let rows = c.bigRows, ops = 100
        let baseline = heapInUse()
        let sh = BenchShell()
        sh.run("fill 1x\(rows)\nanswer heightForRow = \(heightAnswer)\nreload")
        let screen = sh.table.viewportHeight
        let maxY = Int(Double(rows) * 44 - screen)
        var rng = SplitMix64(seed: 0x1EA9)
        func jumps(_ k: Int) -> String {
            var script = ""
            for _ in 0..<k { script += "scroll offset \(Int.random(in: 0..<maxY, using: &rng))\n" }
            return script
        }
        sh.run(jumps(c.size))
        r.heap(since: baseline)
        let blocks = (0..<c.reps).map { _ in jumps(ops) }

        let peerOps = 10
        var flat = FlatHeights(count: rows) { _ in 44 }
        r.pair("jumps", interleaved(reps: c.reps, ops: ops, { sh.run(blocks[$0]) }, peerOps: peerOps, { _ in
            for _ in 0..<peerOps {
                let y = Double.random(in: 0..<(flat.contentHeight - screen), using: &rng)
                let first = flat.row(at: y), last = flat.row(at: y + screen)
                flat.setHeights((first...last).map { ($0, realHeight($0)) })
            }
        }))
        r["jumps.measuredRows"] = sh.table.rowsWithOwnHeight
    }

    // MARK: Model edits

    /// `insert 0.R x` and `delete 0.R` at random rows, alternately.
    static func editScript(_ k: Int, count: inout Int, rng: inout SplitMix64) -> String {
        var script = ""
        for j in 0..<k {
            if j % 2 == 0 {
                script += "insert 0.\(Int.random(in: 0...count, using: &rng)) x\n"
                count += 1
            } else {
                script += "delete 0.\(Int.random(in: 0..<count, using: &rng))\n"
                count -= 1
            }
        }
        return script
    }

    /// The same edits on an app's flat array of items (`[String]`): the
    /// model a UIKit app keeps; every insert or delete moves the items
    /// after it.
    static func flatItemEdits(_ items: inout [String], ops: Int, rng: inout SplitMix64) {
        for j in 0..<ops {
            if j % 2 == 0 {
                items.insert("x", at: Int.random(in: 0...items.count, using: &rng))
            } else {
                items.remove(at: Int.random(in: 0..<items.count, using: &rng))
            }
        }
    }

    /// `fill 1xN`, then single-row inserts and deletes at random rows.
    static func fillEdits(_ c: ChildContext, _ r: inout Results) throws {
        let n = c.size, ops = 1_000
        let baseline = heapInUse()
        let sh = BenchShell()
        sh.run("fill 1x\(n)")
        r.heap(since: baseline)
        var rng = SplitMix64(seed: 0xF111)
        var count = n
        let blocks = (0..<c.reps).map { _ in editScript(ops, count: &count, rng: &rng) }

        let peerOps = 10
        var items = DiffShape.oldList(count: n)
        r.pair("fill-edit", interleaved(reps: c.reps, ops: ops, { sh.run(blocks[$0]) }, peerOps: peerOps, { _ in
            flatItemEdits(&items, ops: peerOps, rng: &rng)
        }))
        precondition(sh.table.totalRows == count)
    }

    /// `fill 1xN item-{n}` then `apply` of the 10/10/2 change (the new
    /// items stored, the rest the fill's run cut at every change), then
    /// single-row inserts and deletes at random rows.
    /// Also the heap the stored model (and table) takes per row.
    static func storedEdits(_ c: ChildContext, _ r: inout Results) throws {
        let n = c.size, ops = 1_000
        let line = DiffShape.mixed.applyCommand(count: n)
        let sh = BenchShell()
        sh.run("calls reset")
        let heapBefore = heapInUse()
        sh.run("fill 1x\(n) item-{n}")
        sh.run(line)
        sh.run("calls reset")
        let rows = sh.table.totalRows
        // The line was in the heap before: it stays until the heap is read.
        withExtendedLifetime(line) {
            r.series("stored-memory", [Double(heapInUse() - heapBefore) / Double(rows)], ops: 1)
            r.heap(since: heapBefore)
        }

        var rng = SplitMix64(seed: 0x5707)
        var count = rows
        let blocks = (0..<c.reps).map { _ in editScript(ops, count: &count, rng: &rng) }

        // The peer: the same new list as an app's [String].
        let peerHeap = heapInUse()
        var items = DiffShape.mixed.newList(count: n)
        r.peer("stored-memory", [Double(heapInUse() - peerHeap) / Double(items.count)], ops: 1)
        let peerOps = 10
        r.pair("stored-edit", interleaved(reps: c.reps, ops: ops, { sh.run(blocks[$0]) }, peerOps: peerOps, { _ in
            flatItemEdits(&items, ops: peerOps, rng: &rng)
        }))
        precondition(sh.table.totalRows == count)
    }

    // MARK: Heights answered

    /// Through the shell, heights answered, estimates on (the default):
    /// single-row inserts and deletes at random rows, each an update that
    /// asks the real heights of the rows on screen again; and a visible
    /// row reloaded (`reload 0.R`: its height asked and stored again).
    static func estimatedHeights(_ c: ChildContext, _ r: inout Results) throws {
        let n = c.size, ops = 1_000
        let baseline = heapInUse()
        let sh = BenchShell()
        sh.run("fill 1x\(n)\nanswer heightForRow = \(heightAnswer)\nreload\nscroll offset \(n / 2 * 44)")
        r.heap(since: baseline)
        var rng = SplitMix64(seed: 0xE57)
        var count = n
        let blocks = (0..<c.reps).map { _ in editScript(ops, count: &count, rng: &rng) }

        let visible = sh.table.visibleRows.map(\.row)
        precondition(!visible.isEmpty)
        let reloads = (0..<c.reps).map { _ in
            (0..<ops).map { _ in "reload 0.\(visible.randomElement(using: &rng)!)\n" }.joined()
        }

        // UIKit's arrays: an insert or delete moves every height and offset
        // after the row; a visible row's new height rewrites the offsets
        // after it.
        let peerOps = 10
        var flat = FlatHeights(count: count, height: realHeight)
        r.pair("heights-est.edit", interleaved(reps: c.reps, ops: ops, { sh.run(blocks[$0]) }, peerOps: peerOps, { _ in
            for j in 0..<peerOps {
                if j % 2 == 0 {
                    flat.insert(44, at: Int.random(in: 0...flat.count, using: &rng))
                } else {
                    flat.remove(at: Int.random(in: 0..<flat.count, using: &rng))
                }
            }
        }))
        precondition(sh.table.totalRows == count)
        var toggle = 0.0
        r.pair("heights-est.change", interleaved(reps: c.reps, ops: ops, { sh.run(reloads[$0]) }, peerOps: peerOps, { _ in
            for _ in 0..<peerOps {
                toggle = toggle == 0 ? 11 : 0
                let row = visible.randomElement(using: &rng)!
                flat.setHeights([(row, realHeight(row) + toggle)])
            }
        }))
    }

    /// The engine with heights answered by a Swift delegate, estimates off
    /// (`estimatedRowHeight` 0): every update asks every row's height, as
    /// UIKit does: linear by fidelity. A single-row insert or
    /// delete, and a height change (`reloadRows` of one row).
    static func exactHeights(_ c: ChildContext, _ r: inout Results) throws {
        let n = c.size, ops = 10
        let baseline = heapInUse()
        let source = BenchSource(rows: n, variableHeights: true)
        let table = makeTable(source)
        try table.layoutIfNeeded()
        try table.setContentOffset(table.contentHeight / 2)
        r.heap(since: baseline)
        var rng = SplitMix64(seed: 0xE8AC7)
        var changes = 0

        // UIKit: the edit in the arrays, then every height asked again.
        var flat = FlatHeights(count: n, height: realHeight)
        r.pair("heights-exact.edit", try interleaved(reps: c.fewReps, ops: ops, { _ in
            for j in 0..<ops {
                if j % 2 == 0 {
                    source.rows += 1
                    try table.insertRows(at: [TableIndexPath(0, Int.random(in: 0..<source.rows, using: &rng))], with: .none)
                } else {
                    source.rows -= 1
                    try table.deleteRows(at: [TableIndexPath(0, Int.random(in: 0...source.rows, using: &rng))], with: .none)
                }
            }
        }, peerOps: ops, { _ in
            for j in 0..<ops {
                if j % 2 == 0 {
                    flat.insert(44, at: Int.random(in: 0...flat.count, using: &rng))
                } else {
                    flat.remove(at: Int.random(in: 0..<flat.count, using: &rng))
                }
                flat.reaskAll(realHeight)
            }
        }))
        precondition(table.totalRows == n)
        r.pair("heights-exact.change", try interleaved(reps: c.fewReps, ops: ops, { _ in
            for _ in 0..<ops {
                let row = Int.random(in: 0..<n, using: &rng)
                source.overrides[row] = 30 + Double(changes % 50)
                changes += 1
                try table.reloadRows(at: [TableIndexPath(0, row)], with: .none)
            }
        }, peerOps: ops, { _ in
            for _ in 0..<ops { flat.reaskAll(realHeight) }
        }))
    }

    /// One `performBatchUpdates` of 100,000 changes (50,000 deletes and
    /// 50,000 inserts at random rows; the quick run: 10,000), heights
    /// answered by a Swift delegate, estimates on: at 100k, 1M, 10M rows.
    static func batch(_ c: ChildContext, _ r: inout Results) throws {
        let n = c.size, half = c.quick ? 5_000 : 50_000
        let baseline = heapInUse()
        let source = BenchSource(rows: n, variableHeights: true)
        let table = TableView(style: .plain)
        table.dataSource = source
        table.delegate = source
        try table.layoutIfNeeded()
        try table.setContentOffset(table.contentHeight / 2)
        r.heap(since: baseline)
        var rng = SplitMix64(seed: 0xBA7C)
        func randomRows() -> [Int] {
            var rows = Set<Int>()
            while rows.count < half { rows.insert(Int.random(in: 0..<n, using: &rng)) }
            return rows.sorted()
        }
        let inputs = (0..<c.fewReps).map { _ in (deleted: randomRows(), inserted: randomRows()) }
        var heightCalls = 0

        var flat = FlatHeights(count: n, height: realHeight)
        r.pair("batch", try interleaved(reps: c.fewReps, ops: 1, { rep in
            let deletes = inputs[rep].deleted.map { TableIndexPath(0, $0) }
            let inserts = inputs[rep].inserted.map { TableIndexPath(0, $0) }
            source.heightCalls = 0
            try table.performBatchUpdates {
                try table.deleteRows(at: deletes, with: .automatic)
                try table.insertRows(at: inserts, with: .automatic)
            }
            heightCalls = source.heightCalls
        }, peerOps: 1, { rep in
            flat.apply(deleting: inputs[rep].deleted, inserting: inputs[rep].inserted.map { ($0, realHeight($0)) })
        }))
        precondition(table.totalRows == n)
        r["batch.changes"] = 2 * half
        r["batch.heightCalls"] = heightCalls
    }

    // MARK: Many sections

    /// `fill Sx10` and `reload` (each section's count asked: linear, as
    /// UIKit's reload is), then random jumps, then single-row inserts and
    /// deletes in random sections (each update asks every section's count
    /// again, A-46: linear).
    static func sections(_ c: ChildContext, _ r: inout Results) throws {
        let s = c.size
        let baseline = heapInUse()
        var sh = BenchShell()
        r.series("sections.reload", perOperation(reps: c.fewReps, ops: 1) { _ in
            sh = BenchShell()
            sh.run("fill \(s)x10")
            sh.run("reload")
        }, ops: 1)
        precondition(sh.table.numberOfSections == s)
        r.heap(since: baseline)

        var rng = SplitMix64(seed: 0x5EC7)
        let scrollOps = 1_000
        let maxY = Int(sh.table.maxContentOffset)
        let jumps = (0..<c.reps).map { _ in
            (0..<scrollOps).map { _ in "scroll offset \(Int.random(in: 0...maxY, using: &rng))\n" }.joined()
        }
        r.series("sections.scroll", perOperation(reps: c.reps, ops: scrollOps) { sh.run(jumps[$0]) }, ops: scrollOps)

        // Two edits (an insert and a delete) per repetition: at 1M sections
        // each costs over half a second today.
        let editOps = 2
        let edits = (0..<c.fewReps).map { _ in
            var script = ""
            for _ in 0..<(editOps / 2) {
                let section = Int.random(in: 0..<s, using: &rng)
                script += "insert \(section).\(Int.random(in: 0...10, using: &rng)) x\n"
                script += "delete \(section).\(Int.random(in: 0...10, using: &rng))\n"
            }
            return script
        }
        r.series("sections.edit", perOperation(reps: c.fewReps, ops: editOps) { sh.run(edits[$0]) }, ops: editOps)
        precondition(sh.table.totalRows == s * 10)
    }

    // MARK: apply

    /// `apply` of the 10/10/2 change through the shell, after `fill 1xN
    /// item-{n}` (names found by reading their number back) and after a
    /// first `apply` of the old names (names stored, as any typed model
    /// keeps them), a fresh shell each time; the engine's diff alone
    /// (`BatchUpdate(from:to:)`) on the same lists; and, up to
    /// `stdlibLimit` items, the standard library's diff. All of them in
    /// turn, round after round, so that a ratio compares runs made under
    /// the same conditions. Each reads n items: the snapshot is the input.
    static func apply(_ c: ChildContext, _ r: inout Results) throws {
        let n = c.size
        let line = DiffShape.mixed.applyCommand(count: n)
        let oldList = DiffShape.oldList(count: n)
        let first = "new\n" + DiffShape.continuedCommand("apply", oldList)
        let newList = DiffShape.mixed.newList(count: n)
        let old = TableSnapshot([.init(0, oldList)]), new = TableSnapshot([.init(0, newList)])
        let withStandard = n <= stdlibLimit
        let baseline = heapInUse()
        var last: BenchShell?
        var update = BatchUpdate()
        var fill: [Double] = [], stored: [Double] = [], diff: [Double] = [], standard: [Double] = []
        for _ in 0..<c.fewReps {
            // Each times the `apply` alone (not the fresh shell, its fill
            // or its first apply).
            last = nil
            let sh = BenchShell()
            sh.run("fill 1x\(n) item-{n}")
            fill.append(sh.run(line))
            precondition(sh.table.totalRows == newList.count, "apply gave \(sh.table.totalRows) rows, not \(newList.count)")
            last = sh
            do {
                let sh = BenchShell()
                sh.run(first)
                stored.append(sh.run(line))
                precondition(sh.table.totalRows == newList.count)
            }
            diff.append(cpuSeconds { update = BatchUpdate(from: old, to: new) })
            if withStandard { standard.append(cpuSeconds { _ = StandardDiff.diff(from: oldList, to: newList) }) }
        }
        r.series("apply", fill, ops: 1)
        r.series("apply.stored", stored, ops: 1)
        r.series("diff", diff, ops: 1)
        for series in ["apply", "apply.stored", "diff"] {
            if withStandard {
                r.peer(series, standard, ops: 1)
            } else {
                r["\(series).peerNote"] = "not run (Myers: O(N·D), some 100x its time at \(short(stdlibLimit)))" as String?
            }
        }
        // The inputs were in the heap at the baseline: they stay until it
        // is read (freed at their last use, they made it read nothing).
        withExtendedLifetime((last, line, oldList, first, newList, old, new)) { r.heap(since: baseline) }
        r["diff.moved"] = update.movedRows.count
    }

    /// The largest size the standard library's diff is run at beside
    /// `apply`: Myers' O(N·D) takes some 100 times as long at 100k as at
    /// 10k for the 10/10/2 shape, which a loaded machine stretches past
    /// the child's time limit (docs/BENCHMARKS.md).
    static let stdlibLimit = 10_000

    /// The update the engine's diff finds for a full shuffle of n rows (n
    /// moves, or nearly), applied with `performBatchUpdates` to a table of
    /// the old rows, fixed heights (a fresh table each time).
    static func moves(_ c: ChildContext, _ r: inout Results) throws {
        let n = c.size
        let baseline = heapInUse()
        let newList = DiffShape.shuffle.newList(count: n)
        let update = BatchUpdate(from: TableSnapshot([.init(0, DiffShape.oldList(count: n))]),
                                 to: TableSnapshot([.init(0, newList)]))
        let sources = (0..<c.fewReps).map { _ in BenchSource(rows: n, variableHeights: false) }
        let tables = try sources.map { source in
            let table = makeTable(source)
            try table.layoutIfNeeded()
            return table
        }
        r.heap(since: baseline)

        // UIKit's arrays in the new order, the offsets rebuilt: O(n).
        let order = newList.map { Int($0.dropFirst("item-".count))! }
        var flat = FlatHeights(count: n, height: realHeight)
        r.pair("moves", try interleaved(reps: c.fewReps, ops: 1, { rep in
            try tables[rep].performBatchUpdates(update, with: .automatic)
        }, peerOps: 1, { _ in
            let heights = flat.heights
            flat = FlatHeights(count: n) { heights[order[$0]] }
        }))
        r["moves.moved"] = update.movedRows.count
        precondition(tables.allSatisfy { $0.totalRows == n })
        withExtendedLifetime(sources) {}  // the tables' data sources are weak
    }

    // MARK: Memory and lookups

    /// The heap the model and the table take after `fill 1xN`: it should
    /// not grow with N (a fill is one generated run).
    static func fillMemory(_ c: ChildContext, _ r: inout Results) throws {
        let sh = BenchShell()
        sh.run("calls reset")
        let before = heapInUse()
        sh.run("fill 1x\(c.size)\ncalls reset")
        r.series("mem-fill", [Double(heapInUse() - before)], ops: 1)
        // UIKit's flat height arrays for as many rows: 12 bytes a row.
        r.peer("mem-fill", [Double(c.size) * 12], ops: 1)
    }

    /// Offset of a row (`rectForRow(at:)`) and row at an offset
    /// (`indexPathForRow(atY:)`) in n rows of answered heights, every row
    /// measured (estimates off): each query depends on the one before (by
    /// a bit of its answer), so that the times are latencies.
    static func lookups(_ c: ChildContext, _ r: inout Results) throws {
        let n = c.size, ops = 100_000
        let baseline = heapInUse()
        let source = BenchSource(rows: n, variableHeights: true)
        let table = makeTable(source)
        let heapBefore = heapInUse()
        try table.layoutIfNeeded()
        r["lookups.bytesPerRow"] = Double(heapInUse() - heapBefore) / Double(n)
        r.heap(since: baseline)
        var rng = SplitMix64(seed: 42)
        let height = table.contentHeight
        let ys = (0..<ops).map { _ in Double.random(in: 0..<height, using: &rng) }
        let rows = (0..<ops).map { _ in Int.random(in: 0..<n, using: &rng) }
        var check = 0.0
        var found = 0, peerFound = 0

        let flat = FlatHeights(count: n, height: realHeight)
        precondition(flat.contentHeight == height, "the flat heights do not match the table's")
        r.pair("lookups.offset", try interleaved(reps: c.reps, ops: ops, { _ in
            var carry = 0
            for row in rows {
                let rect = try table.rectForRow(at: TableIndexPath(0, min(n - 1, row ^ carry)))
                check += rect.y
                carry = Int(rect.y) & 1
            }
        }, peerOps: ops, { _ in
            var carry = 0
            for row in rows {
                let y = flat.offset(of: min(n - 1, row ^ carry))
                check += y
                carry = Int(y) & 1
            }
        }))
        r.pair("lookups.rowAt", interleaved(reps: c.reps, ops: ops, { _ in
            var carry = 0
            for y in ys {
                guard let ip = table.row(atY: y + Double(carry) * 1e-6) else { continue }
                found += 1
                carry = ip.row & 1
            }
        }, peerOps: ops, { _ in
            var carry = 0
            for y in ys {
                let row = flat.row(at: y + Double(carry) * 1e-6)
                peerFound += row
                carry = row & 1
            }
        }))
        precondition(found == ops * c.reps, "indexPathForRow(atY:) missed a row")
        withExtendedLifetime(source) {}  // the table's data source is weak
        precondition(check > 0 && peerFound > 0)
    }

    // MARK: The machine factor

    /// A binary search of n sorted values, random queries chained as the
    /// lookups' are: how this machine's caches make an O(log n) random
    /// access grow from 1k to 10M values. Best of three.
    static func calibrate(_ c: ChildContext, _ r: inout Results) {
        let ops = 200_000
        var rng = SplitMix64(seed: 0xCA1)
        for n in calibrationSizes {
            let values = (0..<n).map { Double($0) * 1.5 }
            let queries = (0..<ops).map { _ in Double.random(in: 0..<(Double(n) * 1.5), using: &rng) }
            var best = Double.infinity
            var check = 0
            for _ in 0..<(c.quick ? 1 : 3) {
                best = min(best, cpuSeconds {
                    var carry = 0
                    values.withUnsafeBufferPointer { v in
                        for q in queries {
                            let y = q + Double(carry) * 1e-6
                            var lo = 0, hi = n - 1
                            while lo < hi {
                                let mid = (lo + hi + 1) >> 1
                                if v[mid] <= y { lo = mid } else { hi = mid - 1 }
                            }
                            check &+= lo
                            carry = lo & 1
                        }
                    }
                } / Double(ops))
            }
            precondition(check != 0)
            r["calibrate.\(n)"] = best
        }
    }

    static let calibrationSizes = [1_000, 10_000, 100_000, 1_000_000, 10_000_000]
}
