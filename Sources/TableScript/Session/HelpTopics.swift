/// The concepts `help NAME` explains besides the commands.
struct HelpTopic: Sendable {
    package let name: String
    package let aliases: [String]
    let summary: String
    package let text: @Sendable () -> String
}

extension Help {
    static let topics: [HelpTopic] = [
        HelpTopic(name: "indexpaths", aliases: ["index-paths", "rows"], summary: "how rows and sections are named: 0.1, [0,1], 0.*, 0.2-5") {
            """
            Index paths and rows — one grammar for every command:

              S.R or [S,R]    one row: section S, row R (0.1 is section 0's second row)
              S.*             every row of section S
              S.R-R2          rows R to R2 of section S (0.2-5)
              S.R-S2.R2       every row from one to the other, in table order
              S               a section, where a command takes sections (delete section 2)

            Numbers start at 0, as NSIndexPath's do. Gestures (tap, swipe, longpress,
            drag) need the row on screen: 'scroll to S.R' first; a row that does not
            exist is reported as such. Tab completes the index paths that exist.
            """
        },
        HelpTopic(name: "expressions", aliases: ["expression"], summary: "what 'answer' returns: values, operators, section/row/indexPath") {
            """
            Answers and expressions ('answer METHOD [WHERE] = EXPR'):

            An answer says what a data-source or delegate method returns, and makes
            the method implemented. WHERE limits it: S.R, S.*, S.R-R2, or S for
            per-section methods; a later answer wins where both apply. 'answer METHOD
            off' removes it; 'answers' lists them; 'implement' without 'answer' makes a
            method return what UIKit assumes without it.

            EXPR: integers, decimals, "strings", yes/no, nil, index paths (0.2 or
            [0,2]); names the method is asked about: section row indexPath proposed
            title index; + - * / %, == != < <= > >=, && || !, c ? a : b; and words such
            as delete insert none checkmark disclosure top middle bottom automatic.
              answer editingStyleForRow = row % 3 == 0 ? none : delete
              answer heightForRow 0.2 = 88
              answer willSelectRow 1.* = nil
              answer trailingSwipeActions = ["Delete:destructive", "Flag"]
            An answer that cannot be evaluated is reported, and UIKit's default used.
            'help answer' for each method's values; 'help implement' for the groups.
            """
        },
        HelpTopic(name: "messages", aliases: ["logging", "callbacks"], summary: "the log: [ds] [dl] [tv] [cell#N] lines, indentation, unimplemented methods") {
            """
            The log — every message between the table and its data source and delegate,
            in UIKit's order, as it happens:

              [ds] tableView:numberOfRowsInSection: 0 -> 5      data source, answer after ->
              [dl] tableView:didSelectRowAtIndexPath: [0,1]     delegate (void: no ->)
                [tv] dequeueReusableCellWithIdentifier: "Cell"  sent while the line above ran
              [cell#2] setSelected:YES animated:NO              a cell, by its number

            Also [drag] [drop] (the drag and drop delegates), [nc] notifications,
            [action] a swipe action's handler, [dds] a diffable data source.
            An app implements no optional method until told ('implement', 'answer'), so
            UIKit sends few: 'log unimplemented on' shows the messages it would have
            sent, marked (not implemented); 'implement +all' implements them all.
            'log swift' names them as Swift does, 'log json' one JSON object a line,
            'log filter *Row*' only some, 'log off' none; 'calls' counts them; 'expect
            log' checks the last command's.
            
            Prepared cells (iOS 15, FIDELITY.md P-01 to P-05): cellForRowAtIndexPath: is
            not always followed by willDisplayCell:. After each frame of a scroll and at
            the end of a command, the row just past the screen's leading edge gets its
            cell ahead, with no willDisplayCell: ('state' and 'cells' list it); a cell
            whose row just left (didEndDisplayingCell:) is kept while the row is within
            one row of the screen, and shows again with no cellForRow — a second
            willDisplay/didEndDisplaying pair for one cell. Documented: cells may be asked
            for ahead and kept; reported (decompiled UIKit): which row, the one-row
            distance; inferred: no message when a prepared cell is let go; tableshell's
            choice: when (UIKit's idle time between frames). 'set prefetchingEnabled no'
            or 'set iOSVersion 14': the older pairing, one cellForRow then one willDisplay
            for every row that shows.
            """
        },
        HelpTopic(name: "updates", aliases: ["blocks"], summary: "update blocks: begin … end, batch { … }, and what UIKit checks") {
            """
            Update blocks — several changes as one animated update:

              begin                 beginUpdates
                delete 0.1          changes collected, not applied yet
                insert 0.3 "New"
              end                   endUpdates: the model changes, the table checks
                                    and applies the whole block
              batch { delete 0.1; insert 0.3 "New" }   performBatchUpdates:completion:

            Blocks nest; the outermost 'end' applies. Inside a block the prompt shows
            it (tableshell[begin]>). UIKit's consistency check runs at the end: counts
            that do not add up raise NSInternalInconsistencyException, printed as the
            app's console would ('expect exception' checks it). 'data' changes only the
            model, to reproduce "forgot to update the table"; 'api' calls the table's
            methods without touching the model.
            """
        },
        HelpTopic(name: "walkthroughs", aliases: ["doc", "markdown"], summary: "Markdown walkthroughs that run and check themselves") {
            """
            Walkthroughs — Markdown files whose ```tableshell blocks run in one session:
            '> ' lines are commands, the lines after each its expected output ('...'
            matches any number of lines, '[..]' any text within a line).

              tableshell doc examples/*.md --check    report blocks whose output differs
              tableshell doc FILE.md --update         rewrite the output lines in place

            The examples/ directory has one per topic (reuse, editing, selection, batch
            updates, the index, swipe and menus, heights, context menus, drag and drop,
            diffable data sources). 'record FILE' at the prompt writes what you typed.
            """
        },
        HelpTopic(name: "json", aliases: [], summary: "machine-readable output: log json, state/visible/cells/selection --json") {
            """
            Machine-readable output: 'log json' prints each message as one JSON object;
            'state --json', 'visible --json', 'cells --json', 'selection --json' and
            'snapshot --json' print one JSON object each. The schema is documented in
            docs/JSON.md; fields are added, never renamed or removed. 'dump FILE'
            writes the model, answers and implemented methods as a script.
            """
        },
        HelpTopic(name: "limits", aliases: [], summary: "what tableshell refuses, and why") { limits },
    ]
}
