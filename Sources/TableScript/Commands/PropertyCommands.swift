import ScriptBytes
import TableEngine
import ScriptLanguage

/// `set NAME VALUE` / `get NAME`: the table view's properties.
enum PropertyCommands {
    static let all: [Command] = [set, get]

    /// A property: its name, what `help set` says of it, how `get` shows
    /// it, and the form `set` reads it in (its value's parameter).
    struct Property: Sendable {
        package let name: String
        let help: String
        let get: @Sendable (CommandContext) -> String
        let setForm: Form
        /// The iOS major version that has the property, if it is newer
        /// than the oldest modelled: `set` refuses it on an older table.
        let since: Int?

        init<P: Parameter>(_ name: String, _ help: String, _ value: P, since: Int? = nil,
                           get: @escaping @Sendable (CommandContext) -> String,
                           set: @escaping @Sendable (CommandContext, P.Value) throws -> Void) {
            self.name = name
            self.help = help
            self.get = get
            self.since = since
            setForm = Form(Located(Keyword(name)), value) { ctx, keyword, v in
                try requireIOS(since, name, ctx, at: keyword.token)
                try set(ctx, v)
            }
        }

        /// A property set from two values (`set contentInset TOP BOTTOM`).
        init<P1: Parameter, P2: Parameter>(_ name: String, _ help: String, _ first: P1, _ second: P2,
                                           get: @escaping @Sendable (CommandContext) -> String,
                                           set: @escaping @Sendable (CommandContext, P1.Value, P2.Value) throws -> Void) {
            self.name = name
            self.help = help
            self.get = get
            since = nil
            setForm = Form(Keyword(name), first, second) { ctx, _, a, b in try set(ctx, a, b) }
        }
    }

    /// Whether the table's iOS has a property that came with `since`.
    static func has(_ since: Int?, _ ctx: CommandContext) -> Bool {
        since.map { ctx.table.iOSVersion >= IOSVersion($0) } ?? true
    }

    /// Refuses a property the table's iOS does not have yet.
    static func requireIOS(_ since: Int?, _ name: String, _ ctx: CommandContext, at token: Token) throws {
        guard let major = since, !has(since, ctx) else { return }
        throw ScriptError("\(name) is iOS \(major) API: this table behaves as iOS \(ctx.table.iOSVersion) ('set iOSVersion \(major)' or later)", at: token)
    }

    /// Insets as `set` reads them: `TOP BOTTOM`.
    static func showInsets(_ insets: VerticalInsets) -> String {
        "\(formatNumber(insets.top)) \(formatNumber(insets.bottom))"
    }

    static func showHeight(_ d: Double) -> String { d == automaticDimension ? "automatic" : formatNumber(d) }
    static func yesNo(_ b: Bool) -> String { b ? "yes" : "no" }
    static let yesNo = Choice("yes or no", [("yes", true), ("no", false), ("true", true), ("false", false), ("on", true), ("off", false), ("1", true), ("0", false)], placeholder: "yes|no", offered: ["yes", "no"])

