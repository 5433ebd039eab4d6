import TestSupport
import Testing
import TableRender
@testable import TableEngine

/// `fillerRowHeight` (iOS 15) and `selfSizingInvalidation` (iOS 16)
/// (FIDELITY.md F-01, F-02).
@Suite struct FillerRowTests {
    @Test func theDefaultsAndWhatTheyMean() throws {
        let app = TestApp([3])
        try app.load()
        let table = app.table
        #expect(table.fillerRowHeight == 0)
        #expect(table.effectiveFillerRowHeight == nil)
        #expect(table.selfSizingInvalidation == .enabled)
        table.fillerRowHeight = automaticDimension
        #expect(table.effectiveFillerRowHeight == 44)
        table.fillerRowHeight = 30
        #expect(table.effectiveFillerRowHeight == 30)
        // Before iOS 15 every plain table shows them at the last row's height.
        table.fillerRowHeight = 0
        table.iOSVersion = IOSVersion(14)
        #expect(table.effectiveFillerRowHeight == 44)
        let grouped = TestApp([3], style: .grouped)
        grouped.table.iOSVersion = IOSVersion(14)
        try grouped.load()
        #expect(grouped.table.effectiveFillerRowHeight == nil)
    }

    @Test func automaticMatchesTheLastRow() throws {
        let app = TestApp([2, 0, 3, 0], implemented: [.numberOfSections, .heightForRow])
        app.heights[TableIndexPath(2, 2)] = 60
        app.table.estimatedRowHeight = 0
        try app.load()
        app.table.fillerRowHeight = automaticDimension
        #expect(app.table.effectiveFillerRowHeight == 60)
        let empty = TestApp([0])
        try empty.load()
        empty.table.fillerRowHeight = automaticDimension
        #expect(empty.table.effectiveFillerRowHeight == 44)
    }

    @Test func renderDrawsThemBelowTheLastRow() throws {
        let app = TestApp([2], viewport: 220)
        try app.load()
        let none = TableRenderer.render(app.table, options: RenderOptions(width: 30, ascii: true))
        app.table.fillerRowHeight = 88
        let some = TableRenderer.render(app.table, options: RenderOptions(width: 30, ascii: true))
        // 220 - 88 points below the rows: two filler rows of 88, each a separator and a blank line.
        #expect(some.split(separator: "\n").count == none.split(separator: "\n").count + 4)
        #expect(some.contains("|" + String(repeating: " ", count: 28) + "|"))
    }
}
