import TestSupport
import Testing
import TableEngine
@testable import TableScript

/// `scroll`: where it lands, and what it lets go of.
@Suite struct ScrollCommandTests {
    @Test func scrollingToARowLandsOnItWithEstimates() {
        let h = Harness()
        h.run("fill 1x1000\nset estimatedRowHeight 10\nanswer heightForRow = 100\nreload\nscroll to 0.999 bottom")
        #expect(h.shell.table.visibleRows.last == TableIndexPath(0, 999))
        h.run("scroll top\nscroll bottom")
        #expect(h.shell.table.contentOffset == h.shell.table.maxContentOffset)
        #expect(h.shell.table.visibleRows.last == TableIndexPath(0, 999))
    }

    @Test func scrollingLetsGoOfATouch() {
        let h = Harness(log: .objc)
        h.run("fill 1x20\nimplement +didSelectRow +didUnhighlightRow\ntouch down 0.1\nscroll by 10")
        let r = h.run("touch up")
        #expect(r.err.contains("no finger is down"))
        #expect(h.shell.table.indexPathsForSelectedRows.isEmpty)
    }
}
