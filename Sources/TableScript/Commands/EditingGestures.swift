import TableEngine

/// Editing gestures: `edit on|off`, the `tap` forms for controls, `swipe`,
/// `drag`, `longpress` and `menu`.
enum EditingGestures {
    static let all: [Command] = [edit, swipe, drag, longpress, menu, pasteboard]

    /// `tap minus|plus|confirm|accessory|action …`, dispatched from `tap`.
    static let tapForms: [String: @Sendable (inout Invocation) throws -> Void] = [
        "minus": { inv in
            _ = inv.take("minus")
            let t = inv.peek() ?? inv.commandToken
            let ip = try Gestures.onScreenRow(&inv)
            try inv.expectEnd()
            let table = inv.shell.table
            try requireEditing(table, t)
            guard table.tapDeleteControl(at: ip) else {
                throw ScriptError("row \(ip) shows no delete control (its editing style is \(style(table, ip)))", at: t)
            }
        },
        "plus": { inv in
            _ = inv.take("plus")
            let t = inv.peek() ?? inv.commandToken
            let ip = try Gestures.onScreenRow(&inv)
            try inv.expectEnd()
            let table = inv.shell.table
            try requireEditing(table, t)
            guard try table.tapInsertControl(at: ip) else {
                throw ScriptError("row \(ip) shows no insert control (its editing style is \(style(table, ip)))", at: t)
            }
        },
        "confirm": { inv in
            _ = inv.take("confirm")
            try inv.expectEnd()
            guard try inv.shell.table.confirmDeletion() else {
                throw ScriptError("no Delete button shows: 'tap minus S.R' while editing, or 'swipe S.R left', first", at: inv.commandToken)
            }
        },
        "accessory": { inv in
            _ = inv.take("accessory")
            let ip = try Gestures.onScreenRow(&inv)
            try inv.expectEnd()
            let table = inv.shell.table
            if !table.tapAccessory(at: ip) {
                let cell = table.visibleCell(at: ip)!
                let shown = cell.effectiveAccessory
                let what = shown.view != nil ? "a custom accessory view" : "accessory \(shown.type.rawValue)"
                inv.shell.writeLine("(no message: \(what) does not track taps; only detail-disclosure and detail do)")
            }
        },
        "action": { inv in
            _ = inv.take("action")
            let t = try inv.next("an action's title")
            try inv.expectEnd()
            let table = inv.shell.table
            guard let open = table.swipedRow else {
                throw ScriptError("no swipe actions show: 'swipe S.R left' first", at: t)
            }
            guard try table.tapSwipeAction(titled: t.text) else {
                throw ScriptError("no action '\(t.text)'\(didYouMean(t.text, in: open.titles)); the swipe shows: \(open.titles.joined(separator: ", "))", at: t)
            }
        },
    ]

    static func requireEditing(_ table: TableView, _ t: Token) throws(ScriptError) {
        guard table.isEditing else { throw ScriptError("the table is not editing: 'edit on' first", at: t) }
    }

    static func style(_ table: TableView, _ ip: IndexPath) -> String {
        table.visibleCell(at: ip)?.state.editingStyle.name ?? "none"
    }

    static let edit = Command(
        name: "edit", usage: ["edit on|off"],
        summary: "setEditing:animated: — editing controls, reorder controls, indentation",
        details: """
        Each visible row is asked canEditRowAtIndexPath:, editingStyleForRowAtIndexPath:
        (default delete), shouldIndentWhileEditingRowAtIndexPath: and canMoveRowAtIndexPath:
        (only when moveRowAtIndexPath:toIndexPath: is implemented: that is what makes a
        reorder control); its cell gets setEditing: with willTransitionToState: and
        didTransitionToState: (1 = ShowingEditControl). Rows that come on screen later
        are asked too. Then: tap minus S.R (shows Delete), tap confirm, tap plus S.R,
        drag S.R to S2.R2.
        """,
        subcommands: ["on", "off"]
    ) { inv in
        let on = try inv.keyword("on or off", ["on", "off"]) == "on"
        try inv.expectEnd()
        inv.shell.table.setEditing(on, animated: true)
    }

    static let swipe = Command(
        name: "swipe", usage: ["swipe S.R left|right [full]", "swipe close"],
        summary: "swipe a row: swipe-to-delete, row actions or swipe action configurations",
        details: """
        Only when the data source implements commitEditingStyle:forRowAtIndexPath:
        (seed 003). left shows the trailing actions: trailingSwipeActionsConfiguration…,
        else editActionsForRowAtIndexPath:, else UIKit's Delete button (also when only
        a leading configuration exists); right shows the leading ones. full performs the
        first action when performsFirstActionWithFullSwipe. Define actions with
          answer trailingSwipeActions = ["Delete:destructive", "Flag"]
        (a destructive action deletes the row; "!full" turns the full swipe off), then
        'tap action Flag' or 'tap confirm' for Delete. 'swipe close' ends the swipe
        (didEndEditingRowAtIndexPath:).
        """,
        subcommands: ["left", "right", "full", "close"]
    ) { inv in
        let table = inv.shell.table
        if inv.take("close") {
            try inv.expectEnd()
            table.endSwipe()
            return
        }
        let t = inv.peek() ?? inv.commandToken
        let ip = try Gestures.onScreenRow(&inv)
        let direction = try inv.keyword("left or right", ["left", "right"])
        let full = inv.take("full")
        try inv.expectEnd()
        guard !table.isEditing else { throw ScriptError("rows do not swipe while the table is editing ('edit off' first)", at: t) }
        if !(try table.swipe(at: ip, leading: direction == "right", full: full)) {
            inv.shell.writeLine(swipeRefusal(inv.shell, ip, leading: direction == "right"))
        }
    }

