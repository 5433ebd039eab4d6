import TestSupport
import Testing
@testable import TableEngine

/// The context menu of a long press (FIDELITY.md M-01 to M-09).
@Suite struct ContextMenuTests {
    static let menu: Set<MessageSelector> = [
        .contextMenuConfiguration, .previewForHighlightingContextMenu, .previewForDismissingContextMenu,
        .willDisplayContextMenu, .willEndContextMenuInteraction, .willPerformPreviewAction,
    ]
    static let highlight: Set<MessageSelector> = [.shouldHighlightRow, .didHighlightRow, .didUnhighlightRow, .willSelectRow, .didSelectRow]

    @Test func aLongPressHighlightsAsksTheConfigurationThenThePreviewThenWillDisplay() throws {
        let app = try InteractionApp([3], implemented: Self.menu.union(Self.highlight)).loaded()
        #expect(try app.table.pressAndHold(at: ip(0, 1)) == .contextMenu(["Copy", "Share", "Delete (destructive)"]))
        #expect(app.protocolSelectors == [
            .shouldHighlightRow, .didHighlightRow, .contextMenuConfiguration, .didUnhighlightRow,
            .previewForHighlightingContextMenu, .willDisplayContextMenu,
        ])
        let asked = app.sent(.contextMenuConfiguration)[0]
        #expect(asked.arguments == [.indexPath(ip(0, 1)), .symbol("{187.5, 66}")])
        #expect(asked.result == .strings(["Copy", "Share", "Delete (destructive)"]))
        #expect(app.cellMessages(ip(0, 1)).map(\.0) == [.setHighlighted, .setHighlighted])
        #expect(app.table.contextMenu?.indexPath == ip(0, 1))
        #expect(app.table.indexPathsForSelectedRows.isEmpty)
    }

    @Test func choosingAnActionEndsTheInteractionThenRunsItsHandler() throws {
        let app = try InteractionApp([3], implemented: Self.menu).loaded()
        _ = try app.table.pressAndHold(at: ip(0, 1))
        app.clear()
        #expect(try app.table.dismissContextMenu(.action("Share")))
        #expect(app.selectors == [.willEndContextMenuInteraction, .previewForDismissingContextMenu, .actionHandler])
        #expect(app.arguments(.actionHandler) == [[.string("Share")]])
        #expect(app.chosen == ["Share"])
        #expect(app.table.contextMenu == nil)
    }

    @Test func cancelEndsWithoutAHandlerAndThePreviewTapCommitsFirst() throws {
        let app = try InteractionApp([3], implemented: Self.menu).loaded()
        _ = try app.table.pressAndHold(at: ip(0, 1))
        app.clear()
        #expect(try app.table.dismissContextMenu(.cancel))
        #expect(app.selectors == [.willEndContextMenuInteraction, .previewForDismissingContextMenu])

        _ = try app.table.pressAndHold(at: ip(0, 2))
        app.clear()
        #expect(try app.table.dismissContextMenu(.preview))
        #expect(app.selectors == [.willPerformPreviewAction, .willEndContextMenuInteraction, .previewForDismissingContextMenu])
        #expect(app.chosen.isEmpty)
    }

    @Test func anUnknownActionOrNoMenuSendsNothing() throws {
        let app = try InteractionApp([3], implemented: Self.menu).loaded()
        #expect(try app.table.dismissContextMenu(.cancel) == false)
        _ = try app.table.pressAndHold(at: ip(0, 1))
        app.clear()
        #expect(try app.table.dismissContextMenu(.action("Paste")) == false)
        #expect(app.events.isEmpty)
        #expect(app.table.contextMenu != nil)
    }

    @Test func aNilConfigurationBeginsNoInteractionAndTheFingerLiftsAsFromATap() throws {
        let app = try InteractionApp([3], implemented: Self.menu.union(Self.highlight)).loaded()
        app.contextMenu = { _ in nil }
        #expect(try app.table.pressAndHold(at: ip(0, 1)) == .noContextMenu)
        #expect(app.protocolSelectors == [
            .shouldHighlightRow, .didHighlightRow, .contextMenuConfiguration, .didUnhighlightRow, .willSelectRow, .didSelectRow,
        ])
        #expect(app.table.indexPathsForSelectedRows == [ip(0, 1)])
        #expect(app.table.contextMenu == nil)
    }

    @Test func anEmptyConfigurationBeginsThenFails() throws {
        let app = try InteractionApp([3], implemented: Self.menu.union(Self.highlight)).loaded()
        app.contextMenu = { _ in [] }
        #expect(try app.table.pressAndHold(at: ip(0, 1)) == .emptyContextMenu)
        #expect(app.protocolSelectors == [.shouldHighlightRow, .didHighlightRow, .contextMenuConfiguration, .didUnhighlightRow])
        #expect(app.table.contextMenu == nil)
        #expect(app.table.indexPathsForSelectedRows.isEmpty)
    }

    @Test func withTheContextMenuMethodTheEditMenusThreeAreNotAsked() throws {
        let both = try InteractionApp([3], implemented: Self.menu.union(EditMenuTests.menu)).loaded()
        #expect(try both.table.pressAndHold(at: ip(0, 1)) == .contextMenu(["Copy", "Share", "Delete (destructive)"]))
        #expect(both.sent(.shouldShowMenuForRow).isEmpty && both.sent(.canPerformAction).isEmpty)
        #expect(both.table.editMenu == nil)

        let legacy = try InteractionApp([3], implemented: EditMenuTests.menu).loaded()
        #expect(try legacy.table.pressAndHold(at: ip(0, 1)) == .editMenu([.cut, .copy, .paste, .select, .selectAll]))
        #expect(legacy.protocolSelectors.first == .shouldShowMenuForRow)

        let neither = try InteractionApp([3], implemented: [.shouldShowMenuForRow]).loaded()
        #expect(try neither.table.pressAndHold(at: ip(0, 1)) == .noMenu)
        #expect(neither.events.isEmpty)
    }

    @Test func aSwipedRowBlocksTheInteractionAndThePressClosesTheSwipe() throws {
        let app = try InteractionApp([3], implemented: Self.menu.union(SwipeTests.bracket)).loaded()
        #expect(try app.table.swipe(at: ip(0, 2), leading: false))
        app.clear()
        #expect(try app.table.pressAndHold(at: ip(0, 1)) == .closedRevealedButtons)
        #expect(app.protocolSelectors == [.didEndEditingRow])
        #expect(app.table.swipedRow == nil)
    }

    @Test func theMenuFollowsItsRowAndLosesItOnReload() throws {
        let app = try InteractionApp([3], implemented: Self.menu).loaded()
        _ = try app.table.pressAndHold(at: ip(0, 1))
        app.rows[0] += 1
        try app.table.insertRows(at: [ip(0, 0)])
        #expect(app.table.contextMenu?.indexPath == ip(0, 2))
        try app.table.reloadData()
        #expect(app.table.contextMenu != nil && app.table.contextMenu?.indexPath == nil)
        #expect(try app.table.dismissContextMenu(.action("Copy")))
        #expect(app.chosen == ["Copy"])
    }

    @Test func aLongPressElsewhereDismissesTheOpenMenuFirst() throws {
        let app = try InteractionApp([3], implemented: Self.menu).loaded()
        _ = try app.table.pressAndHold(at: ip(0, 1))
        app.clear()
        _ = try app.table.pressAndHold(at: ip(0, 2))
        #expect(Array(app.protocolSelectors.prefix(3)) == [.willEndContextMenuInteraction, .previewForDismissingContextMenu, .contextMenuConfiguration])
        #expect(app.table.contextMenu?.indexPath == ip(0, 2))
    }
}
