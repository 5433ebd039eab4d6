/// A drag in flight from this table (`UIDragSession` with the table as its
/// source, and `UIDropSession` while over the table): its items, what the
/// drag delegate said of it, and — on the drop side — whether the drop
/// delegate takes part, whether the session is over the table, where it
/// hovers and the last proposal.
struct DragSession {
    /// The items, each with the row it came from; a row index path is
    /// dropped (nil) once the table is updated or reloaded: UITableView.h,
    /// `UITableViewDropItem.sourceIndexPath`.
    var items: [DropItem]
    var allowsMoveOperation = true
    var isRestrictedToDraggingApplication = false
    /// `canHandleDropSession:`'s answer, asked when the session first
    /// enters the table; NO: "no further delegate methods will be called
    /// for this drop session".
    var dropHandled: Bool?
    /// Over the table: between `dropSessionDidEnter:` and `dropSessionDidExit:`.
    var isInside = false
    /// The hovered insertion point (0...rows of a section), and the proposal
    /// the drop delegate made for it.
    var destination: TableIndexPath?
    var proposal = DropProposal(.cancel)

    var info: DragSessionInfo {
        DragSessionInfo(items: items.map(\.dragItem), sourceIndexPaths: items.map(\.sourceIndexPath))
    }

    /// The rows the items came from that are still known, each once, in
    /// the order lifted.
    var sourceRows: [TableIndexPath] {
        var seen = Set<TableIndexPath>()
        return items.compactMap(\.sourceIndexPath).filter { seen.insert($0).inserted }
    }

    /// After `reloadData` or an update the items' rows are no longer known.
    mutating func forgetSourceRows() {
        for i in items.indices { items[i].sourceIndexPath = nil }
    }

    func violations(_ geometry: TableGeometry) -> [String] {
        sourceRows.filter { !geometry.contains($0) }.map { "the dragged row \($0) does not exist" }
    }
}

/// What the drag and drop delegates are told of a session
/// (`UIDragSession` / `UIDropSession`): its items and the rows they came
/// from (nil for a row no longer known). The session is always local: it
/// comes from this table.
public struct DragSessionInfo: Sendable, Hashable {
    /// `items`: what the drag carries.
    public var items: [DragItem]
    /// Each item's row in this table (`UITableViewDropItem.sourceIndexPath`),
    /// nil once an update or reload has forgotten it (FIDELITY.md M-19).
    public var sourceIndexPaths: [TableIndexPath?]
    /// `localDragSession != nil`: always, the drag comes from this table.
    public var isLocal: Bool { true }
}

/// A drag as the screen shows it: the lifted rows, and where the drop
/// would go.
public struct DragState: Sendable, Equatable {
    /// The rows lifted, drawn as placeholders.
    public var rows: [TableIndexPath]
    /// The items carried.
    public var items: [DragItem]
    /// Over the table, hovering here with this proposal (nil outside it).
    public var destination: TableIndexPath?
    /// The drop delegate's last proposal (or the table's own).
    public var proposal: DropProposal
    /// Whether the finger is over the table.
    public var isOverTable: Bool
}

/// What `beginDrag(at:)` did.
public enum DragBegin: Sendable, Equatable {
    /// The drag began, carrying this many items.
    case began(items: Int)
    /// `dragInteractionEnabled` is NO.
    case disabled
    /// No drag delegate (no `itemsForBeginningDragSession:atIndexPath:`).
    case noDragDelegate
    /// The drag delegate gave no items: "a drag session will not begin".
    case noItems
    /// Swipe buttons or a Delete confirmation showed; the touch closed them.
    case closedRevealedButtons
    /// A drag is already in flight.
    case alreadyDragging
}

/// How a drag ended.
public enum DragEnd: Sendable, Equatable {
    /// `performDropWithCoordinator:` with this coordinator.
    case dropped(DropCoordinator)
    /// The table's reorder path: `moveRowAtIndexPath:toIndexPath:` (nil: the
    /// row stayed where it was).
    case reordered(to: TableIndexPath?)
    /// No drop: cancelled, not over the table, not handled, or the last
    /// proposal was cancel or forbidden.
    case cancelled
}
