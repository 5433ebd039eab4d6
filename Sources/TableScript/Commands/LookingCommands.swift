import ScriptBytes
import TableEngine
import ScriptLanguage

/// `render`, `autorender`, `log`, `calls`, `state`, `visible`, `cells`,
/// `selection`: looking at the table without changing it.
enum LookingCommands {
    static let all: [Command] = [render, autorender, log, calls, state, visible, cells, selection]

    static let render: Command = Command(
        name: "render",
        summary: "draw what the screen shows now (or, with --all, the whole content)",
        details: """
        The top border says the style, the counts and the viewport's place (y from–to
        of the content height); the bottom one how much is below. Plain headers are
        rules with their title (├─ 开始 ──┤) and float at the top; footers put theirs
        on the right. Marks: ▌ selected, ░ highlighted, ⊖ ⊕ editing controls, ○ ✓ selection
        marks (allowsMultipleSelectionDuringEditing), ≡ reorder, › disclosure, ⓘ› detail
        disclosure, ✓ checkmark, ⓘ detail, ▣ image; [Title] buttons a swipe or the Delete
        confirmation revealed, the outermost at the edge; ┆ a row a drag lifted, ┄┄ Title ┄┄
        the gap a drop would fill (insertAtDestination; insertInto highlights the row ░); an
        open context menu over the table: the row lifted in a box, its actions in another.
        A blank line above a plain header is its sectionHeaderTopPadding (22 points); the
        grouped styles draw sections as boxes, insetGrouped inset by the layout margin.
        --ascii: * ~ (-) (+) ( ) (v) = > (i)> v (i) # : ~~. --geometry adds each element's y
        and height.
        Rows off screen (with --all) show the model's content: the table has no cells
        for them.
        """,
        changesScreen: false,
        cost: .page,
        forms: [
            Form(Flag("--all"), Flag("--ascii"), Flag("--geometry"), seconds: .init { ctx, all, _, _ in Cost.page(all: all, ctx) }) { ctx, all, ascii, geometry in
                ctx.render(all: all, geometry: geometry, ascii: ascii || ctx.options.ascii)
            },
        ])

    static let autorender: Command = Command(
        name: "autorender",
        summary: "render after every command that changes the screen",
        changesScreen: false,
        forms: [Form(Choice<Bool>.onOff) { ctx, on in ctx.autorender = on }])

    static let log: Command = Command(
        name: "log",
        summary: "the callback log: on or off, Objective-C or Swift names, JSON, or only matching methods",
        details: """
        Lines: [ds] data source (and prefetch data source), [dl] delegate, [drag] drag
        delegate, [drop] drop delegate, [tv] table view method, [cell#N] cell, [nc]
        notification, [action] an action's handler, [dds] a diffable data source called
        by the app, [provider] its cell provider; then the selector, the arguments and ->
        the result. Objects without a picture of their own show as a word: session,
        configuration, animator, coordinator.
        Messages sent while another runs are indented under it.
        log unimplemented on: also the messages UIKit would have sent had the data
        source or delegate implemented the method (dimmed, or marked "(not
        implemented)" without colour; in JSON "implemented":false). They are not
        sent: UIKit goes on as it does without the method. 'implement' makes them real.
        A gesture's or an animation's scrollViewDidScroll:, sent at every frame, shows
        once, at its first frame (FIDELITY.md S-06).
        """,
        changesScreen: false,
        forms: [
            Form { ctx in ctx.writeLine("log: " + SessionCommands.logSettings(ctx)) },
            Form(Keyword("on")) { ctx, _ in ctx.log.set(ctx.log.styleWhenOn) },
            Form(Choice("a log style", LogStyle.self)) { ctx, style in ctx.log.set(style) },
            Form(Keyword("unimplemented"), Choice<Bool>.onOff) { ctx, _, on in
                ctx.log.showsUnimplemented = on
                ctx.table.reportsUnimplementedMessages = on
            },
            Form(Keyword("filter"), Text("GLOB|off", "a pattern like *Row* or off")) { ctx, _, glob in
                ctx.log.filter = glob == "off" ? nil : glob
            },
        ])

