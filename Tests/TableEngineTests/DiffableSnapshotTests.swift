import TestSupport
import Testing
@testable import TableEngine

/// NSDiffableDataSourceSnapshot's rules and UIKit's texts (FIDELITY.md
/// D-01 to D-09). A mutation that raises leaves the snapshot as it was.
@Suite struct DiffableSnapshotTests {
    typealias Snapshot = DiffableSnapshot<String, String>

    static func ex(_ reason: String) -> TableViewException { TableViewException(.internalInconsistency, reason) }

    /// A: a b c, B: d e.
    static func sample() throws -> Snapshot { try DiffableApp.snapshot(["A: a b c", "B: d e"]) }

    /// Runs a mutation that must raise `reason`, and checks the snapshot is unchanged.
    static func expectRaise(_ reason: String, _ mutation: (inout Snapshot) throws(TableViewException) -> Void) throws {
        var s = try sample()
        let before = s
        #expect(throws: ex(reason)) { try mutation(&s) }
        #expect(s.hasSameContent(as: before))
        #expect(s.reloadedItemIdentifiers == before.reloadedItemIdentifiers)
    }

    @Test func buildingASnapshot() throws {
        var s = Snapshot()
        try s.appendSections(["A", "B"])
        try s.appendItems(["a", "b"], toSection: "A")
        try s.appendItems(["x"])  // into the last section
        try s.insertItems(["c"], afterItem: "b")
        try s.insertItems(["0"], beforeItem: "a")
        try s.insertSections(["Z"], beforeSection: "A")
        try s.moveItem("x", beforeItem: "a")
        try s.moveSection("Z", afterSection: "B")
        #expect(s.sectionIdentifiers == ["A", "B", "Z"])
        #expect(try s.itemIdentifiers(inSection: "A") == ["0", "x", "a", "b", "c"])
        #expect(try s.itemIdentifiers(inSection: "B") == [])
        #expect(s.numberOfItems == 5 && s.numberOfSections == 3)
        #expect(s.indexPath(ofItem: "b") == TableIndexPath(0, 3))
        #expect(s.sectionIdentifier(containingItem: "x") == "A")
        try s.deleteItems(["0", "nothere"])
        try s.deleteSections(["B", "nothere"])
        #expect(s.sectionIdentifiers == ["A", "Z"] && s.numberOfItems == 4)
        s.deleteAllItems()
        #expect(s.numberOfSections == 0 && s.numberOfItems == 0)
    }

    // MARK: D-01 Duplicates in one supplied list

    @Test func duplicateItemsInOneListRaise() throws {
        try Self.expectRaise("Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    x\n)}") { s throws(TableViewException) in
            try s.appendItems(["x", "y", "x"])
        }
        try Self.expectRaise("Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    x,\n    \"a b\"\n)}") { s throws(TableViewException) in
            try s.insertItems(["x", "a b", "x", "a b"], beforeItem: "a")
        }
        try Self.expectRaise("Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    a\n)}") { s throws(TableViewException) in
            try s.deleteItems(["a", "a"])
        }
        try Self.expectRaise("Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    a\n)}") { s throws(TableViewException) in
            try s.reloadItems(["a", "a"])
        }
    }

    @Test func duplicateSectionsInOneListRaise() throws {
        try Self.expectRaise("Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\n    C\n)}") { s throws(TableViewException) in
            try s.appendSections(["C", "C"])
        }
    }

