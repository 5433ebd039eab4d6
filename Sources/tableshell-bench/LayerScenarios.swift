import TableEngine
import AppHarness
import UIKit

// Issue 26: what the UIKit-named layer costs over the engine alone. One
// child runs the same work twice, in turn, round after round: once with
// an app written against the engine's own protocols (`TableViewDataSource`,
// `TableViewDelegate`) on an engine `TableView`, once with the same app
// written as an app is written for UIKit (a class adopting
// `UITableViewDataSource` and `UITableViewDelegate`) on a `UITableView`.
// Both run on an app thread, as a hosted app's code does (AppHarness's
// `AppThread`, which stands for the main thread); both drive
// the engine's table the same way (`reloadData`, `setContentOffset`), so
// that what differs is the layer's part: its bridges, the app's cell
// objects, Foundation's `IndexPath`.

/// The engine-side app: the engine's own protocols, each cell dequeued for
/// its row and given its text; with `answersHeights`, the delegate answers
/// `heightForRowAt` (44, 55 or 66 points).
final class EngineLayerPeer: TableViewDataSource, TableViewDelegate {
    let rows: Int
    let answersHeights: Bool
    var heightCalls = 0
    var cellCalls = 0

    init(rows: Int, answersHeights: Bool) {
        self.rows = rows
        self.answersHeights = answersHeights
    }

    func responds(to selector: MessageSelector) -> Bool { answersHeights && selector == .heightForRow }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) throws(TableViewException) -> TableViewCell? {
        cellCalls += 1
        let cell = try tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.text = "Row \(indexPath.row)"
        return cell
    }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: TableIndexPath) -> Double {
        heightCalls += 1
        return 44 + Double(indexPath.row % 3) * 11
    }
}

/// The same list as an app writes it for UIKit: cells of a registered class
/// dequeued for their row, their text set through `textLabel`.
final class UIKitListApp: UITableViewDataSource {
    let rows: Int
    var cellCalls = 0

    init(rows: Int) { self.rows = rows }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellCalls += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}

/// The same list whose delegate answers `heightForRowAt`, as an app writes it for UIKit.
final class UIKitHeightsApp: UITableViewDataSource, UITableViewDelegate {
    let rows: Int
    var heightCalls = 0

    init(rows: Int) { self.rows = rows }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heightCalls += 1
        return 44 + CGFloat(indexPath.row % 3) * 11
    }
}

// What ImplementedMessagesPlugin would write for these classes (the bench
// does not apply the plugin: it would build swift-syntax in release mode).
extension UIKitListApp: nonisolated ImplementedMessagesProviding {
    nonisolated static var implementedMessages: ImplementedMessages { [.numberOfRows, .cellForRow] }
}

extension UIKitHeightsApp: nonisolated ImplementedMessagesProviding {
    nonisolated static var implementedMessages: ImplementedMessages { [.numberOfRows, .cellForRow, .heightForRow] }
}

