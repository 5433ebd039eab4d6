import TableEngine
import TableRender
import ScriptLanguage

/// `new`, `demo`, `fill`, `register`: which table, which data.
package enum TableCommands {
    static let all: [Command] = [new, demo, fill, register]

    static let new: Command = Command(
        name: "new",
        summary: "a fresh table view with a model of one empty section (--diffable: UITableViewDiffableDataSource)",
        details: """
        The style is fixed until the next 'new', as in UIKit: plain, grouped, or
        insetGrouped (iOS 13: "grouped sections are inset with rounded corners"; its
        header and footer heights are grouped's — no figure of its own was found, M-42).
        Answers, implemented
        methods and registrations start afresh; log settings stay. The table loads
        (its implicit reloadData) at the end of the command, as UIKit loads on its
        first layout pass.
        --diffable: the table's data source is a UITableViewDiffableDataSource with a
        cell provider ([provider] in the log) whose cells show their item identifiers;
        it starts with an empty snapshot (no sections). Build one with 'snapshot …' or
        'apply'. It implements the counts, cellForRowAtIndexPath: and canEditRow/
        canMoveRow (NO, FIDELITY.md D-11); 'implement' or 'answer' overrides
        titleForHeader (the section's identifier), titleForFooter, sectionIndexTitles,
        sectionForSectionIndexTitle, canEditRow, canMoveRow and commitEditingStyle (which
        deletes the item from a snapshot and applies it), as an app's subclass would.
        The app is the delegate. insert, delete, move, reload of rows or sections and
        their api calls raise, as UIKit does when a diffable table is changed
        directly (D-10).
        On your app (a session that runs your own table code): 'new' alone launches
        it again; a style and --diffable script tableshell's own app, and refuse.
        """,
        forms: [
            Form(Flag("--diffable"), Optionally(Choice("a style", TableStyle.self))) { ctx, diffable, style in
                try ctx.requireNoOpenBlock()
                if ctx.hostedApp != nil { return try ctx.relaunchHostedApp() }
                let style = style ?? .plain
                let table = TableView(style: style)
                guard diffable else {
                    ctx.install(table, ScriptedDataSource(model: .empty()), scenario: "new \(style.rawValue)")
                    return
                }
                let app = ScriptedDataSource(model: Model(), implemented: [])
                let dds = ScriptedDiffableDataSource(tableView: table, app: app)
                ctx.install(table, app, diffable: dds, scenario: "new \(style.rawValue) --diffable")
            },
        ])

    static let demo: Command = Command(
        name: "demo",
        summary: "load a built-in scenario (edit, contacts, settings); alone, list them",
        details: Demo.allCases.map { "  \($0.rawValue.padding(9))\($0.summary)" }.joined(separator: "\n"),
        scriptedOnly: true,
        forms: [
            Form { ctx in
                for d in Demo.allCases { ctx.writeLine("\(d.rawValue.padding(10))\(d.summary)") }
            },
            Form(Choice("a demo name", Demo.self)) { ctx, demo in
                try ctx.requireNoOpenBlock()
                let (table, app) = demo.make()
                ctx.install(table, app, scenario: "demo \(demo.rawValue)")
            },
        ])

    static let fill: Command = Command(
        name: "fill",
        summary: "replace the model with S sections of R rows, then reloadData",
        details: """
        PATTERN makes each row's text: {s} the section, {r} the row, {n} a running
        number from 0. Default: "Row {s}.{r}". Rows are generated, not stored, so
        'fill 1x10000000' costs what 'fill 1x10' does. At most \(formatCount(Limits.sections))
        sections and \(formatCount(Limits.rows)) rows in all; the reload that follows must fit
        the memory limit and the time a command may take (asking every row its height,
        with heightForRow answered and no estimate, costs time and memory per row).
        fill replaces the rows only: the app's answers (titles, heights, editing styles,
        …), its implemented methods and reuse identifiers, the section index and the
        table's settings stay ('answers' lists them). The REPL starts on 'demo edit', whose
        headers and editing styles then apply to the new rows: 'new' first for a fresh
        table.
        """,
        scriptedOnly: true,
        forms: [
            Form(Located(Size()), Optionally(Text("PATTERN", "a pattern")), seconds: .init { ctx, size, _ in
                Budget.secondsPerCommand + ctx.reloadEstimate((size.value.sections, size.value.sections * size.value.rows)).seconds
            }) { ctx, size, pattern in
                try ctx.requireNoOpenBlock()
                try ctx.requireNotDiffable("build a snapshot with 'snapshot …' or 'apply'")
                let (sections, rows) = size.value
                try ctx.requireReload((sections, sections * rows), for: "fill \(size.token.text)")
                let before = ctx.model.sections
                ctx.model.fill(sections: sections, rows: rows, pattern: pattern ?? "Row {s}.{r}")
                do {
                    try ctx.reloadIfLoaded()
                } catch {
                    // The reload raised (or stopped): the table keeps its
                    // state, and the model its content, as they agree.
                    ctx.model.replaceAll(before)
                    throw error
                }
            },
        ])

    /// `SxR`: sections by rows, within tableshell's limits.
    package struct Size: Parameter {
        package var usage: String { "SxR" }

        package func parse(_ cursor: inout ArgumentCursor) throws(ScriptError) -> (sections: Int, rows: Int) {
            let t = try cursor.next("a size SxR, like 5x5")
            let parts = t.text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
            guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } }) else {
                if parts.count == 2, parts.contains(where: { $0.hasPrefix("-") }) {
                    throw ScriptError("sections and rows cannot be negative", at: t)
                }
                throw ScriptError("expected a size SxR (sections x rows), like 5x5, got '\(t.text)'", at: t)
            }
            guard parts[0].utf8.count <= 18, let s = Int(parts[0]), s <= Limits.sections else {
                throw ScriptError("\(parts[0]) sections is more than tableshell allows (\(formatCount(Limits.sections)))", at: t)
            }
            guard parts[1].utf8.count <= 18, let r = Int(parts[1]), r <= Limits.rows,
                  case let (total, overflow) = s.multipliedReportingOverflow(by: r), !overflow, total <= Limits.rows else {
                throw ScriptError("\(t.text) is more rows than tableshell allows (\(formatCount(Limits.rows)) in all)", at: t)
            }
            return (s, r)
        }
    }

    static let register: Command = Command(
        name: "register",
        summary: "registerClass:forCellReuseIdentifier: (cells then come from dequeue…:forIndexPath:)",
        scriptedOnly: true,
        forms: [
            Form(Text("ID", "a reuse identifier"), Optionally(Choice("a cell style", CellStyle.self))) { ctx, id, style in
                ctx.table.register(style: style ?? .default, forCellReuseIdentifier: id)
            },
        ])
}

extension String {
    func padding(_ width: Int) -> String {
        let w = displayWidth(self)
        return w >= width ? self + " " : self + String(repeating: " ", count: width - w)
    }
}
