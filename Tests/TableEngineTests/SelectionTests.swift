import TestSupport
import Testing
@testable import TableEngine

/// Selection by taps and by the app (FIDELITY.md B-10 to B-20, B-22).
@Suite struct SelectionTests {
    static let delegate: Set<MessageSelector> = [.willSelectRow, .didSelectRow, .willDeselectRow, .didDeselectRow]

    func app(_ rows: Int = 5) throws -> InteractionApp {
        try InteractionApp([rows], implemented: Self.delegate).loaded()
    }

    /// The selection messages, without the highlighting ones.
    func selection(_ app: InteractionApp) -> [MessageSelector] {
        app.selectors.filter { $0 != .setHighlighted }
    }

    @Test func willSelectNilCancelsAndAnotherRowRedirects() throws {
        let cancel = try app()
        cancel.willSelect = { _ in nil }
        try cancel.table.tap(at: ip(0, 2))
        #expect(selection(cancel) == [.willSelectRow])
        #expect(cancel.sent(.willSelectRow).first?.result == .nil)
        #expect(cancel.table.indexPathsForSelectedRows.isEmpty)

        let redirect = try app()
        redirect.willSelect = { _ in ip(0, 4) }
        try redirect.table.tap(at: ip(0, 2))
        #expect(redirect.arguments(.didSelectRow) == [[.indexPath(ip(0, 4))]])
        #expect(redirect.table.indexPathsForSelectedRows == [ip(0, 4)])
        // A redirect outside the table selects nothing.
        redirect.willSelect = { _ in ip(3, 0) }
        try redirect.table.tap(at: ip(0, 1))
        #expect(redirect.table.indexPathsForSelectedRows == [ip(0, 4)])
    }

    @Test func selectingAnotherRowDeselectsTheOldOneBetweenWillSelectAndDidSelect() throws {
        let app = try app()
        try app.table.tap(at: ip(0, 1))
        app.clear()
        try app.table.tap(at: ip(0, 3))
        #expect(selection(app) == [.willSelectRow, .willDeselectRow, .setSelected, .didDeselectRow, .setSelected, .didSelectRow, .selectionDidChange])
        #expect(app.arguments(.setSelected) == [[.bool(false), .bool(false)], [.bool(true), .bool(false)]])
        #expect(app.table.indexPathsForSelectedRows == [ip(0, 3)])
    }

    @Test func willDeselectNilKeepsTheRowAndAnotherRowRedirects() throws {
        let keep = try app()
        keep.table.allowsMultipleSelection = true
        try keep.table.tap(at: ip(0, 1))
        keep.willDeselect = { _ in nil }
        keep.clear()
        try keep.table.tap(at: ip(0, 1))
        #expect(selection(keep) == [.willDeselectRow])
        #expect(keep.table.indexPathsForSelectedRows == [ip(0, 1)])

        let redirect = try app()
        redirect.table.allowsMultipleSelection = true
        try redirect.table.tap(at: ip(0, 1))
        try redirect.table.tap(at: ip(0, 2))
        redirect.willDeselect = { _ in ip(0, 2) }
        try redirect.table.tap(at: ip(0, 1))
        #expect(redirect.table.indexPathsForSelectedRows == [ip(0, 1)])
    }

    @Test func tappingTheSelectedRowSelectsItAgain() throws {
        let app = try app()
        try app.table.tap(at: ip(0, 1))
        app.clear()
        try app.table.tap(at: ip(0, 1))
        #expect(selection(app) == [.willSelectRow, .setSelected, .didSelectRow, .selectionDidChange])
        #expect(app.table.indexPathsForSelectedRows == [ip(0, 1)])
    }

    @Test func withMultipleSelectionATapOnASelectedRowDeselectsItAlone() throws {
        let app = try app()
        #expect(app.table.allowsMultipleSelection == false)
        app.table.allowsMultipleSelection = true
        try app.table.tap(at: ip(0, 1))
        try app.table.tap(at: ip(0, 2))
        app.clear()
        try app.table.tap(at: ip(0, 1))
        #expect(selection(app) == [.willDeselectRow, .setSelected, .didDeselectRow, .selectionDidChange])
        #expect(app.table.indexPathsForSelectedRows == [ip(0, 2)])
    }

    @Test func userSelectionNeverAnimatesTheCell() throws {
        let app = try app()
        try app.table.tap(at: ip(0, 1))
        try app.table.tap(at: ip(0, 2))
        let animatedFlags = (app.arguments(.setSelected) + app.arguments(.setHighlighted)).map(\.last)
        #expect(animatedFlags.allSatisfy { $0 == .bool(false) })
    }

    @Test func selectRowAndDeselectRowSendNoDelegateMessageAndPassAnimated() throws {
        let app = try app()
        try app.table.selectRow(at: ip(0, 3), animated: true, scrollPosition: .none)
        app.table.deselectRow(at: ip(0, 3), animated: true)
        #expect(app.protocolSelectors.isEmpty)
        #expect(app.sent(.selectionDidChange).isEmpty)
        #expect(app.selectors == [.selectRow, .setSelected, .deselectRow, .setSelected])
        #expect(app.arguments(.setSelected) == [[.bool(true), .bool(true)], [.bool(false), .bool(true)]])
        #expect(app.sent(.setSelected).allSatisfy { $0.depth == 1 })
    }

    @Test func selectRowWithNilClearsTheSelection() throws {
        let app = try app()
        app.table.allowsMultipleSelection = true
        try app.table.selectRow(at: ip(0, 1))
        try app.table.selectRow(at: ip(0, 2))
        app.clear()
        try app.table.selectRow(at: nil)
        #expect(app.table.indexPathsForSelectedRows.isEmpty)
        #expect(app.arguments(.setSelected).count == 2 && app.protocolSelectors.isEmpty)
    }

    @Test func theNotificationFollowsEveryUserChangeOnce() throws {
        let app = try app()
        try app.table.tap(at: ip(0, 1))
        try app.table.tap(at: ip(0, 2))
        #expect(app.sent(.selectionDidChange).count == 2)
        #expect(app.selectors.last == .selectionDidChange)
        #expect(app.sent(.selectionDidChange).allSatisfy { $0.arguments.isEmpty })
    }

    @Test func allowsSelectionIsYesByDefaultAndOnlyStopsTapsOutsideEditing() throws {
        let app = try app()
        #expect(app.table.allowsSelection && !app.table.allowsSelectionDuringEditing)
        app.table.allowsSelection = false
        app.table.allowsSelectionDuringEditing = true
        app.table.setEditing(true)
        app.clear()
        try app.table.tap(at: ip(0, 1))
        #expect(app.protocolSelectors == [.willSelectRow, .didSelectRow])
    }

    @Test func selectionAcrossUpdatesAndReloads() throws {
        let app = try app()
        try app.table.tap(at: ip(0, 2))
        app.rows[0] += 1
        try app.table.insertRows(at: [ip(0, 0)])
        #expect(app.table.indexPathsForSelectedRows == [ip(0, 3)])
        try app.table.reloadRows(at: [ip(0, 3)])
        #expect(app.table.indexPathsForSelectedRows.isEmpty)
        try app.table.tap(at: ip(0, 1))
        try app.table.reloadData()
        #expect(app.table.indexPathsForSelectedRows.isEmpty)
    }
}
