/// A change of a `BatchUpdate` that breaks one of UIKit's index rules:
/// which change, what is wrong with it, and the exception UIKit raises for
/// it. The table raises `exception`; an app's model that follows the update
/// (`BatchUpdate.plan(oldRows:insertedSectionRows:)`) can name the change
/// its own way.
public struct UpdateRuleViolation: Error, Sendable {
    /// One change of an update, as it was named.
    public enum Change: Hashable, Sendable {
        /// `deleteSections:withRowAnimation:` of this section.
        case deletedSection(Int)
        /// `insertSections:withRowAnimation:` of this section.
        case insertedSection(Int)
        /// `reloadSections:withRowAnimation:` of this section.
        case reloadedSection(Int)
        /// `moveSection:toSection:`.
        case movedSection(from: Int, to: Int)
        /// `deleteRowsAtIndexPaths:withRowAnimation:` of this row.
        case deletedRow(TableIndexPath)
        /// `insertRowsAtIndexPaths:withRowAnimation:` of this row.
        case insertedRow(TableIndexPath)
        /// `reloadRowsAtIndexPaths:withRowAnimation:` of this row.
        case reloadedRow(TableIndexPath)
        /// `reconfigureRowsAtIndexPaths:` of this row.
        case reconfiguredRow(TableIndexPath)
        /// `moveRowAtIndexPath:toIndexPath:`.
        case movedRow(from: TableIndexPath, to: TableIndexPath)
    }

    /// What is wrong with the change.
    public enum Problem: Hashable, Sendable {
        /// It names, by its place before the update, a section or row that
        /// is not there: `sections` sections before it, and `rows` rows in
        /// the section named (nil when that section is not there).
        case missingBefore(sections: Int, rows: Int?)
        /// It names a row, by its place after the update, in a section
        /// that is not there: the table has `sections` sections after it.
        case noSectionAfter(sections: Int)
        /// It names a place after the update past the end: `count`
        /// sections after it (for a section), or rows in the row's section
        /// (for a row).
        case pastEndAfter(count: Int)
        /// It clashes with another change (the same place deleted and
        /// moved, two moves to one place…), or the counts after the update
        /// do not add up.
        case other
    }

    /// The change at fault, when the fault is one change's.
    public var change: Change?
    /// What is wrong with it.
    public var problem: Problem
    /// UIKit's exception for it, word for word.
    public var exception: TableViewException

    init(_ reason: String, _ change: Change? = nil, _ problem: Problem = .other) {
        self.change = change
        self.problem = problem
        exception = TableViewException(.internalInconsistency, reason, isUpdateFailure: true)
    }

    init(_ exception: TableViewException) {
        change = nil
        problem = .other
        self.exception = exception
    }
}
