/// What a data-source or delegate method returns, as the event stream shows it.
public protocol MessageResult {
    var messageValue: Value { get }
}

extension Int: MessageResult {
    public var messageValue: Value { .int(self) }
}

extension Double: MessageResult {
    public var messageValue: Value { .double(self) }
}

extension Bool: MessageResult {
    public var messageValue: Value { .bool(self) }
}

extension String: MessageResult {
    public var messageValue: Value { .string(self) }
}

extension TableIndexPath: MessageResult {
    public var messageValue: Value { .indexPath(self) }
}

extension EditingStyle: MessageResult {
    public var messageValue: Value { .symbol(name) }
}

extension AccessoryType: MessageResult {
    public var messageValue: Value { .symbol(rawValue) }
}

extension Array: MessageResult where Element == String {
    public var messageValue: Value { .strings(self) }
}

extension Optional: MessageResult where Wrapped: MessageResult {
    public var messageValue: Value { self?.messageValue ?? .nil }
}

extension SwipeActionsConfiguration: MessageResult {
    /// The actions' titles, destructive ones marked.
    public var messageValue: Value {
        .strings(actions.map { $0.style == .destructive ? "\($0.title) (destructive)" : $0.title })
    }
}
