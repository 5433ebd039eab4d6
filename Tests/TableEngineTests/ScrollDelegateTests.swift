import TestSupport
import Testing
@testable import TableEngine

/// The scroll view's messages to the table's delegate: a drag, a fling, an
/// animated and an unanimated scroll in code, a tap on the status bar, a
/// change of the adjusted inset (FIDELITY.md S-06 to S-13).
@Suite struct ScrollDelegateTests {
    static let scrollMessages: Set<MessageSelector> = [
        .scrollViewDidScroll, .scrollViewWillBeginDragging, .scrollViewWillEndDragging, .scrollViewDidEndDragging,
        .scrollViewWillBeginDecelerating, .scrollViewDidEndDecelerating, .scrollViewDidEndScrollingAnimation,
        .scrollViewShouldScrollToTop, .scrollViewDidScrollToTop, .scrollViewDidChangeAdjustedContentInset,
    ]

    /// A table of `rows` rows of 44 points whose delegate implements the
    /// scroll view's messages (and the display ones), loaded, its log empty.
    func app(_ rows: Int = 100, scroll: Bool = true) throws -> TestApp {
        var implemented: Set<MessageSelector> = [.numberOfSections, .willDisplayCell, .didEndDisplayingCell]
        if scroll { implemented.formUnion(Self.scrollMessages) }
        let app = TestApp([rows], implemented: implemented)
        try app.load()
        app.log.removeAll()
        return app
    }

    /// The log without the display messages: the scroll view's own.
    func scrollLines(_ app: TestApp) -> [String] {
        app.log.filter { $0.hasPrefix("dl scrollView") }
    }

    /// The delegate's lines.
    func delegateLines(_ app: TestApp) -> [String] {
        app.log.filter { $0.hasPrefix("dl ") }
    }

    /// Whether a row came on screen.
    func displayed(_ app: TestApp, _ row: Int) -> Bool {
        app.calls("willDisplayCell").contains { $0.hasSuffix(" [0,\(row)]") }
    }

    // MARK: S-06

    @Test func anUnimplementedScrollMessageIsNotSentAndTheLogIsAsBefore() throws {
        let app = try app(scroll: false)
        try app.table.scroll(by: 44)
        // Row 10 shows its prepared cell (FIDELITY.md P-01).
        #expect(delegateLines(app) == ["dl didEndDisplayingCell cell#1 [0,0]", "dl willDisplayCell cell#11 [0,10]"])
        // Unimplemented, scrollViewShouldScrollToTop: counts as YES.
        try app.table.tapStatusBar()
        #expect(app.table.contentOffset == 0)
    }

    // MARK: S-07

