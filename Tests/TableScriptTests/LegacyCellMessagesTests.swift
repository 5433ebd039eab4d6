import TestSupport
import Testing
@testable import TableEngine
@testable import TableScript

/// The delegate's indentation level and (deprecated) accessory type reach
/// the cell as it comes on screen (FIDELITY.md B-83 to B-85).
@Suite struct LegacyCellMessagesTests {
    @Test func anAnsweredIndentationLevelIsAskedAndDrawn() {
        let h = Harness(log: .objc, width: 40)
        let r = h.run("new\nfill 1x2\nimplement +indentationLevelForRow\nanswer indentationLevelForRow = 3\nreload\nrender --ascii")
        #expect(r.ok, "\(r.err)")
        #expect(r.out.contains("[dl] tableView:indentationLevelForRowAtIndexPath: [0,0] -> 3"))
        // 3 levels of 10 points: 6 columns after the gutter.
        #expect(r.out.contains("|       Row 0.0"), "\(r.out)")
        #expect(h.shell.table.cellForRow(at: TableIndexPath(0, 0))?.indentationLevel == 3)
    }

    @Test func unimplementedTheCellKeepsItsOwnLevel() {
        let h = Harness(log: .objc, width: 40)
        let r = h.run("new\nfill 1x2\nitem 0.1 indent=2\nrender --ascii")
        #expect(!r.out.contains("indentationLevelForRow"))
        #expect(r.out.contains("|     Row 0.1"), "\(r.out)")
    }

    @Test func theAskedLevelIsTheRowsEachTimeItComesOnScreen() {
        let h = Harness(log: .objc, width: 40)
        h.run("new\nfill 1x3\nimplement +indentationLevelForRow\nanswer indentationLevelForRow = row\nreload")
        #expect(h.shell.table.cellForRow(at: TableIndexPath(0, 2))?.indentationLevel == 2)
        h.run("answer indentationLevelForRow = 0\nreload")
        #expect(h.shell.table.cellForRow(at: TableIndexPath(0, 2))?.indentationLevel == 0)
    }

    @Test func implementedWithoutAnAnswerTheAppGivesTheItemsOwn() {
        let h = Harness(width: 40)
        let r = h.run("new\nfill 1x2\nitem 0.1 accessory=checkmark indent=2\nimplement +accessoryTypeForRow +indentationLevelForRow\nreload")
        #expect(r.ok, "\(r.err)")
        let cell = h.shell.table.cellForRow(at: TableIndexPath(0, 1))
        #expect(cell?.accessoryType == .checkmark)
        #expect(cell?.indentationLevel == 2)
    }

    @Test func theDeprecatedAccessoryTypeIsAskedAndShown() {
        let h = Harness(log: .objc, width: 40)
        let r = h.run("new\nfill 1x2\nimplement +accessoryTypeForRow\nanswer accessoryTypeForRow = checkmark\nreload")
        #expect(r.ok, "\(r.err)")
        #expect(r.out.contains("[dl] tableView:accessoryTypeForRowWithIndexPath: [0,0] -> checkmark"), "\(r.out)")
        #expect(h.shell.table.cellForRow(at: TableIndexPath(0, 1))?.accessoryType == .checkmark)
    }

    @Test func aHugeLevelStaysWithinTheRow() {
        let h = Harness(width: 40)
        let r = h.run("new\nfill 1x1\nimplement +indentationLevelForRow\nanswer indentationLevelForRow = 9223372036854775807\nrender --ascii")
        #expect(r.ok, "\(r.err)")
    }
}
