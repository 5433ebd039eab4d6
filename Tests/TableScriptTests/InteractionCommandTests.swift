import TestSupport
import Testing
import TableEngine
@testable import TableScript

/// The gesture commands' side of the interaction rules: what they print,
/// and `help` naming the ledger's entries where a rule is unusual.
@Suite struct InteractionCommandTests {
    @Test func helpNamesTheLedgerEntriesOfUnusualRules() {
        let h = Harness()
        let pages = ["swipe", "tap", "edit", "longpress", "index", "drag"].map { ($0, h.run("help \($0)").out) }
        let expected: [String: [String]] = [
            "swipe": ["B-41", "B-43", "B-44", "B-46", "B-54", "B-55", "B-56", "deprecated since iOS 13"],
            "tap": ["B-05", "B-24", "B-38", "B-55"],
            "edit": ["B-21", "B-27", "B-31", "B-43", "B-78"],
            "longpress": ["deprecated since iOS 13", "B-63", "B-65", "B-89"],
            "index": ["B-70", "B-71"],
            "drag": ["B-60", "B-61", "B-62"],
        ]
        for (name, page) in pages {
            for needle in expected[name]! {
                #expect(page.contains(needle), "help \(name) does not mention \(needle)")
            }
        }
    }

    @Test func getEditingIsYesWhileARowIsSwiped() {
        let h = Harness()
        h.run("fill 1x3\nimplement +commitEditingStyle\nswipe 0.1 left")
        #expect(h.run("get editing").out == "yes\n")
        let r = h.run("tap minus 0.1")
        #expect(r.err.contains("the table is not editing its rows (a swipe has row [0,1] open, which edits that row alone): 'edit on' first"))
        h.run("swipe close")
        #expect(h.run("get editing").out == "no\n")
        h.run("edit on")
        #expect(h.run("swipe 0.1 left").err.contains("rows do not swipe while the table is editing ('edit off' first; see FIDELITY.md B-56)"))
    }

    @Test func anIndexAnswerOutsideTheTableScrollsNothing() {
        let h = Harness(log: .objc)
        h.run("demo contacts\nindex {search} A-Z\nscroll offset 300\nlog on")
        let out = h.run("index tap {search}").out
        #expect(out.contains("[ds] tableView:sectionForSectionIndexTitle:atIndex: \"{search}\" 0 -> -1"))
        #expect(out.contains("  [tv] setContentOffset:animated: 0 NO"))
        #expect(out.contains("(the answer -1 names no section: the table does not scroll; see FIDELITY.md B-70)"))
        #expect(h.shell.table.contentOffset == 0)
    }

    @Test func focusTableAsksThePreferredRow() {
        let h = Harness(log: .objc)
        h.run("fill 1x5\nimplement +didUpdateFocus\nanswer indexPathForPreferredFocusedView = [0,2]\nlog on")
        #expect(h.run("focus table").out.hasPrefix("[dl] indexPathForPreferredFocusedViewInTableView: -> [0,2]"))
        #expect(h.shell.table.focusedRow == TableIndexPath(0, 2))
        #expect(h.run("focus 0.4").err.isEmpty)
        #expect(h.shell.table.focusedRow == TableIndexPath(0, 4))
    }

    @Test func apiSelectRowCanAnimate() {
        let h = Harness(log: .objc)
        h.run("fill 1x3\nlog on")
        #expect(h.run("api selectRowAtIndexPath 0.1 none animated\napi deselectRowAtIndexPath 0.1 animated").out == """
        [tv] selectRowAtIndexPath:animated:scrollPosition: [0,1] YES none
          [cell#2] setSelected:YES animated:YES
        [tv] deselectRowAtIndexPath:animated: [0,1] YES
          [cell#2] setSelected:NO animated:YES

        """)
    }

    @Test func multipleSelectionDuringEditingRefusesTheMinusWithTheReason() {
        let h = Harness()
        h.run("fill 1x3\nset allowsMultipleSelectionDuringEditing yes\nedit on")
        #expect(h.run("tap minus 0.0").err.contains("row [0,0] shows no delete control (allowsMultipleSelectionDuringEditing shows a selection check mark instead; see FIDELITY.md B-21)"))
    }
}
