import TableEngine

/// Editing gestures: `edit on|off`, the `tap` forms for controls, `swipe`,
/// `drag`, `longpress` and `menu`.
enum EditingGestures {
    static let all: [Command] = [edit, swipe, drag, longpress, menu, pasteboard]

    /// `tap minus|plus|confirm|accessory|action …`, forms of `tap`.
    static let tapForms: [Form] = [
        Form(Keyword("minus"), OnScreenRow()) { ctx, _, row in
            let ip = try ctx.onScreen(row)
            try requireEditing(ctx.table, row.token)
            guard ctx.table.tapDeleteControl(at: ip) else {
                throw ScriptError("row \(ip) shows no delete control (its editing style is \(style(ctx.table, ip)))", at: row.token)
            }
        },
        Form(Keyword("plus"), OnScreenRow()) { ctx, _, row in
            let ip = try ctx.onScreen(row)
            try requireEditing(ctx.table, row.token)
            guard try ctx.table.tapInsertControl(at: ip) else {
                throw ScriptError("row \(ip) shows no insert control (its editing style is \(style(ctx.table, ip)))", at: row.token)
            }
        },
        Form(Keyword("confirm")) { ctx, _ in
            guard try ctx.table.confirmDeletion() else {
                throw ScriptError("no Delete button shows: 'tap minus S.R' while editing, or 'swipe S.R left', first", at: ctx.commandToken)
            }
        },
        Form(Keyword("accessory"), OnScreenRow()) { ctx, _, row in
            let ip = try ctx.onScreen(row)
            if !ctx.table.tapAccessory(at: ip) {
                let shown = ctx.table.visibleCell(at: ip)!.effectiveAccessory
                let what = shown.view != nil ? "a custom accessory view" : "accessory \(shown.type.rawValue)"
                ctx.writeLine("(no message: \(what) does not track taps; only detail-disclosure and detail do)")
            }
        },
        Form(Keyword("action"), Located(Text("TITLE", "an action's title"))) { ctx, _, title in
            guard let open = ctx.table.swipedRow else {
                throw ScriptError("no swipe actions show: 'swipe S.R left' first", at: title.token)
            }
            guard try ctx.table.tapSwipeAction(titled: title.value) else {
                throw ScriptError("no action '\(title.value)'\(didYouMean(title.value, in: open.titles)); the swipe shows: \(open.titles.joined(separator: ", "))", at: title.token)
            }
        },
    ]

    static func requireEditing(_ table: TableView, _ t: Token) throws(ScriptError) {
        guard table.isEditing else { throw ScriptError("the table is not editing: 'edit on' first", at: t) }
    }

    static func style(_ table: TableView, _ ip: IndexPath) -> String {
        table.visibleCell(at: ip)?.state.editingStyle.name ?? "none"
    }

    static let edit: Command = Command(
        name: "edit",
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
        forms: [Form(Choice<Bool>.onOff) { ctx, on in ctx.table.setEditing(on, animated: true) }])

    static let swipe: Command = Command(
        name: "swipe",
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
        forms: [
            Form(Keyword("close")) { ctx, _ in ctx.table.endSwipe() },
            Form(OnScreenRow(), Choice("left or right", [("left", false), ("right", true)]), Optionally(Keyword("full"))) { ctx, row, leading, full in
                let ip = try ctx.onScreen(row)
                guard !ctx.table.isEditing else { throw ScriptError("rows do not swipe while the table is editing ('edit off' first)", at: row.token) }
                if !(try ctx.table.swipe(at: ip, leading: leading, full: full != nil)) {
                    ctx.writeLine(swipeRefusal(ctx.app, leading: leading))
                }
            },
        ])

    static func swipeRefusal(_ app: ScriptedDataSource, leading: Bool) -> String {
        if !app.responds(to: .commitEditingStyle) {
            return "(the row does not move: the data source does not implement commitEditingStyle:forRowAtIndexPath:)"
        }
        if leading && !app.responds(to: .leadingSwipeActions) {
            return "(the row does not move: no leadingSwipeActionsConfigurationForRowAtIndexPath:)"
        }
        return "(the row does not move: it cannot be edited, or has no actions)"
    }

