import TestSupport
import Testing
@testable import TableEngine

/// Every reason `BatchUpdate.plan` raises (SPEC Appendix A), word for word,
/// each leaving the table as it was.
@Suite struct BatchValidationTests {
    /// Loads a table of `before` rows per section, gives the data source
    /// `after`, makes `calls` in one batch, and returns the reason raised.
    func reason(_ before: [Int], _ after: [Int]? = nil, _ calls: (TableView) throws(TableViewException) -> Void) throws -> String? {
        let app = TestApp(before)
        try app.table.load()
        app.rows = after ?? before
        do {
            try app.table.performBatchUpdates { try calls(app.table) }
        } catch let exception as TableViewException {
            #expect(exception.name == .internalInconsistency)
            #expect((0..<app.table.numberOfSections).map(app.table.rowCount) == before, "the table changed")
            #expect(app.table.openUpdateBlocks == 0)
            app.table._checkInvariants()
            return exception.reason
        }
        return nil
    }

    @Test func invalidNumberOfRows() throws {
        let r = try reason([4, 3], [4, 5]) { t throws(TableViewException) in
            try t.insertRows(at: [TableIndexPath(1, 0)])
            try t.moveRow(at: TableIndexPath(0, 1), to: TableIndexPath(1, 1))
        }
        #expect(r == "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (4) must be equal to the number of rows contained in that section before the update (4), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 1 moved out).")
        let inserted = try reason([5], [7]) { t throws(TableViewException) in
            try t.insertRows(at: [TableIndexPath(0, 0), TableIndexPath(0, 1)])
            try t.deleteRows(at: [TableIndexPath(0, 4)])
        }
        // The data source's count changed, but not as announced: since
        // iOS 16.4 UIKit dumps the counts and the updates (FIDELITY.md A-41).
        #expect(inserted == """
            Invalid batch updates detected: the number of sections and/or rows returned by the data source before and after performing the batch updates are inconsistent with the updates.
            Data source before updates = { 1 section with row counts: [5] }
            Data source after updates = { 1 section with row counts: [7] }
            Updates = [
            \tDelete row (0 - 4),
            \tInsert row (0 - 0),
            \tInsert row (0 - 1)
            ]
            """)
    }

    @Test func aReloadListsAsADeleteAndAnInsert() throws {
        let r = try reason([30], [29]) { t throws(TableViewException) in try t.reloadRows(at: [TableIndexPath(0, 0)]) }
        #expect(r!.hasSuffix("Updates = [\n\tDelete row (0 - 0),\n\tInsert row (0 - 0)\n]"))
        #expect(r!.contains("Data source before updates = { 1 section with row counts: [30] }\nData source after updates = { 1 section with row counts: [29] }"))
    }

    @Test func invalidNumberOfSections() throws {
        let r = try reason([1, 1], [1, 1]) { t throws(TableViewException) in try t.deleteSections([0]) }
        #expect(r == "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (2) must be equal to the number of sections contained in the table view before the update (2), plus or minus the number of sections inserted or deleted (0 inserted, 1 deleted).")
        let changed = try reason([1, 1], [1, 1, 1]) { t throws(TableViewException) in try t.deleteSections([0]) }
        #expect(changed!.hasPrefix("Invalid batch updates detected:"))
        #expect(changed!.contains("Data source before updates = { 2 sections with row counts: [1, 1] }\nData source after updates = { 3 sections with row counts: [1, 1, 1] }\nUpdates = [\n\tDelete section (0)\n]"))
    }

    @Test func deleteAndReloadTheSameIndexPath() throws {
        let r = try reason([3]) { t throws(TableViewException) in
            try t.deleteRows(at: [TableIndexPath(0, 1)])
            try t.reloadRows(at: [TableIndexPath(0, 1)])
        }
        #expect(r == "attempt to delete and reload the same index path ({length = 2, path = 0 - 1})")
    }

    @Test func deletesBeyondTheTableBefore() throws {
        #expect(try reason([3, 3]) { t throws(TableViewException) in try t.deleteSections([2]) }
                == "attempt to delete section 2, but there are only 2 sections before the update")
        #expect(try reason([3]) { t throws(TableViewException) in try t.deleteRows(at: [TableIndexPath(0, 3)]) }
                == "attempt to delete row 3 from section 0 which only contains 3 rows before the update")
        #expect(try reason([3]) { t throws(TableViewException) in try t.deleteRows(at: [TableIndexPath(1, 0)]) }
                == "attempt to delete row 0 from section 1, but there are only 1 sections before the update")
        // UIKit names a reload beyond the table as the delete it is.
        #expect(try reason([3]) { t throws(TableViewException) in try t.reloadRows(at: [TableIndexPath(0, 5)]) }
                == "attempt to delete row 5 from section 0 which only contains 3 rows before the update")
    }

    @Test func insertAndMoveToTheSamePlace() throws {
        #expect(try reason([2, 2], [2, 2, 2]) { t throws(TableViewException) in
            try t.insertSections([1])
            try t.moveSection(0, toSection: 1)
        } == "attempt to perform an insert and a move to the same section (1)")
        #expect(try reason([3], [4]) { t throws(TableViewException) in
            try t.insertRows(at: [TableIndexPath(0, 0)])
            try t.moveRow(at: TableIndexPath(0, 2), to: TableIndexPath(0, 0))
        } == "attempt to perform an insert and a move to the same index path ({length = 2, path = 0 - 0})")
    }

    @Test func insertsBeyondTheTableAfter() throws {
        #expect(try reason([1], [1, 1]) { t throws(TableViewException) in try t.insertSections([2]) }
                == "attempt to insert section 2 but there are only 2 sections after the update")
        #expect(try reason([1], [2]) { t throws(TableViewException) in try t.insertRows(at: [TableIndexPath(1, 0)]) }
                == "attempt to insert row 0 into section 1, but there are only 1 sections after the update")
        #expect(try reason([2], [3]) { t throws(TableViewException) in try t.insertRows(at: [TableIndexPath(0, 5)]) }
                == "attempt to insert row 5 into section 0, but there are only 3 rows in section 0 after the update")
    }

    @Test func movesFromOrToNowhere() throws {
        #expect(try reason([2]) { t throws(TableViewException) in try t.moveRow(at: TableIndexPath(3, 0), to: TableIndexPath(0, 0)) }
                == "attempt to move index path ({length = 2, path = 3 - 0}) from a section that does not exist - there are only 1 sections before the update")
        #expect(try reason([2]) { t throws(TableViewException) in try t.moveRow(at: TableIndexPath(0, 4), to: TableIndexPath(0, 0)) }
                == "attempt to move index path ({length = 2, path = 0 - 4}) that does not exist - there are only 2 rows in section 0 before the update")
        #expect(try reason([2]) { t throws(TableViewException) in try t.moveRow(at: TableIndexPath(0, 0), to: TableIndexPath(2, 0)) }
                == "attempt to move index path ({length = 2, path = 0 - 0}) to index path ({length = 2, path = 2 - 0}) in section that does not exist - there are only 1 sections after the update")
        #expect(try reason([2]) { t throws(TableViewException) in try t.moveRow(at: TableIndexPath(0, 0), to: TableIndexPath(0, 7)) }
                == "attempt to move index path ({length = 2, path = 0 - 0}) to index path ({length = 2, path = 0 - 7}) that does not exist - there are only 2 rows in section 0 after the update")
    }

    @Test func conflictingMoves() throws {
        #expect(try reason([1, 1, 1]) { t throws(TableViewException) in
            try t.moveSection(0, toSection: 1)
            try t.moveSection(0, toSection: 2)
        } == "attempt to move section 0 to both section 1 and section 2")
        #expect(try reason([3]) { t throws(TableViewException) in
            try t.moveRow(at: TableIndexPath(0, 0), to: TableIndexPath(0, 1))
            try t.moveRow(at: TableIndexPath(0, 0), to: TableIndexPath(0, 2))
        } == "attempt to move row at index path {length = 2, path = 0 - 0} to both {length = 2, path = 0 - 1} and {length = 2, path = 0 - 2}")
        #expect(try reason([1, 1, 1]) { t throws(TableViewException) in
            try t.moveSection(0, toSection: 2)
            try t.moveSection(1, toSection: 2)
        } == "attempt to move both section 0 and section 1 to section 2")
        #expect(try reason([3]) { t throws(TableViewException) in
            try t.moveRow(at: TableIndexPath(0, 0), to: TableIndexPath(0, 2))
            try t.moveRow(at: TableIndexPath(0, 1), to: TableIndexPath(0, 2))
        } == "attempt to move both row at index path {length = 2, path = 0 - 0} and {length = 2, path = 0 - 1} to {length = 2, path = 0 - 2}")
    }

    /// An identical move given twice is dropped, as UIKit's
    /// `_endCellAnimationsWithContext:` does; a third that conflicts still
    /// raises (FIDELITY.md B-88).
    @Test func anIdenticalMoveTwiceIsDropped() throws {
        let rows = TestApp([4])
        try rows.load()
        let before = rows.table.cellsOnScreen.map(\.cell)
        try rows.table.performBatchUpdates { () throws(TableViewException) in
            try rows.table.moveRow(at: TableIndexPath(0, 1), to: TableIndexPath(0, 3))
            try rows.table.moveRow(at: TableIndexPath(0, 1), to: TableIndexPath(0, 3))
        }
        let after = rows.table.cellsOnScreen.map(\.cell)
        #expect(after.count == 4 && after[3] === before[1] && after[1] === before[2] && after[2] === before[3])
        let sections = TestApp([1, 1, 1])
        try sections.load()
        let first = sections.table.cellsOnScreen[0].cell
        try sections.table.performBatchUpdates { () throws(TableViewException) in
            try sections.table.moveSection(0, toSection: 2)
            try sections.table.moveSection(0, toSection: 2)
        }
        #expect(sections.table.cellsOnScreen[2].cell === first)
        #expect(try reason([4]) { t throws(TableViewException) in
            try t.moveRow(at: TableIndexPath(0, 1), to: TableIndexPath(0, 3))
            try t.moveRow(at: TableIndexPath(0, 1), to: TableIndexPath(0, 3))
            try t.moveRow(at: TableIndexPath(0, 1), to: TableIndexPath(0, 2))
        } == "attempt to move row at index path {length = 2, path = 0 - 1} to both {length = 2, path = 0 - 3} and {length = 2, path = 0 - 2}")
    }

    /// Reasons the engine raises for cases Appendix A does not list, in
    /// UIKit's manner; kept here so they do not change unnoticed.
    @Test func reasonsBeyondAppendixA() throws {
        #expect(try reason([1, 1]) { t throws(TableViewException) in try t.reloadSections([4]) }
                == "attempt to reload section 4, but there are only 2 sections before the update")
        #expect(try reason([1, 1]) { t throws(TableViewException) in
            try t.deleteSections([1])
            try t.reloadSections([1])
        } == "attempt to delete and reload the same section (1)")
        #expect(try reason([1, 1]) { t throws(TableViewException) in try t.moveSection(3, toSection: 0) }
                == "attempt to move section 3, but there are only 2 sections before the update")
        #expect(try reason([1, 1]) { t throws(TableViewException) in try t.moveSection(0, toSection: 3) }
                == "attempt to to move section 0 to section 3, but there are only 2 sections after the update")
        #expect(try reason([1, 1], [1]) { t throws(TableViewException) in
            try t.deleteSections([0])
            try t.moveSection(0, toSection: 0)
        } == "attempt to perform a delete and a move from the same section (0)")
        #expect(try reason([3], [2]) { t throws(TableViewException) in
            try t.deleteRows(at: [TableIndexPath(0, 1)])
            try t.moveRow(at: TableIndexPath(0, 1), to: TableIndexPath(0, 0))
        } == "attempt to perform a delete and a move from the same index path ({length = 2, path = 0 - 1})")
        #expect(try reason([3], [-1]) { _ throws(TableViewException) in }
                == "Invalid row count (-1): a table view cannot have a negative number of rows.")
    }
}
