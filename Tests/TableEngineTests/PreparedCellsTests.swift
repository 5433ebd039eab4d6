import TestSupport
import Testing
@testable import TableEngine

/// iOS 15's prepared cells (FIDELITY.md P-01 to P-05): with prefetching on,
/// the row past the leading edge gets its cell ahead, and a cell whose row
/// left stays prepared while the row is within one row of the screen.
@Suite struct PreparedCellsTests {
    static let displaying: Set<MessageSelector> = [.numberOfSections, .willDisplayCell, .didEndDisplayingCell]

    /// 100 rows of 44 points, 10 on a screen of 440.
    static func make(_ rows: [Int] = [100], implemented: Set<MessageSelector> = displaying,
                     _ setUp: (TableView) -> Void = { _ in }) throws -> TestApp {
        let app = TestApp(rows, implemented: implemented)
        setUp(app.table)
        try app.load()
        return app
    }

    static func ip(_ row: Int) -> TableIndexPath { TableIndexPath(0, row) }
    static func rows(_ range: ClosedRange<Int>) -> [TableIndexPath] { range.map(ip) }

    /// The log's lines, without their indentation.
    static func trimmed(_ lines: [String]) -> [String] { lines.map { $0.trimmingCharacters(in: .whitespaces) } }

    // MARK: P-01 Preparing ahead

    @Test func afterTheFirstLayoutTheRowBelowTheScreenIsPreparedWithoutWillDisplay() throws {
        let app = try Self.make()
        #expect(app.table.visibleRows == Self.rows(0...9))
        #expect(app.table.preparedCells.map(\.indexPath) == [Self.ip(10)])
        #expect(app.count("cellForRow") == 11)
        #expect(app.count("willDisplayCell") == 10)
        // The last cell asked for is the prepared one, after every willDisplay.
        let tail = Self.trimmed(Array(app.log.suffix(from: app.log.lastIndex { $0.hasSuffix("willDisplayCell cell#10 [0,9]") }!)))
        #expect(tail == ["dl willDisplayCell cell#10 [0,9]", "ds cellForRow [0,10]", "tv dequeueCell Cell"])
    }

    @Test func eachFrameOfADragPreparesTheNextRowOnce() throws {
        let app = try Self.make()
        app.log.removeAll()
        try app.table.scroll(by: 44)                    // rows 1–10: 10 was prepared
        #expect(Self.trimmed(app.calls("cellForRow")) == ["ds cellForRow [0,11]"])
        #expect(app.calls("willDisplayCell").last?.hasSuffix("[0,10]") == true)
        app.log.removeAll()
        try app.table.scroll(by: 880)                   // two frames: rows 11–20, 21–30
        let asked = Self.trimmed(app.calls("cellForRow"))
        // Rows 11 and 21 come on screen prepared: 21 after the first
        // frame, 31 after the second, each asked for once.
        #expect(!asked.contains("ds cellForRow [0,11]"))
        #expect(asked.filter { $0 == "ds cellForRow [0,21]" }.count == 1)
        #expect(asked.filter { $0 == "ds cellForRow [0,31]" }.count == 1)
        #expect(app.table.preparedCells.map(\.indexPath) == [Self.ip(20), Self.ip(31)])
    }

    @Test func scrollingBackPreparesTheRowAboveTheScreen() throws {
        let app = try Self.make()
        try app.table.scroll(by: 880)                   // rows 20–29; 19 kept, 30 prepared
        #expect(app.table.preparedCells.map(\.indexPath) == [Self.ip(19), Self.ip(30)])
        app.log.removeAll()
        try app.table.scroll(by: -44)                   // rows 19–28
        #expect(Self.trimmed(app.calls("cellForRow")) == ["ds cellForRow [0,18]"])
        #expect(app.table.preparedCells.map(\.indexPath) == [Self.ip(18), Self.ip(29)])
    }

    @Test func anUnmovedScreenPreparesNothing() throws {
        let app = try Self.make()
        app.log.removeAll()
        try app.table.setContentOffset(app.table.contentOffset)
        try app.table.selectRow(at: Self.ip(2), animated: false, scrollPosition: .none)
        try app.table.reloadRows(at: [Self.ip(3)])
        #expect(Self.trimmed(app.calls("cellForRow")) == ["ds cellForRow [0,3]"])
    }

