import TestSupport
import Testing
@testable import TableEngine

/// Swipe-to-delete, row actions and swipe-action configurations
/// (FIDELITY.md B-41 to B-58, B-78).
@Suite struct SwipeTests {
    static let bracket: Set<MessageSelector> = [.commitEditingStyle, .willBeginEditingRow, .didEndEditingRow]

    // MARK: When a row swipes

    @Test func aSwipeNeedsCommitEditingStyleOrASwipeActionMethod() throws {
        let plain = try InteractionApp([3], implemented: [.willBeginEditingRow]).loaded()
        #expect(try plain.table.swipe(at: ip(0, 1), leading: false) == false)
        #expect(plain.events.isEmpty)

        // A configuration alone opens the row (UIKit's mayBeginSwipe tests
        // the delegate's swipe-action methods too)…
        let configured = try InteractionApp([3], implemented: [.trailingSwipeActions]).loaded()
        configured.trailingActions = { _ in SwipeActionsConfiguration(actions: [action("Flag")]) }
        #expect(try configured.table.swipe(at: ip(0, 1), leading: false))
        #expect(configured.table.swipedRow?.titles == ["Flag"])

        // …but without commitEditingStyle: there is no Delete button.
        let noDelete = try InteractionApp([3], implemented: [.trailingSwipeActions, .editingStyleForRow]).loaded()
        #expect(try noDelete.table.swipe(at: ip(0, 1), leading: false) == false)
        #expect(noDelete.sent(.editingStyleForRow).isEmpty)
    }

    @Test func aRowThatCannotBeEditedDoesNotSwipe() throws {
        let app = try InteractionApp([3], implemented: Self.bracket.union([.canEditRow])).loaded()
        app.canEdit = { $0.row != 1 }
        #expect(try app.table.swipe(at: ip(0, 1), leading: false) == false)
        #expect(app.protocolSelectors == [.canEditRow])
        #expect(app.table.isEditing == false)
    }

    @Test func rowsDoNotSwipeWhileTheTableEditsAllItsRows() throws {
        let app = try InteractionApp([3], implemented: Self.bracket).loaded()
        app.table.setEditing(true)
        app.clear()
        #expect(try app.table.swipe(at: ip(0, 1), leading: false) == false)
        #expect(app.events.isEmpty)
    }

    @Test func swipeToDeleteNeedsTheDeleteStyle() throws {
        let app = try InteractionApp([3], implemented: Self.bracket.union([.editingStyleForRow])).loaded()
        app.editingStyle = { $0.row == 0 ? .insert : $0.row == 1 ? .none : .delete }
        #expect(try app.table.swipe(at: ip(0, 0), leading: false) == false)
        #expect(try app.table.swipe(at: ip(0, 1), leading: false) == false)
        #expect(try app.table.swipe(at: ip(0, 2), leading: false))
        #expect(app.table.swipedRow?.titles == ["Delete"])
    }

    // MARK: The messages of a swipe

