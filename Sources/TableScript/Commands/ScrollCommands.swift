import TableEngine

/// `scroll`: move the viewport.
enum ScrollCommands {
    static let scroll: Command = Command(
        name: "scroll",
        summary: "scroll the table: cells come on and off screen",
        details: "'scroll to' is scrollToRowAtIndexPath:atScrollPosition:animated: (default position none: just enough to show the row). 'by', 'offset', 'top' and 'bottom' are a finger's: the table ends in its scrollable range, -adjustedContentInset.top to the end of the content plus the bottom inset ('set contentOffset' is the app's, kept as set; FIDELITY.md S-03, S-04).",
        cost: .layout,
        forms: [
            Form(Keyword("to"), IndexPathArgument(), Optionally(Choice("a scroll position", ScrollPosition.self))) { ctx, _, ip, position in
                try ctx.table.scrollToRow(at: ip, at: position ?? .none, animated: true)
            },
            Form(Keyword("by"), Number("DY", "a distance in points")) { ctx, _, dy in try ctx.table.scroll(by: dy) },
            Form(Keyword("offset"), Number("Y", "an offset in points")) { ctx, _, y in try ctx.table.scroll(to: y) },
            Form(Keyword("top")) { ctx, _ in try ctx.table.scroll(to: ctx.table.minContentOffset) },
            Form(Keyword("bottom")) { ctx, _ in try ctx.table.scrollToBottom() },
        ])
}
