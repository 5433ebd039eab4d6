import TestSupport
import Testing
@testable import TableEngine

/// An app's cell object: records what it is told and what the cell's state
/// was before and after its `super` call.
private final class RecordingCell: TableViewCellOverrides {
    let cell: TableViewCell
    let callsSuper: Bool
    var lines: [String] = []

    init(reuseIdentifier: String?, callsSuper: Bool = true) {
        cell = TableViewCell(reuseIdentifier: reuseIdentifier)
        self.callsSuper = callsSuper
        cell.overrides = self
    }

    private func run(_ name: String, _ read: () -> Bool) {
        let before = read()
        if callsSuper { cell.applyPendingChange() }
        lines.append("\(name) \(before)→\(read())")
    }

    func prepareForReuse() { lines.append("prepareForReuse"); cell.applyPendingChange() }
    func setSelected(_ selected: Bool, animated: Bool) { run("setSelected(\(selected))") { cell.isSelected } }
    func setHighlighted(_ highlighted: Bool, animated: Bool) { run("setHighlighted(\(highlighted))") { cell.isHighlighted } }
    func setEditing(_ editing: Bool, animated: Bool) {
        lines.append("setEditing(\(editing)) begins")
        run("setEditing(\(editing))") { cell.isEditing }
    }
    func willTransition(to state: CellStateMask) { lines.append("willTransition(\(state.rawValue))") }
    func didTransition(to state: CellStateMask) { lines.append("didTransition(\(state.rawValue))") }
}

private final class CellApp: TableViewDataSource, TableViewDelegate {
    let table = TableView()
    var rows: Int
    var made: [RecordingCell] = []
    var callsSuper = true
    var reuseIdentifier: String? = "Cell"

    init(rows: Int) {
        self.rows = rows
        table.checksInvariants = true
        table.viewportHeight = 44 * 5
        table.dataSource = self
        table.delegate = self
        table.register(cellClassNamed: "RecordingCell", forCellReuseIdentifier: "Cell") { [unowned self] id in
            let cell = RecordingCell(reuseIdentifier: id, callsSuper: callsSuper)
            made.append(cell)
            return cell.cell
        }
    }

    func responds(to selector: MessageSelector) -> Bool { selector == .canEditRow }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) throws(TableViewException) -> TableViewCell? {
        guard let id = reuseIdentifier else {
            let cell = RecordingCell(reuseIdentifier: nil, callsSuper: callsSuper)
            made.append(cell)
            return cell.cell
        }
        return try tableView.dequeueReusableCell(withIdentifier: id, for: indexPath)
    }
}

/// An app's header view object, made afresh for each section (no reuse
/// identifier), as apps that build header views by hand do.
private final class AppHeader: HeaderFooterViewOverrides {
    let view: HeaderFooterView
    init(_ section: Int) {
        view = HeaderFooterView(reuseIdentifier: nil, text: "Section \(section)")
        view.overrides = self
    }
    func prepareForReuse() { view.applyPendingChange() }
}

private final class HeaderApp: TableViewDataSource, TableViewDelegate {
    let table = TableView()
    var made: [AppHeader] = []

    init() {
        table.checksInvariants = true
        table.viewportHeight = 44 * 5
        table.dataSource = self
        table.delegate = self
    }

    func responds(to selector: MessageSelector) -> Bool { [.numberOfSections, .viewForHeader, .heightForHeader].contains(selector) }
    func numberOfSections(in tableView: TableView) -> Int { 30 }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double { 28 }
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) throws(TableViewException) -> HeaderFooterView? {
        let header = AppHeader(section)
        made.append(header)
        return header.view
    }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) throws(TableViewException) -> TableViewCell? {
        TableViewCell(reuseIdentifier: nil)
    }
}

@Suite struct CellOverridesTests {
    @Test func anAppsCellIsToldInsideEachMessageAndSeesTheChangeAfterItsSuperCall() throws {
        let app = CellApp(rows: 3)
        try app.table.load()
        try app.table.layoutIfNeeded()
        let first = try #require(app.made.first)
        first.lines.removeAll()
        try app.table.tap(at: TableIndexPath(row: 0, section: 0))
        #expect(first.lines == [
            "setHighlighted(true) false→true",
            "setHighlighted(false) true→false",
            "setSelected(true) false→true",
        ])
        first.lines.removeAll()
        app.table.setEditing(true, animated: true)
        #expect(first.lines == ["setEditing(true) begins", "willTransition(1)", "setEditing(true) false→true", "didTransition(1)"])
    }

    @Test func withoutASuperCallTheTableMakesTheChangeAfterTheMethod() throws {
        let app = CellApp(rows: 3)
        app.callsSuper = false
        try app.table.load()
        try app.table.layoutIfNeeded()
        let first = try #require(app.made.first)
        first.lines.removeAll()
        try app.table.tap(at: TableIndexPath(row: 0, section: 0))
        #expect(first.lines.last == "setSelected(true) false→false")
        #expect(first.cell.isSelected)
    }

    @Test func aReusedCellIsPreparedBeforeTheDequeueReturnsIt() throws {
        let app = CellApp(rows: 30)
        try app.table.load()
        try app.table.layoutIfNeeded()
        let top = try #require(app.made.first)
        top.lines.removeAll()
        // Two rows: the top row's cell is pooled, not kept (FIDELITY.md
        // P-02), and row 6 gets it; five rows on screen and two prepared
        // cells (rows 5 and 7) make seven.
        try app.table.scroll(by: 88)
        #expect(top.lines.first == "prepareForReuse")
        #expect(app.made.count == 7)
    }

    @Test func theTableLetsGoOfAnAppsCellWhenItDropsTheCell() throws {
        let app = CellApp(rows: 30)
        app.reuseIdentifier = nil
        try app.table.load()
        try app.table.layoutIfNeeded()
        weak var top = app.made.first
        app.made.removeAll()
        #expect(top != nil)
        try app.table.scroll(by: 44 * 10)
        app.made.removeAll()
        #expect(top == nil)
    }

    @Test func cellsAndTheirAppObjectsGoAwayWithTheTable() throws {
        weak var cell: RecordingCell?
        do {
            let app = CellApp(rows: 3)
            try app.table.load()
            try app.table.layoutIfNeeded()
            cell = app.made.first
            app.made.removeAll()
            #expect(cell != nil)
        }
        #expect(cell == nil)
    }

    @Test func theTableLetsGoOfAnAppsHeaderViewWhenItDropsTheViewAndWhenItGoes() throws {
        weak var onScreen: AppHeader?
        do {
            let app = HeaderApp()
            try app.table.load()
            try app.table.layoutIfNeeded()
            weak var top = app.made.first
            onScreen = app.made.last
            app.made.removeAll()
            #expect(top != nil)
            try app.table.scroll(by: 72 * 10)
            app.made.removeAll()
            #expect(top == nil)
            let section = try #require(app.table.indexPathsForVisibleRows.first).section
            onScreen = app.table.headerView(forSection: section)?.overrides as? AppHeader
            #expect(onScreen != nil)
        }
        #expect(onScreen == nil)
    }
}
