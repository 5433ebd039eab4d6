/// UTF-8 text written as bytes: the log writes each line into one sink,
/// kept for its capacity, and hands its bytes on; a `String` is made from
/// them only when one is asked for (`text`).
///
/// Public and `@inlinable` for the same reason as `Bytes8`: the log's
/// formatter (in `TableRender`) writes a line in a dozen small pieces, and a
/// `package` function is not inlined across modules.
public struct ByteSink {
    @usableFromInline var storage: [UInt8] = []

    /// The bytes written so far.
    @inlinable public var bytes: [UInt8] { storage }

    @inlinable public init(capacity: Int = 256) { storage.reserveCapacity(capacity) }

    /// A text made at run time (a selector's name, a quoted string).
    @inlinable public mutating func append(_ text: String) { storage.append(contentsOf: text.utf8) }

    /// A literal, without a `String` of its own.
    @inlinable public static func += (sink: inout ByteSink, literal: StaticString) {
        literal.withUTF8Buffer { sink.storage.append(contentsOf: $0) }
    }

    /// An integer in decimal, as `String(n)` writes it: its digits are
    /// written straight into the bytes, with no `String` made.
    @inlinable public mutating func append(_ n: Int) {
        if n < 0 { storage.append(UInt8(ascii: "-")) }
        // The digits come out last first: written so, then turned round.
        let first = storage.count
        var rest = n.magnitude
        repeat {
            storage.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10))
            rest /= 10
        } while rest != 0
        storage[first...].reverse()
    }

    /// Empties the sink, keeping its capacity.
    @inlinable public mutating func removeAll() { storage.removeAll(keepingCapacity: true) }

    /// The bytes as text.
    @inlinable public var text: String { String(decoding: storage, as: UTF8.self) }
}
