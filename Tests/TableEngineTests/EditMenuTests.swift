import TestSupport
import Testing
@testable import TableEngine

/// The legacy edit menu of a long press, deprecated since iOS 13
/// (FIDELITY.md B-63 to B-65).
@Suite struct EditMenuTests {
    static let menu: Set<MessageSelector> = [.shouldShowMenuForRow, .canPerformAction, .performAction]

    @Test func theMenuNeedsAllThreeMethods() throws {
        for missing in Self.menu {
            let app = try InteractionApp([3], implemented: Self.menu.subtracting([missing])).loaded()
            #expect(try app.table.longPress(at: ip(0, 1)) == nil)
            #expect(app.events.isEmpty)
        }
    }

    @Test func shouldShowMenuThenCanPerformForEachStandardAction() throws {
        let app = try InteractionApp([3], implemented: Self.menu).loaded()
        #expect(try app.table.longPress(at: ip(0, 1)) == [.cut, .copy, .paste, .select, .selectAll])
        #expect(app.protocolSelectors == [.shouldShowMenuForRow] + Array(repeating: .canPerformAction, count: 6))
        #expect(app.arguments(.canPerformAction).map(\.first) == EditAction.allCases.map { .symbol($0.selector) })
        #expect(app.table.editMenu?.indexPath == ip(0, 1))
    }

    @Test func shouldShowMenuNOShowsNoMenu() throws {
        let app = try InteractionApp([3], implemented: Self.menu).loaded()
        app.showsMenu = { _ in false }
        #expect(try app.table.longPress(at: ip(0, 1)) == nil)
        #expect(app.protocolSelectors == [.shouldShowMenuForRow])
    }

    @Test func theMenuListsWhatCanPerformAllowsButNeverDelete() throws {
        let app = try InteractionApp([3], implemented: Self.menu).loaded()
        app.canPerform = { $0 == .copy || $0 == .delete }
        #expect(try app.table.longPress(at: ip(0, 1)) == [.copy])
    }

    @Test func onlyCutCopyAndPasteReachPerformAction() throws {
        let app = try InteractionApp([3], implemented: Self.menu).loaded()
        for action in [EditAction.copy, .select, .selectAll, .cut, .paste] {
            try app.table.longPress(at: ip(0, 1))
            app.clear()
            #expect(app.table.performMenuAction(action))
            #expect(app.table.editMenu == nil)
            let performed = app.arguments(.performAction).map(\.first)
            #expect(performed == (action.isPerformed ? [.symbol(action.selector)] : []))
        }
        #expect(app.table.performMenuAction(.copy) == false)
    }

    @Test func anUpdateOrAReloadClosesTheMenu() throws {
        let app = try InteractionApp([3], implemented: Self.menu).loaded()
        try app.table.longPress(at: ip(0, 1))
        try app.table.reloadRows(at: [ip(0, 2)])
        #expect(app.table.editMenu == nil)
        try app.table.longPress(at: ip(0, 1))
        try app.table.reloadData()
        #expect(app.table.editMenu == nil)
    }
}
