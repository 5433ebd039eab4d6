import TestSupport
import Testing
@testable import TableEngine

/// `sectionHeaderTopPadding` (iOS 15) and the inset grouped style
/// (FIDELITY.md M-40 to M-42).
@Suite struct SectionHeaderTopPaddingTests {
    func app(_ style: TableStyle, titles: Bool = true) throws -> TestApp {
        let app = TestApp([2, 2], style: style, implemented: titles ? [.numberOfSections, .titleForHeader] : [.numberOfSections])
        app.titles.header = [0: "A", 1: "B"]
        try app.load()
        return app
    }

    @Test func automaticIs22AbovePlainHeadersAndNoneInGroupedStyles() throws {
        let plain = try app(.plain)
        #expect(plain.table.sectionHeaderTopPadding == automaticDimension)
        #expect(plain.table.effectiveSectionHeaderTopPadding == 22)
        #expect(plain.table.rectForHeader(inSection: 0).y == 22)
        #expect(plain.table.rectForHeader(inSection: 0).height == 28)
        #expect(try plain.table.rectForRow(at: TableIndexPath(0, 0)).y == 50)
        #expect(plain.table.rectForHeader(inSection: 1).y == 50 + 88 + 22)
        #expect(plain.table.contentHeight == 2 * (22 + 28 + 88))

        for style in [TableStyle.grouped, .insetGrouped] {
            let grouped = try app(style)
            #expect(grouped.table.effectiveSectionHeaderTopPadding == 0)
            #expect(grouped.table.rectForHeader(inSection: 0).y == 0)
        }
    }

    @Test func onlyHeadersWithAHeightGetThePadding() throws {
        let plain = try app(.plain, titles: false)
        #expect(plain.table.rectForHeader(inSection: 0).height == 0)
        #expect(try plain.table.rectForRow(at: TableIndexPath(0, 0)).y == 0)
        #expect(plain.table.contentHeight == 4 * 44)
    }

    @Test func zeroGivesTheTableBeforeIOS15AndASetValueAppliesToEveryStyle() throws {
        let plain = try app(.plain)
        plain.table.sectionHeaderTopPadding = 0
        try plain.table.layoutIfNeeded()
        #expect(plain.table.rectForHeader(inSection: 1).y == 28 + 88)
        #expect(try plain.table.rectForRow(at: TableIndexPath(0, 0)).y == 28)

        let grouped = try app(.grouped)
        grouped.table.sectionHeaderTopPadding = 10
        try grouped.table.layoutIfNeeded()
        #expect(grouped.table.rectForHeader(inSection: 0).y == 10)
        plain.table.sectionHeaderTopPadding = automaticDimension
        #expect(plain.table.rectForHeader(inSection: 0).y == 22)
    }

    @Test func aRowAtAnOffsetFindsItsSectionPastThePadding() throws {
        let plain = try app(.plain)
        #expect(plain.table.row(atY: 10) == nil)
        #expect(plain.table.row(atY: 50) == TableIndexPath(0, 0))
        #expect(plain.table.row(atY: 22 + 28 + 88 + 22 + 28 + 1) == TableIndexPath(1, 0))
    }

    @Test func insetGroupedTakesGroupedsDefaultHeights() throws {
        let inset = try app(.insetGrouped)
        let grouped = try app(.grouped)
        #expect(inset.table.rectForHeader(inSection: 0).height == grouped.table.rectForHeader(inSection: 0).height)
        #expect(inset.table.rectForHeader(inSection: 0).height == 38)
        #expect(inset.table.rectForFooter(inSection: 0).height == 17.5)
        #expect(TableStyle.insetGrouped.isGrouped && !TableStyle.plain.isGrouped)
    }
}