    @Test func aTableThatFitsItsScreenPreparesNothing() throws {
        let app = try Self.make([5])
        #expect(app.table.preparedCells.isEmpty)
        #expect(app.count("cellForRow") == 5)
    }

    // MARK: P-02 Kept cells

    @Test func aCellThatLeavesIsKeptAndShowsAgainWithoutCellForRow() throws {
        let app = try Self.make(implemented: Self.displaying.union([.estimatedHeightForRow, .heightForRow]))
        let cell = try #require(app.table.visibleCell(at: Self.ip(0)))
        app.log.removeAll()
        try app.table.scroll(by: 44)
        #expect(app.calls("didEndDisplayingCell").map { $0.trimmingCharacters(in: .whitespaces) } == ["dl didEndDisplayingCell cell#\(cell.id) [0,0]"])
        #expect(app.table.preparedCell(at: Self.ip(0)) === cell)
        #expect(!app.table.reusePool.values.joined().contains { $0 === cell })
        app.log.removeAll()
        try app.table.scroll(by: -44)
        let log = Self.trimmed(app.log)
        // The height as for any row coming on screen, the state, willDisplay.
        let height = try #require(log.firstIndex(of: "dl heightForRow [0,0]"))
        let selected = try #require(log.firstIndex(of: "cell#\(cell.id) setSelected NO NO"))
        let display = try #require(log.firstIndex(of: "dl willDisplayCell cell#\(cell.id) [0,0]"))
        #expect(height < selected && selected < display)
        #expect(!log.contains("ds cellForRow [0,0]"))
        #expect(!log.contains("cell#\(cell.id) prepareForReuse"))
        #expect(app.table.visibleCell(at: Self.ip(0)) === cell)
        // Its second pair: on and off again.
        try app.table.scroll(by: 44)
        #expect(app.calls("didEndDisplayingCell").last?.hasSuffix("cell#\(cell.id) [0,0]") == true)
    }

    @Test func furtherAwayAPreparedCellGoesToThePoolWithNoMessage() throws {
        let app = try Self.make()
        let top = try #require(app.table.visibleCell(at: Self.ip(0)))
        try app.table.scroll(by: 44)                     // 0 kept; 10 shown; 11 prepared
        app.log.removeAll()
        try app.table.scroll(by: 88)                     // rows 3–12: 0 is two rows away
        #expect(!app.log.contains { $0.contains("didEndDisplayingCell cell#\(top.id) ") })
        #expect(app.table.preparedCells.map(\.indexPath) == [Self.ip(2), Self.ip(13)])
        // A prepared cell never displayed leaves with no didEndDisplaying either.
        let jump = try Self.make()
        let never = try #require(jump.table.preparedCell(at: Self.ip(10)))
        jump.log.removeAll()
        try jump.table.setContentOffset(2000)
        #expect(!jump.log.contains { $0.contains("didEndDisplayingCell cell#\(never.id) ") })
        #expect(jump.count("didEndDisplayingCell") == 10)
    }

    // MARK: P-03 Reloads, updates, reconfigures

    @Test func reloadDataDropsThePreparedCells() throws {
        let app = try Self.make()
        let ahead = try #require(app.table.preparedCell(at: Self.ip(10)))
        app.log.removeAll()
        try app.table.reloadData()
        #expect(app.table.preparedCells.isEmpty)
        #expect(app.table.reusePool.values.joined().contains { $0 === ahead })
        #expect(!app.log.contains { $0.contains("cell#\(ahead.id) [0,10]") })
        try app.table.layoutIfNeeded()
        // The first pass after a reload prepares the row below again.
        #expect(app.table.preparedCells.map(\.indexPath) == [Self.ip(10)])
        #expect(app.calls("cellForRow").last?.hasSuffix("[0,10]") == true)
    }

