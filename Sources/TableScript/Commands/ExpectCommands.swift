import TableEngine

/// `expect …`: assertions for scenario scripts. A failed one is an error
/// (exit status 1) that shows what was expected and what is.
enum ExpectCommands {
    static let all: [Command] = [expect]

    static let kinds = ["rows", "sections", "selected", "visible", "text", "log", "calls", "exception", "cells"]

    static let expect = Command(
        name: "expect",
        usage: ["expect rows S OP N", "expect sections OP N", "expect selected == S.R… | none", "expect visible == S.R-S2.R2… | none",
                "expect text S.R == \"…\"", "expect log contains \"…\"", "expect log order \"A\" \"B\"…",
                "expect calls METHOD OP N", "expect exception NAME [\"reason prefix\"]", "expect cells OP N"],
        summary: "check the table; a failed expectation makes the run exit 1",
        details: """
        OP is one of == != < <= > >=. 'expect log' looks at the messages since the
        last command that was not an expect. 'expect exception' checks that the
        previous command raised that exception (NSInternalInconsistencyException,
        NSRangeException; the NS and Exception parts may be left out); a UIKit
        exception that the next command does not expect is an error. 'expect text'
        reads the cell on screen, or the model when the row is off screen. 'expect
        cells' counts cell objects in existence: on screen plus in the reuse pool.
        """,
        subcommands: kinds, changesScreen: false
    ) { inv in
        let kind = try inv.keyword("what to expect", kinds)
        let shell = inv.shell
        switch kind {
        case "rows":
            let s = try inv.int("a section")
            let (op, n) = try comparison(&inv)
            guard s >= 0, s < shell.table.numberOfSections else {
                throw failure("rows in section \(s): the table has only \(shell.table.numberOfSections) sections", inv)
            }
            try check(Double(shell.table.rowCount(s)), op, n, "rows in section \(s)", inv)
        case "sections":
            let (op, n) = try comparison(&inv)
            try check(Double(shell.table.numberOfSections), op, n, "sections", inv)
        case "cells":
            let (op, n) = try comparison(&inv)
            try check(Double(shell.table.cellsInExistence), op, n, "cells in existence", inv)
        case "calls":
            let t = try inv.next("a method name")
            guard let selector = Selector(named: t.text) else {
                throw ScriptError("unknown method '\(t.text)'\(didYouMean(t.text, in: Selector.allCases.map(\.shortName)))", at: t)
            }
            let (op, n) = try comparison(&inv)
            try check(Double(shell.callCounts[selector.rawValue]), op, n, "calls of \(selector.objcName)", inv)
        case "selected":
            _ = try inv.keyword("==", ["=="])
            let expected = try indexPathList(&inv, shell)
            let actual = shell.table.indexPathsForSelectedRows
            if expected != actual { throw failure("selected rows: expected \(list(expected)), got \(list(actual))", inv) }
        case "visible":
            _ = try inv.keyword("==", ["=="])
            let expected = try indexPathList(&inv, shell)
            let actual = shell.table.indexPathsForVisibleRows
            if expected != actual { throw failure("visible rows: expected \(span(expected)), got \(span(actual))", inv) }
        case "text":
            let ip = try inv.indexPath()
            _ = try inv.keyword("==", ["=="])
            let expected = try inv.nextText("the expected text")
            try inv.expectEnd()
            let actual: String?
            if let cell = shell.table.visibleCell(at: ip) { actual = cell.text }
            else if shell.model.contains(ip) { actual = shell.model.item(at: ip).text }
            else { throw failure("text of \(ip): there is no such row", inv) }
            if actual != expected { throw failure("text of \(ip): expected \"\(expected)\", got \(actual.map { "\"\($0)\"" } ?? "nil")", inv) }
        case "log":
            let how = try inv.keyword("contains or order", ["contains", "order"])
            var needles: [String] = []
            while !inv.isAtEnd { needles.append(try inv.nextText("a text")) }
            if needles.isEmpty { _ = try inv.next("a text to look for") }
            if how == "contains" && needles.count != 1 { throw ScriptError("'expect log contains' takes one text (use 'expect log order' for several)", at: inv.peek()) }
            let lines = shell.recentLogLines()
            var k = 0
            for line in lines where k < needles.count && line.contains(needles[k]) { k += 1 }
            if k < needles.count {
                let what = how == "contains" ? "the log to contain \"\(needles[0])\"" : "the log to contain, in order, " + needles.map { "\"\($0)\"" }.joined(separator: ", ")
                let missing = how == "contains" ? "" : " (\"\(needles[k])\" not found after the ones before it)"
                throw failure("expected \(what)\(missing); the log since the last command has \(lines.count) lines", inv,
                              notes: lines.suffix(12).map { "log: " + $0 })
            }
        default: // exception
            let t = try inv.next("an exception name")
            let prefix = inv.isAtEnd ? nil : try inv.nextText("the reason's start")
            try inv.expectEnd()
            let name = normalizedExceptionName(t.text)
            guard let raised = shell.lastException else {
                throw failure("expected \(name) from the previous command, but it raised nothing", inv)
            }
            shell.lastException = nil
            shell.lastExceptionSite = nil
            if raised.name.rawValue != name {
                throw failure("expected \(name), got \(raised.name.rawValue): \(raised.reason)", inv)
            }
            if let prefix, !raised.reason.hasPrefix(prefix) {
                throw failure("expected a reason starting \"\(prefix)\", got \"\(raised.reason)\"", inv)
            }
        }
    }

