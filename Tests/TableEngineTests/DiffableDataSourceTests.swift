import TestSupport
import Testing
@testable import TableEngine

/// UITableViewDiffableDataSource: its messages, apply (FIDELITY.md D-10 to D-15).
@Suite struct DiffableDataSourceTests {
    static let mutationReason = "UITableView must be updated via the UITableViewDiffableDataSource APIs when acting as the UITableView's dataSource: please do not call mutation APIs directly on UITableView."

    // MARK: D-11 What it answers

    @Test func itAnswersTheCountsAndCellsThroughTheCellProvider() throws {
        let app = DiffableApp(delegate: [.willDisplayCell])
        try app.table.layoutIfNeeded()
        app.log.removeAll()
        try app.dataSource.apply(try DiffableApp.snapshot(["A: a b"]))
        #expect(app.log == [
            "dds applySnapshot ? YES ?",
            "  tv performDiffableUpdate",
            "    tv insertSections 0 automatic",
            "    ds numberOfSections",
            "    ds numberOfRows 0",
            "    ds cellForRow [0,0]",
            "      provider cellProvider [0,0] a",
            "        tv dequeueCell Cell",
            "    cell#1 setSelected NO NO",
            "    cell#1 setHighlighted NO NO",
            "    dl willDisplayCell cell#1 [0,0]",
            "    ds cellForRow [0,1]",
            "      provider cellProvider [0,1] b",
            "        tv dequeueCell Cell",
            "    cell#2 setSelected NO NO",
            "    cell#2 setHighlighted NO NO",
            "    dl willDisplayCell cell#2 [0,1]",
        ])
        #expect(app.visibleTexts == ["a", "b"])
        #expect(app.dataSource.itemIdentifier(for: TableIndexPath(0, 1)) == "b")
        #expect(app.dataSource.indexPath(for: "b") == TableIndexPath(0, 1))
        #expect(app.dataSource.sectionIdentifier(for: 0) == "A" && app.dataSource.index(for: "A") == 0)
    }

    @Test func aNewDataSourceHasNoSections() throws {
        let app = DiffableApp()
        try app.table.layoutIfNeeded()
        #expect(app.table.numberOfSections == 0)
        #expect(app.log == ["ds numberOfSections"])
    }

    @Test func titlesAreAskedOnlyOfASubclassThatGivesThem() throws {
        let plain = DiffableApp()
        try plain.start(["A: a", "B: b"])
        try plain.table.reloadData()
        try plain.table.layoutIfNeeded()
        #expect(plain.count("titleForHeader") == 0)
        #expect(plain.table.rectForHeader(inSection: 0).height == 0)

        let titled = DiffableApp(titled: true)
        try titled.start(["A: a", "B: b"])
        try titled.table.reloadData()
        try titled.table.layoutIfNeeded()
        #expect(titled.count("titleForHeader") >= 2)
        #expect(titled.table.visibleHeaderViews[1]?.text == "B")
    }

    @Test func rowsAreNotEditableUnlessASubclassSaysSo() throws {
        let app = DiffableApp(delegate: [.editingStyleForRow])
        try app.start(["A: a b"])
        app.table.setEditing(true)
        #expect(app.calls("canEditRow") == ["ds canEditRow [0,0]", "ds canEditRow [0,1]"].map { "  " + $0 })
        #expect(app.count("editingStyleForRow") == 0)
        #expect(app.table.cellsOnScreen.allSatisfy { $0.cell.state.editingStyle == .none })

        let titled = DiffableApp(delegate: [.editingStyleForRow], titled: true)
        try titled.start(["A: a b"])
        titled.table.setEditing(true)
        #expect(titled.table.cellsOnScreen.allSatisfy { $0.cell.state.editingStyle == .delete })
    }

    // MARK: D-13, D-14 apply

    @Test func applyNamesItsChangesInUIKitsOrder() throws {
        let app = DiffableApp(viewport: 2000)
        try app.start(["A: a b c", "B: d e", "C: f", "D: g"])
        var s = app.dataSource.snapshot()
        try s.moveSection("D", beforeSection: "A")   // a section move
        try s.moveItem("a", afterItem: "c")           // a row move
        try s.reloadSections(["B"])
        try s.deleteSections(["C"])
        try s.appendSections(["E"])
        try s.appendItems(["h"], toSection: "E")
        try s.reconfigureItems(["b"])
        try s.reloadItems(["c"])
        try s.deleteItems(["g"])
        try s.appendItems(["i"], toSection: "A")
        try app.dataSource.apply(s)
        let updates = app.log.filter { $0.hasPrefix("    tv ") }.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(updates == [
            "tv moveSection 3 0",
            "tv moveRowTo [0,0] [1,2]",
            "tv reloadSections 1 automatic",
            "tv deleteSections 2 automatic",
            "tv insertSections 3 automatic",
            "tv reconfigureRows [0,1]",
            "tv reloadRows [0,2] automatic",
            "tv deleteRows [3,0] automatic",
            "tv insertRows [1,3] automatic",
        ])
        #expect(app.tableCounts == [0, 4, 2, 1])
        #expect(app.visibleTexts == ["b", "c", "a", "i", "d", "e", "h"])
    }

    @Test func applyWithoutAnimationStillDiffs() throws {
        let app = DiffableApp()
        try app.start(["A: a b"])
        var s = app.dataSource.snapshot()
        try s.appendItems(["c"])
        try app.dataSource.apply(s, animatingDifferences: false)
        #expect(app.log.first == "dds applySnapshot ? NO ?")
        #expect(app.count("insertRows") == 1 && app.count("reloadData") == 0)
        #expect(app.visibleTexts == ["a", "b", "c"])
    }

    @Test func applyUsingReloadDataReloads() throws {
        let app = DiffableApp()
        try app.start(["A: a b"])
        try app.dataSource.applySnapshotUsingReloadData(try DiffableApp.snapshot(["B: x"]))
        #expect(app.log.prefix(5) == [
            "dds applySnapshotUsingReloadData ? ?",
            "  tv performDiffableUpdate",
            "    tv reloadData",
            "      ds numberOfSections",
            "      ds numberOfRows 0",
        ])
        #expect(app.count("insertRows") == 0 && app.count("deleteSections") == 0)
        #expect(app.visibleTexts == ["x"])
    }

    @Test func reloadGivesANewCellReconfigureKeepsTheCell() throws {
        let app = DiffableApp(delegate: [.willDisplayCell])
        try app.start(["A: a b"])
        let cellA = try #require(app.table.visibleCell(at: TableIndexPath(0, 0)))
        let cellB = try #require(app.table.visibleCell(at: TableIndexPath(0, 1)))
        var s = app.dataSource.snapshot()
        try s.reloadItems(["a"])
        try s.reconfigureItems(["b"])
        try app.dataSource.apply(s)
        #expect(app.table.visibleCell(at: TableIndexPath(0, 0)) !== cellA)
        #expect(app.table.visibleCell(at: TableIndexPath(0, 1)) === cellB)
        // b: asked again, its own cell back, no prepareForReuse, no willDisplay.
        let b = try #require(app.log.firstIndex(of: "    ds cellForRow [0,1]"))
        #expect(Array(app.log[b...]) == [
            "    ds cellForRow [0,1]",
            "      provider cellProvider [0,1] b",
            "        tv dequeueCell Cell",
        ])
    }

    @Test func aSectionReloadedAndMovedIsDeletedAndInserted() throws {
        let app = DiffableApp(viewport: 2000)
        try app.start(["A: a b", "B: c", "C: d"])
        var s = app.dataSource.snapshot()
        try s.moveSection("A", afterSection: "C")
        try s.reloadSections(["A"])
        try s.moveItem("c", beforeItem: "a")    // into the reloaded section
        try s.moveItem("b", beforeItem: "d")    // out of it
        try app.dataSource.apply(s)
        #expect(app.tableCounts == [0, 2, 2])
        #expect(app.visibleTexts == ["b", "d", "c", "a"])
        app.table._checkInvariants()
    }

    @Test func aFailedApplyKeepsTheSnapshotAndTheTable() throws {
        let app = DiffableApp()
        try app.start(["A: a b"])
        app.registered = "Missing"
        var s = app.dataSource.snapshot()
        try s.appendItems(["c"])
        #expect(throws: TableViewException(.internalInconsistency, "unable to dequeue a cell with identifier Missing - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")) {
            try app.dataSource.apply(s)
        }
        #expect(app.dataSource.snapshot().itemIdentifiers == ["a", "b"])
        #expect(app.tableCounts == [2])
        #expect(app.visibleTexts == ["a", "b"])
    }

    @Test func aDataSourcesSnapshotCarriesNoMarks() throws {
        let app = DiffableApp()
        try app.start(["A: a b"])
        var s = app.dataSource.snapshot()
        try s.reloadItems(["a"])
        try app.dataSource.apply(s)
        #expect(app.dataSource.snapshot().reloadedItemIdentifiers.isEmpty)
        app.log.removeAll()
        try app.dataSource.apply(app.dataSource.snapshot())
        #expect(app.count("reloadRows") == 0 && app.count("cellForRow") == 0)
    }

    // MARK: D-10 Direct mutations

    @Test func directMutationsRaiseAndChangeNothing() throws {
        let app = DiffableApp()
        try app.start(["A: a b", "B: c"])
        let ex = TableViewException(.internalInconsistency, Self.mutationReason)
        let mutations: [(String, () throws -> Void)] = [
            ("insertRows", { try app.table.insertRows(at: [TableIndexPath(0, 0)]) }),
            ("deleteRows", { try app.table.deleteRows(at: [TableIndexPath(0, 0)]) }),
            ("reloadRows", { try app.table.reloadRows(at: [TableIndexPath(0, 0)]) }),
            ("moveRowTo", { try app.table.moveRow(at: TableIndexPath(0, 0), to: TableIndexPath(0, 1)) }),
            ("insertSections", { try app.table.insertSections([0]) }),
            ("deleteSections", { try app.table.deleteSections([0]) }),
            ("reloadSections", { try app.table.reloadSections([0]) }),
            ("moveSection", { try app.table.moveSection(0, toSection: 1) }),
            ("performBatchUpdates", { try app.table.performBatchUpdates { try app.table.deleteRows(at: [TableIndexPath(0, 0)]) } }),
        ]
        for (name, mutation) in mutations {
            app.log.removeAll()
            #expect(throws: ex, "\(name)") { try mutation() }
            #expect(app.log.contains { $0.contains(name) }, "\(name) is in the log")
            #expect(app.tableCounts == [2, 1] && app.visibleTexts == ["a", "b", "c"])
            #expect(app.table.openUpdateBlocks == 0)
        }
        // In a beginUpdates block the mutation raises at once.
        app.table.beginUpdates()
        #expect(throws: ex) { try app.table.insertRows(at: [TableIndexPath(0, 0)]) }
        #expect(app.table.openUpdateBlocks == 0)
    }

    @Test func whatDoesNotMutateIsAllowed() throws {
        let app = DiffableApp()
        try app.start(["A: a b"])
        try app.table.reloadData()
        try app.table.layoutIfNeeded()
        app.table.beginUpdates()
        try app.table.endUpdates()
        try app.table.reconfigureRows(at: [TableIndexPath(0, 0)])
        app.table.reloadSectionIndexTitles()
        #expect(app.visibleTexts == ["a", "b"])
    }
}

extension DiffableApp {
    func calls(_ short: String) -> [String] {
        log.filter { $0.split(separator: " ").dropFirst().first.map(String.init) == short }
    }
    func count(_ short: String) -> Int { calls(short).count }
}
