// Editing mode: controls on the left, reorder controls on the right, the
// delete confirmation, and committing (seeds 000–003).

extension TableView {
    /// `setEditing:animated:`: every visible row is asked what it shows
    /// (canEditRow, editingStyleForRow, shouldIndentWhileEditingRow,
    /// canMoveRow), then its cell gets `setEditing:` with its transition.
    public func setEditing(_ editing: Bool, animated: Bool = true) {
        call {
            record(.setEditing, [.bool(editing), .bool(animated)]) {
                endSwipe(rowGone: false)
                hideDeleteConfirmation()
                isEditing = editing
                state.interaction.touch = nil
                for vc in state.display.cells { configureEditing(vc.cell, vc.indexPath, animated: animated) }
                // The transitions end when the animation does.
                for vc in state.display.cells { finishTransition(vc.cell) }
            }
        }
    }

    /// Asks what a row shows while editing and tells its cell: on
    /// `setEditing:` and for rows that come on screen while editing.
    func configureEditing(_ cell: TableViewCell, _ ip: IndexPath, animated: Bool) {
        var style = EditingStyle.none
        var indents = true
        var reorder = false
        if isEditing {
            if askCanEdit(ip) {
                style = askEditingStyle(ip)
                indents = askDelegate(.shouldIndentWhileEditingRow, [.indexPath(ip)], otherwise: true) {
                    $0.tableView(self, shouldIndentWhileEditingRowAt: ip)
                }
            } else {
                // "Rows that cannot be edited ignore the editingStyle and are not indented" (seed 003).
                indents = false
            }
            reorder = showsReorderControl(ip)
        }
        let changed = cell.state.isEditing != isEditing
        state.display.change(cell) {
            $0.editingStyle = style
            // shouldIndentWhileEditing matters only for rows without a control (seed 003).
            $0.indentsWhileEditing = style == .none ? indents : true
            $0.showsReorder = reorder
        }
        guard changed else { return }
        let mask: CellStateMask = isEditing ? .showingEditControl : []
        let editing = isEditing
        tell(cell.value(), .cellSetEditing, [.bool(editing), .bool(animated)]) {
            tell(cell.value(), .willTransitionToState, [.int(mask.rawValue)]) {}
            state.display.change(cell) { $0.isEditing = editing }
        }
    }

    func finishTransition(_ cell: TableViewCell) {
        tell(cell.value(), .didTransitionToState, [.int(cell.stateMask.rawValue)]) {}
    }

    func askCanEdit(_ ip: IndexPath) -> Bool {
        askDataSource(.canEditRow, [.indexPath(ip)], otherwise: true) { $0.tableView(self, canEditRowAt: ip) }
    }

    /// Without `editingStyleForRowAtIndexPath:` every editable row gets the
    /// delete control.
    func askEditingStyle(_ ip: IndexPath) -> EditingStyle {
        askDelegate(.editingStyleForRow, [.indexPath(ip)], otherwise: .delete) { $0.tableView(self, editingStyleForRowAt: ip) }
    }

    /// A reorder control shows only where the data source implements
    /// `moveRowAtIndexPath:toIndexPath:` and `canMoveRowAtIndexPath:` allows it.
    func showsReorderControl(_ ip: IndexPath) -> Bool {
        guard dataSourceResponds(.moveRow) else { return false }
        return askDataSource(.canMoveRow, [.indexPath(ip)], otherwise: true) { $0.tableView(self, canMoveRowAt: ip) }
    }

    // MARK: The delete control and its confirmation

    /// The row showing a Delete confirmation (edit mode's minus tapped).
    public var rowShowingDeleteConfirmation: IndexPath? { state.interaction.deleteConfirmation }

    /// Taps the red minus: the cell shows its Delete confirmation
    /// (`titleForDeleteConfirmationButtonForRowAtIndexPath:`, state mask
    /// ShowingEditControl|ShowingDeleteConfirmation). Returns false when the
    /// row shows no delete control.
    @discardableResult
    public func tapDeleteControl(at ip: IndexPath) -> Bool {
        call {
            guard isEditing, let cell = state.display.cell(at: ip), cell.state.editingStyle == .delete else { return false }
            hideDeleteConfirmation()
            showConfirmation(cell, actions: [askDeleteConfirmationTitle(ip)])
            state.interaction.deleteConfirmation = ip
            return true
        }
    }

