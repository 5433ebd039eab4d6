import TestSupport
import Testing
import TableEngine
@testable import TableScript

/// The shell's side of context menus, drag and drop, the multiple-selection
/// pan, primary actions, selectionFollowsFocus, insetGrouped and
/// sectionHeaderTopPadding (FIDELITY.md M-01 to M-42): what the commands
/// log and print, their errors, completion and help.
@Suite struct ModernInteractionCommandTests {
    static let menuMethods = "implement +previewForHighlightingContextMenu +willDisplayContextMenu +willEndContextMenuInteraction +previewForDismissingContextMenu +willPerformPreviewAction"

    @Test func aContextMenuInUIKitsOrderInObjectiveCAndSwiftNames() {
        let h = Harness(log: .objc)
        h.run("log off\nfill 1x4\nanswer contextMenuConfiguration = [\"Copy\", \"Share\", \"Delete:destructive\"]\n\(Self.menuMethods)\nimplement +didHighlightRow +didUnhighlightRow\nlog on")
        let r = h.run("longpress 0.1")
        #expect(r.out == """
            [cell#2] setHighlighted:YES animated:NO
            [dl] tableView:didHighlightRowAtIndexPath: [0,1]
            [dl] tableView:contextMenuConfigurationForRowAtIndexPath:point: [0,1] {187.5, 66} -> ["Copy", "Share", "Delete (destructive)"]
            [cell#2] setHighlighted:NO animated:NO
            [dl] tableView:didUnhighlightRowAtIndexPath: [0,1]
            [dl] tableView:previewForHighlightingContextMenuWithConfiguration: configuration -> nil
            [dl] tableView:willDisplayContextMenuWithConfiguration:animator: configuration animator
            context menu: Copy | Share | Delete (destructive)

            """, "\(r.out)")
        h.run("log swift")
        let chosen = h.run("menu Delete")
        #expect(chosen.out.hasPrefix("""
            [dl] tableView(_:willEndContextMenuInteraction:animator:) configuration animator
            [dl] tableView(_:previewForDismissingContextMenuWithConfiguration:) configuration -> nil
            [action] handler "Delete"
              [tv] deleteRows(at:with:) [0,1] automatic
            """), "\(chosen.out)")
        #expect(h.shell.model.rowCount(0) == 3)
    }

    @Test func menuCancelPreviewCopyAndTheirErrors() {
        let h = Harness(log: .objc)
        h.run("log off\nfill 1x3\nanswer contextMenuConfiguration = [\"Copy\"]\n\(Self.menuMethods)\nlongpress 0.2\nlog on")
        #expect(h.run("menu preview").out.hasPrefix("[dl] tableView:willPerformPreviewActionForMenuWithConfiguration:animator: configuration animator\n"))
        let none = h.run("menu cancel")
        #expect(none.err.contains("no menu is open: 'longpress S.R' first"))
        h.run("log off\nlongpress 0.2")
        let wrong = h.run("menu Cpoy")
        #expect(wrong.err.contains("the menu has no 'Cpoy' (did you mean 'Copy'?); it shows: Copy, or 'menu cancel', 'menu preview'"))
        #expect(h.shell.table.contextMenu != nil)
        #expect(h.run("longpress 0.1").err.contains("a context menu is open: 'menu cancel' first"))
        h.run("menu Copy")
        #expect(h.run("pasteboard").out == "\"Row 0.2\"\n")
        #expect(h.run("menu cancel").err.contains("no menu is open"))
    }

    @Test func nilAndEmptyConfigurationsAndTheEditMenuWhenBothAreImplemented() {
        let h = Harness()
        h.run("fill 1x3\nimplement +contextMenuConfiguration")
        #expect(h.run("longpress 0.1").out == "(no context menu: the configuration was nil; the finger lifted as from a tap)\n")
        #expect(h.shell.table.indexPathsForSelectedRows == [TableIndexPath(0, 1)])
        h.run("answer contextMenuConfiguration = []")
        #expect(h.run("longpress 0.2").out.hasPrefix("(the configuration has no actions"))
        h.run("answer contextMenuConfiguration = [\"Share\"]\nanswer shouldShowMenuForRow = yes\nanswer canPerformAction = yes\nimplement +performAction")
        #expect(h.run("longpress 0.0").out == "context menu: Share\n")
        h.run("menu cancel\nimplement -contextMenuConfiguration")
        #expect(h.run("longpress 0.0").out == "menu: cut copy paste select selectAll\n")
        #expect(h.run("menu cancel").ok)
        #expect(h.shell.table.editMenu == nil)
    }

    @Test func dragAndDropStepByStepAndInOneGo() {
        let h = Harness(log: .objc)
        h.run("log off\nfill 1x4\nimplement +itemsForBeginningDragSession +itemsForAddingToDragSession +dragSessionWillBegin +dragSessionDidEnd +performDropWithCoordinator +dropSessionDidEnter +dropSessionDidExit +dropSessionDidEnd\nanswer dropSessionDidUpdate = copy insertAtDestination\nlog on")
        let lift = h.run("drag lift 0.1")
        #expect(lift.out == """
            [drag] tableView:itemsForBeginningDragSession:atIndexPath: session [0,1] -> ["Row 0.1"]
            [drag] tableView:dragSessionWillBegin: session
            [drop] tableView:dropSessionDidEnter: session
            [drop] tableView:dropSessionDidUpdate:withDestinationIndexPath: session [0,1] -> copy insertAtDestinationIndexPath
            (dragging 1 item)

            """, "\(lift.out)")
        #expect(h.run("drag add 0.3").out.hasPrefix("[drag] tableView:itemsForAddingToDragSession:atIndexPath:point: session [0,3] {187.5, 154} -> [\"Row 0.3\"]"))
        #expect(h.run("drag exit").out == "[drop] tableView:dropSessionDidExit: session\n")
        #expect(h.run("drag over 0.4").out == "[drop] tableView:dropSessionDidEnter: session\n[drop] tableView:dropSessionDidUpdate:withDestinationIndexPath: session [0,4] -> copy insertAtDestinationIndexPath\n")
        let drop = h.run("drag drop")
        #expect(drop.out.hasPrefix("[drop] tableView:performDropWithCoordinator: <coordinator [0,4] copy insertAtDestinationIndexPath, 2 items>\n  [tv] insertRowsAtIndexPaths:withRowAnimation: [[0,4], [0,5]] automatic"), "\(drop.out)")
        #expect(drop.out.hasSuffix("[drop] tableView:dropSessionDidEnd: session\n[drag] tableView:dragSessionDidEnd: session\n"))
        #expect(h.shell.model.rowCount(0) == 6)

        h.run("log off\nanswer dropSessionDidUpdate = cancel")
        #expect(h.run("drag 0.0 to 0.2").out == "(nothing dropped)\n")
        h.run("answer dropSessionDidUpdate = move insertAtDestination\ndrag 0.0 to 0.2")
        #expect(h.shell.model.item(at: TableIndexPath(0, 1)).text == "Row 0.0")
    }

    @Test func dragErrorsLeaveTheTableAsItWas() {
        let h = Harness()
        h.run("fill 1x3")
        #expect(h.run("drag 0.0 to 0.2").out.contains("(no drag: the table has no drag delegate — 'implement +itemsForBeginningDragSession'; to reorder, 'edit on' first)"))
        h.run("implement +itemsForBeginningDragSession\nset dragInteractionEnabled no")
        #expect(h.run("drag 0.0 to 0.2").out == "(no drag: dragInteractionEnabled is no)\n")
        h.run("set dragInteractionEnabled yes\nanswer itemsForBeginningDragSession = 0")
        #expect(h.run("drag lift 0.0").out == "(no drag: itemsForBeginningDragSession:atIndexPath: gave no items)\n")
        #expect(h.run("drag drop").err.contains("no drag is in flight: 'drag lift S.R' first"))
        h.run("answer itemsForBeginningDragSession = 1\ndrag lift 0.0")
        let bad = h.run("drag over 0.7")
        #expect(bad.err.contains("there is no place [0,7] in the table (section 0 has 3 rows: a place is 0 to 3)"))
        #expect(h.shell.table.dragState?.destination == nil || h.shell.table.dragState?.destination == TableIndexPath(0, 0))
        #expect(h.run("edit on").ok)
        #expect(h.run("drag cancel").ok)
        #expect(h.shell.table.hasActiveDrag == false)
        #expect(h.run("drag lift 0.0").err.contains("while editing a row moves by its reorder control"))
    }

    @Test func panSelectAndItsRefusals() {
        let h = Harness(log: .objc)
        h.run("log off\nfill 1x5")
        #expect(h.run("pan select 0.0 to 0.2").out == "(the pan scrolls: allowsMultipleSelectionDuringEditing is no)\n")
        h.run("set allowsMultipleSelectionDuringEditing yes")
        #expect(h.run("pan select 0.0 to 0.2").out.contains("is not implemented, which means NO"))
        h.run("implement +shouldBeginMultipleSelectionInteraction +didBeginMultipleSelectionInteraction +didEndMultipleSelectionInteraction +didSelectRow\nlog on")
        let r = h.run("pan select 0.3 to 0.1")
        #expect(r.out.hasPrefix("[dl] tableView:shouldBeginMultipleSelectionInteractionAtIndexPath: [0,3] -> YES\n[tv] setEditing:animated: YES YES\n"))
        #expect(r.out.hasSuffix("[dl] tableView:didSelectRowAtIndexPath: [0,1]\n[nc] UITableViewSelectionDidChangeNotification\n[dl] tableViewDidEndMultipleSelectionInteraction:\n"))
        #expect(h.shell.table.indexPathsForSelectedRows == [TableIndexPath(0, 1), TableIndexPath(0, 2), TableIndexPath(0, 3)])
        #expect(h.run("get editing").out == "yes\n")
    }

    @Test func primaryActionsAndSelectionFollowsFocus() {
        let h = Harness(log: .objc)
        h.run("log off\nfill 1x3\nimplement +performPrimaryActionForRow +didSelectRow\nanswer performPrimaryActionForRow = deselect\nlog on")
        let r = h.run("tap 0.1")
        #expect(r.out.hasSuffix("[dl] tableView:didSelectRowAtIndexPath: [0,1]\n[nc] UITableViewSelectionDidChangeNotification\n[dl] tableView:performPrimaryActionForRowAtIndexPath: [0,1]\n  [tv] deselectRowAtIndexPath:animated: [0,1] YES\n    [cell#2] setSelected:NO animated:YES\n"), "\(r.out)")
        h.run("log off")
        #expect(h.run("get selectionFollowsFocus").out == "no\n")
        h.run("set selectionFollowsFocus yes\nimplement +selectionFollowsFocusForRow\nanswer selectionFollowsFocusForRow = row != 2\nfocus 0.2")
        #expect(h.shell.table.indexPathsForSelectedRows.isEmpty)
        h.run("focus 0.0")
        #expect(h.shell.table.indexPathsForSelectedRows == [TableIndexPath(0, 0)])
    }

    @Test func insetGroupedAndSectionHeaderTopPadding() {
        let h = Harness()
        #expect(h.run("new insetGrouped\nget sectionHeaderTopPadding").out == "automatic (0)\n")
        h.run("new\nfill 2x1\nanswer titleForHeader = \"H\"")
        h.run("reload")
        #expect(h.run("get sectionHeaderTopPadding").out == "automatic (22)\n")
        #expect(h.shell.table.rectForHeader(inSection: 0).y == 22)
        h.run("set sectionHeaderTopPadding 0")
        #expect(h.run("get sectionHeaderTopPadding").out == "0\n")
        #expect(h.shell.table.rectForHeader(inSection: 1).y == 28 + 44)
        let bad = h.run("set sectionHeaderTopPadding -1")
        #expect(!bad.ok)
        #expect(h.run("get sectionHeaderTopPadding").out == "0\n")
        h.run("set sectionHeaderTopPadding automatic")
        #expect(h.shell.table.rectForHeader(inSection: 0).y == 22)
    }

    @Test func answersAreTypedAndEveryNewMethodIsNamedEveryWay() {
        let h = Harness()
        #expect(h.run("answer dropSessionDidUpdate = move insertIntoDestinationIndexPath").ok)
        #expect(h.run("answer dropSessionDidUpdate = move insertAtDestinaton").err.contains("did you mean 'insertAtDestination'?"))
        #expect(h.run("answer contextMenuConfiguration = 5").err.contains("expected a list of strings"))
        #expect(h.run("answer willEndContextMenuInteraction = yes").err.contains("returns nothing"))
        #expect(h.run("answer itemsForBeginningDragSession = 101").err.contains("from 0 to 100"))
        let modern: [MessageSelector] = [
            .contextMenuConfiguration, .previewForHighlightingContextMenu, .previewForDismissingContextMenu, .willDisplayContextMenu,
            .willEndContextMenuInteraction, .willPerformPreviewAction, .itemsForBeginningDragSession, .itemsForAddingToDragSession,
            .dragPreviewParametersForRow, .dragSessionWillBegin, .dragSessionDidEnd, .dragSessionAllowsMoveOperation,
            .dragSessionIsRestrictedToDraggingApplication, .performDropWithCoordinator, .canHandleDropSession, .dropSessionDidEnter,
            .dropSessionDidUpdate, .dropSessionDidExit, .dropSessionDidEnd, .dropPreviewParametersForRow, .selectionFollowsFocusForRow,
            .canPerformPrimaryActionForRow, .performPrimaryActionForRow, .shouldBeginMultipleSelectionInteraction,
            .didBeginMultipleSelectionInteraction, .didEndMultipleSelectionInteraction,
        ]
        let help = h.run("help implement").out
        for s in modern {
            for name in [s.shortName, s.objcName, s.swiftName] {
                #expect(MessageSelector(named: name) == s, "\(name)")
                #expect(h.run("implement +\(name)").ok, "implement +\(name)")
            }
            #expect(help.contains(s.objcName), "help implement lists \(s.objcName)")
            #expect(h.shell.completions(for: "implement +\(s.shortName.prefix(6))").contains("+\(s.shortName)"))
        }
    }

    @Test func completionOffersTheOpenMenusItemsAndTheNewForms() {
        let h = Harness()
        h.run("fill 1x3\nanswer contextMenuConfiguration = [\"Copy\", \"Share\"]\nlongpress 0.1")
        #expect(h.shell.completions(for: "menu ") == ["Copy", "Share", "cancel", "preview"])
        #expect(h.shell.completions(for: "drag ").contains("lift"))
        #expect(h.shell.completions(for: "drag ").contains("add"))
        #expect(h.shell.completions(for: "pan ") == ["select"])
        #expect(h.shell.completions(for: "new ").contains("insetGrouped"))
        #expect(h.shell.completions(for: "set sectionHeader").contains("sectionHeaderTopPadding"))
        #expect(h.shell.completions(for: "set drag") == ["dragInteractionEnabled"])
    }

    @Test func helpNamesTheLedgerEntries() {
        let h = Harness()
        let expected: [String: [String]] = [
            "longpress": ["M-02", "M-03", "M-04", "M-06", "B-63"],
            "menu": ["M-07", "M-08"],
            "drag": ["M-10", "M-14", "M-17", "B-60"],
            "pan": ["M-25", "M-27"],
            "focus": ["M-30", "M-31"],
            "set": ["M-10", "M-30", "M-40", "M-41"],
            "new": ["M-42"],
        ]
        for (name, needles) in expected {
            let page = h.run("help \(name)").out
            for needle in needles { #expect(page.contains(needle), "help \(name) does not mention \(needle)") }
        }
    }
}
