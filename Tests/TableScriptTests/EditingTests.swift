import TestSupport
import Testing
import TableEngine
@testable import TableScript

/// Issue: editing, reordering, swipe actions, the edit menu and accessory taps.
@Suite struct EditingTests {
    func run(_ setup: String, _ script: String, log: Bool = true) -> (lines: [String], h: Harness) {
        let h = Harness(log: .objc)
        let s = h.run(setup + "\nlog off")
        #expect(s.err.isEmpty, "\(s.err)")
        let r = h.run((log ? "log on\n" : "") + script)
        #expect(r.err.isEmpty, "\(r.err)")
        return (r.out.split(separator: "\n").map(String.init), h)
    }

    @Test func editOnAsksEachVisibleRowThenTellsItsCell() {
        let (lines, _) = run("fill 1x2\nimplement +canEditRow +editingStyleForRow +shouldIndentWhileEditingRow +canMoveRow +moveRow", "edit on")
        #expect(lines == [
            "[tv] setEditing:animated: YES YES",
            "  [ds] tableView:canEditRowAtIndexPath: [0,0] -> YES",
            "  [dl] tableView:editingStyleForRowAtIndexPath: [0,0] -> delete",
            "  [dl] tableView:shouldIndentWhileEditingRowAtIndexPath: [0,0] -> YES",
            "  [ds] tableView:canMoveRowAtIndexPath: [0,0] -> YES",
            "  [cell#1] setEditing:YES animated:YES",
            "    [cell#1] willTransitionToState:1",
            "  [ds] tableView:canEditRowAtIndexPath: [0,1] -> YES",
            "  [dl] tableView:editingStyleForRowAtIndexPath: [0,1] -> delete",
            "  [dl] tableView:shouldIndentWhileEditingRowAtIndexPath: [0,1] -> YES",
            "  [ds] tableView:canMoveRowAtIndexPath: [0,1] -> YES",
            "  [cell#2] setEditing:YES animated:YES",
            "    [cell#2] willTransitionToState:1",
            "  [cell#1] didTransitionToState:1",
            "  [cell#2] didTransitionToState:1",
        ])
    }

    @Test func reorderControlsNeedMoveRow() {
        let (_, h) = run("fill 1x2\nimplement +canMoveRow", "edit on", log: false)
        #expect(h.shell.table.cellsOnScreen.allSatisfy { !$0.cell.state.showsReorder })
        #expect(h.shell.log.calls(of: .canMoveRow) == 0)
        h.run("edit off\nimplement +moveRow\nedit on")
        #expect(h.shell.table.cellsOnScreen.allSatisfy { $0.cell.state.showsReorder })
    }

    @Test func rowsComingOnScreenWhileEditingAreAsked() {
        let (lines, h) = run("fill 1x30\nimplement +canEditRow\nedit on", "scroll by 44")
        #expect(lines.contains("[ds] tableView:canEditRowAtIndexPath: [0,10] -> YES"))
        #expect(lines.contains("[cell#1] setEditing:YES animated:NO") == false)
        #expect(h.shell.table.visibleCell(at: TableIndexPath(0, 10))?.isEditing == true)
    }

    @Test func theSeedDemoDeletesThroughTheConfirmation() {
        let (lines, h) = run("demo edit\nimplement +titleForDeleteConfirmationButton\nanswer titleForDeleteConfirmationButton = \"删除\"\nedit on", "tap minus 0.1\ntap confirm")
        // The confirmation stays while the data source commits; its row
        // goes with it (FIDELITY.md B-37).
        #expect(Array(lines.prefix(4)) == [
            "[dl] tableView:titleForDeleteConfirmationButtonForRowAtIndexPath: [0,1] -> \"删除\"",
            "[cell#2] willTransitionToState:3",
            "[cell#2] didTransitionToState:3",
            "[ds] tableView:commitEditingStyle:forRowAtIndexPath: delete [0,1]",
        ])
        #expect(lines.contains("  [tv] deleteRowsAtIndexPaths:withRowAnimation: [0,1] fade"))
        #expect(h.shell.model.rowCount(0) == 4)
        #expect(h.shell.tableAgreesWithModel)
    }

    @Test func theConfirmationShowsItsTitle() {
        let (_, h) = run("demo edit\nanswer titleForDeleteConfirmationButton = \"删除\"\nedit on\ntap minus 0.1", "render --ascii", log: false)
        #expect(h.run("render").out.contains("[删除]"))
    }

    @Test func plusInsertsTheSeedsCell() {
        let (lines, h) = run("demo edit\nedit on", "tap plus 0.2")
        #expect(lines.first == "[ds] tableView:commitEditingStyle:forRowAtIndexPath: insert [0,2]")
        #expect(lines.contains("  [tv] insertRowsAtIndexPaths:withRowAnimation: [0,2] left"))
        #expect(h.shell.model.item(at: TableIndexPath(0, 2)).text == "插入的Cell")
        #expect(h.shell.tableAgreesWithModel)
    }

    @Test func swipeNeedsCommitEditingStyleOrSwipeActions() {
        let (lines, h) = run("fill 1x3\nimplement +willBeginEditingRow +didEndEditingRow", "swipe 0.1 left")
        #expect(lines == ["(the row does not move: the data source does not implement commitEditingStyle:forRowAtIndexPath: and the delegate no swipe actions)"])
        #expect(h.shell.table.swipedRow == nil)
    }

    @Test func swipeToDeleteShowsUIKitsButton() {
        let (lines, h) = run("fill 1x3\nimplement +commitEditingStyle +willBeginEditingRow +didEndEditingRow", "swipe 0.1 left\ntap confirm")
        #expect(Array(lines.prefix(4)) == [
            "[dl] tableView:willBeginEditingRowAtIndexPath: [0,1]",
            "[cell#2] setEditing:YES animated:YES",
            "  [cell#2] willTransitionToState:2",
            "[cell#2] didTransitionToState:2",
        ])
        // didEnd comes after the commit, with the deleted row's index path (B-44).
        let commit = lines.firstIndex(of: "[ds] tableView:commitEditingStyle:forRowAtIndexPath: delete [0,1]")
        let didEnd = lines.firstIndex(of: "[dl] tableView:didEndEditingRowAtIndexPath: [0,1]")
        #expect(commit != nil && didEnd != nil && commit! < didEnd!)
        #expect(h.shell.model.rowCount(0) == 2 && h.shell.tableAgreesWithModel)
    }

    @Test func trailingActionsRunTheirHandlers() {
        let (lines, h) = run("fill 1x3\nimplement +commitEditingStyle +didEndEditingRow\nanswer trailingSwipeActions = [\"Delete:destructive\", \"Flag\"]",
                             "swipe 0.1 left\ntap action Flag")
        #expect(lines == [
            "[dl] tableView:trailingSwipeActionsConfigurationForRowAtIndexPath: [0,1] -> [\"Delete (destructive)\", \"Flag\"]",
            "[cell#2] setEditing:YES animated:YES",
            "  [cell#2] willTransitionToState:2",
            "[cell#2] didTransitionToState:2",
            "[action] handler \"Flag\" [0,1]",
            "  [action] completionHandler YES",
            "[cell#2] setEditing:NO animated:YES",
            "  [cell#2] willTransitionToState:0",
            "[cell#2] didTransitionToState:0",
            "[dl] tableView:didEndEditingRowAtIndexPath: [0,1]",
        ])
        #expect(h.shell.model.rowCount(0) == 3)
        h.run("swipe 0.0 left full")
        #expect(h.shell.model.rowCount(0) == 2)
        #expect(h.shell.tableAgreesWithModel)
    }

    @Test func editActionsAreTheFallbackAndLeadingOnlyKeepsDelete() {
        let (rowActions, _) = run("fill 1x3\nimplement +commitEditingStyle\nanswer editActionsForRow = [\"More\", \"Delete:destructive\"]", "swipe 0.0 left")
        #expect(rowActions.first == "[dl] tableView:editActionsForRowAtIndexPath: [0,0] -> [\"More\", \"Delete\"]")
        let (_, h) = run("fill 1x3\nimplement +commitEditingStyle\nanswer leadingSwipeActions = [\"Pin\"]", "swipe 0.0 right\nswipe close\nswipe 0.0 left", log: false)
        #expect(h.shell.table.swipedRow?.titles == ["Delete"])
        h.run("swipe close\nswipe 0.0 right")
        #expect(h.shell.table.swipedRow?.titles == ["Pin"])
        #expect(h.shell.table.swipedRow?.leading == true)
    }

    @Test func dragAsksForEachPositionThenMoves() {
        let (lines, h) = run("fill 1x5\nimplement +moveRow +targetIndexPathForMove\nedit on", "drag 0.1 to 0.3")
        #expect(lines == [
            "[dl] tableView:targetIndexPathForMoveFromRowAtIndexPath:toProposedIndexPath: [0,1] [0,2] -> [0,2]",
            "[dl] tableView:targetIndexPathForMoveFromRowAtIndexPath:toProposedIndexPath: [0,1] [0,3] -> [0,3]",
            "[ds] tableView:moveRowAtIndexPath:toIndexPath: [0,1] [0,3]",
        ])
        #expect((0..<5).map { h.shell.model.item(at: TableIndexPath(0, $0)).text } == ["Row 0.0", "Row 0.2", "Row 0.3", "Row 0.1", "Row 0.4"])
        #expect(h.shell.table.cellsOnScreen.map { $0.cell.text } == ["Row 0.0", "Row 0.2", "Row 0.3", "Row 0.1", "Row 0.4"])
    }

    @Test func targetIndexPathRedirects() {
        let (_, h) = run("fill 2x3\nimplement +moveRow\nanswer targetIndexPathForMove = proposed.section == 1 ? [0,2] : proposed\nedit on", "drag 0.0 to 1.1", log: false)
        #expect(h.shell.model.item(at: TableIndexPath(0, 2)).text == "Row 0.0")
        #expect(h.shell.tableAgreesWithModel)
    }

    @Test func theSeedsExchangeLeavesModelAndScreenApart() {
        let (_, h) = run("demo edit\nanswer moveRow = exchange\nedit on", "drag 0.1 to 0.4", log: false)
        let screen = h.shell.table.cellsOnScreen.prefix(5).map { $0.cell.text! }
        let model = (0..<5).map { h.shell.model.item(at: TableIndexPath(0, $0)).text }
        #expect(screen == ["第0组，Row:0", "第0组，Row:2", "第0组，Row:3", "第0组，Row:4", "第0组，Row:1"])
        #expect(model == ["第0组，Row:0", "第0组，Row:4", "第0组，Row:2", "第0组，Row:3", "第0组，Row:1"])
    }

    @Test func theSeedDemoFlowsEndInAgreement() {
        let h = Harness()
        let r = h.run("""
        demo edit
        edit on
        tap minus 0.1
        tap confirm
        tap plus 0.1
        drag 0.3 to 0.0
        reload
        """)
        #expect(r.err.isEmpty, "\(r.err)")
        let screen = h.shell.table.cellsOnScreen.filter { $0.indexPath.section == 0 }.map { $0.cell.text! }
        let model = (0..<h.shell.model.rowCount(0)).map { h.shell.model.item(at: TableIndexPath(0, $0)).text }
        #expect(screen == model)
        #expect(model == ["第0组，Row:3", "第0组，Row:0", "插入的Cell", "第0组，Row:2", "第0组，Row:4"])
    }

    @Test func theMenuNeedsAllThreeMethods() {
        let (none, _) = run("fill 1x3\nimplement +shouldShowMenuForRow +canPerformAction", "longpress 0.1")
        #expect(none == ["(no menu: the delegate must implement shouldShowMenuForRow, canPerformAction and performAction for the edit menu, or contextMenuConfiguration for a context menu)"])
        let (lines, h) = run("fill 1x3\nanswer shouldShowMenuForRow = yes\nanswer canPerformAction = yes\nimplement +performAction", "longpress 0.1\nmenu copy\nlongpress 0.2\nmenu select")
        #expect(lines.prefix(8) == [
            "[dl] tableView:shouldShowMenuForRowAtIndexPath: [0,1] -> YES",
            "[dl] tableView:canPerformAction:forRowAtIndexPath:withSender: cut: [0,1] sender -> YES",
            "[dl] tableView:canPerformAction:forRowAtIndexPath:withSender: copy: [0,1] sender -> YES",
            "[dl] tableView:canPerformAction:forRowAtIndexPath:withSender: paste: [0,1] sender -> YES",
            "[dl] tableView:canPerformAction:forRowAtIndexPath:withSender: select: [0,1] sender -> YES",
            "[dl] tableView:canPerformAction:forRowAtIndexPath:withSender: selectAll: [0,1] sender -> YES",
            "[dl] tableView:canPerformAction:forRowAtIndexPath:withSender: delete: [0,1] sender -> YES",
            "menu: cut copy paste select selectAll",
        ])
        #expect(lines.contains("[dl] tableView:performAction:forRowAtIndexPath:withSender: copy: [0,1] sender"))
        #expect(!lines.contains { $0.contains("performAction") && $0.contains("select:") })
        #expect(h.run("pasteboard").out == "\"Row 0.1\"\n")
    }

    @Test func accessoryTapsOnlyForDetailTypes() {
        let (lines, _) = run("fill 1x4\nimplement +accessoryButtonTapped +didSelectRow\nitem 0.0 accessory=detail-disclosure\nitem 0.1 accessory=detail\nitem 0.2 accessory=disclosure\nitem 0.3 accessory=detail accessoryView=X",
                             "tap accessory 0.0\ntap accessory 0.1\ntap accessory 0.2\ntap accessory 0.3")
        // Other accessories do not track: the tap is a tap on the row (B-24, B-25).
        #expect(lines.filter { $0.hasPrefix("[dl]") || $0.hasPrefix("(") } == [
            "[dl] tableView:accessoryButtonTappedForRowWithIndexPath: [0,0]",
            "[dl] tableView:accessoryButtonTappedForRowWithIndexPath: [0,1]",
            "[dl] tableView:didSelectRowAtIndexPath: [0,2]",
            "(accessory disclosureIndicator does not track touches: a tap on the row; see FIDELITY.md B-24)",
            "[dl] tableView:didSelectRowAtIndexPath: [0,3]",
            "(a custom accessory view does not track touches: a tap on the row; see FIDELITY.md B-24)",
        ])
    }

    @Test func editingIsAProperty() {
        let h = Harness()
        h.run("fill 1x2\nset editing yes")
        #expect(h.shell.table.isEditing)
        #expect(h.run("get editing").out == "yes\n")
    }

    @Test func aSwipeEndsWhenItsRowsAreReloaded() {
        let h = Harness()
        h.run("demo edit\nswipe 0.1 left\nreload")
        #expect(h.shell.table.swipedRow == nil)
        #expect(h.run("tap confirm").err.contains("no Delete button shows"))
        #expect(h.shell.model.rowCount(0) == 5)
    }
}
