import TestSupport
import Testing
@testable import TableEngine

@Suite struct GeometryTests {
    @Test func withoutAnEstimateEveryRowIsMeasuredOnceAtReload() throws {
        let app = TestApp([300, 200], implemented: [.numberOfSections, .heightForRow])
        app.table.estimatedRowHeight = 0
        try app.table.load()
        // Every row once for the geometry; none again for the cells on screen.
        #expect(app.count("heightForRow") == 500)
    }

    @Test func withAnEstimateOnlyVisibleRowsAreMeasured() throws {
        let app = TestApp([1000], implemented: [.numberOfSections, .heightForRow])
        app.table.estimatedRowHeight = 44
        try app.table.load()
        #expect(app.count("heightForRow") == 10)
        app.log.removeAll()
        try app.table.scroll(by: 44)
        #expect(app.calls("heightForRow") == ["dl heightForRow [0,10]"])
    }

    @Test func heightForRowBeforeCellForRowWhenEstimated() throws {
        let app = TestApp([3], implemented: [.numberOfSections, .heightForRow])
        app.table.estimatedRowHeight = 50
        try app.table.load()
        let order = app.log.map { String($0.drop { $0 == " " }) }
            .filter { $0.contains("heightForRow") || $0.hasPrefix("ds cellForRow") }
        #expect(order == ["dl heightForRow [0,0]", "dl heightForRow [0,1]", "dl heightForRow [0,2]",
                          "ds cellForRow [0,0]", "ds cellForRow [0,1]", "ds cellForRow [0,2]"])
    }

    @Test func variableHeightsPlaceRows() throws {
        let app = TestApp([5], implemented: [.numberOfSections, .heightForRow])
        app.heights = [TableIndexPath(0, 1): 100, TableIndexPath(0, 3): 10]
        try app.table.load()
        #expect(try app.table.rectForRow(at: TableIndexPath(0, 2)) == (y: 144, height: 44))
        #expect(try app.table.rectForRow(at: TableIndexPath(0, 4)) == (y: 198, height: 44))
        #expect(app.table.row(atY: 143) == TableIndexPath(0, 1))
        #expect(app.table.row(atY: 190) == TableIndexPath(0, 3))
        #expect(app.table.contentHeight == 242)
    }

    @Test func fixedHeightsStoreNothingPerRow() throws {
        let app = TestApp([10_000_000])
        app.table.estimatedRowHeight = 0
        try app.table.load()
        #expect(app.table.rowsWithOwnHeight == 0)
        try app.table.setContentOffset(44 * 5_000_000)
        #expect(app.table.visibleRows.first == TableIndexPath(0, 5_000_000))
        #expect(app.table.cellsCreated <= 12)
    }

    @Test func rowHeightsAfterEditsMatchARunningSum() {
        var rows = RowHeights(count: 1000, base: 44)
        var expected = Array(repeating: 44.0, count: 1000)
        for r in stride(from: 0, to: 1000, by: 7) {
            rows.set(r, height: Double(r % 50), exact: true)
            expected[r] = Double(r % 50)
        }
        rows.remove(10..<20)
        expected.removeSubrange(10..<20)
        rows.insert(5, at: 3)
        expected.insert(contentsOf: Array(repeating: 44, count: 5), at: 3)
        var y = 0.0
        for r in 0..<expected.count {
            #expect(rows.offset(of: r) == y)
            if expected[r] > 0 { #expect(rows.row(at: y) == r) }
            y += expected[r]
        }
        #expect(rows.total == y)
        rows._checkInvariants()
    }

    @Test func plainHeadersDefaultTo28WithATitleAndNoneWithout() throws {
        final class Titles: TableViewDataSource {
            func responds(to selector: MessageSelector) -> Bool { selector == .titleForHeader || selector == .numberOfSections }
            func numberOfSections(in tableView: TableView) -> Int { 2 }
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) throws(TableViewException) -> TableViewCell? { TableViewCell() }
            func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { section == 0 ? "A" : nil }
        }
        let ds = Titles()
        let table = TableView(style: .plain)
        table.checksInvariants = true
        table.dataSource = ds
        try table.load()
        #expect(table.rectForHeader(inSection: 0).height == 28)
        #expect(table.rectForHeader(inSection: 1).height == 0)
        #expect(table.visibleHeaderViews[0]?.text == "A")
    }
}
