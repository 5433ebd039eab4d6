import PropertyBased
import Testing
import TableEngine
@testable import UIKit

/// The bridges' path for the messages sent by the thousand
/// (`Bridges/RowMessages.swift`) against the plain path beside it: the same
/// answers for any row, with the app there and after it has gone; and
/// `IndexPath(row:section:)` against Foundation's two-index path.
@Suite struct RowMessagesTests {
    static let rows = Generator { rng -> TableIndexPath in
        let small = Bool.random(using: &rng)
        return TableIndexPath(row: small ? Int.random(in: 0..<20, using: &rng) : Int.random(in: 0..<Int(Int32.max), using: &rng),
                              section: small ? Int.random(in: 0..<4, using: &rng) : Int.random(in: 0..<100_000, using: &rng))
    }

    /// A table whose data source and delegate are `app`, and its bridges.
    private func bridges(of app: RowAnswersApp, _ run: AppRun) throws -> (UITableView, DataSourceBridge, DelegateBridge) {
        try run { () -> (UITableView, DataSourceBridge, DelegateBridge) in
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
            table.rowHeight = 37
            table.estimatedRowHeight = 21
            table.dataSource = app
            table.delegate = app
            return (table, table.dataSourceBridge!, table.delegateBridge!)
        }
    }

    /// A table of `source`'s rows whose heights the object `delegate` gives
    /// answers (every height asked at a reload: estimates off), laid out.
    private func heightsTable(_ source: RowAnswersApp, _ run: AppRun,
                              delegate: @escaping @MainActor () -> (any UITableViewDelegate)?) throws -> UITableView {
        try run { () -> UITableView in
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
            table.estimatedRowHeight = 0
            table.dataSource = source
            table.delegate = delegate()
            table.layoutIfNeeded()
            return table
        }
    }

