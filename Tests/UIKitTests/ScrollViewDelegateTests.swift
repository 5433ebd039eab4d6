import Testing
import TableEngine
@testable import UIKit

/// UIScrollViewDelegate through the layer: the app's overrides, found by the
/// generated tables, get UIKit's types (FIDELITY.md S-06 to S-11).
@Suite struct ScrollViewDelegateTests {
    func launch(_ run: AppRun) throws -> (InfiniteFeedController, Driven) {
        try run { () -> (InfiniteFeedController, Driven) in
            let controller = InfiniteFeedController(style: .plain)
            controller.loadViewIfNeeded()
            controller.viewWillAppear(false)
            controller.tableView.layoutIfNeeded()
            return (controller, Driven(table: controller.tableView.engineTable))
        }
    }

    @Test func theAppsScrollViewMethodsAreCalledWithUIKitsTypes() throws {
        let run = AppRun()
        let (feed, driven) = try launch(run)
        try run { Result { () throws(TableViewException) in try driven.table.scroll(by: 440) } }.get()
        let journal = try run { feed.journal }
        #expect(journal == ["willBeginDragging", "didScroll 440", "willEndDragging 0.0 440"])
    }

    @Test func aFlingIsSnappedByTheAppAndLoadsMoreNearTheEnd() throws {
        let run = AppRun()
        let (feed, driven) = try launch(run)
        try run { Result { () throws(TableViewException) in try driven.table.fling(by: 1000) } }.get()
        let (journal, rows) = try run { (feed.journal, feed.rows) }
        // 1000 points on from 33: 1033, snapped to a row's top, 1012.
        #expect(journal.contains("willEndDragging 2.004 1033"))
        #expect(journal.last == "didEndDecelerating")
        #expect(driven.table.contentOffset == 1012)
        // 40 rows are 1760 points: the feed loaded more on the way.
        #expect(rows > 40)
    }

    @Test func theAppRefusesTheScrollToTop() throws {
        let run = AppRun()
        let (feed, driven) = try launch(run)
        try run { Result { () throws(TableViewException) in try driven.table.scroll(by: 440) } }.get()
        try run { Result { () throws(TableViewException) in try driven.table.tapStatusBar() } }.get()
        #expect(driven.table.contentOffset == 440)
        withExtendedLifetime(feed) {}
    }
}
