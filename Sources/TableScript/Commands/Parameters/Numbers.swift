import ScriptBytes
import TableEngine
import ScriptLanguage

/// An integer within `range`: plain digits, a minus sign where the range
/// allows negatives.
package struct Integer: Parameter {
    package let usage: String
    let what: String
    package let range: ClosedRange<Int>
    init(_ usage: String, _ what: String, _ range: ClosedRange<Int>) {
        self.usage = usage
        self.what = what
        self.range = range
    }

    package func parse(_ cursor: inout ArgumentCursor) throws(ScriptError) -> Int {
        try Self.value(try cursor.next(what), what, range)
    }

    package static func value(_ t: Token, _ what: String, _ range: ClosedRange<Int>) throws(ScriptError) -> Int {
        let digits = t.text.hasPrefix("-") ? t.text.dropFirst() : Substring(t.text)
        guard !digits.isEmpty, digits.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
            throw ScriptError("expected \(what) (an integer), got '\(t.text)'", at: t)
        }
        guard digits.utf8.count <= 18, let v = Int(t.text), range.contains(v) else {
            throw ScriptError("\(what) must be between \(range.lowerBound) and \(range.upperBound), got \(t.text)", at: t)
        }
        return v
    }
}

/// A number of points: finite, within tableshell's limit either way.
package struct Number: Parameter {
    package let usage: String
    let what: String
    init(_ usage: String, _ what: String) {
        self.usage = usage
        self.what = what
    }

    package func parse(_ cursor: inout ArgumentCursor) throws(ScriptError) -> Double {
        try Self.value(try cursor.next(what), what)
    }

    package static func value(_ t: Token, _ what: String) throws(ScriptError) -> Double {
        guard let v = wholeNumber(t.text) ?? plainValue(t.text) else {
            throw ScriptError("expected \(what) (a number), got '\(t.text)'", at: t)
        }
        guard abs(v) <= Limits.points else {
            throw ScriptError("\(t.text) points is more than tableshell allows (\(formatNumber(Limits.points)))", at: t)
        }
        return v
    }

    /// The number a word writes, as `Double` reads it (not hexadecimal,
    /// finite), or nil.
    package static func plainValue(_ text: String) -> Double? {
        guard let v = Double(text), v.isFinite, !isHexadecimal(text) else { return nil }
        return v
    }

    /// The common word, a whole number in ASCII digits (`44`, `-22`), read
    /// from its bytes without `Double`'s parse; nil for any other word,
    /// which `plainValue` reads. The two agree (`NumberParseTests`).
    package static func wholeNumber(_ text: String) -> Double? {
        var n = 0, digits = 0, negative = false, first = true
        for byte in text.utf8 {
            if first {
                first = false
                if byte == UInt8(ascii: "-") {
                    negative = true
                    continue
                }
            }
            let digit = byte &- UInt8(ascii: "0")
            // Fifteen digits and fewer are exact in a Double.
            guard digit < 10, digits < 15 else { return nil }
            n = n * 10 + Int(digit)
            digits += 1
        }
        guard digits > 0 else { return nil }
        // `-0` is negative zero, as `Double("-0")` reads it.
        return negative ? -Double(n) : Double(n)
    }
}

/// A height in points, not negative; or `automatic`
/// (`UITableViewAutomaticDimension`) where that is allowed.
package struct Height: Parameter {
    package let usage: String
    package let allowsAutomatic: Bool
    /// A header's or footer's: any positive height is laid out, however
    /// thin (`CGFLOAT_MIN` collapses a grouped edge, FIDELITY.md A-19).
    let isEdge: Bool
    init(_ usage: String = "POINTS", automatic: Bool = true, edge: Bool = false) {
        self.usage = automatic ? "\(usage)|automatic" : usage
        allowsAutomatic = automatic
        isEdge = edge
    }

    package func candidates(_ context: CompletionContext) -> [String] { allowsAutomatic ? ["automatic"] : [] }

    package func parse(_ cursor: inout ArgumentCursor) throws(ScriptError) -> Double {
        let t = try cursor.next("a height in points")
        if allowsAutomatic && !t.quoted && (t.text == "automatic" || t.text == "automaticDimension") { return automaticDimension }
        guard let v = Double(t.text), v.isFinite, !isHexadecimal(t.text) else {
            throw ScriptError("expected a height in points\(allowsAutomatic ? " or 'automatic'" : ""), got '\(t.text)'", at: t)
        }
        do throws(ExpressionError) { return try Height.check(v, edge: isEdge) } catch { throw ScriptError(error.message, at: t) }
    }

    /// A height tableshell can lay out: 0, or from `Limits.minimumHeight`
    /// to `Limits.points`.
    static func check(_ v: Double, edge: Bool = false) throws(ExpressionError) -> Double {
        guard v >= 0 else { throw ExpressionError(message: "a height cannot be negative (\(formatNumber(v)))") }
        if v > 0 && !edge { try checkThickness(v) }
        guard v <= Limits.points else { throw ExpressionError(message: "\(formatNumber(v)) points is more than tableshell allows (\(formatNumber(Limits.points)))") }
        return v
    }

    /// A positive height is at least `Limits.minimumHeight`.
    static func checkThickness(_ v: Double) throws(ExpressionError) {
        guard v < Limits.minimumHeight else { return }
        throw ExpressionError(message: "a height of \(formatNumber(v)) points is less than tableshell lays out (0, or at least \(formatNumber(Limits.minimumHeight)) point: thinner rows would put more than \(formatCount(Int(Limits.viewportHeight / Limits.minimumHeight))) on one screen; 0 hides a row)")
    }
}

/// A size in bytes: `512M`, `2G`, `1.5GiB`, `1048576`; at least what the
/// process needs to start, at most the machine's memory when the host
/// knows it.
package struct ByteSize: Parameter {
    package let usage: String
    init(_ usage: String = "SIZE") { self.usage = usage }

    package func candidates(_ context: CompletionContext) -> [String] { ["512M", "1G", "2G"] }

    package func parse(_ cursor: inout ArgumentCursor) throws(ScriptError) -> (bytes: Int, token: Token) {
        let t = try cursor.next("a size, like 512M or 2G")
        guard let bytes = Budget.parse(bytes: t.text) else {
            throw ScriptError("expected a size in bytes, like 512M or 2G (K, M, G, T: powers of 1024), got '\(t.text)'", at: t)
        }
        guard bytes >= Budget.smallestLimit else {
            throw ScriptError("\(t.text) is less than tableshell needs to run (\(Budget.format(bytes: Budget.smallestLimit)))", at: t)
        }
        return (bytes, t)
    }
}

/// `0x…` or `0X…`, which `Double` reads and a script may not write.
private func isHexadecimal(_ text: String) -> Bool {
    var bytes = text.utf8.makeIterator()
    guard bytes.next() == UInt8(ascii: "0") else { return false }
    let second = bytes.next()
    return second == UInt8(ascii: "x") || second == UInt8(ascii: "X")
}
