import TestSupport
import Testing
import TableEngine
@testable import TableScript

/// Issue: section index, headers and footers, heights.
@Suite struct HeaderFooterIndexTests {
    @Test func theIndexIsAskedOnReloadAndTapScrollsToTheSection() throws {
        let h = Harness(log: .objc)
        h.run("demo contacts\nlog off")
        let reload = h.run("log on\nreload").out
        #expect(reload.contains("[ds] sectionIndexTitlesForTableView: -> [\"A\", \"B\""))
        let tap = h.run("index tap M").out
        #expect(tap.hasPrefix("[ds] tableView:sectionForSectionIndexTitle:atIndex: \"M\" 12 -> 12\n"))
        let t = h.shell.table
        #expect(t.contentOffset == t.rectForHeader(inSection: 12).y)
        #expect(t.visibleRows.first == TableIndexPath(12, 0))
    }

    @Test func theSearchTitleScrollsToTheTop() {
        let h = Harness()
        h.run("demo contacts\nindex {search} A-Z\nscroll offset 900\nindex tap {search}")
        #expect(h.shell.table.contentOffset == 0)
        #expect(h.shell.table.displayedSectionIndexTitles?.first == tableViewIndexSearch)
        h.run("answer sectionForSectionIndexTitle = index - 1\nindex tap C")
        #expect(h.shell.table.visibleRows.first == TableIndexPath(2, 0))
    }

    @Test func theIndexNeedsEnoughRowsAndShowsInGroupedTables() {
        let h = Harness()
        h.run("new grouped\nfill 3x2\nindex \"1\" \"2\" \"3\"")
        #expect(h.shell.table.displayedSectionIndexTitles == ["1", "2", "3"])
        #expect(h.run("render --ascii").out.contains(" 1 |"))
        h.run("set sectionIndexMinimumDisplayRowCount 7")
        #expect(h.shell.table.displayedSectionIndexTitles == nil)
        h.run("index off")
        #expect(h.shell.app.responds(to: .sectionIndexTitles) == false)
    }

    @Test func headerViewsAreReusedAndReportedAsTheyComeAndGo() {
        let h = Harness(log: .objc)
        h.run("fill 30x3\nanswer viewForHeader = \"Header \" + section\nimplement +willDisplayHeaderView +didEndDisplayingHeaderView\nreload\nlog off")
        let out = h.run("log on\nscroll by 200").out
        #expect(out.contains("[dl] tableView:didEndDisplayingHeaderView:forSection: <view#1> 0"))
        #expect(out.contains("[tv] dequeueReusableHeaderFooterViewWithIdentifier: \"Header\" -> <view#1 \"Header 0\">") || out.contains("dequeueReusableHeaderFooterViewWithIdentifier: \"Header\" -> <view#1"))
        #expect(out.contains("[dl] tableView:willDisplayHeaderView:forSection: <view#1> 3"))
    }

    @Test func heightForHeaderIsAskedWithoutAViewAsUIKitDoes() {
        // Seed 003 saw it asked only with viewForHeaderInSection:; UIKit asks it whenever implemented.
        let h = Harness()
        h.run("fill 2x2\nanswer heightForHeader = 30\nreload")
        #expect(h.shell.log.calls(of: .heightForHeader) == 2)
        #expect(h.shell.table.rectForHeader(inSection: 1).height == 30)
    }

    @Test func estimatedHeaderHeightsAreMeasuredOnScreen() {
        let h = Harness()
        h.run("fill 100x5\nanswer heightForHeader = 30\nset estimatedSectionHeaderHeight 20\ncalls reset\nreload")
        let asked = h.shell.log.calls(of: .heightForHeader)
        #expect(asked > 0 && asked < 5)
        h.run("answer estimatedHeightForHeader = 25\ncalls reset\nreload")
        #expect(h.shell.log.calls(of: .estimatedHeightForHeader) == 100)
    }

    @Test func plainDefaultsAndGroupedGaps() {
        let plain = Harness()
        plain.run("fill 2x1\nanswer titleForHeader 0 = \"A\"\nreload")
        #expect(plain.shell.table.rectForHeader(inSection: 0).height == 28)
        #expect(plain.shell.table.rectForHeader(inSection: 1).height == 0)
        let grouped = Harness()
        grouped.run("new grouped\nfill 2x1")
        #expect(grouped.shell.table.rectForHeader(inSection: 1).height == 17.5)
        #expect(grouped.shell.table.rectForFooter(inSection: 1).height == 17.5)
    }

    @Test func automaticDimensionFitsTheTitle() {
        let h = Harness()
        h.run("fill 2x1\nanswer titleForHeader 0 = \"A\"\nanswer heightForHeader = automaticDimension\nreload")
        #expect(h.shell.table.rectForHeader(inSection: 0).height == 28)
        #expect(h.shell.table.rectForHeader(inSection: 1).height == 0)
    }

    @Test func tallerRowsRenderTaller() {
        let h = Harness()
        h.run("fill 1x3\nanswer heightForRow 0.1 = 132\nreload")
        let out = h.run("render --geometry").out
        #expect(out.contains("    44  132 │ Row 0.1"))
        #expect(out.split(separator: "\n").count == 2 + 3 + 2 + 2)
    }
}
