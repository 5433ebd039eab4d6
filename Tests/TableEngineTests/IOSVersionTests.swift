import TestSupport
import Testing
@testable import TableEngine

/// The iOS version as a setting: each rule that changed with the version,
/// at both sides of its change (FIDELITY.md V-01).
@Suite struct IOSVersionTests {
    @Test func versionsReadAndOrder() {
        #expect(IOSVersion("16.4") == IOSVersion(16, 4))
        #expect(IOSVersion("15") == IOSVersion(15))
        #expect(IOSVersion("15.") == nil && IOSVersion("x") == nil && IOSVersion("1.2.3") == nil && IOSVersion("") == nil)
        #expect(IOSVersion(16, 3) < IOSVersion(16, 4) && IOSVersion(16, 4) < IOSVersion(17))
        #expect(IOSVersion(16, 4).description == "16.4" && IOSVersion(18).description == "18")
        #expect(TableView().iOSVersion == IOSVersion(18))
    }

    /// M-40: the padding above plain headers came with iOS 15.
    @Test func sectionHeaderTopPaddingSinceIOS15() throws {
        let app = TestApp([2, 2], implemented: [.numberOfSections, .titleForHeader])
        app.titles.header = [0: "A", 1: "B"]
        app.table.iOSVersion = IOSVersion(14)
        try app.load()
        #expect(app.table.effectiveSectionHeaderTopPadding == 0)
        #expect(app.table.rectForHeader(inSection: 0).y == 0)
        app.table.iOSVersion = IOSVersion(15)
        try app.table.layoutIfNeeded()
        #expect(app.table.effectiveSectionHeaderTopPadding == 22)
        #expect(app.table.rectForHeader(inSection: 0).y == 22)
    }

    /// M-10: iPhone's drags default on since iOS 15; a set value holds.
    @Test func dragInteractionEnabledDefaultsOnSinceIOS15() {
        let table = TableView()
        table.iOSVersion = IOSVersion(14)
        #expect(!table.dragInteractionEnabled)
        table.iOSVersion = IOSVersion(15)
        #expect(table.dragInteractionEnabled)
        table.dragInteractionEnabled = false
        table.iOSVersion = IOSVersion(18)
        #expect(!table.dragInteractionEnabled)
    }

    /// D-13: before iOS 15 an unanimated apply was a reloadData.
    @Test func anUnanimatedApplyReloadsBeforeIOS15() throws {
        for (version, reloads) in [(IOSVersion(14), true), (IOSVersion(15), false)] {
            let app = DiffableApp()
            app.table.iOSVersion = version
            try app.start(["A: a b"])
            var s = app.dataSource.snapshot()
            try s.appendItems(["c"])
            try app.dataSource.apply(s, animatingDifferences: false)
            #expect(app.log.first == "dds applySnapshot ? NO ?")
            #expect(app.count("reloadData") == (reloads ? 1 : 0))
            #expect(app.count("insertRows") == (reloads ? 0 : 1))
            #expect(app.visibleTexts == ["a", "b", "c"])
            // Animated, it diffs at every version.
            app.log.removeAll()
            try s.appendItems(["d"])
            try app.dataSource.apply(s, animatingDifferences: true)
            #expect(app.count("reloadData") == 0 && app.count("insertRows") == 1)
        }
    }

    /// counts that changed by the wrong amount got the older reason
    /// before iOS 16.4.
    @Test func invalidBatchUpdatesDetectedSinceIOS16_4() throws {
        func reason(_ version: IOSVersion) throws -> String? {
            let app = TestApp([5])
            app.table.iOSVersion = version
            try app.table.load()
            app.rows = [7]
            do {
                try app.table.performBatchUpdates { () throws(TableViewException) in
                    try app.table.insertRows(at: [TableIndexPath(0, 0)])
                }
            } catch let exception as TableViewException {
                return exception.reason
            }
            return nil
        }
        #expect(try reason(IOSVersion(16, 3)) == "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (7) must be equal to the number of rows contained in that section before the update (5), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).")
        #expect(try reason(IOSVersion(16, 4))?.hasPrefix("Invalid batch updates detected: the number of sections and/or rows returned by the data source before and/or after performing the batch updates are inconsistent with the updates.\n") == true)
        #expect(try reason(IOSVersion(17))?.hasPrefix("Invalid batch updates detected: the number of sections and/or rows returned by the data source before and after performing the batch updates are inconsistent with the updates.\n") == true)
    }

    @Test func anEmptyListOfUpdatesPrintsAnEmptyLineBetweenTheBrackets() throws {
        let app = TestApp([3])
        try app.table.load()
        app.rows = [2]
        let reason: String? = {
            do {
                try app.table.performBatchUpdates { () throws(TableViewException) in }
            } catch let exception as TableViewException {
                return exception.reason
            } catch {}
            return nil
        }()
        #expect(reason == """
            Invalid batch updates detected: the number of sections and/or rows returned by the data source before and after performing the batch updates are inconsistent with the updates.
            Data source before updates = { 1 section with row counts: [3] }
            Data source after updates = { 1 section with row counts: [2] }
            Updates = [

            ]
            """)
    }
}
