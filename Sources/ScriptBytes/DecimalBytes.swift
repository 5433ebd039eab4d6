/// Decimal numbers as ASCII bytes.
package enum DecimalBytes {
    /// The Int whose `String` is exactly these bytes: digits, a `-` before
    /// a number other than 0, no leading zero, within Int's range; else nil.
    package static func int(_ bytes: Span<UInt8>) -> Int? {
        int(bytes, from: 0, to: bytes.count)
    }

    /// The Int whose `String` is written between `prefix` and `suffix`:
    /// the bytes are exactly the prefix, then what `int(_:)` reads, then
    /// the suffix; else nil.
    package static func int(_ bytes: Span<UInt8>, between prefix: [UInt8], and suffix: [UInt8]) -> Int? {
        let end = bytes.count - suffix.count
        guard end > prefix.count else { return nil }
        for k in prefix.indices where bytes[k] != prefix[k] { return nil }
        for k in suffix.indices where bytes[end + k] != suffix[k] { return nil }
        return int(bytes, from: prefix.count, to: end)
    }

    /// `int(_:)` of the bytes `start..<end`.
    private static func int(_ bytes: Span<UInt8>, from start: Int, to end: Int) -> Int? {
        var i = start
        guard i < end else { return nil }
        let negative = bytes[i] == UInt8(ascii: "-")
        if negative { i += 1 }
        guard i < end else { return nil }
        if bytes[i] == UInt8(ascii: "0") {
            return !negative && i + 1 == end ? 0 : nil
        }
        // Accumulated with the number's sign, so that Int.min is read too.
        var value = 0
        while i < end {
            let digit = bytes[i] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            let (tens, overflow) = value.multipliedReportingOverflow(by: 10)
            let (next, overflowAdding) = negative ? tens.subtractingReportingOverflow(Int(digit)) : tens.addingReportingOverflow(Int(digit))
            guard !overflow && !overflowAdding else { return nil }
            value = next
            i += 1
        }
        return value
    }
}
