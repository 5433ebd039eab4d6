import Testing
import TableEngine
@testable import UIKit

/// The layer's calls as app code makes them: overrides, method references,
/// plain data sources, exceptions at the app's call site.
@Suite struct LayerTests {
    @Test func anOverrideOfReloadDataRunsOnceAndItsSuperRunsTheTablesReload() throws {
        let run = AppRun()
        let (table, driven) = try run { () -> (EmptyStateTableView, Driven) in
            let table = EmptyStateTableView(frame: UIScreen.main.bounds, style: .plain)
            return (table, Driven(table: table.engineTable))
        }
        let source = try run { () -> ContactsDataSource in
            let source = ContactsDataSource()
            table.dataSource = source
            return source
        }
        run.watch(driven.table)
        try run { table.reloadData() }
        #expect(try run { table.reloads } == 1)
        #expect(run.take().filter { $0.hasPrefix("[tv] reloadData") }.count == 1)
        // A reference to the method reaches the override too.
        let reloader = try run { () -> LaterReloader in
            let reloader = LaterReloader()
            reloader.schedule(table)
            return reloader
        }
        try run { for job in reloader.pending { job() } }
        #expect(try run { table.reloads } == 2)
        try run { source.names = [] }
        try run { table.reloadData() }
        #expect(try run { table.emptyLabel.text } == "Nothing here")
    }

    @Test func aPlainDataSourceGetsOnlyTheMethodsItImplements() throws {
        let run = AppRun()
        let (controller, driven) = try run { () -> (ContactsViewController, Driven) in
            let controller = ContactsViewController()
            controller.loadViewIfNeeded()
            return (controller, Driven(table: controller.tableView.engineTable))
        }
        run.watch(driven.table)
        try run { controller.tableView.layoutIfNeeded() }
        let lines = run.take()
        #expect(lines.contains { $0.contains("titleForHeaderInSection") })
        #expect(!lines.contains { $0.contains("numberOfSections") || $0.contains("heightForRowAt") || $0.contains("willDisplay") })
        // The cell made by the app, and its content configuration.
        let first = try #require(driven.table.visibleCell(at: TableIndexPath(row: 0, section: 0)))
        #expect(first.text == "Ada")
        #expect(first.detailText == "#1")
        #expect(first.style == .value1)
        #expect(try run { controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.reuseIdentifier } == "Contact")
    }

    @Test func selectRowSendsNoDelegateMessage() throws {
        let run = AppRun()
        let (controller, driven) = try run { () -> (ContactsViewController, Driven) in
            let controller = ContactsViewController()
            controller.loadViewIfNeeded()
            controller.tableView.layoutIfNeeded()
            return (controller, Driven(table: controller.tableView.engineTable))
        }
        run.watch(driven.table)
        try run { controller.selectFirstContact() }
        let lines = run.take()
        #expect(lines.first?.hasPrefix("[tv] selectRow(at:animated:scrollPosition:) [0,0]") == true)
        #expect(!lines.contains { $0.contains("[dl]") })
        #expect(try run { controller.contacts.journal.take() } == [])
        #expect(try run { controller.tableView.indexPathForSelectedRow } == IndexPath(row: 0, section: 0))
    }

    @Test func swipeActionsAndContextMenusRunTheAppsHandlers() throws {
        let run = AppRun()
        let (controller, driven) = try run { () -> (ContactsViewController, Driven) in
            let controller = ContactsViewController()
            controller.loadViewIfNeeded()
            controller.tableView.layoutIfNeeded()
            return (controller, Driven(table: controller.tableView.engineTable))
        }
        #expect(try run { Result { () throws in try driven.table.swipe(at: TableIndexPath(row: 1, section: 0), leading: false) } }.get())
        #expect(driven.table.swipedRow?.titles == ["Call"])
        #expect(try run { Result { () throws(TableViewException) in try driven.table.tapSwipeAction(titled: "Call") } }.get())
        #expect(driven.table.swipedRow == nil)  // the handler completed
        _ = try run { Result { () throws in try driven.table.pressAndHold(at: TableIndexPath(row: 2, section: 0)) } }.get()
        #expect(driven.table.contextMenu?.actions.map(\.title) == ["Copy", "Delete"])
        #expect(driven.table.contextMenu?.actions.map(\.isDestructive) == [false, true])
        _ = try run { Result { () throws(TableViewException) in try driven.table.dismissContextMenu(.action("Delete")) } }.get()
        #expect(try run { controller.contacts.journal.take() } == ["calling Grace", "deleted"])
    }

    @Test func dequeuingAnUnregisteredIdentifierRaisesAtTheAppsCall() throws {
        let run = AppRun()
        let (controller, driven) = try run { () -> (UnregisteredController, Driven) in
            let controller = UnregisteredController(style: .plain)
            controller.loadViewIfNeeded()
            return (controller, Driven(table: controller.tableView.engineTable))
        }
        let laidOut = run.thread.perform { Result { () throws(TableViewException) in try driven.table.layoutIfNeeded() } }
        guard case .failure(.raised(let exception)) = laidOut else {
            Issue.record("expected UIKit's exception, got \(laidOut)")
            return
        }
        #expect(exception.description == "UIKitTests/UnregisteredController.swift:8:49: *** NSInternalInconsistencyException: unable to dequeue a cell with identifier Missing - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        #expect(driven.table.visibleRows.isEmpty)
        withExtendedLifetime(controller) {}
    }

    @Test func scrollingToARowOutOfRangeRaisesAtTheAppsCall() throws {
        let run = AppRun()
        let controller = try run { () -> ContactsViewController in
            let controller = ContactsViewController()
            controller.loadViewIfNeeded()
            controller.tableView.layoutIfNeeded()
            return controller
        }
        let scrolled = run.thread.perform { onMainActor { controller.scrollPastTheEnd() } }
        guard case .failure(.raised(let exception)) = scrolled else {
            Issue.record("expected UIKit's exception, got \(scrolled)")
            return
        }
        #expect(exception.site == CallSite(fileID: "UIKitTests/ContactsViewController.swift", line: 22, column: 30))
        #expect(exception.name == "NSRangeException")
    }
}
