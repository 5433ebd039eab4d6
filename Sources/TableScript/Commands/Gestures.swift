import TableEngine
import ScriptLanguage

/// What a finger does: taps, touches, and focus.
enum Gestures {
    static let all: [Command] = [select, deselect, touch, focus, pan]

    static let select: Command = Command(
        name: "select", aliases: ["tap"],
        summary: "tap a row: touch down (highlight) then up (selection messages)",
        details: """
        The row must be on screen. Touch down: shouldHighlightRowAtIndexPath: (NO ends
        the tap), setHighlighted:YES, didHighlightRowAtIndexPath:. Touch up:
        setHighlighted:NO, didUnhighlightRowAtIndexPath:, willSelectRowAtIndexPath:
        (nil cancels, another row redirects), willDeselect/didDeselect for the previous
        selection, setSelected:, didSelectRowAtIndexPath:, then
        UITableViewSelectionDidChangeNotification (see FIDELITY.md B-01 to B-18; that
        didUnhighlight comes before willSelect is inferred, B-03). A tap on the selected row
        selects it again (single selection) or deselects it (allowsMultipleSelection). While
        editing, taps select only with allowsSelectionDuringEditing or
        allowsMultipleSelectionDuringEditing; when taps cannot select, a touch sends nothing
        at all, not even shouldHighlight (B-05). While swipe buttons or a Delete confirmation
        show, a tap anywhere — on the swiped row too — only closes them: no highlight, no
        selection (B-55, B-38). selectionStyle none draws no highlight, but the row is still
        selected (B-07). Not modelled: on iPad the selected row loses its selected look while
        a finger is down on another row (B-06).
        'tap statusbar' is a tap on the status bar: with scrollsToTop on and the content not at
        the top, scrollViewShouldScrollToTop: (YES without it; NO ends it), 18 frames of
        scrollViewDidScroll: and layout to -adjustedContentInset.top, scrollViewDidScrollToTop:
        (S-11; nothing at the top, though Apple's page says it "might" be sent at once).
        Forms: tap minus|plus S.R, tap confirm, tap action TITLE (editing and swipes: see
        'help edit', 'help swipe'); on your own app (docs/UIKIT.md), tap alert TITLE (the
        alert goes, then the action's handler runs: U-07) and tap button TITLE (a navigation
        bar item's primary action; the Edit button calls setEditing:animated:); tap accessory S.R — only the detail and
        detail-disclosure buttons send accessoryButtonTappedForRowWithIndexPath: (B-23); on
        any other accessory (disclosure indicator, checkmark, none, a custom view) the tap is
        a tap on the row (B-24, B-25). The evidence for each rule: see FIDELITY.md
        (docs/FIDELITY.md).
        """,
        forms: [
            Form(OnScreenRow()) { ctx, row in try ctx.table.tap(at: try ctx.onScreen(row)) },
            // A tap on the status bar: the scroll to the top (FIDELITY.md S-11).
            Form(Keyword("statusbar"), seconds: .init { _, _ in Double(TableView.animationFrames) * Budget.secondsPerPage }) { ctx, _ in
                try ctx.table.tapStatusBar()
            },
        ] + EditingGestures.tapForms)

    static let deselect: Command = Command(
        name: "deselect",
        summary: "tap a selected row where that deselects it (multiple selection)",
        forms: [
            Form(OnScreenRow()) { ctx, row in
                let table = ctx.table, ip = try ctx.onScreen(row)
                guard table.indexPathsForSelectedRows.contains(ip) else {
                    throw ScriptError("\(ip) is not selected", at: row.token)
                }
                guard table.selectsMultipleRows else {
                    throw ScriptError("with single selection a tap on the selected row selects it again; 'set allowsMultipleSelection yes', or 'api deselectRowAtIndexPath \(ip.section).\(ip.row)'", at: row.token)
                }
                try table.tap(at: ip)
            },
        ])

    static let touch: Command = Command(
        name: "touch",
        summary: "highlighting alone: a finger down, lifted (selects), or sliding off (cancel)",
        forms: [
            Form(Keyword("down"), OnScreenRow()) { ctx, _, row in try ctx.table.touchDown(at: try ctx.onScreen(row)) },
            Form(Keyword("up")) { ctx, _ in
                guard ctx.table.touchedRow != nil else { throw ScriptError("no finger is down: 'touch down S.R' first", at: ctx.commandToken) }
                ctx.table.touchUp()
            },
            Form(Keyword("cancel")) { ctx, _ in
                guard ctx.table.touchedRow != nil else { throw ScriptError("no finger is down: 'touch down S.R' first", at: ctx.commandToken) }
                ctx.table.touchCancel()
            },
        ])

    static let focus: Command = Command(
        name: "focus",
        summary: "move focus to a row: canFocusRow, shouldUpdateFocusInContext, didUpdateFocusInContext",
        details: """
        focus S.R: canFocusRowAtIndexPath: (default yes; NO keeps focus where it is),
        shouldUpdateFocusInContext: (NO too), then didUpdateFocusInContext:withAnimationCoordinator:
        (B-72, B-73). focus table: focus moves into the table from outside it —
        indexPathForPreferredFocusedViewInTableView: names the row (asked only then, not on
        reloadData; B-74); without one, the first row on screen (tableshell's choice).
        With 'set selectionFollowsFocus yes' (default no: UIKit's is "system derived", and an
        iPhone has no focus to follow — a choice, M-30) the focused row is then selected:
        selectionFollowsFocusForRowAtIndexPath: (NO: focus only; "not called if
        selectionFollowsFocus is disabled"), then willSelect, the rest of the selection
        deselected, didSelect and the notification — when taps select, and unless the row is
        already the one selected (inferred, M-31).
        """,
        forms: [
            Form(Keyword("table")) { ctx, _ in
                if ctx.table.focusTable() == nil { ctx.writeLine("(focus did not move)") }
            },
            Form(Located(IndexPathArgument())) { ctx, row in
                let table = ctx.table, ip = row.value
                guard ip.section < table.numberOfSections, ip.row < table.rowCount(ip.section) else {
                    throw ScriptError("there is no row \(ip) in the table", at: row.token)
                }
                table.moveFocus(to: ip)
            },
        ])
}

