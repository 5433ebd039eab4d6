import Testing
import TableEngine
@testable import UIKit

/// Updates through the layer's block APIs, and plain header views.
@Suite struct UpdatesTests {
    private func launch(_ run: AppRun) throws -> (UpdatesController, Driven) {
        try run { () -> (UpdatesController, Driven) in
            let controller = UpdatesController(style: .plain)
            controller.loadViewIfNeeded()
            controller.tableView.layoutIfNeeded()
            return (controller, Driven(table: controller.tableView.engineTable))
        }
    }

    @Test func performBatchUpdatesAppliesTheBlockThenRunsTheCompletion() throws {
        let run = AppRun()
        let (controller, driven) = try launch(run)
        try run { controller.appendInBatch() }
        #expect(driven.table.totalRows == 4)
        #expect(try run { controller.completions } == 1)
    }

    @Test func endUpdatesRaisesAtTheAppsCallAndPutsTheTableBack() throws {
        let run = AppRun()
        let (controller, driven) = try launch(run)
        let updated = run.thread.perform { onMainActor { controller.insertWithoutTheModel() } }
        guard case .failure(.raised(let exception)) = updated else {
            Issue.record("expected UIKit's exception, got \(updated)")
            return
        }
        #expect(exception.site == CallSite(fileID: "UIKitTests/UpdatesController.swift", line: 48, column: 29))
        #expect(exception.reason.hasPrefix("Invalid update: invalid number of rows in section 0."))
        #expect(driven.table.totalRows == 3)
        #expect(driven.table.openUpdateBlocks == 0)
    }

    @Test func rowActionsShowOnASwipeAndRunTheirHandler() throws {
        let run = AppRun()
        let (controller, driven) = try launch(run)
        #expect(try run { Result { () throws in try driven.table.swipe(at: TableIndexPath(row: 1, section: 0), leading: false) } }.get())
        #expect(driven.table.swipedRow?.titles == ["Archive"])
        #expect(try run { Result { () throws(TableViewException) in try driven.table.tapSwipeAction(titled: "Archive") } }.get())
        #expect(try run { controller.archived } == ["Two"])
    }

    @Test func aPlainHeaderViewShowsItsLabelsText() throws {
        let run = AppRun()
        let (controller, driven) = try launch(run)
        #expect(driven.table.visibleHeaderViews[0]?.text == "Items")
        withExtendedLifetime(controller) {}
    }
}
