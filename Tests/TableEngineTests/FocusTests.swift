import TestSupport
import Testing
@testable import TableEngine

/// Focus (tvOS, a keyboard on iPad): FIDELITY.md B-72 to B-75.
@Suite struct FocusTests {
    static let methods: Set<MessageSelector> = [.canFocusRow, .shouldUpdateFocus, .didUpdateFocus, .indexPathForPreferredFocusedView]

    @Test func aMoveAsksCanFocusThenShouldUpdateThenTellsDidUpdate() throws {
        let app = try InteractionApp([5], implemented: Self.methods).loaded()
        #expect(app.table.moveFocus(to: ip(0, 2)))
        app.clear()
        #expect(app.table.moveFocus(to: ip(0, 3)))
        let context = Value.focus(previous: ip(0, 2), next: ip(0, 3))
        #expect(app.selectors == [.canFocusRow, .shouldUpdateFocus, .didUpdateFocus])
        #expect(app.arguments(.shouldUpdateFocus) == [[context]])
        #expect(app.arguments(.didUpdateFocus) == [[context, .symbol("coordinator")]])
        #expect(app.table.focusedRow == ip(0, 3))
    }

    @Test func canFocusNOOrShouldUpdateNOKeepsFocusWhereItIs() throws {
        let app = try InteractionApp([5], implemented: Self.methods).loaded()
        app.table.moveFocus(to: ip(0, 1))
        app.canFocus = { $0.row != 2 }
        app.clear()
        #expect(app.table.moveFocus(to: ip(0, 2)) == false)
        #expect(app.selectors == [.canFocusRow])
        app.shouldUpdateFocus = { _ in false }
        #expect(app.table.moveFocus(to: ip(0, 3)) == false)
        #expect(app.table.focusedRow == ip(0, 1))
        // Unimplemented, every row can take focus.
        let plain = try InteractionApp([5]).loaded()
        #expect(plain.table.moveFocus(to: ip(0, 4)) && plain.events.isEmpty)
    }

    @Test func thePreferredRowIsAskedWhenFocusEntersTheTableNotOnReload() throws {
        let app = try InteractionApp([5], implemented: Self.methods).loaded()
        app.preferredFocus = ip(0, 3)
        try app.table.reloadData()
        #expect(app.sent(.indexPathForPreferredFocusedView).isEmpty)
        #expect(app.table.focusedRow == nil)
        #expect(app.table.focusTable() == ip(0, 3))
        #expect(app.selectors.suffix(4) == [.indexPathForPreferredFocusedView, .canFocusRow, .shouldUpdateFocus, .didUpdateFocus])
        // Focus already in the table: nothing is asked.
        app.clear()
        #expect(app.table.focusTable() == ip(0, 3))
        #expect(app.events.isEmpty)
    }

    @Test func withoutAPreferredRowFocusGoesToTheFirstRowOnScreen() throws {
        let app = try InteractionApp([30], implemented: [.indexPathForPreferredFocusedView]).loaded()
        app.preferredFocus = ip(5, 0) // not in the table
        try app.table.setContentOffset(88)
        #expect(app.table.focusTable() == ip(0, 2))
    }

    @Test func focusFollowsItsRowAcrossUpdatesAndStaysOnReload() throws {
        let app = try InteractionApp([5]).loaded()
        app.table.moveFocus(to: ip(0, 2))
        app.rows[0] += 1
        try app.table.insertRows(at: [ip(0, 0)])
        #expect(app.table.focusedRow == ip(0, 3))
        try app.table.reloadData()
        #expect(app.table.focusedRow == ip(0, 3))
        app.rows[0] = 2
        try app.table.reloadData()
        #expect(app.table.focusedRow == nil)
    }
}

/// `selectionFollowsFocus` and `selectionFollowsFocusForRowAtIndexPath:`
/// (FIDELITY.md M-30, M-31).
@Suite struct SelectionFollowsFocusTests {
    static let methods: Set<MessageSelector> = [.didUpdateFocus, .selectionFollowsFocusForRow, .willSelectRow, .didSelectRow, .willDeselectRow, .didDeselectRow]

    @Test func offByDefaultFocusSelectsNothingAndTheMethodIsNotAsked() throws {
        let app = try InteractionApp([5], implemented: Self.methods).loaded()
        #expect(app.table.selectionFollowsFocus == false)
        app.table.moveFocus(to: ip(0, 2))
        #expect(app.protocolSelectors == [.didUpdateFocus])
        #expect(app.table.indexPathsForSelectedRows.isEmpty)
    }

    @Test func onFocusSelectsAfterDidUpdateFocusReplacingTheSelection() throws {
        let app = try InteractionApp([5], implemented: Self.methods).loaded()
        app.table.selectionFollowsFocus = true
        app.table.allowsMultipleSelection = true
        try app.table.tap(at: ip(0, 0))
        try app.table.tap(at: ip(0, 4))
        app.clear()
        app.table.moveFocus(to: ip(0, 2))
        #expect(app.protocolSelectors == [
            .didUpdateFocus, .selectionFollowsFocusForRow, .willSelectRow,
            .willDeselectRow, .didDeselectRow, .willDeselectRow, .didDeselectRow, .didSelectRow,
        ])
        #expect(app.table.indexPathsForSelectedRows == [ip(0, 2)])
        app.clear()
        app.table.moveFocus(to: ip(0, 2))
        #expect(app.sent(.selectionFollowsFocusForRow).isEmpty)
    }

    @Test func theRowsAnswerNOLeavesFocusWithoutSelection() throws {
        let app = try InteractionApp([5], implemented: Self.methods).loaded()
        app.table.selectionFollowsFocus = true
        app.selectionFollowsFocus = { $0.row != 3 }
        app.table.moveFocus(to: ip(0, 3))
        #expect(app.table.focusedRow == ip(0, 3))
        #expect(app.protocolSelectors == [.didUpdateFocus, .selectionFollowsFocusForRow])
        #expect(app.table.indexPathsForSelectedRows.isEmpty)
        app.table.moveFocus(to: ip(0, 1))
        #expect(app.table.indexPathsForSelectedRows == [ip(0, 1)])
    }
}
