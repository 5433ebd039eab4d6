import TestSupport
import Testing
@testable import TableEngine

/// Taps on a row's accessory (FIDELITY.md B-23 to B-25).
@Suite struct AccessoryTests {
    static let methods: Set<MessageSelector> = [.accessoryButtonTapped, .shouldHighlightRow, .didSelectRow]

    func app(_ content: @escaping (inout TableViewCell.Content) -> Void) throws -> InteractionApp {
        let app = InteractionApp([2], implemented: Self.methods)
        app.contents[ip(0, 0)] = content
        return try app.loaded()
    }

    @Test func detailButtonsSendAccessoryButtonTappedAndSelectNothing() throws {
        for type in [AccessoryType.detailDisclosureButton, .detailButton] {
            let app = try app { $0.accessoryType = type }
            #expect(try app.table.tapAccessory(at: ip(0, 0)) == .accessoryButton)
            #expect(app.selectors == [.accessoryButtonTapped])
            #expect(app.arguments(.accessoryButtonTapped) == [[.indexPath(ip(0, 0))]])
        }
    }

    @Test func otherAccessoriesLetTheTapThroughToTheRow() throws {
        for type in [AccessoryType.disclosureIndicator, .checkmark, .none] {
            let app = try app { $0.accessoryType = type }
            #expect(try app.table.tapAccessory(at: ip(0, 0)) == .rowTap)
            #expect(app.protocolSelectors == [.shouldHighlightRow, .didSelectRow])
            #expect(app.table.indexPathsForSelectedRows == [ip(0, 0)])
        }
    }

    @Test func aCustomAccessoryViewLetsTheTapThroughToo() throws {
        let app = try app {
            $0.accessoryType = .detailButton
            $0.accessoryView = "ON"
        }
        #expect(try app.table.tapAccessory(at: ip(0, 0)) == .rowTap)
        #expect(app.sent(.accessoryButtonTapped).isEmpty)
        #expect(app.protocolSelectors == [.shouldHighlightRow, .didSelectRow])
    }

    @Test func whileEditingTheEditingAccessoryCounts() throws {
        let app = try app {
            $0.accessoryType = .detailButton
            $0.editingAccessoryType = .disclosureIndicator
        }
        app.table.setEditing(true)
        app.clear()
        // A row tap, and while editing taps do not select.
        #expect(try app.table.tapAccessory(at: ip(0, 0)) == .rowTap)
        #expect(app.events.isEmpty)
    }

    @Test func aTapWhileSwipeButtonsShowOnlyClosesThem() throws {
        let app = try app { $0.accessoryType = .detailButton }
        app.implemented.formUnion([.commitEditingStyle, .didEndEditingRow])
        try app.table.swipe(at: ip(0, 1), leading: false)
        app.clear()
        #expect(try app.table.tapAccessory(at: ip(0, 0)) == .closedRevealedButtons)
        #expect(app.protocolSelectors == [.didEndEditingRow])
    }
}
