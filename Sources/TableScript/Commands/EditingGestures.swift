import TableRender
import TableEngine
import ScriptLanguage

/// Editing gestures: `edit on|off`, the `tap` forms for controls, `swipe`,
/// `drag` (reordering, and drag and drop), `longpress` and `menu`.
package enum EditingGestures {
    static let all: [Command] = [edit, swipe, drag, longpress, menu, pasteboard]

    /// `tap minus|plus|confirm|accessory|action …`, forms of `tap`.
    static let tapForms: [Form] = [
        Form(Keyword("minus"), OnScreenRow()) { ctx, _, row in
            let ip = try ctx.onScreen(row)
            try requireEditing(ctx.table, row.token)
            guard try ctx.table.tapDeleteControl(at: ip) else {
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
            switch try ctx.table.tapAccessory(at: ip) {
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
        Form(Keyword("alert"), Located(Text("TITLE", "a button's title"))) { ctx, _, title in
            try tapAppButton(.alert, title, ctx)
        },
        Form(Keyword("button"), Located(Text("TITLE", "a bar button's title"))) { ctx, _, title in
            try tapAppButton(.navigationBar, title, ctx)
        },
    ]

    /// `tap alert TITLE`, `tap button TITLE`: a button a hosted app shows
    /// around its table. (Runs on the app thread, as every command does.)
    private static func tapAppButton(_ place: AppButton.Place, _ title: (value: String, token: Token), _ ctx: CommandContext) throws {
        let what = place == .alert ? "alert" : "navigation bar"
        guard let hosted = ctx.hostedAppUnderTest else {
            throw ScriptError(place == .alert
                ? "tableshell's own app presents no alerts: 'tap alert TITLE' taps a button of an alert your own app presents (docs/UIKIT.md)"
                : "tableshell's own app has no navigation bar: 'tap button TITLE' taps a bar button of your own app (docs/UIKIT.md)",
                at: title.token)
        }
        let shown = hosted.app.buttons().filter { $0.place == place }.map(\.title)
        guard !shown.isEmpty else {
            throw ScriptError(place == .alert ? "no alert shows" : "the navigation bar shows no buttons", at: title.token)
        }
        guard shown.contains(title.value), hosted.app.tap(AppButton(place: place, title: title.value)) else {
            throw ScriptError("no button '\(title.value)'\(didYouMean(title.value, in: shown)); the \(what) shows: \(shown.joined(separator: ", "))", at: title.token)
        }
    }

    static func requireEditing(_ table: TableView, _ t: Token) throws(ScriptError) {
        guard table.editsAllRows else {
            let swiped = table.swipedRow.map { " (a swipe has row \($0.indexPath) open, which edits that row alone)" } ?? ""
            throw ScriptError("the table is not editing its rows\(swiped): 'edit on' first", at: t)
        }
    }

    /// What the row shows where an editing control would be.
    static func controlShown(_ table: TableView, _ ip: TableIndexPath) -> String {
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
                    ctx.writeLine(swipeRefusal(ctx, ip, leading: leading))
                }
            },
        ])

    /// Why a swipe left the row closed, from what the data source and
    /// delegate answered during it.
    static func swipeRefusal(_ ctx: CommandContext, _ ip: TableIndexPath, leading: Bool) -> String {
        let table = ctx.table
        if !table.rowsCanSwipe {
            return "(the row does not move: the data source does not implement commitEditingStyle:forRowAtIndexPath: and the delegate no swipe actions)"
        }
        let events = ctx.log.recent
        func answered(_ selector: MessageSelector) -> Value? {
            events.last { $0.selector == selector && !$0.isUnimplemented && $0.arguments.contains(.indexPath(ip)) }?.result
        }
        func said(_ selector: MessageSelector) -> String {
            let v = answered(selector).map { MessageLogFormatter(style: .objc).text(for: $0, asResult: true) } ?? "nil"
            return "\(selector.objcName) answered \(v) for \(ip)"
        }
        if answered(.canEditRow) == .bool(false) { return "(the row does not move: \(said(.canEditRow)))" }
        if leading {
            if !ctx.responds(to: .leadingSwipeActions) {
                return "(the row does not move: the delegate does not implement leadingSwipeActionsConfigurationForRowAtIndexPath:)"
            }
            return "(the row does not move: \(said(.leadingSwipeActions)))"
        }
        let actions: MessageSelector = ctx.responds(to: .trailingSwipeActions) ? .trailingSwipeActions : .editActionsForRow
        let first = ctx.responds(to: actions) ? "\(said(actions)), and " : ""
        if !ctx.responds(to: .commitEditingStyle) {
            return "(the row does not move: \(first)without commitEditingStyle:forRowAtIndexPath: there is no Delete button)"
        }
        if let style = answered(.editingStyleForRow), style != .symbol("delete") {
            return "(the row does not move: \(first)\(said(.editingStyleForRow)); UIKit's Delete button needs the delete style)"
        }
        if let list = answered(actions), list != .nil {
            return "(the row does not move: \(said(actions)), no actions)"
        }
        return "(the row does not move: it cannot be edited, or has no actions)"
    }

    static let drag: Command = Command(
        name: "drag",
        summary: "while editing, reorder a row; otherwise drag and drop (lift, add, over, exit, drop, cancel)",
        details: """
        While editing, drag S.R to S2.R2 reorders by the reorder control, as before iOS 11:
        canMoveRowAtIndexPath:, then targetIndexPathForMoveFromRowAtIndexPath:toProposedIndexPath:
        for each position the row passes (an answer can redirect), then on drop
        moveRowAtIndexPath:toIndexPath: — the table moves the row itself, without asking for
        counts (B-60) — and the model takes the row out and puts it in (or, with
        'answer moveRow = exchange', swaps the two rows as the edit demo does). A drop where
        the row started sends no moveRowAtIndexPath:toIndexPath: (B-61) and a target answer
        outside the table is ignored (B-62): both tableshell's own, with no evidence.

        Outside editing, drag S.R to S2.R2 is drag and drop (iOS 11): lift, carry, drop. It
        needs dragInteractionEnabled (default yes: iPhone's since iOS 15; before iOS 15 iPhone's
        was no — M-10) and a drag delegate ('implement +itemsForBeginningDragSession'; a drop
        needs +performDropWithCoordinator). The lift: itemsForBeginningDragSession:atIndexPath:
        (for each selected row when the row is selected; no items: no drag),
        dragPreviewParametersForRowAtIndexPath:, dragSessionAllowsMoveOperation:,
        dragSessionIsRestrictedToDraggingApplication:, dragSessionWillBegin:. Over the table:
        canHandleDropSession: once (NO: the drop side hears nothing more), dropSessionDidEnter:,
        then dropSessionDidUpdate:withDestinationIndexPath: for every position passed, one at a
        time; a destination is where a row would be inserted (S.R with R up to the section's
        count: its end). On release, when the last proposal is copy or move: a local move of
        one item with intent insertAtDestination, to a data source that implements
        moveRowAtIndexPath:toIndexPath:, takes the reorder path (targetIndexPathForMove…, then
        moveRow…; the table moves the row) — any other drop performDropWithCoordinator:, in
        which the scripted app inserts copies or moves the rows, then
        dropPreviewParametersForRowAtIndexPath: for the rows it inserted. Then dropSessionDidEnd:
        and dragSessionDidEnd: (the order is not documented: inferred from the drop session
        ending before the drag's, whose end waits for the drop animation — openradar 33111675;
        M-17). Answers: answer dropSessionDidUpdate = move insertAtDestination (operations
        cancel, forbidden, copy, move; intents unspecified, insertAtDestination,
        insertIntoDestination, automatic); unimplemented, the table proposes its own
        reordering when the data source can move rows, else cancel (M-14).
        Step by step: drag lift S.R, drag add S.R (itemsForAddingToDragSession:atIndexPath:point:),
        drag over S.R, drag exit (dropSessionDidExit:; drag over enters again), drag drop,
        drag cancel. The evidence for each rule: see FIDELITY.md B-60 to B-62, M-10 to M-19
        (docs/FIDELITY.md).
        """,
        forms: [
            Form(Keyword("lift"), OnScreenRow()) { ctx, _, row in
                let ip = try ctx.onScreen(row)
                try requireNoDrag(ctx, row.token)
                try requireNotEditing(ctx, row.token)
                reportLift(ctx, try ctx.table.beginDrag(at: ip))
            },
            Form(Keyword("add"), OnScreenRow()) { ctx, _, row in
                let ip = try ctx.onScreen(row)
                try requireDrag(ctx, row.token)
                if try ctx.table.addToDrag(at: ip) == 0 {
                    ctx.writeLine(ctx.responds(to: .itemsForAddingToDragSession)
                        ? "(no items added: itemsForAddingToDragSession:atIndexPath:point: gave none)"
                        : "(no items added: the drag delegate does not implement itemsForAddingToDragSession:atIndexPath:point:)")
                }
            },
            Form(Keyword("over"), Located(IndexPathArgument("S.R", "a place in the table (S.R, R up to the section's row count)"))) { ctx, _, place in
                try requireDrag(ctx, place.token)
                try requireInsertionPoint(ctx, place)
                if let from = ctx.table.dragState?.destination {
                    try requireWithinLimit(ctx.table, from, place.value, place.token, what: "a drag")
                }
                ctx.table.moveDrag(to: place.value)
            },
            Form(Keyword("exit")) { ctx, _ in
                try requireDrag(ctx, ctx.commandToken)
                ctx.table.exitDrag()
            },
            Form(Keyword("drop")) { ctx, _ in
                try requireDrag(ctx, ctx.commandToken)
                reportEnd(ctx, try ctx.table.endDrag(drop: true))
            },
            Form(Keyword("cancel")) { ctx, _ in
                try requireDrag(ctx, ctx.commandToken)
                try ctx.table.endDrag(drop: false)
            },
            Form(OnScreenRow(), Keyword("to"), Located(IndexPathArgument("S2.R2", "the destination (S.R)"))) { ctx, row, _, to in
                let from = try ctx.onScreen(row)
                if ctx.table.editsAllRows {
                    guard ctx.table.visibleCell(at: from)?.state.showsReorder == true else {
                        let why = ctx.responds(to: .moveRow) ? "canMoveRowAtIndexPath: said NO" : "the data source does not implement moveRowAtIndexPath:toIndexPath:"
                        throw ScriptError("row \(from) has no reorder control (\(why))", at: row.token)
                    }
                    if let dropped = try ctx.table.drag(from: from, to: to.value), dropped != to.value {
                        ctx.writeLine("(dropped at \(dropped))")
                    }
                    return
                }
                try requireNoDrag(ctx, row.token)
                try requireInsertionPoint(ctx, to)
                try requireWithinLimit(ctx.table, from, to.value, to.token, what: "a drag")
                let (began, end) = try ctx.table.dragAndDrop(from: from, to: to.value)
                reportLift(ctx, began, quietWhenBegun: true)
                if let end { reportEnd(ctx, end) }
            },
        ])

    static func requireDrag(_ ctx: CommandContext, _ t: Token) throws(ScriptError) {
        guard ctx.table.hasActiveDrag else { throw ScriptError("no drag is in flight: 'drag lift S.R' first", at: t) }
    }

    static func requireNoDrag(_ ctx: CommandContext, _ t: Token) throws(ScriptError) {
        guard !ctx.table.hasActiveDrag else { throw ScriptError("a drag is in flight: 'drag drop' or 'drag cancel' first", at: t) }
    }

    static func requireNotEditing(_ ctx: CommandContext, _ t: Token) throws(ScriptError) {
        guard !ctx.table.editsAllRows else {
            throw ScriptError("while editing a row moves by its reorder control: 'drag S.R to S2.R2', or 'edit off' first", at: t)
        }
    }

    static func requireInsertionPoint(_ ctx: CommandContext, _ place: (value: TableIndexPath, token: Token)) throws(ScriptError) {
        guard ctx.table.isInsertionPoint(place.value) else {
            let ip = place.value
            let counts = ip.section >= 0 && ip.section < ctx.table.numberOfSections
                ? "section \(ip.section) has \(plural(ctx.table.rowCount(ip.section), "row")): a place is 0 to \(ctx.table.rowCount(ip.section))"
                : plural(ctx.table.numberOfSections, "section")
            throw ScriptError("there is no place \(ip) in the table (\(counts))", at: place.token)
        }
    }

    static func reportLift(_ ctx: CommandContext, _ began: DragBegin, quietWhenBegun: Bool = false) {
        switch began {
        case .began(let items):
            if !quietWhenBegun { ctx.writeLine("(dragging \(plural(items, "item")))") }
        case .disabled: ctx.writeLine("(no drag: dragInteractionEnabled is no)")
        case .noDragDelegate:
            ctx.writeLine("(no drag: the table has no drag delegate — 'implement +itemsForBeginningDragSession'; to reorder, 'edit on' first)")
        case .noItems: ctx.writeLine("(no drag: itemsForBeginningDragSession:atIndexPath: gave no items)")
        case .closedRevealedButtons: ctx.writeLine("(the touch closed the buttons that showed; see FIDELITY.md B-55)")
        case .alreadyDragging: ctx.writeLine("(a drag is already in flight)")
        }
    }

    static func reportEnd(_ ctx: CommandContext, _ end: DragEnd?) {
        switch end {
        case .cancelled?: ctx.writeLine("(nothing dropped)")
        case .reordered(nil)?: ctx.writeLine("(the row stayed where it was)")
        case .reordered?, .dropped?, nil: break
        }
    }

    static let longpress: Command = Command(
        name: "longpress",
        summary: "long-press a row: its context menu (iOS 13), or the edit menu",
        details: """
        With contextMenuConfigurationForRowAtIndexPath:point: implemented the table's context
        menu interaction takes the press, and the edit menu's three methods are not asked even
        when implemented (inferred: UIKit deprecated them in favour of that method; M-02). The
        finger comes down as for a tap (shouldHighlightRow, setHighlighted:YES,
        didHighlightRow; M-03); the configuration is asked with the finger's point (the row's
        middle, x 187.5 of an iPhone's 375 points). nil: no interaction — the finger lifts as
        from a tap and the row is selected (inferred, M-04); [] (an empty configuration): it
        begins, then fails with a cancellation effect. Otherwise the touch is cancelled
        (didUnhighlightRow), previewForHighlightingContextMenuWithConfiguration:,
        willDisplayContextMenuWithConfiguration:animator:, and the menu shows over the row.
        Then 'menu TITLE', 'menu cancel' or 'menu preview'. While a row is swiped the press only
        closes the buttons (decompiled _canBeginMenuInteractionAtLocation:; M-06). Define the
        menu with
          answer contextMenuConfiguration = ["Copy", "Share", "Delete:destructive"]
        (Copy puts the row's text on the pasteboard; a destructive action deletes the row).

        Without it, the edit menu (deprecated since iOS 13; the behaviour observed on iOS 12,
        FIDELITY.md B-63 to B-65): only when the delegate implements
        shouldShowMenuForRowAtIndexPath:, canPerformAction:forRowAtIndexPath:withSender: and
        performAction:forRowAtIndexPath:withSender: (UITableView.h: "All three methods must be
        implemented"). canPerformAction is asked for cut: copy: paste: select: selectAll:
        delete:; the menu lists the ones allowed (delete: never shows), and only cut:, copy: and
        paste: reach performAction: (B-65). Then 'menu copy'. Since iOS 16 the cell presents
        that menu with its own edit-menu interaction (UIEditMenuInteraction, an app's own views'
        API, not the table's) where iOS 15 used UIMenuController; the messages are the same
        (reported from decompiled UIKit, B-89).
        """,
        forms: [
            Form(OnScreenRow()) { ctx, row in
                let ip = try ctx.onScreen(row)
                if ctx.table.contextMenu != nil { throw ScriptError("a context menu is open: 'menu cancel' first", at: row.token) }
                switch try ctx.table.pressAndHold(at: ip) {
                case .contextMenu(let titles):
                    ctx.writeLine("context menu: " + titles.joined(separator: " | "))
                case .emptyContextMenu:
                    ctx.writeLine("(the configuration has no actions: the interaction begins, then fails with a cancellation effect)")
                case .noContextMenu:
                    ctx.writeLine("(no context menu: the configuration was nil; the finger lifted as from a tap)")
                case .editMenu(let actions):
                    ctx.writeLine("menu: " + actions.map(\.rawValue).joined(separator: " "))
                case .noMenu:
                    let all = [MessageSelector.shouldShowMenuForRow, .canPerformAction, .performAction].allSatisfy { ctx.responds(to: $0) }
                    ctx.writeLine(all ? "(no menu)" : "(no menu: the delegate must implement shouldShowMenuForRow, canPerformAction and performAction for the edit menu, or contextMenuConfiguration for a context menu)")
                case .closedRevealedButtons:
                    ctx.writeLine("(the press closed the buttons that showed; see FIDELITY.md M-06)")
                }
            },
        ])

    static let menu: Command = Command(
        name: "menu",
        summary: "a context menu's action, cancel or preview; or an edit-menu item (performAction: for cut, copy, paste)",
        details: """
        A context menu: 'menu TITLE' chooses an action — willEndContextMenuInteractionWithConfiguration:animator:,
        previewForDismissingContextMenuWithConfiguration:, then the action's handler ([action]
        in the log); 'menu cancel' (a tap outside it) the same without a handler; 'menu preview'
        (a tap on the preview) willPerformPreviewActionForMenuWithConfiguration:animator:
        first. The decompiled interaction sends the configuration, preview, willDisplay and
        preview-tap messages in this order; that the handler runs after willEnd and the
        dismissing preview is inferred (M-07, M-08). Quote a title that is also a keyword:
        menu "cancel". The edit menu: 'menu copy' (cut, copy, paste reach
        performAction:forRowAtIndexPath:withSender:; the others only close it), 'menu cancel'
        closes it.
        """,
        forms: [
            Form(Keyword("cancel")) { ctx, _ in
                if try ctx.table.dismissContextMenu(.cancel) { return }
                guard ctx.table.editMenu != nil else { throw ScriptError("no menu is open: 'longpress S.R' first", at: ctx.commandToken) }
                ctx.table.dismissEditMenu()
            },
            Form(Keyword("preview")) { ctx, _ in
                guard ctx.table.contextMenu != nil else { throw ScriptError("no context menu is open: 'longpress S.R' first", at: ctx.commandToken) }
                try ctx.table.dismissContextMenu(.preview)
            },
            Form(Located(MenuItem())) { ctx, item in
                if let open = ctx.table.contextMenu {
                    guard try ctx.table.dismissContextMenu(.action(item.value)) else {
                        let titles = open.actions.map(\.title)
                        throw ScriptError("the menu has no '\(item.value)'\(didYouMean(item.value, in: titles)); it shows: \(titles.joined(separator: ", ")), or 'menu cancel', 'menu preview'", at: item.token)
                    }
                    return
                }
                guard let open = ctx.table.editMenu else { throw ScriptError("no menu is open: 'longpress S.R' first", at: item.token) }
                let shown = open.actions.map(\.rawValue).joined(separator: " ")
                guard let action = EditAction(rawValue: item.value) ?? EditAction.allCases.first(where: { $0.selector == item.value }),
                      ctx.table.performMenuAction(action) else {
                    throw ScriptError("the menu has no '\(item.value)'; it shows: \(shown)", at: item.token)
                }
            },
        ])

    /// An open menu's item: a context menu's action title, or an edit
    /// menu's action (`copy` or `copy:`). Completion offers what the open
    /// menu shows.
    package struct MenuItem: Parameter {
        package var usage: String { "TITLE" }
        package func candidates(_ context: CompletionContext) -> [String] {
            if let open = context.table.contextMenu { return open.actions.map(\.title) + ["cancel", "preview"] }
            if let open = context.table.editMenu { return open.actions.map(\.rawValue) + ["cancel"] }
            return []
        }
        package func parse(_ cursor: inout ArgumentCursor) throws(ScriptError) -> String {
            try cursor.next("a menu item").text
        }
    }

    static let pasteboard: Command = Command(
        name: "pasteboard",
        summary: "what copy: or cut: put on the pasteboard",
        changesScreen: false,
        scriptedOnly: true,
        forms: [Form { ctx in ctx.writeLine(ctx.app.pasteboard.map { "\"\($0)\"" } ?? "(empty)") }])
}
