import TestSupport
import Testing
@testable import TableEngine

/// A prefetch data source that records what it is told.
final class Prefetcher: TableViewDataSourcePrefetching {
    var methods: Set<MessageSelector> = [.prefetchRows, .cancelPrefetching]
    var prefetched: [[TableIndexPath]] = []
    var cancelled: [[TableIndexPath]] = []
    func responds(to selector: MessageSelector) -> Bool { methods.contains(selector) }
    func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [TableIndexPath]) { prefetched.append(indexPaths) }
    func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [TableIndexPath]) { cancelled.append(indexPaths) }
}

/// UITableViewDataSourcePrefetching (FIDELITY.md D-30 to D-35; P-01 to P-05).
@Suite struct PrefetchTests {
    static func rows(_ range: ClosedRange<Int>, section: Int = 0) -> [TableIndexPath] { range.map { TableIndexPath(section, $0) } }

    static func make(_ rows: [Int] = [100], methods: Set<MessageSelector> = [.prefetchRows, .cancelPrefetching]) throws -> (TestApp, Prefetcher) {
        let app = TestApp(rows)
        let pf = Prefetcher()
        pf.methods = methods
        app.table.prefetchDataSource = pf
        try app.load()
        return (app, pf)
    }

    @Test func afterLoadingTheRowsBelowTheScreenAreAskedForAfterTheCells() throws {
        let (app, pf) = try Self.make()
        #expect(pf.prefetched == [Self.rows(10...29)])
        // The last cell of the pass comes before it; the cell prepared
        // for the row below the screen after it (FIDELITY.md P-01).
        #expect(Array(app.log.suffix(4)) == [
            "cell#10 setHighlighted NO NO",
            "pds prefetchRows " + Self.rows(10...29).map(\.description).joined(separator: ","),
            "ds cellForRow [0,10]",
            "  tv dequeueCell Cell",
        ])
    }

    @Test func noPrefetchDataSourceNoMessages() throws {
        let (app, pf) = try Self.make(methods: [.cancelPrefetching])
        try app.table.scroll(by: 2000)
        #expect(pf.prefetched.isEmpty && pf.cancelled.isEmpty)
        #expect(app.count("prefetchRows") == 0)
    }

    @Test func scrollingOnAsksForMoreWhenHalfTheRowsAheadAreUsed() throws {
        let (app, pf) = try Self.make()
        try app.table.scroll(by: 44)            // rows 1–10: 11–21 still outstanding
        #expect(pf.prefetched.count == 1)
        try app.table.scroll(by: 440)           // rows 11–20: only 21–29 ahead
        #expect(pf.prefetched.last == Self.rows(30...40))
        // Never a row on screen; a prefetched row still gets its cell.
        #expect(app.calls("cellForRow").contains("ds cellForRow [0,20]"))
        #expect(!pf.prefetched.joined().contains(TableIndexPath(0, 0)))
    }

    @Test func scrollingBackAsksForTheRowsAboveNearestFirstAndCancelsWhatIsFar() throws {
        let (app, pf) = try Self.make()
        for _ in 0..<3 { try app.table.scroll(by: 440) }      // rows 30–39
        pf.prefetched.removeAll()
        try app.table.scroll(by: -44)                         // rows 29–38
        #expect(pf.prefetched == [Array(Self.rows(9...28).reversed())])
        app.log.removeAll()
        try app.table.scroll(by: -880)                        // rows 9–18: 49 and on are too far
        // A drag of two screens is two frames, each followed by its
        // prefetching (FIDELITY.md S-07, D-30): 59 goes at the first.
        #expect(pf.cancelled == [Self.rows(59...59), Self.rows(49...58)])
        let calls = app.log.filter { $0.contains("Prefetching") || $0.contains("prefetchRows") }
        #expect(calls.first?.hasPrefix("pds cancelPrefetching") == true)
    }

    @Test func anUnmovedScreenAsksNothing() throws {
        let (app, pf) = try Self.make()
        try app.table.reloadRows(at: [TableIndexPath(0, 3)])
        try app.table.setContentOffset(app.table.contentOffset)
        #expect(pf.prefetched.count == 1)
    }

    @Test func rowsAreCountedAcrossSections() throws {
        let (app, pf) = try Self.make([5, 0, 30])
        // Rows 0.0–0.4 and 2.0–2.4 on screen; 2.5 on are next.
        #expect(pf.prefetched.first?.first == TableIndexPath(2, 5))
        #expect(pf.prefetched.first?.count == 20)
        _ = app
    }

    @Test func prefetchingOffSendsNothing() throws {
        let app = TestApp([100])
        let pf = Prefetcher()
        app.table.prefetchDataSource = pf
        app.table.isPrefetchingEnabled = false
        try app.load()
        try app.table.scroll(by: 2000)
        #expect(pf.prefetched.isEmpty)
    }

    @Test func theDistanceIsTheTables() throws {
        let app = TestApp([100])
        let pf = Prefetcher()
        app.table.prefetchDataSource = pf
        app.table.prefetchDistance = 4
        try app.load()
        #expect(pf.prefetched == [Self.rows(10...13)])
        try app.table.scroll(by: 88)                // rows 2–11: 12, 13 ahead (≤ 2)
        #expect(pf.prefetched.last == Self.rows(14...15))
    }

    @Test func anUpdateMovesWhatIsOutstandingAndIsNotAScroll() throws {
        let (app, pf) = try Self.make()
        app.rows = [101]
        try app.table.insertRows(at: [TableIndexPath(0, 0)])
        #expect(pf.prefetched.count == 1)
        #expect(app.table.state.prefetch.outstanding.contains(TableIndexPath(0, 30)))
        #expect(!app.table.state.prefetch.outstanding.contains(TableIndexPath(0, 10)))
        try app.table.reloadData()
        #expect(app.table.state.prefetch.outstanding.isEmpty)
    }
}