    static func normalizedExceptionName(_ s: String) -> String {
        var n = s
        if !n.hasPrefix("NS") { n = "NS" + n }
        if !n.hasSuffix("Exception") { n += "Exception" }
        return n
    }

    static let operators = ["==", "!=", "<", "<=", ">", ">="]

    static func comparison(_ inv: inout Invocation) throws(ScriptError) -> (String, Double) {
        if let t = inv.peek(), t.text == "=" {
            throw ScriptError("expected a comparison (\(operators.joined(separator: ", "))), got '=' (did you mean '=='?)", at: t)
        }
        let op = try inv.keyword("a comparison", operators)
        let n = try inv.number("a number")
        try inv.expectEnd()
        return (op, n)
    }

    static func check(_ actual: Double, _ op: String, _ n: Double, _ what: String, _ inv: Invocation) throws(ScriptError) {
        let ok: Bool
        switch op {
        case "==": ok = actual == n
        case "!=": ok = actual != n
        case "<": ok = actual < n
        case "<=": ok = actual <= n
        case ">": ok = actual > n
        default: ok = actual >= n
        }
        if !ok { throw failure("\(what): expected \(op) \(formatNumber(n)), got \(formatNumber(actual))", inv) }
    }

    static func failure(_ message: String, _ inv: Invocation, notes: [String] = []) -> ScriptError {
        ScriptError("expectation failed: " + message, at: inv.commandToken, notes: notes)
    }

    /// `none`, or index paths: `S.R`, `S.R-R2`, `S.R-S2.R2` (every row
    /// between, in the table's order), `S.*`.
    static func indexPathList(_ inv: inout Invocation, _ shell: Shell) throws(ScriptError) -> [IndexPath] {
        if inv.take("none") {
            try inv.expectEnd()
            return []
        }
        var result: [IndexPath] = []
        while !inv.isAtEnd {
            let t = try inv.next("an index path")
            let ends = t.text.split(separator: "-", maxSplits: 1).map(String.init)
            if ends.count == 2, let a = Invocation.indexPath(ends[0]), let b = Invocation.indexPath(ends[1]) {
                guard a <= b else { throw ScriptError("the range \(t.text) runs backwards", at: t) }
                var ip = a
                var guardCount = 0
                while ip <= b && guardCount < 1_000_000 {
                    if ip.row < shell.table.rowCount(ip.section) { result.append(ip) }
                    ip = ip.row + 1 < shell.table.rowCount(ip.section) || ip.section == b.section ? IndexPath(ip.section, ip.row + 1) : IndexPath(ip.section + 1, 0)
                    guardCount += 1
                }
            } else {
                result += try shell.expandRows(t)
            }
        }
        if result.isEmpty { _ = try inv.next("index paths or none") }
        return result
    }

    static func list(_ ips: [IndexPath]) -> String {
        ips.isEmpty ? "none" : ips.map(\.description).joined(separator: " ")
    }

    /// Consecutive rows as ranges: [0,0]–[0,9].
    static func span(_ ips: [IndexPath]) -> String {
        guard let first = ips.first, let last = ips.last else { return "none" }
        return ips.count == 1 ? first.description : "\(first)–\(last) (\(plural(ips.count, "row")))"
    }
}

extension Shell {
    /// The log since the last command that was not an expect, as text.
    func recentLogLines() -> [String] {
        let formatter = LogFormatter(style: logStyle == .swift ? .swift : .objc)
        return recentEvents.map { formatter.line($0) }
    }
}
