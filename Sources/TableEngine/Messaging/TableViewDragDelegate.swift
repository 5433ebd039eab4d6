/// `UITableViewDragDelegate`. An object is the table's drag delegate when it
/// implements the protocol's required method,
/// `tableView:itemsForBeginningDragSession:atIndexPath:` (`responds(to:)`
/// says so): without one, no drag begins outside editing.
public protocol TableViewDragDelegate: TableMessageReceiver {
    /// "If an empty array is returned a drag session will not begin."
    func tableView(_ tableView: TableView, itemsForBeginning session: DragSessionInfo, at indexPath: TableIndexPath) -> [DragItem]
    /// "If not implemented, or if an empty array is returned, no items will be added."
    func tableView(_ tableView: TableView, itemsForAddingTo session: DragSessionInfo, at indexPath: TableIndexPath, point: Point) -> [DragItem]
    func tableView(_ tableView: TableView, dragPreviewParametersForRowAt indexPath: TableIndexPath) -> TargetedPreview?
    func tableView(_ tableView: TableView, dragSessionWillBegin session: DragSessionInfo)
    func tableView(_ tableView: TableView, dragSessionDidEnd session: DragSessionInfo)
    /// "If not implemented, defaults to YES."
    func tableView(_ tableView: TableView, dragSessionAllowsMoveOperation session: DragSessionInfo) -> Bool
    /// "If not implemented, defaults to NO."
    func tableView(_ tableView: TableView, dragSessionIsRestrictedToDraggingApplication session: DragSessionInfo) -> Bool
}

extension TableViewDragDelegate {
    public func tableView(_ tableView: TableView, itemsForBeginning session: DragSessionInfo, at indexPath: TableIndexPath) -> [DragItem] { [] }
    public func tableView(_ tableView: TableView, itemsForAddingTo session: DragSessionInfo, at indexPath: TableIndexPath, point: Point) -> [DragItem] { [] }
    public func tableView(_ tableView: TableView, dragPreviewParametersForRowAt indexPath: TableIndexPath) -> TargetedPreview? { nil }
    public func tableView(_ tableView: TableView, dragSessionWillBegin session: DragSessionInfo) {}
    public func tableView(_ tableView: TableView, dragSessionDidEnd session: DragSessionInfo) {}
    public func tableView(_ tableView: TableView, dragSessionAllowsMoveOperation session: DragSessionInfo) -> Bool { true }
    public func tableView(_ tableView: TableView, dragSessionIsRestrictedToDraggingApplication session: DragSessionInfo) -> Bool { false }
}
