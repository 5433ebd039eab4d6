import TestSupport
import Testing

/// Every exception reason of SPEC Appendix A, raised from a script, word for
/// word up to its variable parts (the part after the last literal checked by
/// `expect exception`'s prefix match).
@Suite struct AppendixATests {
    /// A script that raises, and the exception it must raise.
    struct Case: CustomTestStringConvertible, Sendable {
        var script: String
        var name: String
        var reason: String
        var testDescription: String { reason }
    }

    static let internalInconsistency = "NSInternalInconsistencyException"
    static let range = "NSRangeException"

    static let cases: [Case] = [
        // Batch updates.
        Case(script: "fill 1x3\napi insertRowsAtIndexPaths 0.0", name: internalInconsistency,
             reason: "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (3) must be equal to the number of rows contained in that section before the update (3), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."),
        Case(script: "fill 1x3\napi insertSections 0", name: internalInconsistency,
             reason: "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (1) must be equal to the number of sections contained in the table view before the update (1), plus or minus the number of sections inserted or deleted (1 inserted, 0 deleted)."),
        Case(script: "fill 1x3\nbegin\napi deleteRowsAtIndexPaths 0.1\napi reloadRowsAtIndexPaths 0.1\nend", name: internalInconsistency,
             reason: "attempt to delete and reload the same index path ({length = 2, path = 0 - 1})"),
        Case(script: "fill 1x3\napi deleteSections 2", name: internalInconsistency,
             reason: "attempt to delete section 2, but there are only 1 sections before the update"),
        Case(script: "fill 1x3\napi deleteRowsAtIndexPaths 0.5", name: internalInconsistency,
             reason: "attempt to delete row 5 from section 0 which only contains 3 rows before the update"),
        Case(script: "fill 1x3\napi deleteRowsAtIndexPaths 3.0", name: internalInconsistency,
             reason: "attempt to delete row 0 from section 3, but there are only 1 sections before the update"),
        Case(script: "fill 2x3\nbegin\napi insertSections 0\napi moveSection 1 0\nend", name: internalInconsistency,
             reason: "attempt to perform an insert and a move to the same section (0)"),
        Case(script: "fill 1x3\nbegin\napi insertRowsAtIndexPaths 0.0\napi moveRowAtIndexPath 0.1 0.0\nend", name: internalInconsistency,
             reason: "attempt to perform an insert and a move to the same index path ({length = 2, path = 0 - 0})"),
        Case(script: "fill 1x3\napi insertSections 5", name: internalInconsistency,
             reason: "attempt to insert section 5 but there are only 1 sections after the update"),
        Case(script: "fill 1x3\napi insertRowsAtIndexPaths 4.0", name: internalInconsistency,
             reason: "attempt to insert row 0 into section 4, but there are only 1 sections after the update"),
        Case(script: "fill 1x3\napi insertRowsAtIndexPaths 0.9", name: internalInconsistency,
             reason: "attempt to insert row 9 into section 0, but there are only 3 rows in section 0 after the update"),
        Case(script: "fill 1x3\napi moveRowAtIndexPath 5.0 0.0", name: internalInconsistency,
             reason: "attempt to move index path ({length = 2, path = 5 - 0}) from a section that does not exist - there are only 1 sections before the update"),
        Case(script: "fill 1x3\napi moveRowAtIndexPath 0.9 0.0", name: internalInconsistency,
             reason: "attempt to move index path ({length = 2, path = 0 - 9}) that does not exist - there are only 3 rows in section 0 before the update"),
        Case(script: "fill 1x3\napi moveRowAtIndexPath 0.0 5.0", name: internalInconsistency,
             reason: "attempt to move index path ({length = 2, path = 0 - 0}) to index path ({length = 2, path = 5 - 0}) in section that does not exist - there are only 1 sections after the update"),
        Case(script: "fill 1x3\napi moveRowAtIndexPath 0.0 0.9", name: internalInconsistency,
             reason: "attempt to move index path ({length = 2, path = 0 - 0}) to index path ({length = 2, path = 0 - 9}) that does not exist - there are only 3 rows in section 0 after the update"),
        Case(script: "fill 3x1\nbegin\napi moveSection 0 1\napi moveSection 0 2\nend", name: internalInconsistency,
             reason: "attempt to move section 0 to both section 1 and section 2"),
        Case(script: "fill 1x3\nbegin\napi moveRowAtIndexPath 0.0 0.1\napi moveRowAtIndexPath 0.0 0.2\nend", name: internalInconsistency,
             reason: "attempt to move row at index path {length = 2, path = 0 - 0} to both {length = 2, path = 0 - 1} and {length = 2, path = 0 - 2}"),
        Case(script: "fill 3x1\nbegin\napi moveSection 0 2\napi moveSection 1 2\nend", name: internalInconsistency,
             reason: "attempt to move both section 0 and section 1 to section 2"),
        Case(script: "fill 1x3\nbegin\napi moveRowAtIndexPath 0.0 0.2\napi moveRowAtIndexPath 0.1 0.2\nend", name: internalInconsistency,
             reason: "attempt to move both row at index path {length = 2, path = 0 - 0} and {length = 2, path = 0 - 1} to {length = 2, path = 0 - 2}"),
        // Cells and data source.
        Case(script: "fill 1x3\nitem 0.1 reuse=Other dequeue=index-path", name: internalInconsistency,
             reason: "unable to dequeue a cell with identifier Other - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"),
        // Today's text (FIDELITY.md A-38); SPEC's "UITableView dataSource must
        // return a cell from tableView:cellForRowAtIndexPath:" is iOS 6–7's.
        Case(script: "fill 1x3\nanswer cellForRow 0.1 = nil\nreload", name: internalInconsistency,
             reason: "UITableView dataSource returned a nil cell for row at index path: {length = 2, path = 0 - 1}. Table view: <UITableView>, dataSource: <ScriptedDataSource>"),
        Case(script: "register Cell\nfill 1x3\nitem 0.1 dequeue=index-path-twice", name: internalInconsistency,
             reason: "Attempted to dequeue multiple cells for the same index path, which is not allowed. If you really need to dequeue more cells than the table view is requesting, use the -dequeueReusableCellWithIdentifier: method (without an index path). Cell identifier: Cell, index path: {length = 2, path = 0 - 1}"),
        // NSRangeException.
        Case(script: "fill 1x3\napi scrollToRowAtIndexPath 0.9 top", name: range,
             reason: "Attempted to scroll the table view to an out-of-bounds row (9) when there are only 3 rows in section 0."),
        Case(script: "fill 1x3\napi scrollToRowAtIndexPath 5.0 top", name: range,
             reason: "Attempted to scroll the table view to an out-of-bounds section (5) when there are only 1 sections."),
        // NSInternalInconsistencyException, not SPEC's NSRangeException:
        // FIDELITY.md A-56, A-57 (a crash log, decompiled UIKit).
        Case(script: "fill 1x3\napi numberOfRowsInSection 5", name: internalInconsistency,
             reason: "Requested the number of rows for section (5) which is out of bounds."),
        Case(script: "fill 1x3\napi rectForRowAtIndexPath 0.9", name: internalInconsistency,
             reason: "request for rect at invalid index path ({length = 2, path = 0 - 9})"),
    ]

    @Test(arguments: cases)
    func aScriptRaisesIt(_ c: Case) {
        let h = Harness()
        h.run("new")
        let quoted = c.reason.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        let r = h.run(c.script + "\nexpect exception \(c.name) \"\(quoted)\"")
        #expect(r.ok, "\(r.out)\(r.err)")
    }

    @Test func everyReasonOfTheAppendixHasACase() {
        // 26 reasons: SPEC Appendix A lists 21 lines, four of them holding
        // two or four texts.
        #expect(Self.cases.count == 26)
    }
}
