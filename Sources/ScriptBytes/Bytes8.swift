/// Bytes read eight at a time as a UInt64 (little-endian: byte k is bits
/// 8k..<8k+8): each test sets the high bit of exactly the bytes it finds,
/// without carries between bytes.
public enum Bytes8 {
    // `below`, `equal` and their constants are public and inlinable: the
    // lexer's loop (another module) calls them per eight bytes, and a
    // `package` body is not inlined across modules (measured: the calls
    // were a quarter of lexing a long line of names).
    @inlinable public static var ones: UInt64 { 0x0101_0101_0101_0101 }
    @inlinable public static var highs: UInt64 { 0x8080_8080_8080_8080 }

    /// The bytes below `n` (at most 128).
    @inlinable @inline(__always)
    public static func below(_ n: UInt8, _ x: UInt64) -> UInt64 {
        // (b & 0x7F) + 128 - n reaches 128 exactly when b & 0x7F >= n.
        ~(((x & ~highs) &+ (128 &- UInt64(n)) &* ones) | x) & highs
    }

    /// The bytes equal to `c`.
    @inlinable @inline(__always)
    public static func equal(_ c: UInt8, _ x: UInt64) -> UInt64 { below(1, x ^ (UInt64(c) &* ones)) }

    // `count`, `first` and `scalars` take a `Span`, a safe view, and are
    // inlinable for the same reason as `below`: the lexer calls them over a
    // whole line, and through a closure call per eight bytes when not
    // inlined.

    /// How many bytes `test` finds.
    @inlinable @inline(__always)
    public static func count(in bytes: Span<UInt8>, _ test: (UInt64) -> UInt64) -> Int {
        bytes.withUnsafeBytes { raw in
            var n = 0, i = 0
            while i + 8 <= raw.count {
                n += test(raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)).nonzeroBitCount
                i += 8
            }
            while i < raw.count {
                if test(UInt64(raw[i])) & 0x80 != 0 { n += 1 }
                i += 1
            }
            return n
        }
    }

    /// The index of the first byte at or after `start` that `test` finds,
    /// or the end.
    @inlinable @inline(__always)
    public static func first(in bytes: Span<UInt8>, from start: Int, _ test: (UInt64) -> UInt64) -> Int {
        bytes.withUnsafeBytes { raw in
            var i = start
            while i + 8 <= raw.count {
                let found = test(raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
                if found != 0 { return i + found.trailingZeroBitCount / 8 }
                i += 8
            }
            while i < raw.count && test(UInt64(raw[i])) & 0x80 == 0 { i += 1 }
            return i
        }
    }

    /// The Unicode scalars in UTF-8 bytes: the bytes that do not continue one.
    @inlinable @inline(__always)
    public static func scalars(in bytes: Span<UInt8>) -> Int {
        bytes.count - count(in: bytes) { equal(0x80, $0 & (0xC0 &* ones)) }
    }
}
