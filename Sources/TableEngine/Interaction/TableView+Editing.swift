// Editing mode: controls on the left, reorder controls on the right, the
// delete confirmation, and committing (seeds 000–003).

extension TableView {
    /// `setEditing:animated:`: an open swipe and a Delete confirmation close
    /// first (B-78); then every visible row is asked what it shows
    /// (`editingAnswers`) and its cell gets `setEditing:` with its
    /// transition, row by row — the order of UIKit's `_setupCell:forEditing:`
    /// (decompiled iOS 26.1; the archived guide says cells first: B-27) —
    /// then `didTransitionToState:` for all once the animation is over.
    public func setEditing(_ editing: Bool, animated: Bool = true) {
        call {
            record(.setEditing, [.bool(editing), .bool(animated)]) {
                closeSwipe()
                hideDeleteConfirmation()
                editsAllRows = editing
                state.interaction.touch = nil
                for vc in state.display.cells { configureEditing(vc.cell, vc.indexPath, animated: animated) }
                // The transitions end when the animation does.
                for vc in state.display.cells { finishTransition(vc.cell) }
            }
        }
    }

    /// Tells a row's cell what it shows in the table's editing mode: on
    /// `setEditing:` and for rows that come on screen. A swiped row shows its
    /// swipe; with `allowsMultipleSelectionDuringEditing` editing rows show a
    /// selection check mark and `editingStyleForRowAtIndexPath:` is not
    /// asked (its documentation says so; B-21).
    func configureEditing(_ cell: TableViewCell, _ ip: TableIndexPath, animated: Bool) {
        if let swipe = state.interaction.swipe, swipe.indexPath == ip, !swipe.rowDeleted {
            if !cell.state.wasSwiped { openSwipedRow(cell, ip) }
            return
        }
        let editing = editsAllRows
        let multiselect = editing && allowsMultipleSelectionDuringEditing
        let answers = editing ? editingAnswers(ip, askingStyle: !multiselect) : (style: .none, indents: true, reorder: false)
        let changed = cell.state.isEditing != editing || cell.state.wasSwiped
        state.display.change(cell) {
            $0.editingStyle = answers.style
            $0.indentsWhileEditing = answers.indents
            $0.showsReorder = answers.reorder
            $0.isMultiselecting = multiselect
        }
        guard changed else { return }
        let mask: CellStateMask = editing ? .showingEditControl : []
        tell(cell, .setEditing(editing, animated: animated)) {
            tell(cell, .willTransition(mask))
            state.display.change(cell) {
                $0.isEditing = editing
                $0.wasSwiped = false
            }
        }
    }

    /// What a row shows while it edits, asked as UIKit's
    /// `_setupCell:forEditing:` asks: `canEditRowAtIndexPath:`, then for an
    /// editable row `editingStyleForRowAtIndexPath:`,
    /// `shouldIndentWhileEditingRowAtIndexPath:` and `canMoveRowAtIndexPath:`.
    /// A row that cannot be edited shows no control, is not indented
    /// (seed 003; B-30) and has no reorder control (B-32). The indentation
    /// answer matters only for rows without a control (seed 003) in grouped
    /// tables (UITableView.h: "only applies to grouped style"; B-31).
    func editingAnswers(_ ip: TableIndexPath, askingStyle: Bool = true) -> (style: EditingStyle, indents: Bool, reorder: Bool) {
        guard askCanEdit(ip) else { return (.none, false, false) }
        let style = askingStyle ? askEditingStyle(ip) : .none
        let indents = askDelegate(.shouldIndentWhileEditingRow, [.indexPath(ip)], otherwise: true) {
            $0.tableView(self, shouldIndentWhileEditingRowAt: ip)
        }
        let reorder = showsReorderControl(ip)
        return (style, style == .none && self.style != .plain ? indents : true, reorder)
    }

    func finishTransition(_ cell: TableViewCell) {
        tell(cell, .didTransition(cell.stateMask))
    }

    func askCanEdit(_ ip: TableIndexPath) -> Bool {
        askDataSource(.canEditRow, [.indexPath(ip)], otherwise: true) { $0.tableView(self, canEditRowAt: ip) }
    }

    /// Without `editingStyleForRowAtIndexPath:` every editable row gets the
    /// delete control.
    func askEditingStyle(_ ip: TableIndexPath) -> EditingStyle {
        askDelegate(.editingStyleForRow, [.indexPath(ip)], otherwise: .delete) { $0.tableView(self, editingStyleForRowAt: ip) }
    }

    /// A reorder control shows only where the data source implements
    /// `moveRowAtIndexPath:toIndexPath:` and `canMoveRowAtIndexPath:` allows it.
    func showsReorderControl(_ ip: TableIndexPath) -> Bool {
        guard dataSourceResponds(.moveRow) else { return false }
        return askDataSource(.canMoveRow, [.indexPath(ip)], otherwise: true) { $0.tableView(self, canMoveRowAt: ip) }
    }

    // MARK: The delete control and its confirmation

    /// The row showing a Delete confirmation (edit mode's minus tapped).
    public var rowShowingDeleteConfirmation: TableIndexPath? { state.interaction.deleteConfirmation }

