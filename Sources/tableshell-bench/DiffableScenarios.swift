import TableEngine
import TableScript

// Issue 15: a 100,000-item snapshot with a 10% change (the 10/10/2 shape:
// 10% deleted, 10% inserted, 2% moved) applied through a diffable data
// source, beside the existing `apply` path on the same inputs, in the same
// child process: in the engine, and through the shell.

enum DiffableScenarios {
    /// `--scenario diffable --size N`.
    static func apply(_ c: ChildContext, _ r: inout Results) throws {
        let n = c.size
        let oldList = DiffShape.oldList(count: n)
        let newList = DiffShape.mixed.newList(count: n)

        // The engine, the existing path: the diff of two contents, then
        // performBatchUpdates with it (what `apply` does).
        let old = TableSnapshot([.init(0, oldList)]), new = TableSnapshot([.init(0, newList)])
        r.series("diffable.existing", try perOperation(reps: c.fewReps, ops: 1) { _ in
            let source = BenchSource(rows: n, variableHeights: false)
            let table = makeTable(source)
            try table.layoutIfNeeded()
            source.rows = newList.count
            let update = BatchUpdate(from: old, to: new)
            try table.performBatchUpdates(update, with: .automatic)
            withExtendedLifetime(source) {}
        }, ops: 1)

        // The engine, a diffable data source: the new snapshot built with
        // the snapshot's API (its uniqueness checks), then applied.
        var build: [Double] = []
        r.series("diffable.ours", try perOperation(reps: c.fewReps, ops: 1) { _ in
            let table = TableView(style: .plain)
            table.estimatedRowHeight = 0
            let dds = TableViewDiffableDataSource<Int, String>(tableView: table) { tv, _, item throws(TableViewException) in
                let cell = tv.dequeueReusableCell(withIdentifier: "Cell") ?? TableViewCell(style: .default, reuseIdentifier: "Cell")
                cell.text = item
                return cell
            }
            try table.layoutIfNeeded()
            var first = DiffableSnapshot<Int, String>()
            try first.appendSections([0])
            try first.appendItems(oldList)
            try dds.apply(first)
            var snapshot = DiffableSnapshot<Int, String>()
            build.append(try cpuSeconds {
                try snapshot.appendSections([0])
                try snapshot.appendItems(newList)
            })
            try dds.apply(snapshot)
            precondition(table.totalRows == newList.count)
        }, ops: 1)
        r["diffable.build.s"] = build.min()!

        // The shell: `apply` on a table filled with the old items, and on a
        // diffable table showing them (`new --diffable`, a first apply).
        let line = DiffShape.mixed.applyCommand(count: n)
        let first = DiffShape.continuedCommand("apply", oldList)
        r.series("diffable.shell.existing", perOperation(reps: c.fewReps, ops: 1) { _ in
            let sh = BenchShell()
            sh.run("fill 1x\(n) item-{n}")
            sh.run(line)
            precondition(sh.table.totalRows == newList.count)
        }, ops: 1)
        var shellTimes: [Double] = []
        for _ in 0..<c.fewReps {
            let sh = BenchShell()
            sh.run("new plain --diffable")
            sh.run(first)
            shellTimes.append(sh.run(line))
            precondition(sh.table.totalRows == newList.count)
        }
        r.series("diffable.shell.ours", shellTimes, ops: 1)
    }

    /// The report's lines: each figure beside the existing path's, measured
    /// in the same child on the same inputs.
    static func rows(_ r: Results, quick: Bool) -> [Report.Row] {
        let prefix = "diffable/"
        guard let ours = Series(text: r[prefix + "diffable.ours.ours"]), let existing = Series(text: r[prefix + "diffable.existing.ours"]) else { return [] }
        let size = short(quick ? 10_000 : 100_000)
        var rows = [Report.Row(
            figure: "diffable data source: apply a \(size)-item snapshot, 10/10/2 change (engine: build the snapshot, diff, update)",
            measured: "\(ms(ours.median)) (building the snapshot \(ms(r[prefix + "diffable.build.s"]))) vs the existing path (diff + performBatchUpdates) \(ms(existing.median)): \(ratioText(ours.median / existing.median))",
            target: "none (issue 15: reported beside the existing path)", pass: nil)]
        if let shell = Series(text: r[prefix + "diffable.shell.ours.ours"]), let shellExisting = Series(text: r[prefix + "diffable.shell.existing.ours"]) {
            rows.append(Report.Row(
                figure: "  the same through the shell: `apply` on a diffable table vs `apply` after `fill 1xN item-{n}`",
                measured: "\(ms(shell.median)) vs \(ms(shellExisting.median)): \(ratioText(shell.median / shellExisting.median))",
                target: "none (reported)", pass: nil))
        }
        return rows
    }
}
