/// What a data-source or delegate method returns, as the event stream shows it.
public protocol MessageResult {
    /// This answer as a `TableEvent`'s `result`.
    var messageValue: Value { get }
}

extension Int: MessageResult {
    /// `Value.int`.
    public var messageValue: Value { .int(self) }
}

extension Double: MessageResult {
    /// `Value.double`.
    public var messageValue: Value { .double(self) }
}

extension Bool: MessageResult {
    /// `Value.bool`.
    public var messageValue: Value { .bool(self) }
}

extension String: MessageResult {
    /// `Value.string`.
    public var messageValue: Value { .string(self) }
}

extension TableIndexPath: MessageResult {
    /// `Value.indexPath`.
    public var messageValue: Value { .indexPath(self) }
}

extension EditingStyle: MessageResult {
    /// `Value.symbol`, named as the log names the style (`delete`, `insert`, `none`).
    public var messageValue: Value { .symbol(name) }
}

extension AccessoryType: MessageResult {
    /// `Value.symbol`, the accessory's name (`checkmark`, …).
    public var messageValue: Value { .symbol(rawValue) }
}

extension Array: MessageResult where Element == String {
    /// `Value.strings`.
    public var messageValue: Value { .strings(self) }
}

extension Optional: MessageResult where Wrapped: MessageResult {
    /// The wrapped value's, or `Value.nil`.
    public var messageValue: Value { self?.messageValue ?? .nil }
}

extension SwipeActionsConfiguration: MessageResult {
    /// The actions' titles, destructive ones marked.
    public var messageValue: Value {
        .strings(actions.map { $0.style == .destructive ? "\($0.title) (destructive)" : $0.title })
    }
}
