import TestSupport
import Testing
import TableEngine
@testable import TableScript

@Suite struct ShellTests {
    @Test func unknownCommandSaysWhereAndSuggests() {
        let h = Harness()
        let r = h.run("new\ninsrt 0.0 a\necho never")
        #expect(!r.ok)
        #expect(r.err == """
        test.tsh:2:1: error: unknown command 'insrt' (did you mean 'insert'?)
            insrt 0.0 a
            ^~~~~
            note: type 'help' for the list of commands

        """)
        #expect(r.out.isEmpty)
        #expect(h.exitStatus == 1)
    }

    @Test func caretsCountDisplayColumns() {
        let h = Harness()
        let r = h.run("echo 第0组 ; fill 5y5")
        #expect(r.err.contains("test.tsh:1:17: error: expected a size SxR"))
        #expect(r.err.contains("\n    echo 第0组 ; fill 5y5\n                      ^~~\n"))
    }

    @Test func aBadLineKeepsTheTable() {
        let h = Harness(bail: false)
        h.run("fill 2x3\ndelete 0.9\nmove 0.0\ninsert 7.0 x")
        #expect(h.shell.table.totalRows == 6)
        #expect(h.shell.model.totalRows == 6)
        #expect(h.shell.tableAgreesWithModel)
    }

    @Test func keepGoingRunsEveryLine() {
        let h = Harness(bail: false)
        let r = h.run("bogus\necho after")
        #expect(r.out == "after\n")
        #expect(h.exitStatus == 1)
    }

    @Test func demoEditIsTheSeedController() {
        let h = Harness()
        h.run("demo edit")
        let t = h.shell.table
        #expect(t.numberOfSections == 5)
        #expect((0..<5).allSatisfy { t.rowCount($0) == 5 })
        #expect(t.rectForHeader(inSection: 0).height == 40)
        #expect(t.rectForFooter(inSection: 0).height == 35)
        #expect(t.visibleHeaderViews[0]?.text == "开始")
        #expect(t.visibleFooterViews[0]?.text == "结束")
        let cell = t.visibleCell(at: TableIndexPath(0, 3))
        #expect(cell?.text == "第0组，Row:3")
        #expect(cell?.style == .subtitle)
        #expect(cell?.reuseIdentifier == "zxw")
        let ds = h.shell.app
        #expect(ds.tableView(t, editingStyleForRowAt: TableIndexPath(2, 2)) == .insert)
        #expect(ds.tableView(t, editingStyleForRowAt: TableIndexPath(2, 3)) == .none)
        #expect(ds.tableView(t, canMoveRowAt: TableIndexPath(2, 3)) == true)
        #expect(ds.tableView(t, canMoveRowAt: TableIndexPath(2, 2)) == false)
    }

    @Test func theLogReadsLikeUIKit() {
        let h = Harness(log: .objc)
        let r = h.run("new\nfill 1x2\n")
        #expect(r.out == """
        [ds] numberOfSectionsInTableView: -> 1
        [ds] tableView:numberOfRowsInSection: 0 -> 0
        [tv] reloadData
          [ds] numberOfSectionsInTableView: -> 1
          [ds] tableView:numberOfRowsInSection: 0 -> 2
        [ds] tableView:cellForRowAtIndexPath: [0,0] -> <cell#1 "Cell" new>
          [tv] dequeueReusableCellWithIdentifier: "Cell" -> nil
        [cell#1] setSelected:NO animated:NO
        [cell#1] setHighlighted:NO animated:NO
        [ds] tableView:cellForRowAtIndexPath: [0,1] -> <cell#2 "Cell" new>
          [tv] dequeueReusableCellWithIdentifier: "Cell" -> nil
        [cell#2] setSelected:NO animated:NO
        [cell#2] setHighlighted:NO animated:NO

        """)
        let swift = h.run("log swift\nreload 0.1").out
        #expect(swift.contains("[tv] reloadRows(at:with:) [0,1] automatic"))
        #expect(swift.contains("[ds] tableView(_:cellForRowAt:) [0,1] -> <cell#3 \"Cell\" new>"))
        #expect(swift.contains("[cell#3] setSelected(_:animated:) false false"))
    }

    @Test func answersDriveTheDelegate() throws {
        let h = Harness()
        h.run("fill 1x20\nanswer heightForRow = row < 2 ? 100 : 44\nreload")
        #expect(try h.shell.table.rectForRow(at: TableIndexPath(0, 2)).y == 200)
        let listing = h.run("answers").out
        #expect(listing.contains("answer heightForRow = row < 2 ? 100 : 44"))
        #expect(listing.contains("heightForRow"))
        h.run("implement -heightForRow\nreload")
        #expect(try h.shell.table.rectForRow(at: TableIndexPath(0, 2)).y == 88)
    }

    @Test func aWrongTypeIsCaughtWhenAnswered() {
        let h = Harness()
        let r = h.run("answer canEditRow = \"maybe\"")
        #expect(r.err.contains("error: canEditRow: expected a boolean, got a string"))
        let r2 = h.run("answer heightForRw = 4")
        #expect(r2.err.contains("did you mean 'heightForRow'"))
    }

    @Test func expectationsPassAndFail() {
        let h = Harness()
        let ok = h.run("fill 2x3\nexpect rows 1 == 3\nexpect sections == 2\nexpect text 0.1 == \"Row 0.1\"\nexpect cells <= 8\nexpect visible == 0.0-1.2")
        #expect(ok.ok)
        #expect(ok.err.isEmpty)
        let bad = h.run("expect rows 0 == 4")
        #expect(!bad.ok)
        #expect(bad.err.hasPrefix("test.tsh:1:1: error: expectation failed: rows in section 0: expected == 4, got 3"))
        #expect(h.exitStatus == 1)
    }

    @Test func forgettingToTellTheTableRaisesUIKitsException() {
        let h = Harness()
        // Two rows in the model, one announced: the count changed, but not by
        // as much — today's UIKit dumps the counts and the updates.
        let r = h.run("fill 1x5\ndata insert 0.5 x y\napi insertRowsAtIndexPaths 0.2\nexpect exception NSInternalInconsistencyException \"Invalid batch updates detected\"")
        #expect(r.ok, "\(r.err)")
        #expect(r.out.contains("*** NSInternalInconsistencyException: Invalid batch updates detected: the number of sections and/or rows returned by the data source before and after performing the batch updates are inconsistent with the updates.\nData source before updates = { 1 section with row counts: [5] }\nData source after updates = { 1 section with row counts: [7] }\nUpdates = [\n\tInsert row (0 - 2)\n]\n"))
        #expect(h.shell.table.rowCount(0) == 5)
        // Forgetting to update the model: the table keeps its state.
        let r2 = h.run("api insertRowsAtIndexPaths 0.0\nexpect exception NSInternalInconsistency")
        #expect(r2.ok)
        h.run("reload")
        #expect(h.shell.tableAgreesWithModel)
    }

    @Test func anUnexpectedExceptionIsAnError() {
        let h = Harness()
        let r = h.run("fill 1x3\napi deleteRowsAtIndexPaths 0.7\necho not reached")
        #expect(!r.ok)
        #expect(r.err.contains("test.tsh:2:1: error: NSInternalInconsistencyException was raised and not expected: "))
        // The reason, with UIKit's counts, is in the error itself (what a CI
        // log or a JUnit report of a script shows).
        #expect(r.err.contains("was raised and not expected: attempt to delete row 7 from section 0 which only contains 3 rows before the update"))
        #expect(!r.out.contains("not reached"))
    }

    @Test func applesBatchExample() {
        let h = Harness()
        let r = h.run("""
        insert 0.0 Arizona California Delaware "New Jersey" Washington
        begin
        insert 0.0 Alaska
        insert 0.3 Georgia
        insert 0.5 Virginia
        delete 0.2 0.4
        end
        """)
        #expect(r.ok, "\(r.err)")
        let texts = (0..<6).map { h.shell.model.item(at: TableIndexPath(0, $0)).text }
        #expect(texts == ["Alaska", "Arizona", "California", "Georgia", "New Jersey", "Virginia"])
        #expect(h.shell.table.cellsOnScreen.map { $0.cell.text } == texts)
    }

    @Test func applesThreeSectionExample() {
        let h = Harness()
        let r = h.run("""
        fill 3x3
        batch {
          delete 0.1
          delete section 1
          insert 1.1 new
        }
        expect sections == 2
        expect rows 0 == 2
        expect rows 1 == 4
        expect text 1.1 == new
        """)
        #expect(r.ok, "\(r.err)")
        #expect(h.shell.tableAgreesWithModel)
    }

    @Test func sourceRefusesCycles() throws {
        let dir = "/tmp/tableshell-tests-\(getpid())"
        mkdir(dir, 0o755)
        try writeFile("\(dir)/a.tsh", "source \(dir)/b.tsh\n")
        try writeFile("\(dir)/b.tsh", "source \(dir)/a.tsh\n")
        let h = Harness()
        let r = h.run("source \(dir)/a.tsh")
        #expect(r.err.contains("is already being sourced (a cycle"))
        let missing = h.run("source \(dir)/none.tsh")
        #expect(missing.err.contains("cannot read '\(dir)/none.tsh': No such file or directory"))
        let directory = h.run("source \(dir)")
        #expect(directory.err.contains("is a directory"))
    }

    @Test func repeatAndEcho() {
        let h = Harness()
        #expect(h.run("repeat 3 echo hi").out == "hi\nhi\nhi\n")
    }

    @Test func aSourcedScriptMayStartWithAByteOrderMark() throws {
        let h = Harness()
        let path = "/tmp/tableshell-bom-\(getpid()).tsh"
        try h.host.writeFileAtomically(path, contents: "\u{FEFF}echo from a file with a BOM\n")
        let r = h.run("source \(path)")
        #expect(r.err.isEmpty, "\(r.err)")
        #expect(r.out == "from a file with a BOM\n")
    }

    @Test func updateBlocksCannotBeUnbalanced() {
        let h = Harness(bail: false)
        h.run("fill 1x3")
        for script in ["batch { end }", "batch { api endUpdates }", "end", "api endUpdates", "batch { begin }", "begin; batch { end }; end"] {
            let r = h.run(script)
            #expect(!r.err.isEmpty, "\(script) should be refused")
            #expect(h.shell.table.openUpdateBlocks == h.shell.blocks.open.count, "\(script)")
            _ = h.shell.finish()
            #expect(h.shell.table.openUpdateBlocks == 0 && h.shell.blocks.open.isEmpty, "\(script)")
        }
        #expect(h.shell.tableAgreesWithModel && h.shell.table.totalRows == 3)
    }
}

#if canImport(Glibc)
import Glibc
#endif

func writeFile(_ path: String, _ text: String) throws {
    struct CannotWrite: Error { var path: String }
    guard let f = fopen(path, "w") else { throw CannotWrite(path: path) }
    fputs(text, f)
    fclose(f)
}
