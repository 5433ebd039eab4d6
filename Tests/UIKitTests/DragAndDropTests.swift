import Testing
import TableEngine
@testable import UIKit

/// Drag and drop delegates through the layer: the app's own drag items
/// come back in the drop.
@Suite struct DragAndDropTests {
    @Test func aDropGivesTheAppItsOwnDragItemsAndSourceRow() throws {
        let run = AppRun()
        let (controller, driven) = try run { () -> (ShelfController, Driven) in
            let controller = ShelfController(style: .plain)
            controller.loadViewIfNeeded()
            controller.tableView.layoutIfNeeded()
            return (controller, Driven(table: controller.tableView.engineTable))
        }
        run.watch(driven.table)
        _ = try run { Result { () throws in try driven.table.dragAndDrop(from: TableIndexPath(row: 0, section: 0), to: TableIndexPath(row: 2, section: 0)) } }.get()
        let lines = run.take()
        #expect(lines.first == "[drag] tableView(_:itemsForBeginning:at:) session [0,0] -> [\"Dune\"]")
        #expect(lines.contains("[drop] tableView(_:performDropWith:) <coordinator [0,2] move insertAtDestinationIndexPath, 1 item>"))
        // Not implemented: never sent.
        #expect(!lines.contains { $0.contains("dragSessionWillBegin") || $0.contains("canHandle") })
        #expect(try run { controller.journal.take() } == ["drop Dune from 0 at 2"])
        #expect(try run { controller.books } == ["Emma", "Ulysses", "Dune"])
        #expect(driven.table.visibleCell(at: TableIndexPath(row: 2, section: 0))?.text == "Dune")
    }
}