    @Test func aSwipeAsksForItsButtonsThenBeginsEditingThenSetsUpTheRow() throws {
        let all: Set<MessageSelector> = Self.bracket.union([.canEditRow, .editingStyleForRow, .titleForDeleteConfirmationButton,
                                                     .shouldIndentWhileEditingRow, .canMoveRow, .moveRow])
        let app = try InteractionApp([3], implemented: all).loaded()
        app.deleteTitle = { _ in "删除" }
        try app.table.swipe(at: ip(0, 1), leading: false)
        #expect(app.protocolSelectors == [
            // May the row swipe, and its buttons (UIKit's default Delete asks canEdit again).
            .canEditRow, .canEditRow, .editingStyleForRow, .titleForDeleteConfirmationButton,
            .willBeginEditingRow,
            // The swiped row is set up for editing.
            .canEditRow, .editingStyleForRow, .shouldIndentWhileEditingRow, .canMoveRow,
        ])
        #expect(app.cellMessages(ip(0, 1)).map(\.0) == [.cellSetEditing, .willTransitionToState, .didTransitionToState])
        #expect(app.cellMessages(ip(0, 1)).map(\.1) == [[.bool(true), .bool(true)], [.int(2)], [.int(2)]])
        #expect(app.table.swipedRow?.titles == ["删除"])
    }

    @Test func aSwipePutsTheTableInEditingUntilDidEnd() throws {
        let app = try InteractionApp([5], implemented: Self.bracket).loaded()
        var seen: [(MessageSelector, Bool)] = []
        app.probe = { selector, table in seen.append((selector, table.isEditing)) }
        try app.table.swipe(at: ip(0, 1), leading: false)
        #expect(app.table.isEditing)
        #expect(app.table.editsAllRows == false)
        // No row but the swiped one shows anything of editing mode.
        #expect(app.table.cellsOnScreen.filter { $0.cell.isEditing }.map(\.indexPath) == [ip(0, 1)])
        #expect(app.table.visibleCell(at: ip(0, 1))?.showsEditingControls == false)
        app.table.endSwipe()
        #expect(app.table.isEditing == false)
        // The table enters editing after willBegin, and has left it at didEnd.
        #expect(seen.map(\.0) == [.willBeginEditingRow, .didEndEditingRow])
        #expect(seen.map(\.1) == [false, false])
    }

    @Test func tappingDeleteCommitsThenEndsTheSwipeWithTheOriginalIndexPath() throws {
        let app = try InteractionApp([5], implemented: Self.bracket).loaded()
        try app.table.swipe(at: ip(0, 4), leading: false)
        app.clear()
        #expect(try app.table.confirmDeletion())
        let commit = try #require(app.position(.commitEditingStyle))
        let delete = try #require(app.position(.deleteRows))
        let didEnd = try #require(app.position(.didEndEditingRow))
        #expect(commit < delete && delete < didEnd)
        // The last row was deleted: didEnd names it, now past the end.
        #expect(app.arguments(.didEndEditingRow) == [[.indexPath(ip(0, 4))]])
        #expect(app.table.rowCount(0) == 4)
        #expect(app.table.isEditing == false && app.table.swipedRow == nil)
        #expect(app.table.invariantViolations().isEmpty)
    }

    @Test func aFullSwipePerformsTheFirstActionAndDeletesInTheSameOrder() throws {
        let app = try InteractionApp([5], implemented: Self.bracket).loaded()
        try app.table.swipe(at: ip(0, 2), leading: false, full: true)
        let order = [MessageSelector.willBeginEditingRow, .commitEditingStyle, .deleteRows, .didEndEditingRow].map(app.position)
        #expect(order.allSatisfy { $0 != nil } && order.map { $0! } == order.map { $0! }.sorted())
        #expect(app.arguments(.didEndEditingRow) == [[.indexPath(ip(0, 2))]])
        #expect(app.table.rowCount(0) == 4)
    }

    @Test func theFirstTrailingActionIsTheOutermostAndTheFullSwipeOne() throws {
        let app = try InteractionApp([3], implemented: [.trailingSwipeActions, .didEndEditingRow]).loaded()
        var performed: [String] = []
        func tracked(_ title: String) -> ContextualAction {
            ContextualAction(style: .normal, title: title) { a, _, done in performed.append(a.title); done(true) }
        }
        app.trailingActions = { _ in SwipeActionsConfiguration(actions: [tracked("Delete"), tracked("Flag"), tracked("More")]) }
        try app.table.swipe(at: ip(0, 0), leading: false, full: true)
        #expect(performed == ["Delete"])
        try app.table.swipe(at: ip(0, 1), leading: false)
        // Outermost first; the renderer draws them from the edge inwards.
        #expect(app.table.swipedRow?.titles == ["Delete", "Flag", "More"])
        #expect(app.table.visibleCell(at: ip(0, 1))?.state.revealedActions == ["Delete", "Flag", "More"])
    }

    @Test func performsFirstActionWithFullSwipeDefaultsToYesAndNOKeepsTheRowOpen() throws {
        #expect(SwipeActionsConfiguration(actions: []).performsFirstActionWithFullSwipe)
        let app = try InteractionApp([3], implemented: [.trailingSwipeActions]).loaded()
        app.trailingActions = { _ in SwipeActionsConfiguration(actions: [action("Flag")], performsFirstActionWithFullSwipe: false) }
        try app.table.swipe(at: ip(0, 0), leading: false, full: true)
        #expect(app.sent(.actionHandler).isEmpty)
        #expect(app.table.swipedRow?.indexPath == ip(0, 0))
    }

    @Test func configurationsSupersedeEditActionsAndNilGivesTheDeleteButton() throws {
        let app = try InteractionApp([3], implemented: Self.bracket.union([.trailingSwipeActions, .editActionsForRow])).loaded()
        app.editActions = { _ in [RowAction(style: .normal, title: "More")] }
        try app.table.swipe(at: ip(0, 0), leading: false)
        #expect(app.sent(.editActionsForRow).isEmpty)
        #expect(app.table.swipedRow?.titles == ["Delete"])
        #expect(app.sent(.trailingSwipeActions).map(\.result) == [.nil])
    }

    @Test func aLeadingConfigurationAloneLeavesTheTrailingEdgeItsDeleteButton() throws {
        let app = try InteractionApp([3], implemented: [.commitEditingStyle, .leadingSwipeActions]).loaded()
        app.leadingActions = { _ in SwipeActionsConfiguration(actions: [action("Pin")]) }
        try app.table.swipe(at: ip(0, 0), leading: false)
        #expect(app.table.swipedRow?.titles == ["Delete"])
        app.table.endSwipe()
        try app.table.swipe(at: ip(0, 0), leading: true)
        #expect(app.table.swipedRow?.titles == ["Pin"])
        #expect(app.table.swipedRow?.leading == true)
        #expect(app.table.visibleCell(at: ip(0, 0))?.state.actionsOnLeadingEdge == true)
    }

    @Test func aConfigurationWithoutActionsDoesNotOpen() throws {
        let app = try InteractionApp([3], implemented: [.trailingSwipeActions, .willBeginEditingRow]).loaded()
        app.trailingActions = { _ in SwipeActionsConfiguration(actions: []) }
        #expect(try app.table.swipe(at: ip(0, 0), leading: false) == false)
        #expect(app.sent(.willBeginEditingRow).isEmpty)
    }

    @Test func rowActionsReplaceDeleteAndRunTheirHandlerInsteadOfCommit() throws {
        let app = try InteractionApp([3], implemented: Self.bracket.union([.editActionsForRow, .titleForDeleteConfirmationButton])).loaded()
        var handled: [TableIndexPath] = []
        app.editActions = { _ in [RowAction(style: .normal, title: "More") { _, ip in handled.append(ip) }] }
        try app.table.swipe(at: ip(0, 1), leading: false)
        #expect(app.table.swipedRow?.titles == ["More"])
        #expect(app.sent(.titleForDeleteConfirmationButton).isEmpty)
        app.clear()
        #expect(try app.table.tapSwipeAction(titled: "More"))
        #expect(handled == [ip(0, 1)])
        #expect(app.sent(.commitEditingStyle).isEmpty)
        #expect(app.protocolSelectors == [.didEndEditingRow])
        #expect(app.selectors.first == .actionHandler)
    }

    // MARK: Contextual actions

    @Test func aContextualActionClosesTheSwipeAfterItsCompletion() throws {
        let app = try InteractionApp([4], implemented: [.trailingSwipeActions, .didEndEditingRow]).loaded()
        app.trailingActions = { _ in SwipeActionsConfiguration(actions: [action("Flag")]) }
        try app.table.swipe(at: ip(0, 1), leading: false)
        app.clear()
        try app.table.tapSwipeAction(titled: "Flag")
        #expect(app.selectors.filter { $0 != .willTransitionToState && $0 != .didTransitionToState && $0 != .cellSetEditing } ==
                [.actionHandler, .actionCompletion, .didEndEditingRow])
        #expect(app.sent(.actionCompletion).first?.depth == 1)
        #expect(app.arguments(.didEndEditingRow) == [[.indexPath(ip(0, 1))]])
    }

    @Test func aDestructiveActionDeletesItsRowAndTheSwipeEndsAfterTheCompletion() throws {
        let app = try InteractionApp([4], implemented: [.trailingSwipeActions, .didEndEditingRow]).loaded()
        let table = app.table
        app.trailingActions = { _ in
            SwipeActionsConfiguration(actions: [ContextualAction(style: .destructive, title: "Delete") { [unowned app] _, ip, done throws(TableViewException) in
                app.rows[ip.section] -= 1
                try table.deleteRows(at: [ip], with: .automatic)
                done(true)
            }])
        }
        try table.swipe(at: ip(0, 3), leading: false)
        app.clear()
        try table.tapSwipeAction(titled: "Delete")
        let delete = try #require(app.position(.deleteRows))
        let completion = try #require(app.position(.actionCompletion))
        let didEnd = try #require(app.position(.didEndEditingRow))
        #expect(delete < completion && completion < didEnd)
        #expect(app.arguments(.didEndEditingRow) == [[.indexPath(ip(0, 3))]])
        #expect(table.isEditing == false && table.invariantViolations().isEmpty)
    }

    @Test func anActionThatNeverCompletesLeavesTheRowOpenUntilATap() throws {
        let app = try InteractionApp([4], implemented: [.trailingSwipeActions, .didEndEditingRow]).loaded()
        app.trailingActions = { _ in SwipeActionsConfiguration(actions: [ContextualAction(style: .normal, title: "Later") { _, _, _ in }]) }
        try app.table.swipe(at: ip(0, 1), leading: false)
        try app.table.tapSwipeAction(titled: "Later")
        #expect(app.sent(.didEndEditingRow).isEmpty)
        #expect(app.table.swipedRow?.indexPath == ip(0, 1) && app.table.isEditing)
        try app.table.tap(at: ip(0, 2))
        #expect(app.arguments(.didEndEditingRow) == [[.indexPath(ip(0, 1))]])
    }

    // MARK: Closing

    @Test func aTapWhileButtonsShowClosesThemAndSelectsNothing() throws {
        let delegate: Set<MessageSelector> = [.shouldHighlightRow, .didHighlightRow, .willSelectRow, .didSelectRow]
        for row in [1, 3] { // on the swiped row, and elsewhere
            let app = try InteractionApp([5], implemented: Self.bracket.union(delegate)).loaded()
            try app.table.swipe(at: ip(0, 1), leading: false)
            app.clear()
            try app.table.tap(at: ip(0, row))
            #expect(app.protocolSelectors == [.didEndEditingRow])
            #expect(app.sent(.setHighlighted).isEmpty && app.sent(.selectionDidChange).isEmpty)
            #expect(app.table.indexPathsForSelectedRows.isEmpty)
            #expect(app.table.isEditing == false)
            // The next tap is an ordinary one.
            app.clear()
            try app.table.tap(at: ip(0, row))
            #expect(app.protocolSelectors == [.shouldHighlightRow, .didHighlightRow, .willSelectRow, .didSelectRow])
        }
    }

    @Test func aTouchDownClosesTheButtonsAndLiftingItDoesNothing() throws {
        let app = try InteractionApp([5], implemented: Self.bracket.union([.shouldHighlightRow, .didSelectRow])).loaded()
        try app.table.swipe(at: ip(0, 1), leading: false)
        app.clear()
        try app.table.touchDown(at: ip(0, 2))
        #expect(app.protocolSelectors == [.didEndEditingRow])
        app.clear()
        app.table.touchUp()
        #expect(app.events.isEmpty)
    }

    @Test func theSwipedCellLeavesEditingBeforeDidEnd() throws {
        let app = try InteractionApp([3], implemented: Self.bracket).loaded()
        try app.table.swipe(at: ip(0, 0), leading: false)
        app.clear()
        app.table.endSwipe()
        #expect(app.selectors == [.cellSetEditing, .willTransitionToState, .didTransitionToState, .didEndEditingRow])
        #expect(app.arguments(.cellSetEditing) == [[.bool(false), .bool(true)]])
        #expect(app.arguments(.willTransitionToState) == [[.int(0)]])
        #expect(app.table.visibleCell(at: ip(0, 0))?.isEditing == false)
    }

    @Test func aScrollClosesTheSwipe() throws {
        let app = try InteractionApp([30], implemented: Self.bracket).loaded()
        try app.table.swipe(at: ip(0, 1), leading: false)
        try app.table.setContentOffset(44)
        #expect(app.arguments(.didEndEditingRow) == [[.indexPath(ip(0, 1))]])
        #expect(app.table.swipedRow == nil)
    }

    @Test func swipingAnotherRowClosesTheFirstAndTheSameRowStaysOpen() throws {
        let app = try InteractionApp([5], implemented: Self.bracket).loaded()
        try app.table.swipe(at: ip(0, 1), leading: false)
        app.clear()
        try app.table.swipe(at: ip(0, 1), leading: false)
        #expect(app.events.isEmpty)
        try app.table.swipe(at: ip(0, 3), leading: false)
        #expect(app.protocolSelectors == [.didEndEditingRow, .willBeginEditingRow])
        #expect(app.arguments(.didEndEditingRow) == [[.indexPath(ip(0, 1))]])
        #expect(app.table.swipedRow?.indexPath == ip(0, 3))
    }

    @Test func setEditingClosesTheSwipeFirst() throws {
        let app = try InteractionApp([3], implemented: Self.bracket).loaded()
        try app.table.swipe(at: ip(0, 1), leading: false)
        app.clear()
        app.table.setEditing(true)
        let didEnd = try #require(app.sent(.didEndEditingRow).first)
        #expect(didEnd.depth == 1 && app.selectors.first == .setEditing)
        #expect(app.table.editsAllRows && app.table.swipedRow == nil)
        #expect(app.table.cellsOnScreen.allSatisfy { $0.cell.showsEditingControls })
    }

    // MARK: Across reloads and updates

    @Test func reloadDataEndsTheSwipeWithANilIndexPath() throws {
        let app = try InteractionApp([3], implemented: Self.bracket).loaded()
        try app.table.swipe(at: ip(0, 1), leading: false)
        try app.table.reloadData()
        #expect(app.arguments(.didEndEditingRow) == [[.nil]])
        #expect(app.table.isEditing == false)
    }

    @Test func anUpdateMovesTheSwipeWithItsRow() throws {
        let app = try InteractionApp([3], implemented: Self.bracket).loaded()
        try app.table.swipe(at: ip(0, 1), leading: false)
        app.rows[0] += 1
        try app.table.insertRows(at: [ip(0, 0)])
        #expect(app.table.swipedRow?.indexPath == ip(0, 2))
        #expect(app.sent(.didEndEditingRow).isEmpty)
    }

    @Test func anUpdateThatDeletesTheSwipedRowEndsTheSwipeWithItsIndexPath() throws {
        let app = try InteractionApp([3], implemented: Self.bracket).loaded()
        try app.table.swipe(at: ip(0, 2), leading: false)
        app.rows[0] -= 1
        try app.table.deleteRows(at: [ip(0, 2)])
        #expect(app.arguments(.didEndEditingRow) == [[.indexPath(ip(0, 2))]])
        #expect(app.table.isEditing == false && app.table.invariantViolations().isEmpty)
    }
}
