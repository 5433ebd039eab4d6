import Testing
import TableEngine
import TableRender
@testable import UIKit

/// A misbehaving app never breaks the harness (issue 26, point 4): calls
/// from inside callbacks, inconsistent answers and a swipe action that never
/// completes get UIKit's behaviour or UIKit's exception — with the app's
/// call site and the table as it was — never a crash or a hang.
@Suite struct MisbehavingAppTests {
    @Test func reloadDataInsideCellForRowReloadsAndTheNextPassShowsTheRows() throws {
        let app = try MisbehavingApp()
        try app { controller in
            var reloaded = false
            controller.insideCellForRow = { tableView, _ in
                guard !reloaded else { return }
                reloaded = true
                tableView.reloadData()
            }
        }
        #expect(try app.turn { try app.table.scroll(by: 600) } == nil)
        #expect(try app.turn {} == nil)
        #expect(app.table.invariantViolations().isEmpty)
        #expect(app.table.totalRows == 30)
        #expect(app.table.visibleRows.first?.row == Int(600 / 44))
    }

    @Test func reloadDataInEveryCellForRowNeverSettlesButEachTurnReturns() throws {
        let app = try MisbehavingApp()
        try app { controller in
            controller.insideCellForRow = { tableView, _ in tableView.reloadData() }
        }
        for _ in 0..<5 {
            #expect(try app.turn { try app.table.scroll(by: 100) } == nil)
            #expect(app.table.invariantViolations().isEmpty)
        }
        #expect(try app { $0.cellRequests } > 0)
    }

    @Test func anUpdateInsideAnUpdateJoinsIt() throws {
        let app = try MisbehavingApp()
        try app { controller in
            controller.tableView.performBatchUpdates {
                controller.items.append("Late")
                controller.appendInBatch()  // a second block inside the first
                controller.tableView.insertRows(at: [IndexPath(row: 30, section: 0)], with: .automatic)
            }
        }
        #expect(app.table.totalRows == 32)
        #expect(app.table.invariantViolations().isEmpty)
    }

    @Test func anUpdateInsideDidSelectThatMatchesTheModelApplies() throws {
        let app = try MisbehavingApp()
        try app { controller in
            controller.insideDidSelect = { _, _ in controller.appendInBatch() }
        }
        #expect(try app.turn { try app.table.tap(at: TableIndexPath(row: 2, section: 0)) } == nil)
        #expect(app.table.totalRows == 31)
        #expect(app.table.indexPathsForSelectedRows == [TableIndexPath(row: 2, section: 0)])
    }

    @Test func anUpdateInsideDidSelectThatForgetsTheModelRaisesAtItsCallAndUndoesTheTap() throws {
        let app = try MisbehavingApp()
        try app { controller in
            controller.insideDidSelect = { tableView, indexPath in
                tableView.insertRows(at: [indexPath], with: .automatic)
            }
        }
        let before = app.shot()
        let exception = try #require(try app.turn { try app.table.tap(at: TableIndexPath(row: 2, section: 0)) })
        #expect(exception.name == "NSInternalInconsistencyException")
        #expect(exception.reason.hasPrefix("Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (30) must be equal to the number of rows contained in that section before the update (30), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted)"))
        #expect(exception.site == CallSite(fileID: "UIKitTests/MisbehavingAppTests.swift", line: 67, column: 37))
        #expect(app.shot() == before)
        #expect(app.table.invariantViolations().isEmpty)
    }

    @Test func anUpdateInsideCellForRowRaisesUIKitsInconsistencyAndKeepsTheTable() throws {
        let app = try MisbehavingApp()
        try app { controller in
            controller.insideCellForRow = { tableView, indexPath in
                guard indexPath.row == 12 else { return }
                controller.items.remove(at: 0)
                tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
            }
        }
        let before = app.shot()
        let exception = try #require(try app.turn { try app.table.scroll(by: 100) })
        #expect(exception.name == "NSInternalInconsistencyException")
        #expect(exception.reason == "UITableView internal inconsistency: _visibleRows and _visibleCells must be of same length. _visibleRows: {2, 11}; _visibleCells.count: 10, _visibleCells: (10 cells)")
        #expect(exception.site?.fileID == "UIKitTests/MisbehavingAppTests.swift")
        #expect(app.shot() == before)
        #expect(app.table.invariantViolations().isEmpty)
    }

    @Test func aLayoutAskedForInsideCellForRowAfterAReloadDoesNotRecurse() throws {
        let app = try MisbehavingApp()
        try app { controller in
            controller.insideCellForRow = { tableView, indexPath in
                guard indexPath.row == 11 else { return }
                controller.items.removeLast(20)
                tableView.reloadData()
                tableView.layoutIfNeeded()
            }
        }
        #expect(try app.turn { try app.table.scroll(by: 100) } == nil)
        #expect(app.table.invariantViolations().isEmpty)
        #expect(app.table.totalRows == 10)
        #expect(try app.turn {} == nil)
        #expect(app.table.visibleRows == (0..<10).map { TableIndexPath(row: $0, section: 0) })
    }

