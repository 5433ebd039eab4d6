import TableEngine

/// Rows named in a script. One grammar serves every command:
///
/// - `S.R` or `[S,R]`: one row;
/// - `S.*`: every row of section S;
/// - `S.R-R2`: rows R to R2 of section S;
/// - `S.R-S2.R2`: every row there is from one to the other, in table order.
///
/// Numbers are plain digits (no sign), at most tableshell's limits; a range
/// is checked before it is expanded.
package enum RowSelection: Equatable, Sendable {
    case row(TableIndexPath)
    case section(Int)
    case range(section: Int, rows: ClosedRange<Int>)
    case span(from: TableIndexPath, to: TableIndexPath)

    /// Why a word is not a row selection: a sentence for an error.
    package struct SyntaxError: Error, Equatable {
        package var message: String
    }

    /// How the forms read in messages and help.
    package static let forms = "S.R, [S,R], S.*, S.R-R2 or S.R-S2.R2"

    package init(parsing text: String) throws(SyntaxError) {
        if let dash = text.firstIndex(of: "-") {
            let first = try Self.indexPath(text[..<dash], whole: text)
            let rest = text[text.index(after: dash)...]
            if rest.contains(".") || rest.hasPrefix("[") {
                let last = try Self.indexPath(rest, whole: text)
                guard first <= last else { throw SyntaxError(message: "the range \(text) runs backwards") }
                self = .span(from: first, to: last)
            } else {
                let end = try Self.number(rest, limit: Limits.rows, what: "row", whole: text)
                guard first.row <= end else { throw SyntaxError(message: "the range \(text) runs backwards") }
                self = .range(section: first.section, rows: first.row...end)
            }
            return
        }
        if text.hasSuffix(".*") {
            self = .section(try Self.number(text.dropLast(2), limit: Limits.sections, what: "section", whole: text))
            return
        }
        self = .row(try Self.indexPath(text[...], whole: text))
    }

    /// `S.R` or `[S,R]`: read as `plainIndexPath` reads it, the common
    /// `S.R` in ASCII digits from its bytes first (`fastIndexPath`; a
    /// property test holds the two to the same answers).
    package static func indexPath(_ text: Substring, whole: String) throws(SyntaxError) -> TableIndexPath {
        if let ip = fastIndexPath(text) { return ip }
        return try plainIndexPath(text, whole: whole)
    }

    /// `S.R` written in ASCII digits, each number under its limit — the
    /// form nearly every gesture names its row in — read byte by byte.
    /// Nil for anything else, which `plainIndexPath` reads (and words the
    /// error of): ASCII text has one character per byte, so the two agree.
    package static func fastIndexPath(_ text: Substring) -> TableIndexPath? {
        var section = 0, row = 0, digits = 0, afterDot = false
        for byte in text.utf8 {
            if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                // At most 18 digits, as `number` reads: no overflow.
                digits += 1
                guard digits <= 18 else { return nil }
                let digit = Int(byte - UInt8(ascii: "0"))
                if afterDot { row = row * 10 + digit } else { section = section * 10 + digit }
            } else if byte == UInt8(ascii: "."), !afterDot, digits > 0 {
                afterDot = true
                digits = 0
            } else {
                return nil
            }
        }
        guard afterDot, digits > 0, section < Limits.sections, row < Limits.rows else { return nil }
        return TableIndexPath(section, row)
    }

    /// `S.R` or `[S,R]`, read by characters: every form and every error.
    package static func plainIndexPath(_ text: Substring, whole: String) throws(SyntaxError) -> TableIndexPath {
        var body = text
        let separator: Character
        if body.hasPrefix("[") {
            guard body.hasSuffix("]") else { throw notAnIndexPath(whole) }
            body = body.dropFirst().dropLast()
            separator = ","
        } else {
            separator = "."
        }
        let parts = body.split(separator: separator, omittingEmptySubsequences: false)
        guard parts.count == 2 else { throw notAnIndexPath(whole) }
        let section = try number(parts[0].trimmingBlanks, limit: Limits.sections, what: "section", whole: whole)
        let row = try number(parts[1].trimmingBlanks, limit: Limits.rows, what: "row", whole: whole)
        return TableIndexPath(section, row)
    }

    /// Plain digits, at most `limit - 1` (an index among `limit`).
    package static func number(_ text: Substring, limit: Int, what: String, whole: String) throws(SyntaxError) -> Int {
        guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
            if text.hasPrefix("-") { throw SyntaxError(message: "a \(what) number cannot be negative (\(whole))") }
            throw notAnIndexPath(whole)
        }
        // Past the limit (or past Int) without overflowing on the way.
        guard text.utf8.count <= 18, let n = Int(text), n < limit else {
            throw SyntaxError(message: "\(what) \(text) is past tableshell's limit (\(what)s are numbered below \(formatCount(limit)))")
        }
        return n
    }

    private static func notAnIndexPath(_ text: String) -> SyntaxError {
        SyntaxError(message: "expected an index path (\(forms)), got '\(text)'")
    }

    /// The rows named, in order, against a table's or model's counts. The
    /// count is checked against `limit`, and with `existing` a range against
    /// the rows there are, before anything is expanded.
    package func expand(sections: Int, rowCount: (Int) -> Int, limit: Int = Limits.rowsNamed, existing: Bool = false) throws(SyntaxError) -> [TableIndexPath] {
        switch self {
        case .row(let ip):
            return [ip]
        case .section(let s):
            guard s < sections else { throw SyntaxError(message: "there is no section \(s) (there \(sections == 1 ? "is 1 section" : "are \(sections) sections"))") }
            let n = rowCount(s)
            guard n <= limit else { throw Self.tooMany(n, limit) }
            return (0..<n).map { TableIndexPath(s, $0) }
        case .range(let s, let rows):
            if existing {
                guard s < sections else { throw SyntaxError(message: "there is no section \(s) (there \(sections == 1 ? "is 1 section" : "are \(sections) sections"))") }
                let n = rowCount(s)
                guard rows.upperBound < n else {
                    throw SyntaxError(message: "the range \(s).\(rows.lowerBound)-\(rows.upperBound) runs past the end of section \(s) (\(plural(n, "row")))")
                }
            }
            guard rows.count <= limit else { throw Self.tooMany(rows.count, limit) }
            return rows.map { TableIndexPath(s, $0) }
        case .span(let from, let to):
            // Count first, section by section, then walk.
            let last = min(to.section, sections - 1)
            guard from.section <= last else { return [] }
            func rows(in s: Int) -> ClosedRange<Int>? {
                let n = rowCount(s)
                let lo = s == from.section ? from.row : 0
                let hi = s == to.section ? min(to.row, n - 1) : n - 1
                return lo <= hi ? lo...hi : nil
            }
            var total = 0
            for s in from.section...last {
                total += rows(in: s)?.count ?? 0
                guard total <= limit else { throw Self.tooMany(total, limit) }
            }
            var result: [TableIndexPath] = []
            result.reserveCapacity(total)
            for s in from.section...last {
                if let range = rows(in: s) { for r in range { result.append(TableIndexPath(s, r)) } }
            }
            return result
        }
    }

    private static func tooMany(_ n: Int, _ limit: Int) -> SyntaxError {
        SyntaxError(message: "that names \(formatCount(n)) rows; one command names at most \(formatCount(limit))")
    }
}

/// "1 row", "2 rows".
package func plural(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }

/// `1,000,000`.
package func formatCount(_ n: Int) -> String {
    let digits = String(n.magnitude)
    var out = ""
    for (i, c) in digits.enumerated() {
        if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
        out.append(c)
    }
    return n < 0 ? "-" + out : out
}

extension Substring {
    package var trimmingBlanks: Substring {
        var s = self
        while s.first == " " { s.removeFirst() }
        while s.last == " " { s.removeLast() }
        return s
    }
}
