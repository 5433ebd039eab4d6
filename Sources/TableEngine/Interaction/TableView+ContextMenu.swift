// The context menu of a long press (iOS 13): UIKit's replacement for the
// edit menu, driven by the table's UIContextMenuInteraction
// (FIDELITY.md M-01 to M-09).

extension TableView {
    /// The open context menu: its row (nil once an update or reload took
    /// the row away) and its actions.
    public var contextMenu: (indexPath: TableIndexPath?, actions: [(title: String, isDestructive: Bool)])? {
        state.interaction.contextMenu.map { menu in
            (menu.indexPath, menu.configuration.actions.map { ($0.title, $0.isDestructive) })
        }
    }

    /// A finger pressed and held on a row. With
    /// `contextMenuConfigurationForRowAtIndexPath:point:` implemented the
    /// table's context menu interaction handles it, and the edit menu's
    /// three methods are not asked (M-02); otherwise the edit menu
    /// (`longPress(at:)`, B-63 to B-65).
    ///
    /// The context menu: the finger comes down as for a tap (shouldHighlight,
    /// setHighlighted:YES, didHighlight; M-03); the configuration is asked
    /// with the finger's point (M-01). nil: no interaction, and the finger
    /// lifts as from a tap — the row is selected (M-04). A configuration:
    /// the interaction begins and cancels the table's touch (the highlight
    /// goes); without actions it then fails (M-05); with actions
    /// `previewForHighlightingContextMenuWithConfiguration:` and
    /// `willDisplayContextMenuWithConfiguration:animator:`, and the menu
    /// shows. While a row is swiped the interaction cannot begin
    /// (`_canBeginMenuInteractionAtLocation:`): the touch only closes the
    /// buttons (M-06). An open context menu is dismissed first.
    ///
    /// - Throws: `GestureError` when the row does not exist or is not on
    ///   screen, before anything happens; otherwise whatever the app's code
    ///   throws in the messages this sends (a `TableViewException`), the
    ///   table put back as it was.
    public func pressAndHold(at ip: TableIndexPath) throws -> LongPressResult {
        try requireOnScreen(ip)
        return try call { () throws(TableViewException) -> LongPressResult in
            if state.interaction.contextMenu != nil { try dismissContextMenu(.cancel) }
            guard delegateResponds(.contextMenuConfiguration) else {
                guard let actions = showEditMenu(at: ip) else { return .noMenu }
                return .editMenu(actions)
            }
            if closeRevealedButtons() { return .closedRevealedButtons }
            beginTouch(at: ip)
            let point = centre(of: ip)
            let configuration = askDelegate(.contextMenuConfiguration, [.indexPath(ip), .symbol(point.description)],
                                            otherwise: nil, result: { $0?.messageValue ?? .nil }) {
                $0.tableView(self, contextMenuConfigurationForRowAt: ip, point: point)
            }
            guard let configuration else {
                touchUp()
                return .noContextMenu
            }
            cancelTouch()
            guard !configuration.actions.isEmpty else { return .emptyContextMenu }
            state.interaction.contextMenu = ContextMenu(indexPath: ip, configuration: configuration)
            _ = askDelegate(.previewForHighlightingContextMenu, [.symbol("configuration")], otherwise: nil, result: { $0?.messageValue ?? .nil }) {
                $0.tableView(self, previewForHighlightingContextMenuWithConfiguration: configuration)
            }
            tellDelegate(.willDisplayContextMenu, [.symbol("configuration"), .symbol("animator")]) {
                $0.tableView(self, willDisplayContextMenu: configuration)
            }
            return .contextMenu(configuration.titles)
        }
    }

    /// Ends the open context menu: by choosing an action, by a tap outside
    /// it (`cancel`), or by a tap on its preview. A tap on the preview
    /// first sends `willPerformPreviewActionForMenuWithConfiguration:animator:`.
    /// Then, however it ends, `willEndContextMenuInteractionWithConfiguration:animator:`
    /// and `previewForDismissingContextMenuWithConfiguration:`; a chosen
    /// action's handler runs last, alongside the dismissal (M-07, M-08).
    /// Returns false when no menu is open or it has no such action.
    ///
    /// - Throws: whatever the app's code throws in the messages this sends
    ///   (a data source's commit, an update it makes that UIKit refuses, a
    ///   nil cell at the layout pass), the table put back as it was.
    @discardableResult
    public func dismissContextMenu(_ how: ContextMenuDismissal) throws(TableViewException) -> Bool {
        try call { () throws(TableViewException) -> Bool in
            guard let menu = state.interaction.contextMenu else { return false }
            var chosen: MenuAction?
            if case .action(let title) = how {
                guard let action = menu.configuration.actions.first(where: { $0.title == title }) else { return false }
                chosen = action
            }
            state.interaction.contextMenu = nil
            let configuration = menu.configuration
            if how == .preview {
                tellDelegate(.willPerformPreviewAction, [.symbol("configuration"), .symbol("animator")]) {
                    $0.tableView(self, willPerformPreviewActionForMenuWith: configuration)
                }
            }
            tellDelegate(.willEndContextMenuInteraction, [.symbol("configuration"), .symbol("animator")]) {
                $0.tableView(self, willEndContextMenuInteraction: configuration)
            }
            _ = askDelegate(.previewForDismissingContextMenu, [.symbol("configuration")], otherwise: nil, result: { $0?.messageValue ?? .nil }) {
                $0.tableView(self, previewForDismissingContextMenuWithConfiguration: configuration)
            }
            if let chosen {
                try record(.actionHandler, [.string(chosen.title)]) { () throws(TableViewException) in
                    try chosen.handler(chosen)
                }
            }
            return true
        }
    }
}