    @Test func theFastPathAnswersWhatThePlainPathAnswers() async throws {
        let run = AppRun()
        let app = try run { RowAnswersApp() }
        let (table, dataSource, delegate) = try bridges(of: app, run)
        await propertyCheck(count: 300, input: Self.rows) { indexPath in
            let (fast, plain) = try! run { () -> ([Double], [Double]) in
                ([delegate.fastHeight(forRowAt: indexPath), delegate.fastEstimatedHeight(forRowAt: indexPath),
                  Double(dataSource.fastNumberOfRows(inSection: indexPath.section))],
                 [delegate.plainHeight(forRowAt: indexPath), delegate.plainEstimatedHeight(forRowAt: indexPath),
                  Double(dataSource.plainNumberOfRows(inSection: indexPath.section))])
            }
            #expect(fast == plain, "\(indexPath)")
            let (fastCell, plainCell) = try! run { (dataSource.fastCell(forRowAt: indexPath), dataSource.plainCell(forRowAt: indexPath)) }
            #expect(fastCell?.text == plainCell?.text && fastCell?.detailText == plainCell?.detailText && fastCell?.style == plainCell?.style,
                    "\(indexPath)")
            #expect(fastCell?.text == "\(indexPath.section).\(indexPath.row)")
        }
        withExtendedLifetime((app, table)) {}
    }

    /// The fast path hands the app its table without retaining the table or
    /// the bridge: the app gets the same table on both paths, and once its
    /// owners let go, the table and its bridges go (nothing over-retained,
    /// nothing over-released).
    @Test func theAppGetsItsTableOnBothPathsAndTheTableGoesWhenReleased() async throws {
        let run = AppRun()
        let app = try run { RowAnswersApp() }
        let gone = try await askedWithItsTable(app, run)
        #expect(try run { gone.table == nil && gone.dataSource == nil && gone.delegate == nil })
        withExtendedLifetime(app) {}
    }

    /// Asks a new table's bridges about random rows on both paths, checks
    /// that the app is asked with that table, and lets go of the table.
    private func askedWithItsTable(_ app: RowAnswersApp, _ run: AppRun) async throws -> Gone {
        let (table, dataSource, delegate) = try bridges(of: app, run)
        await propertyCheck(count: 100, input: Self.rows) { indexPath in
            let tables = try! run { () -> [Bool] in
                let asks: [() -> Void] = [
                    { _ = delegate.fastHeight(forRowAt: indexPath) }, { _ = delegate.plainHeight(forRowAt: indexPath) },
                    { _ = delegate.fastEstimatedHeight(forRowAt: indexPath) }, { _ = delegate.plainEstimatedHeight(forRowAt: indexPath) },
                    { _ = dataSource.fastNumberOfRows(inSection: indexPath.section) }, { _ = dataSource.plainNumberOfRows(inSection: indexPath.section) },
                    { _ = dataSource.fastCell(forRowAt: indexPath) }, { _ = dataSource.plainCell(forRowAt: indexPath) },
                ]
                return asks.map { ask in
                    app.askedBy = nil
                    ask()
                    return app.askedBy === table
                }
            }
            #expect(tables == Array(repeating: true, count: 8), "\(indexPath)")
        }
        try run {
            table.reloadData()
            table.layoutIfNeeded()
        }
        return Gone(table: table, dataSource: dataSource, delegate: delegate)
    }

    /// Weak references to a table and its bridges.
    private final class Gone: @unchecked Sendable {
        weak var table: UITableView?
        weak var dataSource: DataSourceBridge?
        weak var delegate: DelegateBridge?
        init(table: UITableView, dataSource: DataSourceBridge, delegate: DelegateBridge) {
            self.table = table
            self.dataSource = dataSource
            self.delegate = delegate
        }
    }

    @Test func onceTheAppHasGoneBothPathsAnswerAsUIKitWithoutIt() async throws {
        let run = AppRun()
        let app = AppHolder(try run { RowAnswersApp() })
        let (table, dataSource, delegate) = try bridges(of: app.object!, run)
        try run { app.release() }
        #expect(app.released)
        #expect(try run { table.delegate == nil && table.dataSource == nil })
        await propertyCheck(count: 100, input: Self.rows) { indexPath in
            let answers = try! run { () -> [Double] in
                [delegate.fastHeight(forRowAt: indexPath), delegate.plainHeight(forRowAt: indexPath),
                 delegate.fastEstimatedHeight(forRowAt: indexPath), delegate.plainEstimatedHeight(forRowAt: indexPath),
                 Double(dataSource.fastNumberOfRows(inSection: indexPath.section)), Double(dataSource.plainNumberOfRows(inSection: indexPath.section))]
            }
            #expect(answers == [37, 37, 21, 21, 0, 0])
            #expect(try! run { dataSource.fastCell(forRowAt: indexPath) == nil && dataSource.plainCell(forRowAt: indexPath) == nil })
        }
        withExtendedLifetime(table) {}
    }

    @Test func aReleasedDelegateIsAskedNothingMore() throws {
        let run = AppRun()
        let source = try run { RowAnswersApp() }
        let delegate = AppHolder(try run { RowAnswersApp() })
        let table = try heightsTable(source, run) { delegate.object }
        #expect(try run { delegate.object!.heightsAsked } > 0)
        #expect(try run { table.rectForRow(at: IndexPath(row: 1, section: 2)).height } == 23.5)
        try run { delegate.release() }
        #expect(delegate.released)
        try run { table.reloadData(); table.layoutIfNeeded() }
        #expect(try run { table.delegate == nil })
        // Without its delegate the table takes its `rowHeight`.
        #expect(try run { table.rectForRow(at: IndexPath(row: 1, section: 2)).height } == 44)
    }

    /// A pass of heights (`RowHeightPass`, a section's rows at a reload)
    /// answers what each row's message answers, with the app there and
    /// after it has gone.
    @Test func aPassOfHeightsAnswersWhatEachMessageAnswers() async throws {
        let run = AppRun()
        let app = AppHolder(try run { RowAnswersApp() })
        let (table, _, delegate) = try bridges(of: app.object!, run)
        let sections = Generator { rng -> [TableIndexPath] in
            let section = Int.random(in: 0..<6, using: &rng)
            return (0..<Int.random(in: 0...40, using: &rng)).map { _ in TableIndexPath(row: Int.random(in: 0..<1000, using: &rng), section: section) }
        }
        for released in [false, true] {
            if released { try run { app.release() } }
            await propertyCheck(count: 100, input: sections) { rows in
                let (pass, plain) = try! run { () -> ([[Double]], [[Double]]) in
                    ([delegate.withRowHeights(estimated: false) { answer in rows.map(answer) },
                      delegate.withRowHeights(estimated: true) { answer in rows.map(answer) }],
                     [rows.map(delegate.plainHeight(forRowAt:)), rows.map(delegate.plainEstimatedHeight(forRowAt:))])
                }
                #expect(pass == plain, "\(rows) (app released: \(released))")
            }
        }
        #expect(app.released)
        withExtendedLifetime(table) {}
    }

    /// The choice U-15: the app's delegate is loaded once for a pass of
    /// heights and held until the pass ends, so a delegate whose last owner
    /// lets go of it during the pass is asked for the rest of the section.
    @Test func aDelegateReleasedDuringAPassIsAskedUntilThePassEnds() throws {
        let run = AppRun()
        let source = try run { RowAnswersApp() }
        let delegate = ReleasingHolder(try run { ReleasingDelegate() })
        let table = try heightsTable(source, run) { delegate.object }
        try run {
            delegate.object!.onSecondRow = { [unowned delegate] in delegate.release() }
            delegate.object!.record = { [unowned delegate] in delegate.rowsAsked.append($0) }
            table.reloadData()
        }
        #expect(delegate.released)
        #expect(delegate.rowsAsked == [0, 1, 2, 3, 4], "section 2's five rows, all asked")
        #expect(try run { table.rectForRow(at: IndexPath(row: 3, section: 2)).height } == 33)
        try run { table.reloadData(); table.layoutIfNeeded() }
        #expect(try run { table.rectForRow(at: IndexPath(row: 3, section: 2)).height } == 44)
    }

    @Test func indexPathRowSectionIsFoundationsTwoIndexPath() async {
        let pairs = Generator { rng -> (Int, Int) in
            (Int.random(in: Int.min...Int.max, using: &rng), Int.random(in: Int.min...Int.max, using: &rng))
        }
        await propertyCheck(count: 500, input: pairs) { row, section in
            let path = IndexPath(row: row, section: section)
            #expect(path == IndexPath(indexes: [section, row]))
            #expect(path.count == 2 && path.row == row && path.section == section)
            #expect(path.hashValue == IndexPath(indexes: [section, row]).hashValue)
            #expect(TableIndexPath(path) == TableIndexPath(row: row, section: section))
        }
    }
}