    @Test func aDragInAHugeTableCostsThePlacesItPasses() throws {
        let app = try MisbehavingApp()
        #expect(try app.turn {
            onMainActor {
                app.controller.rowCount = { 1 << 40 }
                app.controller.tableView.reloadData()
                app.controller.setEditing(true, animated: false)
            }
        } == nil)
        #expect(try app.turn { _ = try app.table.drag(from: TableIndexPath(row: 2, section: 0), to: TableIndexPath(row: 5, section: 0)) } == nil)
        #expect(try app { $0.items[5] } == "Item 2")
        // Dragged to the next section, past every row: no row is asked on the way.
        #expect(try app.turn { _ = try app.table.drag(from: TableIndexPath(row: 3, section: 0), to: TableIndexPath(row: 0, section: 1)) } == nil)
        #expect(app.table.totalRows == 1 << 40)
        #expect(app.table.invariantViolations().isEmpty)
    }

    @Test func aDequeueInsideWillDisplayReturnsACellThatIsNotShown() throws {
        let app = try MisbehavingApp()
        let (dequeued, shown) = try app { controller -> (Int, Int) in
            var extra: [UITableViewCell] = []
            controller.insideWillDisplay = { tableView, indexPath in
                extra.append(tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath))
            }
            controller.tableView.reloadData()
            controller.tableView.layoutIfNeeded()
            controller.insideWillDisplay = nil
            let visible = controller.tableView.visibleCells
            return (extra.count, extra.filter { cell in visible.contains { $0 === cell } }.count)
        }
        #expect(dequeued == 10)
        #expect(shown == 0)
        #expect(app.table.invariantViolations().isEmpty)
        #expect(app.table.visibleRows.count == 10)
    }

    @Test func aDequeueForARowTheTableDoesNotHaveRaisesUIKitsRectException() throws {
        let app = try MisbehavingApp()
        let before = app.shot()
        let exception = try #require(try app.turn {
            _ = onMainActor { app.controller.dequeueFromAButton(IndexPath(row: 40, section: 0)) }
        })
        #expect(exception.name == "NSInternalInconsistencyException")
        #expect(exception.reason == "request for rect at invalid index path ({length = 2, path = 0 - 40})")
        #expect(exception.site?.fileID == "UIKitTests/MisbehavingController.swift")
        #expect(app.shot() == before)
        // A row it has: a cell, and nothing else changes on screen.
        #expect(try app.turn { _ = onMainActor { app.controller.dequeueFromAButton(IndexPath(row: 3, section: 0)) } } == nil)
        #expect(app.shot().render == before.render)
    }

    @Test func aCountThatChangesByTheWrongAmountRaisesInvalidBatchUpdates() throws {
        let app = try MisbehavingApp()
        let before = app.shot()
        nonisolated(unsafe) var asked = 0
        try app { controller in
            controller.rowCount = {
                asked += 1
                return 30 + asked * 2  // a different answer each time
            }
        }
        let exception = try #require(try app.turn { onMainActor { app.controller.appendInBatch() } })
        #expect(exception.reason.hasPrefix("Invalid batch updates detected: the number of sections and/or rows returned by the data source before and after performing the batch updates are inconsistent with the updates."))
        #expect(exception.site?.fileID == "UIKitTests/MisbehavingController.swift")
        #expect(app.shot() == before)
        #expect(app.table.invariantViolations().isEmpty)
    }

    @Test func aNegativeCountRaisesAtTheAppsReload() throws {
        let app = try MisbehavingApp()
        let before = app.shot()
        try app { $0.rowCount = { -3 } }
        let exception = try #require(try app.turn { onMainActor { app.controller.tableView.reloadData() } })
        #expect(exception.reason == "Invalid row count (-3): a table view cannot have a negative number of rows.")
        #expect(exception.site?.fileID == "UIKitTests/MisbehavingAppTests.swift")
        #expect(app.shot() == before)
    }

    @Test func aCountPastTheMostRowsRaisesAtTheAppsReload() throws {
        let app = try MisbehavingApp()
        let before = app.shot()
        try app { $0.rowCount = { Int.max } }
        let exception = try #require(try app.turn { onMainActor { app.controller.tableView.reloadData() } })
        #expect(exception.reason == "Invalid row count (\(Int.max)): a table view cannot have more than 9007199254740992 rows in all.")
        #expect(app.shot() == before)
    }

    @Test func aHugeCountLoadsWithoutAskingEveryRow() throws {
        let app = try MisbehavingApp()
        try app { $0.rowCount = { 1 << 40 } }
        #expect(try app.turn { onMainActor { app.controller.tableView.reloadData() } } == nil)
        #expect(app.table.totalRows == 1 << 40)
        #expect(try app.turn { try app.table.scroll(by: 1e9) } == nil)
        #expect(app.table.visibleRows.count <= 12)
        #expect(app.table.invariantViolations().isEmpty)
    }

    @Test func aSwipeWhoseHandlerKeepsItsCompletionStaysOpenUntilSomethingElseEndsIt() throws {
        let app = try MisbehavingApp()
        try app { $0.completesSwipe = false }
        let row = TableIndexPath(row: 1, section: 0)
        #expect(try app.turn { _ = try app.table.swipe(at: row, leading: false) } == nil)
        #expect(try app.turn { _ = try app.table.tapSwipeAction(titled: "Flag") } == nil)
        #expect(app.table.swipedRow?.indexPath == row)
        // A tap elsewhere closes it and selects nothing.
        #expect(try app.turn { try app.table.tap(at: TableIndexPath(row: 4, section: 0)) } == nil)
        #expect(app.table.swipedRow == nil)
        // The completion called late does nothing.
        #expect(try app { controller in controller.keptCompletions.forEach { $0(true) }; return controller.flagged.count } == 1)
        #expect(app.table.swipedRow == nil)
        // Another swipe, kept open, then another row's swipe replaces it.
        #expect(try app.turn { _ = try app.table.swipe(at: row, leading: false); _ = try app.table.tapSwipeAction(titled: "Flag") } == nil)
        #expect(try app.turn { _ = try app.table.swipe(at: TableIndexPath(row: 2, section: 0), leading: false) } == nil)
        #expect(app.table.swipedRow?.indexPath == TableIndexPath(row: 2, section: 0))
        // setEditing ends it too.
        #expect(try app.turn { _ = try app.table.tapSwipeAction(titled: "Flag") } == nil)
        #expect(try app.turn { onMainActor { app.controller.setEditing(true, animated: true) } } == nil)
        #expect(app.table.swipedRow == nil)
        #expect(app.table.editsAllRows)
        #expect(app.table.invariantViolations().isEmpty)
    }

    @Test func aDataSourceReleasedWhileOnScreenLeavesTheCellsAndRaisesWhenACellIsNeeded() throws {
        let app = try MisbehavingApp(dataSource: ShortLivedDataSource.self)
        #expect(app.table.visibleRows.count == 10)
        let before = app.shot()
        try app { _ in app.keptDataSource = nil }
        #expect(try app { $0.tableView.dataSource == nil })
        let exception = try #require(try app.turn { try app.table.scroll(by: 300) })
        #expect(exception.reason == "UITableView dataSource is not set")
        #expect(app.shot() == before)
        #expect(app.table.invariantViolations().isEmpty)
    }
}

