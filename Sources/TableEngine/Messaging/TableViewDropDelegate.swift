/// `UITableViewDropDelegate`. An object is the table's drop delegate when it
/// implements the protocol's required method,
/// `tableView:performDropWithCoordinator:`.
public protocol TableViewDropDelegate: TableMessageReceiver {
    func tableView(_ tableView: TableView, performDropWith coordinator: DropCoordinator) throws(TableViewException)
    /// "If NO is returned no further delegate methods will be called for this
    /// drop session. If not implemented, a default value of YES is assumed."
    func tableView(_ tableView: TableView, canHandle session: DragSessionInfo) -> Bool
    func tableView(_ tableView: TableView, dropSessionDidEnter session: DragSessionInfo)
    func tableView(_ tableView: TableView, dropSessionDidUpdate session: DragSessionInfo, withDestinationIndexPath destination: TableIndexPath?) -> DropProposal
    func tableView(_ tableView: TableView, dropSessionDidExit session: DragSessionInfo)
    func tableView(_ tableView: TableView, dropSessionDidEnd session: DragSessionInfo)
    func tableView(_ tableView: TableView, dropPreviewParametersForRowAt indexPath: TableIndexPath) -> TargetedPreview?
}

extension TableViewDropDelegate {
    public func tableView(_ tableView: TableView, performDropWith coordinator: DropCoordinator) throws(TableViewException) {}
    public func tableView(_ tableView: TableView, canHandle session: DragSessionInfo) -> Bool { true }
    public func tableView(_ tableView: TableView, dropSessionDidEnter session: DragSessionInfo) {}
    public func tableView(_ tableView: TableView, dropSessionDidUpdate session: DragSessionInfo, withDestinationIndexPath destination: TableIndexPath?) -> DropProposal {
        tableView.defaultDropProposal(session)
    }
    public func tableView(_ tableView: TableView, dropSessionDidExit session: DragSessionInfo) {}
    public func tableView(_ tableView: TableView, dropSessionDidEnd session: DragSessionInfo) {}
    public func tableView(_ tableView: TableView, dropPreviewParametersForRowAt indexPath: TableIndexPath) -> TargetedPreview? { nil }
}
