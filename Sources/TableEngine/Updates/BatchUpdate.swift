/// The changes an update block collects, named the way UIKit names them:
/// deletes, reloads and move sources by their index paths *before* the
/// block, inserts and move destinations by their index paths *after* it.
/// Order of the calls does not matter: deletes are handled before inserts.
public struct BatchUpdate: Sendable {
    /// `deleteSections:withRowAnimation:`: sections before the block.
    public var deletedSections: Set<Int> = []
    /// `insertSections:withRowAnimation:`: sections after the block.
    public var insertedSections: Set<Int> = []
    /// `reloadSections:withRowAnimation:`: sections before the block.
    public var reloadedSections: Set<Int> = []
    /// `moveSection:toSection:`: from before the block, to after it.
    public var movedSections: [(from: Int, to: Int)] = []
    /// `deleteRowsAtIndexPaths:withRowAnimation:`: rows before the block.
    public var deletedRows: Set<TableIndexPath> = []
    /// `insertRowsAtIndexPaths:withRowAnimation:`: rows after the block.
    public var insertedRows: Set<TableIndexPath> = []
    /// `reloadRowsAtIndexPaths:withRowAnimation:`: rows before the block.
    public var reloadedRows: Set<TableIndexPath> = []
    /// `moveRowAtIndexPath:toIndexPath:`: from before the block, to after it.
    public var movedRows: [(from: TableIndexPath, to: TableIndexPath)] = []
    /// Rows whose cells are asked again and kept (`reconfigureRowsAtIndexPaths:`),
    /// by their index paths before the block, like reloads (FIDELITY.md D-20).
    public var reconfiguredRows: Set<TableIndexPath> = []

    /// No change.
    public init() {}

    /// Whether no change was collected.
    public var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
            && deletedRows.isEmpty && insertedRows.isEmpty && reloadedRows.isEmpty && movedRows.isEmpty
            && reconfiguredRows.isEmpty
    }
}