    @Test func anUpdateMovesPreparedCellsWithTheirRows() throws {
        let app = try Self.make()
        try app.table.scroll(by: 44)                     // rows 1–10; 0 and 11 prepared
        let ahead = try #require(app.table.preparedCell(at: Self.ip(11)))
        app.log.removeAll()
        app.rows = [99]
        try app.table.deleteRows(at: [Self.ip(5)])
        // Row 11 is row 10 now, on screen: its prepared cell shows.
        #expect(app.table.visibleCell(at: Self.ip(10)) === ahead)
        #expect(!app.log.contains { $0.hasSuffix("cellForRow [0,10]") })
        #expect(app.log.contains { $0.hasSuffix("willDisplayCell cell#\(ahead.id) [0,10]") })
    }

    /// Within one layout pass, data is prefetched before the cell ahead is
    /// prepared (the order is tableshell's choice: P-01).
    @Test func aPassPrefetchesDataBeforeItPreparesTheCellAhead() throws {
        let app = TestApp([100], implemented: Self.displaying)
        let prefetcher = Prefetcher()
        app.table.prefetchDataSource = prefetcher
        try app.load()
        let asked = Self.trimmed(app.log.filter { $0.contains("prefetchRows") || $0.hasSuffix("cellForRow [0,10]") })
        #expect(asked.count == 2)
        #expect(asked.first?.hasPrefix("pds prefetchRows [0,10]") == true)
        #expect(asked.last == "ds cellForRow [0,10]")
    }

    /// An update is not a scroll: the pass that ends it prepares no new
    /// cell ahead (P-01, D-34).
    @Test func thePassAfterAnUpdatePreparesNothing() throws {
        let app = try Self.make()
        try app.table.scroll(by: 44)                     // rows 1–10; 0 and 11 prepared
        app.log.removeAll()
        app.rows = [99]
        try app.table.deleteRows(at: [Self.ip(5)])       // rows 1–10 again: old 11 shows prepared
        #expect(app.count("cellForRow") == 0)
        #expect(app.table.preparedCells.map(\.indexPath) == [Self.ip(0)])
    }

    /// Editing reaches a prepared cell when its row shows, not before
    /// (tableshell's choice: P-03).
    @Test func editingReachesAPreparedCellWhenItShows() throws {
        let app = try Self.make()
        let ahead = try #require(app.table.preparedCell(at: Self.ip(10)))
        app.log.removeAll()
        app.table.setEditing(true, animated: false)
        #expect(!ahead.state.isEditing)
        #expect(!app.log.contains { $0.contains("cell#\(ahead.id) ") })
        try app.table.scroll(by: 44)                     // row 10 shows
        #expect(app.table.visibleCell(at: Self.ip(10)) === ahead)
        #expect(ahead.state.isEditing)
    }

    @Test func aDeletedOrReloadedRowsPreparedCellIsDropped() throws {
        let app = try Self.make()
        try app.table.scroll(by: 44)                     // rows 1–10; 0 and 11 prepared
        let kept = try #require(app.table.preparedCell(at: Self.ip(0)))
        let ahead = try #require(app.table.preparedCell(at: Self.ip(11)))
        app.log.removeAll()
        try app.table.reloadRows(at: [Self.ip(11)])
        #expect(app.table.preparedCell(at: Self.ip(11)) == nil)
        #expect(!app.log.contains { $0.contains("cell#\(ahead.id)") || $0.hasSuffix("cellForRow [0,11]") })
        app.rows = [99]
        try app.table.deleteRows(at: [Self.ip(0)])
        #expect(app.table.preparedCells.allSatisfy { $0.cell !== kept && $0.cell !== ahead })
        #expect(!app.log.contains { $0.contains("didEndDisplayingCell cell#\(kept.id) ") })
    }

