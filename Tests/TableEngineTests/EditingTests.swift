import TestSupport
import Testing
@testable import TableEngine

/// Editing mode: `setEditing:animated:`, what each row shows, cell state
/// masks (FIDELITY.md B-21, B-26 to B-34).
@Suite struct EditingTests {
    static let queries: Set<MessageSelector> = [.canEditRow, .editingStyleForRow, .shouldIndentWhileEditingRow, .canMoveRow, .moveRow]

    @Test func setEditingAsksEachRowThenTellsItsCellRowByRow() throws {
        let app = try InteractionApp([2], implemented: Self.queries).loaded()
        app.table.setEditing(true)
        let first = try #require(app.table.visibleCell(at: ip(0, 0))).value()
        let second = try #require(app.table.visibleCell(at: ip(0, 1))).value()
        #expect(app.events.map(\.selector) == [
            .setEditing,
            .canEditRow, .editingStyleForRow, .shouldIndentWhileEditingRow, .canMoveRow, .cellSetEditing, .willTransitionToState,
            .canEditRow, .editingStyleForRow, .shouldIndentWhileEditingRow, .canMoveRow, .cellSetEditing, .willTransitionToState,
            .didTransitionToState, .didTransitionToState,
        ])
        #expect(app.sent(.cellSetEditing).map(\.target) == [first, second])
        #expect(app.arguments(.cellSetEditing) == [[.bool(true), .bool(true)], [.bool(true), .bool(true)]])
        #expect(app.arguments(.willTransitionToState) == [[.int(1)], [.int(1)]])
        #expect(app.events.dropFirst().allSatisfy { $0.depth >= 1 })
    }

    @Test func leavingEditingAsksNothing() throws {
        let app = try InteractionApp([2], implemented: Self.queries).loaded()
        app.table.setEditing(true)
        app.clear()
        app.table.setEditing(false, animated: false)
        #expect(app.protocolSelectors.isEmpty)
        #expect(app.arguments(.cellSetEditing) == [[.bool(false), .bool(false)], [.bool(false), .bool(false)]])
        #expect(app.arguments(.willTransitionToState) == [[.int(0)], [.int(0)]])
    }

    @Test func withoutTheMethodsEveryRowIsEditableWithTheDeleteControl() throws {
        let app = try InteractionApp([2]).loaded()
        app.table.setEditing(true)
        #expect(app.protocolSelectors.isEmpty)
        #expect(app.table.cellsOnScreen.allSatisfy { $0.cell.state.editingStyle == .delete && $0.cell.isEditing })
        // No reorder control without moveRowAtIndexPath:toIndexPath:.
        #expect(app.table.cellsOnScreen.allSatisfy { !$0.cell.state.showsReorder })
    }

    @Test func aRowThatCannotBeEditedShowsNothingAndIsNotAskedMore() throws {
        let app = try InteractionApp([2], implemented: Self.queries).loaded()
        app.canEdit = { $0.row != 0 }
        app.table.setEditing(true)
        let asked = app.sent(.canEditRow).count + app.sent(.editingStyleForRow).count + app.sent(.canMoveRow).count
        #expect(asked == 2 + 1 + 1)
        #expect(app.arguments(.editingStyleForRow) == [[.indexPath(ip(0, 1))]])
        let cell = try #require(app.table.visibleCell(at: ip(0, 0)))
        #expect(cell.state.editingStyle == .none && !cell.state.indentsWhileEditing && !cell.state.showsReorder)
        #expect(app.table.visibleCell(at: ip(0, 1))?.state.showsReorder == true)
    }

    @Test func reorderControlsNeedMoveRowAndCanMoveRow() throws {
        let app = try InteractionApp([2], implemented: [.canMoveRow]).loaded()
        app.table.setEditing(true)
        #expect(app.sent(.canMoveRow).isEmpty)
        #expect(app.table.cellsOnScreen.allSatisfy { !$0.cell.state.showsReorder })
        let movable = try InteractionApp([2], implemented: [.canMoveRow, .moveRow]).loaded()
        movable.canMove = { $0.row == 1 }
        movable.table.setEditing(true)
        #expect(movable.table.cellsOnScreen.map(\.cell.state.showsReorder) == [false, true])
    }

    @Test func shouldIndentMattersOnlyForRowsWithoutAControlInGroupedTables() throws {
        for style in TableStyle.allCases {
            let app = try InteractionApp([2], style: style, implemented: Self.queries).loaded()
            app.editingStyle = { $0.row == 0 ? .none : .delete }
            app.shouldIndent = { _ in false }
            app.table.setEditing(true)
            #expect(app.sent(.shouldIndentWhileEditingRow).count == 2)
            #expect(app.table.visibleCell(at: ip(0, 0))?.state.indentsWhileEditing == (style == .plain))
            #expect(app.table.visibleCell(at: ip(0, 1))?.state.indentsWhileEditing == true)
        }
    }

    @Test func rowsComingOnScreenWhileEditingAreAskedAndEdit() throws {
        let app = try InteractionApp([30], implemented: Self.queries).loaded()
        app.table.setEditing(true)
        app.clear()
        try app.table.setContentOffset(44)
        #expect(app.arguments(.canEditRow) == [[.indexPath(ip(0, 10))]])
        #expect(app.table.visibleCell(at: ip(0, 10))?.isEditing == true)
        #expect(app.arguments(.cellSetEditing).allSatisfy { $0 == [.bool(true), .bool(false)] })
    }

    @Test func cellStateMasksTellEditingConfirmationAndSwipeApart() throws {
        let app = try InteractionApp([3], implemented: [.commitEditingStyle]).loaded()
        app.table.setEditing(true)
        #expect(app.table.visibleCell(at: ip(0, 0))?.stateMask == .showingEditControl)
        try app.table.tapDeleteControl(at: ip(0, 0))
        #expect(app.table.visibleCell(at: ip(0, 0))?.stateMask == [.showingEditControl, .showingDeleteConfirmation])
        app.table.setEditing(false)
        try app.table.swipe(at: ip(0, 1), leading: false)
        #expect(app.table.visibleCell(at: ip(0, 1))?.stateMask == .showingDeleteConfirmation)
    }

    @Test func theEditingAccessoryTakesThePlaceOfTheAccessory() throws {
        let app = InteractionApp([1])
        app.contents[ip(0, 0)] = {
            $0.accessoryType = .disclosureIndicator
            $0.editingAccessoryType = .detailButton
        }
        try app.loaded()
        let cell = try #require(app.table.visibleCell(at: ip(0, 0)))
        #expect(cell.effectiveAccessory.type == .disclosureIndicator)
        app.table.setEditing(true)
        #expect(cell.effectiveAccessory.type == .detailButton)
        #expect(TableViewCell.Content().editingAccessoryType == .none)
    }

    // MARK: allowsMultipleSelectionDuringEditing

    @Test func multipleSelectionDuringEditingAsksNoStylesAndShowsCheckMarks() throws {
        let app = try InteractionApp([3], implemented: Self.queries.union([.didSelectRow, .didDeselectRow])).loaded()
        app.table.allowsMultipleSelectionDuringEditing = true
        app.table.setEditing(true)
        #expect(app.sent(.editingStyleForRow).isEmpty)
        #expect(app.sent(.canEditRow).count == 3 && app.sent(.canMoveRow).count == 3)
        #expect(app.table.cellsOnScreen.allSatisfy { $0.cell.state.isMultiselecting && $0.cell.state.editingStyle == .none })
        #expect(try app.table.tapDeleteControl(at: ip(0, 0)) == false)
        // Taps toggle the selection.
        app.clear()
        try app.table.tap(at: ip(0, 0))
        try app.table.tap(at: ip(0, 2))
        try app.table.tap(at: ip(0, 0))
        #expect(app.protocolSelectors == [.didSelectRow, .didSelectRow, .didDeselectRow])
        #expect(app.table.indexPathsForSelectedRows == [ip(0, 2)])
        app.table.setEditing(false)
        #expect(app.table.cellsOnScreen.allSatisfy { !$0.cell.state.isMultiselecting })
    }
}
