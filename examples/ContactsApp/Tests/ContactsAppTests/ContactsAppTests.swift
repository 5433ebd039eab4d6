import ContactsApp
import TableShellApp
import Testing
import UIKit

/// The contacts screen, driven as a person would use it, from Swift Testing.
@Suite struct ContactsAppTests {
    @Test func launchingReloadsAndDequeuesTheRegisteredCellClass() throws {
        let app = try AppDriver { ContactsViewController() }
        // UITableViewController reloads on first appearance (FIDELITY.md U-01).
        #expect(app.log.hasPrefix("[vc ContactsViewController] viewWillAppear: NO\n  [tv] reloadData\n"))
        #expect(app.log.contains("[ds] tableView:numberOfRowsInSection: 0 -> 5"))
        #expect(app.log.contains("[tv] dequeueReusableCellWithIdentifier:forIndexPath: \"ContactCell\" [0,0] -> <cell#1 \"ContactCell\" new>"))
        #expect(app.render().contains("Grace Hopper"))
    }

    @Test func aTapShowsTheContactAndDeselectsWithoutADelegateMessage() throws {
        let app = try AppDriver { ContactsViewController() }
        app.clearLog()
        try app.tap(IndexPath(row: 2, section: 0))
        let shown = try app.run { (app.root as! ContactsViewController).shown?.name }
        #expect(shown == "Alan Turing")
        #expect(app.log.contains("[dl] tableView:didSelectRowAtIndexPath: [0,2]"))
        #expect(app.log.contains("[tv] deselectRowAtIndexPath:animated: [0,2] YES"))
        #expect(!app.log.contains("didDeselectRow"))
        #expect(app.table.firstSelectedRow == nil)
    }

    @Test func theCellSubclassResetsItsAccessoryBeforeReuse() throws {
        let app = try AppDriver { ContactsViewController() }
        try app.swipe(IndexPath(row: 0, section: 0))
        try app.tapSwipeAction("Favorite")
        let checked = try app.run { app.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryType == .checkmark }
        #expect(checked)
        // Scrolled away and back, the reused cell shows what its row has.
        try app.scroll(by: 300)
        try app.scroll(by: -300)
        let reused = try app.run { app.tableView.cellForRow(at: IndexPath(row: 2, section: 0))?.accessoryType == UITableViewCell.AccessoryType.none }
        #expect(reused)
    }

    @Test func deletingWithoutUpdatingTheModelRaisesAtTheAppsCall() throws {
        let app = try AppDriver { ContactsViewController() }
        try app.swipe(IndexPath(row: 1, section: 0))
        let error = #expect(throws: AppException.self) { try app.tapSwipeAction("Delete") }
        #expect(error?.name == "NSInternalInconsistencyException")
        #expect(error?.reason.hasPrefix("Invalid update: invalid number of rows in section 0.") == true)
        #expect(error?.site?.fileID == "ContactsApp/ContactsViewController.swift")
        // The table is as it was before the tap: five rows.
        #expect(app.table.totalRows == 5)
        let contacts = try app.run { (app.root as! ContactsViewController).contacts.count }
        #expect(contacts == 5)
    }

    @Test func theEditButtonReordersTheContacts() throws {
        let app = try AppDriver { ContactsViewController() }
        try app.setEditing(true)
        let dropped = try app.drag(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 3, section: 0))
        #expect(dropped == IndexPath(row: 3, section: 0))
        let names = try app.run { (app.root as! ContactsViewController).contacts.map(\.name) }
        #expect(names == ["Grace Hopper", "Alan Turing", "Katherine Johnson", "Ada Lovelace", "Edsger Dijkstra"])
    }

    @Test func blockedNumbersCanBeDeletedInSettings() throws {
        let app = try AppDriver { SettingsViewController() }
        #expect(app.render().contains("Blocked"))
        try app.swipe(IndexPath(row: 0, section: 1))
        try app.tapSwipeAction("Delete")
        #expect(app.table.rowCount(1) == 1)
        // The account's rows are not editable: no swipe opens.
        #expect(try app.swipe(IndexPath(row: 0, section: 0)) == false)
    }

    @Test func clearingAsksFirstAndTheLogShowsTheAlert() throws {
        let app = try AppDriver { ContactsViewController() }
        app.clearLog()
        #expect(try app.tapBarButton("Clear"))
        #expect(app.log.contains("""
            [action] handler "Clear"
              [vc ContactsViewController] presentViewController:animated:completion: UIAlertController "Delete all contacts?" [Cancel|Delete All] YES
            """))
        #expect(try !app.tapAlertAction("Keep"))
        #expect(try app.tapAlertAction("Cancel"))
        #expect(app.table.rowCount(0) == 5)
        try app.tapBarButton("Clear")
        try app.tapAlertAction("Delete All")
        #expect(app.table.rowCount(0) == 0)
    }

    @Test func theEditButtonReadsDoneWhileEditing() throws {
        let app = try AppDriver { ContactsViewController() }
        app.clearLog()
        #expect(try app.tapBarButton("Edit"))
        #expect(app.table.editsAllRows)
        #expect(app.log.hasPrefix("[action] handler \"Edit\"\n  [vc ContactsViewController] setEditing:animated: YES YES\n    [tv] setEditing:animated: YES YES\n"))
        #expect(try !app.tapBarButton("Edit"))
        #expect(try app.tapBarButton("Done"))
        #expect(!app.table.editsAllRows)
    }
}
