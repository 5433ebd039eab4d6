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
    /// A `UITableViewFocusUpdateContext`.
    case focus(previous: IndexPath?, next: IndexPath?)
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

/// Hands every message to the observers in the order it was sent. A
/// message with a result waits until it has returned (so it carries its
/// result), and the messages sent during it wait with it, so a parent line
/// always comes before its children. `void` messages go out at once. With
/// no observer it records nothing.
final class MessageRecorder {
    private var observers: [(TableEvent) -> Void] = []
    /// Messages waiting for a result-bearing ancestor to return.
    private var pending: [TableEvent] = []
    /// How many result-bearing messages are open.
    private var holding = 0
    private var depth = 0

    var isObserved: Bool { !observers.isEmpty }

    func add(_ observer: @escaping (TableEvent) -> Void) {
        observers.append(observer)
    }

    func removeAll() { observers.removeAll() }

    /// Sends a message: records it, runs `body` one level deeper, records
    /// the result, and delivers what can be delivered.
    @inline(__always)
    func send<R, E: Error>(
        _ selector: Selector,
        target: @autoclosure () -> Value? = nil,
        _ arguments: @autoclosure () -> [Value],
        result: (R) -> Value? = { _ in nil },
        _ body: () throws(E) -> R
    ) throws(E) -> R {
        guard isObserved else { return try body() }
        var event = TableEvent(selector: selector, target: target(), arguments: arguments(), depth: depth)
        if R.self == Void.self {
            deliver(event)
            depth += 1
            defer { depth -= 1 }
            return try body()
        }
        // Children sent while this message runs wait behind it.
        let outermost = holding == 0
        let slot = pending.count
        if !outermost { pending.append(event) }
        holding += 1
        depth += 1
        var delivered = false
        defer {
            depth -= 1
            holding -= 1
            if outermost && !delivered {
                // It threw: the message goes out without a result.
                for observer in observers { observer(event) }
                flush()
            }
        }
        let value = try body()
        if outermost {
            // In place: a copy of the event would cost as much as making it.
            event.result = result(value)
            for observer in observers { observer(event) }
            if !pending.isEmpty { flush() }
            delivered = true
        } else {
            pending[slot].result = result(value)
        }
        return value
    }

    private func deliver(_ event: TableEvent) {
        if holding > 0 {
            pending.append(event)
        } else {
            for observer in observers { observer(event) }
        }
    }

    private func flush() {
        var i = 0
        while i < pending.count {
            for observer in observers { observer(pending[i]) }
            i += 1
        }
        pending.removeAll(keepingCapacity: true)
    }
}
