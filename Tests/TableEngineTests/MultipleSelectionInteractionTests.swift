import TestSupport
import Testing
@testable import TableEngine

/// The two-finger pan that selects rows (FIDELITY.md M-25 to M-28).
@Suite struct MultipleSelectionInteractionTests {
    static let pan: Set<MessageSelector> = [
        .shouldBeginMultipleSelectionInteraction, .didBeginMultipleSelectionInteraction, .didEndMultipleSelectionInteraction,
        .willSelectRow, .didSelectRow, .willDeselectRow, .didDeselectRow,
    ]

    @Test func shouldBeginThenEditingThenDidBeginThenEachRowThenDidEnd() throws {
        let app = try InteractionApp([5], implemented: Self.pan).loaded()
        app.table.allowsMultipleSelectionDuringEditing = true
        #expect(try app.table.panSelect(from: ip(0, 1), to: ip(0, 3)) == .changed(selected: true, rows: [ip(0, 1), ip(0, 2), ip(0, 3)]))
        #expect(app.protocolSelectors == [
            .shouldBeginMultipleSelectionInteraction, .didBeginMultipleSelectionInteraction,
            .willSelectRow, .didSelectRow, .willSelectRow, .didSelectRow, .willSelectRow, .didSelectRow,
            .didEndMultipleSelectionInteraction,
        ])
        #expect(app.position(.setEditing)! < app.position(.didBeginMultipleSelectionInteraction)!)
        #expect(app.arguments(.didSelectRow) == [[.indexPath(ip(0, 1))], [.indexPath(ip(0, 2))], [.indexPath(ip(0, 3))]])
        #expect(app.arguments(.didEndMultipleSelectionInteraction) == [[]])
        #expect(app.table.editsAllRows)
        #expect(app.table.indexPathsForSelectedRows == [ip(0, 1), ip(0, 2), ip(0, 3)])
    }

    @Test func itNeedsMultipleSelectionDuringEditingAndShouldBegin() throws {
        let off = try InteractionApp([5], implemented: Self.pan).loaded()
        #expect(try off.table.panSelect(from: ip(0, 1), to: ip(0, 3)) == .needsMultipleSelectionDuringEditing)
        #expect(off.events.isEmpty)

        let unimplemented = try InteractionApp([5], implemented: []).loaded()
        unimplemented.table.allowsMultipleSelectionDuringEditing = true
        #expect(try unimplemented.table.panSelect(from: ip(0, 1), to: ip(0, 3)) == .declined)
        #expect(unimplemented.table.editsAllRows == false)

        let no = try InteractionApp([5], implemented: Self.pan).loaded()
        no.table.allowsMultipleSelectionDuringEditing = true
        no.shouldBeginMultipleSelection = { _ in false }
        #expect(try no.table.panSelect(from: ip(0, 1), to: ip(0, 3)) == .declined)
        #expect(no.protocolSelectors == [.shouldBeginMultipleSelectionInteraction])
    }

    @Test func fromASelectedRowThePanDeselectsUpwardsToo() throws {
        let app = try InteractionApp([2, 3], implemented: Self.pan).loaded()
        app.table.allowsMultipleSelectionDuringEditing = true
        try app.table.panSelect(from: ip(0, 0), to: ip(1, 2))
        app.clear()
        #expect(try app.table.panSelect(from: ip(1, 1), to: ip(0, 1)) == .changed(selected: false, rows: [ip(1, 1), ip(1, 0), ip(0, 1)]))
        #expect(app.arguments(.didDeselectRow) == [[.indexPath(ip(1, 1))], [.indexPath(ip(1, 0))], [.indexPath(ip(0, 1))]])
        #expect(app.sent(.setEditing).isEmpty)
        #expect(app.table.indexPathsForSelectedRows == [ip(0, 0), ip(1, 2)])
    }
}
