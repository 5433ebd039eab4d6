// Focus (tvOS, and iPad with a keyboard): which row has it, and moving it.

extension TableView {
    /// The row with focus (`UIFocusSystem`'s focused item), or nil; no message.
    public var focusedRow: TableIndexPath? { state.interaction.focus }

    /// Moves focus to a row: `canFocusRowAtIndexPath:` (NO: it stays),
    /// `shouldUpdateFocusInContext:` (NO: it stays), then
    /// `didUpdateFocusInContext:withAnimationCoordinator:`. With
    /// `selectionFollowsFocus` the row is then selected (M-30, M-31).
    /// Returns whether focus moved.
    @discardableResult
    public func moveFocus(to ip: TableIndexPath) -> Bool {
        call { moveFocusAsked(to: ip) }
    }

    private func moveFocusAsked(to ip: TableIndexPath) -> Bool {
        guard state.geometry.contains(ip) else { return false }
        guard askDelegate(.canFocusRow, [.indexPath(ip)], otherwise: true, { $0.tableView(self, canFocusRowAt: ip) }) else { return false }
        let previous = state.interaction.focus
        let context = FocusUpdateContext(previouslyFocusedIndexPath: previous, nextFocusedIndexPath: ip)
        let value = Value.focus(previous: previous, next: ip)
        guard askDelegate(.shouldUpdateFocus, [value], otherwise: true, { $0.tableView(self, shouldUpdateFocusIn: context) }) else { return false }
        state.interaction.focus = ip
        tellDelegate(.didUpdateFocus, [value, .symbol("coordinator")]) { $0.tableView(self, didUpdateFocusIn: context) }
        selectFollowingFocus(ip)
        return true
    }

    /// `selectionFollowsFocus`: "selection is automatically triggered when
    /// focus moves to a cell". `selectionFollowsFocusForRowAtIndexPath:`
    /// may say NO for the row ("This method is not called if
    /// selectionFollowsFocus is disabled"; UITableView.h). The row is
    /// selected as a user selects — willSelect, the rest of the selection
    /// deselected, didSelect, the notification — when taps select and it
    /// is not already the one selected row (inferred, M-31).
    private func selectFollowingFocus(_ ip: TableIndexPath) {
        guard selectionFollowsFocus, tapsSelect, state.interaction.selection != [ip] else { return }
        let follows = askDelegate(.selectionFollowsFocusForRow, [.indexPath(ip)], otherwise: true) {
            $0.tableView(self, selectionFollowsFocusForRowAt: ip)
        }
        guard follows else { return }
        selectByUser(ip, replacingSelection: true)
    }

    /// Focus moves into the table from outside it (tvOS, or a keyboard on
    /// iPad): `indexPathForPreferredFocusedViewInTableView:` names the row
    /// to focus (B-74) — asked here, not on reloads; without an answer
    /// (or with a row the table lacks) focus goes to the first row on
    /// screen (tableshell's choice: UIKit's focus engine picks by
    /// geometry). Then the row is focused as `moveFocus(to:)` does. Returns
    /// the focused row (the one already focused, if focus is in the table),
    /// or nil when focus did not move.
    @discardableResult
    public func focusTable() -> TableIndexPath? {
        call { () -> TableIndexPath? in
            if let focused = state.interaction.focus { return focused }
            let preferred = askDelegate(.indexPathForPreferredFocusedView, otherwise: nil) { $0.indexPathForPreferredFocusedView(in: self) }
            let target = preferred.flatMap { state.geometry.contains($0) ? $0 : nil } ?? state.display.cells.first?.indexPath
            guard let target, moveFocusAsked(to: target) else { return nil }
            return target
        }
    }
}
