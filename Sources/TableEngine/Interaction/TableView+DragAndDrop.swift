// Drag and drop (iOS 11): a row lifted outside editing, carried over the
// table and dropped (FIDELITY.md M-10 to M-19). Reordering while editing
// is `drag(from:to:)`, not a drag session.

extension TableView {
    /// `hasActiveDrag`: a drag from this table is in flight.
    public var hasActiveDrag: Bool { state.interaction.drag != nil }

    /// `hasActiveDrop`: a drag the drop delegate handles is over the table.
    public var hasActiveDrop: Bool {
        guard let drag = state.interaction.drag else { return false }
        return drag.isInside && drag.dropHandled == true
    }

    /// The drag in flight, as the screen shows it.
    public var dragState: DragState? {
        state.interaction.drag.map { drag in
            let over = drag.isInside && drag.dropHandled == true
            return DragState(rows: drag.sourceRows, items: drag.items.map(\.dragItem),
                             destination: over ? drag.destination : nil, proposal: drag.proposal, isOverTable: over)
        }
    }

    /// Whether a drag can begin outside editing: the interaction is enabled
    /// and there is a drag delegate (one that implements the required
    /// `itemsForBeginningDragSession:atIndexPath:`).
    var hasDragDelegate: Bool { dragDelegate?.responds(to: .itemsForBeginningDragSession) ?? false }
    var hasDropDelegate: Bool { dropDelegate?.responds(to: .performDropWithCoordinator) ?? false }

    /// Lifts a row outside editing. `itemsForBeginningDragSession:atIndexPath:`
    /// for the row — and, when the row is selected, for each other selected
    /// row ("called once for each row in the selection"); no items for the
    /// row: no drag. Then `dragPreviewParametersForRowAtIndexPath:` for each
    /// lifted row, `dragSessionAllowsMoveOperation:` and
    /// `dragSessionIsRestrictedToDraggingApplication:` (the session's
    /// properties), `dragSessionWillBegin:` "after the lift animation"; then
    /// the session is over the table: the drop side enters it (`enterDrop`).
    public func beginDrag(at ip: TableIndexPath) throws(GestureError) -> DragBegin {
        try requireOnScreen(ip)
        return liftRow(at: ip)
    }

    private func liftRow(at ip: TableIndexPath) -> DragBegin {
        call {
            guard state.interaction.drag == nil else { return .alreadyDragging }
            guard dragInteractionEnabled else { return .disabled }
            guard hasDragDelegate else { return .noDragDelegate }
            if closeRevealedButtons() { return .closedRevealedButtons }
            let selection = state.interaction.selection
            let others = selection.contains(ip) ? selection.filter { $0 != ip }.sorted() : []
            var items: [DropItem] = []
            for row in [ip] + others {
                let given = askItems(.itemsForBeginningDragSession, row, session: DragSessionInfo(items: items.map(\.dragItem), sourceIndexPaths: items.map(\.sourceIndexPath)))
                if row == ip && given.isEmpty { return .noItems }
                items += given.map { DropItem(dragItem: $0, sourceIndexPath: row) }
            }
            var session = DragSession(items: items)
            for row in Set(items.compactMap(\.sourceIndexPath)).sorted() { askDragPreview(row) }
            let info = session.info
            session.allowsMoveOperation = askDragDelegate(.dragSessionAllowsMoveOperation, [.symbol("session")], otherwise: true) {
                $0.tableView(self, dragSessionAllowsMoveOperation: info)
            }
            session.isRestrictedToDraggingApplication = askDragDelegate(.dragSessionIsRestrictedToDraggingApplication, [.symbol("session")], otherwise: false) {
                $0.tableView(self, dragSessionIsRestrictedToDraggingApplication: info)
            }
            state.interaction.drag = session
            tellDragDelegate(.dragSessionWillBegin, [.symbol("session")]) { $0.tableView(self, dragSessionWillBegin: info) }
            enterDrop(at: ip)
            return .began(items: items.count)
        }
    }

