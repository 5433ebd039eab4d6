import TableEngine

/// `scroll`, `fling`: move the viewport as a finger or the app does.
enum ScrollCommands {
    static let scroll: Command = Command(
        name: "scroll",
        summary: "scroll the table: cells come on and off screen",
        details: """
        'scroll by DY' is a finger's drag that stops before it lifts:
        scrollViewWillBeginDragging:, a frame for each screen of the way (scrollViewDidScroll:,
        then the layout pass: rows passed get cells),
        scrollViewWillEndDragging:withVelocity:targetContentOffset: (velocity {0, 0}; an answer
        moves the target, and the content decelerates to it),
        scrollViewDidEndDragging:willDecelerate:NO (FIDELITY.md S-07; a frame per screen is
        tableshell's choice). 'scroll to' is scrollToRowAtIndexPath:atScrollPosition:animated:
        (default position none: just enough to show the row): without 'animated', one
        scrollViewDidScroll: inside the call, before the new rows' cells — the scroll view's
        rule, though Apple's scrollToRow page says it sends none (S-10, inferred); with
        'animated', 18 frames over 0.3 s after the command, each scrollViewDidScroll: and a
        layout pass, then scrollViewDidEndScrollingAnimation: (S-09; the duration is a choice).
        'offset', 'top' and 'bottom' move a finger's way in one step (one scrollViewDidScroll:,
        no dragging messages). A finger ends in the scrollable range, -adjustedContentInset.top
        to the end of the content plus the bottom inset ('set contentOffset' is the app's, kept
        as set; S-03, S-04). See also 'fling' and 'tap statusbar'.
        """,
        cost: .layout,
        forms: [
            Form(Keyword("to"), IndexPathArgument(), Optionally(Choice("a scroll position", ScrollPosition.self)), Optionally(Keyword("animated")),
                 seconds: .init { _, _, _, _, animated in Double(animated != nil ? TableView.animationFrames + 1 : 1) * Budget.secondsPerPage }) {
                ctx, _, ip, position, animated in
                try ctx.table.scrollToRow(at: ip, at: position ?? .none, animated: animated != nil)
            },
            Form(Keyword("by"), Number("DY", "a distance in points"),
                 seconds: .init { ctx, _, dy in dragFrames(dy, ctx.table) * Budget.secondsPerPage }) { ctx, _, dy in try ctx.table.scroll(by: dy) },
            Form(Keyword("offset"), Number("Y", "an offset in points")) { ctx, _, y in try ctx.table.scroll(to: y) },
            Form(Keyword("top")) { ctx, _ in try ctx.table.scroll(to: ctx.table.minContentOffset) },
            Form(Keyword("bottom")) { ctx, _ in try ctx.table.scrollToBottom() },
        ])

    static let fling: Command = Command(
        name: "fling",
        summary: "flick the table: it goes on moving, slowing down, after the finger lifts",
        details: """
        'fling DY': the finger drags for a frame and lifts moving at the speed that carries the
        content about DY points on as it slows (UIKit's projection at decelerationRate, 0.998 a
        millisecond: speed x rate / (1 - rate)). Messages: scrollViewWillBeginDragging:,
        scrollViewDidScroll: for the finger's frame,
        scrollViewWillEndDragging:withVelocity:targetContentOffset: (velocity in points per
        millisecond; the target the velocity projects, within the scrollable range — an answer
        moves it: 'answer scrollViewWillEndDragging = 440'),
        scrollViewDidEndDragging:willDecelerate:YES, scrollViewWillBeginDecelerating:, a
        scrollViewDidScroll: and a layout pass every 1/60 s until the speed is under 0.5 points
        a second (rows passed between frames get no cell), scrollViewDidEndDecelerating:
        (FIDELITY.md S-08; the resting speed, 60 Hz and frames of at least a point are
        tableshell's choices). A fling that cannot move the content sends nothing.
        """,
        cost: .layout,
        forms: [
            Form(Number("DY", "about how far the content goes on, in points"),
                 seconds: .init { _, dy in flingFrames(dy) * Budget.secondsPerPage }) { ctx, dy in try ctx.table.fling(by: dy) },
        ])

    /// The frames of a drag: one a screen, at least one, at most the engine's limit.
    static func dragFrames(_ dy: Double, _ table: TableView) -> Double {
        let screen = table.viewportHeight.isFinite && table.viewportHeight >= 1 ? table.viewportHeight : 1
        return dy.isFinite ? min(max(1, (abs(dy) / screen).rounded(.up)), Double(TableView.maximumGestureFrames)) : 1
    }

    /// The most frames a fling draws: each moves the content a point or more.
    static func flingFrames(_ dy: Double) -> Double {
        dy.isFinite ? min(abs(dy) + 2, Double(TableView.maximumGestureFrames + 1)) : 1
    }
}
