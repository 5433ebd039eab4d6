@preconcurrency import Glibc
import TableEngine
import TableScript

// Through the shell, as a script drives it: commands parsed and run, the
// scripted data source evaluating its answers.

/// A shell whose output is kept (for parsing) and whose errors stop the
/// benchmark: a figure measured on a failing script would mean nothing.
final class BenchShell {
    var output = ""
    var outputBytes = 0
    var keepsOutput = false
    private(set) var shell: Shell!

    init(log: LogStyle = .off) {
        var options = ShellOptions()
        options.log = log
        options.width = 60
        shell = Shell(options: options, output: { [unowned self] text in
            self.outputBytes += text.utf8.count
            if self.keepsOutput { self.output += text }
        }, errors: { text in
            fatalError("tableshell-bench: the shell reported an error:\n\(text)")
        })
    }

    var table: TableView { shell.table }

    /// Runs a script; returns the CPU time it took, in seconds.
    @discardableResult
    func run(_ script: String) -> Double {
        let t = cpuSeconds { shell.run(script: script, name: "bench") }
        return t
    }

    /// Runs a script and returns what it printed.
    func capture(_ script: String) -> String {
        output = ""
        keepsOutput = true
        defer { keepsOutput = false }
        run(script)
        return output
    }
}

enum ShellScenarios {
    static let bigRows = 10_000_000

    /// `fill 1x10000000`, `reload`, `scroll offset` to the middle, `render`.
    /// Three times, each in a fresh shell: the first (cold) run's times, the
    /// best total, the most cells.
    static func bigTable(_ r: inout Results) {
        var best = Double.infinity
        var mostCells = 0
        for run in 0..<3 {
            let sh = BenchShell()
            let middle = Double(bigRows) * 44 / 2
            let fill = sh.run("fill 1x\(bigRows)")
            let reload = sh.run("reload")
            let scroll = sh.run("scroll offset \(Int(middle))")
            let bytesBefore = sh.outputBytes
            let render = sh.run("render")
            precondition(sh.outputBytes > bytesBefore, "render printed nothing")
            let total = fill + reload + scroll + render
            if run == 0 {
                r["big.fill.s"] = fill
                r["big.reload.s"] = reload
                r["big.scroll.s"] = scroll
                r["big.render.s"] = render
                r["big.total.s"] = total
            }
            best = min(best, total)
            if sh.table.cellsCreated >= mostCells {
                mostCells = sh.table.cellsCreated
                r["big.cellsCreated"] = sh.table.cellsCreated
                r["big.visibleRows"] = sh.table.visibleRows.count
                r["big.firstVisibleRow"] = sh.table.visibleRows.first?.row ?? -1
            }
        }
        r["big.warm.total.s"] = best
        r["big.peakBytes"] = procStatusBytes("VmHWM") ?? -1
    }

    /// Cells in existence after scrolling far and wide over 10,000,000 rows.
    static func farScroll(_ r: inout Results) {
        let sh = BenchShell()
        sh.run("fill 1x\(bigRows)")
        var rng = SplitMix64(seed: 99)
        let maxOffset = Double(bigRows) * 44 - 440
        var script = ""
        for k in 0..<3_000 {
            switch k % 3 {
            case 0: script += "scroll offset \(Int(Double.random(in: 0..<maxOffset, using: &rng)))\n"
            case 1: script += "scroll by \(Int.random(in: -500...500, using: &rng))\n"
            default: script += "scroll by 7\n"
            }
        }
        script += "scroll bottom\nscroll top\nscroll offset \(Int(maxOffset / 3))\n"
        r["far.s"] = sh.run(script)
        r["far.scrolls"] = 3_003
        r["far.cellsInExistence"] = sh.table.cellsInExistence
        r["far.visibleRows"] = sh.table.visibleRows.count
        r["far.cellsCreated"] = sh.table.cellsCreated
    }

    /// `reload` at 1,000,000 rows with `heightForRow` answered, no estimate;
    /// beside it, in turn, the engine alone with a Swift delegate (the
    /// ratio's peer, run under the same conditions).
    static func heightReload(_ r: inout Results) throws {
        let source = BenchSource(rows: 1_000_000, variableHeights: true)
        let table = makeTable(source)
        try table.layoutIfNeeded()
        for (key, expression) in [("const", "44"), ("expr", "44 + row % 3 * 11")] {
            let sh = BenchShell()
            sh.run("fill 1x1000000\nanswer heightForRow = \(expression)\nset estimatedRowHeight 0\ncalls reset")
            var times: [Double] = [], engine: [Double] = []
            var calls = 0
            for _ in 0..<3 {
                sh.run("calls reset")
                times.append(sh.run("reload"))
                calls = heightCalls(in: sh.capture("calls"))
                engine.append(try cpuSeconds { try table.reloadData() })
            }
            r["shell.reload.\(key).s"] = times.min()!
            r["shell.reload.\(key).engine.s"] = engine.min()!
            r["shell.reload.\(key).calls"] = calls
            if key == "expr" {
                // With an estimate, only the rows on screen are asked.
                sh.run("set estimatedRowHeight 44\nreload\ncalls reset")
                r["shell.reload.estimated.s"] = sh.run("reload")
                r["shell.reload.estimated.calls"] = heightCalls(in: sh.capture("calls"))
                r["shell.reload.estimated.visible"] = sh.table.visibleRows.count
            }
        }
        withExtendedLifetime(source) {}  // the table's data source is weak
    }

    /// The count `calls` prints for heightForRowAtIndexPath:.
    static func heightCalls(in text: String) -> Int {
        for line in text.split(separator: "\n") where line.contains("heightForRowAtIndexPath:") && !line.contains("estimated") {
            if let n = Int(line.split(separator: " ").first ?? "") { return n }
        }
        return 0
    }

