import TestSupport
import Testing
import TableEngine
@testable import TableScript

/// `new --diffable`, `snapshot …`, `apply` on a diffable table, `expect
/// snapshot`/`items`, and what UIKit does with direct mutations.
@Suite struct DiffableCommandTests {
    static let setup = "new plain --diffable\nsnapshot appendSections A B\nsnapshot appendItems a b c toSection A\nsnapshot appendItems d\nsnapshot apply"

    // D-18: a subclass reorders with a snapshot of its own, as apps do.
    @Test func aSubclassReordersThroughItsSnapshotAndTheRowMovesOnce() {
        let h = Harness(log: .objc)
        h.run(Self.setup + "\nimplement +canEditRow +canMoveRow +moveRow\nedit on")
        let r = h.run("drag 0.0 to 0.2\nexpect items A == b c a\nexpect text 0.2 == a\nexpect text 0.0 == b")
        #expect(r.ok, "\(r.err)")
        #expect(r.out.contains("""
        [ds] tableView:moveRowAtIndexPath:toIndexPath: [0,0] [0,2]
          [dds] applySnapshot:animatingDifferences:completion: <snapshot: 2 sections, 4 items> NO nil
            [tv] _performDiffableUpdate:
        """))
        #expect(!r.out.contains("moveRowAtIndexPath:toIndexPath: [0,0] [0,2]\n    [tv] moveRow"))
    }

    @Test func aSubclassThatKeepsItsSnapshotGetsTheRowBackAtTheNextReload() {
        let h = Harness()
        h.run(Self.setup + "\nimplement +canEditRow +canMoveRow +moveRow\nanswer moveRow = ignore\nedit on")
        let r = h.run("drag 0.0 to 0.2\nexpect text 0.2 == a\nexpect items A == a b c\nreload\nexpect text 0.0 == a")
        #expect(r.ok, "\(r.err)")
    }

    // D-19: an item's content changes under its identifier; the cell shows
    // it once the item is reconfigured (or reloaded).
    @Test func contentChangesUnderAnIdentifierShowOnlyOnceTheItemIsReconfigured() {
        let h = Harness()
        h.run(Self.setup)
        let r = h.run("""
        item 0.1 text=Bananas
        snapshot apply
        expect text 0.1 == b
        snapshot reconfigureItems b
        snapshot apply
        expect text 0.1 == Bananas
        item 0.0 text=Apples
        snapshot reloadItems a
        snapshot apply
        expect text 0.0 == Apples
        """)
        #expect(r.ok, "\(r.err)")
        #expect(h.run("item 5.0 text=x").err.contains("there is no row [5,0] in the data source's snapshot"))
    }

    @Test func theDataSourceAnswersFromTheSnapshotItApplied() {
        let h = Harness()
        h.run(Self.setup)
        let r = h.run("dds itemIdentifier 0.1\ndds itemIdentifier 9.9\ndds indexPath d\ndds indexPath zz\ndds sectionIdentifier 1\ndds index B\nsnapshot appendItems e\ndds indexPath e")
        #expect(r.ok, "\(r.err)")
        #expect(r.out == "b\nnil\n1.0\nnil\nB\n1\nnil\n")
        #expect(h.run("new\ndds index A").err.contains("diffable"))
    }

    @Test func aDiffableTableStartsEmptyAndShowsItsSnapshot() {
        let h = Harness(log: .objc)
        let r = h.run(Self.setup)
        #expect(r.ok, "\(r.err)")
        #expect(r.out.contains("""
        [dds] applySnapshot:animatingDifferences:completion: <snapshot: 2 sections, 4 items> YES nil
          [tv] _performDiffableUpdate:
            [tv] insertSections:withRowAnimation: {0, 1} automatic
            [ds] numberOfSectionsInTableView: -> 2
        """))
        #expect(r.out.contains("      [provider] cellProvider [0,0] \"a\" -> <cell#1 \"Cell\" new>"))
        #expect(h.shell.table.cellsOnScreen.map { $0.cell.text } == ["a", "b", "c", "d"])
        #expect(h.shell.tableAgreesWithModel)
        #expect(h.shell.model.sections.map { $0.items.items.map(\.text) } == [["a", "b", "c"], ["d"]])
    }

    @Test func snapshotPrintsTheWorkingCopyAndItsMarks() {
        let h = Harness()
        h.run(Self.setup)
        let r = h.run("snapshot reloadItems b\nsnapshot reconfigureItems c\nsnapshot reloadSections B\nsnapshot insertItems \"x y\" afterItem a\nsnapshot")
        #expect(r.out == """
        2 sections, 5 items (working copy, not applied)
          A: a "x y" b c
          B: d
          reloadItems: b
          reconfigureItems: c
          reloadSections: B

        """)
        h.run("snapshot apply")
        #expect(h.run("snapshot").out == "2 sections, 5 items\n  A: a \"x y\" b c\n  B: d\n")
    }

    @Test func expectSnapshotAndItems() {
        let h = Harness()
        h.run(Self.setup)
        #expect(h.run("expect snapshot == A: a b c | B: d\nexpect items A == a b c\nexpect items B == d").ok)
        let wrong = h.run("expect snapshot == A: a b | B: d")
        #expect(!wrong.ok && wrong.err.contains("expectation failed: snapshot: expected A: a b | B: d, got A: a b c | B: d"))
        let missing = h.run("expect items Q == none")
        #expect(missing.err.contains("items in Q: the snapshot has no such section (it has A B)"))
        #expect(h.run("snapshot deleteAllItems\nexpect snapshot ==").ok)
    }

    @Test func aSnapshotExceptionLeavesTheWorkingCopyAsItWas() {
        let h = Harness()
        h.run(Self.setup)
        let r = h.run("""
        snapshot appendItems e
        snapshot appendItems x y x
        expect exception NSInternalInconsistencyException "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\\n    x\\n)}"
        snapshot appendSections A
        expect exception InternalInconsistency "Diffable data source detected an attempt to insert or append 1 section identifier that already exists"
        snapshot reconfigureItems q
        expect exception InternalInconsistency "Attempted to reconfigure item identifier that does not exist in the snapshot: q"
        snapshot moveSection A afterSection A
        expect exception InternalInconsistency "Invalid update: destination for section move is the same as the source [A]"
        expect snapshot == A: a b c | B: d e
        """)
        #expect(r.ok, "\(r.err)")
        #expect(r.out.contains("*** NSInternalInconsistencyException: Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    x\n)}"))
    }

    @Test func itemsWithoutASectionRaise() {
        let h = Harness()
        let r = h.run("new plain --diffable\nsnapshot appendItems a\nexpect exception InternalInconsistency \"There are currently no sections in the data source. Please add a section first.\"\nexpect snapshot ==")
        #expect(r.ok, "\(r.err)")
    }

    @Test func anExistingItemMovesWithAConsoleLine() {
        let h = Harness()
        h.run(Self.setup)
        let r = h.run("snapshot appendItems a\nexpect items B == d a")
        #expect(r.ok, "\(r.err)")
        #expect(r.out.hasPrefix("console: Diffable data source detected an attempt to insert or append 1 item identifier that already exists in the snapshot."))
    }

    @Test func directMutationsRaiseAndTheTableAndSnapshotStay() {
        let h = Harness(log: .objc)
        h.run(Self.setup)
        let reason = "UITableView must be updated via the UITableViewDiffableDataSource APIs when acting as the UITableView's dataSource: please do not call mutation APIs directly on UITableView."
        for command in ["api insertRowsAtIndexPaths 0.0", "api deleteSections 1", "insert 0.0 x", "delete 0.1", "move 0.0 0.2",
                        "reload 0.1", "reload section 0", "batch {\n  delete 0.0\n}"] {
            let r = h.run(command + "\nexpect exception NSInternalInconsistencyException \"\(reason)\"")
            #expect(r.ok, "\(command): \(r.err)")
            #expect(h.shell.table.cellsOnScreen.map { $0.cell.text } == ["a", "b", "c", "d"], "\(command)")
            #expect(h.shell.tableAgreesWithModel, "\(command)")
        }
        let allowed = h.run("reload\nreconfigure 0.1\napi reloadSectionIndexTitles\nexpect snapshot == A: a b c | B: d")
        #expect(allowed.ok, "\(allowed.err)")
    }

    @Test func applyIsAWholeSnapshotOnADiffableTable() {
        let h = Harness(log: .objc)
        h.run(Self.setup)
        let r = h.run("apply A: c a* x | B: d")
        #expect(r.ok, "\(r.err)")
        #expect(r.out.contains("[tv] moveRowAtIndexPath:toIndexPath: [0,2] [0,0]") || r.out.contains("[tv] moveRowAtIndexPath:toIndexPath:"))
        #expect(r.out.contains("[tv] reloadRowsAtIndexPaths:withRowAnimation: [0,0] automatic"))
        #expect(h.run("expect snapshot == A: c a x | B: d").ok)
        #expect(h.run("apply A: x x\nexpect exception InternalInconsistency \"Fatal: supplied item identifiers are not unique.\"").ok)
        let noText = h.run("apply A: a=b")
        #expect(noText.err.contains("on a diffable table an item is its identifier"))
        // Untitled sections keep the data source's identifiers in order.
        #expect(h.run("apply q | r\nexpect snapshot == A: q | B: r").ok)
    }

    @Test func overridesAreWhatASubclassMayOverride() {
        let h = Harness()
        h.run(Self.setup)
        #expect(h.run("implement").out == "implemented: UITableViewDiffableDataSource (numberOfSections numberOfRows cellForRow canEditRow canMoveRow)\n")
        let bad = h.run("implement -numberOfSections")
        #expect(bad.err.contains("numberOfSections is the diffable data source's: it answers from its snapshot"))
        #expect(h.run("answer numberOfRows = 3").err.contains("numberOfRows is the diffable data source's"))
        let ok = h.run("implement +titleForHeader\nanswer canEditRow = row == 0\nimplement +willDisplayCell\nreload\nimplement")
        #expect(ok.ok, "\(ok.err)")
        #expect(ok.out.contains("overridden: titleForHeader canEditRow; willDisplayCell"))
        #expect(h.shell.table.visibleHeaderViews[1]?.text == "B")
    }

    @Test func swipeToDeleteOnADiffableTableAppliesASnapshot() {
        let h = Harness(log: .objc)
        h.run(Self.setup)
        let r = h.run("implement +canEditRow +commitEditingStyle\nswipe 0.1 left\ntap confirm\nexpect snapshot == A: a c | B: d")
        #expect(r.ok, "\(r.err)")
        #expect(r.out.contains("[tv] deleteRowsAtIndexPaths:withRowAnimation: [0,1] automatic"))
        #expect(h.shell.tableAgreesWithModel)
    }

    @Test func commandsThatFeedTheModelAreRefused() {
        let h = Harness()
        h.run(Self.setup)
        #expect(h.run("fill 1x3").err.contains("'fill' cannot run on a diffable table"))
        #expect(h.run("data insert 0.0 x").err.contains("'data' cannot run on a diffable table"))
        let plain = Harness()
        #expect(plain.run("snapshot").err.contains("'snapshot' needs a diffable data source: start one with 'new plain --diffable'"))
    }

    @Test func prefetchingFromTheShell() {
        let h = Harness(log: .objc)
        h.run("log off\nfill 1x100\nimplement +prefetchRows +cancelPrefetching\nset prefetchDistance 3\nlog on")
        let r = h.run("reload")
        #expect(r.out.contains("[ds] tableView:prefetchRowsAtIndexPaths: [[0,10], [0,11], [0,12]]"))
        let off = h.run("set prefetchingEnabled no\nscroll by 880")
        #expect(!off.out.contains("prefetch"))
        #expect(h.run("get prefetchingEnabled").out == "no\n")
        #expect(h.run("implement tableView:cancelPrefetchingForRowsAtIndexPaths:").ok)
    }

    @Test func theNewAPIIsInTheLog() {
        let h = Harness(log: .objc)
        h.run("log off\nfill 2x3\nselect 1.1\nlog on")
        let r = h.run("""
        api rectForSection 1
        api rectForHeaderInSection 1
        api rectForFooterInSection:  0
        api indexPathForRowAtPoint 50
        api indexPathsForRowsInRect 40 100
        api indexPathForCell cell#2
        api visibleCells
        api headerViewForSection 0
        api footerViewForSection 0
        api indexPathForSelectedRow
        api scrollToNearestSelectedRowAtScrollPosition top animated
        api setEditing yes animated
        api dequeueReusableHeaderFooterViewWithIdentifier H
        api hasUncommittedUpdates
        api reconfigureRowsAtIndexPaths 0.1
        api performBatchUpdates {
          delete 0.0
        }
        """)
        #expect(r.ok, "\(r.err)")
        for line in ["[tv] rectForSection: 1 -> {y 132, height 132}", "y 132 height 132",
                     "[tv] indexPathForRowAtPoint: 50 -> [0,1]", "[tv] indexPathsForRowsInRect: {y 40, height 100} -> [[0,0], [0,1], [0,2], [1,0]]",
                     "[tv] indexPathForCell: <cell#2> -> [0,1]", "[tv] visibleCells -> [<cell#1 \"Cell\">",
                     "[tv] headerViewForSection: 0 -> nil", "[tv] indexPathForSelectedRow -> [1,1]",
                     "[tv] scrollToNearestSelectedRowAtScrollPosition:animated: top YES", "[tv] setEditing:animated: YES YES",
                     "[tv] dequeueReusableHeaderFooterViewWithIdentifier: \"H\" -> nil", "[tv] hasUncommittedUpdates -> NO",
                     "[tv] reconfigureRowsAtIndexPaths: [0,1]", "[tv] performBatchUpdates:completion:"] {
            #expect(r.out.contains(line), "\(line)")
        }
    }
}

/// Tab offers the new names.
@Suite struct DiffableCompletionTests {
    @Test func newNamesComplete() {
        let h = Harness()
        h.run(DiffableCommandTests.setup)
        #expect(h.shell.completions(for: "implement +pre").contains("+prefetchRows"))
        #expect(h.shell.completions(for: "implement +can").contains("+cancelPrefetching"))
        #expect(h.shell.completions(for: "snapshot ").contains("appendItems"))
        #expect(h.shell.completions(for: "snapshot moveItem ").contains("b"))
        #expect(h.shell.completions(for: "snapshot moveItem a ").contains("afterItem"))
        #expect(h.shell.completions(for: "snapshot appendItems z ").contains("toSection"))
        #expect(h.shell.completions(for: "snapshot reloadSections ").contains("B"))
        #expect(h.shell.completions(for: "api ").contains("reconfigureRowsAtIndexPaths"))
        #expect(h.shell.completions(for: "api ").contains("scrollToNearestSelectedRowAtScrollPosition"))
        #expect(h.shell.completions(for: "set ").contains("prefetchDistance"))
        #expect(h.shell.completions(for: "new --").contains("--diffable"))
        #expect(h.shell.completions(for: "expect ").contains("snapshot"))
    }
}