    static let calls: Command = Command(
        name: "calls",
        summary: "how many times each method was called since 'calls reset'",
        changesScreen: false,
        cost: .page,
        forms: [
            Form { ctx in
                let rows = MessageSelector.allCases.filter { ctx.log.calls(of: $0) > 0 }
                if rows.isEmpty { ctx.writeLine("no calls") }
                for s in rows {
                    let name = ctx.log.style == .swift ? s.swiftName : s.objcName
                    ctx.writeLine(String(ctx.log.calls(of: s)).leftPadded(8) + "  " + name)
                }
            },
            Form(Keyword("reset")) { ctx, _ in ctx.log.resetCounts() },
        ])

    static let state: Command = Command(
        name: "state",
        summary: "the table's state in a few lines (--json: one JSON object, docs/JSON.md)",
        changesScreen: false,
        cost: .page,
        forms: [
            Form(Flag("--json")) { ctx, json in
                if json { return ctx.writeLine(stateJSON(ctx).text) }
                for line in stateLines(ctx) { ctx.writeLine(line) }
            },
        ])

    /// What `state` prints (and `expect state contains` reads).
    static func stateLines(_ ctx: CommandContext) -> [String] {
        var lines: [String] = []
        let t = ctx.table, model = ctx.scriptedApp?.model
        lines.append("scenario: \(ctx.scenario)")
        if let dds = ctx.diffable {
            let s = dds.snapshot()
            lines.append("data source: UITableViewDiffableDataSource, snapshot of \(plural(s.numberOfSections, "section")), \(plural(s.numberOfItems, "item"))\(dds.hasPendingEdits ? " (working copy not applied)" : "")")
        }
        lines.append("style: \(t.style.rawValue)\(t.editsAllRows ? ", editing" : t.isEditing ? ", editing (swipe)" : "")")
        let modelCounts = model.map { "; model: \(plural($0.sectionCount, "section")), \(plural($0.totalRows, "row"))\(ctx.tableAgreesWithModel ? "" : " (model and table disagree)")" } ?? ""
        lines.append("table: \(plural(t.numberOfSections, "section")), \(plural(t.totalRows, "row"))" + modelCounts)
        lines.append("content: \(formatNumber(t.contentHeight)) pt; viewport: y \(formatNumber(t.contentOffset)), height \(formatNumber(t.viewportHeight))")
        let adjusted = t.adjustedContentInset
        if adjusted != .zero || t.contentInset != .zero || t.contentOffset < t.minContentOffset || t.contentOffset > t.maxContentOffset {
            func both(_ i: VerticalInsets) -> String { "top \(formatNumber(i.top)), bottom \(formatNumber(i.bottom))" }
            lines.append("insets: contentInset \(both(t.contentInset)); adjusted \(both(adjusted)); offset range \(formatNumber(t.minContentOffset)) to \(formatNumber(t.maxContentOffset))")
        }
        let visible = t.visibleRows
        lines.append("visible: \(visible.isEmpty ? "none" : "\(visible.first!)–\(visible.last!) (\(plural(visible.count, "row")))")")
        lines.append("selected: \(t.indexPathsForSelectedRows.isEmpty ? "none" : t.indexPathsForSelectedRows.map(\.description).joined(separator: " "))")
        let prepared = t.preparedCells.map(\.indexPath)
        let preparedText = prepared.isEmpty ? "" : "\(prepared.count) prepared (\(prepared.map(\.description).joined(separator: " "))), "
        lines.append("cells: \(t.cellsInExistence) in existence (\(visible.count) on screen, \(preparedText)\(t.cellsInExistence - visible.count - prepared.count) pooled), \(t.cellsCreated) created")
        if t.openUpdateBlocks > 0 { lines.append("update blocks open: \(t.openUpdateBlocks)") }
        if let menu = t.contextMenu {
            lines.append("context menu: \(menu.indexPath.map { "on \($0)" } ?? "without its row"): " + menu.actions.map(\.title).joined(separator: " | "))
        }
        if let drag = t.dragState {
            let over = drag.destination.map { "over \($0), proposal \(drag.proposal.operation.rawValue) \(drag.proposal.intent.rawValue)" } ?? "no drop proposal (outside the table, or no drop delegate takes part)"
            lines.append("drag: \(plural(drag.items.count, "item")) from \(drag.rows.isEmpty ? "rows no longer known" : drag.rows.map(\.description).joined(separator: " ")), \(over)")
        }
        return lines
    }

