import TableEngine
import ScriptLanguage

/// `cell S.R METHOD`: the app calls a method of the cell on screen at a row.
package enum CellCommand {
    static let cell: Command = Command(
        name: "cell",
        summary: "call a UITableViewCell method on the cell on screen at a row (setNeedsUpdateConfiguration)",
        details: """
        setNeedsUpdateConfiguration asks for the cell's configuration update (iOS 14): it
        runs at the next layout pass, here the end of the command — the automatic update
        of its configurations, then updateConfigurationUsingState: when the app's cells
        override it ('implement +updateConfigurationUsingState'), then its configurationUpdateHandler
        (FIDELITY.md C-03). Several requests before that make one update.
        """,
        forms: [
            Form(Located(IndexPathArgument()), Keyword("setNeedsUpdateConfiguration")) { ctx, row, _ in
                guard let cell = ctx.table.visibleCell(at: row.value) else {
                    throw ScriptError("row \(row.value) has no cell on screen", at: row.token)
                }
                cell.setNeedsUpdateConfiguration()
            },
        ])
}
