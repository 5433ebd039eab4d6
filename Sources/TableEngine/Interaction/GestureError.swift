/// Why a gesture made from code could not begin: a finger can only touch a
/// row that exists and is on screen.
///
/// UIKit has no such error — a real finger cannot reach a row that is not
/// drawn — so the engine refuses the gesture before anything happens: no
/// message is sent and the table is unchanged. The shell reports the same
/// refusals (`tap 0.40` while rows 0.0–0.12 show).
public struct GestureError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong with the row.
    public enum Reason: Hashable, Sendable {
        /// The table has no such row. `sections` is the table's number of
        /// sections; `rowsInSection` the row count of the row's section,
        /// when that section exists.
        case noSuchRow(sections: Int, rowsInSection: Int?)
        /// The row exists but its cell is not on screen; `visible` spans the
        /// rows on screen, if any.
        case notOnScreen(visible: ClosedRange<TableIndexPath>?)
    }

    /// The row the gesture was aimed at.
    public let indexPath: TableIndexPath
    /// Why the gesture could not begin.
    public let reason: Reason

    /// Makes an error for a gesture aimed at `indexPath`.
    public init(indexPath: TableIndexPath, reason: Reason) {
        self.indexPath = indexPath
        self.reason = reason
    }

    /// One line saying what is wrong, e.g. "row [0,30] is not on screen (on
    /// screen: [0,0]–[0,12])" or "there is no row [0,7] in the table (5 rows in
    /// section 0)".
    public var description: String {
        switch reason {
        case .noSuchRow(_, let rows?):
            "there is no row \(indexPath) in the table (\(count(rows, "row")) in section \(indexPath.section))"
        case .noSuchRow(let sections, nil):
            "there is no row \(indexPath) in the table (\(count(sections, "section")))"
        case .notOnScreen(let visible?):
            "row \(indexPath) is not on screen (on screen: \(visible.lowerBound)–\(visible.upperBound))"
        case .notOnScreen(nil):
            "row \(indexPath) is not on screen (no rows are on screen)"
        }
    }

    private func count(_ n: Int, _ noun: String) -> String { n == 1 ? "1 \(noun)" : "\(n) \(noun)s" }
}

extension TableView {
    /// Throws unless `indexPath` is a row of the table whose cell is on
    /// screen — the rows a finger can touch. Every gesture that begins on a
    /// row checks this first. O(log n).
    public func requireOnScreen(_ indexPath: TableIndexPath) throws(GestureError) {
        try requireRow(indexPath)
        guard visibleCell(at: indexPath) == nil else { return }
        let visible = visibleRows
        throw GestureError(indexPath: indexPath, reason: .notOnScreen(visible: visible.first.map { $0...visible.last! }))
    }

    /// Throws unless `indexPath` is a row of the table. O(log n).
    public func requireRow(_ indexPath: TableIndexPath) throws(GestureError) {
        let sections = numberOfSections
        guard indexPath.section >= 0, indexPath.section < sections else {
            throw GestureError(indexPath: indexPath, reason: .noSuchRow(sections: sections, rowsInSection: nil))
        }
        let rows = rowCount(indexPath.section)
        guard indexPath.row >= 0, indexPath.row < rows else {
            throw GestureError(indexPath: indexPath, reason: .noSuchRow(sections: sections, rowsInSection: rows))
        }
    }
}
