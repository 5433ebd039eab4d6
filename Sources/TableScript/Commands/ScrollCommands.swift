import TableEngine

/// `scroll`: move the viewport.
enum ScrollCommands {
    static let all: [Command] = [scroll]

    static let scroll = Command(
        name: "scroll", usage: ["scroll to S.R [top|middle|bottom|none]", "scroll by DY", "scroll offset Y", "scroll top|bottom"],
        summary: "scroll the table: cells come on and off screen",
        details: "'scroll to' is scrollToRowAtIndexPath:atScrollPosition:animated: (default position none: just enough to show the row).",
        subcommands: ["to", "by", "offset", "top", "bottom"]
    ) { inv in
        let table = inv.shell.table
        let how = try inv.keyword("to, by, offset, top or bottom", ["to", "by", "offset", "top", "bottom"])
        switch how {
        case "to":
            let ip = try inv.indexPath()
            let position = inv.isAtEnd ? ScrollPosition.none : ScrollPosition(rawValue: try inv.keyword("a scroll position", ScrollPosition.allCases.map(\.rawValue)))!
            try inv.expectEnd()
            try table.scrollToRow(at: ip, at: position, animated: true)
        case "by":
            let dy = try inv.number("a distance in points")
            try inv.expectEnd()
            try table.scroll(by: dy)
        case "offset":
            let y = try inv.number("an offset in points")
            try inv.expectEnd()
            try table.setContentOffset(y)
        case "top":
            try inv.expectEnd()
            try table.setContentOffset(0)
        default:
            try inv.expectEnd()
            try table.scrollToBottom()
        }
    }
}
