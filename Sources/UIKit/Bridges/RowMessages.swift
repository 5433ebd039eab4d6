import TableEngine

// The messages a table sends by the thousand — a row's height and its
// estimate, a section's row count, a row's cell — on a path that adds
// little to the engine's own cost: the app's main-actor code is entered
// without a boxed closure (`onMainActor(passing:_:)`), and neither the
// bridge (its sender holds it) nor the table (`BridgedTable`) is retained
// for a message — each is held weakly elsewhere, which puts its reference
// counts in a side table, where a retain and its release are two atomic
// operations on the slow path of Swift's runtime. The app's object is
// still loaded from its weak reference at every message, so an app object
// that has been released receives nothing, as in UIKit — except in a pass
// of row heights at a reload (`RowHeightPass`), where it is loaded once
// for the pass and held until it ends (FIDELITY.md U-15). Each message's
// plain path stays beside it in its bridge (`plain…`), and
// `RowMessagesTests` checks that both give the same answers.

extension DelegateBridge {
    /// `heightForRowAt`: the app's height, or the table's `rowHeight` once the app has gone.
    func fastHeight(forRowAt indexPath: TableIndexPath) -> Double {
        withUnretained { bridge, table in
            onMainActor(passing: bridge, table, indexPath) { bridge, table, indexPath in
                guard let app = bridge.app else { return Double(table.rowHeight) }
                return Double(app.tableView(table, heightForRowAt: IndexPath(indexPath)))
            }
        }
    }

    /// `estimatedHeightForRowAt`: the app's estimate, or the table's `estimatedRowHeight` once the app has gone.
    func fastEstimatedHeight(forRowAt indexPath: TableIndexPath) -> Double {
        withUnretained { bridge, table in
            onMainActor(passing: bridge, table, indexPath) { bridge, table, indexPath in
                guard let app = bridge.app else { return Double(table.estimatedRowHeight) }
                return Double(app.tableView(table, estimatedHeightForRowAt: IndexPath(indexPath)))
            }
        }
    }

    /// Runs `body` with this bridge and its table, neither retained for it
    /// (see the top of this file); not isolated, so that the runtime does
    /// not check the isolation of `body`.
    @inline(__always)
    private func withUnretained<R>(_ body: (DelegateBridge, UITableView) -> R) -> R {
        Unmanaged.passUnretained(self)._withUnsafeGuaranteedRef { bridge in bridge.bridgedTable.withTable { body(bridge, $0) } }
    }
}

extension DelegateBridge: RowHeightPass {
    /// A pass of row heights (a section's rows at a reload): the app's
    /// object loaded from its weak reference once, and held until the pass
    /// ends, as the engine holds its delegate for the pass — an app object
    /// its last owner lets go of during the pass is asked until the pass
    /// ends (FIDELITY.md L-13). Once the app has gone: the table's
    /// `rowHeight` (`estimatedRowHeight`), as `fastHeight` answers.
    func withRowHeights<R, E: Error>(estimated: Bool, _ body: ((TableIndexPath) -> Double) throws(E) -> R) throws(E) -> R {
        let table = bridgedTable.table
        // One function for the pass, made in the app's main-actor code (so
        // isolated to it), its app and table captured once: a row costs a
        // call, and nothing is reference counted.
        let answer = onMainActor { () -> (TableIndexPath) -> Double in
            guard let app = self.app else {
                let fallback = Double(estimated ? table.estimatedRowHeight : table.rowHeight)
                return { _ in fallback }
            }
            if estimated {
                return { Double(app.tableView(table, estimatedHeightForRowAt: IndexPath($0))) }
            }
            return { Double(app.tableView(table, heightForRowAt: IndexPath($0))) }
        }
        return try body(answer)
    }
}

extension DataSourceBridge {
    /// `numberOfRowsInSection`: the app's count, or 0 once the app has gone.
    func fastNumberOfRows(inSection section: Int) -> Int {
        withUnretained { bridge, table in
            onMainActor(passing: bridge, table, section) { bridge, table, section in
                bridge.app?.tableView(table, numberOfRowsInSection: section) ?? 0
            }
        }
    }

    /// `cellForRowAt`: the engine cell of the app's cell, or nil once the app has gone.
    func fastCell(forRowAt indexPath: TableIndexPath) -> TableViewCell? {
        withUnretained { bridge, table in
            onMainActor(passing: bridge, table, indexPath) { bridge, table, indexPath in
                bridge.app?.tableView(table, cellForRowAt: IndexPath(indexPath)).engineCellForTable()
            }
        }
    }

    /// Runs `body` with this bridge and its table, neither retained for it.
    @inline(__always)
    private func withUnretained<R>(_ body: (DataSourceBridge, UITableView) -> R) -> R {
        Unmanaged.passUnretained(self)._withUnsafeGuaranteedRef { bridge in bridge.bridgedTable.withTable { body(bridge, $0) } }
    }
}

/// Enters main-actor code from the engine's non-isolated messages, as
/// `onMainActor` does, for the messages sent by the thousand: `body` gets
/// its values as arguments and captures nothing, so the call boxes no
/// closure context (`onMainActor`'s `withoutActuallyEscaping` allocates
/// one per call), and the references among them are passed as the caller
/// holds them, not retained (a tuple of them would be copied, each
/// reference retained). The app thread stands for the main thread, and
/// entries into the app take turns (see `onMainActor`).
@inline(__always)
func onMainActor<A, B, C, Result>(passing a: A, _ b: B, _ c: C, _ body: @escaping @MainActor (A, B, C) -> Result) -> Result {
    unsafeBitCast(body, to: ((A, B, C) -> Result).self)(a, b, c)
}

/// The `UITableView` a bridge serves, held without reference counting for
/// the messages sent by the thousand. A bridge is made and held by its
/// table alone (the engine's table holds it weakly), so the table outlives
/// it — unless app code releases the table's last owner while one of the
/// table's own messages runs, which UIKit does not survive either. Debug
/// builds keep a weak reference beside it and check it at every use.
struct BridgedTable {
    private let unchecked: Unmanaged<UITableView>
    #if DEBUG
    private weak var checked: UITableView?
    #endif

    init(_ table: UITableView) {
        unchecked = .passUnretained(table)
        #if DEBUG
        checked = table
        #endif
    }

    var table: UITableView {
        check()
        return unchecked.takeUnretainedValue()
    }

    /// Runs `body` with the table, not retained for it: a retain and a
    /// release per message, each an atomic operation on the table's side
    /// table (it has weak references), cost more than the rest of the
    /// bridge's part.
    @inline(__always)
    func withTable<R>(_ body: (UITableView) -> R) -> R {
        check()
        return unchecked._withUnsafeGuaranteedRef(body)
    }

    @inline(__always)
    private func check() {
        #if DEBUG
        assert(checked != nil, "a table's bridge was used after the table was released")
        #endif
    }
}