/// An app object a test releases: the only strong reference to it, and a
/// weak one that tells whether it has gone.
private final class AppHolder: @unchecked Sendable {
    private(set) var object: RowAnswersApp?
    private weak var weakObject: RowAnswersApp?

    init(_ object: RowAnswersApp) {
        self.object = object
        weakObject = object
    }

    func release() { object = nil }
    var released: Bool { weakObject == nil }
}

/// A delegate that runs `onSecondRow` when asked the height of row 1 of
/// section 2, and answers 30 plus the row.
final class ReleasingDelegate: UITableViewDelegate {
    var onSecondRow: (() -> Void)?
    /// Told of each row asked in section 2 (it outlives the delegate).
    var record: ((Int) -> Void)?

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        if indexPath.section == 2 {
            record?(indexPath.row)
            if indexPath.row == 1 { onSecondRow?() }
        }
        return 30 + CGFloat(indexPath.row)
    }
}

/// The only strong reference to a `ReleasingDelegate`, and what it was
/// asked.
final class ReleasingHolder: @unchecked Sendable {
    private(set) var object: ReleasingDelegate?
    private weak var weakObject: ReleasingDelegate?
    var rowsAsked: [Int] = []

    init(_ object: ReleasingDelegate) {
        self.object = object
        weakObject = object
    }

    func release() { object = nil }
    var released: Bool { weakObject == nil }
}
