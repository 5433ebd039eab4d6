import TableEngine

/// What a finger does: taps, touches, and focus.
enum Gestures {
    static let all: [Command] = [select, deselect, touch, focus]

    static let select = Command(
        name: "select", aliases: ["tap"],
        usage: ["select S.R (or tap S.R)", "tap minus|plus|accessory S.R", "tap confirm", "tap action TITLE"],
        summary: "tap a row: touch down (highlight) then up (selection messages)",
        details: """
        The row must be on screen. Touch down: shouldHighlightRowAtIndexPath: (NO ends
        the tap), setHighlighted:YES, didHighlightRowAtIndexPath:. Touch up:
        setHighlighted:NO, didUnhighlightRowAtIndexPath:, willSelectRowAtIndexPath:
        (nil cancels, another row redirects), willDeselect/didDeselect for the previous
        selection, setSelected:, didSelectRowAtIndexPath:, then
        UITableViewSelectionDidChangeNotification. A tap on the selected row selects it
        again (single selection) or deselects it (allowsMultipleSelection). While
        editing, taps select only with allowsSelectionDuringEditing. selectionStyle none
        draws no highlight, but the row is still selected.
        """,
        subcommands: ["minus", "plus", "confirm", "accessory", "action"]
    ) { inv in
        if let word = inv.peek()?.text, let editing = EditingGestures.tapForms[word] {
            return try editing(&inv)
        }
        let ip = try onScreenRow(&inv)
        try inv.expectEnd()
        inv.shell.table.tap(at: ip)
    }

    static let deselect = Command(
        name: "deselect", usage: ["deselect S.R"],
        summary: "tap a selected row where that deselects it (multiple selection)"
    ) { inv in
        let t = inv.peek() ?? inv.commandToken
        let ip = try onScreenRow(&inv)
        try inv.expectEnd()
        let table = inv.shell.table
        guard table.indexPathsForSelectedRows.contains(ip) else {
            throw ScriptError("\(ip) is not selected", at: t)
        }
        let multiple = table.isEditing ? table.allowsMultipleSelectionDuringEditing : table.allowsMultipleSelection
        guard multiple else {
            throw ScriptError("with single selection a tap on the selected row selects it again; 'set allowsMultipleSelection yes', or 'api deselectRowAtIndexPath \(ip.section).\(ip.row)'", at: t)
        }
        table.tap(at: ip)
    }

    static let touch = Command(
        name: "touch", usage: ["touch down S.R", "touch up", "touch cancel"],
        summary: "highlighting alone: a finger down, lifted (selects), or sliding off (cancel)",
        subcommands: ["down", "up", "cancel"]
    ) { inv in
        let table = inv.shell.table
        let what = try inv.keyword("down, up or cancel", ["down", "up", "cancel"])
        switch what {
        case "down":
            let ip = try onScreenRow(&inv)
            try inv.expectEnd()
            table.touchDown(at: ip)
        case "up":
            try inv.expectEnd()
            guard table.touchedRow != nil else { throw ScriptError("no finger is down: 'touch down S.R' first", at: inv.commandToken) }
            table.touchUp()
        default:
            try inv.expectEnd()
            guard table.touchedRow != nil else { throw ScriptError("no finger is down: 'touch down S.R' first", at: inv.commandToken) }
            table.touchCancel()
        }
    }

    static let focus = Command(
        name: "focus", usage: ["focus S.R"],
        summary: "move focus to a row: canFocusRow, shouldUpdateFocusInContext, didUpdateFocusInContext"
    ) { inv in
        let t = inv.peek() ?? inv.commandToken
        let ip = try inv.indexPath()
        try inv.expectEnd()
        let table = inv.shell.table
        guard ip.section >= 0, ip.section < table.numberOfSections, ip.row >= 0, ip.row < table.rowCount(ip.section) else {
            throw ScriptError("there is no row \(ip) in the table", at: t)
        }
        table.moveFocus(to: ip)
    }

    /// A row argument that must be on screen (a finger can only touch those).
    static func onScreenRow(_ inv: inout Invocation) throws(ScriptError) -> IndexPath {
        let t = inv.peek() ?? inv.commandToken
        let ip = try inv.indexPath()
        let table = inv.shell.table
        guard table.visibleCell(at: ip) != nil else {
            let visible = table.indexPathsForVisibleRows
            let shown = visible.isEmpty ? "no rows are on screen" : "on screen: \(visible.first!)–\(visible.last!)"
            throw ScriptError("row \(ip) is not on screen (\(shown)); 'scroll to \(ip.section).\(ip.row)' first", at: t)
        }
        return ip
    }
}
