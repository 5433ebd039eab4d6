import TableEngine
import ScriptLanguage

/// One row: `S.R` or `[S,R]`. Completion offers the rows the table has.
package struct IndexPathArgument: Parameter {
    package let usage: String
    let what: String
    init(_ usage: String = "S.R", _ what: String = "an index path (S.R)") {
        self.usage = usage
        self.what = what
    }

    package func candidates(_ context: CompletionContext) -> [String] { indexPathCandidates(context) }

    package func parse(_ cursor: inout ArgumentCursor) throws(ScriptError) -> TableIndexPath {
        let t = try cursor.next(what)
        do throws(RowSelection.SyntaxError) {
            return try RowSelection.indexPath(Substring(t.text), whole: t.text)
        } catch {
            throw ScriptError(error.message == "expected an index path (\(RowSelection.forms)), got '\(t.text)'"
                                ? "expected \(what), like 0.2 or [0,2], got '\(t.text)'" : error.message, at: t)
        }
    }
}

/// Rows in the one grammar (`S.R`, `[S,R]`, `S.*`, `S.R-R2`, `S.R-S2.R2`),
/// each with its word; one or more.
package struct Rows: Parameter {
    package let usage: String
    package let minimum: Int
    init(_ usage: String = "S.R…", minimum: Int = 1) {
        self.usage = usage
        self.minimum = minimum
    }

    package var arity: Arity { .rest(minimum: minimum) }
    package func candidates(_ context: CompletionContext) -> [String] { indexPathCandidates(context) }

    package func parse(_ cursor: inout ArgumentCursor) throws(ScriptError) -> [(selection: RowSelection, token: Token)] {
        if cursor.remainingCount < minimum { _ = try cursor.next("an index path (\(RowSelection.forms))") }
        return try cursor.takeRest().map { t throws(ScriptError) in (try Self.selection(t), t) }
    }

    static func selection(_ t: Token) throws(ScriptError) -> RowSelection {
        do throws(RowSelection.SyntaxError) {
            return try RowSelection(parsing: t.text)
        } catch {
            throw ScriptError(error.message, at: t)
        }
    }
}

extension Array where Element == (selection: RowSelection, token: Token) {
    /// Every row named, once, in the order named, each with its word; a
    /// range is checked against `limit` (and with `existing`, against the
    /// rows there are) before it is expanded.
    package func expand(sections: Int, rowCount: (Int) -> Int, existing: Bool = false) throws(ScriptError) -> [(TableIndexPath, Token)] {
        var result: [(TableIndexPath, Token)] = []
        var seen = Set<TableIndexPath>()
        for (selection, token) in self {
            let rows: [TableIndexPath]
            do throws(RowSelection.SyntaxError) {
                rows = try selection.expand(sections: sections, rowCount: rowCount, limit: Limits.rowsNamed - result.count, existing: existing)
            } catch {
                throw ScriptError(error.message, at: token)
            }
            for ip in rows where seen.insert(ip).inserted { result.append((ip, token)) }
        }
        return result
    }
}

/// Section numbers, each with its word; one or more.
package struct Sections: Parameter {
    package let usage: String
    init(_ usage: String = "S…") { self.usage = usage }

    package var arity: Arity { .rest(minimum: 1) }

    package func parse(_ cursor: inout ArgumentCursor) throws(ScriptError) -> [(section: Int, token: Token)] {
        if cursor.isAtEnd { _ = try cursor.next("a section number") }
        return try cursor.takeRest().map { t throws(ScriptError) in (try SectionNumber.value(t), t) }
    }
}

/// One section number.
package struct SectionNumber: Parameter {
    package let usage: String
    let what: String
    init(_ usage: String = "S", _ what: String = "a section number") {
        self.usage = usage
        self.what = what
    }

    package func parse(_ cursor: inout ArgumentCursor) throws(ScriptError) -> Int {
        try Self.value(try cursor.next(what), what)
    }

    package static func value(_ t: Token, _ what: String = "a section number") throws(ScriptError) -> Int {
        do throws(RowSelection.SyntaxError) {
            return try RowSelection.number(Substring(t.text), limit: Limits.sections, what: "section", whole: t.text)
        } catch {
            throw ScriptError(t.text.hasPrefix("-") || t.text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) ? error.message
                              : "expected \(what), got '\(t.text)'", at: t)
        }
    }
}

/// `0.` completes to the rows of section 0 (at most 50); a bare number to
/// `S.` for the sections there are.
func indexPathCandidates(_ context: CompletionContext) -> [String] {
    let table = context.table
    let limit = 50
    let parts = context.partial.split(separator: ".", omittingEmptySubsequences: false)
    if parts.count == 1 {
        // The sections, as "S." so that Tab goes on to the rows.
        return numbers(startingWith: parts[0], below: table.numberOfSections, limit: limit).map { "\($0)." }
    }
    guard parts.count == 2, let s = Int(parts[0]), s >= 0, s < table.numberOfSections else { return [] }
    return numbers(startingWith: parts[1], below: table.rowCount(s), limit: limit).map { "\(s).\($0)" }
}

/// Up to `limit` numbers below `count` whose digits start with `digits`,
/// smallest first, without looking at the others.
private func numbers(startingWith digits: Substring, below count: Int, limit: Int) -> [Int] {
    if digits.isEmpty { return Array(0..<min(count, limit)) }
    guard let base = Int(digits), String(base) == digits else { return [] }
    var found: [Int] = []
    var low = base, high = base
    while low < count && found.count < limit {
        for n in low...min(high, count - 1) where found.count < limit { found.append(n) }
        if base == 0 || low > count / 10 { break }
        low *= 10
        high = high * 10 + 9
    }
    return found
}