    static let visible: Command = Command(
        name: "visible",
        summary: "the rows on screen: index path, cell, y, height, text, accessory and state (--json)",
        changesScreen: false,
        cost: .page,
        forms: [
            Form(Flag("--json")) { ctx, json in
                let t = ctx.table
                if json {
                    let rows = try t.cellsOnScreen.map { (ip, cell) throws -> JSONValue in
                        let rect = try t.rectForRow(at: ip)
                        return .object([("indexPath", .indexPath(ip)), ("cell", .int(cell.id)), ("y", .number(rect.y)),
                                        ("height", .number(rect.height)), ("text", cell.text.map(JSONValue.string) ?? .null)]
                                       + cellState(cell))
                    }
                    return ctx.writeLine(JSONValue.object([("rows", .array(rows))]).text)
                }
                if t.cellsOnScreen.isEmpty { ctx.writeLine("no visible rows") }
                for (ip, cell) in t.cellsOnScreen {
                    let rect = try t.rectForRow(at: ip)
                    ctx.writeLine("\(ip.description.padding(8))<cell#\(cell.id)>".padding(20) + "y \(formatNumber(rect.y))".padding(10) + "h \(formatNumber(rect.height))".padding(7) + "\"\(cell.text ?? "")\"" + stateWords(cell))
                }
            },
        ])

    static let cells: Command = Command(
        name: "cells",
        summary: "cell objects in existence: on screen, prepared off screen (iOS 15), and in the reuse pool (--json)",
        changesScreen: false,
        cost: .page,
        forms: [
            Form(Flag("--json")) { ctx, json in
                let t = ctx.table
                if json {
                    let onScreen = t.cellsOnScreen.map { (ip, cell) -> JSONValue in
                        .object([("cell", .int(cell.id)), ("reuseIdentifier", cell.reuseIdentifier.map(JSONValue.string) ?? .null),
                                 ("style", .string(cell.style.rawValue)), ("indexPath", .indexPath(ip))] + cellState(cell))
                    }
                    let prepared = t.preparedCells.map { (ip, cell) -> JSONValue in
                        .object([("cell", .int(cell.id)), ("indexPath", .indexPath(ip))])
                    }
                    let pool = t.reusePool.sorted { $0.key < $1.key }.map { ($0.key, JSONValue.array($0.value.map { .int($0.id) })) }
                    return ctx.writeLine(JSONValue.object([("onScreen", .array(onScreen)), ("prepared", .array(prepared)), ("reusePool", .object(pool)),
                                                           ("created", .int(t.cellsCreated))]).text)
                }
                ctx.writeLine("on screen (\(t.cellsOnScreen.count)):")
                for (ip, cell) in t.cellsOnScreen {
                    ctx.writeLine("  <cell#\(cell.id)> \(cell.reuseIdentifier.map { "\"\($0)\"" } ?? "-") \(cell.style.rawValue) at \(ip)" + stateWords(cell))
                }
                if !t.preparedCells.isEmpty {
                    ctx.writeLine("prepared, off screen (\(t.preparedCells.count)):")
                    for (ip, cell) in t.preparedCells {
                        ctx.writeLine("  <cell#\(cell.id)> \(cell.reuseIdentifier.map { "\"\($0)\"" } ?? "-") \(cell.style.rawValue) at \(ip)")
                    }
                }
                let pool = t.reusePool.sorted { $0.key < $1.key }
                ctx.writeLine("reuse pool (\(pool.reduce(0) { $0 + $1.value.count })):")
                for (id, cells) in pool {
                    ctx.writeLine("  \"\(id)\": " + cells.map { "<cell#\($0.id)>" }.joined(separator: " "))
                }
                ctx.writeLine("created so far: \(t.cellsCreated)")
            },
        ])

    /// What a cell on screen shows beyond its text, for `--json`: what
    /// `expect cell` checks.
    static func cellState(_ cell: TableViewCell) -> [(String, JSONValue)] {
        [("detail", cell.shownContent.content.detailText.map(JSONValue.string) ?? .null),
         ("configuration", cell.contentConfiguration.map { .string($0.variant.rawValue) } ?? .null),
         ("accessory", .string(DumpCommand.accessoryName(cell.accessoryType))),
         ("selected", .bool(cell.isSelected)), ("highlighted", .bool(cell.isHighlighted)), ("editing", .bool(cell.isEditing))]
    }

    /// The same in words after a row's line: `  checkmark selected`, or
    /// nothing for a plain cell.
    static func stateWords(_ cell: TableViewCell) -> String {
        var words: [String] = []
        if cell.accessoryType != .none { words.append(DumpCommand.accessoryName(cell.accessoryType)) }
        if cell.isSelected { words.append("selected") }
        if cell.isHighlighted { words.append("highlighted") }
        if cell.isEditing { words.append("editing") }
        return words.isEmpty ? "" : "  " + words.joined(separator: " ")
    }

    static let selection: Command = Command(
        name: "selection",
        summary: "indexPathsForSelectedRows (--json)",
        changesScreen: false,
        forms: [
            Form(Flag("--json")) { ctx, json in
                let s = ctx.table.indexPathsForSelectedRows
                if json { return ctx.writeLine(JSONValue.object([("selected", .indexPaths(s))]).text) }
                ctx.writeLine(s.isEmpty ? "none" : s.map(\.description).joined(separator: " "))
            },
        ])
}

