import TestSupport
import Testing
@testable import TableEngine

@Suite struct ReuseTests {
    @Test func scrollingReusesCellsThroughThePool() throws {
        let app = TestApp([1000], implemented: [.numberOfSections, .willDisplayCell, .didEndDisplayingCell])
        try app.table.load()
        app.log.removeAll()
        // Two rows in one frame: row 0 is two rows away and its cell is
        // pooled, row 1's is kept prepared (P-02); row 10 shows its prepared
        // cell, row 11 reuses row 0's, and row 12 is prepared (P-01).
        try app.table.scroll(by: 88)
        #expect(app.log == [
            "dl didEndDisplayingCell cell#1 [0,0]",
            "dl didEndDisplayingCell cell#2 [0,1]",
            "cell#11 setSelected NO NO",
            "cell#11 setHighlighted NO NO",
            "dl willDisplayCell cell#11 [0,10]",
            "ds cellForRow [0,11]",
            "  tv dequeueCell Cell",
            "    cell#1 prepareForReuse",
            "cell#1 setSelected NO NO",
            "cell#1 setHighlighted NO NO",
            "dl willDisplayCell cell#1 [0,11]",
            "ds cellForRow [0,12]",
            "  tv dequeueCell Cell",
        ])
        for _ in 0..<200 {
            try app.table.scroll(by: 37)
            #expect(app.table.cellsInExistence <= app.table.visibleRows.count + app.table.preparedCells.count + 2)
            #expect(app.table.preparedCells.count <= 2)
        }
        #expect(app.table.cellsCreated <= 13)
    }

    @Test func aJumpReusesEveryCell() throws {
        let app = TestApp([10_000])
        try app.table.load()
        try app.table.setContentOffset(44 * 5000)
        // Ten on screen and one prepared, before and after (P-01).
        #expect(app.table.cellsCreated == 11)
        #expect(app.count("prepareForReuse") == 11)
    }

    @Test func dequeueForIndexPathNeedsARegistration() throws {
        let app = TestApp([3])
        app.registered = "Missing"
        #expect(throws: TableViewException(.internalInconsistency, "unable to dequeue a cell with identifier Missing - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")) {
            try app.table.load()
        }
        app.table.register(style: .subtitle, forCellReuseIdentifier: "Missing")
        try app.table.load()
        #expect(app.table.cellsOnScreen.allSatisfy { $0.cell.style == .subtitle })
    }

    @Test func scrollToRowOutOfBoundsRaisesNSRangeException() throws {
        let app = TestApp([5, 3])
        try app.table.load()
        #expect(throws: TableViewException(.range, "Attempted to scroll the table view to an out-of-bounds row (7) when there are only 3 rows in section 1.")) {
            try app.table.scrollToRow(at: TableIndexPath(1, 7), at: .top)
        }
        #expect(throws: TableViewException(.range, "Attempted to scroll the table view to an out-of-bounds section (4) when there are only 2 sections.")) {
            try app.table.scrollToRow(at: TableIndexPath(4, 0), at: .top)
        }
    }

    /// selectRow with a scroll position past the end raises the scroll's
    /// NSRangeException; without one, the rect assertion (FIDELITY.md B-87).
    @Test func selectingPastTheEndRaisesTheScrollsException() throws {
        let app = TestApp([0])
        try app.table.load()
        #expect(throws: TableViewException(.range, "Attempted to scroll the table view to an out-of-bounds row (0) when there are only 0 rows in section 0.")) {
            try app.table.selectRow(at: TableIndexPath(0, 0), animated: false, scrollPosition: .middle)
        }
        #expect(throws: TableViewException(.range, "Attempted to scroll the table view to an out-of-bounds section (3) when there are only 1 sections.")) {
            try app.table.selectRow(at: TableIndexPath(3, 0), animated: false, scrollPosition: .top)
        }
        #expect(throws: TableViewException(.internalInconsistency, "request for rect at invalid index path ({length = 2, path = 0 - 0})")) {
            try app.table.selectRow(at: TableIndexPath(0, 0), animated: false, scrollPosition: .none)
        }
        #expect(app.table.indexPathsForSelectedRows.isEmpty)
    }

    @Test func scrollPositions() throws {
        let app = TestApp([100])
        try app.table.load()
        try app.table.scrollToRow(at: TableIndexPath(0, 50), at: .top)
        #expect(app.table.contentOffset == 2200)
        try app.table.scrollToRow(at: TableIndexPath(0, 50), at: .bottom)
        #expect(app.table.contentOffset == 2200 + 44 - 440)
        try app.table.scrollToRow(at: TableIndexPath(0, 50), at: .middle)
        #expect(app.table.contentOffset == 2200 + 22 - 220)
        try app.table.scrollToRow(at: TableIndexPath(0, 52), at: .none)
        #expect(app.table.contentOffset == 2200 + 22 - 220)
        try app.table.scrollToRow(at: TableIndexPath(0, 99), at: .top)
        #expect(app.table.contentOffset == app.table.maxContentOffset)
    }

    @Test func dequeueingTwiceForOneRowRaises() throws {
        final class Greedy: TableViewDataSource {
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) throws(TableViewException) -> TableViewCell? {
                _ = try tableView.dequeueReusableCell(withIdentifier: "C", for: indexPath)
                return try tableView.dequeueReusableCell(withIdentifier: "C", for: indexPath)
            }
        }
        let source = Greedy()
        let table = TableView()
        table.checksInvariants = true
        table.dataSource = source
        table.register(forCellReuseIdentifier: "C")
        #expect(throws: TableViewException(.internalInconsistency, "Attempted to dequeue multiple cells for the same index path, which is not allowed. If you really need to dequeue more cells than the table view is requesting, use the -dequeueReusableCellWithIdentifier: method (without an index path). Cell identifier: C, index path: {length = 2, path = 0 - 0}")) {
            try table.load()
        }
        #expect(table.cellsOnScreen.isEmpty)
    }
}

/// Sections of one row under a title each, whose cells from section 8 on
/// come from an identifier nobody registered: a scroll that reaches them
/// raises after it has retitled pooled title views on the way.
private final class RaisingTitledSections: TableViewDataSource {
    func responds(to selector: MessageSelector) -> Bool {
        [.numberOfSections, .titleForHeader].contains(selector)
    }
    func numberOfSections(in tableView: TableView) -> Int { 30 }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { "Section \(section)" }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) throws(TableViewException) -> TableViewCell? {
        if indexPath.section >= 8 { return try tableView.dequeueReusableCell(withIdentifier: "Missing", for: indexPath) }
        return tableView.dequeueReusableCell(withIdentifier: "Cell") ?? TableViewCell(style: .default, reuseIdentifier: "Cell")
    }
}

@Suite struct PutBackTests {
    /// Found by the app fuzzer (seed 108, sequence 136): a drag whose
    /// first frames reused a title view for another section, then raised,
    /// left the view on screen for its old section showing the new title.
    @Test func aCallThatRaisesPutsBackTheTitlesOfTheViewsItReused() throws {
        let app = RaisingTitledSections()
        let table = try TableView.loaded(.grouped, dataSource: app)
        func titles() -> [String] {
            table.visibleViews(.header).sorted { $0.key < $1.key }.map { "\($0.key) \($0.value.text ?? "-")" }
        }
        let before = titles()
        #expect(before.contains("1 Section 1"))
        #expect(throws: TableViewException.self) { try table.scroll(by: 600) }
        #expect(titles() == before)
        #expect(table.contentOffset == 0)
        withExtendedLifetime(app) {}
    }
}