    static let drag: Command = Command(
        name: "drag",
        summary: "drag a row by its reorder control while editing",
        details: """
        canMoveRowAtIndexPath:, then targetIndexPathForMoveFromRowAtIndexPath:toProposedIndexPath:
        for each position the row passes (an answer can redirect), then on drop
        moveRowAtIndexPath:toIndexPath: — the model takes the row out and puts it in
        (or, with 'answer moveRow = exchange', swaps the two rows as seed 000's demo does,
        which leaves model and screen disagreeing when the row moved more than one place).
        """,
        forms: [
            Form(OnScreenRow(), Keyword("to"), IndexPathArgument("S2.R2", "the destination (S.R)")) { ctx, row, _, to in
                let from = try ctx.onScreen(row)
                try requireEditing(ctx.table, row.token)
                guard ctx.table.visibleCell(at: from)?.state.showsReorder == true else {
                    let why = ctx.app.responds(to: .moveRow) ? "canMoveRowAtIndexPath: said NO" : "the data source does not implement moveRowAtIndexPath:toIndexPath:"
                    throw ScriptError("row \(from) has no reorder control (\(why))", at: row.token)
                }
                if let dropped = try ctx.table.drag(from: from, to: to), dropped != to {
                    ctx.writeLine("(dropped at \(dropped))")
                }
            },
        ])

    static let longpress: Command = Command(
        name: "longpress",
        summary: "long-press a row: the edit menu (needs all three menu methods)",
        details: """
        Only when the delegate implements shouldShowMenuForRowAtIndexPath:,
        canPerformAction:forRowAtIndexPath:withSender: and
        performAction:forRowAtIndexPath:withSender: (seed 003). canPerformAction is asked
        for cut: copy: paste: select: selectAll: delete:; the menu lists the ones allowed
        (delete: never shows). Then 'menu copy'.
        """,
        forms: [
            Form(OnScreenRow()) { ctx, row in
                let ip = try ctx.onScreen(row)
                if let actions = ctx.table.longPress(at: ip) {
                    ctx.writeLine("menu: " + actions.map(\.rawValue).joined(separator: " "))
                } else {
                    let all = [Selector.shouldShowMenuForRow, .canPerformAction, .performAction].allSatisfy { ctx.app.responds(to: $0) }
                    ctx.writeLine(all ? "(no menu)" : "(no menu: the delegate must implement shouldShowMenuForRow, canPerformAction and performAction)")
                }
            },
        ])

    static let menu: Command = Command(
        name: "menu",
        summary: "tap an edit-menu item: performAction:… for cut, copy and paste only",
        forms: [
            Form(Located(menuItem)) { ctx, item in
                guard let open = ctx.table.editMenu else { throw ScriptError("no menu is open: 'longpress S.R' first", at: item.token) }
                guard ctx.table.performMenuAction(item.value) else {
                    throw ScriptError("the menu has no '\(item.value.rawValue)'; it shows: \(open.actions.map(\.rawValue).joined(separator: " "))", at: item.token)
                }
            },
        ])

    /// A displayed action by name; `copy:` (the selector) reads as `copy`.
    static let menuItem = Choice("a menu item", EditAction.allCases.filter(\.isDisplayed).flatMap { [($0.rawValue, $0), ($0.selector, $0)] },
                                 placeholder: EditAction.allCases.filter(\.isDisplayed).map(\.rawValue).joined(separator: "|"))

    static let pasteboard: Command = Command(
        name: "pasteboard",
        summary: "what copy: or cut: put on the pasteboard",
        changesScreen: false,
        forms: [Form { ctx in ctx.writeLine(ctx.app.pasteboard.map { "\"\($0)\"" } ?? "(empty)") }])
}
