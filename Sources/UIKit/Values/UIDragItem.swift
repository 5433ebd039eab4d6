import TableEngine

/// Foundation's `NSItemProvider` (absent from Foundation on Linux): what a
/// drag item carries. Here it keeps a suggested name only.
open class NSItemProvider {
    /// Foundation's `suggestedName`.
    open var suggestedName: String?
    /// Foundation's `NSItemProvider()`.
    public init() {}
    /// Foundation's `NSItemProvider(object:)`: named by the object.
    public convenience init(object: Any) {
        self.init()
        suggestedName = String(describing: object)
    }
}

/// UIKit's `UIDragItem`: one thing a drag carries.
@MainActor
open class UIDragItem {
    /// UIKit's `itemProvider`.
    public let itemProvider: NSItemProvider
    /// UIKit's `localObject`: what the app attaches for a drop in the same app.
    open var localObject: Any?

    /// UIKit's `init(itemProvider:)`.
    public init(itemProvider: NSItemProvider) {
        self.itemProvider = itemProvider
    }

    /// How the engine's log names it: its local object, else its provider's name.
    var engineItem: DragItem {
        DragItem(localObject.map { String(describing: $0) } ?? itemProvider.suggestedName ?? "item")
    }
}

/// UIKit's `UIDragDropSession`: the items of a drag or a drop.
@MainActor
public protocol UIDragDropSession: AnyObject {
    /// UIKit's `items`.
    var items: [UIDragItem] { get }
    /// UIKit's `allowsMoveOperation`.
    var allowsMoveOperation: Bool { get }
    /// UIKit's `isRestrictedToDraggingApplication`.
    var isRestrictedToDraggingApplication: Bool { get }
}

/// UIKit's `UIDragSession`.
@MainActor
public protocol UIDragSession: UIDragDropSession {
    /// UIKit's `localContext`.
    var localContext: Any? { get set }
}

/// UIKit's `UIDropSession`.
@MainActor
public protocol UIDropSession: UIDragDropSession {
    /// UIKit's `localDragSession`: the drag, when it started in this app (always, here).
    var localDragSession: (any UIDragSession)? { get }
}

/// The one session of a drag over a table, as both the drag and the drop see it.
@MainActor
final class TableDragSession: UIDragSession, UIDropSession {
    var items: [UIDragItem]
    var localContext: Any?
    var allowsMoveOperation: Bool { true }
    var isRestrictedToDraggingApplication: Bool { false }
    var localDragSession: (any UIDragSession)? { self }

    init(items: [UIDragItem]) { self.items = items }
}

/// UIKit's `UIDropOperation`.
public enum UIDropOperation: Int, Sendable {
    /// No drop.
    case cancel
    /// A drop is not allowed here.
    case forbidden
    /// The items are copied.
    case copy
    /// The items are moved.
    case move

    var engine: DropOperation {
        switch self {
        case .cancel: .cancel
        case .forbidden: .forbidden
        case .copy: .copy
        case .move: .move
        }
    }

    init(_ engine: DropOperation) {
        switch engine {
        case .cancel: self = .cancel
        case .forbidden: self = .forbidden
        case .copy: self = .copy
        case .move: self = .move
        }
    }
}

/// UIKit's `UITableViewDropProposal`: what a drop at a position would do.
@MainActor
open class UITableViewDropProposal {
    /// UIKit's `UITableViewDropProposal.Intent`.
    public enum Intent: Int, Sendable {
        /// The table decides nothing.
        case unspecified
        /// Inserted at the destination.
        case insertAtDestinationIndexPath
        /// Dropped into the row at the destination.
        case insertIntoDestinationIndexPath
        /// The table chooses.
        case automatic

        var engine: DropIntent {
            switch self {
            case .unspecified: .unspecified
            case .insertAtDestinationIndexPath: .insertAtDestinationIndexPath
            case .insertIntoDestinationIndexPath: .insertIntoDestinationIndexPath
            case .automatic: .automatic
            }
        }

        init(_ engine: DropIntent) {
            switch engine {
            case .unspecified: self = .unspecified
            case .insertAtDestinationIndexPath: self = .insertAtDestinationIndexPath
            case .insertIntoDestinationIndexPath: self = .insertIntoDestinationIndexPath
            case .automatic: self = .automatic
            }
        }
    }

    /// UIKit's `operation`.
    public let operation: UIDropOperation
    /// UIKit's `intent`.
    public let intent: Intent

    /// UIKit's `init(operation:intent:)`.
    public init(operation: UIDropOperation, intent: Intent = .unspecified) {
        self.operation = operation
        self.intent = intent
    }

    var engine: DropProposal { DropProposal(operation.engine, intent: intent.engine) }
}

/// UIKit's `UITableViewDropItem`: a dropped item and the row it came from.
@MainActor
public protocol UITableViewDropItem {
    /// UIKit's `dragItem`.
    var dragItem: UIDragItem { get }
    /// UIKit's `sourceIndexPath`: the row it was lifted from, when in this table.
    var sourceIndexPath: IndexPath? { get }
}

/// UIKit's `UITableViewDropCoordinator`: what `performDropWith` is given.
@MainActor
public protocol UITableViewDropCoordinator {
    /// UIKit's `items`.
    var items: [any UITableViewDropItem] { get }
    /// UIKit's `destinationIndexPath`.
    var destinationIndexPath: IndexPath? { get }
    /// UIKit's `proposal`.
    var proposal: UITableViewDropProposal { get }
    /// UIKit's `session`.
    var session: any UIDropSession { get }
}

struct TableDropItem: UITableViewDropItem {
    let dragItem: UIDragItem
    let sourceIndexPath: IndexPath?
}

struct TableDropCoordinator: UITableViewDropCoordinator {
    let items: [any UITableViewDropItem]
    let destinationIndexPath: IndexPath?
    let proposal: UITableViewDropProposal
    let session: any UIDropSession
}