    /// Adds a row to the drag in flight (the add-item gesture: a second
    /// finger taps the row): `itemsForAddingToDragSession:atIndexPath:point:`
    /// — "If not implemented, or if an empty array is returned, no items will
    /// be added to the drag and the gesture will be handled normally" —
    /// then the added row's `dragPreviewParametersForRowAtIndexPath:` (its
    /// lift). Returns how many items were added; nil without a drag.
    public func addToDrag(at ip: TableIndexPath) throws(GestureError) -> Int? {
        try requireOnScreen(ip)
        return call { () -> Int? in
            guard let session = state.interaction.drag else { return nil }
            let point = centre(of: ip)
            let info = session.info
            let given = askDragDelegate(.itemsForAddingToDragSession, [.symbol("session"), .indexPath(ip), .symbol(point.description)],
                                        otherwise: DragItems([])) {
                DragItems($0.tableView(self, itemsForAddingTo: info, at: ip, point: point))
            }.items
            guard !given.isEmpty else { return 0 }
            state.interaction.drag?.items += given.map { DropItem(dragItem: $0, sourceIndexPath: ip) }
            askDragPreview(ip)
            return given.count
        }
    }

    /// Carries the drag to an insertion point (`S.R` with R from 0 to the
    /// section's row count: "a row that does not yet exist … where an
    /// inserted row would append"). Outside the table it enters first; then
    /// `dropSessionDidUpdate:withDestinationIndexPath:` for each position
    /// passed on the way, one row at a time (M-13). Returns false without a
    /// drag or for a place the table lacks.
    @discardableResult
    public func moveDrag(to target: TableIndexPath) -> Bool {
        call {
            guard state.interaction.drag != nil, isInsertionPoint(target) else { return false }
            guard let drag = state.interaction.drag, drag.isInside, let from = drag.destination else {
                enterDrop(at: target)
                return true
            }
            guard drag.dropHandled == true else { return true }
            let path = insertionPoints(from: from, to: target)
            for ip in path.dropFirst() { updateDrop(at: ip) }
            return true
        }
    }

    /// The drag leaves the table: `dropSessionDidExit:` ("This method isn't
    /// called again until the dragged content enters the table view's bounds
    /// … and exits again").
    public func exitDrag() {
        call {
            guard let drag = state.interaction.drag, drag.isInside else { return }
            state.interaction.drag?.isInside = false
            state.interaction.drag?.destination = nil
            guard drag.dropHandled == true else { return }
            tellDropDelegate(.dropSessionDidExit, [.symbol("session")]) { $0.tableView(self, dropSessionDidExit: drag.info) }
        }
    }

    /// The finger lifts (`drop`) or the drag is cancelled. A drop happens
    /// over the table, when the drop delegate handles the session and the
    /// last proposal is copy or move. A local move of one item whose row is
    /// known, with intent insertAtDestinationIndexPath, to a data source
    /// that implements `moveRowAtIndexPath:toIndexPath:` takes the table's
    /// reorder path: `targetIndexPathForMoveFromRowAtIndexPath:toProposedIndexPath:`,
    /// then `moveRowAtIndexPath:toIndexPath:`, and the table moves the row
    /// itself (M-15). Any other drop: `performDropWithCoordinator:`, where
    /// the app changes its data and the table; then
    /// `dropPreviewParametersForRowAtIndexPath:` for the rows it inserted
    /// at the destination (M-16). A cancelled drag asks the lifted rows'
    /// `dragPreviewParametersForRowAtIndexPath:` again ("if the drag
    /// cancels"). Then — when the drop delegate took part —
    /// `dropSessionDidEnd:` "regardless of outcome", and `dragSessionDidEnd:`
    /// (the order: inferred, M-17).
    /// Returns nil without a drag.
    ///
    /// - Throws: whatever the app's code throws in the messages this sends
    ///   (a data source's commit, an update it makes that UIKit refuses, a
    ///   nil cell at the layout pass), the table put back as it was.
    @discardableResult
    public func endDrag(drop: Bool = true) throws(TableViewException) -> DragEnd? {
        try call { () throws(TableViewException) -> DragEnd? in
            guard let session = state.interaction.drag else { return nil }
            let info = session.info
            let handled = session.dropHandled == true
            let dropping = drop && session.isInside && handled && session.proposal.drops && effectiveOperation(session) != nil
            var end = DragEnd.cancelled
            if dropping {
                end = try performDrop(session)
            } else {
                for row in Set(session.sourceRows).sorted() { askDragPreview(row) }
            }
            state.interaction.drag = nil
            if handled {
                tellDropDelegate(.dropSessionDidEnd, [.symbol("session")]) { $0.tableView(self, dropSessionDidEnd: info) }
            }
            tellDragDelegate(.dragSessionDidEnd, [.symbol("session")]) { $0.tableView(self, dragSessionDidEnd: info) }
            return end
        }
    }

