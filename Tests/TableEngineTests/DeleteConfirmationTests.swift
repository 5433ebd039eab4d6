import TestSupport
import Testing
@testable import TableEngine

/// Edit mode's delete and insert controls and the Delete confirmation
/// (FIDELITY.md B-35 to B-40).
@Suite struct DeleteConfirmationTests {
    static let methods: Set<MessageSelector> = [.commitEditingStyle, .titleForDeleteConfirmationButton, .willBeginEditingRow, .didEndEditingRow]

    func editing(_ rows: [Int] = [4], _ extra: Set<MessageSelector> = [], _ configure: (InteractionApp) -> Void = { _ in }) throws -> InteractionApp {
        let app = InteractionApp(rows, implemented: Self.methods.union(extra))
        configure(app)
        try app.loaded()
        app.table.setEditing(true)
        app.clear()
        return app
    }

    @Test func theMinusShowsTheConfirmationWithItsTitle() throws {
        let app = try editing()
        app.deleteTitle = { _ in "删除" }
        #expect(try app.table.tapDeleteControl(at: ip(0, 1)))
        #expect(app.protocolSelectors == [.titleForDeleteConfirmationButton])
        #expect(app.cellMessages(ip(0, 1)).map(\.1) == [[.int(3)], [.int(3)]])
        #expect(app.table.rowShowingDeleteConfirmation == ip(0, 1))
        #expect(app.table.visibleCell(at: ip(0, 1))?.state.revealedActions == ["删除"])
        // Without a title UIKit's is "Delete".
        let plain = try editing([2]) { $0.implemented.remove(.titleForDeleteConfirmationButton) }
        try plain.table.tapDeleteControl(at: ip(0, 0))
        #expect(plain.table.visibleCell(at: ip(0, 0))?.state.revealedActions == ["Delete"])
    }

    @Test func oneConfirmationShowsAtATimeAndItsMinusHidesIt() throws {
        let app = try editing()
        try app.table.tapDeleteControl(at: ip(0, 1))
        try app.table.tapDeleteControl(at: ip(0, 2))
        #expect(app.table.rowShowingDeleteConfirmation == ip(0, 2))
        #expect(app.table.visibleCell(at: ip(0, 1))?.state.showingDeleteConfirmation == false)
        app.clear()
        try app.table.tapDeleteControl(at: ip(0, 2))
        #expect(app.table.rowShowingDeleteConfirmation == nil)
        #expect(app.protocolSelectors.isEmpty)
        #expect(app.arguments(.willTransitionToState) == [[.int(1)]])
    }

    @Test func deleteCommitsBeforeTheConfirmationGoesWithoutTheSwipeBracket() throws {
        let app = try editing()
        try app.table.tapDeleteControl(at: ip(0, 1))
        app.clear()
        #expect(try app.table.confirmDeletion())
        #expect(app.selectors.first == .commitEditingStyle)
        #expect(app.arguments(.commitEditingStyle) == [[.symbol("delete"), .indexPath(ip(0, 1))]])
        #expect(app.sent(.willBeginEditingRow).isEmpty && app.sent(.didEndEditingRow).isEmpty)
        #expect(app.table.rowShowingDeleteConfirmation == nil)
        #expect(app.table.rowCount(0) == 3 && app.table.isEditing)
    }

    @Test func aConfirmationWhoseRowStaysIsHiddenAfterTheCommit() throws {
        let app = try editing()
        app.commit = { _, _ throws(TableViewException) in }
        try app.table.tapDeleteControl(at: ip(0, 1))
        app.clear()
        try app.table.confirmDeletion()
        #expect(app.selectors == [.commitEditingStyle, .willTransitionToState, .didTransitionToState])
        #expect(app.table.rowShowingDeleteConfirmation == nil)
    }

    @Test func aTapAnywhereOnlyHidesTheConfirmation() throws {
        for row in [1, 2] {
            let app = try editing([4], [.shouldHighlightRow, .willSelectRow, .didSelectRow])
            app.table.allowsSelectionDuringEditing = true
            try app.table.tapDeleteControl(at: ip(0, 1))
            app.clear()
            try app.table.tap(at: ip(0, row))
            #expect(app.protocolSelectors.isEmpty)
            #expect(app.sent(.setHighlighted).isEmpty && app.table.indexPathsForSelectedRows.isEmpty)
            #expect(app.table.rowShowingDeleteConfirmation == nil)
            #expect(app.arguments(.willTransitionToState) == [[.int(1)]])
        }
    }

    @Test func thePlusCommitsAnInsertUnlessAConfirmationShows() throws {
        let app = try editing([3], [.editingStyleForRow]) { $0.editingStyle = { $0.row == 0 ? .insert : .delete } }
        try app.table.tapDeleteControl(at: ip(0, 1))
        app.clear()
        #expect(try app.table.tapInsertControl(at: ip(0, 0)))
        #expect(app.sent(.commitEditingStyle).isEmpty && app.table.rowShowingDeleteConfirmation == nil)
        #expect(try app.table.tapInsertControl(at: ip(0, 0)))
        #expect(app.arguments(.commitEditingStyle) == [[.symbol("insert"), .indexPath(ip(0, 0))]])
        #expect(app.table.rowCount(0) == 4)
        #expect(try app.table.tapInsertControl(at: ip(0, 2)) == false)
    }

    @Test func theConfirmationEndsWithEditingFollowsUpdatesAndGoesOnReload() throws {
        let app = try editing()
        try app.table.tapDeleteControl(at: ip(0, 1))
        app.rows[0] += 1
        try app.table.insertRows(at: [ip(0, 0)])
        #expect(app.table.rowShowingDeleteConfirmation == ip(0, 2))
        app.table.setEditing(false)
        #expect(app.table.rowShowingDeleteConfirmation == nil)
        app.table.setEditing(true)
        try app.table.tapDeleteControl(at: ip(0, 1))
        try app.table.reloadData()
        #expect(app.table.rowShowingDeleteConfirmation == nil)
    }
}