    func askDeleteConfirmationTitle(_ ip: IndexPath) -> String {
        let title = askDelegate(.titleForDeleteConfirmationButton, [.indexPath(ip)], otherwise: nil) {
            $0.tableView(self, titleForDeleteConfirmationButtonForRowAt: ip)
        }
        return title ?? "Delete"
    }

    /// The cell shows buttons beside its content: the Delete confirmation,
    /// or what a swipe revealed.
    func showConfirmation(_ cell: TableViewCell, actions: [String], leading: Bool = false) {
        var mask = cell.stateMask
        mask.insert(.showingDeleteConfirmation)
        tell(cell.value(), .willTransitionToState, [.int(mask.rawValue)]) {
            state.display.change(cell) {
                $0.showingDeleteConfirmation = true
                $0.revealedActions = actions
                $0.actionsOnLeadingEdge = leading
            }
        }
        finishTransition(cell)
    }

    func hideConfirmation(_ cell: TableViewCell) {
        guard cell.state.showingDeleteConfirmation || !cell.state.revealedActions.isEmpty else { return }
        var mask = cell.stateMask
        mask.remove(.showingDeleteConfirmation)
        tell(cell.value(), .willTransitionToState, [.int(mask.rawValue)]) {
            state.display.change(cell) {
                $0.showingDeleteConfirmation = false
                $0.revealedActions = []
            }
        }
        finishTransition(cell)
    }

    func hideDeleteConfirmation() {
        guard let ip = state.interaction.deleteConfirmation else { return }
        state.interaction.deleteConfirmation = nil
        if let cell = state.display.cell(at: ip) { hideConfirmation(cell) }
    }

    /// `tableView:commitEditingStyle:forRowAtIndexPath:`. The data source
    /// changes its model and tells the table (seed 000's demo).
    func commit(_ style: EditingStyle, at ip: IndexPath) throws(TableViewException) {
        try tellDataSource(.commitEditingStyle, [.symbol(style.name), .indexPath(ip)]) { ds throws(TableViewException) in
            try ds.tableView(self, commit: style, forRowAt: ip)
        }
    }

    /// Taps Delete: on the confirmation the minus control revealed, or
    /// the Delete button of swipe-to-delete. Returns false when neither shows.
    @discardableResult
    public func confirmDeletion() throws(TableViewException) -> Bool {
        try call { () throws(TableViewException) -> Bool in
            guard let ip = state.interaction.deleteConfirmation else { return try tapSwipeDeleteButton() }
            state.interaction.deleteConfirmation = nil
            if let cell = state.display.cell(at: ip) { hideConfirmation(cell) }
            try commit(.delete, at: ip)
            return true
        }
    }

    /// Taps the green plus: commits an insert for that row. Returns false
    /// when the row shows no insert control.
    @discardableResult
    public func tapInsertControl(at ip: IndexPath) throws(TableViewException) -> Bool {
        try call { () throws(TableViewException) -> Bool in
            guard isEditing, let cell = state.display.cell(at: ip), cell.state.editingStyle == .insert else { return false }
            try commit(.insert, at: ip)
            return true
        }
    }

    // MARK: Accessories

    /// Taps a row's accessory: `accessoryButtonTappedForRowWithIndexPath:`
    /// only for the detail-disclosure and detail types (the editing
    /// accessory while editing), never another type or a custom view.
    /// Returns whether the delegate was told.
    @discardableResult
    public func tapAccessory(at ip: IndexPath) -> Bool {
        call {
            guard let cell = state.display.cell(at: ip) else { return false }
            let shown = cell.effectiveAccessory
            guard shown.view == nil, shown.type.tracksTaps else { return false }
            tellDelegate(.accessoryButtonTapped, [.indexPath(ip)]) { $0.tableView(self, accessoryButtonTappedForRowWith: ip) }
            return true
        }
    }
}
