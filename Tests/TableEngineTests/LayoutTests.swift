import TestSupport
import Testing
@testable import TableEngine

/// The layout pass and reloadData, as today's UIKit orders them
/// (FIDELITY.md, "Reload, layout and display").
@Suite struct LayoutTests {
    @Test func reloadDataAsksCountsAndLeavesCellsToTheNextLayoutPass() throws {
        let app = TestApp([3])
        try app.table.reloadData()
        #expect(app.count("cellForRow") == 0)
        #expect(app.table.visibleRows.isEmpty)
        try app.table.layoutIfNeeded()
        #expect(app.count("cellForRow") == 3)
        // Not nested under reloadData: a pass of its own.
        #expect(app.calls("cellForRow").allSatisfy { !$0.hasPrefix(" ") })
    }

    @Test func reloadDataEndsDisplayingCellsFromTheBottomUp() throws {
        let app = TestApp([3], implemented: [.numberOfSections, .didEndDisplayingCell])
        try app.table.load()
        app.log.removeAll()
        try app.table.reloadData()
        #expect(app.calls("didEndDisplayingCell").map { $0.split(separator: " ").last! } == ["[0,2]", "[0,1]", "[0,0]"])
        // The pool hands out the last cell in first: the top row gets the
        // bottom row's cell, as observed (FIDELITY.md A-25).
        try app.table.layoutIfNeeded()
        #expect(app.table.visibleCell(at: TableIndexPath(0, 0))?.id == 3)
    }

    @Test func headersComeAfterTheCellsOfAPass() throws {
        let app = TestApp([2, 2], implemented: [.numberOfSections, .titleForHeader, .willDisplayHeaderView, .willDisplayCell])
        app.titles.header = [0: "A", 1: "B"]
        try app.table.load()
        let order = app.log.filter { $0.contains("cellForRow") || $0.contains("willDisplayHeaderView") }
            .map { $0.trimmingPrefix(" ") }
        #expect(order.prefix(4).allSatisfy { $0.hasPrefix("ds cellForRow") })
        #expect(order.suffix(2).allSatisfy { $0.hasPrefix("dl willDisplayHeaderView") })
    }

    @Test func theTitleIsAskedEvenWhenTheDelegateGivesAView() throws {
        final class ViewApp: TableViewDataSource, TableViewDelegate {
            var log: [MessageSelector] = []
            func responds(to selector: MessageSelector) -> Bool { [.viewForHeader, .titleForHeader].contains(selector) }
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) throws(TableViewException) -> TableViewCell? {
                TableViewCell(reuseIdentifier: "C")
            }
            func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { "Title" }
            func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) throws(TableViewException) -> HeaderFooterView? {
                HeaderFooterView(reuseIdentifier: "H", text: "View")
            }
        }
        let app = ViewApp()
        let table = TableView()
        table.checksInvariants = true
        table.dataSource = app
        table.delegate = app
        table.observe { if $0.selector == .viewForHeader || $0.selector == .titleForHeader { app.log.append($0.selector) } }
        try table.load()
        #expect(app.log.suffix(2) == [.viewForHeader, .titleForHeader])
        #expect(table.visibleHeaderViews[0]?.text == "View")
    }

    @Test func aNilCellRaisesTodaysReason() throws {
        final class NoCells: TableViewDataSource {
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) throws(TableViewException) -> TableViewCell? { nil }
        }
        let ds = NoCells()
        let table = TableView()
        table.checksInvariants = true
        table.dataSource = ds
        #expect(throws: TableViewException(.internalInconsistency, "UITableView dataSource returned a nil cell for row at index path: {length = 2, path = 0 - 0}. Table view: <UITableView>, dataSource: <NoCells>")) {
            try table.load()
        }
    }

    @Test func aTableWithoutADataSourceThatNeedsACellRaises() throws {
        final class Rows: TableViewDataSource {
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) throws(TableViewException) -> TableViewCell? {
                TableViewCell(reuseIdentifier: "C")
            }
        }
        let table = TableView()
        table.checksInvariants = true
        try table.load()
        #expect(table.numberOfSections == 0)
        var rows: Rows? = Rows()
        table.dataSource = rows
        try table.reloadData()
        rows = nil
        #expect(throws: TableViewException(.internalInconsistency, "UITableView dataSource is not set")) {
            try table.layoutIfNeeded()
        }
        _ = rows
    }

    @Test func invalidIndexPathsAreAssertionsNotRangeErrors() throws {
        let app = TestApp([3])
        try app.table.load()
        #expect(throws: TableViewException(.internalInconsistency, "request for rect at invalid index path ({length = 2, path = 0 - 3})")) {
            try app.table.rectForRow(at: TableIndexPath(0, 3))
        }
        #expect(throws: TableViewException(.internalInconsistency, "Requested the number of rows for section (1) which is out of bounds.")) {
            try app.table.numberOfRows(inSection: 1)
        }
    }
}

private extension String {
    func trimmingPrefix(_ c: Character) -> String { String(drop { $0 == c }) }
}