    static let properties: [Property] = [
        Property("iOSVersion", "the iOS the table behaves as, 13 to 26 (15, 16.4; default 18, or --ios): before 15, no sectionHeaderTopPadding (M-40), dragInteractionEnabled defaults to no (M-10), an unanimated diffable apply is a reloadData (D-13), plain tables show filler rows and fillerRowHeight is refused (F-01), no prepared cells: every cellForRowAtIndexPath: is followed by willDisplayCell: (P-05); before 16, selfSizingInvalidation is refused (F-02); before 16.4, counts that changed by the wrong amount give the older \"Invalid update\" reason (A-41). New tables of the session take it too. Other rules are today's at every version (FIDELITY.md V-01)",
                 Located(Text("VERSION", "an iOS version")),
                 get: { $0.table.iOSVersion.description }) { ctx, v in
            guard let version = ShellOptions.parseIOSVersion(v.value) else {
                throw ScriptError("expected an iOS version from 13 to 26, like 15 or 16.4, got '\(v.value)'", at: v.token)
            }
            ctx.options.iOSVersion = version
            ctx.table.iOSVersion = version
        },
        Property("rowHeight", "default automatic: a row's cell sizes it (44 points for a one-line cell; without estimates 44); used when heightForRow is not implemented (FIDELITY.md A-08, A-09)", Height(),
                 get: { showHeight($0.table.rowHeight) }, set: { $0.table.rowHeight = $1 }),
        Property("estimatedRowHeight", "default automatic: rows are estimated, then measured as they come on screen, each time; 0 = no estimates: every row's height is asked at reload and at every update, as before iOS 11 (FIDELITY.md A-02, A-07, A-45)", Height(),
                 get: { showHeight($0.table.estimatedRowHeight) }, set: { $0.table.estimatedRowHeight = $1 }),
        Property("sectionHeaderHeight", "default automatic: plain 28 with a title or view, grouped and insetGrouped 17.5 (38 with a title); in the grouped styles 0 means the default (FIDELITY.md A-16, A-18, A-19, M-42)", Height(edge: true),
                 get: { showHeight($0.table.sectionHeaderHeight) }, set: { $0.table.sectionHeaderHeight = $1 }),
        Property("sectionFooterHeight", "default automatic: as sectionHeaderHeight (next reload)", Height(edge: true),
                 get: { showHeight($0.table.sectionFooterHeight) }, set: { $0.table.sectionFooterHeight = $1 }),
        Property("estimatedSectionHeaderHeight", "default automatic: headers measured as they come on screen, each time; 0 = all asked at reload (FIDELITY.md A-13)", Height(edge: true),
                 get: { showHeight($0.table.estimatedSectionHeaderHeight) }, set: { $0.table.estimatedSectionHeaderHeight = $1 }),
        Property("estimatedSectionFooterHeight", "default automatic: as estimatedSectionHeaderHeight", Height(edge: true),
                 get: { showHeight($0.table.estimatedSectionFooterHeight) }, set: { $0.table.estimatedSectionFooterHeight = $1 }),
        Property("height", "the viewport's height in points (default 440)", Located(Height(automatic: false)),
                 get: { formatNumber($0.table.viewportHeight) }) { ctx, h in
            guard h.value >= 1 else { throw ScriptError("the viewport needs a height of at least 1 point", at: h.token) }
            guard h.value <= Limits.viewportHeight else {
                throw ScriptError("a viewport taller than \(formatNumber(Limits.viewportHeight)) points would show too many cells (at most \(formatCount(Int(Limits.viewportHeight / Limits.minimumHeight))) rows on screen)", at: h.token)
            }
            ctx.table.viewportHeight = h.value
        },
        Property("width", "the rendering's width in columns; by default the terminal's, followed as it changes, until --width or 'set width' fixes it", Integer("COLUMNS", "a width in columns", 20...1000),
                 get: { String($0.options.width) }, set: { ctx, width in
                     ctx.options.width = width
                     ctx.options.followsTerminalWidth = false
                 }),
        Property("allowsSelection", "default yes", yesNo,
                 get: { yesNo($0.table.allowsSelection) }, set: { $0.table.allowsSelection = $1 }),
        Property("allowsMultipleSelection", "default no", yesNo,
                 get: { yesNo($0.table.allowsMultipleSelection) }, set: { $0.table.allowsMultipleSelection = $1 }),
        Property("allowsSelectionDuringEditing", "default no", yesNo,
                 get: { yesNo($0.table.allowsSelectionDuringEditing) }, set: { $0.table.allowsSelectionDuringEditing = $1 }),
        Property("allowsMultipleSelectionDuringEditing", "default no", yesNo,
                 get: { yesNo($0.table.allowsMultipleSelectionDuringEditing) }, set: { $0.table.allowsMultipleSelectionDuringEditing = $1 }),
        Property("sectionIndexMinimumDisplayRowCount", "the index shows only with at least this many rows (default 0)",
                 Integer("N", "a row count", 0...Limits.rows),
                 get: { String($0.table.sectionIndexMinimumDisplayRowCount) }, set: { $0.table.sectionIndexMinimumDisplayRowCount = $1 }),
        Property("separatorStyle", "none, singleLine or singleLineEtched", Choice("a separator style", SeparatorStyle.self),
                 get: { $0.table.separatorStyle.rawValue }, set: { $0.table.separatorStyle = $1 }),
        Property("sectionHeaderTopPadding", "padding above each section header (iOS 15); default automatic: 22 in plain style, 0 in grouped and insetGrouped; 0 gives the table before iOS 15, which iOSVersion 13 and 14 get; a number applies to every style (FIDELITY.md M-40, M-41)", Located(Height()), since: 15,
                 get: { ctx in
                     let t = ctx.table
                     return t.sectionHeaderTopPadding == automaticDimension ? "automatic (\(formatNumber(t.effectiveSectionHeaderTopPadding)))" : formatNumber(t.sectionHeaderTopPadding)
                 }) { ctx, h in
            guard h.value == automaticDimension || h.value >= 0 else { throw ScriptError("a padding cannot be negative (automatic or 0 and up)", at: h.token) }
            ctx.table.sectionHeaderTopPadding = h.value
        },
        Property("fillerRowHeight", "iOS 15: the empty rows a plain table shows below its last row when the content does not fill the screen; default 0: none (since iOS 15); automatic: at the last row's height, as before iOS 15 (which iOSVersion 13 and 14 get); a number: that height (FIDELITY.md F-01)",
                 Located(Height()), since: 15,
                 get: { showHeight($0.table.fillerRowHeight) }) { ctx, h in
            guard h.value == automaticDimension || h.value >= 0 else { throw ScriptError("a filler row height cannot be negative (automatic, 0 for none, or a height)", at: h.token) }
            ctx.table.fillerRowHeight = h.value
        },
        Property("selfSizingInvalidation", "iOS 16: disabled, enabled (default) or enabledIncludingConstraints; kept, not acted on: tableshell's cells have no intrinsic size to invalidate (FIDELITY.md F-02)",
                 Choice("a self-sizing invalidation", SelfSizingInvalidation.self), since: 16,
                 get: { $0.table.selfSizingInvalidation.rawValue }, set: { $0.table.selfSizingInvalidation = $1 }),
        Property("dragInteractionEnabled", "default yes: iPhone's default since iOS 15 (no before it, as iOSVersion 13 and 14 have it unless set); drags outside editing need it, reordering while editing does not (FIDELITY.md M-10)", yesNo,
                 get: { yesNo($0.table.dragInteractionEnabled) }, set: { $0.table.dragInteractionEnabled = $1 }),
        Property("selectionFollowsFocus", "default no (UIKit: system derived; an iPhone has no focus to follow — a choice); yes: 'focus S.R' selects the row (FIDELITY.md M-30, M-31)", yesNo,
                 get: { yesNo($0.table.selectionFollowsFocus) }, set: { $0.table.selectionFollowsFocus = $1 }),
        Property("editing", "setEditing:animated: (the same as 'edit on|off')", yesNo,
                 get: { yesNo($0.table.isEditing) }, set: { $0.table.setEditing($1, animated: true) }),
        Property("contentOffset", "the scroll position in points, kept as set even outside the scrollable range (-60 shows 60 points above the content, as an app revealing a refresh control does); a finger ('scroll') brings it back into the range: -adjustedContentInset.top to the end plus the bottom inset (FIDELITY.md S-03, S-04)", Number("Y", "an offset in points"),
                 get: { formatNumber($0.table.contentOffset) }, set: { try $0.table.setContentOffset($1) }),
        Property("contentInset", "room around the content, top and bottom, in points (default 0 0); get also shows adjustedContentInset, the inset plus the safe area unless contentInsetAdjustmentBehavior is never. Setting it leaves contentOffset where it is (FIDELITY.md S-01, S-02)",
                 Number("TOP", "a top inset in points"), Number("BOTTOM", "a bottom inset in points"),
                 get: { "\(showInsets($0.table.contentInset)) (adjustedContentInset \(showInsets($0.table.adjustedContentInset)))" },
                 set: { ctx, top, bottom in ctx.table.contentInset = VerticalInsets(top: top, bottom: bottom) }),
        Property("safeAreaInsets", "the safe area's top and bottom in points: 0 0 here, a table with no window or bars (tableshell's setting: set it for a status bar or navigation bar, e.g. 103 34); a table resting at the top stays there when it changes (FIDELITY.md S-01, S-02)",
                 Number("TOP", "a top inset in points"), Number("BOTTOM", "a bottom inset in points"),
                 get: { showInsets($0.table.safeAreaInsets) },
                 set: { ctx, top, bottom in ctx.table.safeAreaInsets = VerticalInsets(top: top, bottom: bottom) }),
        Property("contentInsetAdjustmentBehavior", "automatic (default), scrollableAxes, never or always: whether adjustedContentInset adds the safe area; a table always bounces vertically, so all but never add it (FIDELITY.md S-01)",
                 Choice("an adjustment behavior", ContentInsetAdjustmentBehavior.self),
                 get: { $0.table.contentInsetAdjustmentBehavior.rawValue }, set: { $0.table.contentInsetAdjustmentBehavior = $1 }),
        Property("prefetchingEnabled", "isPrefetchingEnabled (iOS 15), default yes: from iOS 15 the table prepares the cell of the row just past the screen's leading edge after each frame and at the end of a command (cellForRowAtIndexPath: with no willDisplayCell:; which row: reported, from decompiled UIKit; when: tableshell's choice), and keeps a cell whose row left while the row is within one row of the screen (didEndDisplayingCell: sent; coming back, willDisplayCell: again with no cellForRowAtIndexPath:; the one-row distance: reported; no message when a prepared cell goes to the pool: inferred). no: no prepared cells, every cellForRowAtIndexPath: followed by willDisplayCell:, as iOSVersion 13 and 14 have it, and no prefetchRows or cancelPrefetching (FIDELITY.md P-01 to P-05, D-35)", yesNo,
                 get: { yesNo($0.table.isPrefetchingEnabled) }, set: { $0.table.isPrefetchingEnabled = $1 }),
        Property("prefetchDistance", "rows prefetched ahead of the scroll, default 20 (tableshell's, not UIKit's: undocumented). After each scroll, rows counted across sections: the N rows ahead not yet asked for are sent to prefetchRows, nearest first, unless more than N/2 of those just ahead are; rows asked for and now more than 1.5 N rows from the screen go to cancelPrefetching. UIKit's _UITableViewPrefetchContext as decompiled, with its fallback 20 (D-31)",
                 Integer("N", "a number of rows", 1...1000),
                 get: { String($0.table.prefetchDistance) }, set: { $0.table.prefetchDistance = $1 }),
        Property("memoryLimit", "the memory the session may use (512M, 2G; default a quarter of the machine's): a command that would need more is refused, long work stops at it",
                 ByteSize(), get: { Budget.format(bytes: $0.budget.memoryLimit) }) { ctx, size in
            if let physical = ctx.host.physicalMemory, size.bytes > physical {
                throw ScriptError("\(size.token.text) is more than the machine has (\(Budget.format(bytes: physical)))", at: size.token)
            }
            if let inUse = ctx.budget.memoryInUse(fresh: true), size.bytes < inUse {
                throw ScriptError("\(size.token.text) is less than the session uses now (\(Budget.format(bytes: inUse)))", at: size.token)
            }
            ctx.budget.memoryLimit = size.bytes
        },
    ]

    static let set: Command = Command(
        name: "set",
        summary: "set a table view property (alone: the shell's settings, as 'show')",
        details: properties.map { "  \($0.name.padding(38))\($0.help)" }.joined(separator: "\n"),
        changesScreen: true,
        forms: [Form { ctx in ctx.write(SessionCommands.settings(ctx)) }] + properties.map(\.setForm))

    static let get: Command = Command(
        name: "get",
        summary: "show a table view property (alone: all of them)",
        changesScreen: false,
        cost: .page,
        forms: [
            Form { ctx in
                for p in properties { ctx.writeLine("\(p.name) = \(p.get(ctx))") }
            },
        ] + properties.map { p in
            Form(Keyword(p.name)) { ctx, _ in ctx.writeLine(p.get(ctx)) }
        })
}
