import TestSupport
import Testing
@testable import TableEngine

/// Cells configured the iOS 14 way (FIDELITY.md C-01 to C-04).
private final class ConfiguredApp: TableViewDataSource, TableViewDelegate {
    let table = TableView()
    var log: [String] = []
    var variant: ListContentConfiguration.Variant? = .subtitleCell
    var overrides = true
    var handler = false

    init(rows: Int = 3) {
        self.rows = rows
        table.checksInvariants = true
        table.viewportHeight = 44 * 5
        table.dataSource = self
        table.delegate = self
        table.observe { [unowned self] e in self.log.append(TestApp.describe(e)) }
    }
    let rows: Int

    func responds(to selector: MessageSelector) -> Bool { selector == .willDisplayCell }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell? {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell") ?? TableViewCell(style: .subtitle, reuseIdentifier: "Cell")
        cell.overridesUpdateConfiguration = overrides
        if let variant {
            var configuration = ListContentConfiguration(variant)
            configuration.text = "Row \(indexPath.row)"
            configuration.secondaryText = "detail"
            cell.contentConfiguration = configuration
        } else {
            cell.text = "Row \(indexPath.row)"
        }
        if handler {
            cell.configurationUpdateHandler = { [unowned self] cell, state in self.log.append("handler \(state)") }
        }
        return cell
    }

    func load() throws {
        try table.reloadData()
        try table.layoutIfNeeded()
    }

    func lines(_ name: String) -> [String] { log.filter { $0.contains(name) } }
}

@Suite struct ConfigurationTests {
    /// A prepared cell is updated as it is prepared, before it ever
    /// displays (C-04, P-01); when it shows, the state the table sets on it
    /// requests one more (C-03), run before willDisplayCell:.
    @Test func aPreparedCellIsUpdatedWhenPreparedAndAgainAfterItsStateWhenItShows() throws {
        let app = ConfiguredApp(rows: 30)
        // Rows of one height: the cell only overrides the update.
        app.variant = nil
        try app.load()
        #expect(app.table.preparedCells.map(\.indexPath) == [TableIndexPath(0, 5)])
        #expect(Array(app.log.suffix(3)) == [
            "ds cellForRow [0,5]",
            "  tv dequeueCell Cell",
            "cell#6 updateConfigurationUsingState []",
        ])
        app.log.removeAll()
        try app.table.scroll(by: 44)
        #expect(app.log.filter { $0.hasPrefix("cell#6") || $0.hasSuffix("[0,5]") } == [
            "cell#6 setSelected NO NO",
            "cell#6 setHighlighted NO NO",
            "cell#6 updateConfigurationUsingState []",
            "dl willDisplayCell cell#6 [0,5]",
        ])
    }

    @Test func everyCellIsUpdatedBeforeItDisplays() throws {
        let app = ConfiguredApp(rows: 1)
        try app.load()
        #expect(Array(app.log.suffix(4)) == [
            "cell#1 setSelected NO NO",
            "cell#1 setHighlighted NO NO",
            "cell#1 updateConfigurationUsingState []",
            "dl willDisplayCell cell#1 [0,0]",
        ])
        #expect(app.lines("updateConfigurationUsingState").count == 1)
    }

    @Test func stateChangesMakeOneUpdateAtTheEndOfTheCall() throws {
        let app = ConfiguredApp()
        try app.load()
        app.log.removeAll()
        try app.table.tap(at: TableIndexPath(row: 1, section: 0))
        // The highlight, its end and the selection: one update, after them.
        #expect(app.lines("updateConfigurationUsingState").count == 1)
        #expect(app.log.last?.hasPrefix("cell#2 updateConfigurationUsingState") == true)
        #expect(app.table.visibleCell(at: TableIndexPath(row: 1, section: 0))?.configurationState.isSelected == true)
    }

    @Test func setNeedsUpdateConfigurationRunsAtTheNextLayoutPass() throws {
        let app = ConfiguredApp()
        try app.load()
        app.log.removeAll()
        let cell = try #require(app.table.visibleCell(at: TableIndexPath(row: 2, section: 0)))
        // Outside the table's calls, the request's own call ends with the
        // layout pass that runs it.
        cell.setNeedsUpdateConfiguration()
        #expect(app.lines("updateConfigurationUsingState") == ["cell#3 updateConfigurationUsingState []"])
        #expect(!cell.state.needsConfigurationUpdate)
    }

    @Test func theHandlerRunsAfterTheOverride() throws {
        let app = ConfiguredApp(rows: 1)
        app.handler = true
        try app.load()
        let update = try #require(app.log.firstIndex { $0.contains("updateConfigurationUsingState") })
        let handler = try #require(app.log.firstIndex { $0.hasPrefix("handler") })
        #expect(update < handler)
        #expect(app.log.filter { $0.hasPrefix("handler") }.count == 1)
    }

    @Test func cellsWithoutConfigurationsSkipUpdates() throws {
        let app = ConfiguredApp()
        app.variant = nil
        app.overrides = false
        try app.load()
        try app.table.tap(at: TableIndexPath(row: 0, section: 0))
        #expect(app.lines("updateConfiguration").isEmpty)
    }

    @Test func aListConfigurationTakesTheLabelsPlaceAndDraws() throws {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        cell.text = "legacy"
        cell.image = "star"
        var configuration = cell.defaultContentConfiguration()
        configuration.text = "Apples"
        configuration.secondaryText = "12"
        cell.contentConfiguration = configuration
        #expect(cell.text == nil && cell.image == nil)
        #expect(cell.shownContent.style == .subtitle && cell.shownContent.content.text == "Apples")
        #expect(cell.fittingHeight == 62)
        var value = ListContentConfiguration.valueCell()
        value.text = "Wi-Fi"
        value.secondaryText = "Home"
        cell.contentConfiguration = value
        #expect(cell.shownContent.style == .value1 && value.prefersSideBySideTextAndSecondaryText)
    }

    @Test func theDefaultConfigurationFollowsTheStyle() {
        let expected: [(CellStyle, ListContentConfiguration.Variant)] = [(.default, .cell), (.subtitle, .subtitleCell), (.value1, .valueCell), (.value2, .valueCell)]
        for (style, variant) in expected {
            let configuration = TableViewCell(style: style).defaultContentConfiguration()
            #expect(configuration.variant == variant && configuration.text == nil && configuration.secondaryText == nil)
        }
    }

    @Test func theStateIsTheCellsOwn() throws {
        let app = ConfiguredApp()
        try app.load()
        app.table.setEditing(true, animated: false)
        let state = try #require(app.table.visibleCell(at: TableIndexPath(row: 0, section: 0))?.configurationState)
        #expect(state.isEditing && !state.isSelected && !state.isExpanded)
        #expect(state.description == "[editing]")
    }
}