extension Gestures {
    static let pan: Command = Command(
        name: "pan",
        summary: "a two-finger pan over rows: the multiple-selection interaction (iOS 13)",
        details: """
        pan select S.R to S2.R2: needs 'set allowsMultipleSelectionDuringEditing yes'
        (UITableView.h: "you must also set allowsMultipleSelectionDuringEditing to YES") —
        otherwise the pan scrolls. shouldBeginMultipleSelectionInteractionAtIndexPath: for the
        first row (not implemented: NO, the pan scrolls); YES: the table enters editing itself
        (setEditing:YES animated:YES — "automatically transitioned into editing mode"; an app
        that also calls setEditing: in didBegin, as Apple's sample does, changes nothing more),
        didBeginMultipleSelectionInteractionAtIndexPath:, then each row the fingers cross, in
        order, is selected (willSelect, didSelect, the notification) — or deselected when the
        first row was selected; rows already so are passed over — then
        tableViewDidEndMultipleSelectionInteraction:. The table stays editing. That the
        crossed rows get the selection messages is inferred (not found; M-27). The evidence:
        see FIDELITY.md M-25 to M-28.
        """,
        forms: [
            Form(Keyword("select"), OnScreenRow(), Keyword("to"), Located(IndexPathArgument("S2.R2", "the last row (S.R)"))) { ctx, _, row, _, to in
                let from = try ctx.onScreen(row)
                let table = ctx.table, ip = to.value
                guard ip.section >= 0, ip.section < table.numberOfSections, ip.row >= 0, ip.row < table.rowCount(ip.section) else {
                    throw ScriptError("there is no row \(ip) in the table (\(table.describeCounts(near: ip)))", at: to.token)
                }
                try requireWithinLimit(table, from, ip, to.token, what: "a pan")
                switch try table.panSelect(from: from, to: ip) {
                case .changed: break
                case .needsMultipleSelectionDuringEditing:
                    ctx.writeLine("(the pan scrolls: allowsMultipleSelectionDuringEditing is no)")
                case .declined:
                    ctx.writeLine(ctx.responds(to: .shouldBeginMultipleSelectionInteraction)
                        ? "(the pan scrolls: shouldBeginMultipleSelectionInteractionAtIndexPath: said NO)"
                        : "(the pan scrolls: shouldBeginMultipleSelectionInteractionAtIndexPath: is not implemented, which means NO)")
                }
            },
        ])
}

/// A row a finger can touch: one on screen (checked when the command
/// runs). Completion offers the rows on screen.
package struct OnScreenRow: Parameter {
    package var usage: String { "S.R" }

    package func candidates(_ context: CompletionContext) -> [String] {
        context.table.visibleRows.map { "\($0.section).\($0.row)" }
    }

    package func parse(_ cursor: inout ArgumentCursor) throws(ScriptError) -> (value: TableIndexPath, token: Token) {
        try Located(IndexPathArgument()).parse(&cursor)
    }
}

extension CommandContext {
    /// The row, which must be on screen: a finger can touch only those (the
    /// engine's own check, with the shell's way out).
    func onScreen(_ row: (value: TableIndexPath, token: Token)) throws(ScriptError) -> TableIndexPath {
        do {
            try table.requireOnScreen(row.value)
            return row.value
        } catch {
            guard case .notOnScreen = error.reason else { throw ScriptError(error.description, at: row.token) }
            throw ScriptError("\(error); 'scroll to \(row.value.section).\(row.value.row)' first", at: row.token)
        }
    }
}

/// A gesture that crosses rows one at a time (a pan, a drag) sends messages
/// for each: it may cross no more than a command may name.
func requireWithinLimit(_ table: TableView, _ a: TableIndexPath, _ b: TableIndexPath, _ t: Token, what: String) throws(ScriptError) {
    let (low, high) = a <= b ? (a, b) : (b, a)
    var crossed = 0
    if low.section == high.section {
        crossed = high.row - low.row
    } else {
        crossed = table.rowCount(low.section) - low.row + high.row
        var s = low.section + 1
        while s < high.section, crossed <= Limits.rowsNamed {
            crossed += table.rowCount(s) + 1
            s += 1
        }
    }
    guard crossed <= Limits.rowsNamed else {
        throw ScriptError("\(what) over more than \(formatCount(Limits.rowsNamed)) rows is more than tableshell allows: 'scroll' nearer first", at: t)
    }
}

extension TableView {
    /// "2 sections" or "3 rows in section 1": what a row number is measured against.
    func describeCounts(near ip: TableIndexPath) -> String {
        guard ip.section < numberOfSections else { return plural(numberOfSections, "section") }
        return "\(plural(rowCount(ip.section), "row")) in section \(ip.section)"
    }
}
