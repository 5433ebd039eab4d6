/// UIKit's `UITableViewDragDelegate`: which rows a drag lifts and what it
/// carries. Sent only what the app's class implements (see
/// `UITableViewDataSource`); `tableView(_:itemsForBeginning:at:)` is required.
@MainActor
public protocol UITableViewDragDelegate: AnyObject {
    /// The items a drag lifting the row carries; none: no drag (required).
    func tableView(_ tableView: UITableView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath) -> [UIDragItem]
    /// The items a tap on a row adds to the drag in flight.
    func tableView(_ tableView: UITableView, itemsForAddingTo session: any UIDragSession, at indexPath: IndexPath, point: CGPoint) -> [UIDragItem]
    /// The drag is about to begin.
    func tableView(_ tableView: UITableView, dragSessionWillBegin session: any UIDragSession)
    /// The drag ended.
    func tableView(_ tableView: UITableView, dragSessionDidEnd session: any UIDragSession)
    /// Whether the drag may move its items (without it: true).
    func tableView(_ tableView: UITableView, dragSessionAllowsMoveOperation session: any UIDragSession) -> Bool
    /// Whether the drag stays in the app (without it: false).
    func tableView(_ tableView: UITableView, dragSessionIsRestrictedToDraggingApplication session: any UIDragSession) -> Bool
}

extension UITableViewDragDelegate {
    /// Without the method: a tap adds nothing.
    public func tableView(_ tableView: UITableView, itemsForAddingTo session: any UIDragSession, at indexPath: IndexPath, point: CGPoint) -> [UIDragItem] { [] }
    /// Without the method: nothing.
    public func tableView(_ tableView: UITableView, dragSessionWillBegin session: any UIDragSession) {}
    /// Without the method: nothing.
    public func tableView(_ tableView: UITableView, dragSessionDidEnd session: any UIDragSession) {}
    /// Without the method: true.
    public func tableView(_ tableView: UITableView, dragSessionAllowsMoveOperation session: any UIDragSession) -> Bool { true }
    /// Without the method: false.
    public func tableView(_ tableView: UITableView, dragSessionIsRestrictedToDraggingApplication session: any UIDragSession) -> Bool { false }
}

/// UIKit's `UITableViewDropDelegate`: whether and how the table takes a
/// drop. `tableView(_:performDropWith:)` is required.
@MainActor
public protocol UITableViewDropDelegate: AnyObject {
    /// Takes the drop: the app changes its data and the table (required).
    func tableView(_ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator)
    /// Whether the table takes part in the drop (without it: true).
    func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool
    /// The drop entered the table.
    func tableView(_ tableView: UITableView, dropSessionDidEnter session: any UIDropSession)
    /// What a drop at `destinationIndexPath` would do (without it: the
    /// table's own reordering for a local item when rows can move, else cancel).
    func tableView(_ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
                   withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal
    /// The drop left the table.
    func tableView(_ tableView: UITableView, dropSessionDidExit session: any UIDropSession)
    /// The drop ended.
    func tableView(_ tableView: UITableView, dropSessionDidEnd session: any UIDropSession)
}

extension UITableViewDropDelegate {
    /// Without the method: true.
    public func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool { true }
    /// Without the method: nothing.
    public func tableView(_ tableView: UITableView, dropSessionDidEnter session: any UIDropSession) {}
    /// Without the method the table decides; called by the app itself: cancel.
    public func tableView(_ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
                          withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
        UITableViewDropProposal(operation: .cancel)
    }
    /// Without the method: nothing.
    public func tableView(_ tableView: UITableView, dropSessionDidExit session: any UIDropSession) {}
    /// Without the method: nothing.
    public func tableView(_ tableView: UITableView, dropSessionDidEnd session: any UIDropSession) {}
}
