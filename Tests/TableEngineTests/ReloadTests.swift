import TestSupport
import Testing
@testable import TableEngine

@Suite struct ReloadTests {
    @Test func firstLayoutLoadsCountsThenOnlyVisibleCells() throws {
        let app = TestApp([3, 2], implemented: [.numberOfSections, .willDisplayCell])
        try app.table.layoutIfNeeded()
        #expect(app.log == [
            "ds numberOfSections",
            "ds numberOfRows 0",
            "ds numberOfRows 1",
            "ds cellForRow [0,0]",
            "  tv dequeueCell Cell",
            "cell#1 setSelected NO NO",
            "cell#1 setHighlighted NO NO",
            "dl willDisplayCell cell#1 [0,0]",
            "ds cellForRow [0,1]",
            "  tv dequeueCell Cell",
            "cell#2 setSelected NO NO",
            "cell#2 setHighlighted NO NO",
            "dl willDisplayCell cell#2 [0,1]",
            "ds cellForRow [0,2]",
            "  tv dequeueCell Cell",
            "cell#3 setSelected NO NO",
            "cell#3 setHighlighted NO NO",
            "dl willDisplayCell cell#3 [0,2]",
            "ds cellForRow [1,0]",
            "  tv dequeueCell Cell",
            "cell#4 setSelected NO NO",
            "cell#4 setHighlighted NO NO",
            "dl willDisplayCell cell#4 [1,0]",
            "ds cellForRow [1,1]",
            "  tv dequeueCell Cell",
            "cell#5 setSelected NO NO",
            "cell#5 setHighlighted NO NO",
            "dl willDisplayCell cell#5 [1,1]",
        ])
    }

    @Test func withoutNumberOfSectionsThereIsOneSection() throws {
        let app = TestApp([4], implemented: [])
        try app.table.layoutIfNeeded()
        #expect(app.table.numberOfSections == 1)
        #expect(app.count("numberOfSections") == 0)
        #expect(try app.table.numberOfRows(inSection: 0) == 4)
    }

    @Test func aThousandRowsInATenRowViewportMakeTenCells() throws {
        let app = TestApp([1000])
        try app.table.load()
        // Ten on screen, and the row below prepared (FIDELITY.md P-01).
        #expect(app.count("cellForRow") == 11)
        #expect(app.table.cellsCreated == 11)
        #expect(app.table.visibleRows == (0..<10).map { TableIndexPath(0, $0) })
    }

    @Test func reloadDataSendsDidEndDisplayingAndReusesCells() throws {
        let app = TestApp([20], implemented: [.numberOfSections, .didEndDisplayingCell])
        try app.table.load()
        app.log.removeAll()
        try app.table.load()
        #expect(app.count("didEndDisplayingCell") == 10)
        // The prepared cell goes to the pool too, with no message (P-03),
        // and every cell comes back: ten on screen, one prepared.
        #expect(app.count("prepareForReuse") == 11)
        #expect(app.table.cellsCreated == 11)
    }

    @Test func reloadDataClearsTheSelection() throws {
        let app = TestApp([5])
        try app.table.load()
        try app.table.selectRow(at: TableIndexPath(0, 2))
        #expect(app.table.indexPathsForSelectedRows == [TableIndexPath(0, 2)])
        try app.table.load()
        #expect(app.table.indexPathsForSelectedRows.isEmpty)
    }

    @Test func aNilCellRaisesAndKeepsTheTable() throws {
        final class NilSource: TableViewDataSource {
            var rows = 3
            var failAt: Int? = nil
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) throws(TableViewException) -> TableViewCell? {
                indexPath.row == failAt ? nil : TableViewCell(reuseIdentifier: "C")
            }
        }
        let ds = NilSource()
        let table = TableView()
        table.checksInvariants = true
        table.dataSource = ds
        try table.load()
        ds.rows = 6
        ds.failAt = 4
        // reloadData asks counts; the cells come at the layout pass, which raises.
        try table.reloadData()
        #expect(throws: TableViewException(.internalInconsistency, "UITableView dataSource returned a nil cell for row at index path: {length = 2, path = 0 - 4}. Table view: <UITableView>, dataSource: <NilSource>")) {
            try table.layoutIfNeeded()
        }
        #expect(table.totalRows == 6)
        #expect(table.visibleRows.isEmpty)
        table._checkInvariants()
        // The next pass tries again, and succeeds once the data source gives a cell.
        ds.failAt = nil
        try table.layoutIfNeeded()
        #expect(table.visibleRows.count == 6)
    }

    @Test func aNegativeCountRaisesTableshellsOwnReason() throws {
        let app = TestApp([3])
        try app.table.load()
        app.rows = [-1]
        #expect(throws: TableViewException(.internalInconsistency, "Invalid row count (-1): a table view cannot have a negative number of rows.")) {
            try app.table.reloadData()
        }
        #expect(app.table.totalRows == 3)
    }
}
