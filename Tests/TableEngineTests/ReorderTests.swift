import TestSupport
import Testing
@testable import TableEngine

/// Dragging a row by its reorder control (FIDELITY.md B-60 to B-62).
@Suite struct ReorderTests {
    static let methods: Set<MessageSelector> = [.canMoveRow, .moveRow, .targetIndexPathForMove]

    func editing(_ rows: [Int] = [5]) throws -> InteractionApp {
        let app = try InteractionApp(rows, implemented: Self.methods).loaded()
        app.table.setEditing(true)
        app.clear()
        return app
    }

    @Test func aDragAsksForEachPositionThenMovesOnDrop() throws {
        let app = try editing()
        #expect(try app.table.drag(from: ip(0, 1), to: ip(0, 3)) == ip(0, 3))
        #expect(app.protocolSelectors == [.canMoveRow, .targetIndexPathForMove, .targetIndexPathForMove, .moveRow])
        #expect(app.arguments(.targetIndexPathForMove) == [[.indexPath(ip(0, 1)), .indexPath(ip(0, 2))], [.indexPath(ip(0, 1)), .indexPath(ip(0, 3))]])
        #expect(app.arguments(.moveRow) == [[.indexPath(ip(0, 1)), .indexPath(ip(0, 3))]])
        // The table moves the row itself: no counts asked, no update calls.
        #expect(app.sent(.numberOfRows).isEmpty && app.sent(.moveRowTo).isEmpty)
        #expect(app.table.cellsOnScreen.map { $0.cell.text } == ["0.0", "0.2", "0.3", "0.1", "0.4"])
    }

    @Test func theTargetAnswerRedirectsTheDrop() throws {
        let app = try editing([3, 3])
        app.target = { _, proposed in proposed.section == 1 ? ip(0, 2) : proposed }
        #expect(try app.table.drag(from: ip(0, 0), to: ip(1, 1)) == ip(0, 2))
        #expect(app.arguments(.moveRow).last == [.indexPath(ip(0, 0)), .indexPath(ip(0, 2))])
    }

    @Test func aDropWhereTheRowStartedSendsNoMove() throws {
        let app = try editing()
        app.target = { source, _ in source }
        #expect(try app.table.drag(from: ip(0, 1), to: ip(0, 3)) == ip(0, 1))
        #expect(app.sent(.moveRow).isEmpty)
    }

    @Test func aTargetOutsideTheTableIsIgnored() throws {
        let app = try editing()
        app.target = { _, _ in ip(7, 0) }
        #expect(try app.table.drag(from: ip(0, 1), to: ip(0, 2)) == ip(0, 2))
    }

    @Test func onlyRowsWithAReorderControlWhileEditingDrag() throws {
        let app = try InteractionApp([3], implemented: Self.methods).loaded()
        #expect(try app.table.drag(from: ip(0, 0), to: ip(0, 2)) == nil)
        app.canMove = { $0.row != 0 }
        app.table.setEditing(true)
        app.clear()
        #expect(try app.table.drag(from: ip(0, 0), to: ip(0, 2)) == nil)
        #expect(app.events.isEmpty)
    }
}
