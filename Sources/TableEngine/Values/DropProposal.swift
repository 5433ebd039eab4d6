/// `UIDropOperation`.
public enum DropOperation: String, CaseIterable, Sendable {
    case cancel, forbidden, copy, move
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
    public var operation: DropOperation
    public var intent: DropIntent

    public init(_ operation: DropOperation, intent: DropIntent = .unspecified) {
        self.operation = operation
        self.intent = intent
    }

    /// Whether a drop with this proposal happens at all.
    public var drops: Bool { operation == .copy || operation == .move }
}

extension DropProposal: MessageResult {
    public var messageValue: Value { .symbol("\(operation.rawValue) \(intent.rawValue)") }
}

/// `UIDragItem`: one thing a drag carries. tableshell's items carry the
/// name the app gave them (the row's text, for the scripted app).
public struct DragItem: Sendable, Hashable {
    public var name: String
    public init(_ name: String) { self.name = name }
}

/// The items a drag delegate returns, as the log shows them.
public struct DragItems: Sendable, Hashable {
    public var items: [DragItem]
    public init(_ items: [DragItem]) { self.items = items }
}

extension DragItems: MessageResult {
    public var messageValue: Value { .strings(items.map(\.name)) }
}

/// `UITableViewDropItem`: an item of the drop, and the row it came from
/// when it is from this table — nil "if the source table view is updated or
/// reloaded after the drag begins" (UITableView.h).
public struct DropItem: Sendable, Hashable {
    public var dragItem: DragItem
    public var sourceIndexPath: TableIndexPath?
}

/// `UITableViewDropCoordinator`: what `performDropWithCoordinator:` is given.
public struct DropCoordinator: Sendable, Hashable {
    public var items: [DropItem]
    /// "if it is nil, the proposal's intent will always be UITableViewDropIntentUnspecified."
    public var destinationIndexPath: TableIndexPath?
    public var proposal: DropProposal

    /// As the log shows it: `<coordinator [0,3] move insertAtDestinationIndexPath, 1 item>`.
    var description: String {
        let destination = destinationIndexPath?.description ?? "nil"
        let count = items.count == 1 ? "1 item" : "\(items.count) items"
        return "<coordinator \(destination) \(proposal.operation.rawValue) \(proposal.intent.rawValue), \(count)>"
    }

    var value: Value { .symbol(description) }
}
