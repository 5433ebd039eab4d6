// Swipe actions: swipe-to-delete, UITableViewRowAction, UIContextualAction
// (seed 003, 处理滑动操作).

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

    var indexPath: IndexPath
    var leading: Bool
    var buttons: [Button]
    var performsFirstActionWithFullSwipe: Bool
}

extension TableView {
    /// The row a swipe has opened, and its buttons' titles.
    public var swipedRow: (indexPath: IndexPath, titles: [String], leading: Bool)? {
        state.interaction.swipe.map { ($0.indexPath, $0.buttons.map(\.title), $0.leading) }
    }

    /// A swipe on a row on screen (trailing: right to left; leading: left to
    /// right). It opens only when the data source implements
    /// `commitEditingStyle:forRowAtIndexPath:` (seed 003) and the row can be
    /// edited. Trailing buttons come from the trailing configuration, else
    /// `editActionsForRowAtIndexPath:`, else UIKit's Delete button — also
    /// when only a leading configuration exists. Then
    /// `willBeginEditingRowAtIndexPath:` and the cell shows them. A full
    /// swipe performs the first action when the configuration allows.
    /// Returns whether the row opened.
    @discardableResult
    public func swipe(at ip: IndexPath, leading: Bool, full: Bool = false) throws(TableViewException) -> Bool {
        try call { () throws(TableViewException) -> Bool in
            guard !isEditing, let cell = state.display.cell(at: ip), dataSourceResponds(.commitEditingStyle) else { return false }
            endSwipe(rowGone: false)
            guard askCanEdit(ip) else { return false }
            guard let (buttons, performsFirst) = swipeButtons(ip, leading: leading), !buttons.isEmpty else { return false }
            tellDelegate(.willBeginEditingRow, [.indexPath(ip)]) { $0.tableView(self, willBeginEditingRowAt: ip) }
            state.interaction.swipe = SwipeState(indexPath: ip, leading: leading, buttons: buttons, performsFirstActionWithFullSwipe: performsFirst)
            showConfirmation(cell, actions: buttons.map(\.title), leading: leading)
            if full && performsFirst { try performSwipeButton(0) }
            return true
        }
    }

    private func swipeButtons(_ ip: IndexPath, leading: Bool) -> ([SwipeState.Button], Bool)? {
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
        // UIKit's swipe-to-delete: only for rows whose style is Delete.
        guard askEditingStyle(ip) == .delete else { return nil }
        return ([.delete(title: askDeleteConfirmationTitle(ip))], true)
    }

    /// Taps a revealed button by its title. Returns false if no open swipe
    /// shows it.
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

    private func performSwipeButton(_ i: Int) throws(TableViewException) {
        guard let s = state.interaction.swipe else { return }
        let ip = s.indexPath
        switch s.buttons[i] {
        case .delete:
            endSwipe(rowGone: false)
            try commit(.delete, at: ip)
        case .row(let action):
            try record(.actionHandler, [.string(action.title), .indexPath(ip)]) { () throws(TableViewException) in
                try action.handler(action, ip)
            }
            endSwipe(rowGone: false)
        case .contextual(let action):
            try record(.actionHandler, [.string(action.title), .indexPath(ip)]) { () throws(TableViewException) in
                try action.handler(action, ip) { performed in
                    record(.actionCompletion, [.bool(performed)]) {}
                }
            }
            endSwipe(rowGone: false)
        }
    }

    /// Closes an open swipe: the buttons go, `didEndEditingRowAtIndexPath:`.
    public func endSwipe() {
        call { endSwipe(rowGone: false) }
    }

    /// `rowGone`: an update removed the swiped row (its cell left with it).
    func endSwipe(rowGone: Bool) {
        guard let s = state.interaction.swipe else { return }
        state.interaction.swipe = nil
        if !rowGone, let cell = state.display.cell(at: s.indexPath) { hideConfirmation(cell) }
        tellDidEndEditingRow(!rowGone && state.geometry.contains(s.indexPath) ? s.indexPath : nil)
    }

    func tellDidEndEditingRow(_ ip: IndexPath?) {
        tellDelegate(.didEndEditingRow, [ip.map(Value.indexPath) ?? .nil]) { $0.tableView(self, didEndEditingRowAt: ip) }
    }
}
