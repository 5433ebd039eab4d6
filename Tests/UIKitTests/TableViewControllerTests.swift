import Testing
import TableEngine
@testable import UIKit

/// A `UITableViewController` subclass with a custom cell subclass, driven
/// as the harness drives an app.
@Suite struct TableViewControllerTests {
    private func launch(_ run: AppRun) throws -> (FruitListController, Driven) {
        let (controller, driven) = try run {
            let controller = FruitListController()
            controller.loadViewIfNeeded()
            return (controller, Driven(table: controller.tableView.engineTable))
        }
        run.watch(driven.table)
        _ = try run {
            controller.viewWillAppear(false)
            controller.tableView.layoutIfNeeded()
        }
        return (controller, driven)
    }

    @Test func launchingSendsTheRequiredAndOverriddenMethodsOnly() throws {
        let run = AppRun()
        let (_, driven) = try launch(run)
        let lines = run.take()
        #expect(lines.first == "[tv] reloadData()")
        #expect(lines.contains { $0.contains("numberOfRowsInSection") })
        #expect(lines.contains { $0.contains("cellForRowAt") })
        // Not overridden: never sent.
        #expect(!lines.contains { $0.contains("numberOfSections") || $0.contains("heightForRowAt") || $0.contains("titleForHeader") })
        #expect(driven.table.visibleRows.count == 5)
        #expect(driven.table.visibleCell(at: TableIndexPath(row: 1, section: 0))?.text == "Pears")
        #expect(driven.table.visibleCell(at: TableIndexPath(row: 1, section: 0))?.detailText == "5 letters")
    }

    @Test func registeredClassesAreDequeuedAsThatClass() throws {
        let run = AppRun()
        let (controller, _) = try launch(run)
        let classes = try run { controller.tableView.visibleCells.map { String(describing: type(of: $0)) } }
        #expect(classes == Array(repeating: "FruitCell", count: 5))
    }

    @Test func aTapRunsTheCellsOverridesInUIKitsOrderAndDeselectSendsNoDelegateMessage() throws {
        let run = AppRun()
        let (controller, driven) = try launch(run)
        _ = try run { controller.journal.take() }
        _ = run.take()
        try run { Result { () throws(GestureError) in try driven.table.tap(at: TableIndexPath(row: 2, section: 0)) } }.get()
        let journal = try run { controller.journal.take() }
        #expect(journal == [
            "setHighlighted(true) false→true",
            "setHighlighted(false) true→false",
            "setSelected(true) false→true",
            "didSelectRowAt 2",
            "setSelected(false) true→false",
        ])
        let lines = run.take()
        // deselectRow(at:animated:) tells the cell, never the delegate.
        #expect(!lines.contains { $0.contains("didDeselectRowAt") || $0.contains("willDeselectRowAt") })
        #expect(driven.table.indexPathsForSelectedRows.isEmpty)
    }

    @Test func aReusedCellIsPreparedInsideTheDequeue() throws {
        let run = AppRun()
        let (controller, driven) = try launch(run)
        _ = try run { controller.journal.take() }
        _ = try run { () -> Void in
            controller.fruits = (1...40).map { "Fruit \($0)" }
            controller.tableView.reloadData()
            controller.tableView.layoutIfNeeded()
        }
        _ = try run { controller.journal.take() }
        try run { Result { () throws(TableViewException) in try driven.table.scroll(by: 44 * 12) } }.get()
        let journal = try run { controller.journal.take() }
        // The first row to arrive shows its prepared cell (FIDELITY.md
        // P-01); the rows after it reuse cells, prepared in the dequeue.
        #expect(journal.contains { $0.hasPrefix("prepareForReuse Fruit ") })
        #expect(try run { controller.tableView.visibleCells.allSatisfy { $0 is FruitCell } })
    }

    @Test func aDeleteThatForgetsTheModelEndsTheAppAtItsCallWithUIKitsText() throws {
        let run = AppRun()
        let (controller, driven) = try launch(run)
        _ = try run { controller.forgetsToUpdateModel = true; _ = controller.journal.take() }
        #expect(try run { Result { () throws in try driven.table.swipe(at: TableIndexPath(row: 1, section: 0), leading: false) } }.get())
        let tapped = run.thread.perform { Result { () throws(TableViewException) in try driven.table.tapSwipeAction(titled: "Delete") } }
        guard case .failure(.raised(let exception)) = tapped else {
            Issue.record("expected UIKit's exception, got \(tapped)")
            return
        }
        #expect(exception.name == "NSInternalInconsistencyException")
        #expect(exception.reason.hasPrefix("Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (5) must be equal to the number of rows contained in that section before the update (5), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted)"))
        #expect(exception.site == CallSite(fileID: "UIKitTests/FruitListController.swift", line: 46, column: 29))
        // No line after the call ran, and the table is as it was.
        #expect(try run { !controller.journal.take().contains("deleted") })
        #expect(driven.table.totalRows == 5)
        #expect(driven.table.invariantViolations().isEmpty)
        // The next entry runs on a new app thread.
        #expect(try run { controller.tableView.numberOfRows(inSection: 0) } == 5)
    }

    @Test func setEditingReachesTheTableAndEachCellsOverridesInUIKitsOrder() throws {
        let run = AppRun()
        let (controller, driven) = try launch(run)
        _ = try run { controller.journal.take() }
        try run { controller.setEditing(true, animated: false) }
        let journal = try run { controller.journal.take() }
        // Each cell in turn: setEditing, willTransition inside it, then every cell's didTransition.
        #expect(Array(journal.prefix(3)) == ["setEditing(true) begins", "willTransition(edit control)", "setEditing(true) false→true"])
        #expect(journal.filter { $0.hasPrefix("didTransition") }.count == 5)
        #expect(journal.firstIndex { $0.hasPrefix("didTransition") }! > journal.lastIndex { $0.hasPrefix("setEditing") }!)
        #expect(driven.table.editsAllRows)
        #expect(try run { controller.isEditing && controller.tableView.isEditing })
    }
}
