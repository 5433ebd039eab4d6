import TableRender
import TableEngine

/// `new`, `demo`, `fill`, `register`: which table, which data.
enum TableCommands {
    static let all: [Command] = [new, demo, fill, register]

    static let new = Command(
        name: "new", usage: ["new [plain|grouped]"],
        summary: "a fresh table view with a model of one empty section",
        details: """
        The style is fixed until the next 'new', as in UIKit. Answers, implemented
        methods and registrations start afresh; log settings stay. The table loads
        (its implicit reloadData) at the end of the command, as UIKit loads on its
        first layout pass.
        """,
        subcommands: ["plain", "grouped"]
    ) { inv in
        let style = inv.isAtEnd ? TableStyle.plain : TableStyle(rawValue: try inv.keyword("a style", ["plain", "grouped"]))!
        try inv.expectEnd()
        try inv.shell.requireNoOpenBlock(inv)
        inv.shell.install(TableView(style: style), ScriptedDataSource(model: .empty()))
        inv.shell.scenario = "new \(style.rawValue)"
    }

    static let demo = Command(
        name: "demo", usage: ["demo [NAME]"],
        summary: "load a built-in scenario (edit, contacts, settings); alone, list them",
        details: Demo.allCases.map { "  \($0.rawValue.padding(9))\($0.summary)" }.joined(separator: "\n"),
        subcommands: Demo.allCases.map(\.rawValue)
    ) { inv in
        guard !inv.isAtEnd else {
            for d in Demo.allCases { inv.shell.writeLine("\(d.rawValue.padding(10))\(d.summary)") }
            return
        }
        let name = try inv.keyword("a demo name", Demo.allCases.map(\.rawValue))
        try inv.expectEnd()
        try inv.shell.requireNoOpenBlock(inv)
        inv.shell.loadDemo(Demo(rawValue: name)!)
    }

    static let fill = Command(
        name: "fill", usage: ["fill SxR [PATTERN]"],
        summary: "replace the model with S sections of R rows, then reloadData",
        details: """
        PATTERN makes each row's text: {s} the section, {r} the row, {n} a running
        number from 0. Default: "Row {s}.{r}". Rows are generated, not stored, so
        'fill 1x10000000' costs what 'fill 1x10' does.
        """
    ) { inv in
        let sizeToken = try inv.next("a size SxR, like 5x5")
        let parts = sizeToken.text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let s = Int(parts[0]), let r = Int(parts[1]) else {
            throw ScriptError("expected a size SxR (sections x rows), like 5x5, got '\(sizeToken.text)'", at: sizeToken)
        }
        guard s >= 0, r >= 0 else { throw ScriptError("sections and rows cannot be negative", at: sizeToken) }
        guard s <= Limits.sections else {
            throw ScriptError("\(s) sections is more than tableshell allows (\(Limits.sections))", at: sizeToken)
        }
        guard r <= Limits.rows, s.multipliedReportingOverflow(by: r).partialValue <= Limits.rows, !s.multipliedReportingOverflow(by: r).overflow else {
            throw ScriptError("\(s)x\(r) is more rows than tableshell allows (\(Limits.rows) in all)", at: sizeToken)
        }
        let pattern = inv.isAtEnd ? "Row {s}.{r}" : try inv.nextText("a pattern")
        try inv.expectEnd()
        try inv.shell.requireNoOpenBlock(inv)
        inv.shell.model.fill(sections: s, rows: r, pattern: pattern)
        try inv.shell.reloadIfLoaded()
    }

    static let register = Command(
        name: "register", usage: ["register ID [default|value1|value2|subtitle]"],
        summary: "registerClass:forCellReuseIdentifier: (cells then come from dequeue…:forIndexPath:)",
        subcommands: CellStyle.allCases.map(\.rawValue)
    ) { inv in
        let id = try inv.nextText("a reuse identifier")
        let style = inv.isAtEnd ? CellStyle.default : CellStyle(rawValue: try inv.keyword("a cell style", CellStyle.allCases.map(\.rawValue)))!
        try inv.expectEnd()
        inv.shell.table.register(style: style, forCellReuseIdentifier: id)
    }
}

/// Sizes beyond which a command refuses, rather than exhaust memory.
enum Limits {
    static let rows = 100_000_000
    /// Heights and offsets in points.
    static let points = 1e9
    static let sections = 1_000_000
    static let repeatCount = 10_000_000
    static let sourceDepth = 64
}

extension Shell {
    /// reloadData if the table has loaded; otherwise it loads at the end of
    /// the command anyway.
    func reloadIfLoaded() throws(TableViewException) {
        if table.isLoaded { try table.reloadData() }
    }

    func requireNoOpenBlock(_ inv: Invocation) throws(ScriptError) {
        if table.openUpdateBlocks > 0 {
            throw ScriptError("'\(inv.name)' cannot run inside an update block (close it with 'end' first)", at: inv.commandToken)
        }
    }
}

extension String {
    func padding(_ width: Int) -> String {
        let w = displayWidth(self)
        return w >= width ? self + " " : self + String(repeating: " ", count: width - w)
    }
}
