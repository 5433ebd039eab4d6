import TestSupport
import Testing
import TableEngine

/// Gestures from code refuse rows a finger cannot touch, before anything
/// happens — as the shell does.
@Suite struct GestureErrorTests {
    static func make() throws -> TestApp {
        // 440 points show rows 0.0–0.9 of twenty 44-point rows.
        let app = TestApp([20], implemented: [.numberOfSections, .didSelectRow, .trailingSwipeActions])
        try app.load()
        app.log.removeAll()
        return app
    }

    @Test func aTapOnARowOffScreenThrowsAndSendsNothing() throws {
        let app = try Self.make()
        #expect(throws: GestureError(indexPath: TableIndexPath(0, 15), reason: .notOnScreen(visible: TableIndexPath(0, 0)...TableIndexPath(0, 9)))) {
            try app.table.tap(at: TableIndexPath(0, 15))
        }
        #expect(app.log.isEmpty)
        #expect(app.table.firstSelectedRow == nil)
        let error = GestureError(indexPath: TableIndexPath(0, 15), reason: .notOnScreen(visible: TableIndexPath(0, 0)...TableIndexPath(0, 9)))
        #expect(error.description == "row [0,15] is not on screen (on screen: [0,0]–[0,9])")
    }

    @Test func aRowThatDoesNotExistSaysWhatTheTableHas() throws {
        let app = try Self.make()
        #expect(throws: GestureError.self) { try app.table.tap(at: TableIndexPath(0, 20)) }
        #expect(throws: GestureError.self) { try app.table.swipe(at: TableIndexPath(3, 0), leading: false) }
        #expect(app.log.isEmpty)
        let row = GestureError(indexPath: TableIndexPath(0, 20), reason: .noSuchRow(sections: 1, rowsInSection: 20))
        #expect(row.description == "there is no row [0,20] in the table (20 rows in section 0)")
        let section = GestureError(indexPath: TableIndexPath(3, 0), reason: .noSuchRow(sections: 1, rowsInSection: nil))
        #expect(section.description == "there is no row [3,0] in the table (1 section)")
    }

    @Test func aTapOnScreenSelectsTheRow() throws {
        let app = try Self.make()
        try app.table.tap(at: TableIndexPath(0, 3))
        #expect(app.table.firstSelectedRow == TableIndexPath(0, 3))
        #expect(app.log.contains { $0.hasPrefix("dl didSelectRow") })
    }
}