    /// Taps the red minus: the cell shows its Delete confirmation
    /// (`titleForDeleteConfirmationButtonForRowAtIndexPath:`, state mask
    /// ShowingEditControl|ShowingDeleteConfirmation; B-35). One shows at a
    /// time (B-36); the minus of the row showing it hides it again. Returns
    /// false when the row shows no delete control.
    @discardableResult
    public func tapDeleteControl(at ip: TableIndexPath) throws(GestureError) -> Bool {
        try requireOnScreen(ip)
        return call {
            guard editsAllRows, let cell = state.display.cell(at: ip), cell.state.editingStyle == .delete else { return false }
            let wasShowing = state.interaction.deleteConfirmation == ip
            hideDeleteConfirmation()
            guard !wasShowing else { return true }
            showConfirmation(cell, actions: [askDeleteConfirmationTitle(ip)])
            state.interaction.deleteConfirmation = ip
            return true
        }
    }

    func askDeleteConfirmationTitle(_ ip: TableIndexPath) -> String {
        let title = askDelegate(.titleForDeleteConfirmationButton, [.indexPath(ip)], otherwise: nil) {
            $0.tableView(self, titleForDeleteConfirmationButtonForRowAt: ip)
        }
        return title ?? "Delete"
    }

    /// The cell shows the Delete confirmation beside its content.
    func showConfirmation(_ cell: TableViewCell, actions: [String]) {
        var mask = cell.stateMask
        mask.insert(.showingDeleteConfirmation)
        tell(cell, .willTransition(mask)) {
            state.display.change(cell) {
                $0.showingDeleteConfirmation = true
                $0.revealedActions = actions
                $0.actionsOnLeadingEdge = false
            }
        }
        finishTransition(cell)
    }

    func hideConfirmation(_ cell: TableViewCell) {
        guard cell.state.showingDeleteConfirmation || !cell.state.revealedActions.isEmpty else { return }
        var mask = cell.stateMask
        mask.remove(.showingDeleteConfirmation)
        tell(cell, .willTransition(mask)) {
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
    func commit(_ style: EditingStyle, at ip: TableIndexPath) throws(TableViewException) {
        try tellDataSource(.commitEditingStyle, [.symbol(style.name), .indexPath(ip)]) { ds throws(TableViewException) in
            try ds.tableView(self, commit: style, forRowAt: ip)
        }
    }

    /// Taps Delete: on the confirmation the minus control revealed, or
    /// the Delete button of swipe-to-delete. The confirmation stays while
    /// the data source commits and goes after, with its row if the data
    /// source deleted it: UIKit shows it as a swipe occurrence whose Delete
    /// action commits before the occurrence ends (`_swipeToDeleteCell:`;
    /// B-37, B-44). Returns false when no Delete button shows.
    ///
    /// - Throws: whatever the app's code throws in the messages this sends
    ///   (a data source's commit, an update it makes that UIKit refuses, a
    ///   nil cell at the layout pass), the table put back as it was.
    @discardableResult
    public func confirmDeletion() throws(TableViewException) -> Bool {
        try call { () throws(TableViewException) -> Bool in
            guard let ip = state.interaction.deleteConfirmation else { return try tapSwipeDeleteButton() }
            try commit(.delete, at: ip)
            hideDeleteConfirmation()
            return true
        }
    }

    /// Taps the green plus: commits an insert for that row (B-39) — unless
    /// a Delete confirmation shows, which the touch only hides (B-38).
    /// Returns false when the row shows no insert control.
    ///
    /// - Throws: `GestureError` when the row does not exist or is not on
    ///   screen, before anything happens; otherwise whatever the app's code
    ///   throws in the messages this sends (a data source's commit, an
    ///   update it makes that UIKit refuses, a nil cell at the layout pass),
    ///   the table put back as it was.
    @discardableResult
    public func tapInsertControl(at ip: TableIndexPath) throws -> Bool {
        try requireOnScreen(ip)
        return try call { () throws(TableViewException) -> Bool in
            guard editsAllRows, let cell = state.display.cell(at: ip), cell.state.editingStyle == .insert else { return false }
            if closeRevealedButtons() { return true }
            try commit(.insert, at: ip)
            return true
        }
    }

    // MARK: Accessories

    /// Taps a row's accessory. Only the detail-disclosure and detail
    /// buttons track touches (UITableViewCell.h: "tracks"), and send
    /// `accessoryButtonTappedForRowWithIndexPath:` (the editing accessory's
    /// while editing; B-23). Any other accessory — disclosure indicator,
    /// checkmark, none, or a custom view that is no control — lets the touch
    /// through to the row: a tap on the row, with its highlight and
    /// selection messages (B-24, B-25). While swipe buttons or a Delete
    /// confirmation show, the touch only closes them (B-55, B-38).
    @discardableResult
    public func tapAccessory(at ip: TableIndexPath) throws(GestureError) -> AccessoryTap {
        try requireOnScreen(ip)
        return call {
            guard let cell = state.display.cell(at: ip) else { return .notOnScreen }
            if closeRevealedButtons() { return .closedRevealedButtons }
            let shown = cell.effectiveAccessory
            guard shown.view == nil, shown.type.tracksTaps else {
                tapRow(at: ip)
                return .rowTap
            }
            tellDelegate(.accessoryButtonTapped, [.indexPath(ip)]) { $0.tableView(self, accessoryButtonTappedForRowWith: ip) }
            return .accessoryButton
        }
    }
}

/// What a tap on a row's accessory did.
public enum AccessoryTap: Sendable, Equatable {
    /// `accessoryButtonTappedForRowWithIndexPath:` (a tracking accessory).
    case accessoryButton
    /// The accessory does not track: the touch was a tap on the row.
    case rowTap
    /// Swipe buttons or a Delete confirmation showed; the touch closed them.
    case closedRevealedButtons
    /// The row has no cell on screen.
    case notOnScreen
}
