import TestSupport
import Testing
@testable import TableEngine

/// The section index down the right edge (FIDELITY.md B-66 to B-71).
@Suite struct SectionIndexTests {
    static let methods: Set<MessageSelector> = [.sectionIndexTitles, .sectionForSectionIndexTitle]

    func app(_ rows: [Int] = [5, 5, 5, 5], titles: [String] = ["A", "B", "C", "D"], style: TableStyle = .plain) throws -> InteractionApp {
        let app = InteractionApp(rows, style: style, implemented: Self.methods, viewport: 220)
        app.indexTitles = titles
        return try app.loaded()
    }

    @Test func theTitlesAreAskedOnReloadAndOnReloadSectionIndexTitles() throws {
        let app = InteractionApp([3], implemented: Self.methods)
        app.indexTitles = ["A"]
        try app.table.layoutIfNeeded()
        #expect(app.sent(.sectionIndexTitles).count == 1)
        #expect(app.table.displayedSectionIndexTitles == ["A"])
        app.clear()
        app.indexTitles = ["A", "B"]
        app.table.reloadSectionIndexTitles()
        #expect(app.selectors == [.reloadSectionIndexTitles, .sectionIndexTitles])
        #expect(app.sent(.sectionIndexTitles).first?.result == .strings(["A", "B"]))
        try app.table.reloadData()
        #expect(app.sent(.sectionIndexTitles).count == 2)
    }

    @Test func theIndexShowsFromSectionIndexMinimumDisplayRowCount() throws {
        let app = try app()
        #expect(app.table.sectionIndexMinimumDisplayRowCount == 0)
        app.table.sectionIndexMinimumDisplayRowCount = 21
        #expect(app.table.displayedSectionIndexTitles == nil)
        app.table.sectionIndexMinimumDisplayRowCount = 20
        #expect(app.table.displayedSectionIndexTitles?.count == 4)
    }

    @Test func aTapAsksForTheSectionWithTitleAndPositionThenScrollsToIt() throws {
        let app = try app()
        app.sectionForTitle = { _, index in index + 1 }
        #expect(try app.table.tapSectionIndex("B") == 2)
        #expect(app.arguments(.sectionForSectionIndexTitle) == [[.string("B"), .int(1)]])
        #expect(app.sent(.sectionForSectionIndexTitle).first?.result == .int(2))
        #expect(app.table.contentOffset == app.table.rect(of: .header, inSection: 2).y)
        #expect(try app.table.tapSectionIndex("Z") == nil)
    }

    @Test func withoutTheMethodTheTitlesPositionIsTheSection() throws {
        let app = try app()
        app.implemented.remove(.sectionForSectionIndexTitle)
        #expect(try app.table.tapSectionIndex("C") == 2)
        #expect(app.sent(.sectionForSectionIndexTitle).isEmpty)
    }

    @Test func fewerTitlesThanSectionsAreFine() throws {
        let app = try app([2, 2, 2, 2, 2, 2], titles: ["A", "M"])
        app.sectionForTitle = { title, _ in title == "M" ? 4 : 0 }
        #expect(try app.table.tapSectionIndex("M") == 4)
        #expect(app.table.contentOffset > 0)
    }

    @Test func anAnswerThatNamesNoSectionScrollsNothingAndRaisesNothing() throws {
        for answer in [-1, Int.max, 4] {
            let app = try app(titles: [tableViewIndexSearch, "A", "B"])
            try app.table.setContentOffset(100)
            app.sectionForTitle = { _, _ in answer }
            #expect(try app.table.tapSectionIndex(tableViewIndexSearch) == answer)
            #expect(try app.table.tapSectionIndex("B") == answer)
            #expect(app.table.contentOffset == 100)
        }
    }

    @Test func theSearchTitleIsAskedLikeAnyOther() throws {
        let app = try app(titles: [tableViewIndexSearch, "A"])
        try app.table.setContentOffset(100)
        app.sectionForTitle = { _, _ in 2 }
        #expect(try app.table.tapSectionIndex(tableViewIndexSearch) == 2)
        #expect(app.arguments(.sectionForSectionIndexTitle) == [[.string("{search}"), .int(0)]])
        #expect(app.table.contentOffset == app.table.rect(of: .header, inSection: 2).y)
    }

    @Test func theIndexShowsInGroupedTablesToo() throws {
        // Apple's documentation says plain style only; unverified (B-71).
        let app = try app(style: .grouped)
        #expect(app.table.displayedSectionIndexTitles == ["A", "B", "C", "D"])
    }
}
