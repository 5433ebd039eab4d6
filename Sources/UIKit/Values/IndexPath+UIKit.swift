import TableEngine

extension IndexPath {
    /// UIKit's `IndexPath(row:section:)`: the index path of a row in a table
    /// section (two indexes, the section first). Made without an array: the
    /// layer makes one for every message about a row.
    public init(row: Int, section: Int) {
        self.init(index: section)
        append(row)
    }

    /// UIKit's `row`: the index path's second index, the row in its section.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// UIKit's `section`: the index path's first index, the table section.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The index path of the engine's row `indexPath`.
    public init(_ indexPath: TableIndexPath) {
        self.init(row: indexPath.row, section: indexPath.section)
    }
}

extension TableIndexPath {
    /// The engine's row at UIKit's `indexPath` (its section and row).
    public init(_ indexPath: IndexPath) {
        self.init(row: indexPath.row, section: indexPath.section)
    }
}
