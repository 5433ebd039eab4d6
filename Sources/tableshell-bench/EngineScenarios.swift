import TableEngine
import TableScript
import ScriptLanguage

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

    func responds(to selector: MessageSelector) -> Bool {
        variableHeights && selector == .heightForRow
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) throws(TableViewException) -> TableViewCell? {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell") ?? TableViewCell(style: .default, reuseIdentifier: "Cell")
        cell.text = "Row \(indexPath.row)"
        return cell
    }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: TableIndexPath) -> Double {
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
            times.append(try cpuSeconds { try table.reloadData() })
        }
        r["engine.reload.calls"] = source.heightCalls
        r["engine.reload.s"] = times.min()!
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
        let deletes = deleted.map { TableIndexPath(0, $0) }, inserts = inserted.map { TableIndexPath(0, $0) }
        source.heightCalls = 0
        let t = try cpuSeconds {
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

    /// One shape of the diff inputs (DiffShape) at 100,000 items: the
    /// engine's diff (`BatchUpdate(from:to:)`, what `apply` computes),
    /// that diff applied to a table of those rows, the `apply` command
    /// through the shell after `fill 1xN item-{n}` (with, for scale, `echo`
    /// of the same words: reading the line alone) and after a first `apply`
    /// of the old names (names stored), a fresh shell each time; and the
    /// standard library's diff where it ends in seconds (the keyed shapes).
    /// All in turn, round after round, so that a ratio compares runs made
    /// under the same conditions.
    static func diffPoint(_ c: ChildContext, _ r: inout Results) throws {
        let n = c.size, shape = c.shape
        let oldList = DiffShape.oldList(count: n)
        let newList = shape.newList(count: n)
        let old = TableSnapshot([.init(0, oldList)])
        let new = TableSnapshot([.init(0, newList)])
        let line = shape.applyCommand(count: n)
        let echo = "echo" + line.dropFirst("apply".count)
        let first = "new\n" + DiffShape.continuedCommand("apply", oldList)
        // Myers' algorithm is O((N+M)·D): seconds for 10/10/2, minutes for
        // a shuffle or a reversal (those run alone, stopped at a limit).
        let withStandard = shape == .mixed || shape == .tiny
        let rounds = shape == .mixed ? c.fewReps : c.reps
        var update = BatchUpdate()
        var diff: [Double] = [], echoTimes: [Double] = [], fill: [Double] = [], stored: [Double] = [], standard: [Double] = []
        var standardMoves = 0
        for _ in 0..<rounds {
            diff.append(cpuSeconds { update = BatchUpdate(from: old, to: new) })
            do {
                let sh = BenchShell()
                sh.run("fill 1x\(n) item-{n}")
                echoTimes.append(sh.run(echo))
                fill.append(sh.run(line))
                precondition(sh.table.totalRows == newList.count)
            }
            do {
                let sh = BenchShell()
                sh.run(first)
                stored.append(sh.run(line))
                precondition(sh.table.totalRows == newList.count)
            }
            if withStandard {
                standard.append(cpuSeconds { standardMoves = StandardDiff.diff(from: oldList, to: newList).moves })
            }
        }
        r.series("diff", diff, ops: 1)
        r.series("apply", fill, ops: 1)
        r.series("apply.stored", stored, ops: 1)
        r["apply.echo.s"] = echoTimes.min()!
        if withStandard {
            r.series("stdlib", standard, ops: 1)
            r["stdlib.moves"] = standardMoves
        }
        r["diff.deleted"] = update.deletedRows.count
        r["diff.inserted"] = update.insertedRows.count
        r["diff.moved"] = update.movedRows.count

        let source = BenchSource(rows: n, variableHeights: false)
        let table = makeTable(source)
        try table.layoutIfNeeded()
        source.rows = newList.count
        r["diff.update.s"] = try cpuSeconds { try table.performBatchUpdates(update, with: .automatic) }
        withExtendedLifetime(source) {}  // the table's data source is weak

        // The lexer alone on the same text (issue 14: memory-bandwidth speed).
        var tokens = 0
        r["apply.lex.s"] = (0..<c.reps).map { _ in cpuSeconds { tokens = Lexer().tokenize(line).count } }.min()!
        r["apply.lex.bytes"] = line.utf8.count
        r["apply.lex.tokens"] = tokens
        // For scale: the same number of bytes as one word (the lexer's
        // scanning, one token), and a copy of the line's bytes (the
        // memory's speed, as the C library's memcpy goes).
        let word = String(repeating: "a", count: line.utf8.count)
        r["apply.lex.word.s"] = (0..<c.reps).map { _ in cpuSeconds { tokens = Lexer().tokenize(word).count } }.min()!
        var text = line
        r["apply.copy.s"] = text.withUTF8 { bytes in
            let copy = UnsafeMutableRawPointer.allocate(byteCount: bytes.count, alignment: 64)
            defer { copy.deallocate() }
            return (0..<c.reps).map { k in
                cpuSeconds {
                    copy.copyMemory(from: bytes.baseAddress!, byteCount: bytes.count)
                    tokens = Int(copy.load(fromByteOffset: k, as: UInt8.self))
                }
            }.min()!
        }
    }

    /// The standard library's diff on the same input (a process of its
    /// own, which the parent stops at a time limit: Myers' algorithm is
    /// O((N+M)·D), minutes on a shuffle of 100,000). Once, and four times
    /// more when that took under a second.
    static func standardDiff(_ c: ChildContext, _ r: inout Results) {
        let old = DiffShape.oldList(count: c.size)
        let new = c.shape.newList(count: c.size)
        var result = (changes: 0, moves: 0)
        var times = [cpuSeconds { result = StandardDiff.diff(from: old, to: new) }]
        if times[0] < 1 && !c.quick {
            for _ in 0..<4 { times.append(cpuSeconds { result = StandardDiff.diff(from: old, to: new) }) }
        }
        r.series("stdlib", times, ops: 1)
        r["stdlib.changes"] = result.changes
        r["stdlib.moves"] = result.moves
    }
}
