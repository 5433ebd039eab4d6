import TableEngine
import TableRender

/// `render`, `autorender`, `log`, `calls`, `state`, `visible`, `cells`,
/// `selection`: looking at the table without changing it.
enum LookingCommands {
    static let all: [Command] = [render, autorender, log, calls, state, visible, cells, selection]

    static let render = Command(
        name: "render", usage: ["render [--all] [--ascii] [--geometry]"],
        summary: "draw what the screen shows now (or, with --all, the whole content)",
        details: """
        The top border says the style, the counts and the viewport's place (y from–to
        of the content height); the bottom one how much is below. Plain headers are
        rules with their title (├─ 开始 ──┤) and float at the top; footers put theirs
        on the right. Marks: ▌ selected, ░ highlighted, ⊖ ⊕ editing controls, ≡ reorder,
        › disclosure, ⓘ› detail disclosure, ✓ checkmark, ⓘ detail, ▣ image. --ascii:
        * ~ (-) (+) = > (i)> v (i) #. --geometry adds each element's y and height.
        Rows off screen (with --all) show the model's content: the table has no cells
        for them.
        """,
        subcommands: ["--all", "--ascii", "--geometry"],
        changesScreen: false
    ) { inv in
        let all = inv.flag("--all"), ascii = inv.flag("--ascii"), geometry = inv.flag("--geometry")
        try inv.expectEnd()
        inv.shell.renderScreen(all: all, geometry: geometry, ascii: ascii || inv.shell.options.ascii)
    }

    static let autorender = Command(
        name: "autorender", usage: ["autorender on|off"],
        summary: "render after every command that changes the screen",
        subcommands: ["on", "off"], changesScreen: false
    ) { inv in
        let v = try inv.keyword("on or off", ["on", "off"])
        try inv.expectEnd()
        inv.shell.autorender = v == "on"
    }

    static let log = Command(
        name: "log", usage: ["log on|off|objc|swift|json", "log filter GLOB", "log filter off"],
        summary: "the callback log: on or off, Objective-C or Swift names, JSON, or only matching methods",
        details: """
        Lines: [ds] data source, [dl] delegate, [tv] table view method, [cell#N] cell,
        [nc] notification; then the selector, the arguments and -> the result.
        Messages sent while another runs are indented under it.
        """,
        subcommands: ["on", "off", "objc", "swift", "json", "filter"], changesScreen: false
    ) { inv in
        let shell = inv.shell
        let what = try inv.keyword("on, off, objc, swift, json or filter", ["on", "off", "objc", "swift", "json", "filter"])
        switch what {
        case "filter":
            let glob = try inv.nextText("a pattern like *Row* or off")
            try inv.expectEnd()
            shell.logFilter = glob == "off" ? nil : glob
        case "on":
            try inv.expectEnd()
            shell.logStyle = shell.options.log == .off ? .objc : shell.options.log
        default:
            try inv.expectEnd()
            shell.logStyle = LogStyle(rawValue: what)!
            if what != "off" { shell.options.log = shell.logStyle }
        }
    }

    static let calls = Command(
        name: "calls", usage: ["calls", "calls reset"],
        summary: "how many times each method was called since 'calls reset'",
        subcommands: ["reset"], changesScreen: false
    ) { inv in
        let shell = inv.shell
        if inv.take("reset") {
            try inv.expectEnd()
            shell.callCounts = Array(repeating: 0, count: shell.callCounts.count)
            return
        }
        try inv.expectEnd()
        let rows = Selector.allCases.filter { shell.callCounts[$0.rawValue] > 0 }
        if rows.isEmpty { shell.writeLine("no calls") }
        for s in rows {
            let name = shell.logStyle == .swift ? s.swiftName : s.objcName
            shell.writeLine(String(shell.callCounts[s.rawValue]).leftPadded(8) + "  " + name)
        }
    }

