// The edit menu of a long press (seed 003, 单元行编辑菜单).

extension TableView {
    /// The actions the menu asks about, in order.
    public static let standardEditActions = ["cut:", "copy:", "paste:", "select:", "selectAll:", "delete:"]
    /// What the menu can show of them (seed 003 saw `delete:` left out even
    /// when allowed).
    static let displayedEditActions: Set<String> = ["cut:", "copy:", "paste:", "select:", "selectAll:"]
    /// The only ones that reach `performAction:` (seed 003).
    static let performedEditActions: Set<String> = ["cut:", "copy:", "paste:"]

    /// The open menu: its row and actions.
    public var editMenu: (indexPath: IndexPath, actions: [String])? { menu }

    /// A long press: only when the delegate implements all three menu
    /// methods. `shouldShowMenuForRowAtIndexPath:` (NO: no menu), then
    /// `canPerformAction:forRowAtIndexPath:withSender:` for each standard
    /// action. Returns the menu's actions, or nil when no menu shows.
    @discardableResult
    public func longPress(at ip: IndexPath) -> [String]? {
        menu = nil
        guard display.cell(at: ip) != nil, let dl = delegate,
              dl.responds(to: .shouldShowMenuForRow), dl.responds(to: .canPerformAction), dl.responds(to: .performAction) else { return nil }
        let show = recorder.send(.shouldShowMenuForRow, [.indexPath(ip)], result: { .bool($0) }) {
            dl.tableView(self, shouldShowMenuForRowAt: ip)
        }
        guard show else { return nil }
        var actions: [String] = []
        for action in Self.standardEditActions {
            let can = recorder.send(.canPerformAction, [.symbol(action), .indexPath(ip), .symbol("sender")], result: { .bool($0) }) {
                dl.tableView(self, canPerformAction: action, forRowAt: ip)
            }
            if can && Self.displayedEditActions.contains(action) { actions.append(action) }
        }
        guard !actions.isEmpty else { return nil }
        menu = (ip, actions)
        return actions
    }

    /// Taps a menu item: `performAction:forRowAtIndexPath:withSender:` for
    /// cut, copy and paste; the others close the menu without a message.
    /// Returns false when the open menu has no such item.
    @discardableResult
    public func performMenuAction(_ action: String) -> Bool {
        guard let m = menu, m.actions.contains(action) else { return false }
        menu = nil
        guard Self.performedEditActions.contains(action), let dl = delegate else { return true }
        recorder.send(.performAction, [.symbol(action), .indexPath(m.indexPath), .symbol("sender")]) {
            dl.tableView(self, performAction: action, forRowAt: m.indexPath)
        }
        return true
    }
}
