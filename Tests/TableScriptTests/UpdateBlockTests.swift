import TestSupport
import Testing
import TableEngine
@testable import TableScript

/// `begin` … `end` and `batch { }`: one update, all or nothing.
@Suite struct UpdateBlockTests {
    @Test func aFailedBlockPutsTheWholeModelBack() {
        let h = Harness(bail: false)
        h.run("fill 1x3\nbegin\nmove 0.0 0.2\nitem 0.0 text=X\nend")
        #expect(h.shell.model.item(at: TableIndexPath(0, 0)).text == "Row 0.0")
        #expect(h.shell.tableAgreesWithModel)
        #expect(h.shell.table.openUpdateBlocks == 0)
    }
}
