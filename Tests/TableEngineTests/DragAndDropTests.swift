import TestSupport
import Testing
@testable import TableEngine

/// Drag and drop outside editing (FIDELITY.md M-10 to M-19).
@Suite struct DragAndDropTests {
    static let drag: Set<MessageSelector> = [
        .itemsForBeginningDragSession, .itemsForAddingToDragSession, .dragPreviewParametersForRow, .dragSessionWillBegin,
        .dragSessionDidEnd, .dragSessionAllowsMoveOperation, .dragSessionIsRestrictedToDraggingApplication,
    ]
    static let drop: Set<MessageSelector> = [
        .performDropWithCoordinator, .canHandleDropSession, .dropSessionDidEnter, .dropSessionDidUpdate,
        .dropSessionDidExit, .dropSessionDidEnd, .dropPreviewParametersForRow,
    ]

    func app(_ rows: [Int] = [5], _ extra: Set<MessageSelector> = []) throws -> InteractionApp {
        try InteractionApp(rows, implemented: Self.drag.union(Self.drop).union(extra)).loaded()
    }

    @Test func aDragAsksItemsLiftsBeginsThenTheDropSideEntersAndUpdatesEachPosition() throws {
        let app = try app()
        let (began, end) = try app.table.dragAndDrop(from: ip(0, 1), to: ip(0, 3))
        #expect(began == .began(items: 1))
        #expect(app.selectors.filter { $0.receiver == .dragDelegate || $0.receiver == .dropDelegate } == [
            .itemsForBeginningDragSession, .dragPreviewParametersForRow, .dragSessionAllowsMoveOperation,
            .dragSessionIsRestrictedToDraggingApplication, .dragSessionWillBegin,
            .canHandleDropSession, .dropSessionDidEnter,
            .dropSessionDidUpdate, .dropSessionDidUpdate, .dropSessionDidUpdate,
            .performDropWithCoordinator, .dropPreviewParametersForRow,
            .dropSessionDidEnd, .dragSessionDidEnd,
        ])
        // The app's insert happens inside performDrop; the drop preview is asked after it.
        #expect(app.position(.insertRows)! > app.position(.performDropWithCoordinator)!)
        #expect(app.position(.insertRows)! < app.position(.dropPreviewParametersForRow)!)
        #expect(app.arguments(.dropSessionDidUpdate).map { $0[1] } == [.indexPath(ip(0, 1)), .indexPath(ip(0, 2)), .indexPath(ip(0, 3))])
        #expect(app.sent(.dropSessionDidUpdate).map(\.result) == Array(repeating: .symbol("copy insertAtDestinationIndexPath"), count: 3))
        guard case .dropped(let coordinator)? = end else { Issue.record("no drop: \(String(describing: end))"); return }
        #expect(coordinator.destinationIndexPath == ip(0, 3))
        #expect(coordinator.items == [DropItem(dragItem: DragItem("0.1"), sourceIndexPath: ip(0, 1))])
        #expect(app.arguments(.dropPreviewParametersForRow) == [[.indexPath(ip(0, 3))]])
        #expect(try app.table.numberOfRows(inSection: 0) == 6)
        #expect(app.table.hasActiveDrag == false)
    }

    @Test func noItemsNoDrag() throws {
        let app = try app()
        app.dragItems = { _ in [] }
        #expect(try app.table.beginDrag(at: ip(0, 1)) == .noItems)
        #expect(app.selectors == [.itemsForBeginningDragSession])
        #expect(app.table.hasActiveDrag == false)
    }

    @Test func withoutADragDelegateOrWithTheInteractionOffNothingIsAsked() throws {
        let none = try InteractionApp([5], implemented: Self.drop).loaded()
        #expect(try none.table.beginDrag(at: ip(0, 1)) == .noDragDelegate)
        #expect(none.events.isEmpty)
        let off = try app()
        #expect(off.table.dragInteractionEnabled)
        off.table.dragInteractionEnabled = false
        #expect(try off.table.beginDrag(at: ip(0, 1)) == .disabled)
        #expect(off.events.isEmpty)
    }

    @Test func aSelectedRowDragsTheWholeSelection() throws {
        let app = try app()
        app.table.allowsMultipleSelection = true
        try app.table.tap(at: ip(0, 3))
        try app.table.tap(at: ip(0, 1))
        app.clear()
        #expect(try app.table.beginDrag(at: ip(0, 3)) == .began(items: 2))
        #expect(app.arguments(.itemsForBeginningDragSession).map { $0[1] } == [.indexPath(ip(0, 3)), .indexPath(ip(0, 1))])
        #expect(app.arguments(.dragPreviewParametersForRow) == [[.indexPath(ip(0, 1))], [.indexPath(ip(0, 3))]])
        #expect(app.table.dragState?.rows == [ip(0, 3), ip(0, 1)])
    }

    @Test func canHandleNOSilencesTheDropSideAndTheDragEndsUndropped() throws {
        let app = try app()
        app.canHandleDrop = false
        let (_, end) = try app.table.dragAndDrop(from: ip(0, 1), to: ip(0, 3))
        #expect(end == .cancelled)
        let dropSide = app.selectors.filter { $0.receiver == .dropDelegate }
        #expect(dropSide == [.canHandleDropSession])
        #expect(app.selectors.last == .dragSessionDidEnd)
        // A cancelled drag animates the rows back: their previews are asked again.
        #expect(app.sent(.dragPreviewParametersForRow).count == 2)
    }

    @Test func aCancelProposalOrAForbiddenMoveDropsNothing() throws {
        let app = try app()
        app.proposal = { _ in DropProposal(.cancel) }
        #expect(try app.table.dragAndDrop(from: ip(0, 1), to: ip(0, 3)).1 == .cancelled)
        #expect(app.sent(.performDropWithCoordinator).isEmpty)
        #expect(Array(app.selectors.suffix(2)) == [.dropSessionDidEnd, .dragSessionDidEnd])

        let noMove = try self.app()
        noMove.allowsMove = false
        noMove.proposal = { _ in DropProposal(.move, intent: .insertAtDestinationIndexPath) }
        #expect(try noMove.table.dragAndDrop(from: ip(0, 1), to: ip(0, 3)).1 == .cancelled)
    }

    @Test func aLocalMoveTakesTheReorderPathWhenTheDataSourceMovesRows() throws {
        let app = try app([5], [.moveRow, .targetIndexPathForMove])
        app.proposal = { _ in DropProposal(.move, intent: .insertAtDestinationIndexPath) }
        let (_, end) = try app.table.dragAndDrop(from: ip(0, 1), to: ip(0, 4))
        #expect(end == .reordered(to: ip(0, 3)))
        #expect(app.sent(.performDropWithCoordinator).isEmpty)
        #expect(app.arguments(.targetIndexPathForMove) == [[.indexPath(ip(0, 1)), .indexPath(ip(0, 3))]])
        #expect(app.arguments(.moveRow) == [[.indexPath(ip(0, 1)), .indexPath(ip(0, 3))]])
        #expect(Array(app.selectors.suffix(2)) == [.dropSessionDidEnd, .dragSessionDidEnd])
        #expect(app.table.visibleCell(at: ip(0, 3))?.text == "0.1")

        // Without moveRow: the drop delegate performs the move.
        let other = try self.app()
        other.proposal = { _ in DropProposal(.move, intent: .insertAtDestinationIndexPath) }
        other.performDrop = { _ in }
        guard case .dropped? = try other.table.dragAndDrop(from: ip(0, 1), to: ip(0, 4)).1 else { Issue.record("not dropped"); return }
    }

    @Test func withoutDropSessionDidUpdateTheTableReordersWhenItCan() throws {
        let reorders = try InteractionApp([5], implemented: Self.drag.union([.performDropWithCoordinator, .moveRow])).loaded()
        #expect(try reorders.table.dragAndDrop(from: ip(0, 0), to: ip(0, 2)).1 == .reordered(to: ip(0, 1)))
        let cannot = try InteractionApp([5], implemented: Self.drag.union([.performDropWithCoordinator])).loaded()
        #expect(try cannot.table.dragAndDrop(from: ip(0, 0), to: ip(0, 2)).1 == .cancelled)
    }

    @Test func addingARowExitingAndEnteringAgain() throws {
        let app = try app()
        #expect(try app.table.beginDrag(at: ip(0, 0)) == .began(items: 1))
        app.clear()
        #expect(try app.table.addToDrag(at: ip(0, 2)) == 1)
        #expect(app.selectors == [.itemsForAddingToDragSession, .dragPreviewParametersForRow])
        #expect(app.arguments(.itemsForAddingToDragSession) == [[.symbol("session"), .indexPath(ip(0, 2)), .symbol("{187.5, 110}")]])
        app.clear()
        app.table.exitDrag()
        app.table.exitDrag()
        #expect(app.selectors == [.dropSessionDidExit])
        app.clear()
        #expect(app.table.moveDrag(to: ip(0, 5)))
        #expect(app.selectors == [.dropSessionDidEnter, .dropSessionDidUpdate])
        guard case .dropped(let c)? = try app.table.endDrag() else { Issue.record("not dropped"); return }
        #expect(c.items.map(\.sourceIndexPath) == [ip(0, 0), ip(0, 2)])
        #expect(try app.table.numberOfRows(inSection: 0) == 7)
    }

    @Test func anUpdateDuringTheDragForgetsTheItemsRows() throws {
        let app = try app()
        #expect(try app.table.beginDrag(at: ip(0, 1)) == .began(items: 1))
        app.rows[0] += 1
        try app.table.insertRows(at: [ip(0, 0)])
        #expect(app.table.dragState?.rows == [])
        app.table.moveDrag(to: ip(0, 3))
        guard case .dropped(let c)? = try app.table.endDrag() else { Issue.record("not dropped"); return }
        #expect(c.items[0].sourceIndexPath == nil)
    }

    @Test func theDragCrossesSectionsOnePositionAtATime() throws {
        let app = try app([2, 2])
        #expect(try app.table.beginDrag(at: ip(0, 1)) == .began(items: 1))
        app.clear()
        app.table.moveDrag(to: ip(1, 1))
        #expect(app.arguments(.dropSessionDidUpdate).map { $0[1] } == [ip(0, 2), ip(1, 0), ip(1, 1)].map(Value.indexPath))
        #expect(app.table.moveDrag(to: ip(1, 3)) == false)
        try app.table.endDrag(drop: false)
        #expect(app.sent(.performDropWithCoordinator).isEmpty)
    }

    @Test func reorderingWhileEditingIsNotADragSession() throws {
        let app = try app([5], [.moveRow])
        app.table.setEditing(true)
        app.clear()
        #expect(try app.table.drag(from: ip(0, 1), to: ip(0, 3)) == ip(0, 3))
        #expect(app.selectors.filter { $0.receiver == .dragDelegate || $0.receiver == .dropDelegate }.isEmpty)
    }
}
