import TestSupport
import Testing
@testable import TableEngine

/// A finger on a row: highlighting (FIDELITY.md B-01 to B-09).
@Suite struct TouchTests {
    static let highlight: Set<MessageSelector> = [.shouldHighlightRow, .didHighlightRow, .didUnhighlightRow]
    static let selection: Set<MessageSelector> = [.willSelectRow, .didSelectRow, .willDeselectRow, .didDeselectRow]

    @Test func touchDownAsksShouldHighlightThenHighlightsTheCellThenTellsTheDelegate() throws {
        let app = try InteractionApp([3], implemented: Self.highlight).loaded()
        try app.table.touchDown(at: ip(0, 1))
        #expect(app.selectors == [.shouldHighlightRow, .setHighlighted, .didHighlightRow])
        #expect(app.sent(.shouldHighlightRow).first?.result == .bool(true))
        #expect(app.arguments(.setHighlighted) == [[.bool(true), .bool(false)]])
        #expect(app.sent(.setHighlighted).first?.target == app.table.visibleCell(at: ip(0, 1))?.value())
        #expect(app.table.touchedRow == ip(0, 1))
    }

    @Test func shouldHighlightNOHaltsTheWholeTap() throws {
        let app = try InteractionApp([3], implemented: Self.highlight.union(Self.selection)).loaded()
        app.shouldHighlight = { _ in false }
        try app.table.tap(at: ip(0, 1))
        #expect(app.selectors == [.shouldHighlightRow])
        #expect(app.table.indexPathsForSelectedRows.isEmpty)
    }

    @Test func liftingTheFingerUnhighlightsThenSelects() throws {
        let app = try InteractionApp([3], implemented: Self.highlight.union(Self.selection)).loaded()
        try app.table.touchDown(at: ip(0, 1))
        app.clear()
        app.table.touchUp()
        #expect(app.selectors == [.setHighlighted, .didUnhighlightRow, .willSelectRow, .setSelected, .didSelectRow, .selectionDidChange])
        #expect(app.arguments(.setHighlighted) == [[.bool(false), .bool(false)]])
    }

    @Test func aCancelledTouchUnhighlightsAndSelectsNothing() throws {
        let app = try InteractionApp([30], implemented: Self.highlight.union(Self.selection)).loaded()
        try app.table.touchDown(at: ip(0, 1))
        app.clear()
        app.table.touchCancel()
        #expect(app.selectors == [.setHighlighted, .didUnhighlightRow])
        // A scroll lets the finger go the same way.
        try app.table.touchDown(at: ip(0, 2))
        app.clear()
        try app.table.setContentOffset(44)
        // The finger lets go before the row coming on screen is asked for.
        #expect(app.protocolSelectors == [.didUnhighlightRow, .cellForRow])
        app.table.touchUp()
        #expect(app.sent(.didSelectRow).isEmpty)
    }

    @Test func whenTapsCannotSelectATouchSendsNothingAtAll() throws {
        let app = try InteractionApp([3], implemented: Self.highlight.union(Self.selection)).loaded()
        app.table.allowsSelection = false
        try app.table.tap(at: ip(0, 1))
        #expect(app.events.isEmpty)
        // Editing without allowsSelectionDuringEditing: the same.
        app.table.allowsSelection = true
        app.table.setEditing(true)
        app.clear()
        try app.table.tap(at: ip(0, 1))
        #expect(app.events.isEmpty)
    }

    @Test func aTouchLeavesTheSelectedRowsLookAlone() throws {
        // On iPad UIKit draws the selected row unselected while a finger is
        // on another row; tableshell does not model it (B-06).
        let app = try InteractionApp([3]).loaded()
        try app.table.tap(at: ip(0, 0))
        app.clear()
        try app.table.touchDown(at: ip(0, 2))
        #expect(app.cellMessages(ip(0, 0)).isEmpty)
        #expect(app.table.visibleCell(at: ip(0, 0))?.isSelected == true)
    }

    @Test func selectionStyleNoneChangesNoMessage() throws {
        let none = InteractionApp([2], implemented: Self.highlight.union(Self.selection))
        none.contents[ip(0, 0)] = { $0.selectionStyle = .none }
        try none.loaded()
        let plain = try InteractionApp([2], implemented: Self.highlight.union(Self.selection)).loaded()
        try none.table.tap(at: ip(0, 0))
        try plain.table.tap(at: ip(0, 0))
        #expect(none.selectors == plain.selectors)
        #expect(none.table.indexPathsForSelectedRows == [ip(0, 0)])
        #expect(TableViewCell.Content().selectionStyle == .default)
    }

    @Test func aCellComingOnScreenGetsItsSelectionAndHighlightBeforeWillDisplay() throws {
        let app = try InteractionApp([30], implemented: [.willDisplayCell]).loaded()
        try app.table.selectRow(at: ip(0, 12))
        app.clear()
        try app.table.setContentOffset(132)
        let cell = try #require(app.table.visibleCell(at: ip(0, 12))).value()
        let messages = app.events.filter {
            ($0.target == cell && $0.selector != .prepareForReuse) || ($0.selector == .willDisplayCell && $0.arguments.last == .indexPath(ip(0, 12)))
        }
        #expect(messages.map(\.selector) == [.setSelected, .setHighlighted, .willDisplayCell])
        #expect(messages.prefix(2).map(\.arguments) == [[.bool(true), .bool(false)], [.bool(false), .bool(false)]])
    }
}