    static let state = Command(
        name: "state", usage: ["state"],
        summary: "the table's state in a few lines", changesScreen: false
    ) { inv in
        try inv.expectEnd()
        let shell = inv.shell, t = shell.table
        shell.writeLine("scenario: \(shell.scenario)")
        shell.writeLine("style: \(t.style.rawValue)\(t.isEditing ? ", editing" : "")")
        shell.writeLine("table: \(plural(t.numberOfSections, "section")), \(plural(t.totalRows, "row")); model: \(plural(shell.model.sectionCount, "section")), \(plural(shell.model.totalRows, "row"))\(shell.tableAgreesWithModel ? "" : " (model and table disagree)")")
        shell.writeLine("content: \(formatNumber(t.contentHeight)) pt; viewport: y \(formatNumber(t.contentOffset)), height \(formatNumber(t.viewportHeight))")
        let visible = t.indexPathsForVisibleRows
        shell.writeLine("visible: \(visible.isEmpty ? "none" : "\(visible.first!)–\(visible.last!) (\(plural(visible.count, "row")))")")
        shell.writeLine("selected: \(t.indexPathsForSelectedRows.isEmpty ? "none" : t.indexPathsForSelectedRows.map(\.description).joined(separator: " "))")
        shell.writeLine("cells: \(t.cellsInExistence) in existence (\(visible.count) on screen, \(t.cellsInExistence - visible.count) pooled), \(t.cellsCreated) created")
        if t.openUpdateBlocks > 0 { shell.writeLine("update blocks open: \(t.openUpdateBlocks)") }
    }

    static let visible = Command(
        name: "visible", usage: ["visible"],
        summary: "the rows on screen: index path, cell, y, height, text", changesScreen: false
    ) { inv in
        try inv.expectEnd()
        let t = inv.shell.table
        if t.visibleCells.isEmpty { inv.shell.writeLine("no visible rows") }
        for (ip, cell) in t.visibleCells {
            let rect = try t.rectForRow(at: ip)
            inv.shell.writeLine("\(ip.description.padding(8))<cell#\(cell.id)>".padding(20) + "y \(formatNumber(rect.y))".padding(10) + "h \(formatNumber(rect.height))".padding(7) + "\"\(cell.text ?? "")\"")
        }
    }

    static let cells = Command(
        name: "cells", usage: ["cells"],
        summary: "cell objects in existence: on screen, and in the reuse pool", changesScreen: false
    ) { inv in
        try inv.expectEnd()
        let shell = inv.shell, t = shell.table
        shell.writeLine("on screen (\(t.visibleCells.count)):")
        for (ip, cell) in t.visibleCells {
            shell.writeLine("  <cell#\(cell.id)> \(cell.reuseIdentifier.map { "\"\($0)\"" } ?? "-") \(cell.style.rawValue) at \(ip)")
        }
        let pool = t.reusePool.sorted { $0.key < $1.key }
        shell.writeLine("reuse pool (\(pool.reduce(0) { $0 + $1.value.count })):")
        for (id, cells) in pool {
            shell.writeLine("  \"\(id)\": " + cells.map { "<cell#\($0.id)>" }.joined(separator: " "))
        }
        shell.writeLine("created so far: \(t.cellsCreated)")
    }

    static let selection = Command(
        name: "selection", usage: ["selection"],
        summary: "indexPathsForSelectedRows", changesScreen: false
    ) { inv in
        try inv.expectEnd()
        let s = inv.shell.table.indexPathsForSelectedRows
        inv.shell.writeLine(s.isEmpty ? "none" : s.map(\.description).joined(separator: " "))
    }
}

extension Shell {
    func renderScreen(all: Bool, geometry: Bool, ascii: Bool) {
        var o = RenderOptions()
        o.width = options.width
        o.ascii = ascii
        o.color = options.color
        o.all = all
        o.geometry = geometry
        let model = self.model, ds = dataSource, table = self.table
        let offscreen = OffscreenContent(
            row: { ip in
                guard model.contains(ip) else { return nil }
                let item = model.item(at: ip)
                let cell = TableViewCell(style: item.style ?? ds.cellStyle)
                ds.configure(cell, item)
                return (cell.style, cell.content)
            },
            header: { s in ds.responds(to: .titleForHeader) ? ds.tableView(table, titleForHeaderInSection: s) : nil },
            footer: { s in ds.responds(to: .titleForFooter) ? ds.tableView(table, titleForFooterInSection: s) : nil })
        write(TableRenderer.render(table, options: o, offscreen: offscreen))
    }

    /// Whether the table's counts are the model's.
    var tableAgreesWithModel: Bool {
        guard table.numberOfSections == model.sectionCount else { return false }
        for s in 0..<model.sectionCount where table.rowCount(s) != model.rowCount(s) { return false }
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
