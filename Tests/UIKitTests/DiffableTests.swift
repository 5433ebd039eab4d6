import Testing
import TableEngine
@testable import UIKit

/// A diffable data source subclass whose overrides reach the engine.
@Suite struct DiffableTests {
    private func launch(_ run: AppRun) throws -> (SettingsViewController, Driven) {
        let (controller, driven) = try run { () -> (SettingsViewController, Driven) in
            let controller = SettingsViewController()
            controller.loadViewIfNeeded()
            controller.tableView.layoutIfNeeded()
            return (controller, Driven(table: controller.tableView.engineTable))
        }
        return (controller, driven)
    }

    @Test func theSnapshotsItemsAreTheRowsAndTheSubclassTitlesTheSections() throws {
        let run = AppRun()
        let (controller, driven) = try launch(run)
        #expect(driven.table.numberOfSections == 2)
        #expect(driven.table.rowCount(1) == 3)
        #expect(driven.table.visibleCell(at: TableIndexPath(row: 1, section: 1))?.text == "Camera")
        #expect(driven.table.visibleHeaderViews[0]?.text == "General")
        #expect(try run { controller.dataSource.itemIdentifier(for: IndexPath(row: 0, section: 1)) } == "Location")
        #expect(try run { controller.dataSource.indexPath(for: "Bluetooth") } == IndexPath(row: 1, section: 0))
        #expect(try run { controller.tableView.dataSource === controller.dataSource })
    }

    @Test func theSubclassesEditingOverridesReachTheEngine() throws {
        let run = AppRun()
        let (controller, driven) = try launch(run)
        // canEditRowAt: only the privacy rows swipe.
        #expect(try run { Result { () throws in try driven.table.swipe(at: TableIndexPath(row: 0, section: 0), leading: false) } }.get() == false)
        #expect(try run { Result { () throws in try driven.table.swipe(at: TableIndexPath(row: 1, section: 1), leading: false) } }.get())
        #expect(try run { Result { () throws(TableViewException) in try driven.table.tapSwipeAction(titled: "Delete") } }.get())
        #expect(try run { controller.dataSource.deleted } == ["Camera"])
        #expect(driven.table.rowCount(1) == 2)
        #expect(try run { controller.dataSource.snapshot().itemIdentifiers(inSection: .privacy) } == ["Location", "Microphone"])
    }

    @Test func aDuplicateItemRaisesUIKitsExceptionAtTheAppsCall() throws {
        let run = AppRun()
        let (controller, _) = try launch(run)
        let added = run.thread.perform { onMainActor { controller.addDuplicate() } }
        guard case .failure(.raised(let exception)) = added else {
            Issue.record("expected UIKit's exception, got \(added)")
            return
        }
        #expect(exception.site == CallSite(fileID: "UIKitTests/SettingsDataSource.swift", line: 64, column: 29))
        #expect(exception.name == "NSInternalInconsistencyException")
        #expect(exception.reason.hasPrefix("Fatal: supplied item identifiers are not unique. Duplicate identifiers: "))
        #expect(exception.reason.contains("Face ID"))
    }
}