    @Test func aReconfiguredRowsPreparedCellIsAskedAgainAndKept() throws {
        let app = try Self.make()
        let ahead = try #require(app.table.preparedCell(at: Self.ip(10)))
        app.log.removeAll()
        try app.table.reconfigureRows(at: [Self.ip(10)])
        #expect(app.log == [
            "tv reconfigureRows [0,10]",
            "  ds numberOfSections",
            "  ds numberOfRows 0",
            "  ds cellForRow [0,10]",
            "    tv dequeueCell Cell",
        ])
        #expect(app.table.preparedCell(at: Self.ip(10)) === ahead)
    }

    /// A data source that answers a reconfigure with a new cell: the new
    /// one stays prepared, the old one goes to the pool with no message
    /// (tableshell's choice, as D-20 on screen: P-03).
    @Test func aReconfigureAnsweredWithAnotherCellKeepsThatOnePrepared() throws {
        final class FreshCells: TableViewDataSource {
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 100 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) throws(TableViewException) -> TableViewCell? {
                TableViewCell(style: .default, reuseIdentifier: "Cell")
            }
        }
        let app = FreshCells()
        let table = try TableView.loaded(dataSource: app)
        let old = try #require(table.preparedCell(at: Self.ip(10)))
        try table.reconfigureRows(at: [Self.ip(10)])
        let new = try #require(table.preparedCell(at: Self.ip(10)))
        #expect(new !== old)
        #expect(table.reusePool["Cell"]?.contains { $0 === old } == true)
        withExtendedLifetime(app) {}
    }

    @Test func aCallThatRaisesPutsThePreparedCellsBack() throws {
        let app = TestApp([100], implemented: Self.displaying)
        app.table.register(forCellReuseIdentifier: "R")
        app.registered = "R"
        try app.load()
        let ahead = try #require(app.table.preparedCell(at: Self.ip(10)))
        // Row 11 needs a new cell, and its identifier is no longer registered.
        app.table.unregisterCell(forReuseIdentifier: "R")
        #expect(throws: TableViewException.self) { try app.table.scroll(by: 440) }
        #expect(app.table.visibleRows == Self.rows(0...9))
        #expect(app.table.preparedCells.map(\.indexPath) == [Self.ip(10)])
        #expect(app.table.preparedCell(at: Self.ip(10)) === ahead)
        app.table._checkInvariants()
    }

    // MARK: P-04 Queries

    @Test func visibleCellsLeavePreparedCellsOutAndCellForRowReturnsThem() throws {
        let app = try Self.make()
        let ahead = try #require(app.table.preparedCell(at: Self.ip(10)))
        #expect(app.table.visibleCells.count == 10)
        #expect(app.table.indexPathsForVisibleRows == Self.rows(0...9))
        #expect(app.table.cellForRow(at: Self.ip(10)) === ahead)
        #expect(app.table.cellForRow(at: Self.ip(11)) == nil)
        #expect(app.table.indexPath(for: ahead) == nil)
    }

    // MARK: P-05 Off

    @Test func prefetchingOffPairsEveryCellForRowWithWillDisplay() throws {
        let app = try Self.make { $0.isPrefetchingEnabled = false }
        #expect(app.count("cellForRow") == 10 && app.count("willDisplayCell") == 10)
        let top = try #require(app.table.visibleCell(at: Self.ip(0)))
        try app.table.scroll(by: 44)
        // The top row's cell went to the pool, and row 10 got it back.
        #expect(app.table.preparedCells.isEmpty)
        #expect(app.table.visibleCell(at: Self.ip(10)) === top)
        app.log.removeAll()
        try app.table.scroll(by: -44)
        #expect(Self.trimmed(app.calls("cellForRow")) == ["ds cellForRow [0,0]"])
        #expect(app.table.cellForRow(at: Self.ip(10)) == nil)
    }

    @Test func beforeIOS15NoCellIsPrepared() throws {
        let app = try Self.make { $0.iOSVersion = IOSVersion(14) }
        #expect(app.count("cellForRow") == 10 && app.count("willDisplayCell") == 10)
        try app.table.scroll(by: 440)
        #expect(app.table.preparedCells.isEmpty)
        #expect(app.count("cellForRow") == app.count("willDisplayCell"))
    }

    @Test func turningPrefetchingOffLetsThePreparedCellsGoWithNoMessage() throws {
        let app = try Self.make()
        let ahead = try #require(app.table.preparedCell(at: Self.ip(10)))
        app.log.removeAll()
        app.table.isPrefetchingEnabled = false
        #expect(app.table.preparedCells.isEmpty)
        #expect(app.table.reusePool.values.joined().contains { $0 === ahead })
        #expect(app.log.isEmpty)
        app.table.isPrefetchingEnabled = true
        app.table.iOSVersion = IOSVersion(14)
        #expect(app.table.preparedCells.isEmpty)
    }
}