/// A `MisbehavingController` launched on an app thread, driven as the shell
/// drives it: each gesture one entry into the app, followed by the run
/// loop's layout pass, with a time limit.
final class MisbehavingApp: @unchecked Sendable {
    let run = AppRun()
    let controller: MisbehavingController
    let table: TableView
    /// A data source object the app keeps (or lets go of).
    var keptDataSource: AnyObject?

    init(dataSource: ShortLivedDataSource.Type? = nil) throws {
        let (controller, driven, kept) = try run { () -> (MisbehavingController, Driven, ShortLivedDataSource?) in
            let controller = MisbehavingController(style: .plain)
            controller.loadViewIfNeeded()
            let kept = dataSource.map { $0.init() }
            if let kept { controller.tableView.dataSource = kept }
            controller.viewWillAppear(false)
            controller.tableView.layoutIfNeeded()
            controller.viewDidAppear(false)
            return (controller, Driven(table: controller.tableView.engineTable), kept)
        }
        (self.controller, table, keptDataSource) = (controller, driven.table, kept)
    }

    /// Runs app code with the controller, as one entry.
    @discardableResult
    func callAsFunction<R>(_ body: @escaping @MainActor (MisbehavingController) -> R) throws -> R {
        let controller = controller
        return try run { body(controller) }
    }

    /// One turn of the run loop: `work` (a gesture, app code), then the
    /// layout pass. Returns the exception UIKit raised, if any; throws when
    /// the entry did not come back within 10 s or a gesture was refused.
    func turn(_ work: @escaping () throws -> Void) throws -> AppException? {
        let table = table
        switch run.thread.perform(timeout: 10, { Result { try work(); try table.layoutIfNeeded() } }) {
        case .success(.success): return nil
        case .success(.failure(let exception as TableViewException)): return AppException(exception, site: nil)
        case .success(.failure(let error)): throw error
        case .failure(.raised(let exception)): return exception
        case .failure(let failure): throw failure
        }
    }

    /// What the table shows and keeps, for comparing before and after a call.
    struct Shot: Equatable {
        var render: String
        var rows: Int
        var visible: [TableIndexPath]
        var selected: [TableIndexPath]
        var offset: Double
        var editing: Bool
        var swiped: TableIndexPath?
    }

    func shot() -> Shot {
        Shot(render: TableRenderer.render(table, options: RenderOptions()), rows: table.totalRows, visible: table.visibleRows,
             selected: table.indexPathsForSelectedRows, offset: table.contentOffset, editing: table.isEditing,
             swiped: table.swipedRow?.indexPath)
    }
}
