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
        swipe.map { ($0.indexPath, $0.buttons.map(\.title), $0.leading) }
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
        guard !isEditing, let cell = display.cell(at: ip), dataSourceResponds(.commitEditingStyle) else { return false }
        endSwipe()
        guard askCanEdit(ip) else { return false }
        guard let (buttons, performsFirst) = swipeButtons(ip, leading: leading), !buttons.isEmpty else { return false }
        tellDelegate(.willBeginEditingRow, ip) { $0.tableView(self, willBeginEditingRowAt: ip) }
        swipe = SwipeState(indexPath: ip, leading: leading, buttons: buttons, performsFirstActionWithFullSwipe: performsFirst)
        showConfirmation(cell, title: buttons[0].title, actions: buttons.map(\.title), leading: leading)
        if full && performsFirst { try performSwipeButton(0) }
        _checkInvariantsInDebug()
        return true
    }

    private func swipeButtons(_ ip: IndexPath, leading: Bool) -> ([SwipeState.Button], Bool)? {
        let dl = delegate
        if leading {
            guard let dl, dl.responds(to: .leadingSwipeActions) else { return nil }
            let config = recorder.send(.leadingSwipeActions, [.indexPath(ip)], result: { configValue($0) }) {
                dl.tableView(self, leadingSwipeActionsConfigurationForRowAt: ip)
            }
            guard let config else { return nil }
            return (config.actions.map(SwipeState.Button.contextual), config.performsFirstActionWithFullSwipe)
        }
        if let dl, dl.responds(to: .trailingSwipeActions) {
            let config = recorder.send(.trailingSwipeActions, [.indexPath(ip)], result: { configValue($0) }) {
                dl.tableView(self, trailingSwipeActionsConfigurationForRowAt: ip)
            }
            if let config { return (config.actions.map(SwipeState.Button.contextual), config.performsFirstActionWithFullSwipe) }
        } else if let dl, dl.responds(to: .editActionsForRow) {
            let actions = recorder.send(.editActionsForRow, [.indexPath(ip)], result: { list in
                list.map { Value.strings($0.map(\.title)) } ?? .nil
            }) {
                dl.tableView(self, editActionsForRowAt: ip)
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
        guard let s = swipe, let i = s.buttons.firstIndex(where: { $0.title == title }) else { return false }
        try performSwipeButton(i)
        return true
    }

    func tapSwipeDeleteButton() throws(TableViewException) -> Bool {
        guard let s = swipe, let i = s.buttons.firstIndex(where: { if case .delete = $0 { true } else { false } }) else { return false }
        try performSwipeButton(i)
        return true
    }

    private func performSwipeButton(_ i: Int) throws(TableViewException) {
        guard let s = swipe else { return }
        let ip = s.indexPath
        switch s.buttons[i] {
        case .delete:
            endSwipe()
            try commit(.delete, at: ip)
        case .row(let action):
            try recorder.send(.actionHandler, [.string(action.title), .indexPath(ip)]) { () throws(TableViewException) in
                try action.handler(action, ip)
            }
            endSwipe()
        case .contextual(let action):
            try recorder.send(.actionHandler, [.string(action.title), .indexPath(ip)]) { () throws(TableViewException) in
                try action.handler(action, ip) { performed in
                    recorder.send(.actionCompletion, [.bool(performed)]) {}
                }
            }
            endSwipe()
        }
        _checkInvariantsInDebug()
    }

    /// Closes an open swipe: the buttons go, `didEndEditingRowAtIndexPath:`.
    public func endSwipe() { endSwipe(rowGone: false) }

    /// `rowGone`: an update removed the swiped row (its cell left with it).
    func endSwipe(rowGone: Bool) {
        guard let s = swipe else { return }
        swipe = nil
        if !rowGone, let cell = display.cell(at: s.indexPath) { hideConfirmation(cell) }
        let ip: IndexPath? = !rowGone && geometry.contains(s.indexPath) ? s.indexPath : nil
        if let dl = delegate, dl.responds(to: .didEndEditingRow) {
            recorder.send(.didEndEditingRow, [ip.map(Value.indexPath) ?? .nil]) { dl.tableView(self, didEndEditingRowAt: ip) }
        }
    }
}

private func configValue(_ config: SwipeActionsConfiguration?) -> Value {
    guard let config else { return .nil }
    return .strings(config.actions.map { $0.style == .destructive ? "\($0.title) (destructive)" : $0.title })
}
