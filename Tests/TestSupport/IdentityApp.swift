import TableEngine

/// A test app whose rows carry identities the table can be checked
/// against: each row's height is its identity plus one, and its cell shows
/// the identity. Without estimates the table asks every row's height at a
/// reload and at every update (as UIKit rebuilds its row data), so its
/// geometry tells which identities it holds, and a failed update must put
/// them back.
package final class IdentityApp: TableViewDataSource, TableViewDelegate {
    package var sections: [[Int]]
    package let table: TableView
    /// `didEndDisplayingCell` calls: the cell's text and the index path given.
    package var endedDisplaying: [(text: String, indexPath: TableIndexPath)] = []
    /// Rows asked for cells.
    package var askedCells: [TableIndexPath] = []

    package init(_ sections: [[Int]], viewport: Double = 60) {
        self.sections = sections
        table = TableView()
        table.checksInvariants = true
        table.viewportHeight = viewport
        table.estimatedRowHeight = 0
        table.dataSource = self
        table.delegate = self
    }

    package static func height(of id: Int) -> Double { Double(id + 1) }

    package func responds(to selector: MessageSelector) -> Bool {
        [.numberOfSections, .heightForRow, .didEndDisplayingCell].contains(selector)
    }

    package func numberOfSections(in tableView: TableView) -> Int { sections.count }
    package func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }

    package func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) throws(TableViewException) -> TableViewCell? {
        askedCells.append(indexPath)
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell") ?? TableViewCell(style: .default, reuseIdentifier: "Cell")
        cell.text = String(sections[indexPath.section][indexPath.row])
        return cell
    }

    package func tableView(_ tableView: TableView, heightForRowAt indexPath: TableIndexPath) -> Double {
        Self.height(of: sections[indexPath.section][indexPath.row])
    }

    package func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: TableIndexPath) {
        endedDisplaying.append((cell.text ?? "", indexPath))
    }

    /// The identities the table holds, read back from its row heights.
    package var tableIdentities: [[Int]] {
        (0..<table.numberOfSections).map { s in
            (0..<table.rowCount(s)).map { r in Int(try! table.rectForRow(at: TableIndexPath(s, r)).height) - 1 }
        }
    }

    /// Whether every cell on screen shows the identity of its row.
    package var visibleCellsMatch: Bool {
        table.cellsOnScreen.allSatisfy { $0.cell.text == String(sections[$0.indexPath.section][$0.indexPath.row]) }
    }
}
