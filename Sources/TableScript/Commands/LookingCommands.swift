import TableEngine
import TableRender

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
            Form(Flag("--all"), Flag("--ascii"), Flag("--geometry")) { ctx, all, ascii, geometry in
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
        """,
        changesScreen: false,
        forms: [
            Form(Keyword("on")) { ctx, _ in ctx.log.set(ctx.log.styleWhenOn) },
            Form(Choice("a log style", LogStyle.self)) { ctx, style in ctx.log.set(style) },
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
                let rows = Selector.allCases.filter { ctx.log.calls(of: $0) > 0 }
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
        summary: "the table's state in a few lines",
        changesScreen: false,
        cost: .page,
        forms: [
            Form { ctx in
                for line in stateLines(ctx) { ctx.writeLine(line) }
            },
        ])

    /// What `state` prints (and `expect state contains` reads).
    static func stateLines(_ ctx: CommandContext) -> [String] {
        var lines: [String] = []
        let t = ctx.table, model = ctx.model
        lines.append("scenario: \(ctx.scenario)")
        if let dds = ctx.diffable {
            let s = dds.snapshot()
            lines.append("data source: UITableViewDiffableDataSource, snapshot of \(plural(s.numberOfSections, "section")), \(plural(s.numberOfItems, "item"))\(dds.hasPendingEdits ? " (working copy not applied)" : "")")
        }
        lines.append("style: \(t.style.rawValue)\(t.editsAllRows ? ", editing" : t.isEditing ? ", editing (swipe)" : "")")
        lines.append("table: \(plural(t.numberOfSections, "section")), \(plural(t.totalRows, "row")); model: \(plural(model.sectionCount, "section")), \(plural(model.totalRows, "row"))\(ctx.tableAgreesWithModel ? "" : " (model and table disagree)")")
        lines.append("content: \(formatNumber(t.contentHeight)) pt; viewport: y \(formatNumber(t.contentOffset)), height \(formatNumber(t.viewportHeight))")
        let visible = t.indexPathsForVisibleRows
        lines.append("visible: \(visible.isEmpty ? "none" : "\(visible.first!)–\(visible.last!) (\(plural(visible.count, "row")))")")
        lines.append("selected: \(t.indexPathsForSelectedRows.isEmpty ? "none" : t.indexPathsForSelectedRows.map(\.description).joined(separator: " "))")
        lines.append("cells: \(t.cellsInExistence) in existence (\(visible.count) on screen, \(t.cellsInExistence - visible.count) pooled), \(t.cellsCreated) created")
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
        summary: "the rows on screen: index path, cell, y, height, text",
        changesScreen: false,
        cost: .page,
        forms: [
            Form { ctx in
                let t = ctx.table
                if t.visibleCells.isEmpty { ctx.writeLine("no visible rows") }
                for (ip, cell) in t.visibleCells {
                    let rect = try t.rectForRow(at: ip)
                    ctx.writeLine("\(ip.description.padding(8))<cell#\(cell.id)>".padding(20) + "y \(formatNumber(rect.y))".padding(10) + "h \(formatNumber(rect.height))".padding(7) + "\"\(cell.text ?? "")\"")
                }
            },
        ])

    static let cells: Command = Command(
        name: "cells",
        summary: "cell objects in existence: on screen, and in the reuse pool",
        changesScreen: false,
        cost: .page,
        forms: [
            Form { ctx in
                let t = ctx.table
                ctx.writeLine("on screen (\(t.visibleCells.count)):")
                for (ip, cell) in t.visibleCells {
                    ctx.writeLine("  <cell#\(cell.id)> \(cell.reuseIdentifier.map { "\"\($0)\"" } ?? "-") \(cell.style.rawValue) at \(ip)")
                }
                let pool = t.reusePool.sorted { $0.key < $1.key }
                ctx.writeLine("reuse pool (\(pool.reduce(0) { $0 + $1.value.count })):")
                for (id, cells) in pool {
                    ctx.writeLine("  \"\(id)\": " + cells.map { "<cell#\($0.id)>" }.joined(separator: " "))
                }
                ctx.writeLine("created so far: \(t.cellsCreated)")
            },
        ])

    static let selection: Command = Command(
        name: "selection",
        summary: "indexPathsForSelectedRows",
        changesScreen: false,
        forms: [
            Form { ctx in
                let s = ctx.table.indexPathsForSelectedRows
                ctx.writeLine(s.isEmpty ? "none" : s.map(\.description).joined(separator: " "))
            },
        ])
}

extension Shell {
    /// Draws the table; rows off screen show the model's content.
    func renderScreen(all: Bool, geometry: Bool, ascii: Bool) {
        output.write(renderedScreen(all: all, geometry: geometry, ascii: ascii, color: options.color))
    }

    /// The drawing `render` prints.
    func renderedScreen(all: Bool, geometry: Bool, ascii: Bool, color: Bool) -> String {
        var o = RenderOptions()
        o.width = options.width
        o.ascii = ascii
        o.color = color
        o.all = all
        o.geometry = geometry
        let model = app.model, ds = app, table = self.table
        let offscreen = OffscreenContent(
            row: { ip in
                guard model.contains(ip) else { return nil }
                let item = model.item(at: ip)
                let cell = TableViewCell(style: item.style ?? ds.cellStyle)
                ds.configure(cell, item)
                return (cell.style, cell.content)
            },
            title: { edge, s in
                guard let ds = table.dataSource else { return nil }
                switch edge {
                case .header: return ds.responds(to: .titleForHeader) ? ds.tableView(table, titleForHeaderInSection: s) : nil
                case .footer: return ds.responds(to: .titleForFooter) ? ds.tableView(table, titleForFooterInSection: s) : nil
                }
            })
        return TableRenderer.render(table, options: o, offscreen: offscreen)
    }

}

extension CommandContext {
    /// Whether the table's counts are the model's.
    var tableAgreesWithModel: Bool { table.agrees(with: model) }
}

extension TableView {
    /// Whether the table's counts are the model's.
    func agrees(with model: Model) -> Bool {
        guard numberOfSections == model.sectionCount else { return false }
        for s in 0..<model.sectionCount where rowCount(s) != model.rowCount(s) { return false }
        return true
    }
}

extension String {
    func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}

/// "1 row", "2 rows".
func plural(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
