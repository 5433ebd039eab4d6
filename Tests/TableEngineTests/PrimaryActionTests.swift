import TestSupport
import Testing
@testable import TableEngine

/// Primary actions (iOS 16) and selection (FIDELITY.md M-20 to M-23).
@Suite struct PrimaryActionTests {
    static let primary: Set<MessageSelector> = [.canPerformPrimaryActionForRow, .performPrimaryActionForRow, .willSelectRow, .didSelectRow]

    @Test func aTapSelectsThenAsksCanPerformThenPerforms() throws {
        let app = try InteractionApp([3], implemented: Self.primary.union([.didHighlightRow, .didUnhighlightRow])).loaded()
        try app.table.tap(at: ip(0, 1))
        #expect(app.protocolSelectors == [
            .didHighlightRow, .didUnhighlightRow, .willSelectRow, .didSelectRow,
            .canPerformPrimaryActionForRow, .performPrimaryActionForRow,
        ])
        #expect(app.position(.selectionDidChange)! < app.position(.canPerformPrimaryActionForRow)!)
        #expect(app.table.indexPathsForSelectedRows == [ip(0, 1)])
    }

    @Test func withoutPerformPrimaryActionNothingIsAsked() throws {
        let app = try InteractionApp([3], implemented: [.canPerformPrimaryActionForRow]).loaded()
        try app.table.tap(at: ip(0, 1))
        #expect(app.sent(.canPerformPrimaryActionForRow).isEmpty)
    }

    @Test func canPerformDefaultsToYesOutsideEditingAndNoWhileEditing() throws {
        let app = try InteractionApp([3], implemented: [.performPrimaryActionForRow]).loaded()
        try app.table.tap(at: ip(0, 1))
        #expect(app.arguments(.performPrimaryActionForRow) == [[.indexPath(ip(0, 1))]])

        app.table.allowsSelectionDuringEditing = true
        app.table.setEditing(true)
        app.clear()
        try app.table.tap(at: ip(0, 2))
        #expect(app.sent(.performPrimaryActionForRow).isEmpty)
        #expect(app.table.indexPathsForSelectedRows == [ip(0, 2)])
    }

    @Test func canPerformNOKeepsOnlyTheSelection() throws {
        let app = try InteractionApp([3], implemented: Self.primary).loaded()
        app.canPerformPrimaryAction = { _ in false }
        try app.table.tap(at: ip(0, 1))
        #expect(app.protocolSelectors == [.willSelectRow, .didSelectRow, .canPerformPrimaryActionForRow])
    }

    @Test func willSelectNilKeepsTheSelectionAndStillPerforms() throws {
        let app = try InteractionApp([3], implemented: Self.primary).loaded()
        try app.table.tap(at: ip(0, 0))
        app.willSelect = { _ in nil }
        app.clear()
        try app.table.tap(at: ip(0, 2))
        #expect(app.protocolSelectors == [.willSelectRow, .canPerformPrimaryActionForRow, .performPrimaryActionForRow])
        #expect(app.table.indexPathsForSelectedRows == [ip(0, 0)])
    }

    @Test func aTapThatExtendsAMultipleSelectionPerformsNothing() throws {
        let app = try InteractionApp([3], implemented: Self.primary).loaded()
        app.table.allowsMultipleSelection = true
        try app.table.tap(at: ip(0, 0))
        #expect(app.sent(.performPrimaryActionForRow).count == 1)
        app.clear()
        try app.table.tap(at: ip(0, 1))
        try app.table.tap(at: ip(0, 1))
        #expect(app.sent(.performPrimaryActionForRow).isEmpty)
        #expect(app.table.indexPathsForSelectedRows == [ip(0, 0)])
    }
}
