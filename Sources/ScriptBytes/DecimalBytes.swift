/// Decimal numbers as ASCII bytes.
package enum DecimalBytes {
    /// The Int whose `String` is exactly these bytes: digits, a `-` before
    /// a number other than 0, no leading zero, within Int's range; else nil.
    package static func int<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Int? {
        var i = bytes.startIndex
        guard i != bytes.endIndex else { return nil }
        let negative = bytes[i] == UInt8(ascii: "-")
        if negative { bytes.formIndex(after: &i) }
        guard i != bytes.endIndex else { return nil }
        if bytes[i] == UInt8(ascii: "0") {
            return !negative && bytes.index(after: i) == bytes.endIndex ? 0 : nil
        }
        // Accumulated with the number's sign, so that Int.min is read too.
        var value = 0
        while i != bytes.endIndex {
            let digit = bytes[i] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            let (tens, overflow) = value.multipliedReportingOverflow(by: 10)
            let (next, overflowAdding) = negative ? tens.subtractingReportingOverflow(Int(digit)) : tens.addingReportingOverflow(Int(digit))
            guard !overflow && !overflowAdding else { return nil }
            value = next
            bytes.formIndex(after: &i)
        }
        return value
    }
}
