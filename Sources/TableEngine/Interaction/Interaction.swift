/// What fingers, keys and menus are doing to the table: the selection, a
/// finger on a row, focus, a Delete confirmation, an open swipe, an open
/// edit menu or context menu, a drag in flight. Each names rows by index
/// path, so a reload clears it and an update moves it along with its row.
struct Interaction {
    /// Selected rows, in the order they were selected.
    var selection: [TableIndexPath] = []
    /// The finger on a row, between touch down and up.
    var touch: Touch?
    /// The focused row.
    var focus: TableIndexPath?
    /// The row whose minus control revealed a Delete confirmation.
    var deleteConfirmation: TableIndexPath?
    /// The row a swipe has opened, and the buttons it shows.
    var swipe: SwipeState?
    /// The edit menu a long press opened.
    var menu: EditMenu?
    /// The context menu a long press opened.
    var contextMenu: ContextMenu?
    /// A drag in flight.
    var drag: DragSession?

    /// A finger on the table.
    struct Touch {
        var indexPath: TableIndexPath
        /// Whether the row was highlighted (and must be unhighlighted).
        var highlighted: Bool
        /// Whether lifting the finger selects (shouldHighlight said YES and taps select).
        var accepted: Bool
    }

    /// An open edit menu: its row and the actions it shows.
    struct EditMenu {
        var indexPath: TableIndexPath
        var actions: [EditAction]
    }

    /// After `reloadData`: the selection, a touch, an edit menu and a Delete
    /// confirmation go; focus stays on a row that still exists; a context
    /// menu stays up without its row, and a drag's items lose theirs. Returns an
    /// open swipe, which ends (ending it is a message, the table's to send).
    mutating func reload(_ geometry: TableGeometry) -> SwipeState? {
        selection.removeAll()
        touch = nil
        menu = nil
        contextMenu?.reload()
        drag?.forgetSourceRows()
        deleteConfirmation = nil
        if let f = focus, !geometry.contains(f) { focus = nil }
        defer { swipe = nil }
        return swipe
    }

    /// After an update: the selection, focus, a Delete confirmation, a
    /// context menu and a swipe follow their rows (or go with them); a
    /// touch and an edit menu end; a drag's items lose their rows.
    /// Returns a swipe whose row went away, which ends (the table's message
    /// to send) — unless one of the swipe's own actions deleted the row: that
    /// swipe ends when its action does, as UIKit's does (FIDELITY.md B-44,
    /// B-54), keeping the row's original index path for
    /// `didEndEditingRowAtIndexPath:`.
    mutating func remap(_ plan: UpdatePlan) -> SwipeState? {
        selection = selection.compactMap { plan.newIndexPath(of: $0) }
        focus = focus.flatMap { plan.newIndexPath(of: $0) }
        deleteConfirmation = deleteConfirmation.flatMap { plan.newIndexPath(of: $0) }
        touch = nil
        menu = nil
        contextMenu?.remap(plan)
        drag?.forgetSourceRows()
        guard let open = swipe, !open.rowDeleted else { return nil }
        if let ip = plan.newIndexPath(of: open.indexPath) {
            swipe?.indexPath = ip
            return nil
        }
        if open.isPerformingAction {
            swipe?.rowDeleted = true
            return nil
        }
        swipe = nil
        return open
    }

    func violations(_ geometry: TableGeometry) -> [String] {
        var problems: [String] = []
        for ip in selection where !geometry.contains(ip) { problems.append("selected row \(ip) does not exist") }
        if Set(selection).count != selection.count { problems.append("a row is selected twice") }
        if let f = focus, !geometry.contains(f) { problems.append("focused row \(f) does not exist") }
        if let c = deleteConfirmation, !geometry.contains(c) { problems.append("the Delete confirmation's row \(c) does not exist") }
        if let s = swipe, !s.rowDeleted, !geometry.contains(s.indexPath) { problems.append("the swiped row \(s.indexPath) does not exist") }
        problems += contextMenu?.violations(geometry) ?? []
        problems += drag?.violations(geometry) ?? []
        return problems
    }
}