    /// `drag S.R to S2.R2` outside editing: lift, carry, drop.
    ///
    /// - Throws: `GestureError` when the row does not exist or is not on
    ///   screen, before anything happens; otherwise whatever the app's code
    ///   throws in the messages this sends (a data source's commit, an
    ///   update it makes that UIKit refuses, a nil cell at the layout pass),
    ///   the table put back as it was.
    @discardableResult
    public func dragAndDrop(from source: TableIndexPath, to target: TableIndexPath) throws -> (DragBegin, DragEnd?) {
        try requireOnScreen(source)
        return try call { () throws(TableViewException) -> (DragBegin, DragEnd?) in
            let began = liftRow(at: source)
            guard case .began = began else { return (began, nil) }
            moveDrag(to: target)
            return (began, try endDrag(drop: true))
        }
    }

    /// What the drop delegate proposes when it does not implement
    /// `dropSessionDidUpdate:withDestinationIndexPath:`: the table's own
    /// reordering for one local item when the data source can move rows
    /// (`_dragAndDropUsedForReordering`: inferred), else cancel (a choice;
    /// M-14).
    public func defaultDropProposal(_ session: DragSessionInfo) -> DropProposal {
        if session.items.count == 1, session.sourceIndexPaths.first.flatMap({ $0 }) != nil, dataSourceResponds(.moveRow) {
            return DropProposal(.move, intent: .insertAtDestinationIndexPath)
        }
        return DropProposal(.cancel)
    }

    // MARK: The drop side

    /// The session comes over the table: the first time,
    /// `canHandleDropSession:` ("Initially, the table view calls only the
    /// canHandle method … If you can incorporate the data, the table view
    /// begins calling other methods"); then `dropSessionDidEnter:` and the
    /// first `dropSessionDidUpdate:withDestinationIndexPath:` (both are
    /// called when a drag enters: openradar 33111424).
    private func enterDrop(at ip: TableIndexPath) {
        guard var drag = state.interaction.drag else { return }
        drag.isInside = true
        drag.destination = ip
        if drag.dropHandled == nil {
            let info = drag.info
            drag.dropHandled = hasDropDelegate && askDropDelegate(.canHandleDropSession, [.symbol("session")], otherwise: true) {
                $0.tableView(self, canHandle: info)
            }
        }
        state.interaction.drag = drag
        guard drag.dropHandled == true else { return }
        tellDropDelegate(.dropSessionDidEnter, [.symbol("session")]) { $0.tableView(self, dropSessionDidEnter: drag.info) }
        updateDrop(at: ip)
    }

    private func updateDrop(at ip: TableIndexPath) {
        guard let drag = state.interaction.drag else { return }
        let info = drag.info
        let proposal = askDropDelegate(.dropSessionDidUpdate, [.symbol("session"), .indexPath(ip)], otherwise: defaultDropProposal(info)) {
            $0.tableView(self, dropSessionDidUpdate: info, withDestinationIndexPath: ip)
        }
        state.interaction.drag?.destination = ip
        state.interaction.drag?.proposal = proposal
    }

    /// The operation the system lets the proposal have: a move the drag
    /// delegate does not allow is no drop ("your proposal may not be allowed
    /// and the system will enforce a different proposal"; which one: not
    /// found — a choice, M-14).
    private func effectiveOperation(_ session: DragSession) -> DropOperation? {
        switch session.proposal.operation {
        case .copy: .copy
        case .move: session.allowsMoveOperation ? .move : nil
        case .cancel, .forbidden: nil
        }
    }

