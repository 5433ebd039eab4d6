import TestSupport
import Testing
import TableEngine
@testable import TableScript

/// Issue: selection, highlighting and focus exactly as a finger drives UIKit.
@Suite struct SelectionTests {
    static let all = "implement +willSelectRow +didSelectRow +willDeselectRow +didDeselectRow +shouldHighlightRow +didHighlightRow +didUnhighlightRow"

    /// The log of `script` after setting up five rows.
    func log(_ script: String, setup: String = "") -> [String] {
        let h = Harness(log: .objc)
        h.run("fill 1x5\n\(Self.all)\n\(setup)")
        let r = h.run(script)
        #expect(r.err.isEmpty, "\(r.err)")
        return r.out.split(separator: "\n").map(String.init)
    }

    @Test func aTapHighlightsThenSelects() {
        #expect(log("tap 0.1") == [
            "[dl] tableView:shouldHighlightRowAtIndexPath: [0,1] -> YES",
            "[cell#2] setHighlighted:YES animated:NO",
            "[dl] tableView:didHighlightRowAtIndexPath: [0,1]",
            "[cell#2] setHighlighted:NO animated:NO",
            "[dl] tableView:didUnhighlightRowAtIndexPath: [0,1]",
            "[dl] tableView:willSelectRowAtIndexPath: [0,1] -> [0,1]",
            "[cell#2] setSelected:YES animated:NO",
            "[dl] tableView:didSelectRowAtIndexPath: [0,1]",
            "[nc] UITableViewSelectionDidChangeNotification",
        ])
    }

    @Test func theSecondTapDeselectsTheFirstRow() {
        let lines = log("tap 0.3", setup: "tap 0.1").filter { $0.contains("elect") && !$0.hasPrefix("[nc]") }
        #expect(lines == [
            "[dl] tableView:willSelectRowAtIndexPath: [0,3] -> [0,3]",
            "[dl] tableView:willDeselectRowAtIndexPath: [0,1] -> [0,1]",
            "[cell#2] setSelected:NO animated:NO",
            "[dl] tableView:didDeselectRowAtIndexPath: [0,1]",
            "[cell#4] setSelected:YES animated:NO",
            "[dl] tableView:didSelectRowAtIndexPath: [0,3]",
        ])
    }

    @Test func tappingTheSelectedRowSelectsItAgain() {
        let lines = log("tap 0.1", setup: "tap 0.1").filter { $0.contains("elect") && !$0.hasPrefix("[nc]") }
        #expect(lines == [
            "[dl] tableView:willSelectRowAtIndexPath: [0,1] -> [0,1]",
            "[cell#2] setSelected:YES animated:NO",
            "[dl] tableView:didSelectRowAtIndexPath: [0,1]",
        ])
    }

    @Test func shouldHighlightNOEndsTheTap() {
        #expect(log("tap 0.2", setup: "answer shouldHighlightRow 0.2 = no") == [
            "[dl] tableView:shouldHighlightRowAtIndexPath: [0,2] -> NO",
        ])
    }

    @Test func willSelectNilCancelsAndAnotherRowRedirects() {
        let cancelled = log("tap 0.2", setup: "answer willSelectRow = nil")
        #expect(cancelled.last == "[dl] tableView:willSelectRowAtIndexPath: [0,2] -> nil")
        let redirected = log("tap 0.2", setup: "answer willSelectRow = [0,4]").filter { $0.contains("elect") && !$0.hasPrefix("[nc]") }
        #expect(redirected == [
            "[dl] tableView:willSelectRowAtIndexPath: [0,2] -> [0,4]",
            "[cell#5] setSelected:YES animated:NO",
            "[dl] tableView:didSelectRowAtIndexPath: [0,4]",
        ])
    }

    @Test func willDeselectNilKeepsThePreviousRow() {
        let h = Harness()
        h.run("fill 1x5\n\(Self.all)\ntap 0.1\nanswer willDeselectRow = nil\ntap 0.2")
        #expect(h.shell.table.indexPathsForSelectedRows == [TableIndexPath(0, 1), TableIndexPath(0, 2)])
    }

    @Test func touchCancelUnhighlightsWithoutSelecting() {
        #expect(log("touch down 0.0\ntouch cancel") == [
            "[dl] tableView:shouldHighlightRowAtIndexPath: [0,0] -> YES",
            "[cell#1] setHighlighted:YES animated:NO",
            "[dl] tableView:didHighlightRowAtIndexPath: [0,0]",
            "[cell#1] setHighlighted:NO animated:NO",
            "[dl] tableView:didUnhighlightRowAtIndexPath: [0,0]",
        ])
    }

    @Test func multipleSelectionTogglesWithoutDeselectingOthers() {
        let lines = log("tap 0.2\ntap 0.1", setup: "set allowsMultipleSelection yes\ntap 0.1").filter { $0.contains("elect") && !$0.hasPrefix("[nc]") }
        #expect(lines == [
            "[dl] tableView:willSelectRowAtIndexPath: [0,2] -> [0,2]",
            "[cell#3] setSelected:YES animated:NO",
            "[dl] tableView:didSelectRowAtIndexPath: [0,2]",
            "[dl] tableView:willDeselectRowAtIndexPath: [0,1] -> [0,1]",
            "[cell#2] setSelected:NO animated:NO",
            "[dl] tableView:didDeselectRowAtIndexPath: [0,1]",
        ])
    }

    @Test func noSelectionMessagesWithoutAllowsSelection() {
        #expect(log("tap 0.1", setup: "set allowsSelection no").isEmpty)
    }

    @Test func selectionStyleNoneStillSelects() {
        let h = Harness()
        h.run("fill 1x3\nitem 0.1 selectionStyle=none\ntap 0.1")
        #expect(h.shell.table.indexPathsForSelectedRows == [TableIndexPath(0, 1)])
        let screen = h.run("render --ascii").out
        #expect(!screen.contains("*Row 0.1"))
        h.run("tap 0.2")
        #expect(h.run("render --ascii").out.contains("|*Row 0.2"))
    }

    @Test func programmaticSelectionSendsNoDelegateMessages() {
        let lines = log("api selectRowAtIndexPath 0.3 top\napi deselectRowAtIndexPath 0.3")
        #expect(lines == [
            "[tv] selectRowAtIndexPath:animated:scrollPosition: [0,3] NO top",
            "  [cell#4] setSelected:YES animated:NO",
            "[tv] deselectRowAtIndexPath:animated: [0,3] NO",
            "  [cell#4] setSelected:NO animated:NO",
        ])
    }

    @Test func aCellComingOnScreenForASelectedRowIsSelected() {
        let h = Harness(log: .objc)
        h.run("fill 1x40\napi selectRowAtIndexPath 0.30\nlog filter setSelected*")
        let out = h.run("scroll to 0.30").out
        #expect(out.contains("setSelected:YES animated:NO"))
        #expect(h.shell.table.visibleCell(at: TableIndexPath(0, 30))?.isSelected == true)
        // A reused cell loses its old selection.
        h.run("scroll top")
        #expect(h.shell.table.cellsOnScreen.allSatisfy { !$0.cell.isSelected })
    }

    @Test func reloadClearsAndUpdatesCarryTheSelection() {
        let h = Harness()
        h.run("fill 1x5\ntap 0.2\ninsert 0.0 new")
        #expect(h.shell.table.indexPathsForSelectedRows == [TableIndexPath(0, 3)])
        h.run("delete 0.3")
        #expect(h.shell.table.indexPathsForSelectedRows.isEmpty)
        h.run("tap 0.1\nreload")
        #expect(h.shell.table.indexPathsForSelectedRows.isEmpty)
    }

    @Test func editingSelectsOnlyWhenAllowed() {
        let h = Harness(log: .objc)
        h.run("fill 1x3\n\(Self.all)")
        h.run("log off\nedit on\nlog on")
        #expect(h.run("tap 0.1").out.isEmpty)
        h.run("set allowsSelectionDuringEditing yes")
        #expect(h.run("tap 0.1").out.contains("didSelectRowAtIndexPath: [0,1]"))
    }

    @Test func focusMovesThroughTheDelegate() {
        let lines = log("focus 0.2\nfocus 0.3", setup: "implement +canFocusRow +shouldUpdateFocus +didUpdateFocus\nanswer canFocusRow 0.3 = no")
        #expect(lines == [
            "[dl] tableView:canFocusRowAtIndexPath: [0,2] -> YES",
            "[dl] tableView:shouldUpdateFocusInContext: <context previous nil next [0,2]> -> YES",
            "[dl] tableView:didUpdateFocusInContext:withAnimationCoordinator: <context previous nil next [0,2]> coordinator",
            "[dl] tableView:canFocusRowAtIndexPath: [0,3] -> NO",
        ])
    }

    /// The preferred row is asked when focus enters the table, not on
    /// reloadData (FIDELITY.md B-74; it was asked on every reload before).
    @Test func aPreferredFocusedRowIsAskedWhenFocusEntersTheTable() {
        let setup = "implement +didUpdateFocus\nanswer indexPathForPreferredFocusedView = [0,3]"
        #expect(!log("reload", setup: setup).contains { $0.contains("indexPathForPreferredFocusedView") })
        #expect(log("focus table", setup: setup) == [
            "[dl] indexPathForPreferredFocusedViewInTableView: -> [0,3]",
            "[dl] tableView:didUpdateFocusInContext:withAnimationCoordinator: <context previous nil next [0,3]> coordinator",
        ])
    }

    @Test func aRowOffScreenCannotBeTapped() {
        let h = Harness()
        let r = h.run("fill 1x50\ntap 0.40")
        #expect(r.err.contains("row [0,40] is not on screen (on screen: [0,0]–[0,9]); 'scroll to 0.40' first"))
    }
}
