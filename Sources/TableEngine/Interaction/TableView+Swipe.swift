// Swipe actions: swipe-to-delete, UITableViewRowAction, UIContextualAction
// (seed 003, 处理滑动操作). The order of messages follows UIKit's
// UISwipeActionController host methods (decompiled iOS 26.1 UIKitCore:
// `swipeActionController:mayBeginSwipeForItemAtIndexPath:`,
// `…willBeginSwipeForItemAtIndexPath:`, `…didEndSwipeForItemAtIndexPath:`);
// FIDELITY.md B-41 to B-58.

/// A row opened by a swipe and the buttons it shows.
struct SwipeState {
    enum Button {
        case contextual(ContextualAction)
        case row(RowAction)
        /// UIKit's own Delete button, which commits a delete.
        case delete(title: String)

        var title: String {
            switch self {
            case .contextual(let a): a.title
            case .row(let a): a.title
            case .delete(let title): title
            }
        }
    }

    /// The row, as it was when the swipe opened if its own action deleted it.
    var indexPath: TableIndexPath
    var leading: Bool
    /// Outermost first (UISwipeActionsConfiguration: "The first item in the
    /// array represents the outermost action").
    var buttons: [Button]
    var performsFirstActionWithFullSwipe: Bool
    /// One of the buttons' actions is running: a delete of the row then
    /// does not end the swipe; the action's end does (B-44, B-54).
    var isPerformingAction = false
    /// The running action deleted the row: its cell has gone, and
    /// `indexPath` is the row's original (now stale) index path.
    var rowDeleted = false
}

extension TableView {
    /// The row a swipe has opened, and its buttons' titles, outermost first.
    public var swipedRow: (indexPath: TableIndexPath, titles: [String], leading: Bool)? {
        state.interaction.swipe.map { ($0.indexPath, $0.buttons.map(\.title), $0.leading) }
    }

    /// Whether a swipe can open any row: the data source implements
    /// `commitEditingStyle:forRowAtIndexPath:`, or the delegate one of the
    /// swipe-action methods (UIKit's `mayBeginSwipe…` tests exactly these
    /// flags; B-41). Without `commitEditingStyle:` there is no Delete button.
    public var rowsCanSwipe: Bool {
        dataSourceResponds(.commitEditingStyle)
            || [.trailingSwipeActions, .leadingSwipeActions, .editActionsForRow].contains(where: delegateResponds)
    }

    /// A swipe on a row on screen (trailing: right to left; leading: left to
    /// right). A touch first closes an open swipe or Delete confirmation
    /// elsewhere. The row opens only when rows can swipe (`rowsCanSwipe`),
    /// the table is not editing all its rows (B-56) and `canEditRowAtIndexPath:`
    /// allows it (B-42). Its buttons come from the trailing configuration,
    /// else `editActionsForRowAtIndexPath:`, else UIKit's Delete button —
    /// also when only a leading configuration exists (B-49, B-50). Then
    /// `willBeginEditingRowAtIndexPath:`, the table enters editing (B-43)
    /// and the swiped row is set up for editing: its cell gets
    /// `setEditing:YES` and shows the buttons (B-45, B-57). A full swipe
    /// performs the first action when the configuration allows (B-48).
    /// Returns whether the row is open.
    ///
    /// - Throws: `GestureError` when the row does not exist or is not on
    ///   screen, before anything happens; otherwise whatever the app's code
    ///   throws in the messages this sends (a data source's commit, an
    ///   update it makes that UIKit refuses, a nil cell at the layout pass),
    ///   the table put back as it was.
    @discardableResult
    public func swipe(at ip: TableIndexPath, leading: Bool, full: Bool = false) throws -> Bool {
        try requireOnScreen(ip)
        return try call { () throws(TableViewException) -> Bool in
            guard !editsAllRows, let cell = state.display.cell(at: ip) else { return false }
            if let open = state.interaction.swipe, open.indexPath == ip, open.leading == leading, !open.rowDeleted {
                // The open row swiped again the same way stays open
                // (`mayBeginSwipe…` is YES for the swiped row, no new willBegin).
                if full && open.performsFirstActionWithFullSwipe { try performSwipeButton(0) }
                return true
            }
            closeSwipe()
            guard rowsCanSwipe, askCanEdit(ip) else { return false }
            guard let (buttons, performsFirst) = swipeButtons(ip, leading: leading), !buttons.isEmpty else { return false }
            tellDelegate(.willBeginEditingRow, [.indexPath(ip)]) { $0.tableView(self, willBeginEditingRowAt: ip) }
            state.interaction.swipe = SwipeState(indexPath: ip, leading: leading, buttons: buttons, performsFirstActionWithFullSwipe: performsFirst)
            openSwipedRow(cell, ip)
            if full && performsFirst { try performSwipeButton(0) }
            return true
        }
    }