enum LayerScenarios {
    /// 1M answered heights (`reloadData` of 1,000,000 rows, estimates off:
    /// every row's height asked), and a scroll through 100,000 rows one
    /// screen at a time (every row's cell made by `cellForRowAt`); each on
    /// the engine alone and through the layer, in turn. The quick run: 10x
    /// fewer rows.
    static func run(_ c: ChildContext, _ r: inout Results) throws {
        let heightRows = c.quick ? 100_000 : 1_000_000
        let scrollRows = c.quick ? 10_000 : 100_000
        let rounds = c.quick ? 3 : 5
        // On an app thread, where a hosted app's code runs (the bench is
        // built with a static Swift runtime, as the README's install is:
        // there the harness's isolation hook must be found by its linked
        // name). Both sides run there alike; each entry is one handoff,
        // outside the times measured.
        let appThread = AppThread()
        func onAppThread<R>(_ body: @escaping () throws -> R) throws -> R {
            switch appThread.perform({ Result { try body() } }) {
            case .success(let result): return try result.get()
            case .failure(let failure): throw AppThreadFailure(failure: failure)
            }
        }

        // Heights.
        let engineHeights = EngineLayerPeer(rows: heightRows, answersHeights: true)
        let engineHeightsTable = try onAppThread { try makeEngineTable(engineHeights, estimates: false) }
        let (layerHeights, layerHeightsTable) = try onAppThread {
            onMainActor {
                let app = UIKitHeightsApp(rows: heightRows)
                return (AppObject(app), AppObject(makeLayerTable(dataSource: app, delegate: app, estimates: false)))
            }
        }
        var engine: [Double] = [], layer: [Double] = []
        var layerCalls = 0
        for _ in 0..<rounds {
            engineHeights.heightCalls = 0
            engine.append(try onAppThread { try cpuSeconds { try engineHeightsTable.reloadData() } })
            layer.append(try onAppThread {
                onMainActor {
                    layerHeights.value.heightCalls = 0
                    let t = cpuSeconds { layerHeightsTable.value.reloadData() }
                    layerCalls = layerHeights.value.heightCalls
                    return t
                }
            })
        }
        precondition(engineHeights.heightCalls == heightRows && layerCalls == heightRows)
        r.series("heights.engine", engine.map { $0 / Double(heightRows) }, ops: heightRows)
        r.series("heights.layer", layer.map { $0 / Double(heightRows) }, ops: heightRows)
        r["heights.rows"] = heightRows

        // Scrolling.
        let engineList = EngineLayerPeer(rows: scrollRows, answersHeights: false)
        let engineListTable = try onAppThread { try makeEngineTable(engineList, estimates: true) }
        let (layerList, layerListTable) = try onAppThread {
            onMainActor {
                let app = UIKitListApp(rows: scrollRows)
                let table = makeLayerTable(dataSource: app, delegate: nil, estimates: true)
                table.layoutIfNeeded()
                return (AppObject(app), AppObject(table))
            }
        }
        let layerListEngine = try onAppThread { onMainActor { AppObject(layerListTable.value.engineTable) } }
        engine = []
        layer = []
        var engineCells = 0
        for _ in 0..<rounds {
            engineList.cellCalls = 0
            engine.append(try onAppThread { try cpuSeconds { try scrollThrough(engineListTable) } })
            engineCells = engineList.cellCalls
            layer.append(try onAppThread {
                onMainActor { layerList.value.cellCalls = 0 }
                let t = try cpuSeconds { try scrollThrough(layerListEngine.value) }
                layerCalls = onMainActor { layerList.value.cellCalls }
                return t
            })
        }
        precondition(engineCells == layerCalls && engineCells >= scrollRows)
        r.series("scroll.engine", engine.map { $0 / Double(scrollRows) }, ops: scrollRows)
        r.series("scroll.layer", layer.map { $0 / Double(scrollRows) }, ops: scrollRows)
        r["scroll.rows"] = scrollRows
        r["scroll.cells"] = engineCells
        withExtendedLifetime((engineHeights, engineList, layerHeights, layerList)) {}  // the tables' data sources are weak
    }

    /// An engine table of `app`'s rows, its cells registered, laid out.
    private static func makeEngineTable(_ app: EngineLayerPeer, estimates: Bool) throws -> TableView {
        let table = TableView(style: .plain)
        if !estimates { table.estimatedRowHeight = 0 }
        table.register(forCellReuseIdentifier: "Cell")
        table.dataSource = app
        table.delegate = app
        try table.layoutIfNeeded()
        return table
    }

    /// A `UITableView` of the app's rows, its cells registered, laid out.
    @MainActor private static func makeLayerTable(dataSource: any UITableViewDataSource, delegate: (any UITableViewDelegate)?,
                                                  estimates: Bool) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 440), style: .plain)
        if !estimates { table.estimatedRowHeight = 0 }
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        table.dataSource = dataSource
        table.delegate = delegate
        table.layoutIfNeeded()
        return table
    }

    /// From the top to the bottom, one screen at a time: every row comes
    /// on screen once, its cell made by the data source.
    private static func scrollThrough(_ table: TableView) throws {
        try table.setContentOffset(0)
        let screen = table.viewportHeight
        var y = 0.0
        while y < table.maxContentOffset {
            y = min(y + screen, table.maxContentOffset)
            try table.setContentOffset(y)
        }
    }
}

/// An entry into the app thread that did not return.
struct AppThreadFailure: Error, CustomStringConvertible {
    let failure: AppThread.Failure
    var description: String { "the layer scenario's app thread: \(failure)" }
}

/// An app object handed out of main-actor code to the bench's own code,
/// which runs on the same thread.
struct AppObject<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
