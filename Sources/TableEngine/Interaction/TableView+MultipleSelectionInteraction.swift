// The two-finger pan that selects several rows (iOS 13; FIDELITY.md M-25
// to M-28).

/// What a two-finger pan did.
public enum PanSelectResult: Sendable, Equatable {
    /// The interaction ran; these rows changed, selected or deselected.
    case changed(selected: Bool, rows: [TableIndexPath])
    /// `allowsMultipleSelectionDuringEditing` is NO: the pan scrolls.
    case needsMultipleSelectionDuringEditing
    /// `shouldBeginMultipleSelectionInteractionAtIndexPath:` said NO or is
    /// not implemented ("the default is NO"): the pan scrolls.
    case declined
}

extension TableView {
    /// A two-finger pan from one row to another. It needs
    /// `allowsMultipleSelectionDuringEditing` (UITableView.h: "you must also
    /// set allowsMultipleSelectionDuringEditing to YES"); then
    /// `shouldBeginMultipleSelectionInteractionAtIndexPath:` for the first
    /// row; YES: the table enters editing itself (`setEditing:YES
    /// animated:YES` — "automatically transitioned into editing mode"),
    /// `didBeginMultipleSelectionInteractionAtIndexPath:`, then each row the
    /// fingers cross, in order, is selected as a tap selects it — or, when
    /// the first row was selected, deselected ("You can also use the same
    /// two-finger pan gesture to unselect"); rows already so are passed
    /// over (inferred, M-27) — and `tableViewDidEndMultipleSelectionInteraction:`.
    /// The table stays editing.
    @discardableResult
    public func panSelect(from start: TableIndexPath, to end: TableIndexPath) throws(GestureError) -> PanSelectResult {
        try requireOnScreen(start)
        try requireRow(end)
        return call {
            guard allowsMultipleSelectionDuringEditing else { return .needsMultipleSelectionDuringEditing }
            let should = askDelegate(.shouldBeginMultipleSelectionInteraction, [.indexPath(start)], otherwise: false) {
                $0.tableView(self, shouldBeginMultipleSelectionInteractionAt: start)
            }
            guard should else { return .declined }
            if !editsAllRows { setEditing(true, animated: true) }
            tellDelegate(.didBeginMultipleSelectionInteraction, [.indexPath(start)]) {
                $0.tableView(self, didBeginMultipleSelectionInteractionAt: start)
            }
            let deselecting = state.interaction.selection.contains(start)
            var changed: [TableIndexPath] = []
            for ip in rowsCrossed(from: start, to: end) where state.interaction.selection.contains(ip) == deselecting {
                if deselecting { deselectByUser(ip) } else { selectByUser(ip) }
                if state.interaction.selection.contains(ip) != deselecting { changed.append(ip) }
            }
            tellDelegate(.didEndMultipleSelectionInteraction, []) { $0.tableViewDidEndMultipleSelectionInteraction(self) }
            return .changed(selected: !deselecting, rows: changed)
        }
    }

    /// The rows from one to the other, both included, in the order the
    /// fingers cross them.
    func rowsCrossed(from start: TableIndexPath, to end: TableIndexPath) -> [TableIndexPath] {
        let geometry = state.geometry
        guard geometry.contains(start), geometry.contains(end) else { return [] }
        let (low, high) = start <= end ? (start, end) : (end, start)
        var rows: [TableIndexPath] = [low]
        var ip = low
        while ip != high, let next = geometry.indexPath(after: ip) {
            rows.append(next)
            ip = next
        }
        return start <= end ? rows : rows.reversed()
    }
}
