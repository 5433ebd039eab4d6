// Editing mode: controls on the left, reorder controls on the right, the
// delete confirmation, and committing (seeds 000–003).

extension TableView {
    /// `setEditing:animated:`: every visible row is asked what it shows
    /// (canEditRow, editingStyleForRow, shouldIndentWhileEditingRow,
    /// canMoveRow), then its cell gets `setEditing:` with its transition.
    public func setEditing(_ editing: Bool, animated: Bool = true) {
        recorder.send(.setEditing, [.bool(editing), .bool(animated)]) {
            endSwipe()
            hideDeleteConfirmation()
            isEditing = editing
            touch = nil
            for vc in display.cells { configureEditing(vc.cell, vc.indexPath, animated: animated) }
            // The transitions end when the animation does.
            for vc in display.cells { finishTransition(vc.cell) }
        }
        _checkInvariantsInDebug()
    }

    /// Asks what a row shows while editing and tells its cell: on
    /// `setEditing:` and for rows that come on screen while editing.
    func configureEditing(_ cell: TableViewCell, _ ip: IndexPath, animated: Bool) {
        var style = EditingStyle.none
        var indents = true
        var reorder = false
        if isEditing {
            let canEdit = askCanEdit(ip)
            if canEdit {
                style = askEditingStyle(ip)
                if let dl = delegate, dl.responds(to: .shouldIndentWhileEditingRow) {
                    indents = recorder.send(.shouldIndentWhileEditingRow, [.indexPath(ip)], result: { .bool($0) }) {
                        dl.tableView(self, shouldIndentWhileEditingRowAt: ip)
                    }
                }
            } else {
                // "Rows that cannot be edited ignore the editingStyle and are not indented" (seed 003).
                indents = false
            }
            reorder = showsReorderControl(ip)
        }
        let changed = cell.state.isEditing != isEditing
        cell.state.editingStyle = style
        // shouldIndentWhileEditing matters only for rows without a control (seed 003).
        cell.state.indentsWhileEditing = style == .none ? indents : true
        cell.state.showsReorder = reorder
        guard changed else { return }
        let mask: CellStateMask = isEditing ? .showingEditControl : []
        tellCell(cell, .cellSetEditing, [.bool(isEditing), .bool(animated)]) {
            tellCell(cell, .willTransitionToState, [.int(mask.rawValue)]) {}
            cell.state.isEditing = isEditing
        }
    }

    func finishTransition(_ cell: TableViewCell) {
        let mask = stateMask(cell)
        tellCell(cell, .didTransitionToState, [.int(mask.rawValue)]) {}
    }

    func stateMask(_ cell: TableViewCell) -> CellStateMask {
        var mask: CellStateMask = []
        if cell.state.isEditing { mask.insert(.showingEditControl) }
        if cell.state.showingDeleteConfirmation { mask.insert(.showingDeleteConfirmation) }
        return mask
    }

    func askCanEdit(_ ip: IndexPath) -> Bool {
        guard let ds = dataSource, ds.responds(to: .canEditRow) else { return true }
        return recorder.send(.canEditRow, [.indexPath(ip)], result: { .bool($0) }) { ds.tableView(self, canEditRowAt: ip) }
    }

    func askEditingStyle(_ ip: IndexPath) -> EditingStyle {
        guard let dl = delegate, dl.responds(to: .editingStyleForRow) else { return .delete }
        return recorder.send(.editingStyleForRow, [.indexPath(ip)], result: { .symbol($0.name) }) {
            dl.tableView(self, editingStyleForRowAt: ip)
        }
    }

    func askCanMove(_ ip: IndexPath) -> Bool {
        guard let ds = dataSource, ds.responds(to: .canMoveRow) else { return true }
        return recorder.send(.canMoveRow, [.indexPath(ip)], result: { .bool($0) }) { ds.tableView(self, canMoveRowAt: ip) }
    }

    /// A reorder control shows only where the data source implements
    /// `moveRowAtIndexPath:toIndexPath:` and `canMoveRowAtIndexPath:` allows it.
    func showsReorderControl(_ ip: IndexPath) -> Bool {
        guard dataSourceResponds(.moveRow) else { return false }
        return askCanMove(ip)
    }

    // MARK: The delete control and its confirmation

    /// The row showing a Delete confirmation (edit mode's minus tapped).
    public var rowShowingDeleteConfirmation: IndexPath? { deleteConfirmation }