    static func swipeRefusal(_ shell: Shell, _ ip: IndexPath, leading: Bool) -> String {
        let ds = shell.dataSource
        if !ds.responds(to: .commitEditingStyle) {
            return "(the row does not move: the data source does not implement commitEditingStyle:forRowAtIndexPath:)"
        }
        if leading && !ds.responds(to: .leadingSwipeActions) {
            return "(the row does not move: no leadingSwipeActionsConfigurationForRowAtIndexPath:)"
        }
        return "(the row does not move: it cannot be edited, or has no actions)"
    }

    static let drag = Command(
        name: "drag", usage: ["drag S.R to S2.R2"],
        summary: "drag a row by its reorder control while editing",
        details: """
        canMoveRowAtIndexPath:, then targetIndexPathForMoveFromRowAtIndexPath:toProposedIndexPath:
        for each position the row passes (an answer can redirect), then on drop
        moveRowAtIndexPath:toIndexPath: — the model takes the row out and puts it in
        (or, with 'answer moveRow = exchange', swaps the two rows as seed 000's demo does,
        which leaves model and screen disagreeing when the row moved more than one place).
        """
    ) { inv in
        let t = inv.peek() ?? inv.commandToken
        let from = try Gestures.onScreenRow(&inv)
        _ = try inv.keyword("to", ["to"])
        let to = try inv.indexPath("the destination (S.R)")
        try inv.expectEnd()
        let table = inv.shell.table
        try requireEditing(table, t)
        guard table.visibleCell(at: from)?.state.showsReorder == true else {
            let why = inv.shell.dataSource.responds(to: .moveRow) ? "canMoveRowAtIndexPath: said NO" : "the data source does not implement moveRowAtIndexPath:toIndexPath:"
            throw ScriptError("row \(from) has no reorder control (\(why))", at: t)
        }
        if let dropped = try table.drag(from: from, to: to), dropped != to {
            inv.shell.writeLine("(dropped at \(dropped))")
        }
    }

    static let longpress = Command(
        name: "longpress", usage: ["longpress S.R"],
        summary: "long-press a row: the edit menu (needs all three menu methods)",
        details: """
        Only when the delegate implements shouldShowMenuForRowAtIndexPath:,
        canPerformAction:forRowAtIndexPath:withSender: and
        performAction:forRowAtIndexPath:withSender: (seed 003). canPerformAction is asked
        for cut: copy: paste: select: selectAll: delete:; the menu lists the ones allowed
        (delete: never shows). Then 'menu copy'.
        """
    ) { inv in
        let ip = try Gestures.onScreenRow(&inv)
        try inv.expectEnd()
        let shell = inv.shell
        if let actions = shell.table.longPress(at: ip) {
            shell.writeLine("menu: " + actions.map(\.rawValue).joined(separator: " "))
        } else {
            let ds = shell.dataSource
            let all = [Selector.shouldShowMenuForRow, .canPerformAction, .performAction].allSatisfy { ds.responds(to: $0) }
            shell.writeLine(all ? "(no menu)" : "(no menu: the delegate must implement shouldShowMenuForRow, canPerformAction and performAction)")
        }
    }

    static let menu = Command(
        name: "menu", usage: ["menu cut|copy|paste|select|selectAll"],
        summary: "tap an edit-menu item: performAction:… for cut, copy and paste only",
        subcommands: ["cut", "copy", "paste", "select", "selectAll"]
    ) { inv in
        let t = try inv.next("a menu item")
        try inv.expectEnd()
        let table = inv.shell.table
        guard let open = table.editMenu else { throw ScriptError("no menu is open: 'longpress S.R' first", at: t) }
        let name = t.text.hasSuffix(":") ? String(t.text.dropLast()) : t.text
        guard let action = EditAction(rawValue: name), table.performMenuAction(action) else {
            throw ScriptError("the menu has no '\(t.text)'; it shows: \(open.actions.map(\.rawValue).joined(separator: " "))", at: t)
        }
    }

    static let pasteboard = Command(
        name: "pasteboard", usage: ["pasteboard"],
        summary: "what copy: or cut: put on the pasteboard", changesScreen: false
    ) { inv in
        try inv.expectEnd()
        inv.shell.writeLine(inv.shell.dataSource.pasteboard.map { "\"\($0)\"" } ?? "(empty)")
    }
}
