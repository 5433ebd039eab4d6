import Testing
import TableEngine
@testable import UIKit

/// A cell that writes what the table tells it into the app's journal.
final class JournalledCell: UITableViewCell {
    var journal: Journal?

    override func prepareForReuse() {
        super.prepareForReuse()
        journal?.append("prepareForReuse \(textLabel?.text ?? "-")")
    }

    override func setSelected(_ selected: Bool, animated: Bool) {
        super.setSelected(selected, animated: animated)
        journal?.append("setSelected \(textLabel?.text ?? "-")")
    }
}

/// A long list whose data source and delegate write into the journal.
final class JournalledList: NSObject, UITableViewDataSource, UITableViewDelegate {
    let journal: Journal

    init(_ journal: Journal) { self.journal = journal }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        journal.append("cellForRow \(indexPath.row)")
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath) as! JournalledCell
        cell.journal = journal
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        journal.append("willDisplay \(indexPath.row)")
    }

    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        journal.append("didEndDisplaying \(indexPath.row)")
    }
}

/// iOS 15's prepared cells through the layer (FIDELITY.md P-01 to P-04).
@Suite struct PreparedCellTests {
    static func make(_ run: AppRun) throws -> (UITableView, JournalledList, Driven) {
        try run { () -> (UITableView, JournalledList, Driven) in
            let list = JournalledList(Journal())
            let table = UITableView(frame: UIScreen.main.bounds, style: .plain)
            table.register(JournalledCell.self, forCellReuseIdentifier: "Row")
            table.dataSource = list
            table.delegate = list
            table.layoutIfNeeded()
            return (table, list, Driven(table: table.engineTable))
        }
    }

    @Test func cellForRowReturnsThePreparedCell() throws {
        let run = AppRun()
        let (table, list, _) = try Self.make(run)
        let (below, prepared, visible, lines) = try run { () -> (Int, String?, Bool, [String]) in
            let below = table.indexPathsForVisibleRows!.last!.row + 1
            let cell = table.cellForRow(at: IndexPath(row: below, section: 0))
            return (below, cell?.textLabel?.text, table.visibleCells.contains { $0 === cell }, list.journal.take())
        }
        #expect(prepared == "Row \(below)")
        #expect(!visible)
        // The row below the screen was asked for last, and not displayed.
        #expect(lines.suffix(2) == ["willDisplay \(below - 1)", "cellForRow \(below)"])
        withExtendedLifetime(table) {}
    }

    @Test func aKeptCellShowsAgainWithoutCellForRowOrPrepareForReuse() throws {
        let run = AppRun()
        let (table, list, driven) = try Self.make(run)
        _ = try run { list.journal.take() }
        try run { Result { () throws(TableViewException) in try driven.table.scroll(by: 44) } }.get()
        #expect(try run { list.journal.take() }.first == "didEndDisplaying 0")
        try run { Result { () throws(TableViewException) in try driven.table.scroll(by: -44) } }.get()
        let lines = try run { list.journal.take() }
        // The app's cell sees its state set, then the delegate displays it.
        let state = try #require(lines.firstIndex(of: "setSelected Row 0"))
        #expect(lines[state + 1] == "willDisplay 0")
        #expect(!lines.contains("cellForRow 0") && !lines.contains { $0.hasPrefix("prepareForReuse") })
        withExtendedLifetime(table) {}
    }
}
