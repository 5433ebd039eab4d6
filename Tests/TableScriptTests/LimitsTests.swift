import TestSupport
import Foundation
import Testing
import TableEngine
@testable import TableScript
@testable import TableWalkthrough

/// The limits checked at the edge (`Limits`, `Budget`), pinned by the
/// inputs that once crashed, hung or exhausted the shell: no input kills
/// it, hangs it, takes the machine's memory, or leaves the table in a state
/// it should not be in; every error says where.
@Suite struct LimitsTests {
    /// A shell over the real files, going on after errors.
    func shell() -> Harness { Harness(bail: false) }

    // MARK: Crashes

    @Test func endInsideABatchIsAnErrorNotATrap() throws {
        let h = shell()
        h.run("fill 1x3")
        let r = h.run("batch { end }")
        #expect(r.err.hasPrefix("test.tsh:1:9: error: 'end' cannot close the batch block opened at test.tsh:1:7\n"))
        #expect(r.err.contains("test.tsh:1:1: note: the batch was abandoned: nothing in it was applied"))
        let folder = try Scratch()
        let end = try folder.file("end.tsh", "end\n")
        let sourced = h.run("batch { source \(end) }")
        #expect(sourced.err.hasPrefix("\(end):1:1: error: 'end' cannot close the batch block opened at test.tsh:1:7\n"))
        #expect(h.shell.table.openUpdateBlocks == 0 && h.shell.blocks.open.isEmpty && h.shell.tableAgreesWithModel)
    }

    @Test func numbersPastIntAreRefusedWhereTheyAreWritten() {
        let h = shell()
        h.run("fill 1x3")
        for (command, error) in [
            ("insert +1.9223372036854775807 \"Alpha\" b", "test.tsh:1:8: error: expected an index path (S.R), like 0.2 or [0,2], got '+1.9223372036854775807'"),
            ("insert 0.9223372036854775806 x y z", "test.tsh:1:8: error: row 9223372036854775806 is past tableshell's limit (rows are numbered below 100,000,000)"),
            ("insert 0.99999999 x y z", "test.tsh:1:8: error: row 100,000,000 is past tableshell's limit (rows are numbered below 100,000,000)"),
            ("expect visible == 0.9223372036854775806-0.9223372036854775807", "test.tsh:1:19: error: row 9223372036854775806 is past tableshell's limit (rows are numbered below 100,000,000)"),
            ("data move 0.0 0.9223372036854775806", "test.tsh:1:15: error: row 9223372036854775806 is past tableshell's limit (rows are numbered below 100,000,000)"),
            ("scroll by 1e308", "test.tsh:1:11: error: 1e308 points is more than tableshell allows (1000000000)"),
        ] {
            #expect(h.run(command).err.hasPrefix(error + "\n"), "\(command)")
        }
        #expect(h.shell.table.totalRows == 3 && h.shell.tableAgreesWithModel)
    }