extension LookingCommands {
    /// `state --json` (docs/JSON.md).
    static func stateJSON(_ ctx: CommandContext) -> JSONValue {
        let t = ctx.table, model = ctx.scriptedApp?.model
        let visible = t.visibleRows
        var fields: [(String, JSONValue)] = [
            ("scenario", .string(ctx.scenario)),
            ("style", .string(t.style.rawValue)),
            ("editing", .bool(t.editsAllRows)),
            ("table", .object([("sections", .int(t.numberOfSections)), ("rows", .int(t.totalRows))])),
            // A user's app has no model the shell knows.
            ("model", model.map { .object([("sections", .int($0.sectionCount)), ("rows", .int($0.totalRows))]) } ?? .null),
            ("agrees", .bool(ctx.tableAgreesWithModel)),
            ("contentHeight", .number(t.contentHeight)),
            ("contentOffset", .number(t.contentOffset)),
            ("viewportHeight", .number(t.viewportHeight)),
            ("contentInset", insetsJSON(t.contentInset)),
            ("adjustedContentInset", insetsJSON(t.adjustedContentInset)),
            ("offsetRange", .object([("min", .number(t.minContentOffset)), ("max", .number(t.maxContentOffset))])),
            ("visible", .object([("first", .optional(visible.first)), ("last", .optional(visible.last)), ("count", .int(visible.count))])),
            ("selected", .indexPaths(t.indexPathsForSelectedRows)),
            ("cells", .object([("inExistence", .int(t.cellsInExistence)), ("onScreen", .int(visible.count)),
                               ("prepared", .indexPaths(t.preparedCells.map(\.indexPath))),
                               ("pooled", .int(t.cellsInExistence - visible.count - t.preparedCells.count)), ("created", .int(t.cellsCreated))])),
            ("updateBlocksOpen", .int(t.openUpdateBlocks)),
        ]
        fields.append(("diffable", ctx.diffable.map { dds in
            let s = dds.snapshot()
            return .object([("sections", .int(s.numberOfSections)), ("items", .int(s.numberOfItems)), ("pendingEdits", .bool(dds.hasPendingEdits))])
        } ?? .null))
        fields.append(("swipe", t.swipedRow.map { swipe in
            .object([("indexPath", .indexPath(swipe.indexPath)), ("leading", .bool(swipe.leading)), ("buttons", .strings(swipe.titles))])
        } ?? .null))
        fields.append(("contextMenu", t.contextMenu.map { menu in
            .object([("indexPath", .optional(menu.indexPath)),
                     ("actions", .array(menu.actions.map { .object([("title", .string($0.title)), ("destructive", .bool($0.isDestructive))]) }))])
        } ?? .null))
        fields.append(("drag", t.dragState.map { drag in
            .object([("items", .int(drag.items.count)), ("rows", .indexPaths(drag.rows)), ("destination", .optional(drag.destination)),
                     ("operation", .string(drag.proposal.operation.rawValue)), ("intent", .string(drag.proposal.intent.rawValue))])
        } ?? .null))
        return .object(fields)
    }
}

extension LookingCommands {
    static func insetsJSON(_ insets: VerticalInsets) -> JSONValue {
        .object([("top", .number(insets.top)), ("bottom", .number(insets.bottom))])
    }
}

extension CommandContext {
    /// Whether the table's counts are the model's.
    var tableAgreesWithModel: Bool { scriptedApp.map { table.agrees(with: $0.model) } ?? true }
}

extension String {
    func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