    private func swipeButtons(_ ip: TableIndexPath, leading: Bool) -> ([SwipeState.Button], Bool)? {
        if leading {
            let config = askDelegate(.leadingSwipeActions, [.indexPath(ip)], otherwise: nil) {
                $0.tableView(self, leadingSwipeActionsConfigurationForRowAt: ip)
            }
            guard let config else { return nil }
            return (config.actions.map(SwipeState.Button.contextual), config.performsFirstActionWithFullSwipe)
        }
        if delegateResponds(.trailingSwipeActions) {
            let config = askDelegate(.trailingSwipeActions, [.indexPath(ip)], otherwise: nil) {
                $0.tableView(self, trailingSwipeActionsConfigurationForRowAt: ip)
            }
            if let config { return (config.actions.map(SwipeState.Button.contextual), config.performsFirstActionWithFullSwipe) }
        } else {
            let actions = askDelegate(.editActionsForRow, [.indexPath(ip)], otherwise: nil, result: { list in
                list.map { Value.strings($0.map(\.title)) } ?? .nil
            }) {
                $0.tableView(self, editActionsForRowAt: ip)
            }
            if let actions { return (actions.map(SwipeState.Button.row), false) }
        }
        // UIKit's swipe-to-delete: only with commitEditingStyle:, for rows
        // that can be edited and whose style is Delete (B-41, B-53). The
        // default action asks canEdit again (`_trailingSwipeConfiguration…`).
        guard dataSourceResponds(.commitEditingStyle), askCanEdit(ip), askEditingStyle(ip) == .delete else { return nil }
        return ([.delete(title: askDeleteConfirmationTitle(ip))], true)
    }

    /// The swiped row set up for editing (`_setupCell:forEditing:` with the
    /// swiped flag): the editing questions, then its cell's
    /// `setEditing:YES animated:YES`, transitioning to ShowingDeleteConfirmation
    /// only (UITableViewCell.h), with the buttons revealed.
    func openSwipedRow(_ cell: TableViewCell, _ ip: TableIndexPath) {
        guard let swipe = state.interaction.swipe else { return }
        let (style, indents, reorder) = editingAnswers(ip)
        tell(cell, .setEditing(true, animated: true)) {
            tell(cell, .willTransition(.showingDeleteConfirmation))
            state.display.change(cell) {
                $0.isEditing = true
                $0.wasSwiped = true
                $0.isMultiselecting = false
                $0.editingStyle = style
                $0.indentsWhileEditing = indents
                $0.showsReorder = reorder
                $0.showingDeleteConfirmation = true
                $0.revealedActions = swipe.buttons.map(\.title)
                $0.actionsOnLeadingEdge = swipe.leading
            }
        }
        finishTransition(cell)
    }

