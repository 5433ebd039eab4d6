import ScriptBytes
import TableEngine
import ScriptLanguage

/// `expect …`: assertions for scenario scripts. A failed one is an error
/// (exit status 1) that shows what was expected and what is.
package enum ExpectCommands {
    static let expect: Command = Command(
        name: "expect",
        summary: "check the table; a failed expectation makes the run exit 1",
        details: """
        OP is one of == != < <= > >=. 'expect log' looks at the messages since the
        last command that was not an expect, the first \(formatCount(Limits.loggedMessages)) of them (a command
        that sent more is said to have a log cut). 'expect exception' checks that the
        previous command raised that exception (NSInternalInconsistencyException,
        NSRangeException; the NS and Exception parts may be left out); a UIKit
        exception that the next command does not expect is an error. 'expect text'
        reads the cell on screen, or the model when the row is off screen. 'expect
        cells' counts cell objects in existence: on screen plus in the reuse pool.
        'expect cell S.R PROPERTY == VALUE' (or !=) looks at the cell on screen: accessory
        (none, disclosure, detail-disclosure, checkmark, detail), selected, highlighted,
        editing (yes or no), text and detail ("TEXT", or nil: what it shows, a content
        configuration's texts included), configuration (cell, subtitleCell, valueCell,
        none) — what a reused cell shows, e.g. 'expect cell 0.12 accessory == none'
        after a scroll.
        'expect snapshot == A: x y | B: z' and 'expect items A == x y z' (or none)
        look at a diffable data source's snapshot: the working copy when 'snapshot'
        commands have edited it, else what the table shows. 'expect log not contains'
        and 'expect log count "TEXT" OP N' look at the same log lines as 'expect log';
        'expect editing on|off' at isEditing (a swipe counts); 'expect offset OP N' at
        contentOffset.y; 'expect render contains' at what 'render' draws (no colour);
        'expect state contains' at what 'state' prints.
        """,
        changesScreen: false,
        inspectsPreviousCommand: true,
        forms: [
            Form(Keyword("rows"), SectionNumber(), Comparison()) { ctx, _, s, comparison in
                guard s < ctx.table.numberOfSections else {
                    throw failure("rows in section \(s): the table has only \(ctx.table.numberOfSections) sections", ctx)
                }
                try check(Double(ctx.table.rowCount(s)), comparison, "rows in section \(s)", ctx)
            },
            Form(Keyword("sections"), Comparison()) { ctx, _, comparison in
                try check(Double(ctx.table.numberOfSections), comparison, "sections", ctx)
            },
            Form(Keyword("cells"), Comparison()) { ctx, _, comparison in
                try check(Double(ctx.table.cellsInExistence), comparison, "cells in existence", ctx)
            },
            Form(Keyword("calls"), AnyMethodName(), Comparison()) { ctx, _, selector, comparison in
                try check(Double(ctx.log.calls(of: selector)), comparison, "calls of \(selector.objcName)", ctx)
            },
            Form(Keyword("selected"), Keyword("=="), RowsOrNone()) { ctx, _, _, rows in
                let expected = try ctx.tableRows(rows)
                let actual = ctx.table.indexPathsForSelectedRows
                if expected != actual { throw failure("selected rows: expected \(list(expected)), got \(list(actual))", ctx) }
            },
            Form(Keyword("visible"), Keyword("=="), RowsOrNone()) { ctx, _, _, rows in
                let expected = try ctx.tableRows(rows)
                let actual = ctx.table.visibleRows
                if expected != actual { throw failure("visible rows: expected \(span(expected)), got \(span(actual))", ctx) }
            },
            Form(Keyword("text"), IndexPathArgument(), Keyword("=="), Text("\"TEXT\"", "the expected text")) { ctx, _, ip, _, expected in
                let actual: String?
                if let cell = ctx.table.visibleCell(at: ip) { actual = cell.text }
                else if let model = ctx.scriptedApp?.model, model.contains(ip) { actual = model.item(at: ip).text }
                else if ctx.hostedApp != nil, ip.section < ctx.table.numberOfSections, ip.row < ctx.table.rowCount(ip.section) {
                    throw failure("text of \(ip): the row is off screen (your app makes a row's cell only when the table shows it)", ctx)
                }
                else { throw failure("text of \(ip): there is no such row", ctx) }
                if actual != expected { throw failure("text of \(ip): expected \"\(expected)\", got \(actual.map { "\"\($0)\"" } ?? "nil")", ctx) }
            },
            Form(Keyword("cell"), IndexPathArgument(), Choice("a cell property", CellProperty.self),
                 Choice("== or !=", [("==", true), ("!=", false)]), Located(Text("VALUE", "the expected value"))) { ctx, _, ip, property, equal, value in
                guard let cell = ctx.table.visibleCell(at: ip) else {
                    do { try ctx.table.requireOnScreen(ip) } catch { throw failure("cell \(ip) \(property.rawValue): \(error)", ctx) }
                    throw failure("cell \(ip) \(property.rawValue): the row has no cell", ctx)
                }
                let expected = try property.value(value.value, at: value.token)
                let actual = property.value(of: cell)
                if (actual == expected) != equal {
                    throw failure("cell \(ip) \(property.rawValue): expected \(equal ? "" : "not ")\(expected), got \(actual)", ctx)
                }
            },
            Form(Keyword("snapshot"), Keyword("=="), ApplyCommand.Snapshot(), scriptedOnly: true) { ctx, _, _, typed in
                let dds = try ctx.requireDiffable()
                let actual = dds.editable
                var expected: [(id: String, items: [String])] = []
                for section in typed where section.title != nil || section.count > 0 || typed.count > 1 {
                    guard let id = section.title else {
                        throw ScriptError("expect snapshot: each section needs its identifier first ('A: x y | B: z')", at: ctx.commandToken)
                    }
                    expected.append((id, section.names))
                }
                let got = actual.content.sections.map { (id: $0.id, items: $0.items) }
                if !expected.elementsEqual(got, by: { $0.id == $1.id && $0.items == $1.items }) {
                    throw failure("snapshot: expected \(describe(expected)), got \(describe(got))", ctx)
                }
            },
            Form(Keyword("items"), SnapshotCommands.Identifier("SECTION", "a section identifier"), Keyword("=="),
                 Texts("ITEM…|none", "the expected items"), scriptedOnly: true) { ctx, _, section, _, words in
                let dds = try ctx.requireDiffable()
                let s = dds.editable
                guard s.indexOfSection(section) != nil else {
                    throw failure("items in \(SnapshotCommands.show(section)): the snapshot has no such section (it has \(s.sectionIdentifiers.isEmpty ? "none" : s.sectionIdentifiers.map(SnapshotCommands.show).joined(separator: " ")))", ctx)
                }
                let expected = words.count == 1 && !words[0].quoted && words[0].text == "none" ? [] : words.map(\.text)
                let actual = try s.itemIdentifiers(inSection: section)
                if expected != actual {
                    func show(_ items: [String]) -> String { items.isEmpty ? "none" : items.map(SnapshotCommands.show).joined(separator: " ") }
                    throw failure("items in \(SnapshotCommands.show(section)): expected \(show(expected)), got \(show(actual))", ctx)
                }
            },
            Form(Keyword("log"), Keyword("contains"), Text("\"TEXT\"", "a text to look for")) { ctx, _, _, needle in
                try expectLog([needle], ordered: false, ctx)
            },
            Form(Keyword("log"), Keyword("order"), Texts("\"TEXT\"…", "a text to look for", minimum: 1)) { ctx, _, _, needles in
                try expectLog(needles.map(\.text), ordered: true, ctx)
            },
            Form(Keyword("log"), Keyword("not"), Keyword("contains"), Text("\"TEXT\"", "a text that must not be there")) { ctx, _, _, _, needle in
                let lines = ctx.log.recentLines()
                if let k = lines.firstIndex(where: { $0.contains(needle) }) {
                    throw failure("expected the log not to contain \"\(needle)\"; line \(k + 1) of the \(lines.count) since the last command has it", ctx,
                                  notes: ["log: " + lines[k]])
                }
                try requireWholeLog(ctx)
            },
            Form(Keyword("log"), Keyword("count"), Text("\"TEXT\"", "a text to count"), Comparison()) { ctx, _, _, needle, comparison in
                try requireWholeLog(ctx)
                let lines = ctx.log.recentLines()
                try check(Double(lines.filter { $0.contains(needle) }.count), comparison, "log lines containing \"\(needle)\"", ctx)
            },
            Form(Keyword("editing"), Choice<Bool>.onOff) { ctx, _, on in
                let t = ctx.table
                if t.isEditing != on {
                    throw failure("editing: expected \(on ? "on" : "off"), got \(t.editsAllRows ? "on" : t.isEditing ? "on (a swipe)" : "off")", ctx)
                }
            },
            Form(Keyword("offset"), Comparison()) { ctx, _, comparison in
                try check(ctx.table.contentOffset, comparison, "contentOffset.y", ctx)
            },
            // It draws the screen.
            Form(Keyword("render"), Keyword("contains"), Text("\"TEXT\"", "a text to look for on the screen"), cost: .page) { ctx, _, _, needle in
                let screen = ctx.renderedScreen(all: false, geometry: false, ascii: ctx.options.ascii, color: false)
                if !screen.contains(needle) {
                    let lines = screen.split(separator: "\n").map(String.init)
                    throw failure("expected the screen to contain \"\(needle)\"; it shows \(plural(lines.count, "line"))", ctx,
                                  notes: lines.prefix(40).map { "screen: " + $0 })
                }
            },
            // It reads what 'state' prints.
            Form(Keyword("state"), Keyword("contains"), Text("\"TEXT\"", "a text to look for in 'state'"), cost: .page) { ctx, _, _, needle in
                let lines = LookingCommands.stateLines(ctx)
                if !lines.contains(where: { $0.contains(needle) }) {
                    throw failure("expected 'state' to contain \"\(needle)\"", ctx, notes: lines.map { "state: " + $0 })
                }
            },
            Form(Keyword("exception"), Text("NAME", "an exception name"), Optionally(Text("\"REASON PREFIX\"", "the reason's start")),
                 takesException: true) { ctx, _, name, prefix in
                let name = normalizedExceptionName(name)
                guard let raised = ctx.diagnostics.takeException() else {
                    throw failure("expected \(name) from the previous command, but it raised nothing", ctx)
                }
                if raised.name.rawValue != name {
                    throw failure("expected \(name), got \(raised.name.rawValue): \(raised.reason)", ctx)
                }
                if let prefix, !raised.reason.hasPrefix(prefix) {
                    throw failure("expected a reason starting \"\(prefix)\", got \"\(raised.reason)\"", ctx)
                }
            },
        ])

    static func expectLog(_ needles: [String], ordered: Bool, _ ctx: CommandContext) throws(ScriptError) {
        let lines = ctx.log.recentLines()
        var k = 0
        for line in lines where k < needles.count && line.contains(needles[k]) { k += 1 }
        guard k < needles.count else { return }
        let what = !ordered ? "the log to contain \"\(needles[0])\"" : "the log to contain, in order, " + needles.map { "\"\($0)\"" }.joined(separator: ", ")
        let missing = !ordered ? "" : " (\"\(needles[k])\" not found after the ones before it)"
        throw failure("expected \(what)\(missing); the log since the last command has \(lines.count) lines\(cut(ctx))", ctx,
                      notes: lines.suffix(12).map { "log: " + $0 })
    }

    /// How the log `expect log` looks at was cut, if it was.
    private static func cut(_ ctx: CommandContext) -> String {
        let dropped = ctx.log.recentDropped
        guard dropped > 0 else { return "" }
        return " (the first \(formatCount(Limits.loggedMessages)) of the \(formatCount(Limits.loggedMessages + dropped)) messages it sent: 'help limits')"
    }

    /// A check that needs every line of the log (`not contains`, `count`)
    /// cannot be made when it was cut.
    private static func requireWholeLog(_ ctx: CommandContext) throws(ScriptError) {
        guard ctx.log.recentDropped > 0 else { return }
        throw ScriptError("expect log cannot check this: the command before it sent \(formatCount(Limits.loggedMessages + ctx.log.recentDropped)) messages, and expect log keeps the first \(formatCount(Limits.loggedMessages)) ('help limits')", at: ctx.commandToken)
    }

    /// A comparison and a number: `== 4`, `<= 12`.
    package struct Comparison: Parameter {
        package var usage: String { "OP N" }
        package func candidates(_ context: CompletionContext) -> [String] { Operator.allCases.map(\.rawValue) }

        package enum Operator: String, CaseIterable {
            case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="

            func holds(_ a: Double, _ b: Double) -> Bool {
                switch self {
                case .equal: a == b
                case .notEqual: a != b
                case .less: a < b
                case .lessOrEqual: a <= b
                case .greater: a > b
                case .greaterOrEqual: a >= b
                }
            }
        }

        package func parse(_ cursor: inout ArgumentCursor) throws(ScriptError) -> (op: Operator, value: Double) {
            if let t = cursor.peek(), t.text == "=" {
                throw ScriptError("expected a comparison (\(Operator.allCases.map(\.rawValue).joined(separator: ", "))), got '=' (did you mean '=='?)", at: t)
            }
            let op = try Choice("a comparison", Operator.self).parse(&cursor)
            let t = try cursor.next("a number")
            guard let n = Double(t.text), n.isFinite else {
                throw ScriptError("expected a number, got '\(t.text)'", at: t)
            }
            return (op, n)
        }
    }

    /// Any method the log names (for `expect calls`), not only the data
    /// source's and delegate's.
    package struct AnyMethodName: Parameter {
        package var usage: String { "METHOD" }
        package func candidates(_ context: CompletionContext) -> [String] { MessageSelector.protocolMethodNames }

        package func parse(_ cursor: inout ArgumentCursor) throws(ScriptError) -> MessageSelector {
            let t = try cursor.next("a method name")
            guard let selector = MessageSelector(named: t.text) else {
                throw ScriptError("unknown method '\(t.text)'\(didYouMean(t.text, in: MessageSelector.allCases.map(\.shortName)))", at: t)
            }
            return selector
        }
    }

    /// `none`, or rows in the one grammar.
    package struct RowsOrNone: Parameter {
        package var usage: String { "S.R…|none" }
        package var arity: Arity { .rest(minimum: 1) }
        package func candidates(_ context: CompletionContext) -> [String] { ["none"] + indexPathCandidates(context) }

        package func parse(_ cursor: inout ArgumentCursor) throws(ScriptError) -> [(selection: RowSelection, token: Token)] {
            if cursor.take("none") { return [] }
            return try Rows("S.R…|none").parse(&cursor)
        }
    }

    static func check(_ actual: Double, _ comparison: (op: Comparison.Operator, value: Double), _ what: String, _ ctx: CommandContext) throws(ScriptError) {
        if !comparison.op.holds(actual, comparison.value) {
            throw failure("\(what): expected \(comparison.op.rawValue) \(formatNumber(comparison.value)), got \(formatNumber(actual))", ctx)
        }
    }

    static func failure(_ message: String, _ ctx: CommandContext, notes: [String] = []) -> ScriptError {
        ScriptError("expectation failed: " + message, at: ctx.commandToken, notes: notes)
    }

    static func normalizedExceptionName(_ s: String) -> String {
        var n = s
        if !n.hasPrefix("NS") { n = "NS" + n }
        if !n.hasSuffix("Exception") { n += "Exception" }
        return n
    }

    /// `A: x y | B: z`, or `empty`.
    static func describe(_ sections: [(id: String, items: [String])]) -> String {
        guard !sections.isEmpty else { return "empty" }
        return sections.map { ([SnapshotCommands.show($0.id) + ":"] + $0.items.map(SnapshotCommands.show)).joined(separator: " ") }.joined(separator: " | ")
    }

    static func list(_ ips: [TableIndexPath]) -> String {
        ips.isEmpty ? "none" : ips.map(\.description).joined(separator: " ")
    }

    /// Consecutive rows as ranges: [0,0]–[0,9].
    static func span(_ ips: [TableIndexPath]) -> String {
        guard let first = ips.first, let last = ips.last else { return "none" }
        return ips.count == 1 ? first.description : "\(first)–\(last) (\(plural(ips.count, "row")))"
    }
}

