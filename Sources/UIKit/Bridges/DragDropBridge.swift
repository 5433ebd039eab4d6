import TableEngine

/// The engine's drag delegate for an app's `UITableViewDragDelegate`. The
/// session the app sees is one object for the whole drag, kept by the
/// table (`UITableView.dragSession`), holding the app's own drag items.
final class DragBridge: TableViewDragDelegate, @unchecked Sendable {
    weak var app: (any UITableViewDragDelegate)?
    unowned let table: UITableView
    private let implemented: ImplementedMessages

    static let bridged: ImplementedMessages = [
        .itemsForBeginningDragSession, .itemsForAddingToDragSession, .dragSessionWillBegin, .dragSessionDidEnd,
        .dragSessionAllowsMoveOperation, .dragSessionIsRestrictedToDraggingApplication,
    ]

    init(app: any UITableViewDragDelegate, table: UITableView) {
        self.app = app
        self.table = table
        implemented = ImplementedMessages([.itemsForBeginningDragSession])
            .union(ImplementedMessages(of: app).intersection(Self.bridged))
    }

    func responds(to selector: MessageSelector) -> Bool { implemented.contains(selector) }

    func tableView(_ tableView: TableView, itemsForBeginning session: DragSessionInfo, at indexPath: TableIndexPath) -> [DragItem] {
        onMainActor {
            let appSession = TableDragSession(items: [])
            let items = app?.tableView(table, itemsForBeginning: appSession, at: IndexPath(indexPath)) ?? []
            appSession.items = items
            table.dragSession = items.isEmpty ? nil : appSession
            return items.map(\.engineItem)
        }
    }

    func tableView(_ tableView: TableView, itemsForAddingTo session: DragSessionInfo, at indexPath: TableIndexPath, point: Point) -> [DragItem] {
        onMainActor {
            let appSession = table.session(for: session)
            let items = app?.tableView(table, itemsForAddingTo: appSession, at: IndexPath(indexPath), point: CGPoint(x: point.x, y: point.y)) ?? []
            appSession.items += items
            return items.map(\.engineItem)
        }
    }

    func tableView(_ tableView: TableView, dragSessionWillBegin session: DragSessionInfo) {
        onMainActor { app?.tableView(table, dragSessionWillBegin: table.session(for: session)) }
    }

    func tableView(_ tableView: TableView, dragSessionDidEnd session: DragSessionInfo) {
        onMainActor {
            app?.tableView(table, dragSessionDidEnd: table.session(for: session))
            table.dragSession = nil
        }
    }

    func tableView(_ tableView: TableView, dragSessionAllowsMoveOperation session: DragSessionInfo) -> Bool {
        onMainActor { app?.tableView(table, dragSessionAllowsMoveOperation: table.session(for: session)) ?? true }
    }

    func tableView(_ tableView: TableView, dragSessionIsRestrictedToDraggingApplication session: DragSessionInfo) -> Bool {
        onMainActor { app?.tableView(table, dragSessionIsRestrictedToDraggingApplication: table.session(for: session)) ?? false }
    }
}

/// The engine's drop delegate for an app's `UITableViewDropDelegate`.
final class DropBridge: TableViewDropDelegate, @unchecked Sendable {
    weak var app: (any UITableViewDropDelegate)?
    unowned let table: UITableView
    private let implemented: ImplementedMessages

    static let bridged: ImplementedMessages = [
        .performDropWithCoordinator, .canHandleDropSession, .dropSessionDidEnter, .dropSessionDidUpdate,
        .dropSessionDidExit, .dropSessionDidEnd,
    ]

    init(app: any UITableViewDropDelegate, table: UITableView) {
        self.app = app
        self.table = table
        implemented = ImplementedMessages([.performDropWithCoordinator])
            .union(ImplementedMessages(of: app).intersection(Self.bridged))
    }

    func responds(to selector: MessageSelector) -> Bool { implemented.contains(selector) }

    func tableView(_ tableView: TableView, performDropWith coordinator: DropCoordinator) {
        let engine = AppThreadValue(coordinator)
        onMainActor {
            let coordinator = engine.value
            let session = table.session(for: coordinator.items.map(\.dragItem))
            let items = zip(session.items, coordinator.items).map { item, dropped in
                TableDropItem(dragItem: item, sourceIndexPath: dropped.sourceIndexPath.map(IndexPath.init)) as any UITableViewDropItem
            }
            let proposal = UITableViewDropProposal(operation: .init(coordinator.proposal.operation),
                                                   intent: .init(coordinator.proposal.intent))
            app?.tableView(table, performDropWith: TableDropCoordinator(
                items: items, destinationIndexPath: coordinator.destinationIndexPath.map(IndexPath.init),
                proposal: proposal, session: session))
        }
    }

    func tableView(_ tableView: TableView, canHandle session: DragSessionInfo) -> Bool {
        onMainActor { app?.tableView(table, canHandle: table.session(for: session)) ?? true }
    }

    func tableView(_ tableView: TableView, dropSessionDidEnter session: DragSessionInfo) {
        onMainActor { app?.tableView(table, dropSessionDidEnter: table.session(for: session)) }
    }

    func tableView(_ tableView: TableView, dropSessionDidUpdate session: DragSessionInfo,
                   withDestinationIndexPath destination: TableIndexPath?) -> DropProposal {
        onMainActor {
            app?.tableView(table, dropSessionDidUpdate: table.session(for: session),
                           withDestinationIndexPath: destination.map(IndexPath.init)).engine ?? DropProposal(.cancel)
        }
    }

    func tableView(_ tableView: TableView, dropSessionDidExit session: DragSessionInfo) {
        onMainActor { app?.tableView(table, dropSessionDidExit: table.session(for: session)) }
    }

    func tableView(_ tableView: TableView, dropSessionDidEnd session: DragSessionInfo) {
        onMainActor { app?.tableView(table, dropSessionDidEnd: table.session(for: session)) }
    }
}

extension UITableView {
    /// The app's session for the engine's: the one the drag began with, or
    /// one made of its items' names when the drag did not begin through the
    /// app's drag delegate.
    func session(for session: DragSessionInfo) -> TableDragSession {
        self.session(for: session.items)
    }

    func session(for items: [DragItem]) -> TableDragSession {
        if let dragSession, dragSession.items.count == items.count { return dragSession }
        let made = TableDragSession(items: items.map { item in
            let provider = NSItemProvider()
            provider.suggestedName = item.name
            return UIDragItem(itemProvider: provider)
        })
        dragSession = made
        return made
    }
}
