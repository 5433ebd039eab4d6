// The edit menu of a long press (seed 003, 单元行编辑菜单).

extension TableView {
    /// The open menu: its row and actions.
    public var editMenu: (indexPath: TableIndexPath, actions: [EditAction])? {
        state.interaction.menu.map { ($0.indexPath, $0.actions) }
    }

    /// A long press: only when the delegate implements all three menu
    /// methods. `shouldShowMenuForRowAtIndexPath:` (NO: no menu), then
    /// `canPerformAction:forRowAtIndexPath:withSender:` for each standard
    /// action. Returns the menu's actions, or nil when no menu shows.
    @discardableResult
    public func longPress(at ip: TableIndexPath) throws(GestureError) -> [EditAction]? {
        try requireOnScreen(ip)
        return showEditMenu(at: ip)
    }

    func showEditMenu(at ip: TableIndexPath) -> [EditAction]? {
        call {
            state.interaction.menu = nil
            guard state.display.cell(at: ip) != nil,
                  [.shouldShowMenuForRow, .canPerformAction, .performAction].allSatisfy(delegateResponds) else { return nil }
            let show = askDelegate(.shouldShowMenuForRow, [.indexPath(ip)], otherwise: false) { $0.tableView(self, shouldShowMenuForRowAt: ip) }
            guard show else { return nil }
            var actions: [EditAction] = []
            for action in EditAction.allCases {
                let can = askDelegate(.canPerformAction, [.symbol(action.selector), .indexPath(ip), .symbol("sender")], otherwise: false) {
                    $0.tableView(self, canPerformAction: action, forRowAt: ip)
                }
                if can && action.isDisplayed { actions.append(action) }
            }
            guard !actions.isEmpty else { return nil }
            state.interaction.menu = .init(indexPath: ip, actions: actions)
            return actions
        }
    }

    /// Taps a menu item: `performAction:forRowAtIndexPath:withSender:` for
    /// cut, copy and paste; the others close the menu without a message.
    /// Returns false when the open menu has no such item.
    @discardableResult
    public func performMenuAction(_ action: EditAction) -> Bool {
        call {
            guard let menu = state.interaction.menu, menu.actions.contains(action) else { return false }
            state.interaction.menu = nil
            guard action.isPerformed else { return true }
            tellDelegate(.performAction, [.symbol(action.selector), .indexPath(menu.indexPath), .symbol("sender")]) {
                $0.tableView(self, performAction: action, forRowAt: menu.indexPath)
            }
            return true
        }
    }

    /// Closes the edit menu without choosing (a tap elsewhere): no message.
    public func dismissEditMenu() {
        call { state.interaction.menu = nil }
    }
}
