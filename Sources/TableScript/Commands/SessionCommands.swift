/// `show` and `history`: the shell's own settings, and what was typed.
enum SessionCommands {
    static let show: Command = Command(
        name: "show",
        summary: "the shell's settings (log, width, colour, errors, memory, history file)",
        details: """
        What 'log', 'set width', 'autorender', 'set memoryLimit' and the command line
        set. 'get' shows the table view's properties; 'state' the table's state.
        """,
        changesScreen: false,
        cost: .page,
        forms: [Form { ctx in ctx.write(settings(ctx)) }])

    static func settings(_ ctx: CommandContext) -> String {
        let o = ctx.options
        func line(_ name: String, _ value: String) -> String { "  " + name.padding(13) + value + "\n" }
        var out = "settings:\n"
        out += line("log", logSettings(ctx))
        out += line("width", "\(o.width) columns" + (o.followsTerminalWidth ? " (follows the terminal)" : ""))
        out += line("glyphs", o.ascii ? "ASCII (--ascii)" : "Unicode")
        out += line("colour", o.color ? "on" : "off (only on a terminal, never with NO_COLOR or --no-color)")
        out += line("autorender", ctx.autorender ? "on" : "off")
        out += line("echo", o.echo ? "on" : "off")
        out += line("errors", o.bail && !o.interactive ? "stop the script (--bail)" : o.interactive ? "reported; the session goes on" : "reported; the script goes on (--keep-going)")
        out += line("memoryLimit", Budget.format(bytes: ctx.budget.memoryLimit))
        out += line("table", ctx.scenario)
        out += line("history", ctx.prompt.historyFile ?? "none (kept only at the prompt)")
        return out
    }

    /// How the log prints: `log` alone.
    static func logSettings(_ ctx: CommandContext) -> String {
        let log = ctx.log
        return log.style.rawValue + (log.style == .off ? " (log on: \(log.styleWhenOn.rawValue))" : "")
            + ", filter " + (log.filter ?? "off") + ", unimplemented " + (log.showsUnimplemented ? "on" : "off")
    }

    static let history: Command = Command(
        name: "history",
        summary: "the lines typed at the prompt, oldest first (alone: the last 20)",
        details: "Kept across sessions in $XDG_STATE_HOME/tableshell/history (by default ~/.local/state/tableshell/history), 1000 lines. Up and Down recall them; Ctrl-R searches them: type to narrow the search, Ctrl-R again for an older line, Enter runs the line found, Ctrl-G puts back the line you had.",
        changesScreen: false,
        cost: .page,
        forms: [
            Form { ctx in try show(ctx, last: 20) },
            Form(Keyword("all")) { ctx, _ in try show(ctx, last: nil) },
            Form(Integer("N", "a number of lines", 1...100_000)) { ctx, n in try show(ctx, last: n) },
        ])

    private static func show(_ ctx: CommandContext, last: Int?) throws(ScriptError) {
        guard let lines = ctx.prompt.historyLines?() else {
            throw ScriptError("no history: it is kept only at the prompt of an interactive session", at: ctx.commandToken)
        }
        let first = last.map { max(0, lines.count - $0) } ?? 0
        for (k, line) in lines.enumerated().dropFirst(first) {
            ctx.writeLine(String(k + 1).leftPadded(5) + "  " + line)
        }
    }
}
