// Focus (tvOS, and iPad with a keyboard): which row has it, and moving it.

extension TableView {
    public var focusedRow: IndexPath? { focus }

    /// Moves focus to a row: `canFocusRowAtIndexPath:` (NO: it stays),
    /// `shouldUpdateFocusInContext:` (NO: it stays), then
    /// `didUpdateFocusInContext:withAnimationCoordinator:`. Returns whether
    /// focus moved.
    @discardableResult
    public func moveFocus(to ip: IndexPath) -> Bool {
        guard geometry.contains(ip) else { return false }
        if let dl = delegate, dl.responds(to: .canFocusRow) {
            let can = recorder.send(.canFocusRow, [.indexPath(ip)], result: { .bool($0) }) { dl.tableView(self, canFocusRowAt: ip) }
            guard can else { return false }
        }
        let context = FocusUpdateContext(previouslyFocusedIndexPath: focus, nextFocusedIndexPath: ip)
        let value = Value.focus(previous: focus, next: ip)
        if let dl = delegate, dl.responds(to: .shouldUpdateFocus) {
            let should = recorder.send(.shouldUpdateFocus, [value], result: { .bool($0) }) { dl.tableView(self, shouldUpdateFocusIn: context) }
            guard should else { return false }
        }
        focus = ip
        if let dl = delegate, dl.responds(to: .didUpdateFocus) {
            recorder.send(.didUpdateFocus, [value, .symbol("coordinator")]) { dl.tableView(self, didUpdateFocusIn: context) }
        }
        return true
    }

    /// On reload, a delegate that names a preferred row gets focus there.
    func askPreferredFocus() {
        guard let dl = delegate, dl.responds(to: .indexPathForPreferredFocusedView) else { return }
        let preferred = recorder.send(.indexPathForPreferredFocusedView, [], result: { $0.map(Value.indexPath) ?? .nil }) {
            dl.indexPathForPreferredFocusedView(in: self)
        }
        if let preferred, geometry.contains(preferred), preferred != focus { moveFocus(to: preferred) }
    }
}