    /// Taps the red minus: the cell shows its Delete confirmation
    /// (`titleForDeleteConfirmationButtonForRowAtIndexPath:`, state mask
    /// ShowingEditControl|ShowingDeleteConfirmation). Returns false when the
    /// row shows no delete control.
    @discardableResult
    public func tapDeleteControl(at ip: IndexPath) -> Bool {
        guard isEditing, let cell = display.cell(at: ip), cell.state.editingStyle == .delete else { return false }
        hideDeleteConfirmation()
        let title = askDeleteConfirmationTitle(ip)
        showConfirmation(cell, title: title)
        deleteConfirmation = ip
        _checkInvariantsInDebug()
        return true
    }

    func askDeleteConfirmationTitle(_ ip: IndexPath) -> String {
        guard let dl = delegate, dl.responds(to: .titleForDeleteConfirmationButton) else { return "Delete" }
        let title = recorder.send(.titleForDeleteConfirmationButton, [.indexPath(ip)], result: { $0.map(Value.string) ?? .nil }) {
            dl.tableView(self, titleForDeleteConfirmationButtonForRowAt: ip)
        }
        return title ?? "Delete"
    }

    func showConfirmation(_ cell: TableViewCell, title: String, actions: [String]? = nil, leading: Bool = false) {
        var mask = stateMask(cell)
        mask.insert(.showingDeleteConfirmation)
        tellCell(cell, .willTransitionToState, [.int(mask.rawValue)]) {
            cell.state.showingDeleteConfirmation = true
            cell.state.revealedActions = actions ?? [title]
            cell.state.actionsOnLeadingEdge = leading
        }
        finishTransition(cell)
    }

    func hideConfirmation(_ cell: TableViewCell) {
        guard cell.state.showingDeleteConfirmation || !cell.state.revealedActions.isEmpty else { return }
        var mask = stateMask(cell)
        mask.remove(.showingDeleteConfirmation)
        tellCell(cell, .willTransitionToState, [.int(mask.rawValue)]) {
            cell.state.showingDeleteConfirmation = false
            cell.state.revealedActions = []
        }
        finishTransition(cell)
    }

    func hideDeleteConfirmation() {
        guard let ip = deleteConfirmation else { return }
        deleteConfirmation = nil
        if let cell = display.cell(at: ip) { hideConfirmation(cell) }
    }

    /// `tableView:commitEditingStyle:forRowAtIndexPath:`. The data source
    /// changes its model and tells the table (seed 000's demo).
    func commit(_ style: EditingStyle, at ip: IndexPath) throws(TableViewException) {
        guard let ds = dataSource, ds.responds(to: .commitEditingStyle) else { return }
        try recorder.send(.commitEditingStyle, [.symbol(style.name), .indexPath(ip)]) { () throws(TableViewException) in
            try ds.tableView(self, commit: style, forRowAt: ip)
        }
    }

    /// Taps Delete: on the confirmation the minus control revealed, or
    /// the Delete button of swipe-to-delete. Returns false when neither shows.
    @discardableResult
    public func confirmDeletion() throws(TableViewException) -> Bool {
        guard let ip = deleteConfirmation else { return try tapSwipeDeleteButton() }
        deleteConfirmation = nil
        if let cell = display.cell(at: ip) { hideConfirmation(cell) }
        try commit(.delete, at: ip)
        _checkInvariantsInDebug()
        return true
    }

    /// Taps the green plus: commits an insert for that row. Returns false
    /// when the row shows no insert control.
    @discardableResult
    public func tapInsertControl(at ip: IndexPath) throws(TableViewException) -> Bool {
        guard isEditing, let cell = display.cell(at: ip), cell.state.editingStyle == .insert else { return false }
        try commit(.insert, at: ip)
        _checkInvariantsInDebug()
        return true
    }

    // MARK: Accessories

    /// Taps a row's accessory: `accessoryButtonTappedForRowWithIndexPath:`
    /// only for the detail-disclosure and detail types (the editing
    /// accessory while editing), never another type or a custom view.
    /// Returns whether the delegate was told.
    @discardableResult
    public func tapAccessory(at ip: IndexPath) -> Bool {
        guard let cell = display.cell(at: ip) else { return false }
        let shown = cell.effectiveAccessory
        guard shown.view == nil, shown.type.tracksTaps else { return false }
        tellDelegate(.accessoryButtonTapped, ip) { $0.tableView(self, accessoryButtonTappedForRowWith: ip) }
        return true
    }
}