/// What `expect cell S.R PROPERTY == VALUE` reads from the cell on screen.
enum CellProperty: String, CaseIterable, Sendable {
    case accessory, selected, highlighted, editing, text, detail, configuration

    /// The cell's value, as the script writes it: what it shows (a content
    /// configuration's text and secondary text for `text` and `detail`).
    func value(of cell: TableViewCell) -> String {
        switch self {
        case .configuration: cell.contentConfiguration?.variant.rawValue ?? "none"
        case .accessory: DumpCommand.accessoryName(cell.accessoryType)
        case .selected: cell.isSelected ? "yes" : "no"
        case .highlighted: cell.isHighlighted ? "yes" : "no"
        case .editing: cell.isEditing ? "yes" : "no"
        case .text: cell.shownContent.content.text.map { "\"\($0)\"" } ?? "nil"
        case .detail: cell.shownContent.content.detailText.map { "\"\($0)\"" } ?? "nil"
        }
    }

    /// The expected value as typed, in the same form; an error says which
    /// values the property takes.
    func value(_ typed: String, at token: Token) throws(ScriptError) -> String {
        switch self {
        case .accessory:
            let names = AccessoryType.allCases.map(DumpCommand.accessoryName)
            guard names.contains(typed) else {
                throw ScriptError("an accessory is one of \(names.joined(separator: ", ")), not '\(typed)'\(didYouMean(typed, in: names))", at: token)
            }
            return typed
        case .selected, .highlighted, .editing:
            switch typed {
            case "yes", "true", "on": return "yes"
            case "no", "false", "off": return "no"
            default: throw ScriptError("\(rawValue) is yes or no, not '\(typed)'", at: token)
            }
        case .text, .detail:
            return token.parts.contains(where: \.quoted) || typed != "nil" ? "\"\(typed)\"" : "nil"
        case .configuration:
            let names = ListContentConfiguration.Variant.allCases.map(\.rawValue) + ["none"]
            guard names.contains(typed) else {
                throw ScriptError("a configuration is one of \(names.joined(separator: ", ")), not '\(typed)'\(didYouMean(typed, in: names))", at: token)
            }
            return typed
        }
    }
}
