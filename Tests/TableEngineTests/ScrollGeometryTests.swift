import TestSupport
import Testing
@testable import TableEngine

/// The scroll view's geometry: `contentInset`, the safe area,
/// `adjustedContentInset`, and an offset the app sets outside the
/// scrollable range (FIDELITY.md S-01 to S-05).
@Suite struct ScrollGeometryTests {
    func app(_ rows: Int = 100) throws -> TestApp {
        let app = TestApp([rows], implemented: [.numberOfSections, .willDisplayCell, .didEndDisplayingCell])
        try app.table.load()
        return app
    }

    @Test func theAdjustedInsetAddsTheSafeAreaUnlessTheBehaviourIsNever() throws {
        let app = try app()
        let table = app.table
        #expect(table.contentInset == .zero && table.safeAreaInsets == .zero)
        #expect(table.contentInsetAdjustmentBehavior == .automatic)
        table.contentInset = VerticalInsets(top: 10, bottom: 20)
        table.safeAreaInsets = VerticalInsets(top: 47, bottom: 34)
        #expect(table.adjustedContentInset == VerticalInsets(top: 57, bottom: 54))
        for behavior in [ContentInsetAdjustmentBehavior.automatic, .scrollableAxes, .always] {
            table.contentInsetAdjustmentBehavior = behavior
            #expect(table.adjustedContentInset == VerticalInsets(top: 57, bottom: 54))
        }
        table.contentInsetAdjustmentBehavior = .never
        #expect(table.adjustedContentInset == VerticalInsets(top: 10, bottom: 20))
        #expect(table.minContentOffset == -10)
        #expect(table.maxContentOffset == 100 * 44 + 20 - 440)
    }

    @Test func aShortTableStillScrollsToItsTopInset() throws {
        let app = try app(3)
        app.table.contentInset = VerticalInsets(top: 60, bottom: 0)
        #expect(app.table.minContentOffset == -60)
        #expect(app.table.maxContentOffset == -60)
    }

    @Test func theAppsOffsetIsKeptOutsideTheRangeAndRowsFollowTheViewport() throws {
        let app = try app()
        app.log.removeAll()
        try app.table.setContentOffset(-60)
        #expect(app.table.contentOffset == -60)
        // The viewport holds 60 points above the content and 380 of rows.
        #expect(app.table.visibleRows == (0..<9).map { TableIndexPath(0, $0) })
        #expect(app.log == ["dl didEndDisplayingCell cell#10 [0,9]"])
        // Layout passes keep it.
        try app.table.layoutIfNeeded()
        app.table.viewportHeight = 300
        try app.table.layoutIfNeeded()
        #expect(app.table.contentOffset == -60)
        try app.table.setContentOffset(-60, animated: true)
        #expect(app.table.contentOffset == -60)
        // Past the end, too.
        try app.table.setContentOffset(100 * 44 + 100)
        #expect(app.table.contentOffset == 4500)
        #expect(app.table.visibleRows.isEmpty)
    }

    @Test func aFingerBringsTheOffsetBackIntoTheRange() throws {
        let app = try app()
        try app.table.setContentOffset(-60)
        try app.table.scroll(by: 10)
        #expect(app.table.contentOffset == 0)
        app.table.contentInset = VerticalInsets(top: 60, bottom: 40)
        try app.table.setContentOffset(-100)
        try app.table.scroll(by: 10)
        #expect(app.table.contentOffset == -60)
        try app.table.scroll(by: 1_000_000)
        #expect(app.table.contentOffset == 100 * 44 + 40 - 440)
        try app.table.scroll(to: -1_000)
        #expect(app.table.contentOffset == -60)
    }

    @Test func anInsetTheOffsetRestsInIsInRange() throws {
        let app = try app()
        app.table.contentInset = VerticalInsets(top: 60, bottom: 0)
        try app.table.layoutIfNeeded()
        // Setting the inset leaves the offset where it was.
        #expect(app.table.contentOffset == 0)
        try app.table.setContentOffset(-60, animated: true)
        // Animated, it moves when the run loop turns (S-09).
        try app.table.runScrollAnimation()
        #expect(app.table.contentOffset == -60)
        // A reload keeps an offset in the range.
        try app.table.reloadData()
        try app.table.layoutIfNeeded()
        #expect(app.table.contentOffset == -60)
        #expect(app.table.invariantViolations().isEmpty)
    }

    @Test func aTableAtTheTopFollowsTheSafeArea() throws {
        let app = try app()
        app.table.safeAreaInsets = VerticalInsets(top: 103, bottom: 34)
        #expect(app.table.contentOffset == -103)
        try app.table.layoutIfNeeded()
        #expect(app.table.visibleRows.first == TableIndexPath(0, 0))
        app.table.contentInsetAdjustmentBehavior = .never
        #expect(app.table.contentOffset == 0)
        // Not at the top: the offset stays.
        app.table.contentInsetAdjustmentBehavior = .automatic
        try app.table.scroll(by: 200)
        let offset = app.table.contentOffset
        app.table.safeAreaInsets = VerticalInsets(top: 47, bottom: 34)
        #expect(app.table.contentOffset == offset)
    }

    @Test func scrollingToARowLeavesItBelowTheTopInset() throws {
        let app = try app()
        app.table.contentInset = VerticalInsets(top: 60, bottom: 40)
        try app.table.scrollToRow(at: TableIndexPath(0, 50), at: .top)
        #expect(app.table.contentOffset == 50 * 44 - 60)
        try app.table.scrollToRow(at: TableIndexPath(0, 50), at: .bottom)
        #expect(app.table.contentOffset == 51 * 44 + 40 - 440)
        try app.table.scrollToRow(at: TableIndexPath(0, 0), at: .top)
        #expect(app.table.contentOffset == -60)
        try app.table.scrollToBottom()
        #expect(app.table.contentOffset == 100 * 44 + 40 - 440)
    }

    @Test func aShrinkingTableBringsAnOffsetInRangeBackToItsEnd() throws {
        let app = try app()
        try app.table.scrollToBottom()
        app.rows = [5]
        try app.table.reloadData()
        try app.table.layoutIfNeeded()
        #expect(app.table.contentOffset == 0)
        // An offset the app set past the end is kept.
        try app.table.setContentOffset(1000)
        app.rows = [4]
        try app.table.reloadData()
        try app.table.layoutIfNeeded()
        #expect(app.table.contentOffset == 1000)
    }

    /// The adjusted inset the scroll reads (stored as the three properties
    /// are set) is the one worked out from them (`adjustedInset()`), through
    /// any sequence of settings.
    @Test func theStoredAdjustedInsetIsTheComputedOne() throws {
        let table = try app().table
        var rng = SystemRandomNumberGenerator()
        let values: [Double] = [0, 10, 20, 47, -5]
        for _ in 0..<300 {
            switch Int.random(in: 0..<3, using: &rng) {
            case 0: table.contentInset = VerticalInsets(top: values.randomElement(using: &rng)!, bottom: values.randomElement(using: &rng)!)
            case 1: table.safeAreaInsets = VerticalInsets(top: values.randomElement(using: &rng)!, bottom: values.randomElement(using: &rng)!)
            default: table.contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.allCases.randomElement(using: &rng)!
            }
            #expect(table.adjustedContentInset == table.adjustedInset())
            #expect(table.minContentOffset == -table.adjustedInset().top)
        }
    }
}
