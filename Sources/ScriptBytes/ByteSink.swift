/// UTF-8 text written as bytes: the log writes each line into one sink,
/// kept for its capacity, and hands its bytes on; a `String` is made from
/// them only when one is asked for (`text`).
package struct ByteSink {
    /// The bytes written so far.
    package private(set) var bytes: [UInt8] = []

    package init(capacity: Int = 256) { bytes.reserveCapacity(capacity) }

    /// A text made at run time (a selector's name, a quoted string).
    package mutating func append(_ text: String) { bytes.append(contentsOf: text.utf8) }

    /// A literal, without a `String` of its own.
    package static func += (sink: inout ByteSink, literal: StaticString) {
        literal.withUTF8Buffer { sink.bytes.append(contentsOf: $0) }
    }

    /// An integer in decimal, as `String(n)` writes it.
    package mutating func append(_ n: Int) { append(String(n)) }

    /// Empties the sink, keeping its capacity.
    package mutating func removeAll() { bytes.removeAll(keepingCapacity: true) }

    /// The bytes as text.
    package var text: String { String(decoding: bytes, as: UTF8.self) }
}
