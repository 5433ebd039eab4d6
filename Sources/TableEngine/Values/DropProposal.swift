/// `UIDropOperation`.
public enum DropOperation: String, CaseIterable, Sendable {
    /// `UIDropOperationCancel`: no drop.
    case cancel
    /// `UIDropOperationForbidden`: no drop, and the user is shown it is not allowed.
    case forbidden
    /// `UIDropOperationCopy`: the items are copied in.
    case copy
    /// `UIDropOperationMove`: the items move (for a row of this table, a reorder).
    case move
}

/// `UITableViewDropIntent` (UITableView.h): where the drop goes.
public enum DropIntent: String, CaseIterable, Sendable {
    /// "the location is not yet known … Will not open a gap."
    case unspecified
    /// "Opens a gap at the specified location simulating the final dropped layout."
    case insertAtDestinationIndexPath
    /// "Will not open a gap. Table view will highlight the row at the destination index path."
    case insertIntoDestinationIndexPath
    /// "automatically choose between .insertAtDestinationIndexPath and .insertIntoDestinationIndexPath"
    case automatic
}

/// `UITableViewDropProposal`: what `dropSessionDidUpdate:withDestinationIndexPath:`
/// answers. "The default is UITableViewDropIntentUnspecified."
public struct DropProposal: Sendable, Hashable {
    /// `operation`: what the drop does.
    public var operation: DropOperation
    /// `intent`: where the drop goes.
    public var intent: DropIntent

    /// `initWithDropOperation:intent:`.
    public init(_ operation: DropOperation, intent: DropIntent = .unspecified) {
        self.operation = operation
        self.intent = intent
    }

    /// Whether a drop with this proposal happens at all.
    public var drops: Bool { operation == .copy || operation == .move }
}

extension DropProposal: MessageResult {
    /// `Value.symbol`: the operation and the intent, `move insertAtDestinationIndexPath`.
    public var messageValue: Value { .symbol("\(operation.rawValue) \(intent.rawValue)") }
}

/// `UIDragItem`: one thing a drag carries. tableshell's items carry the
/// name the app gave them (the row's text, for the scripted app).
public struct DragItem: Sendable, Hashable {
    /// The name the log shows for the item.
    public var name: String
    /// An item named `name`.
    public init(_ name: String) { self.name = name }
}

/// The items a drag delegate returns, as the log shows them.
public struct DragItems: Sendable, Hashable {
    /// The items, in the order the delegate gave them.
    public var items: [DragItem]
    /// The items `items`.
    public init(_ items: [DragItem]) { self.items = items }
}

extension DragItems: MessageResult {
    /// `Value.strings`: the items' names.
    public var messageValue: Value { .strings(items.map(\.name)) }
}

/// `UITableViewDropItem`: an item of the drop, and the row it came from
/// when it is from this table — nil "if the source table view is updated or
/// reloaded after the drag begins" (UITableView.h).
public struct DropItem: Sendable, Hashable {
    /// `dragItem`: the item dropped.
    public var dragItem: DragItem
    /// `sourceIndexPath`: the row of this table it was dragged from, or nil.
    public var sourceIndexPath: TableIndexPath?
}

/// `UITableViewDropCoordinator`: what `performDropWithCoordinator:` is given.
public struct DropCoordinator: Sendable, Hashable {
    /// `items`: what is dropped, in the drag's order.
    public var items: [DropItem]
    /// "if it is nil, the proposal's intent will always be UITableViewDropIntentUnspecified."
    public var destinationIndexPath: TableIndexPath?
    /// `proposal`: the last proposal of the drop's session.
    public var proposal: DropProposal

    /// As the log shows it: `<coordinator [0,3] move insertAtDestinationIndexPath, 1 item>`.
    var description: String {
        let destination = destinationIndexPath?.description ?? "nil"
        let count = items.count == 1 ? "1 item" : "\(items.count) items"
        return "<coordinator \(destination) \(proposal.operation.rawValue) \(proposal.intent.rawValue), \(count)>"
    }

    var value: Value { .symbol(description) }
}
