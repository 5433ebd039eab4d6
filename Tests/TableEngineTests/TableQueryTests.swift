import TestSupport
import Testing
@testable import TableEngine

/// UITableView's questions, as messages (FIDELITY.md D-40 to D-44).
@Suite struct TableQueryTests {
    static func make() throws -> TestApp {
        let app = TestApp([3, 4])
        // No padding above the headers (iOS 15's plain default is 22: M-section).
        app.table.sectionHeaderTopPadding = 0
        app.titles.header = [0: "Zero", 1: "One"]
        app.implemented.insert(.titleForHeader)
        try app.load()
        app.log.removeAll()
        return app
    }

    @Test func rectsOfSectionsHeadersAndFooters() throws {
        let app = try Self.make()
        // Plain: 28-point headers with a title, 44-point rows, no footers.
        #expect(app.table.rect(forSection: 1) == (y: 28 + 132, height: 28 + 176))
        #expect(app.table.rectForHeader(inSection: 1) == (y: 160, height: 28))
        #expect(app.table.rectForFooter(inSection: 0) == (y: 160, height: 0))
        #expect(app.table.rect(forSection: 9) == (y: 0, height: 0))
        #expect(app.log == [
            "tv rectForSection 1", "tv rectForHeaderInSection 1", "tv rectForFooterInSection 0", "tv rectForSection 9",
        ])
    }

    @Test func indexPathsAtPointsAndInRects() throws {
        let app = try Self.make()
        #expect(app.table.indexPathForRow(atY: 30) == TableIndexPath(0, 0))
        #expect(app.table.indexPathForRow(atY: 170) == nil)      // a header
        #expect(app.table.indexPathsForRows(inY: 100, height: 100) == [TableIndexPath(0, 1), TableIndexPath(0, 2), TableIndexPath(1, 0)])
        #expect(app.table.indexPathsForRows(inY: 0, height: -1) == nil)
        #expect(app.table.indexPathsForRows(inY: 9000, height: 10) == [])
    }

    @Test func cellsAndViews() throws {
        let app = try Self.make()
        let cells = app.table.visibleCells
        #expect(cells.count == 7)
        #expect(app.table.indexPath(for: cells[3]) == TableIndexPath(1, 0))
        #expect(app.table.indexPath(for: TableViewCell()) == nil)
        #expect(app.table.cell(numbered: cells[0].id) === cells[0])
        #expect(app.table.headerView(forSection: 1)?.text == "One")
        #expect(app.table.footerView(forSection: 1) == nil)
        #expect(app.table.hasUncommittedUpdates == false)
        #expect(app.log.last == "tv hasUncommittedUpdates")
    }

    @Test func theSelectedRowAndScrollingToTheNearest() throws {
        let app = TestApp([100])
        app.table.allowsMultipleSelection = true
        try app.load()
        #expect(app.table.indexPathForSelectedRow == nil)
        try app.table.scrollToNearestSelectedRow(at: .top)
        #expect(app.table.contentOffset == 0)
        try app.table.selectRow(at: TableIndexPath(0, 60))
        try app.table.selectRow(at: TableIndexPath(0, 20))
        #expect(app.table.indexPathForSelectedRow == TableIndexPath(0, 20))
        try app.table.scrollToNearestSelectedRow(at: .top)
        #expect(app.table.contentOffset == 20 * 44)
        try app.table.setContentOffset(50 * 44)
        try app.table.scrollToNearestSelectedRow(at: .middle, animated: true)
        // Animated, it moves when the run loop turns (S-09).
        try app.table.runScrollAnimation()
        #expect(app.table.visibleRows.contains(TableIndexPath(0, 60)))
        #expect(app.log.contains("tv scrollToNearestSelectedRow middle YES"))
    }
}
