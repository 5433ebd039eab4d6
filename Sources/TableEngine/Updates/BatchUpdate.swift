/// The changes an update block collects, named the way UIKit names them:
/// deletes, reloads and move sources by their index paths *before* the
/// block, inserts and move destinations by their index paths *after* it.
/// Order of the calls does not matter: deletes are handled before inserts.
public struct BatchUpdate: Sendable {
    public var deletedSections: Set<Int> = []
    public var insertedSections: Set<Int> = []
    public var reloadedSections: Set<Int> = []
    public var movedSections: [(from: Int, to: Int)] = []
    public var deletedRows: Set<TableIndexPath> = []
    public var insertedRows: Set<TableIndexPath> = []
    public var reloadedRows: Set<TableIndexPath> = []
    public var movedRows: [(from: TableIndexPath, to: TableIndexPath)] = []
    /// Rows whose cells are asked again and kept (`reconfigureRowsAtIndexPaths:`),
    /// by their index paths before the block, like reloads (FIDELITY.md D-20).
    public var reconfiguredRows: Set<TableIndexPath> = []

    public init() {}

    public var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
            && deletedRows.isEmpty && insertedRows.isEmpty && reloadedRows.isEmpty && movedRows.isEmpty
            && reconfiguredRows.isEmpty
    }
}
