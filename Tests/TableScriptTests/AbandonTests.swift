import TestSupport
import Testing
@testable import TableScript

/// `abandon`: a way out of an open `begin` (tableshell's own; UIKit has none).
@Suite struct AbandonTests {
    @Test func abandonDropsTheOpenBlocksUnapplied() {
        let h = Harness()
        let r = h.run("new\nfill 1x3\nbegin\ndelete 0.0\nbegin\ninsert 0.0 X\nabandon\nexpect rows 0 == 3\nexpect text 0.0 == \"Row 0.0\"")
        #expect(r.ok, "\(r.err)")
        #expect(r.out.contains("(dropped 2 open update blocks: nothing was applied)"))
        #expect(h.shell.openUpdateBlocks == 0)
        #expect(h.shell.tableAgreesWithModel)
        // The table takes updates again.
        #expect(h.run("delete 0.0\nexpect rows 0 == 2").ok)
    }

    @Test func abandonWithNoBlockOpenIsAnError() {
        let h = Harness()
        #expect(h.run("abandon").err.contains("no update block is open ('begin' opens one)"))
    }
}
