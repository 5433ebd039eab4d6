// Cells configured the iOS 14 way: a content configuration, a background
// configuration, and the updates UIKit runs when the cell's configuration
// state changes (FIDELITY.md C-01 to C-04).

extension TableViewCell {
    /// `defaultContentConfiguration()`: an empty list configuration for the
    /// cell's style — `default` → `cell()`, `subtitle` → `subtitleCell()`,
    /// `value1` and `value2` → `valueCell()` (C-01: the mapping is inferred
    /// from the names; UIKit has no value2 variant).
    public func defaultContentConfiguration() -> ListContentConfiguration {
        switch style {
        case .default: .cell()
        case .subtitle: .subtitleCell()
        case .value1, .value2: .valueCell()
        }
    }

    /// `configurationState`: the cell's state as its configuration update
    /// sees it (C-02).
    public var configurationState: CellConfigurationState {
        var s = CellConfigurationState()
        s.isSelected = state.isSelected
        s.isHighlighted = state.isHighlighted
        s.isEditing = state.isEditing
        s.isSwiped = state.wasSwiped
        return s
    }

    /// `setNeedsUpdateConfiguration()`: asks for a configuration update at
    /// the table's next layout pass; several requests make one update
    /// (C-03). Never runs the update itself.
    public func setNeedsUpdateConfiguration() {
        if let table {
            table.requestConfigurationUpdate(self)
        } else {
            state.needsConfigurationUpdate = true
        }
    }

    /// Whether a configuration update does anything: the cell has a
    /// configuration, an update handler, or an override of
    /// `updateConfiguration(using:)`. Plain cells skip updates entirely.
    var updatesConfiguration: Bool {
        overridesUpdateConfiguration || configurationUpdateHandler != nil
            || contentConfiguration != nil || backgroundConfiguration != nil
    }

    /// What the cell draws: with a content configuration, the legacy style
    /// that lays it out the same way and its text, secondary text and
    /// image; else its style and content.
    public var shownContent: (style: CellStyle, content: Content) {
        guard let configuration = contentConfiguration else { return (style, content) }
        var shown = content
        shown.text = configuration.text
        shown.detailText = configuration.secondaryText
        shown.image = configuration.image
        return (configuration.drawnStyle, shown)
    }
}

extension TableView {
    /// A cell's app asked for an update: due at the end of this call (the
    /// next layout pass), or now through a call of its own.
    func requestConfigurationUpdate(_ cell: TableViewCell) {
        call {
            state.display.change(cell) { $0.needsConfigurationUpdate = true }
            if state.display.holds(cell) { state.display.configurationUpdatesDue = true }
        }
    }

    /// The cell's configuration state changed (selected, highlighted,
    /// editing, swiped): an update is due at the next layout pass (C-03).
    func configurationStateChanged(_ cell: TableViewCell) {
        // The cheaper test first: one property, where `updatesConfiguration` reads four.
        guard !cell.state.needsConfigurationUpdate, cell.updatesConfiguration else { return }
        state.display.change(cell) { $0.needsConfigurationUpdate = true }
        state.display.configurationUpdatesDue = true
    }

    /// A cell new to its row — given to a row coming on screen, or prepared
    /// ahead of it — is updated now, whether or not an update was due
    /// (C-04: "guaranteed to run before the cell/view first displays").
    func updateConfigurationBeforeDisplay(_ cell: TableViewCell) {
        guard cell.updatesConfiguration else { return }
        if !cell.state.needsConfigurationUpdate { state.display.change(cell) { $0.needsConfigurationUpdate = true } }
        updateConfigurationIfNeeded(cell)
    }

    /// Runs the cell's configuration update if one is due: the automatic
    /// `updated(for:)` of its configurations, then `updateConfigurationUsingState:`
    /// when the app's cell overrides it, then its `configurationUpdateHandler`
    /// (C-03; the automatic part first is tableshell's choice).
    func updateConfigurationIfNeeded(_ cell: TableViewCell) {
        guard cell.state.needsConfigurationUpdate else { return }
        state.display.change(cell) { $0.needsConfigurationUpdate = false }
        guard cell.updatesConfiguration else { return }
        let configurationState = cell.configurationState
        if cell.automaticallyUpdatesContentConfiguration, let c = cell.contentConfiguration {
            cell.contentConfiguration = c.updated(for: configurationState)
        }
        if cell.overridesUpdateConfiguration {
            tell(cell, CellMessage.updateConfiguration(configurationState))
        }
        if let handler = cell.configurationUpdateHandler {
            recorder.send(.configurationUpdateHandler, target: cell.value(), [.symbol(configurationState.description)]) {
                handler(cell, configurationState)
            }
        }
    }

    /// The layout pass's end for configurations: every cell on screen with
    /// an update due runs it, top to bottom.
    func runDueConfigurationUpdates() {
        guard state.display.configurationUpdatesDue else { return }
        state.display.configurationUpdatesDue = false
        for vc in state.display.cells { updateConfigurationIfNeeded(vc.cell) }
    }
}
