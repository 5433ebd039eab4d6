import Testing
import TableScript
@testable import tableshell_bench

/// The benchmark's command mix: the script it runs (every command valid
/// on the table it builds) and the summary of timed commands, on made-up
/// times (no clock: timing lives in the benchmark alone).
@Suite("tableshell-bench command mix")
struct CommandMixTests {
    @Test("the mix has every kind of command, as many inserts as deletes, and the count asked")
    func kinds() {
        let commands = CommandMix.commands(count: 1_000, rows: 10_000_000)
        #expect(commands.count == 1_000)
        #expect(Set(commands.map { $0.kind }) == Set(CommandKind.allCases))
        let cycles = commands.prefix(996)  // 83 whole cycles of 12
        #expect(cycles.filter { $0.kind == .insert }.count == cycles.filter { $0.kind == .delete }.count)
        // The same seed, the same script.
        #expect(commands.map { $0.line } == CommandMix.commands(count: 1_000, rows: 10_000_000).map { $0.line })
    }

    @Test("the script runs in a shell without an error, the rows it names on screen, and keeps the table's size")
    func runs() {
        var errors = ""
        var options = ShellOptions()
        options.log = .objc
        let shell = Shell(options: options, output: { _ in }, errors: { errors += $0 })
        shell.run(script: CommandMix.script(count: 12 * 20, rows: 1_000), name: "mix")
        #expect(errors == "")
        #expect(shell.table.totalRows == 1_000)
    }

    @Test("the summary gives each kind's count, median and max, and the whole mix's")
    func summary() {
        let timed: [(kind: CommandKind, seconds: Double)] = [
            (.scroll, 3e-6), (.scroll, 1e-6), (.scroll, 2e-6), (.tap, 5e-6), (.tap, 7e-6), (.render, 4e-5),
        ]
        let (all, byKind) = CommandMix.summarize(timed)
        #expect(all.count == 6 && all.max == 4e-5)
        #expect(abs(all.median - 4e-6) < 1e-15)
        #expect(abs(all.total - 5.8e-5) < 1e-15)
        #expect(byKind[.scroll]?.count == 3 && byKind[.scroll]?.median == 2e-6 && byKind[.scroll]?.max == 3e-6)
        #expect(abs((byKind[.tap]?.median ?? 0) - 6e-6) < 1e-15)
        #expect(byKind[.render]?.count == 1)
        #expect(byKind[.move] == nil)
    }
}
