/// `UITableViewDropDelegate`. An object is the table's drop delegate when it
/// implements the protocol's required method,
/// `tableView:performDropWithCoordinator:`.
public protocol TableViewDropDelegate: TableMessageReceiver {
    /// Takes the drop: `coordinator` names the destination and the items
    /// (`tableView:performDropWithCoordinator:`; FIDELITY.md M-16).
    ///
    /// An exception it throws ends the drop, the table put back as it was.
    func tableView(_ tableView: TableView, performDropWith coordinator: DropCoordinator) throws(TableViewException)
    /// Whether the table takes part in the drop `session` (`tableView:canHandleDropSession:`).
    ///
    /// "If NO is returned no further delegate methods will be called for this
    /// drop session. If not implemented, a default value of YES is assumed."
    func tableView(_ tableView: TableView, canHandle session: DragSessionInfo) -> Bool
    /// Tells that the drop `session` entered the table (`tableView:dropSessionDidEnter:`).
    func tableView(_ tableView: TableView, dropSessionDidEnter session: DragSessionInfo)
    /// What a drop at `destination` would do, asked for every position of the drag over the table
    /// (`tableView:dropSessionDidUpdate:withDestinationIndexPath:`; FIDELITY.md M-13, M-14).
    func tableView(_ tableView: TableView, dropSessionDidUpdate session: DragSessionInfo, withDestinationIndexPath destination: TableIndexPath?) -> DropProposal
    /// Tells that the drop `session` left the table (`tableView:dropSessionDidExit:`).
    func tableView(_ tableView: TableView, dropSessionDidExit session: DragSessionInfo)
    /// Tells that the drop `session` ended, before the drag delegate's
    /// `tableView(_:dragSessionDidEnd:)` (`tableView:dropSessionDidEnd:`; FIDELITY.md M-17).
    func tableView(_ tableView: TableView, dropSessionDidEnd session: DragSessionInfo)
    /// How the dropped row at `indexPath` is drawn; `nil` for the whole cell
    /// (`tableView:dropPreviewParametersForRowAtIndexPath:`).
    func tableView(_ tableView: TableView, dropPreviewParametersForRowAt indexPath: TableIndexPath) -> TargetedPreview?
}

extension TableViewDropDelegate {
    /// As UIKit behaves without the method — no drop is taken: the table is no drop target.
    public func tableView(_ tableView: TableView, performDropWith coordinator: DropCoordinator) throws(TableViewException) {}
    /// As UIKit behaves without the method — `true`: the table takes part in the drop.
    public func tableView(_ tableView: TableView, canHandle session: DragSessionInfo) -> Bool { true }
    /// As UIKit behaves without the method — nothing.
    public func tableView(_ tableView: TableView, dropSessionDidEnter session: DragSessionInfo) {}
    /// As UIKit behaves without the method — the table's own reordering for one local item when
    /// moveRow is implemented, else cancel.
    public func tableView(_ tableView: TableView, dropSessionDidUpdate session: DragSessionInfo, withDestinationIndexPath destination: TableIndexPath?) -> DropProposal {
        tableView.defaultDropProposal(session)
    }
    /// As UIKit behaves without the method — nothing.
    public func tableView(_ tableView: TableView, dropSessionDidExit session: DragSessionInfo) {}
    /// As UIKit behaves without the method — nothing.
    public func tableView(_ tableView: TableView, dropSessionDidEnd session: DragSessionInfo) {}
    /// As UIKit behaves without the method — the whole cell is the preview.
    public func tableView(_ tableView: TableView, dropPreviewParametersForRowAt indexPath: TableIndexPath) -> TargetedPreview? { nil }
}
