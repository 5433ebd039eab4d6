import Testing
import TableEngine
@testable import UIKit

/// A prefetch data source through the layer.
@Suite struct PrefetchingTests {
    @Test func scrollingAsksThePrefetchDataSourceForRowsAhead() throws {
        let run = AppRun()
        let (feed, table, driven) = try run { () -> (FeedDataSource, UITableView, Driven) in
            let feed = FeedDataSource()
            let table = UITableView(frame: UIScreen.main.bounds, style: .plain)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "Post")
            table.dataSource = feed
            table.prefetchDataSource = feed
            table.layoutIfNeeded()
            return (feed, table, Driven(table: table.engineTable))
        }
        try run { Result { () throws(TableViewException) in try driven.table.scroll(by: 200) } }.get()
        let prefetched = try run { feed.prefetched }
        #expect(!prefetched.isEmpty)
        #expect(prefetched.allSatisfy { $0 >= 10 })
        withExtendedLifetime(table) {}
    }
}
