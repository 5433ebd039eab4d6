import TestSupport
import Testing
@testable import TableEngine

/// Heights as today's UIKit asks and uses them (FIDELITY.md, "Defaults and
/// heights").
@Suite struct HeightTests {
    @Test func theSixHeightPropertiesDefaultToAutomatic() {
        let table = TableView()
        table.checksInvariants = true
        #expect(table.rowHeight == automaticDimension)
        #expect(table.estimatedRowHeight == automaticDimension)
        #expect(table.sectionHeaderHeight == automaticDimension)
        #expect(table.sectionFooterHeight == automaticDimension)
        #expect(table.estimatedSectionHeaderHeight == automaticDimension)
        #expect(table.estimatedSectionFooterHeight == automaticDimension)
    }

    @Test func byDefaultOnlyRowsComingOnScreenAreAskedTheirHeight() throws {
        let app = TestApp([1000], implemented: [.numberOfSections, .heightForRow])
        try app.table.load()
        #expect(app.calls("heightForRow").count == 10)
        #expect(app.table.contentHeight == 1000 * 44)
    }

    @Test func aRowIsAskedAgainEachTimeItComesOnScreen() throws {
        let app = TestApp([100], implemented: [.numberOfSections, .heightForRow])
        try app.table.load()
        try app.table.setContentOffset(44 * 50)
        app.log.removeAll()
        try app.table.setContentOffset(0)
        #expect(app.calls("heightForRow").count == 10)
        #expect(app.calls("heightForRow").first == "dl heightForRow [0,0]")
    }

    @Test func withEstimatesOffEveryRowIsAskedAtReloadAndNotOnScreen() throws {
        let app = TestApp([300, 200], implemented: [.numberOfSections, .heightForRow])
        app.table.estimatedRowHeight = 0
        try app.table.load()
        #expect(app.count("heightForRow") == 500)
        app.log.removeAll()
        try app.table.setContentOffset(44 * 100)
        #expect(app.count("heightForRow") == 0)
    }

    @Test func automaticRowsSizeToTheirCells() throws {
        let app = TestApp([3])
        app.cellStyle = .subtitle
        app.details = [TableIndexPath(0, 1): "detail"]
        try app.table.load()
        #expect(try app.table.rectForRow(at: TableIndexPath(0, 0)).height == 44)
        #expect(try app.table.rectForRow(at: TableIndexPath(0, 1)) == (y: 44, height: 62))
        #expect(try app.table.rectForRow(at: TableIndexPath(0, 2)).y == 106)
        // Rows of the estimated height store nothing of their own.
        #expect(app.table.rowsWithOwnHeight == 1)
    }

    @Test func anAutomaticAnswerSizesTheRowToItsCell() throws {
        let app = TestApp([2], implemented: [.numberOfSections, .heightForRow])
        app.cellStyle = .subtitle
        app.details = [TableIndexPath(0, 0): "detail"]
        app.heights = [TableIndexPath(0, 0): automaticDimension, TableIndexPath(0, 1): 20]
        try app.table.load()
        #expect(try app.table.rectForRow(at: TableIndexPath(0, 0)).height == 62)
        #expect(try app.table.rectForRow(at: TableIndexPath(0, 1)).height == 20)
    }

    @Test func withoutEstimatesAutomaticIsTheDefaultRowHeight() throws {
        let app = TestApp([2], implemented: [.numberOfSections, .heightForRow])
        app.table.estimatedRowHeight = 0
        app.cellStyle = .subtitle
        app.details = [TableIndexPath(0, 0): "detail"]
        app.heights = [TableIndexPath(0, 0): automaticDimension]
        try app.table.load()
        #expect(try app.table.rectForRow(at: TableIndexPath(0, 0)).height == 44)
    }

    @Test func settingRowHeightToAutomaticAfterLoadingKeepsRowsOnScreen() throws {
        let app = TestApp([20])
        app.table.estimatedRowHeight = 0
        app.table.rowHeight = 30
        try app.table.load()
        app.table.rowHeight = automaticDimension
        try app.table.layoutIfNeeded()
        #expect(app.table.contentHeight == 20 * 44)
        #expect(app.table.visibleRows.count == 10)
    }

