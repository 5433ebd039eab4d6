/// Ordered sections of ordered rows that an update can be replayed onto:
/// an app's model, kept as the table's data source will answer.
public protocol UpdateReplayable {
    /// What the model keeps of a section (its own data, not its rows).
    associatedtype Section
    /// What the model keeps of a row.
    associatedtype Row

    /// The section at `index`.
    func section(at index: Int) -> Section
    /// The row at `indexPath`.
    func row(at indexPath: TableIndexPath) -> Row
    /// Removes the section at `index`, with its rows.
    mutating func removeSection(at index: Int)
    /// Puts `section`, without rows, at `index`.
    mutating func insertSection(_ section: Section, at index: Int)
    /// Removes the rows at `removing` (ascending, their indexes before)
    /// from section `section`, and puts `inserting` at their indexes after
    /// (ascending).
    mutating func updateRows(inSection section: Int, removing: [Int], inserting: [(row: Int, value: Row)])
}

extension UpdatePlan {
    /// Changes `target`, which has the rows the plan was made for, as the
    /// update changes the table: sections deleted or moved away leave,
    /// sections inserted (`insertedSection(s)`, by its index after) or
    /// moved in arrive; in each kept section, rows deleted or moved away
    /// leave and rows inserted (`insertedRow(ip)`, by its index path after)
    /// or moved in arrive. Rows inserted into an inserted section go into
    /// it. What a reload names is left as it is.
    ///
    /// Costs O(k log n) for k changes in a `target` whose edits are
    /// O(log n): what does not change is not visited.
    public func replay<Target: UpdateReplayable>(
        onto target: inout Target,
        insertedSection: (Int) -> Target.Section,
        insertedRow: (TableIndexPath) -> Target.Row
    ) {
        // What moves is read before anything changes.
        var movedSections: [Int: Target.Section] = [:]
        for ns in sections.fixed {
            if case .kept(let old) = origins[ns] { movedSections[ns] = target.section(at: old) }
        }
        var movedRows: [TableIndexPath: Target.Row] = [:]
        movedRows.reserveCapacity(rowMoves.moves.count)
        for (from, to) in rowMoves.moves { movedRows[to] = target.row(at: from) }

        for old in sections.removed.reversed() { target.removeSection(at: old) }
        for ns in sections.fixed { target.insertSection(movedSections[ns] ?? insertedSection(ns), at: ns) }

        for (ns, shift) in rows.sorted(by: { $0.key < $1.key }) {
            let arrivals = shift.fixed.map { row in
                let ip = TableIndexPath(ns, row)
                return (row: row, value: movedRows[ip] ?? insertedRow(ip))
            }
            target.updateRows(inSection: ns, removing: shift.removed, inserting: arrivals)
        }
        var intoInserted: [Int: [Int]] = [:]
        for ip in insertedRows where origins.indices.contains(ip.section) && origins[ip.section] == .inserted {
            intoInserted[ip.section, default: []].append(ip.row)
        }
        for (ns, rows) in intoInserted.sorted(by: { $0.key < $1.key }) {
            target.updateRows(inSection: ns, removing: [], inserting: rows.sorted().map { (row: $0, value: insertedRow(TableIndexPath(ns, $0))) })
        }
    }
}
