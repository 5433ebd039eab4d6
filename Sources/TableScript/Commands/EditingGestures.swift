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
                throw ScriptError("row \(ip) shows no delete control (\(controlShown(ctx.table, ip)))", at: row.token)
            }
        },
        Form(Keyword("plus"), OnScreenRow()) { ctx, _, row in
            let ip = try ctx.onScreen(row)
            try requireEditing(ctx.table, row.token)
            guard try ctx.table.tapInsertControl(at: ip) else {
                throw ScriptError("row \(ip) shows no insert control (\(controlShown(ctx.table, ip)))", at: row.token)
            }
        },
        Form(Keyword("confirm")) { ctx, _ in
            guard try ctx.table.confirmDeletion() else {
                throw ScriptError("no Delete button shows: 'tap minus S.R' while editing, or 'swipe S.R left', first", at: ctx.commandToken)
            }
        },
        Form(Keyword("accessory"), OnScreenRow()) { ctx, _, row in
            let ip = try ctx.onScreen(row)
            let shown = ctx.table.visibleCell(at: ip)!.effectiveAccessory
            switch ctx.table.tapAccessory(at: ip) {
            case .rowTap:
                let what = shown.view != nil ? "a custom accessory view" : "accessory \(shown.type.rawValue)"
                ctx.writeLine("(\(what) does not track touches: a tap on the row; see FIDELITY.md B-24)")
            case .closedRevealedButtons:
                ctx.writeLine("(the tap closed the buttons that showed; see FIDELITY.md B-55)")
            case .accessoryButton, .notOnScreen:
                break
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
        guard table.editsAllRows else {
            let swiped = table.swipedRow.map { " (a swipe has row \($0.indexPath) open, which edits that row alone)" } ?? ""
            throw ScriptError("the table is not editing its rows\(swiped): 'edit on' first", at: t)
        }
    }

    /// What the row shows where an editing control would be.
    static func controlShown(_ table: TableView, _ ip: IndexPath) -> String {
        guard let cell = table.visibleCell(at: ip) else { return "it has no cell" }
        if cell.state.isMultiselecting { return "allowsMultipleSelectionDuringEditing shows a selection check mark instead; see FIDELITY.md B-21" }
        return "its editing style is \(cell.state.editingStyle.name)"
    }

    static let edit: Command = Command(
        name: "edit",
        summary: "setEditing:animated: — editing controls, reorder controls, indentation",
        details: """
        An open swipe closes first (didEndEditingRowAtIndexPath:; B-78). Then each visible
        row is asked, row by row, canEditRowAtIndexPath: and, for a row that can be edited,
        editingStyleForRowAtIndexPath: (default delete), shouldIndentWhileEditingRowAtIndexPath:
        and canMoveRowAtIndexPath: (only when moveRowAtIndexPath:toIndexPath: is implemented:
        that is what makes a reorder control); its cell gets setEditing: with
        willTransitionToState: and didTransitionToState: (1 = ShowingEditControl). UIKit's own
        code asks before each cell's setEditing:; the archived Programming Guide says the
        cells come first (see FIDELITY.md B-27). A row that cannot be edited shows no control,
        no reorder control and is not indented (B-30, B-32); shouldIndentWhileEditing only
        matters for rows without a control, in grouped tables (B-31). With
        allowsMultipleSelectionDuringEditing, editingStyleForRowAtIndexPath: is not asked and
        rows show selection check marks (○, ✓ when selected) that taps toggle (B-21).
        Rows that come on screen later are asked too. Then: tap minus S.R (shows Delete; a
        tap anywhere hides it again, B-38), tap confirm, tap plus S.R, drag S.R to S2.R2.
        A swipe also makes 'get editing' yes, for its one row (B-43). The evidence for each
        rule: see FIDELITY.md B-21, B-26 to B-40 (docs/FIDELITY.md).
        """,
        forms: [Form(Choice<Bool>.onOff) { ctx, on in ctx.table.setEditing(on, animated: true) }])

    static let swipe: Command = Command(
        name: "swipe",
        summary: "swipe a row: swipe-to-delete, row actions or swipe action configurations",
        details: """
        A row swipes when the data source implements commitEditingStyle:forRowAtIndexPath:
        or the delegate a swipe-action method (trailing/leadingSwipeActionsConfiguration…,
        editActionsForRowAtIndexPath:), the table is not editing all its rows, and
        canEditRowAtIndexPath: says yes (B-41, B-42, B-56). left shows the trailing actions:
        trailingSwipeActionsConfiguration…, else editActionsForRowAtIndexPath:
        (UITableViewRowAction, deprecated since iOS 13), else UIKit's Delete button (needs
        commitEditingStyle: and editing style delete; also when only a leading configuration
        exists); right shows the leading ones.
        The first action of a configuration is the outermost — at the right edge for a left
        swipe — and the one a full swipe performs (B-46); full performs it when
        performsFirstActionWithFullSwipe. Then willBeginEditingRowAtIndexPath:, and the table
        is editing ('get editing' is yes) until didEndEditingRowAtIndexPath: — without showing
        any control (B-43); the swiped row is asked canEdit/editingStyle/shouldIndent/canMove
        again and its cell gets setEditing:YES, transitioning to 2 (ShowingDeleteConfirmation)
        only (B-45, B-57).
        'tap confirm' (Delete) sends commitEditingStyle: (the data source deletes the row),
        and didEndEditingRowAtIndexPath: comes after, with the row's original index path
        (B-44); a contextual action's swipe closes after its handler calls the completion
        (B-54). A tap anywhere in the table, a scroll, 'edit on|off' or 'swipe close' closes
        the swipe (didEndEditingRowAtIndexPath:) and selects nothing (B-55); reloadData ends
        it with a nil index path. Define actions with
          answer trailingSwipeActions = ["Delete:destructive", "Flag"]
        (a destructive action deletes the row; "!full" turns the full swipe off), then
        'tap action Flag' or 'tap confirm' for Delete. The evidence for each rule: see
        FIDELITY.md B-41 to B-58 (docs/FIDELITY.md).
        """,
        forms: [
            Form(Keyword("close")) { ctx, _ in ctx.table.endSwipe() },
            Form(OnScreenRow(), Choice("left or right", [("left", false), ("right", true)]), Optionally(Keyword("full"))) { ctx, row, leading, full in
                let ip = try ctx.onScreen(row)
                guard !ctx.table.editsAllRows else { throw ScriptError("rows do not swipe while the table is editing ('edit off' first; see FIDELITY.md B-56)", at: row.token) }
                if !(try ctx.table.swipe(at: ip, leading: leading, full: full != nil)) {
                    ctx.writeLine(swipeRefusal(ctx.table, ctx.app, leading: leading))
                }
            },
        ])

    static func swipeRefusal(_ table: TableView, _ app: ScriptedDataSource, leading: Bool) -> String {
        if !table.rowsCanSwipe {
            return "(the row does not move: the data source does not implement commitEditingStyle:forRowAtIndexPath: and the delegate no swipe actions)"
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
        moveRowAtIndexPath:toIndexPath: — the table moves the row itself, without asking for
        counts (B-60) — and the model takes the row out and puts it in (or, with
        'answer moveRow = exchange', swaps the two rows as seed 000's demo does, which leaves
        model and screen disagreeing when the row moved more than one place). Two rules are
        tableshell's own, with no evidence either way: a drop where the row started sends no
        moveRowAtIndexPath:toIndexPath: (B-61), and a target answer outside the table is
        ignored (B-62); see FIDELITY.md B-60 to B-62 (docs/FIDELITY.md).
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
        The edit menu is deprecated since iOS 13: UIKit replaced its three methods with
        contextMenuConfigurationForRowAtIndexPath:point:; tableshell models the iOS 12
        behaviour seed 003 observed (see FIDELITY.md B-63 to B-65). Only when the delegate
        implements shouldShowMenuForRowAtIndexPath:, canPerformAction:forRowAtIndexPath:withSender:
        and performAction:forRowAtIndexPath:withSender: (UITableView.h: "All three methods
        must be implemented"). canPerformAction is asked for cut: copy: paste: select:
        selectAll: delete:; the menu lists the ones allowed (delete: never shows), and only
        cut:, copy: and paste: reach performAction: (seed 003). Then 'menu copy'.
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