    @Test func aDuplicateCheckComesBeforeEveryOther() throws {
        // No section at all, and a duplicate: the duplicate is reported.
        var s = Snapshot()
        #expect(throws: Self.ex("Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    x\n)}")) {
            try s.appendItems(["x", "x"])
        }
    }

    // MARK: D-02 Sections that exist already

    @Test func appendingOrInsertingAnExistingSectionRaises() throws {
        try Self.expectRaise("Diffable data source detected an attempt to insert or append 1 section identifier that already exists in the snapshot. Identifiers in a snapshot must be unique. Section identifier that already exists: A") { s throws(TableViewException) in
            try s.appendSections(["C", "A"])
        }
        try Self.expectRaise("Diffable data source detected an attempt to insert or append 2 section identifiers that already exist in the snapshot. Identifiers in a snapshot must be unique. Section identifiers that already exist: (\n    A,\n    B\n)") { s throws(TableViewException) in
            try s.appendSections(["A", "B"])
        }
    }

    // MARK: D-03 Items that exist already move, with a console line

    @Test func appendingAnExistingItemMovesItAndLogs() throws {
        var s = try Self.sample()
        let console = try s.appendItems(["a", "z"], toSection: "B")
        #expect(console == ["Diffable data source detected an attempt to insert or append 1 item identifier that already exists in the snapshot. The existing item identifier will be moved into place instead, but this operation will be more expensive. For best performance, inserted item identifiers should always be unique. Set a symbolic breakpoint on BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__IDENTIFIER_ALREADY_EXISTS to catch this in the debugger. Item identifier that already exists: a"])
        #expect(try s.itemIdentifiers(inSection: "A") == ["b", "c"])
        #expect(try s.itemIdentifiers(inSection: "B") == ["d", "e", "a", "z"])
        let two = try s.insertItems(["d", "e"], beforeItem: "b")
        #expect(two.first?.hasPrefix("Diffable data source detected an attempt to insert or append 2 item identifiers that already exist in the snapshot. The existing item identifiers will be moved into place instead") == true)
        #expect(two.first?.hasSuffix("Item identifiers that already exist: (\n    d,\n    e\n)") == true)
        #expect(try s.itemIdentifiers(inSection: "A") == ["d", "e", "b", "c"])
        #expect(s.numberOfItems == 6)
    }

    // MARK: D-04 Items need a section; destinations must exist

    @Test func appendingItemsWithoutASectionRaises() throws {
        var s = Snapshot()
        #expect(throws: Self.ex("There are currently no sections in the data source. Please add a section first.")) {
            try s.appendItems(["x"])
        }
        #expect(throws: Self.ex("There are currently no sections in the data source. Please add a section first.")) {
            try s.appendItems(["x"], toSection: "A")
        }
    }

    @Test func aDestinationThatIsNotThereRaises() throws {
        try Self.expectRaise("Invalid parameter not satisfying: section != NSNotFound") { s throws(TableViewException) in
            try s.appendItems(["x"], toSection: "Q")
        }
        try Self.expectRaise("Invalid parameter not satisfying: section != NSNotFound") { s throws(TableViewException) in
            try s.insertItems(["x"], afterItem: "q")
        }
        try Self.expectRaise("Invalid parameter not satisfying: insertIndex != NSNotFound") { s throws(TableViewException) in
            try s.insertSections(["C"], beforeSection: "Q")
        }
        try Self.expectRaise("Invalid parameter not satisfying: fromIndex != NSNotFound") { s throws(TableViewException) in
            try s.moveItem("q", beforeItem: "a")
        }
        try Self.expectRaise("Invalid parameter not satisfying: toIndex != NSNotFound") { s throws(TableViewException) in
            try s.moveItem("a", afterItem: "q")
        }
        try Self.expectRaise("Invalid parameter not satisfying: fromSection != NSNotFound") { s throws(TableViewException) in
            try s.moveSection("Q", beforeSection: "A")
        }
        try Self.expectRaise("Invalid parameter not satisfying: toSection != NSNotFound") { s throws(TableViewException) in
            try s.moveSection("A", afterSection: "Q")
        }
    }

    // MARK: D-05 Deleting what is not there

    @Test func deletingWhatIsNotThereIsPassedOver() throws {
        var s = try Self.sample()
        try s.deleteItems(["q"])
        try s.deleteSections(["Q"])
        #expect(s.hasSameContent(as: try Self.sample()))
    }

    // MARK: D-06 Moving relative to itself; inserting next to what is inserted

    @Test func movingRelativeToItselfRaises() throws {
        try Self.expectRaise("Invalid update: destination for item move is the same as the source [a] for update: <_UIDiffableDataSourceUpdate - action: MOV; destinationIdentifier:a; destIsSection: 0; identifiers: [a]>.") { s throws(TableViewException) in
            try s.moveItem("a", afterItem: "a")
        }
        try Self.expectRaise("Invalid update: destination for section move is the same as the source [B] for update: <_UIDiffableDataSourceUpdate - action: MOV; destinationIdentifier:B; destIsSection: 0; identifiers: [B]>.") { s throws(TableViewException) in
            try s.moveSection("B", beforeSection: "B")
        }
        // Even an identifier the snapshot lacks: the update is checked first.
        try Self.expectRaise("Invalid update: destination for item move is the same as the source [q] for update: <_UIDiffableDataSourceUpdate - action: MOV; destinationIdentifier:q; destIsSection: 0; identifiers: [q]>.") { s throws(TableViewException) in
            try s.moveItem("q", beforeItem: "q")
        }
    }

    @Test func insertingNextToAnInsertedIdentifierRaises() throws {
        try Self.expectRaise("Invalid update: destination for insertion operation [x] is in the insertion identifier list for update: <_UIDiffableDataSourceUpdate - action: INS; destinationIdentifier:x; destIsSection: 0; identifiers: [w, x]>.") { s throws(TableViewException) in
            try s.insertItems(["w", "x"], beforeItem: "x")
        }
        try Self.expectRaise("Invalid update: destination for section operation [C] is in the inserted section list for update: <_UIDiffableDataSourceUpdate - action: INS; destinationIdentifier:C; destIsSection: 0; identifiers: [C]>") { s throws(TableViewException) in
            try s.insertSections(["C"], afterSection: "C")
        }
    }

    // MARK: D-07 Reloading or reconfiguring what is not there

    @Test func reloadingWhatIsNotThereRaises() throws {
        try Self.expectRaise("Attempted to reload item identifier that does not exist in the snapshot: q") { s throws(TableViewException) in
            try s.reloadItems(["a", "q", "r"])
        }
        try Self.expectRaise("Attempted to reconfigure item identifier that does not exist in the snapshot: q") { s throws(TableViewException) in
            try s.reconfigureItems(["q"])
        }
        try Self.expectRaise("Attempted to reload section identifier that does not exist in the snapshot: Q") { s throws(TableViewException) in
            try s.reloadSections(["Q"])
        }
    }

    // MARK: D-08 Marks

    @Test func marksGoWithTheirItemsAndAreNotInADataSourcesSnapshot() throws {
        var s = try Self.sample()
        try s.reloadItems(["a", "d"])
        try s.reloadItems(["a"])
        try s.reconfigureItems(["b"])
        try s.reloadSections(["B"])
        #expect(s.reloadedItemIdentifiers == ["a", "d"])
        #expect(s.reconfiguredItemIdentifiers == ["b"])
        #expect(s.reloadedSectionIdentifiers == ["B"])
        try s.moveItem("a", afterItem: "e")
        #expect(s.reloadedItemIdentifiers == ["a", "d"])
        try s.deleteSections(["B"])
        #expect(s.reloadedItemIdentifiers == [] && s.reloadedSectionIdentifiers == [])
        #expect(s.withoutMarks.reconfiguredItemIdentifiers == [])
    }
}
