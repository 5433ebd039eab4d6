/// A value in a message: an argument or a returned value.
public enum Value: Hashable, Sendable {
    case int(Int)
    case double(Double)
    case bool(Bool)
    case string(String)
    case indexPath(IndexPath)
    case indexPaths([IndexPath])
    case sections([Int])
    /// A cell: its number, reuse identifier, and whether it was made for this call.
    case cell(id: Int, reuseIdentifier: String?, isNew: Bool)
    /// A header or footer view.
    case view(id: Int, text: String?)
    /// An enumeration value, printed by name (`delete`, `fade`, `top`).
    case symbol(String)
    case strings([String])
    case `nil`
}

/// One message to the data source, the delegate, a cell or the table view,
/// as the engine sent (or received) it.
public struct TableEvent: Sendable {
    public var selector: Selector
    /// The cell or view the message went to, for cell messages.
    public var target: Value?
    public var arguments: [Value]
    /// What the receiver returned; `nil` for `void` methods.
    public var result: Value?
    /// How deep in other messages this one was sent (0 = from the user).
    public var depth: Int

    public init(selector: Selector, target: Value? = nil, arguments: [Value],
                result: Value? = nil, depth: Int = 0) {
        self.selector = selector
        self.target = target
        self.arguments = arguments
        self.result = result
        self.depth = depth
    }
}

/// Collects the messages of one top-level call and hands them to the
/// observers, in the order they were sent, once that call has returned (so
/// each carries its result). With no observer it records nothing.
final class MessageRecorder {
    private var observers: [(TableEvent) -> Void] = []
    private var pending: [TableEvent] = []
    private var depth = 0

    var isObserved: Bool { !observers.isEmpty }

    func add(_ observer: @escaping (TableEvent) -> Void) {
        observers.append(observer)
    }

    func removeAll() { observers.removeAll() }

    /// Sends a message: records it, runs `body` one level deeper, records
    /// the result and, at the outermost level, delivers the messages.
    @inline(__always)
    func send<R, E: Error>(
        _ selector: Selector,
        target: @autoclosure () -> Value? = nil,
        _ arguments: @autoclosure () -> [Value],
        result: (R) -> Value? = { _ in nil },
        _ body: () throws(E) -> R
    ) throws(E) -> R {
        guard isObserved else { return try body() }
        let slot = pending.count
        pending.append(TableEvent(selector: selector, target: target(), arguments: arguments(), depth: depth))
        depth += 1
        defer {
            depth -= 1
            if depth == 0 { flush() }
        }
        let value = try body()
        pending[slot].result = result(value)
        return value
    }

    private func flush() {
        let events = pending
        pending.removeAll(keepingCapacity: true)
        for event in events {
            for observer in observers { observer(event) }
        }
    }
}
