import TableEngine

/// An integer within `range`: plain digits, a minus sign where the range
/// allows negatives.
struct Integer: Parameter {
    let usage: String
    let what: String
    let range: ClosedRange<Int>
    init(_ usage: String, _ what: String, _ range: ClosedRange<Int>) {
        self.usage = usage
        self.what = what
        self.range = range
    }

    func parse(_ cursor: inout ArgumentCursor) throws(ScriptError) -> Int {
        try Self.value(try cursor.next(what), what, range)
    }

    static func value(_ t: Token, _ what: String, _ range: ClosedRange<Int>) throws(ScriptError) -> Int {
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
struct Number: Parameter {
    let usage: String
    let what: String
    init(_ usage: String, _ what: String) {
        self.usage = usage
        self.what = what
    }

    func parse(_ cursor: inout ArgumentCursor) throws(ScriptError) -> Double {
        try Self.value(try cursor.next(what), what)
    }

    static func value(_ t: Token, _ what: String) throws(ScriptError) -> Double {
        guard let v = Double(t.text), v.isFinite, !t.text.lowercased().hasPrefix("0x") else {
            throw ScriptError("expected \(what) (a number), got '\(t.text)'", at: t)
        }
        guard abs(v) <= Limits.points else {
            throw ScriptError("\(t.text) points is more than tableshell allows (\(formatNumber(Limits.points)))", at: t)
        }
        return v
    }
}

/// A height in points, not negative; or `automatic`
/// (`UITableViewAutomaticDimension`) where that is allowed.
struct Height: Parameter {
    let usage: String
    let allowsAutomatic: Bool
    init(_ usage: String = "POINTS", automatic: Bool = true) {
        self.usage = automatic ? "\(usage)|automatic" : usage
        allowsAutomatic = automatic
    }

    func candidates(_ context: CompletionContext) -> [String] { allowsAutomatic ? ["automatic"] : [] }

    func parse(_ cursor: inout ArgumentCursor) throws(ScriptError) -> Double {
        let t = try cursor.next("a height in points")
        if allowsAutomatic && !t.quoted && (t.text == "automatic" || t.text == "automaticDimension") { return automaticDimension }
        guard let v = Double(t.text), v.isFinite, !t.text.lowercased().hasPrefix("0x") else {
            throw ScriptError("expected a height in points\(allowsAutomatic ? " or 'automatic'" : ""), got '\(t.text)'", at: t)
        }
        guard v >= 0 else { throw ScriptError("a height cannot be negative (\(t.text))", at: t) }
        guard v <= Limits.points else { throw ScriptError("\(t.text) points is more than tableshell allows (1e9)", at: t) }
        return v
    }
}