    private func performDrop(_ session: DragSession) throws(TableViewException) -> DragEnd {
        let destination = session.destination
        if session.proposal == DropProposal(.move, intent: .insertAtDestinationIndexPath), session.items.count == 1,
           let source = session.items[0].sourceIndexPath, let destination, dataSourceResponds(.moveRow) {
            return .reordered(to: try reorderByDrop(from: source, to: destination))
        }
        let coordinator = DropCoordinator(items: session.items, destinationIndexPath: destination, proposal: session.proposal)
        let rowsBefore = destination.map { rowCount($0.section) }
        try tellDropDelegate(.performDropWithCoordinator, [coordinator.value]) { dd throws(TableViewException) in
            try dd.tableView(self, performDropWith: coordinator)
        }
        if let destination, let rowsBefore, session.proposal.intent == .insertAtDestinationIndexPath,
           destination.section < numberOfSections {
            let inserted = max(0, rowCount(destination.section) - rowsBefore)
            for r in destination.row..<(destination.row + inserted) {
                let ip = TableIndexPath(destination.section, r)
                _ = askDropDelegate(.dropPreviewParametersForRow, [.indexPath(ip)], otherwise: TargetedPreview?.none) {
                    $0.tableView(self, dropPreviewParametersForRowAt: ip)
                }
            }
        }
        return .dropped(coordinator)
    }

    /// The reorder path of a drop: the insertion point becomes the row's
    /// place after the move, the delegate may retarget it, and the data
    /// source moves the row (nothing when it stays where it was, as B-61).
    private func reorderByDrop(from source: TableIndexPath, to insertion: TableIndexPath) throws(TableViewException) -> TableIndexPath? {
        var proposed = insertion
        if insertion.section == source.section && insertion.row > source.row { proposed.row -= 1 }
        let target = askDelegate(.targetIndexPathForMove, [.indexPath(source), .indexPath(proposed)], otherwise: proposed) {
            $0.tableView(self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposed)
        }
        let geometry = state.geometry
        let valid = target.section >= 0 && target.section < geometry.numberOfSections && target.row >= 0
            && target.row <= geometry.numberOfRows(in: target.section) - (target.section == source.section ? 1 : 0)
        let destination = valid ? target : proposed
        guard destination != source else { return nil }
        state.interaction.drag = nil
        try tellDataSource(.moveRow, [.indexPath(source), .indexPath(destination)]) { ds throws(TableViewException) in
            try ds.tableView(self, moveRowAt: source, to: destination)
        }
        try applyUserMove(from: source, to: destination)
        return destination
    }

    // MARK: Helpers

    private func askItems(_ selector: MessageSelector, _ ip: TableIndexPath, session: DragSessionInfo) -> [DragItem] {
        askDragDelegate(selector, [.symbol("session"), .indexPath(ip)], otherwise: DragItems([])) {
            DragItems($0.tableView(self, itemsForBeginning: session, at: ip))
        }.items
    }

    private func askDragPreview(_ ip: TableIndexPath) {
        _ = askDragDelegate(.dragPreviewParametersForRow, [.indexPath(ip)], otherwise: TargetedPreview?.none) {
            $0.tableView(self, dragPreviewParametersForRowAt: ip)
        }
    }

    /// A place a dragged row can hover: a row, or the end of a section.
    public func isInsertionPoint(_ ip: TableIndexPath) -> Bool {
        ip.section >= 0 && ip.section < state.geometry.numberOfSections && ip.row >= 0
            && ip.row <= state.geometry.numberOfRows(in: ip.section)
    }

    /// The insertion points from one to the other, both included, in order.
    func insertionPoints(from start: TableIndexPath, to end: TableIndexPath) -> [TableIndexPath] {
        guard start != end else { return [start] }
        let forward = start < end
        var points: [TableIndexPath] = [start]
        var ip = start
        while ip != end {
            if forward {
                if ip.row < state.geometry.numberOfRows(in: ip.section) { ip.row += 1 } else { ip = TableIndexPath(ip.section + 1, 0) }
            } else {
                if ip.row > 0 { ip.row -= 1 } else { ip = TableIndexPath(ip.section - 1, state.geometry.numberOfRows(in: ip.section - 1)) }
            }
            points.append(ip)
        }
        return points
    }
}
