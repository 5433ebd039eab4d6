// Focus (tvOS, and iPad with a keyboard): which row has it, and moving it.

extension TableView {
    public var focusedRow: IndexPath? { state.interaction.focus }

    /// Moves focus to a row: `canFocusRowAtIndexPath:` (NO: it stays),
    /// `shouldUpdateFocusInContext:` (NO: it stays), then
    /// `didUpdateFocusInContext:withAnimationCoordinator:`. Returns whether
    /// focus moved.
    @discardableResult
    public func moveFocus(to ip: IndexPath) -> Bool {
        call { moveFocusAsked(to: ip) }
    }

    private func moveFocusAsked(to ip: IndexPath) -> Bool {
        guard state.geometry.contains(ip) else { return false }
        guard askDelegate(.canFocusRow, [.indexPath(ip)], otherwise: true, { $0.tableView(self, canFocusRowAt: ip) }) else { return false }
        let previous = state.interaction.focus
        let context = FocusUpdateContext(previouslyFocusedIndexPath: previous, nextFocusedIndexPath: ip)
        let value = Value.focus(previous: previous, next: ip)
        guard askDelegate(.shouldUpdateFocus, [value], otherwise: true, { $0.tableView(self, shouldUpdateFocusIn: context) }) else { return false }
        state.interaction.focus = ip
        tellDelegate(.didUpdateFocus, [value, .symbol("coordinator")]) { $0.tableView(self, didUpdateFocusIn: context) }
        return true
    }

    /// On reload, a delegate that names a preferred row gets focus there.
    func askPreferredFocus() {
        let preferred = askDelegate(.indexPathForPreferredFocusedView, otherwise: nil) { $0.indexPathForPreferredFocusedView(in: self) }
        if let preferred, state.geometry.contains(preferred), preferred != state.interaction.focus { _ = moveFocusAsked(to: preferred) }
    }
}