    @Test func expressionsAreBoundedInLengthAndDepthNotByTheStack() {
        let h = shell()
        let long = h.run("answer heightForFooter = " + Array(repeating: "1", count: 25_000).joined(separator: "+"))
        #expect(long.err.hasPrefix("test.tsh:1:26: error: the expression is longer than tableshell allows (1,000 numbers, names and operators)\n"))
        let parens = h.run("answer heightForRow = " + String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000))
        #expect(parens.err.hasPrefix("test.tsh:1:23: error: the expression is longer than tableshell allows"))
        let deep = h.run("answer heightForRow = " + String(repeating: "(", count: 40) + "1" + String(repeating: ")", count: 40))
        #expect(deep.err.hasPrefix("test.tsh:1:23: error: the expression nests deeper than tableshell allows (32 levels of parentheses, lists, '?:', unary operators and members)\n"))
        #expect(h.run("answer canMoveRow = " + String(repeating: "!", count: 50_000) + "yes").err.contains("error: the expression is longer"))
        #expect(h.run("answer canMoveRow = " + String(repeating: "!", count: 40) + "yes").err.contains("test.tsh:1:21: error: the expression nests deeper"))
        // A long chain is not deep: it is one node, evaluated in a loop.
        h.run("fill 1x3\nset estimatedRowHeight 0")
        let chain = h.run("answer heightForRow = " + Array(repeating: "1", count: 400).joined(separator: " + ") + "\nreload\nexpect rows 0 == 3")
        #expect(chain.err.isEmpty)
        #expect(try! h.shell.table.rectForRow(at: TableIndexPath(0, 1)) == (400, 400))
        #expect(h.run("answer canEditRow = yes && " + Array(repeating: "row < 9", count: 200).joined(separator: " && ")).err.isEmpty)
    }

    @Test func blocksAndRepeatsNestOnlySoDeep() {
        let h = shell()
        let batches = h.run(String(repeating: "batch { ", count: 1_000) + String(repeating: "} ", count: 1_000))
        #expect(batches.err.hasPrefix("test.tsh:1:263: error: blocks nest deeper than tableshell allows (32 blocks inside one another)\n"))
        let repeats = h.run(String(repeating: "repeat 1 ", count: 10_000) + "echo x")
        #expect(repeats.err.hasPrefix("test.tsh:1:1: error: 10,000 repeats inside one another would nest deeper than tableshell allows (100 commands running inside one another through source, batch and repeat)\n"))
        #expect(repeats.out.isEmpty)
        // Within the limits, they run.
        #expect(h.run(String(repeating: "repeat 2 ", count: 5) + "echo x").out == String(repeating: "x\n", count: 32))
        #expect(h.run("fill 1x3\n" + String(repeating: "batch { ", count: 10) + "insert 0.0 x" + String(repeating: " }", count: 10)).err.isEmpty)
        #expect(h.shell.table.totalRows == 4 && h.shell.tableAgreesWithModel)
    }

    @Test func sourceNestingCountsTowardsTheCommandDepth() throws {
        let folder = try Scratch()
        // Each file runs a repeat that sources the next: two levels per file.
        for i in 0..<60 { _ = try folder.file("\(i).tsh", "repeat 1 source \(folder.path("\(i + 1).tsh"))\n") }
        _ = try folder.file("60.tsh", "echo bottom\n")
        let r = shell().run("source \(folder.path("0.tsh"))")
        #expect(r.err.contains("/49.tsh:1:1: error: this repeat would nest deeper than tableshell allows (100 commands running inside one another through source, batch and repeat)"))
        #expect(!r.out.contains("bottom"))
    }

    /// `repeat` multiplies the cost its command's form estimates from its
    /// parsed values: a sourced file's commands as parsed, `api`'s method.
    @Test func repeatMultipliesWhatItsCommandWasParsedToCost() throws {
        let folder = try Scratch()
        let script = try folder.file("fill.tsh", "fill 1x1000\n")
        let h = shell()
        let rowsBefore = h.shell.table.totalRows
        let sourced = h.run("repeat 100000 source \(script)")
        #expect(sourced.err.hasPrefix("test.tsh:1:1: error: repeat 100,000 source (about "))
        #expect(sourced.err.contains(" would take about ") && sourced.err.contains("; one command may take at most 10 s\n"))
        #expect(h.shell.table.totalRows == rowsBefore)
        // reloadData asking 100,000 rows their heights, 10,000 times.
        h.run("fill 1x100000; set estimatedRowHeight 0; implement +tableView:heightForRowAtIndexPath:")
        let api = h.run("repeat 10000 api reloadData")
        #expect(api.err.hasPrefix("test.tsh:1:1: error: repeat 10,000 api (about "))
        #expect(api.err.contains("; one command may take at most 10 s\n"))
        // Once, it runs.
        #expect(h.run("api reloadData").err.isEmpty)
    }

    // MARK: Hangs

    @Test func tinyHeightsAreRefused() {
        let h = shell()
        h.run("fill 1x1000000")
        let rowHeight = h.shell.table.rowHeight
        let r = h.run("set rowHeight 0.001")
        #expect(r.err.hasPrefix("test.tsh:1:15: error: a height of 0.001 points is less than tableshell lays out (0, or at least 1 point: thinner rows would put more than 10,000 on one screen; 0 hides a row)\n"))
        #expect(h.run("set height 10001").err.contains("a viewport taller than 10000 points would show too many cells (at most 10,000 rows on screen)"))
        for value in ["nan", "inf", "-inf", "1e308", "-1"] { #expect(!h.run("set rowHeight \(value)").err.isEmpty, "\(value)") }
        #expect(h.shell.table.rowHeight == rowHeight)
        // An answer is checked when given, on a sample row, and for each row
        // when asked: that row falls back to UIKit's default.
        #expect(h.run("answer heightForRow = 0.25").err.hasPrefix("test.tsh:1:23: error: heightForRow: a height of 0.25 points is less than tableshell lays out"))
        h.run("set estimatedRowHeight 0\nanswer heightForRow = row == 1 ? 0.25 : 30")
        let warned = h.run("reload")
        #expect(warned.err.contains("test.tsh:1:1: warning: answer heightForRow at [0,1]: a height of 0.25 points is less than tableshell lays out"))
        #expect(try! h.shell.table.rectForRow(at: TableIndexPath(0, 1)).height == 44)
        #expect(try! h.shell.table.rectForRow(at: TableIndexPath(0, 2)).height == 30)
    }

    /// Headers and footers are one a section, not one a row: any positive
    /// height is laid out, so an app's `CGFLOAT_MIN` collapses a grouped
    /// edge where 0 would mean the default (FIDELITY.md A-19).
    @Test func aHeaderOrFooterMayBeThinnerThanAPoint() throws {
        let h = shell()
        h.run("new grouped\nfill 3x1\nset estimatedSectionHeaderHeight 0")
        #expect(h.run("answer heightForHeader = 0.0000001").err.isEmpty)
        #expect(h.run("set sectionFooterHeight 0.0000001").err.isEmpty)
        h.run("reload")
        #expect(h.shell.table.rectForHeader(inSection: 1).height == 0.0000001)
        #expect(h.shell.table.rectForFooter(inSection: 1).height == 0.0000001)
        #expect(try h.shell.table.rectForRow(at: TableIndexPath(1, 0)).y < 44 + 1)
    }

    @Test func aRepeatThatWouldTakeTooLongIsRefusedBeforeItStarts() {
        let h = shell()
        h.run("fill 100000x1")
        let r = h.run("repeat 1000 insert 0.0 a")
        #expect(r.err.hasPrefix("test.tsh:1:1: error: repeat 1,000 insert (about "))
        #expect(r.err.contains(" would take about ") && r.err.contains("; one command may take at most 10 s\n"))
        #expect(h.shell.model.totalRows == 100_000 && h.shell.table.totalRows == 100_000)
        #expect(h.run("repeat 2000000 echo y").err.contains("error: repeat 2,000,000 echo (about "))
    }

    @Test func aRangeIsCheckedBeforeItIsExpanded() {
        let h = shell()
        h.run("fill 1x3")
        let clock = ContinuousClock()
        let start = clock.now
        let r = h.run("delete 0.2-9999999")
        #expect(clock.now - start < .seconds(1))
        #expect(r.err.hasPrefix("test.tsh:1:8: error: the range 0.2-9999999 runs past the end of section 0 (3 rows)\n"))
        #expect(h.run("delete 7.0-1").err.hasPrefix("test.tsh:1:8: error: there is no section 7 (there is 1 section)\n"))
        #expect(h.shell.table.totalRows == 3)
        h.run("fill 1x2000000")
        #expect(h.run("delete 0.*").err.hasPrefix("test.tsh:1:8: error: that names 2,000,000 rows; one command names at most 1,000,000\n"))
    }

    // MARK: Memory

    @Test func renderAllOnAHugeTableLooksAtWhatItDraws() {
        let h = shell()
        h.run("fill 2x50000000")
        let clock = ContinuousClock()
        let start = clock.now
        let r = h.run("render --all --ascii")
        #expect(clock.now - start < .seconds(5))
        #expect(r.err.isEmpty)
        #expect(r.out.contains("(render --all stops at 2000 rows)"))
    }

    /// `apply` writes the text of every row it finds by hashing once: a
    /// long pattern's texts count in its memory (500,000 rows of a 200 KB
    /// pattern are 100 GB of text, which `apply` must refuse, not run out
    /// of memory writing). A pattern that counts its rows (`{n}`, `{r}`)
    /// writes none: a name's number gives its row.
    @Test func applyCountsTheTextsOfLongPatterns() {
        let h = shell()
        let long = String(repeating: "x", count: 200_000)
        h.run("fill 1x500000 " + long + "{s}")
        let r = h.run("apply a")
        #expect(r.err.hasPrefix("test.tsh:1:1: error: apply (500,001 rows, the model's and the snapshot's) needs about "), "\(r.err)")
        #expect(h.shell.model.totalRows == 500_000)
        #expect(h.shell.tableAgreesWithModel)
        h.run("fill 1x30000 " + long + "{n}")
        #expect(h.run("apply a").err.isEmpty)
        #expect(h.shell.model.totalRows == 1)
        // A short pattern's texts are a few bytes a row.
        h.run("fill 1x10000 item-{n}")
        #expect(h.run("apply a").err.isEmpty)
        #expect(h.shell.model.totalRows == 1)
    }

    @Test func applyAndFillAreSizedBeforeTheyStart() {
        let h = shell()
        h.run("fill 10000x10000")
        let r = h.run("apply")
        #expect(r.err.hasPrefix("test.tsh:1:1: error: apply (100,000,000 rows, the model's and the snapshot's) would take about "))
        // Refused in a release build too (where estimates are not x10).
        h.run("fill 1x100000000")
        #expect(h.run("apply a").err.hasPrefix("test.tsh:1:1: error: apply (100,000,001 rows, the model's and the snapshot's) would take about"))
        #expect(h.shell.model.totalRows == 100_000_000)
        // Memory: the limit is the session's.
        h.run("set memoryLimit 64M\nfill 1x1000")
        #expect(h.run("get memoryLimit").out == "64 MiB\n")
        let heights = h.run("set estimatedRowHeight 0\nanswer heightForRow = 44\nfill 1x1000000")
        #expect(heights.err.contains("test.tsh:3:1: error: fill 1x1000000 (asking 1,000,000 rows their heights) needs about 66.8 MiB of memory; the memory limit (64 MiB) leaves 64 MiB (see 'help set' for memoryLimit)"))
        #expect(h.shell.model.totalRows == 1000)
        #expect(h.run("set memoryLimit 1K").err.contains("error: 1K is less than tableshell needs to run (16 MiB)"))
        #expect(h.run("set memoryLimit lots").err.contains("error: expected a size in bytes, like 512M or 2G"))
    }

    @Test func sourceReadsOnlyRegularFilesOfABoundedSize() throws {
        let h = shell()
        let r = h.run("source /dev/zero")
        #expect(r.err.hasPrefix("test.tsh:1:8: error: cannot read '/dev/zero': it is not a regular file (a device, a FIFO or a socket could block or never end)\n"))
        let folder = try Scratch()
        #expect(h.run("source \(folder.url.path)").err.contains("it is a directory, not a script"))
        h.run("set memoryLimit 16M")
        let big = try folder.file("big.tsh", String(repeating: "echo x\n", count: 100_000))
        #expect(h.run("source \(big)").err.contains("error: reading '\(big)' needs about 26.7 MiB of memory; the memory limit (16 MiB)"))
    }

    /// `repeat N source FILE` runs the file's commands N times: it is
    /// estimated so (fuzz seed 21, sequence 69080: 100,000 sources of a
    /// 40-command dump ran 16 s in a release build).
    /// Estimating `repeat N source FILE` reads the file, and the N runs
    /// use what was read: one read in all, however many runs.
    @Test func aRepeatedSourceReadsItsFileOnce() {
        let host = CountingHost()
        host.files["twice.tsh"] = Array("echo ran\n".utf8)
        let shell = Shell(options: ShellOptions(), host: host)
        #expect(shell.run(script: "repeat 5 source twice.tsh", name: "test.tsh"))
        #expect(host.output == String(repeating: "ran\n", count: 5))
        #expect(host.reads == ["twice.tsh": 1])
    }

    /// A command that adds a section costs more at each run of a repeat
    /// (every update visits every section): `repeat` counts the sections
    /// its runs add, so a count that would be cheap for a command adding
    /// none is refused for one that adds a section each time.
    @Test func aRepeatCountsTheSectionsItsRunsAdd() {
        let h = shell()
        // 20,000 updates of one section: about a second. 20,000 inserted
        // sections, each update visiting all before it: some two minutes.
        let r = h.run("repeat 20000 insert section 0")
        #expect(r.err.hasPrefix("test.tsh:1:1: error: repeat 20,000 insert (about "))
        #expect(r.err.contains(" each, more as the table grows) would take about "))
        #expect(h.shell.model.sectionCount == 1 && h.shell.table.numberOfSections == 1)
        // Fewer runs go through, and add their sections.
        #expect(h.run("repeat 50 insert section 0").err.isEmpty)
        #expect(h.shell.model.sectionCount == 51 && h.shell.table.numberOfSections == 51)
    }

    @Test func aRepeatedSourceIsEstimatedFromItsFile() throws {
        let h = shell()
        let folder = try Scratch()
        let script = try folder.file("forty.tsh", String(repeating: "new grouped\n", count: 40))
        let r = h.run("repeat 100000 source \(script)")
        #expect(r.err.hasPrefix("test.tsh:1:1: error: repeat 100,000 source (about "))
        #expect(r.err.contains("; one command may take at most 10 s"))
        #expect(h.run("repeat 3 source \(script)").err.isEmpty)
        // A file that sources itself is estimated as deep as `source` nests.
        let itself = try folder.file("itself.tsh", "source itself.tsh\n")
        #expect(h.run("repeat 2 source \(itself)").err.contains("is already being sourced"))
        // A file that cannot be read costs a command, and says so when run.
        #expect(h.run("repeat 2 source \(folder.path("none.tsh"))").err.contains("none.tsh"))
    }

    // MARK: Positions

    @Test func everyErrorNamesItsPosition() {
        let h = shell()
        h.run("fill 1x3")
        #expect(h.run("expect log contains a b").err.hasPrefix("test.tsh:1:23: error: expect: unexpected 'b'\n"))
        let escape = h.run("echo \"A\\u{41\"")
        #expect(escape.err == "test.tsh:1:8: error: unterminated unicode escape \\u{41: expected 1-8 hex digits, then '}'\n    echo \"A\\u{41\"\n           ^\n")
        #expect(h.run("edit").err.hasPrefix("test.tsh:1:1: error: edit: expected on or off\n"))
        #expect(h.run("move 0.0 0.9").err.hasPrefix("test.tsh:1:10: error: row 0.9 is past the end: section 0 has 3 rows after the update\n"))
        #expect(h.run("move section 0 5").err.hasPrefix("test.tsh:1:16: error: section 5 is past the end: the model has 1 sections after the update\n"))
        #expect(h.run("move 0.7 0.0").err.hasPrefix("test.tsh:1:6: error: there is no row [0,7] to move (section 0 has 3 rows before the update)\n"))
        #expect(h.run("data move 0.0 -1.2").err.hasPrefix("test.tsh:1:15: error: a section number cannot be negative (-1.2)\n"))
    }

    // MARK: Update blocks

    @Test func endUpdatesInsideABatchCannotUnbalanceTheTable() {
        let h = shell()
        h.run("fill 1x3")
        #expect(h.run("batch { api endUpdates }").err.hasPrefix("test.tsh:1:9: error: 'api' cannot close the batch block opened at test.tsh:1:7\n"))
        #expect(h.shell.table.openUpdateBlocks == 0)
        // Inserts and deletes reach the table again, as the model does.
        #expect(h.run("insert 0.0 x\ndelete 0.3\nexpect rows 0 == 3").err.isEmpty)
        #expect(h.shell.tableAgreesWithModel && h.shell.invariantViolations().isEmpty)
    }

    @Test func itemKeepsTheModelWhenTheTableRefuses() {
        let h = shell()
        h.run("fill 1x3\ndata insert 0.3 x")
        let r = h.run("item 0.3 text=y\nexpect exception NSInternalInconsistency")
        #expect(r.err.isEmpty)
        #expect(h.shell.model.item(at: TableIndexPath(0, 3)).text == "x")
    }

    @Test func aSourcedFileClosesOnlyTheBlocksItOpens() throws {
        let folder = try Scratch()
        let begin = try folder.file("begin.tsh", "fill 1x3\nbegin\ndelete 0.0\n")
        let end = try folder.file("end.tsh", "end\n")
        let h = shell()
        let opened = h.run("source \(begin)\nend")
        #expect(opened.err.hasPrefix("\(begin):2:1: error: '\(begin)' ended inside the update block opened here by 'begin' (missing 'end'); nothing in it was applied\n"))
        #expect(opened.err.contains("test.tsh:2:1: error: 'end' without a 'begin': no update block is open"))
        #expect(h.shell.table.totalRows == 3 && h.shell.model.totalRows == 3)
        let closed = h.run("begin\nsource \(end)")
        #expect(closed.err.hasPrefix("\(end):1:1: error: 'end' cannot close the block opened by 'begin' at test.tsh:1:1: a script closes only the blocks it opens\n"))
        #expect(closed.err.contains("test.tsh:1:1: error: 'test.tsh' ended inside the update block opened here by 'begin' (missing 'end'); nothing in it was applied"))
        #expect(h.shell.table.openUpdateBlocks == 0 && h.shell.blocks.open.isEmpty)
        // A file that opens and closes its own block is fine.
        let both = try folder.file("both.tsh", "begin\ninsert 0.0 z\nend\n")
        #expect(h.run("source \(both)\nexpect rows 0 == 4").err.isEmpty)
    }

    /// A script sourced inside a batch is part of it: when an error
    /// abandons the batch, the rest of the script does not run (it ran on,
    /// each command an update of its own inside the batch's closure).
    @Test func aScriptSourcedInABatchStopsWithTheBatch() throws {
        let folder = try Scratch()
        let inner = try folder.file("inner.tsh", "batch {\ndrag 0.0.0 to x\n}\necho after\ninsert 0.0 z\n")
        let h = shell()
        h.run("fill 1x3")
        let r = h.run("batch {\nsource \(inner)\n}")
        #expect(r.err.contains("the batch was abandoned: nothing in it was applied"))
        #expect(!r.out.contains("after"))
        #expect(h.shell.table.totalRows == 3 && h.shell.model.totalRows == 3)
        #expect(h.shell.table.openUpdateBlocks == 0 && h.shell.blocks.open.isEmpty)
    }

    /// An update asks every row its estimate (A-45): on 10⁸ rows it is
    /// refused before it starts, as a reload is; inside a block only the
    /// block's end asks, once, so the block's commands run.
    @Test func anUpdateThatAsksEveryRowIsEstimatedLikeAReload() {
        let h = shell()
        h.run("fill 10000x10000")
        h.run("implement +estimatedHeightForRow")
        let r = h.run("insert section 0 a")
        #expect(r.err.hasPrefix("test.tsh:1:1: error: 'insert' (an update, asking 100,000,000 rows their heights again) would take about "))
        #expect(h.shell.table.numberOfSections == 10_000 && h.shell.model.sectionCount == 10_000)
        let api = h.run("api insertSections 0")
        #expect(api.err.contains("'api' (an update, asking 100,000,000 rows their heights again)"))
        // The method's effect is its declaration's, under either name.
        let selector = h.run("api insertSections:withRowAnimation: 0")
        #expect(selector.err.contains("'api' (an update, asking 100,000,000 rows their heights again)"))
        let batch = h.run("api performBatchUpdates { }")
        #expect(batch.err.contains("'api' (an update, asking 100,000,000 rows their heights again)"))
        #expect(h.run("api numberOfSections").out == "10000\n")
        let repeated = h.run("repeat 2 delete 0.0")
        #expect(repeated.err.contains("repeat 2 delete"))
        h.run("new plain")
        h.run("fill 10x100")
        h.run("implement +estimatedHeightForRow")
        let small = h.run("insert 0.0 a")
        #expect(small.err.isEmpty && h.shell.table.totalRows == 1_001)
    }

    @Test func aBatchEndsOnlyAfterTheBlocksOpenedInIt() {
        let h = shell()
        h.run("fill 1x3")
        let r = h.run("batch { begin; insert 0.0 x }")
        #expect(r.err.hasPrefix("test.tsh:1:7: error: the batch block ends inside the block opened by 'begin' at test.tsh:1:9 (missing 'end')\n"))
        #expect(h.shell.table.openUpdateBlocks == 0 && h.shell.table.totalRows == 3 && h.shell.model.totalRows == 3)
    }

    @Test func aWalkthroughEndingInsideABlockIsAnError() {
        let batch = Walkthrough(text: "```tableshell\n> fill 1x2\n> batch {\n> delete 0.0\n> expect rows 0 == 5\n```\n")
        let r = batch.run(name: "w.md")
        #expect(r.report.contains("w.md:3: error: the walkthrough ends inside the command that starts here (a '{' block not closed, or a line ending in '\\'): it never ran\n"))
        let begin = Walkthrough(text: "```tableshell\n> fill 1x2\n> begin\n> delete 0.0\n```\n")
        #expect(begin.run(name: "w.md").report.contains("w.md:3: error: the walkthrough ends inside the update block opened here by 'begin' (missing 'end'): nothing in it was applied\n"))
        // Across blocks is fine, when it ends.
        let across = Walkthrough(text: "```tableshell\n> fill 1x2\n> begin\n```\n\nProse.\n\n```tableshell\n> end\n> expect rows 0 == 2\n```\n")
        #expect(!across.run(name: "w.md").report.contains("ends inside"))
    }

    // MARK: What the fuzzer found

    @Test func rowsEstimatedFarTallerThanTheyAreAllComeOnScreen() {
        // Each layout pass sized one row: eight passes showed eight of ten.
        let h = shell()
        let r = h.run("set estimatedRowHeight 500\nfill 1x20\nexpect visible == 0.0-0.9")
        #expect(r.err.isEmpty)
        #expect(h.shell.table.invariantViolations().isEmpty)
    }

    @Test func aScrollIntoRowsEstimatedFarTallerEndsWithCellsForTheScreen() {
        // Each pass sized one row and moved the rest up by nearly 100,000
        // points: the passes ran out with a row on screen and no cell.
        let h = shell()
        let r = h.run("set estimatedRowHeight 100000\nfill 1x1000000\nscroll offset 100000")
        #expect(r.err.isEmpty)
        #expect(h.shell.table.invariantViolations().isEmpty)
        #expect(!h.shell.table.visibleRows.isEmpty)
    }

    @Test func aFillWhoseReloadRaisesKeepsTheModelTheTableShows() {
        let h = shell()
        h.run("fill 5x4\nanswer estimatedHeightForHeader 0 = -3")
        let r = h.run("fill 3x4\nexpect exception NSInternalInconsistency")
        #expect(r.err.isEmpty)
        #expect(h.shell.model.sectionCount == 5 && h.shell.table.numberOfSections == 5 && h.shell.tableAgreesWithModel)
    }

    // MARK: Interrupts

    /// A host whose Ctrl-C comes at the `interruptAt`-th look at it.
    final class LateInterruptHost: ShellHost {
        var looks = 0
        var interruptAt = Int.max
        var output = "", errors = ""
        var memoryUse: Int?
        func readFile(_ path: String) throws(HostError) -> [UInt8] { throw HostError("no files") }
        func writeFileAtomically(_ path: String, contents: String) throws(HostError) { throw HostError("no files") }
        func canonicalPath(_ path: String) -> String? { nil }
        func write(_ text: String) { output += text }
        func writeError(_ text: String) { errors += text }
        func flush() {}
        func takeInterrupt() -> Bool {
            looks += 1
            return looks == interruptAt
        }
        func memoryInUse() -> Int? { memoryUse }
    }

    @Test func aReloadOfMillionsOfAnsweredHeightsStopsAtCtrlC() {
        let host = LateInterruptHost()
        var options = ShellOptions()
        options.bail = false
        options.log = .off
        let shell = Shell(options: options, host: host)
        shell.run(script: "fill 1x2000000\nset estimatedRowHeight 0\nanswer heightForRow = 30", name: "t.tsh")
        #expect(host.errors.isEmpty)
        let contentBefore = shell.table.contentHeight
        // The first look is the shell's, before `reload`; the second the
        // engine's, 65,536 rows into asking their heights.
        host.looks = 0
        host.interruptAt = 2
        shell.run(script: "reload\necho after", name: "t.tsh")
        #expect(host.errors.hasPrefix("t.tsh:1:1: error: interrupted (Ctrl-C)\n"))
        #expect(!host.output.contains("after"))
        #expect(host.looks == 2)
        #expect(shell.table.contentHeight == contentBefore)
        #expect(shell.table.invariantViolations().isEmpty && shell.tableAgreesWithModel)
    }

    @Test func longWorkStopsAtTheMemoryLimit() {
        let host = LateInterruptHost()
        var options = ShellOptions()
        options.bail = false
        let shell = Shell(options: options, host: host)
        shell.memoryLimit = 64 << 20
        host.memoryUse = 100 << 20
        shell.run(script: "repeat 10 echo x", name: "t.tsh")
        #expect(host.errors.hasPrefix("t.tsh:1:1: error: stopped: the process uses 100 MiB of memory, more than its limit of 64 MiB (see 'help set' for memoryLimit)\n"))
        #expect(host.output.isEmpty)
        #expect(shell.exitStatus == 1)
        // Between commands nothing stops: the session can free memory or
        // raise the limit (not below what it uses).
        host.errors = ""
        shell.run(script: "echo one\nset memoryLimit 80M\nset memoryLimit 200M\necho two", name: "t.tsh")
        #expect(host.output == "one\ntwo\n")
        #expect(host.errors.hasPrefix("t.tsh:2:17: error: 80M is less than the session uses now (100 MiB)\n"))
        #expect(shell.memoryLimit == 200 << 20)
    }
}

