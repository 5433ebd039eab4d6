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
    /// Whether messages to methods the receiver does not implement go to
    /// the observers (as events marked `isUnimplemented`).
    var reportsUnimplemented = false
    /// How many messages to the delegates were not sent because they do
    /// not implement the method, reported or not.
    private(set) var unimplementedDelegateMessages = 0

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

    /// A message not sent: the receiver does not implement the method.
    @inline(__always)
    func skip(_ selector: Selector, _ arguments: @autoclosure () -> [Value]) {
        switch selector.receiver {
        case .delegate, .dragDelegate, .dropDelegate: unimplementedDelegateMessages &+= 1
        default: break
        }
        guard reportsUnimplemented, isObserved else { return }
        deliver(TableEvent(selector: selector, arguments: arguments(), depth: depth, isUnimplemented: true))
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
