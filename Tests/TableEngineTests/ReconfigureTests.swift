import TestSupport
import Testing
@testable import TableEngine

/// reconfigureRowsAtIndexPaths: (FIDELITY.md D-20, D-21).
@Suite struct ReconfigureTests {
    /// A lone reconfigure is an update of its own: the counts are asked,
    /// as after every update (A-46; inferred for reconfigure).
    @Test func aRowOnScreenIsAskedAgainAndGetsItsOwnCellBack() throws {
        let app = TestApp([30], implemented: [.numberOfSections, .willDisplayCell, .didEndDisplayingCell])
        try app.load()
        let cell = try #require(app.table.visibleCell(at: TableIndexPath(0, 1)))
        app.log.removeAll()
        try app.table.reconfigureRows(at: [TableIndexPath(0, 1), TableIndexPath(0, 20)])
        #expect(app.log == [
            "tv reconfigureRows [0,1],[0,20]",
            "  ds numberOfSections",
            "  ds numberOfRows 0",
            "  ds cellForRow [0,1]",
            "    tv dequeueCell Cell",
        ])
        #expect(app.table.visibleCell(at: TableIndexPath(0, 1)) === cell)
    }

    @Test func aRegisteredCellComesBackFromTheIndexPathDequeue() throws {
        let app = TestApp([3])
        app.table.register(forCellReuseIdentifier: "R")
        app.registered = "R"
        try app.load()
        let cell = try #require(app.table.visibleCell(at: TableIndexPath(0, 2)))
        app.log.removeAll()
        try app.table.reconfigureRows(at: [TableIndexPath(0, 2)])
        #expect(app.log == [
            "tv reconfigureRows [0,2]",
            "  ds numberOfSections",
            "  ds numberOfRows 0",
            "  ds cellForRow [0,2]",
            "    tv dequeueCellForIndexPath R [0,2]",
        ])
        #expect(app.table.visibleCell(at: TableIndexPath(0, 2)) === cell)
    }

    @Test func inABatchItNamesTheRowBeforeTheBlock() throws {
        let app = TestApp([5])
        try app.load()
        let cell = try #require(app.table.visibleCell(at: TableIndexPath(0, 1)))
        app.log.removeAll()
        app.table.beginUpdates()
        app.rows = [6]
        try app.table.insertRows(at: [TableIndexPath(0, 0)])
        try app.table.reconfigureRows(at: [TableIndexPath(0, 1)])
        try app.table.endUpdates()
        // The row that was 0.1 is 0.2 now: its cell is asked there, after the new row's.
        let asked = app.calls("cellForRow").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(asked == ["ds cellForRow [0,0]", "ds cellForRow [0,2]"])
        #expect(app.table.visibleCell(at: TableIndexPath(0, 2)) === cell)
        #expect(app.count("prepareForReuse") == 0)
    }

    @Test func aRowReloadedOrDeletedInTheSameUpdateIsNotReconfigured() throws {
        let app = TestApp([5])
        try app.load()
        app.log.removeAll()
        try app.table.performBatchUpdates {
            app.rows = [4]
            try app.table.deleteRows(at: [TableIndexPath(0, 0)])
            try app.table.reloadRows(at: [TableIndexPath(0, 1)])
            try app.table.reconfigureRows(at: [TableIndexPath(0, 0), TableIndexPath(0, 1)])
        }
        #expect(app.calls("cellForRow").map { $0.trimmingCharacters(in: .whitespaces) } == ["ds cellForRow [0,0]"])
    }

    @Test func aSelfSizingRowIsResizedToItsReconfiguredCell() throws {
        let app = TestApp([5], implemented: [.numberOfSections, .willDisplayCell])
        app.cellStyle = .subtitle
        try app.load()
        #expect(try app.table.rectForRow(at: TableIndexPath(0, 1)).height == 44)
        app.details[TableIndexPath(0, 1)] = "more"
        app.log.removeAll()
        try app.table.reconfigureRows(at: [TableIndexPath(0, 1)])
        #expect(try app.table.rectForRow(at: TableIndexPath(0, 1)).height == 62)
        #expect(try app.table.rectForRow(at: TableIndexPath(0, 2)).y == 44 + 62)
        #expect(app.count("willDisplayCell") == 0)
    }

    @Test func aRowBeyondTheTableRaisesAsAReloadWould() throws {
        let app = TestApp([3])
        try app.load()
        #expect(throws: TableViewException(.internalInconsistency, "attempt to delete row 7 from section 0 which only contains 3 rows before the update", isUpdateFailure: true)) {
            try app.table.reconfigureRows(at: [TableIndexPath(0, 7)])
        }
    }

    @Test func aDataSourceThatReturnsAnotherCellHasItTakeThePlace() throws {
        let app = DiffableApp(delegate: [.willDisplayCell, .didEndDisplayingCell])
        try app.start(["A: a b"])
        let old = try #require(app.table.visibleCell(at: TableIndexPath(0, 0)))
        app.alwaysNewCells = true
        try app.table.reconfigureRows(at: [TableIndexPath(0, 0)])
        let new = try #require(app.table.visibleCell(at: TableIndexPath(0, 0)))
        #expect(new !== old)
        #expect(app.count("didEndDisplayingCell") == 1 && app.count("willDisplayCell") == 1)
        app.table._checkInvariants()
    }
}
