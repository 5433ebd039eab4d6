import TableEngine

// Updates: each raises UIKit's "Invalid update" exceptions at the app's
// call, the table put back as it was.
extension UITableView {
    /// UIKit's `beginUpdates()`: opens an update block (blocks nest).
    public final func beginUpdates() {
        engineTable.beginUpdates()
    }

    /// UIKit's `endUpdates()`: applies the block's changes, or raises UIKit's exception.
    public final func endUpdates(file: String = #fileID, line: Int = #line, column: Int = #column) {
        raising(at: CallSite(fileID: file, line: line, column: column)) { () throws(TableViewException) in
            try engineTable.endUpdates()
        }
    }

    /// UIKit's `performBatchUpdates(_:completion:)`: the app changes its
    /// model in `updates` and names the changes; they are checked and
    /// applied together, then `completion` runs.
    public final func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil,
                                          file: String = #fileID, line: Int = #line, column: Int = #column) {
        let site = CallSite(fileID: file, line: line, column: column)
        do {
            try engineTable.performBatchUpdates({ updates?() }, completion: completion)
        } catch let error as TableViewException {
            raise(error, at: site)
        } catch {
            preconditionFailure("the app's update block cannot throw")
        }
    }

    /// UIKit's `insertRows(at:with:)`.
    public final func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation,
                                 file: String = #fileID, line: Int = #line, column: Int = #column) {
        raising(at: CallSite(fileID: file, line: line, column: column)) { () throws(TableViewException) in
            try engineTable.insertRows(at: indexPaths.engine, with: animation.engine)
        }
    }

    /// UIKit's `deleteRows(at:with:)`.
    public final func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation,
                                 file: String = #fileID, line: Int = #line, column: Int = #column) {
        raising(at: CallSite(fileID: file, line: line, column: column)) { () throws(TableViewException) in
            try engineTable.deleteRows(at: indexPaths.engine, with: animation.engine)
        }
    }

    /// UIKit's `reloadRows(at:with:)`.
    public final func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation,
                                 file: String = #fileID, line: Int = #line, column: Int = #column) {
        raising(at: CallSite(fileID: file, line: line, column: column)) { () throws(TableViewException) in
            try engineTable.reloadRows(at: indexPaths.engine, with: animation.engine)
        }
    }

    /// UIKit's `reconfigureRows(at:)`: the rows' own cells are asked for again.
    public final func reconfigureRows(at indexPaths: [IndexPath],
                                      file: String = #fileID, line: Int = #line, column: Int = #column) {
        raising(at: CallSite(fileID: file, line: line, column: column)) { () throws(TableViewException) in
            try engineTable.reconfigureRows(at: indexPaths.engine)
        }
    }

    /// UIKit's `moveRow(at:to:)`.
    public final func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath,
                              file: String = #fileID, line: Int = #line, column: Int = #column) {
        raising(at: CallSite(fileID: file, line: line, column: column)) { () throws(TableViewException) in
            try engineTable.moveRow(at: TableIndexPath(indexPath), to: TableIndexPath(newIndexPath))
        }
    }

    /// UIKit's `insertSections(_:with:)`.
    public final func insertSections(_ sections: IndexSet, with animation: RowAnimation,
                                     file: String = #fileID, line: Int = #line, column: Int = #column) {
        raising(at: CallSite(fileID: file, line: line, column: column)) { () throws(TableViewException) in
            try engineTable.insertSections(sections.engine, with: animation.engine)
        }
    }

    /// UIKit's `deleteSections(_:with:)`.
    public final func deleteSections(_ sections: IndexSet, with animation: RowAnimation,
                                     file: String = #fileID, line: Int = #line, column: Int = #column) {
        raising(at: CallSite(fileID: file, line: line, column: column)) { () throws(TableViewException) in
            try engineTable.deleteSections(sections.engine, with: animation.engine)
        }
    }

    /// UIKit's `reloadSections(_:with:)`.
    public final func reloadSections(_ sections: IndexSet, with animation: RowAnimation,
                                     file: String = #fileID, line: Int = #line, column: Int = #column) {
        raising(at: CallSite(fileID: file, line: line, column: column)) { () throws(TableViewException) in
            try engineTable.reloadSections(sections.engine, with: animation.engine)
        }
    }

    /// UIKit's `moveSection(_:toSection:)`.
    public final func moveSection(_ section: Int, toSection newSection: Int,
                                  file: String = #fileID, line: Int = #line, column: Int = #column) {
        raising(at: CallSite(fileID: file, line: line, column: column)) { () throws(TableViewException) in
            try engineTable.moveSection(section, toSection: newSection)
        }
    }

    /// UIKit's `hasUncommittedUpdates`.
    public var hasUncommittedUpdates: Bool { engineTable.hasUncommittedUpdates }
}