    @Test func aDragSendsTheDraggingMessagesAroundAFramePerScreen() throws {
        let app = try app()
        try app.table.scroll(by: 44)
        #expect(delegateLines(app) == [
            "dl scrollViewWillBeginDragging",
            "dl scrollViewDidScroll",
            "dl didEndDisplayingCell cell#1 [0,0]",
            "dl willDisplayCell cell#11 [0,10]",
            "dl scrollViewWillEndDragging {0, 0} {0, 44}",
            "dl scrollViewDidEndDragging NO",
        ])
        app.log.removeAll()
        // Two and a half screens: three frames, and the rows passed get cells.
        try app.table.scroll(by: 1100)
        #expect(app.count("scrollViewDidScroll") == 3)
        #expect(displayed(app, 20))
        #expect(app.table.contentOffset == 1144)
        #expect(scrollLines(app).last == "dl scrollViewDidEndDragging NO")
    }

    @Test func aDragThatCannotMoveTheContentSendsNothing() throws {
        let app = try app()
        try app.table.scroll(by: -100)
        try app.table.scroll(by: 0)
        #expect(app.log.isEmpty)
    }

    @Test func aDragOfAHundredScreensCostsAFrameAScreen() throws {
        let app = try app(10_000)
        try app.table.scroll(by: 100 * 440)
        #expect(app.count("scrollViewDidScroll") == 100)
        // Every frame brings one screen of new cells; the cells in existence stay a screen's.
        #expect(app.count("willDisplayCell") == 1000)
        #expect(app.table.state.display.cellsInExistence <= 12)
        // A longer drag is held to the most frames a gesture runs.
        try app.table.scroll(by: 10_000 * 44)
        #expect(app.count("scrollViewDidScroll") == 100 + TableView.maximumGestureFrames)
    }

    // MARK: S-08

    @Test func aFlingDeceleratesToWhereItsVelocityCarriesIt() throws {
        let app = try app()
        try app.table.fling(by: 1000)
        let lines = scrollLines(app)
        #expect(lines.first == "dl scrollViewWillBeginDragging")
        // 1000 points at 0.998: 2004 points a second, 2.004 a millisecond.
        #expect(lines.contains("dl scrollViewWillEndDragging {0, 2.004} {0, 1033}"))
        let tail = Array(lines.drop { $0 != "dl scrollViewDidEndDragging YES" })
        #expect(tail.first == "dl scrollViewDidEndDragging YES")
        #expect(tail.dropFirst().first == "dl scrollViewWillBeginDecelerating")
        #expect(tail.last == "dl scrollViewDidEndDecelerating")
        #expect(tail.filter { $0 == "dl scrollViewDidScroll" }.count > 10)
        #expect(app.table.contentOffset == 1033)
    }

    @Test func aFlingRestsInTheRangeAndSkipsRowsBetweenFrames() throws {
        let app = try app(10_000)
        try app.table.fling(by: 1_000_000)
        #expect(app.table.contentOffset == app.table.maxContentOffset)
        // Far fewer cells than rows passed: only rows on screen at a frame get one.
        #expect(app.count("willDisplayCell") < 10_000)
        #expect(app.count("scrollViewDidScroll") <= TableView.maximumGestureFrames + 1)
    }

    @Test func theDelegateMovesTheTargetOfAFlingAndOfADrag() throws {
        let app = try app()
        let snap = Snapping(to: 440)
        app.table.delegate = snap
        try app.table.fling(by: 1000)
        #expect(app.table.contentOffset == 440)
        #expect(app.log.contains("dl scrollViewWillEndDragging {0, 2.004} {0, 1033}"))
        // A drag whose target the delegate moves decelerates to it.
        app.log.removeAll()
        snap.target = 0
        try app.table.scroll(by: 100)
        #expect(app.log.contains("dl scrollViewDidEndDragging YES"))
        #expect(app.table.contentOffset == 0)
    }

    // MARK: S-09

    @Test func anAnimatedScrollInCodeRunsAsFramesWhenTheRunLoopTurns() throws {
        let app = try app()
        try app.table.scrollToRow(at: TableIndexPath(0, 50), at: .top, animated: true)
        // The call returns at once: nothing moved yet.
        #expect(app.log == ["tv scrollToRow [0,50] top YES"])
        #expect(app.table.contentOffset == 0 && app.table.hasScrollAnimation)
        try app.table.runScrollAnimation()
        #expect(app.table.contentOffset == 50 * 44)
        #expect(app.count("scrollViewDidScroll") == TableView.animationFrames)
        #expect(app.log.last == "dl scrollViewDidEndScrollingAnimation")
        // Rows on the way got cells: 2200 points in 18 frames of about 122.
        #expect(displayed(app, 10))
        #expect(!app.log.contains { $0.contains("Dragging") || $0.contains("Decelerating") })
    }

    @Test func anAnimatedScrollToWhereTheContentIsSendsNothing() throws {
        let app = try app()
        try app.table.setContentOffset(0, animated: true)
        try app.table.runScrollAnimation()
        #expect(app.log == ["tv setContentOffset 0 YES"])
    }

    @Test func reloadDataStopsAnAnimatedScrollInCode() throws {
        let app = try app()
        try app.table.setContentOffset(880, animated: true)
        try app.table.reloadData()
        try app.table.runScrollAnimation()
        #expect(app.count("scrollViewDidScroll") == 0)
        #expect(app.count("scrollViewDidEndScrollingAnimation") == 0)
        #expect(app.table.contentOffset == 0)
    }

    // MARK: S-10

    @Test func anUnanimatedScrollInCodeSendsOneDidScrollBeforeTheCells() throws {
        let app = try app()
        try app.table.scrollToRow(at: TableIndexPath(0, 50), at: .top, animated: false)
        #expect(app.count("scrollViewDidScroll") == 1)
        let didScroll = try #require(app.log.firstIndex(of: "  dl scrollViewDidScroll"))
        let firstCell = try #require(app.log.firstIndex { $0.contains("willDisplayCell") })
        #expect(didScroll < firstCell)
        #expect(!app.log.contains { $0.contains("EndScrollingAnimation") })
        app.log.removeAll()
        try app.table.setContentOffset(0)
        #expect(app.count("scrollViewDidScroll") == 1)
        // No change, no message.
        app.log.removeAll()
        try app.table.setContentOffset(0, animated: false)
        #expect(app.count("scrollViewDidScroll") == 0)
    }

    // MARK: S-11

    @Test func aTapOnTheStatusBarScrollsToTheTop() throws {
        let app = try app()
        try app.table.setContentOffset(2000)
        app.log.removeAll()
        try app.table.tapStatusBar()
        let lines = scrollLines(app)
        #expect(lines.first == "dl scrollViewShouldScrollToTop")
        #expect(lines.filter { $0 == "dl scrollViewDidScroll" }.count == TableView.animationFrames)
        #expect(lines.last == "dl scrollViewDidScrollToTop")
        #expect(!lines.contains("dl scrollViewDidEndScrollingAnimation"))
        #expect(app.table.contentOffset == 0)
    }

    @Test func aTapOnTheStatusBarDoesNothingAtTheTopRefusedOrDisabled() throws {
        let app = try app()
        try app.table.tapStatusBar()
        #expect(app.log.isEmpty)
        try app.table.setContentOffset(2000)
        app.table.scrollsToTop = false
        app.log.removeAll()
        try app.table.tapStatusBar()
        #expect(app.log.isEmpty)
        app.table.scrollsToTop = true
        let refusing = Snapping(to: 0)
        refusing.scrollsToTop = false
        app.table.delegate = refusing
        try app.table.tapStatusBar()
        #expect(app.table.contentOffset == 2000)
        #expect(app.count("scrollViewDidScroll") == 0)
    }

    // MARK: S-13

    @Test func aChangeOfTheAdjustedInsetIsTold() throws {
        let app = try app()
        app.table.contentInset = VerticalInsets(top: 20, bottom: 0)
        #expect(app.log == ["dl scrollViewDidChangeAdjustedContentInset"])
        app.log.removeAll()
        // The behaviour `never` without a safe area changes nothing.
        app.table.contentInsetAdjustmentBehavior = .never
        #expect(app.log.isEmpty)
        // A table at the top follows a new safe area: the inset, then the offset.
        app.table.contentInsetAdjustmentBehavior = .automatic
        try app.table.setContentOffset(-20)
        app.log.removeAll()
        app.table.safeAreaInsets = VerticalInsets(top: 47, bottom: 0)
        #expect(app.log == ["dl scrollViewDidChangeAdjustedContentInset", "dl scrollViewDidScroll"])
        #expect(app.table.contentOffset == -67)
    }
}

/// A delegate that moves every target to `target` and may refuse the scroll to the top.
private final class Snapping: TableViewDelegate {
    var target: Double
    var scrollsToTop = true
    init(to target: Double) { self.target = target }
    func responds(to selector: MessageSelector) -> Bool { ScrollDelegateTests.scrollMessages.contains(selector) }
    func scrollViewWillEndDragging(_ tableView: TableView, withVelocity velocity: Point, targetContentOffset: inout Point) {
        targetContentOffset.y = target
    }
    func scrollViewShouldScrollToTop(_ tableView: TableView) -> Bool { scrollsToTop }
}