/// A temporary folder, removed when the test is done.
final class Scratch {
    let url: URL
    init() throws {
        url = FileManager.default.temporaryDirectory.appending(path: "tableshell-13-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(at: url) }
    func path(_ name: String) -> String { url.appending(path: name).path }
    func file(_ name: String, _ text: String) throws -> String {
        try Data(text.utf8).write(to: url.appending(path: name))
        return path(name)
    }
}

/// A host in memory that counts the reads of each file.
private final class CountingHost: ShellHost {
    var files: [String: [UInt8]] = [:]
    var reads: [String: Int] = [:]
    var output = ""
    var errors = ""

    func readFile(_ path: String) throws(HostError) -> [UInt8] {
        reads[path, default: 0] += 1
        guard let bytes = files[path] else { throw HostError("cannot read '\(path)': No such file or directory") }
        return bytes
    }
    func scriptFileSize(_ path: String) throws(HostError) -> Int {
        guard let bytes = files[path] else { throw HostError("cannot read '\(path)': No such file or directory") }
        return bytes.count
    }
    func writeFileAtomically(_ path: String, contents: String) throws(HostError) { files[path] = Array(contents.utf8) }
    func canonicalPath(_ path: String) -> String? { files[path] == nil ? nil : path }
    func write(_ text: String) { output += text }
    func writeError(_ text: String) { errors += text }
    func flush() {}
    func takeInterrupt() -> Bool { false }
}
