import TableEngine

/// A small app for the engine's tests: sections of row counts, heights on
/// demand, and the methods it implements chosen per test.
package final class TestApp: TableViewDataSource, TableViewDelegate {
    package var rows: [Int]
    package var implemented: Set<MessageSelector>
    package var heights: [TableIndexPath: Double] = [:]
    /// Estimates by row, for `estimatedHeightForRow` (else 44).
    package var estimates: [TableIndexPath: Double] = [:]
    package var defaultHeight: Double = 44
    package var registered: String?
    /// Cells: their style, and detail texts by row.
    package var cellStyle: CellStyle = .default
    package var details: [TableIndexPath: String] = [:]
    /// Headers and footers: titles and heights by section.
    package var titles = PerEdge<[Int: String]>([:])
    package var edgeHeights = PerEdge<[Int: Double]>([:])
    package let table: TableView
    /// Every message, one line each: "ds numberOfRows 0", "cell#1 setSelected NO".
    package var log: [String] = []

    package init(_ rows: [Int], style: TableStyle = .plain, implemented: Set<MessageSelector> = [.numberOfSections], viewport: Double = 440) {
        self.rows = rows
        self.implemented = implemented
        table = TableView(style: style)
        table.checksInvariants = true
        table.viewportHeight = viewport
        table.dataSource = self
        table.delegate = self
        table.observe { [unowned self] e in self.log.append(Self.describe(e)) }
    }

    /// `reloadData`, then the layout pass that gives the rows on screen
    /// their cells (UIKit's next `layoutSubviews`).
    package func load() throws(TableViewException) {
        try table.load()
        try table.layoutIfNeeded()
    }

    package static func describe(_ e: TableEvent) -> String {
        let who: String
        switch e.selector.receiver {
        case .dataSource: who = "ds"
        case .delegate: who = "dl"
        case .dragDelegate: who = "drag"
        case .dropDelegate: who = "drop"
        case .tableView: who = "tv"
        case .notification: who = "nc"
        case .action: who = "action"
        case .prefetchDataSource: who = "pds"
        case .diffableDataSource: who = "dds"
        case .cellProvider: who = "provider"
        case .viewController:
            if case .string(let name)? = e.target { who = "vc \(name)" } else { who = "vc" }
        case .cell:
            if case .cell(let id, _, _)? = e.target { who = "cell#\(id)" } else { who = "view" }
        }
        let args = e.arguments.map { v -> String in
            switch v {
            case .int(let i): return String(i)
            case .double(let d): return String(Int(d))
            case .bool(let b): return b ? "YES" : "NO"
            case .indexPath(let ip): return ip.description
            case .indexPaths(let ips): return ips.map(\.description).joined(separator: ",")
            case .cell(let id, _, _): return "cell#\(id)"
            case .string(let s): return s
            case .symbol(let s): return s
            case .sections(let s): return s.map(String.init).joined(separator: ",")
            default: return "?"
            }
        }
        return ([String(repeating: " ", count: e.depth * 2) + who, String(describing: e.selector)] + args).joined(separator: " ")
    }

    /// Lines of the log that match one of the prefixes (after indentation).
    package func calls(_ short: String) -> [String] {
        log.filter { $0.split(separator: " ").dropFirst().first.map(String.init) == short }
    }

    package func count(_ short: String) -> Int { calls(short).count }

    package func responds(to selector: MessageSelector) -> Bool { implemented.contains(selector) }

    package func numberOfSections(in tableView: TableView) -> Int { rows.count }
    package func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows[section] }

    package func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) throws(TableViewException) -> TableViewCell? {
        if let id = registered { return try tableView.dequeueReusableCell(withIdentifier: id, for: indexPath) }
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell") ?? TableViewCell(style: cellStyle, reuseIdentifier: "Cell")
        cell.text = "\(indexPath.section).\(indexPath.row)"
        cell.detailText = details[indexPath]
        return cell
    }

    package func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { titles.header[section] }
    package func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { titles.footer[section] }
    package func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double {
        edgeHeights.header[section] ?? tableView.sectionHeaderHeight
    }
    package func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double {
        edgeHeights.footer[section] ?? tableView.sectionFooterHeight
    }

    package func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: TableIndexPath) -> Double {
        estimates[indexPath] ?? 44
    }

    package func tableView(_ tableView: TableView, heightForRowAt indexPath: TableIndexPath) -> Double {
        heights[indexPath] ?? defaultHeight
    }
}

extension TableView {
    /// `reloadData`, then the layout pass that gives the rows on screen
    /// their cells (UIKit's next `layoutSubviews`).
    package func load() throws(TableViewException) {
        try reloadData()
        try layoutIfNeeded()
    }

    /// A table checking its invariants after every call, ten 44-point rows
    /// high, showing `dataSource`'s rows (which the caller keeps: the table
    /// holds it weakly).
    package static func loaded(_ style: TableStyle = .plain, dataSource: any TableViewDataSource) throws(TableViewException) -> TableView {
        let table = TableView(style: style)
        table.checksInvariants = true
        table.viewportHeight = 440
        table.dataSource = dataSource
        try table.load()
        return table
    }
}
