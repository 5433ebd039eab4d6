import TableEngine

// The messages a table sends by the thousand — a row's height and its
// estimate, a section's row count, a row's cell — on a path that adds
// little to the engine's own cost: the app's main-actor code is entered
// without a boxed closure (`onMainActor(passing:_:)`), and the table is
// held without reference counting (`BridgedTable`). The app's object is
// still loaded from its weak reference at every message, so an app object
// that has been released receives nothing, as in UIKit. Each message's
// plain path stays beside it in its bridge (`plain…`), and
// `RowMessagesTests` checks that both give the same answers.

extension DelegateBridge {
    /// `heightForRowAt`: the app's height, or the table's `rowHeight` once the app has gone.
    func fastHeight(forRowAt indexPath: TableIndexPath) -> Double {
        onMainActor(passing: (self, indexPath)) { bridge, indexPath in
            let table = bridge.bridgedTable.table
            guard let app = bridge.app else { return Double(table.rowHeight) }
            return Double(app.tableView(table, heightForRowAt: IndexPath(indexPath)))
        }
    }

    /// `estimatedHeightForRowAt`: the app's estimate, or the table's `estimatedRowHeight` once the app has gone.
    func fastEstimatedHeight(forRowAt indexPath: TableIndexPath) -> Double {
        onMainActor(passing: (self, indexPath)) { bridge, indexPath in
            let table = bridge.bridgedTable.table
            guard let app = bridge.app else { return Double(table.estimatedRowHeight) }
            return Double(app.tableView(table, estimatedHeightForRowAt: IndexPath(indexPath)))
        }
    }
}

extension DataSourceBridge {
    /// `numberOfRowsInSection`: the app's count, or 0 once the app has gone.
    func fastNumberOfRows(inSection section: Int) -> Int {
        onMainActor(passing: (self, section)) { bridge, section in
            bridge.app?.tableView(bridge.bridgedTable.table, numberOfRowsInSection: section) ?? 0
        }
    }

    /// `cellForRowAt`: the engine cell of the app's cell, or nil once the app has gone.
    func fastCell(forRowAt indexPath: TableIndexPath) -> TableViewCell? {
        onMainActor(passing: (self, indexPath)) { bridge, indexPath in
            bridge.app?.tableView(bridge.bridgedTable.table, cellForRowAt: IndexPath(indexPath)).engineCellForTable()
        }
    }
}

/// Enters main-actor code from the engine's non-isolated messages, as
/// `onMainActor` does, for the messages sent by the thousand: `body` gets
/// its values as `argument` and captures nothing, so the call boxes no
/// closure context (`onMainActor`'s `withoutActuallyEscaping` allocates
/// one per call). The app thread stands for the main thread, and entries
/// into the app take turns (see `onMainActor`).
@inline(__always)
func onMainActor<Argument, Result>(passing argument: Argument, _ body: @escaping @MainActor (Argument) -> Result) -> Result {
    unsafeBitCast(body, to: ((Argument) -> Result).self)(argument)
}

/// The `UITableView` a bridge serves, held without reference counting for
/// the messages sent by the thousand. A bridge is made and held by its
/// table alone (the engine's table holds it weakly), so the table outlives
/// it — unless app code releases the table's last owner while one of the
/// table's own messages runs, which UIKit does not survive either. Debug
/// builds keep a weak reference beside it and check it at every use.
struct BridgedTable {
    unowned(unsafe) private let unchecked: UITableView
    #if DEBUG
    private weak var checked: UITableView?
    #endif

    init(_ table: UITableView) {
        unchecked = table
        #if DEBUG
        checked = table
        #endif
    }

    var table: UITableView {
        #if DEBUG
        assert(checked != nil, "a table's bridge was used after the table was released")
        #endif
        return unchecked
    }
}