    @Test func aNegativeRowHeightRaisesUIKitsException() throws {
        let app = TestApp([3], implemented: [.numberOfSections, .heightForRow])
        app.heights = [TableIndexPath(0, 1): -4]
        #expect(throws: TableViewException(.internalInconsistency,
            "Invalid row height (-4) provided by table delegate. Value must be at least 0.0, or UITableViewAutomaticDimension.")) {
            try app.table.load()
        }
        app.table.estimatedRowHeight = 0
        app.heights = [TableIndexPath(0, 2): -0.5]
        #expect(throws: TableViewException(.internalInconsistency,
            "Invalid row height (-0.5) provided by table delegate. Value must be at least 0.0, or UITableViewAutomaticDimension.")) {
            try app.table.reloadData()
        }
    }

    @Test func aNegativeEstimateRaisesAndAutomaticIsTheTablesEstimate() throws {
        let app = TestApp([3], implemented: [.numberOfSections, .estimatedHeightForRow])
        app.estimates = [TableIndexPath(0, 1): -3]
        #expect(throws: TableViewException(.internalInconsistency,
            "Invalid estimated row height (-3) provided by table delegate. Value must be at least 0.0, or UITableViewAutomaticDimension.")) {
            try app.table.load()
        }
        app.estimates = [TableIndexPath(0, 1): automaticDimension]
        try app.table.reloadData()
        try app.table.layoutIfNeeded()
        #expect(app.table.totalRows == 3)
    }

    @Test func aNegativeHeaderHeightRaisesUIKitsException() throws {
        let app = TestApp([3], implemented: [.numberOfSections, .heightForHeader])
        app.edgeHeights.header = [0: -2]
        #expect(throws: TableViewException(.internalInconsistency,
            "section header height must not be negative - provided height for section 0 is -2.000000")) {
            try app.table.load()
        }
    }

    // MARK: Headers and footers

    @Test func headerHeightsAreAskedAsHeadersComeOnScreenEachTime() throws {
        let app = TestApp(Array(repeating: 5, count: 20), implemented: [.numberOfSections, .heightForHeader])
        app.edgeHeights.header = Dictionary(uniqueKeysWithValues: (0..<20).map { ($0, 30) })
        try app.table.load()
        let asked = app.calls("heightForHeader")
        #expect(asked.count < 20, "only the headers on screen: \(asked)")
        #expect(asked.first == "dl heightForHeader 0")
        let firstScreen = asked.count
        try app.table.setContentOffset(app.table.maxContentOffset)
        app.log.removeAll()
        try app.table.setContentOffset(0)
        #expect(app.calls("heightForHeader").count == firstScreen)
    }

    @Test func withHeaderEstimatesOffEveryHeaderIsAskedAtReload() throws {
        let app = TestApp(Array(repeating: 5, count: 20), implemented: [.numberOfSections, .heightForHeader])
        app.table.estimatedSectionHeaderHeight = 0
        try app.table.load()
        #expect(app.calls("heightForHeader").count == 20)
    }

    @Test func groupedDefaultsAreSeventeenAndAHalfWithoutATitle() throws {
        let app = TestApp([2, 2], style: .grouped, implemented: [.numberOfSections, .titleForHeader])
        app.titles.header = [0: "Title"]
        try app.table.load()
        #expect(app.table.rectForHeader(inSection: 0).height == 38)
        #expect(app.table.rectForHeader(inSection: 1).height == 17.5)
        #expect(app.table.rectForFooter(inSection: 0).height == 17.5)
    }

    @Test func inGroupedStyleZeroMeansTheDefaultAndTheLeastPositiveCollapses() throws {
        let app = TestApp([2, 2], style: .grouped, implemented: [.numberOfSections, .heightForHeader])
        app.edgeHeights.header = [0: 0, 1: Double.leastNonzeroMagnitude]
        try app.table.load()
        #expect(app.table.rectForHeader(inSection: 0).height == 17.5)
        #expect(app.table.rectForHeader(inSection: 1).height == Double.leastNonzeroMagnitude)
    }

    @Test func inPlainStyleZeroIsZero() throws {
        let app = TestApp([2], implemented: [.numberOfSections, .heightForHeader, .titleForHeader])
        app.titles.header = [0: "A"]
        app.edgeHeights.header = [0: 0]
        try app.table.load()
        #expect(app.table.rectForHeader(inSection: 0).height == 0)
    }
}
