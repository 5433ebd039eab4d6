/// `UITableViewDataSourcePrefetching`: told which rows will soon come on
/// screen, to load their data ahead of `cellForRowAtIndexPath:`, and which
/// of those are no longer wanted. `prefetchRows` is the protocol's required
/// method; the table prefetches only from an object that implements it.
public protocol TableViewDataSourcePrefetching: TableMessageReceiver {
    /// The rows that will soon come on screen, to load their data ahead of
    /// `tableView(_:cellForRowAt:)` (`tableView:prefetchRowsAtIndexPaths:`).
    ///
    /// UITableView.h: "indexPaths are ordered ascending by geometric
    /// distance from the table view".
    func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [TableIndexPath])
    /// Rows asked before in `tableView(_:prefetchRowsAt:)` that are no longer wanted
    /// (`tableView:cancelPrefetchingForRowsAtIndexPaths:`).
    ///
    /// UITableView.h: "indexPaths that previously were considered as
    /// candidates for pre-fetching, but were not actually used; may be a
    /// subset of the previous call to -tableView:prefetchRowsAtIndexPaths:".
    func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [TableIndexPath])
}

extension TableViewDataSourcePrefetching {
    /// As UIKit behaves without the method — nothing is cancelled.
    public func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [TableIndexPath]) {}
}
