import TestSupport
import Testing
@testable import TableEngine

/// UIKit's rules for updates (SPEC Appendix A, "Update order"), and what the
/// screen does during them.
@Suite struct BatchUpdateTests {
    /// A loaded table of identities whose data source becomes `after`, then
    /// `calls` in one `beginUpdates`/`endUpdates` block.
    func update(_ before: [[Int]], to after: [[Int]], viewport: Double = 400,
                _ calls: (TableView) throws(TableViewException) -> Void) throws -> IdentityApp {
        let app = IdentityApp(before, viewport: viewport)
        try app.table.load()
        app.sections = after
        app.askedCells.removeAll()
        app.table.beginUpdates()
        try calls(app.table)
        try app.table.endUpdates()
        app.table._checkInvariants()
        return app
    }

    @Test func applesExample() throws {
        // Arizona California Delaware NewJersey Washington; insert Alaska at
        // 0, Georgia at 3, Virginia at 5; delete rows 2 and 4.
        let app = try update([[1, 2, 3, 4, 5]], to: [[10, 1, 2, 11, 4, 12]]) { t throws(TableViewException) in
            try t.insertRows(at: [TableIndexPath(0, 0), TableIndexPath(0, 3), TableIndexPath(0, 5)])
            try t.deleteRows(at: [TableIndexPath(0, 2), TableIndexPath(0, 4)])
        }
        #expect(app.tableIdentities == [[10, 1, 2, 11, 4, 12]])
        #expect(app.visibleCellsMatch)
    }

    @Test func applesThreeSectionExample() throws {
        let app = try update([[0, 1, 2], [3, 4, 5], [6, 7, 8]], to: [[0, 2], [6, 20, 7, 8]]) { t throws(TableViewException) in
            try t.deleteRows(at: [TableIndexPath(0, 1)])
            try t.deleteSections([1])
            try t.insertRows(at: [TableIndexPath(1, 1)])
        }
        #expect(app.tableIdentities == [[0, 2], [6, 20, 7, 8]])
    }

    @Test func deletesComeBeforeInsertsWhateverTheOrder() throws {
        let insertFirst = try update([[0, 1, 2]], to: [[9, 1, 2]]) { t throws(TableViewException) in
            try t.insertRows(at: [TableIndexPath(0, 0)])
            try t.deleteRows(at: [TableIndexPath(0, 0)])
        }
        let deleteFirst = try update([[0, 1, 2]], to: [[9, 1, 2]]) { t throws(TableViewException) in
            try t.deleteRows(at: [TableIndexPath(0, 0)])
            try t.insertRows(at: [TableIndexPath(0, 0)])
        }
        #expect(insertFirst.tableIdentities == [[9, 1, 2]])
        #expect(deleteFirst.tableIdentities == [[9, 1, 2]])
    }

    @Test func aReloadIsADeleteAndAnInsert() throws {
        // The reloaded row keeps its place among the survivors; an insert at
        // its old index goes before it.
        let app = try update([[0, 1, 2]], to: [[0, 9, 8, 2]]) { t throws(TableViewException) in
            try t.reloadRows(at: [TableIndexPath(0, 1)])
            try t.insertRows(at: [TableIndexPath(0, 1)])
        }
        #expect(app.tableIdentities == [[0, 9, 8, 2]])
        #expect(app.askedCells == [TableIndexPath(0, 1), TableIndexPath(0, 2)])
        #expect(app.endedDisplaying.map(\.text) == ["1"])
        #expect(app.endedDisplaying.map(\.indexPath) == [TableIndexPath(0, 1)])
    }

    @Test func nestedBlocksApplyOnlyAtTheOuterEnd() throws {
        let app = IdentityApp([[0, 1]])
        try app.table.load()
        app.sections = [[0, 1, 2]]
        app.table.beginUpdates()
        app.table.beginUpdates()
        try app.table.insertRows(at: [TableIndexPath(0, 2)])
        try app.table.endUpdates()
        #expect(app.table.rowCount(0) == 2)
        #expect(app.table.openUpdateBlocks == 1)
        try app.table.endUpdates()
        #expect(app.tableIdentities == [[0, 1, 2]])
        #expect(app.table.openUpdateBlocks == 0)
    }

    @Test func aFailedUpdateLeavesTheTableExactlyAsItWas() throws {
        let app = IdentityApp([Array(0..<20)], viewport: 100)
        app.table.allowsMultipleSelection = true
        try app.table.load()
        try app.table.setContentOffset(50)
        try app.table.selectRow(at: TableIndexPath(0, 9))
        try app.table.selectRow(at: TableIndexPath(0, 10))
        let identities = app.tableIdentities
        let cells = app.table.cellsOnScreen
        let created = app.table.cellsCreated

        // The data source gained a row; the table is told of none.
        app.sections = [Array(0..<21)]
        #expect(throws: TableViewException.self) {
            try app.table.performBatchUpdates(BatchUpdate())
        }
        #expect(app.tableIdentities == identities)
        #expect(app.table.cellsOnScreen.map(\.indexPath) == cells.map(\.indexPath))
        #expect(zip(app.table.cellsOnScreen, cells).allSatisfy { $0.cell === $1.cell })
        #expect(app.table.indexPathsForSelectedRows == [TableIndexPath(0, 9), TableIndexPath(0, 10)])
        #expect(app.table.contentOffset == 50)
        #expect(app.table.cellsCreated == created)
        app.table._checkInvariants()

