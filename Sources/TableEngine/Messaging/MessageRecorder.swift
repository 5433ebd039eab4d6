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
        /// For an observer that keeps the events it receives: handed an
        /// event no later observer wants, it takes the recorder's own
        /// rather than a copy.
        var take: ((consuming TableEvent) -> Void)?
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

    /// The observers and their choosers, as `add` and `removeAll` leave
    /// them: one object that never changes, read once where a message
    /// needs them (each stored property of the recorder is an access of
    /// its own, checked at run time).
    private final class Routing {
        let observers: [Observer]
        /// Each observer's chooser, unretained (nil: it wants every message).
        let choosers: [Unmanaged<Chooser>?]
        /// Whether an observer chooses its messages.
        let someChoose: Bool
        /// A bit for each observer.
        let all: UInt64

        init(_ observers: [Observer]) {
            self.observers = observers
            choosers = observers.map { $0.chooser.map(Unmanaged.passUnretained) }
            someChoose = observers.contains { $0.chooser != nil }
            all = observers.count == 64 ? ~0 : (1 << UInt64(observers.count)) - 1
        }
    }

    private var routing = Routing([])
    /// Messages waiting for a result-bearing ancestor to return, each with
    /// the observers that want it (a bit each).
    private var pending: [(event: TableEvent, to: UInt64)] = []
    /// How many result-bearing messages are open.
    private var holding = 0
    private var depth = 0
    /// Whether the outermost open message with a result is kept here, not
    /// only in its sender's frame, so that `abandon()` can deliver it
    /// (`TableView.callsCanBeAbandoned`).
    var keepsOutermost = false
    private var openOutermost: (event: TableEvent, to: UInt64)?

    var isObserved: Bool { !routing.observers.isEmpty }
    /// Whether messages to methods the receiver does not implement go to
    /// the observers (as events marked `isUnimplemented`).
    var reportsUnimplemented = false
    /// How many messages to the delegates were not sent because they do
    /// not implement the method, reported or not.
    private(set) var unimplementedDelegateMessages = 0

    func add(_ observer: @escaping (TableEvent) -> Void, wants: ((MessageSelector) -> Bool)? = nil) {
        append(Observer(receive: observer, chooser: wants.map(Chooser.init)))
    }

    /// An observer that keeps the events it receives (`add(_:wants:)`
    /// otherwise).
    func addKeeping(_ observer: @escaping (consuming TableEvent) -> Void, wants: ((MessageSelector) -> Bool)? = nil) {
        append(Observer(receive: { observer($0) }, take: observer, chooser: wants.map(Chooser.init)))
    }

    private func append(_ observer: Observer) {
        precondition(routing.observers.count < 64, "at most 64 observers")
        routing = Routing(routing.observers + [observer])
    }

    func removeAll() {
        routing = Routing([])
    }

    /// The observers that want a message, a bit each.
    @inline(__always)
    private static func wanting(_ selector: MessageSelector, _ routing: Routing) -> UInt64 {
        guard routing.someChoose else { return routing.all }
        var mask: UInt64 = 0
        let choosers = routing.choosers
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
        let routing = self.routing
        guard !routing.observers.isEmpty else { return try body() }
        let to = Self.wanting(selector, routing)
        if to == 0 {
            // Nobody keeps it; its children still go out, one level deeper.
            depth += 1
            defer { depth -= 1 }
            return try body()
        }
        if R.self == Void.self {
            // Made where it is handed on: the observer that keeps it takes it.
            deliver(TableEvent(selector: selector, target: target(), arguments: arguments(), depth: depth), to: to, routing)
            depth += 1
            defer { depth -= 1 }
            return try body()
        }
        var event = TableEvent(selector: selector, target: target(), arguments: arguments(), depth: depth)
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
        guard reportsUnimplemented else { return }
        let routing = self.routing
        guard !routing.observers.isEmpty else { return }
        // Every observer: `wants` is asked about messages sent.
        deliver(TableEvent(selector: selector, arguments: arguments(), depth: depth, isUnimplemented: true), to: routing.all, routing)
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
    private func hand(_ event: consuming TableEvent, to: UInt64) {
        Self.hand(event, to: to, routing)
    }

    /// Hands an event to the observers in `to`, as `routing` has them; the
    /// last of them takes it, if it keeps events.
    @inline(__always)
    private static func hand(_ event: consuming TableEvent, to: UInt64, _ routing: Routing) {
        let observers = routing.observers
        var last = -1
        for k in observers.indices where to & (1 << UInt64(k)) != 0 { last = k }
        guard last >= 0 else { return }
        for k in 0..<last where to & (1 << UInt64(k)) != 0 { observers[k].receive(event) }
        if let take = observers[last].take {
            take(consume event)
        } else {
            observers[last].receive(event)
        }
    }

    /// `routing`: the recorder's, read by the caller.
    private func deliver(_ event: consuming TableEvent, to: UInt64, _ routing: Routing) {
        if holding > 0 {
            pending.append((event, to))
        } else {
            Self.hand(event, to: to, routing)
        }
    }

    private func flush() {
        var i = 0
        while i < pending.count {
            let (event, to) = pending[i]
            // Read again for each: an observer may have been added or
            // removed by the one before.
            hand(event, to: to)
            i += 1
        }
        pending.removeAll(keepingCapacity: true)
    }
}
