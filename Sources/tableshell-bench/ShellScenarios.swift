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

    /// Runs a script; returns its wall time in seconds.
    @discardableResult
    func run(_ script: String) -> Double {
        let t = seconds { shell.run(script: script, name: "bench") }
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
                r["big.visibleRows"] = sh.table.indexPathsForVisibleRows.count
                r["big.firstVisibleRow"] = sh.table.indexPathsForVisibleRows.first?.row ?? -1
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
        r["far.visibleRows"] = sh.table.indexPathsForVisibleRows.count
        r["far.cellsCreated"] = sh.table.cellsCreated
    }

    /// `reload` at 1,000,000 rows with `heightForRow` answered, no estimate.
    static func heightReload(_ r: inout Results) {
        for (key, expression) in [("const", "44"), ("expr", "44 + row % 3 * 11")] {
            let sh = BenchShell()
            sh.run("fill 1x1000000\nanswer heightForRow = \(expression)\nset estimatedRowHeight 0\ncalls reset")
            var times: [Double] = []
            var calls = 0
            for _ in 0..<3 {
                sh.run("calls reset")
                times.append(sh.run("reload"))
                calls = heightCalls(in: sh.capture("calls"))
            }
            r["shell.reload.\(key).s"] = times.min()!
            r["shell.reload.\(key).calls"] = calls
            if key == "expr" {
                // With an estimate, only the rows on screen are asked.
                sh.run("set estimatedRowHeight 44\nreload\ncalls reset")
                r["shell.reload.estimated.s"] = sh.run("reload")
                r["shell.reload.estimated.calls"] = heightCalls(in: sh.capture("calls"))
                r["shell.reload.estimated.visible"] = sh.table.indexPathsForVisibleRows.count
            }
        }
    }

    /// The count `calls` prints for heightForRowAtIndexPath:.
    static func heightCalls(in text: String) -> Int {
        for line in text.split(separator: "\n") where line.contains("heightForRowAtIndexPath:") && !line.contains("estimated") {
            if let n = Int(line.split(separator: " ").first ?? "") { return n }
        }
        return 0
    }

    /// `apply` with 100,000 items, as typed: 10% deleted, 10% inserted, 2% moved.
    static func apply(_ r: inout Results) {
        let (_, new) = EngineScenarios.snapshotPair(count: 100_000)
        let words = new.sections[0].items.joined(separator: " ")
        var echo: [Double] = [], apply: [Double] = []
        for _ in 0..<3 {
            let sh = BenchShell()
            sh.run("fill 1x100000 item-{n}")
            // What reading the 1 MB command line costs: `echo` of the same words.
            echo.append(sh.run("echo " + words))
            apply.append(sh.run("apply " + words))
            precondition(sh.table.totalRows == new.sections[0].items.count)
        }
        r["shell.echo.s"] = echo.min()!
        r["shell.apply.s"] = apply.min()!
    }

    /// The heap the model (and the table's geometry) takes per row: after
    /// `fill 1x10000000`, and for 100,000 rows stored as items.
    static func modelMemory(_ r: inout Results) {
        let sh = BenchShell()
        sh.run("calls reset")
        let before = heapInUse()
        sh.run("fill 1x\(bigRows)\ncalls reset")
        let afterFill = heapInUse()
        r["memory.fill.bytesPerRow"] = Double(afterFill - before) / Double(bigRows)
        r["memory.fill.bytes"] = afterFill - before

        let edited = 100_000
        let words = (0..<edited).map { "e\($0)" }.joined(separator: " ")
        sh.run("insert 0.0 \(words)\ncalls reset")
        let afterEdit = heapInUse()
        r["memory.edited.bytesPerRow"] = Double(afterEdit - afterFill) / Double(edited)
        precondition(sh.table.totalRows == bigRows + edited)
    }
}
