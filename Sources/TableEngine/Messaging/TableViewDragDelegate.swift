/// `UITableViewDragDelegate`. An object is the table's drag delegate when it
/// implements the protocol's required method,
/// `tableView:itemsForBeginningDragSession:atIndexPath:` (`responds(to:)`
/// says so): without one, no drag begins outside editing.
public protocol TableViewDragDelegate: TableMessageReceiver {
    /// The items a drag lifting the row at `indexPath` carries
    /// (`tableView:itemsForBeginningDragSession:atIndexPath:`).
    ///
    /// "If an empty array is returned a drag session will not begin."
    func tableView(_ tableView: TableView, itemsForBeginning session: DragSessionInfo, at indexPath: TableIndexPath) -> [DragItem]
    /// The items a tap on the row at `indexPath` adds to the drag in flight
    /// (`tableView:itemsForAddingToDragSession:atIndexPath:point:`; FIDELITY.md M-18).
    ///
    /// "If not implemented, or if an empty array is returned, no items will be added."
    func tableView(_ tableView: TableView, itemsForAddingTo session: DragSessionInfo, at indexPath: TableIndexPath, point: Point) -> [DragItem]
    /// How the lifted row at `indexPath` is drawn; `nil` for the whole cell
    /// (`tableView:dragPreviewParametersForRowAtIndexPath:`).
    func tableView(_ tableView: TableView, dragPreviewParametersForRowAt indexPath: TableIndexPath) -> TargetedPreview?
    /// Tells that the drag `session` is about to begin (`tableView:dragSessionWillBegin:`;
    /// FIDELITY.md M-12).
    func tableView(_ tableView: TableView, dragSessionWillBegin session: DragSessionInfo)
    /// Tells that the drag `session` ended (`tableView:dragSessionDidEnd:`; FIDELITY.md M-17).
    func tableView(_ tableView: TableView, dragSessionDidEnd session: DragSessionInfo)
    /// Whether the drag `session` may move its items (`tableView:dragSessionAllowsMoveOperation:`).
    ///
    /// "If not implemented, defaults to YES."
    func tableView(_ tableView: TableView, dragSessionAllowsMoveOperation session: DragSessionInfo) -> Bool
    /// Whether the drag `session` stays inside the app
    /// (`tableView:dragSessionIsRestrictedToDraggingApplication:`).
    ///
    /// "If not implemented, defaults to NO."
    func tableView(_ tableView: TableView, dragSessionIsRestrictedToDraggingApplication session: DragSessionInfo) -> Bool
}

extension TableViewDragDelegate {
    /// As UIKit behaves without the method — no drag: rows cannot be lifted outside editing.
    public func tableView(_ tableView: TableView, itemsForBeginning session: DragSessionInfo, at indexPath: TableIndexPath) -> [DragItem] { [] }
    /// As UIKit behaves without the method — a tap during a drag adds nothing.
    public func tableView(_ tableView: TableView, itemsForAddingTo session: DragSessionInfo, at indexPath: TableIndexPath, point: Point) -> [DragItem] { [] }
    /// As UIKit behaves without the method — the whole cell is the preview.
    public func tableView(_ tableView: TableView, dragPreviewParametersForRowAt indexPath: TableIndexPath) -> TargetedPreview? { nil }
    /// As UIKit behaves without the method — nothing.
    public func tableView(_ tableView: TableView, dragSessionWillBegin session: DragSessionInfo) {}
    /// As UIKit behaves without the method — nothing.
    public func tableView(_ tableView: TableView, dragSessionDidEnd session: DragSessionInfo) {}
    /// As UIKit behaves without the method — `true`: the session may move.
    public func tableView(_ tableView: TableView, dragSessionAllowsMoveOperation session: DragSessionInfo) -> Bool { true }
    /// As UIKit behaves without the method — `false`: other apps may take the drop.
    public func tableView(_ tableView: TableView, dragSessionIsRestrictedToDraggingApplication session: DragSessionInfo) -> Bool { false }
}