    /// Taps a revealed button by its title. Returns false if no open swipe
    /// shows it.
    ///
    /// - Throws: whatever the app's code throws in the messages this sends
    ///   (a data source's commit, an update it makes that UIKit refuses, a
    ///   nil cell at the layout pass), the table put back as it was.
    @discardableResult
    public func tapSwipeAction(titled title: String) throws(TableViewException) -> Bool {
        try call { () throws(TableViewException) -> Bool in
            guard let s = state.interaction.swipe, let i = s.buttons.firstIndex(where: { $0.title == title }) else { return false }
            try performSwipeButton(i)
            return true
        }
    }

    func tapSwipeDeleteButton() throws(TableViewException) -> Bool {
        guard let s = state.interaction.swipe,
              let i = s.buttons.firstIndex(where: { if case .delete = $0 { true } else { false } }) else { return false }
        try performSwipeButton(i)
        return true
    }

    /// Runs a button's action while the swipe stays open, then closes it:
    /// Delete commits (`commitEditingStyle:`, in which the data source
    /// deletes the row) and then `didEndEditingRowAtIndexPath:` follows with
    /// the row's original index path (B-44); a row action's handler runs and
    /// the swipe closes; a contextual action's closes once its handler has
    /// called the completion (B-54) — never, if it does not.
    private func performSwipeButton(_ i: Int) throws(TableViewException) {
        guard let s = state.interaction.swipe else { return }
        state.interaction.swipe?.isPerformingAction = true
        let ip = s.indexPath
        var completed = true
        switch s.buttons[i] {
        case .delete:
            try commit(.delete, at: ip)
        case .row(let action):
            try record(.actionHandler, [.string(action.title), .indexPath(ip)]) { () throws(TableViewException) in
                try action.handler(action, ip)
            }
        case .contextual(let action):
            completed = false
            try record(.actionHandler, [.string(action.title), .indexPath(ip)]) { () throws(TableViewException) in
                try action.handler(action, ip) { performed in
                    record(.actionCompletion, [.bool(performed)]) { completed = true }
                }
            }
        }
        // The app may have ended the swipe itself (reloadData in the handler).
        guard state.interaction.swipe != nil else { return }
        if completed {
            closeSwipe()
        } else {
            state.interaction.swipe?.isPerformingAction = false
        }
    }

    /// Closes an open swipe: the buttons go, `didEndEditingRowAtIndexPath:`.
    public func endSwipe() {
        call { closeSwipe() }
    }

    /// The swiped row's cell leaves editing (`setEditing:NO animated:YES`,
    /// back to no state) unless the row was deleted with it; the table
    /// leaves editing; then `didEndEditingRowAtIndexPath:` with the row's
    /// index path — the original one when its action deleted it (B-44).
    func closeSwipe() {
        guard let s = state.interaction.swipe else { return }
        if !s.rowDeleted, let cell = state.display.cell(at: s.indexPath), cell.state.wasSwiped {
            tell(cell, .setEditing(false, animated: true)) {
                tell(cell, .willTransition([]))
                state.display.change(cell) {
                    $0.isEditing = false
                    $0.wasSwiped = false
                    $0.editingStyle = .none
                    $0.showsReorder = false
                    $0.showingDeleteConfirmation = false
                    $0.revealedActions = []
                }
            }
            finishTransition(cell)
        }
        state.interaction.swipe = nil
        tellDidEndEditingRow(s.indexPath)
    }

    func tellDidEndEditingRow(_ ip: TableIndexPath?) {
        tellDelegate(.didEndEditingRow, [ip.map(Value.indexPath) ?? .nil]) { $0.tableView(self, didEndEditingRowAt: ip) }
    }

    /// A touch on the table while swipe buttons or a Delete confirmation
    /// show only closes them: UIKit's `touchesBegan:` does nothing while a
    /// row is swiped (B-55, B-38). Returns whether something closed.
    func closeRevealedButtons() -> Bool {
        if state.interaction.swipe != nil {
            closeSwipe()
            return true
        }
        if state.interaction.deleteConfirmation != nil {
            hideDeleteConfirmation()
            return true
        }
        return false
    }
}