    /// The heap the model and the table keep after `fill 1xN item-{n}` and
    /// `apply` of a 10% change (the 10/10/2 shape), N = 10,000,000 (the
    /// quick run: 1,000,000); the 100 MB command line is counted in neither.
    static func memoryAfterApply(_ c: ChildContext, _ r: inout Results) {
        let n = c.size
        let line = DiffShape.mixed.applyCommand(count: n)
        let sh = BenchShell()
        // The memory limit tableshell sets itself: a quarter of the
        // machine's memory (the bench's shell has no host to ask, so its
        // limit would be the 2 GiB kept for hosts that cannot say).
        let physical = sysconf(Int32(_SC_PHYS_PAGES)) * sysconf(Int32(_SC_PAGESIZE))
        if physical > 0 { sh.run("set memoryLimit \(physical / 4)") }
        sh.run("calls reset")
        let before = heapInUse()
        r["mem-apply.fill.s"] = sh.run("fill 1x\(n) item-{n}")
        let residentBeforeApply = procStatusBytes("VmRSS") ?? 0
        r["mem-apply.apply.s"] = sh.run(line)
        sh.run("calls reset")
        r["mem-apply.bytes"] = heapInUse() - before
        r["mem-apply.rows"] = sh.table.totalRows
        r["mem-apply.peakBytes"] = procStatusBytes("VmHWM") ?? -1
        r["mem-apply.peakOverFill"] = (procStatusBytes("VmHWM") ?? 0) - residentBeforeApply
        // The line was counted in `before`: it stays until the heap is read.
        withExtendedLifetime(line) {}
    }

    /// Names stored: `apply` of N typed names (`item-0` …) to an empty
    /// table, then `apply` of the 10/10/2 change; the heap the model and
    /// the table keep after each, and the process's peak, N = 1,000,000
    /// (the quick run: 100,000). Beside them, the heap of an app's
    /// `[String]` of the same names.
    static func memoryOfStoredNames(_ c: ChildContext, _ r: inout Results) {
        let n = c.size
        let first = "new\n" + DiffShape.continuedCommand("apply", DiffShape.oldList(count: n))
        let line = DiffShape.mixed.applyCommand(count: n)
        let sh = BenchShell()
        let physical = sysconf(Int32(_SC_PHYS_PAGES)) * sysconf(Int32(_SC_PAGESIZE))
        if physical > 0 { sh.run("set memoryLimit \(physical / 4)") }
        sh.run("calls reset")
        let before = heapInUse()
        r["mem-stored.first.s"] = sh.run(first)
        sh.run("calls reset")
        r["mem-stored.first.bytes"] = heapInUse() - before
        r["mem-stored.first.peakBytes"] = procStatusBytes("VmHWM") ?? -1
        r["mem-stored.second.s"] = sh.run(line)
        sh.run("calls reset")
        r["mem-stored.second.bytes"] = heapInUse() - before
        r["mem-stored.second.peakBytes"] = procStatusBytes("VmHWM") ?? -1
        r["mem-stored.rows"] = sh.table.totalRows
        // The lines were counted in `before`: they stay until the heap is read.
        withExtendedLifetime((first, line)) {}
        let arrayBefore = heapInUse()
        let names = DiffShape.oldList(count: n)
        r["mem-stored.strings.bytes"] = heapInUse() - arrayBefore
        withExtendedLifetime(names) {}
    }

    /// The heap after `fill Sx10` and `reload`, S = 1,000,000 sections (the
    /// quick run: 100,000).
    static func memoryOfSections(_ c: ChildContext, _ r: inout Results) {
        let sh = BenchShell()
        sh.run("calls reset")
        let before = heapInUse()
        r["mem-sections.s"] = sh.run("fill \(c.size)x10\nreload\ncalls reset")
        r["mem-sections.bytes"] = heapInUse() - before
        r["mem-sections.peakBytes"] = procStatusBytes("VmHWM") ?? -1
        precondition(sh.table.numberOfSections == c.size)
    }

    /// The real command mix (`CommandMix`) on a table of `c.bigRows` rows,
    /// `c.size` commands, the log on (Objective-C names, its text counted
    /// and dropped): each command timed on its own.
    static func commandMix(_ c: ChildContext, _ r: inout Results) {
        let sh = BenchShell(log: .objc)
        sh.run(CommandMix.setup(rows: c.bigRows))
        let commands = CommandMix.commands(count: c.size, rows: c.bigRows)
        var timed: [(kind: CommandKind, seconds: Double)] = []
        timed.reserveCapacity(commands.count)
        for (kind, line) in commands { timed.append((kind, sh.run(line))) }
        // Each whole cycle keeps the size; the last, cut short, may not.
        let inserted = commands.filter { $0.kind == .insert }.count - commands.filter { $0.kind == .delete }.count
        precondition(sh.table.totalRows == c.bigRows + inserted, "the mix did not edit the table as written")
        let (all, byKind) = CommandMix.summarize(timed)
        r["mix.rows"] = c.bigRows
        r["mix.count"] = all.count
        r["mix.total.s"] = all.total
        r["mix.median.s"] = all.median
        r["mix.max.s"] = all.max
        r["mix.logBytes"] = sh.outputBytes
        for kind in CommandKind.allCases {
            guard let s = byKind[kind] else { continue }
            r["mix.\(kind.rawValue).count"] = s.count
            r["mix.\(kind.rawValue).median.s"] = s.median
            r["mix.\(kind.rawValue).max.s"] = s.max
        }
        r["mix.peakBytes"] = procStatusBytes("VmHWM") ?? -1
    }
}
