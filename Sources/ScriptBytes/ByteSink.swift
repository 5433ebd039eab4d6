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

    /// Bytes of UTF-8 text made beforehand (a name written on every line).
    @inlinable public mutating func append(_ utf8: [UInt8]) { storage.append(contentsOf: utf8) }

    /// A literal, without a `String` of its own: byte by byte, as the log's
    /// literals are a few bytes long (shorter than a copy's set-up).
    @inlinable @inline(__always) public static func += (sink: inout ByteSink, literal: StaticString) {
        literal.withUTF8Buffer { bytes in
            for byte in bytes { sink.storage.append(byte) }
        }
    }

    /// An integer in decimal, as `String(n)` writes it: its digits are
    /// written straight into the bytes, with no `String` made.
    @inlinable public mutating func append(_ n: Int) {
        if n < 0 { storage.append(UInt8(ascii: "-")) }
        var rest = n.magnitude
        // The place of the first digit: the largest power of ten not above
        // the number (1 for 0).
        var place: UInt = 1
        while rest / place >= 10 { place *= 10 }
        repeat {
            storage.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest / place))
            rest %= place
            place /= 10
        } while place > 0
    }

    /// Empties the sink, keeping its capacity.
    @inlinable public mutating func removeAll() { storage.removeAll(keepingCapacity: true) }

    /// The bytes as text.
    @inlinable public var text: String { String(decoding: storage, as: UTF8.self) }
}