        try app.table.load()
        #expect(app.tableIdentities == [Array(0..<21)])
    }

    @Test func onlyRowsOnScreenAreAskedForCells() throws {
        // Rows of heights 1, 6, 2, 3, 4, 5 and 200 fill a 30-point viewport:
        // the row inserted at 1 is on screen, the one inserted at 8 is not.
        let app = try update([[0, 1, 2, 3, 4, 199, 6]], to: [[0, 5, 1, 2, 3, 4, 199, 6, 51]], viewport: 30) { t throws(TableViewException) in
            try t.insertRows(at: [TableIndexPath(0, 1), TableIndexPath(0, 8)])
        }
        #expect(app.askedCells == [TableIndexPath(0, 1)])
        #expect(app.visibleCellsMatch)
    }

    @Test func removedCellsEndDisplayingAtTheirOldIndexPaths() throws {
        let app = try update([[0, 1, 2, 3]], to: [[0, 3]]) { t throws(TableViewException) in
            try t.deleteRows(at: [TableIndexPath(0, 2), TableIndexPath(0, 1)])
        }
        #expect(app.endedDisplaying.map(\.indexPath) == [TableIndexPath(0, 1), TableIndexPath(0, 2)])
        #expect(app.endedDisplaying.map(\.text) == ["1", "2"])
    }

    @Test func movedRowsKeepTheirCells() throws {
        let app = IdentityApp([[0, 1, 2, 3]])
        try app.table.load()
        let cell = app.table.visibleCell(at: TableIndexPath(0, 0))
        app.sections = [[1, 2, 0, 3]]
        app.askedCells.removeAll()
        try app.table.moveRow(at: TableIndexPath(0, 0), to: TableIndexPath(0, 2))
        #expect(app.table.visibleCell(at: TableIndexPath(0, 2)) === cell)
        #expect(app.askedCells.isEmpty)
        #expect(app.tableIdentities == [[1, 2, 0, 3]])
    }

    @Test func theSelectionFollowsItsRows() throws {
        let app = IdentityApp([[0, 1, 2, 3, 4]])
        app.table.allowsMultipleSelection = true
        try app.table.load()
        try app.table.selectRow(at: TableIndexPath(0, 1))
        try app.table.selectRow(at: TableIndexPath(0, 3))

        app.sections = [[9, 0, 1, 2, 3, 4]]
        try app.table.insertRows(at: [TableIndexPath(0, 0)])
        #expect(app.table.indexPathsForSelectedRows == [TableIndexPath(0, 2), TableIndexPath(0, 4)])

        app.sections = [[3, 9, 0, 1, 2, 4]]
        try app.table.moveRow(at: TableIndexPath(0, 4), to: TableIndexPath(0, 0))
        #expect(app.table.indexPathsForSelectedRows == [TableIndexPath(0, 0), TableIndexPath(0, 3)])

        // A deleted selected row leaves the selection.
        app.sections = [[9, 0, 1, 2, 4]]
        try app.table.deleteRows(at: [TableIndexPath(0, 0)])
        #expect(app.table.indexPathsForSelectedRows == [TableIndexPath(0, 2)])
    }

    // MARK: Heights through updates (FIDELITY.md A-45)

    @Test func anEmptyBlockAsksTheVisibleRowsHeightsAndResizesWithoutReloading() throws {
        let app = TestApp([20], implemented: [.numberOfSections, .heightForRow])
        try app.table.load()
        let cell = app.table.visibleCell(at: TableIndexPath(0, 1))
        app.heights[TableIndexPath(0, 1)] = 100
        app.log.removeAll()
        app.table.beginUpdates()
        try app.table.endUpdates()
        #expect(app.count("heightForRow") == 10)
        #expect(app.count("cellForRow") == 0)
        #expect(app.table.visibleCell(at: TableIndexPath(0, 1)) === cell)
        #expect(try app.table.rectForRow(at: TableIndexPath(0, 2)).y == 144)
        #expect(app.table.visibleRows.count == 9)
    }

    @Test func withoutEstimatesEveryUpdateAsksEveryRow() throws {
        let app = TestApp([500], implemented: [.numberOfSections, .heightForRow])
        app.table.estimatedRowHeight = 0
        try app.table.load()
        app.log.removeAll()
        app.rows = [501]
        try app.table.insertRows(at: [TableIndexPath(0, 0)])
        #expect(app.count("heightForRow") == 501)
    }

    @Test func measuredHeightsTravelWithTheirRows() throws {
        let app = TestApp([30], implemented: [.numberOfSections, .heightForRow])
        app.heights[TableIndexPath(0, 2)] = 80
        try app.table.load()
        try app.table.setContentOffset(app.table.maxContentOffset)
        // Row 2 was measured and is off screen; an insert above moves it to 3
        // with its height, without asking it again.
        app.rows = [31]
        app.log.removeAll()
        try app.table.insertRows(at: [TableIndexPath(0, 0)])
        #expect(!app.calls("heightForRow").contains("dl heightForRow [0,3]"))
        #expect(try app.table.rectForRow(at: TableIndexPath(0, 3)).height == 80)
    }
}
