/// Hands every message to the observers in the order it was sent. A
/// message with a result waits until it has returned (so it carries its
/// result), and the messages sent during it wait with it, so a parent line
/// always comes before its children. `void` messages go out at once. With
/// no observer it records nothing.
///
/// An observer may be asked first whether it wants a message's event at
/// all (`wants`); a message no observer wants is sent without making its
/// event — a million `heightForRowAtIndexPath:` counted but not printed
/// cost no more than the calls themselves.
final class MessageRecorder {
    private struct Observer {
        var receive: (TableEvent) -> Void
        var chooser: Chooser?
    }

    /// An observer's `wants`, boxed: asked at every message (a million at
    /// a reload), it is read unretained from `choosers` while `observers`
    /// keeps it, where a closure read from `observers` is retained and
    /// released around each call (atomic operations, as long as the rest
    /// of the message).
    private final class Chooser {
        let wants: (MessageSelector) -> Bool
        init(_ wants: @escaping (MessageSelector) -> Bool) { self.wants = wants }
    }

    private var observers: [Observer] = []
    /// Each observer's chooser, unretained (nil: it wants every message).
    private var choosers: [Unmanaged<Chooser>?] = []
    /// Messages waiting for a result-bearing ancestor to return, each with
    /// the observers that want it (a bit each).
    private var pending: [(event: TableEvent, to: UInt64)] = []
    /// How many result-bearing messages are open.
    private var holding = 0
    private var depth = 0
    /// Whether an observer chooses its messages.
    private var someChoose = false
    /// Whether the outermost open message with a result is kept here, not
    /// only in its sender's frame, so that `abandon()` can deliver it
    /// (`TableView.callsCanBeAbandoned`).
    var keepsOutermost = false
    private var openOutermost: (event: TableEvent, to: UInt64)?

    var isObserved: Bool { !observers.isEmpty }
    /// Whether messages to methods the receiver does not implement go to
    /// the observers (as events marked `isUnimplemented`).
    var reportsUnimplemented = false
    /// How many messages to the delegates were not sent because they do
    /// not implement the method, reported or not.
    private(set) var unimplementedDelegateMessages = 0

    func add(_ observer: @escaping (TableEvent) -> Void, wants: ((MessageSelector) -> Bool)? = nil) {
        precondition(observers.count < 64, "at most 64 observers")
        let chooser = wants.map(Chooser.init)
        observers.append(Observer(receive: observer, chooser: chooser))
        choosers.append(chooser.map(Unmanaged.passUnretained))
        someChoose = someChoose || wants != nil
    }

    func removeAll() {
        observers.removeAll()
        choosers.removeAll()
        someChoose = false
    }

    /// The observers that want a message, a bit each.
    @inline(__always)
    private func wanting(_ selector: MessageSelector) -> UInt64 {
        guard someChoose else { return observers.count == 64 ? ~0 : (1 << UInt64(observers.count)) - 1 }
        var mask: UInt64 = 0
        for k in choosers.indices where choosers[k]?._withUnsafeGuaranteedRef({ $0.wants(selector) }) ?? true {
            mask |= 1 << UInt64(k)
        }
        return mask
    }

    /// Sends a message: records it, runs `body` one level deeper, records
    /// the result, and delivers what can be delivered.
    @inline(__always)
    func send<R, E: Error>(
        _ selector: MessageSelector,
        target: @autoclosure () -> Value? = nil,
        _ arguments: @autoclosure () -> [Value],
        result: (R) -> Value? = { _ in nil },
        _ body: () throws(E) -> R
    ) throws(E) -> R {
        guard isObserved else { return try body() }
        let to = wanting(selector)
        if to == 0 {
            // Nobody keeps it; its children still go out, one level deeper.
            depth += 1
            defer { depth -= 1 }
            return try body()
        }
        var event = TableEvent(selector: selector, target: target(), arguments: arguments(), depth: depth)
        if R.self == Void.self {
            deliver(event, to: to)
            depth += 1
            defer { depth -= 1 }
            return try body()
        }
        // Children sent while this message runs wait behind it.
        let outermost = holding == 0
        let slot = pending.count
        if !outermost { pending.append((event, to)) } else if keepsOutermost { openOutermost = (event, to) }
        holding += 1
        depth += 1
        var delivered = false
        defer {
            depth -= 1
            holding -= 1
            if outermost && !delivered {
                // It threw: the message goes out without a result.
                openOutermost = nil
                hand(event, to: to)
                flush()
            }
        }
        let value = try body()
        if outermost {
            openOutermost = nil
            // In place: a copy of the event would cost as much as making it.
            event.result = result(value)
            hand(event, to: to)
            if !pending.isEmpty { flush() }
            delivered = true
        } else {
            pending[slot].event.result = result(value)
        }
        return value
    }

    /// A message not sent: the receiver does not implement the method.
    @inline(__always)
    func skip(_ selector: MessageSelector, _ arguments: @autoclosure () -> [Value]) {
        switch selector.receiver {
        case .delegate, .dragDelegate, .dropDelegate: unimplementedDelegateMessages &+= 1
        default: break
        }
        guard reportsUnimplemented, isObserved else { return }
        // Every observer: `wants` is asked about messages sent.
        let all: UInt64 = observers.count == 64 ? ~0 : (1 << UInt64(observers.count)) - 1
        deliver(TableEvent(selector: selector, arguments: arguments(), depth: depth, isUnimplemented: true), to: all)
    }

    /// The call that sent the open messages will never return: delivers
    /// what was sent up to now (open messages without their results, as
    /// when a call throws) and starts afresh.
    func abandon() {
        if let open = openOutermost { hand(open.event, to: open.to) }
        flush()
        openOutermost = nil
        holding = 0
        depth = 0
    }

    @inline(__always)
    private func hand(_ event: TableEvent, to: UInt64) {
        for k in observers.indices where to & (1 << UInt64(k)) != 0 { observers[k].receive(event) }
    }

    private func deliver(_ event: TableEvent, to: UInt64) {
        if holding > 0 {
            pending.append((event, to))
        } else {
            hand(event, to: to)
        }
    }

    private func flush() {
        var i = 0
        while i < pending.count {
            hand(pending[i].event, to: pending[i].to)
            i += 1
        }
        pending.removeAll(keepingCapacity: true)
    }
}
