import ScriptBytes
import TableEngine
import ScriptLanguage

/// `dump [FILE]`: the table as a script that rebuilds it — its style and
/// properties, the model (sections, titles, rows and what their cells
/// show), the section index, the answers and the implemented methods.
enum DumpCommand {
    static let dump: Command = Command(
        name: "dump",
        summary: "write the table's model, answers and implemented methods as a script that rebuilds it",
        details: """
        Alone, prints the script; with FILE, writes it (atomically; ~ and paths relative
        to the script that runs 'dump'). Running it — 'tableshell FILE' or 'source FILE'
        — gives the same table, loaded afresh (reloadData): the same 'state', 'render'
        and answers as the table after 'reload'. Not written:
        what happened (selection, scroll position, cells in the reuse pool), registered
        cell classes, and the shell's own settings ('show'). At most \(formatCount(maximumRows)) rows;
        diffable tables are not dumped (their snapshot is the data: 'snapshot --json').
        """,
        changesScreen: false,
        cost: Cost(grows: true) { _, ctx in Cost.visitingEveryRow(ctx) },
        scriptedOnly: true,
        forms: [
            Form(Optionally(FileName("FILE", extensions: ["tsh"])), seconds: .init { ctx, file in
                Cost.visitingEveryRow(ctx) + (file != nil ? Budget.secondsPerFileWrite : 0)
            }) { ctx, file in
                try ctx.requireNotDiffable("dump writes a model-driven table; a diffable table's data is its snapshot ('snapshot --json')")
                guard ctx.model.totalRows <= maximumRows else {
                    throw ScriptError("dump writes a line or more a row: at most \(formatCount(maximumRows)) rows (this table has \(formatCount(ctx.model.totalRows)))", at: ctx.commandToken)
                }
                let text = script(ctx)
                guard let (path, token) = file else { return ctx.write(text) }
                let resolved = ctx.resolve(path)
                do throws(HostError) { try ctx.host.writeFileAtomically(resolved, contents: text) } catch {
                    throw ScriptError(error.message, at: token)
                }
            },
        ])

    static let maximumRows = 100_000

    package static func script(_ ctx: CommandContext) -> String {
        let app = ctx.app, model = ctx.model, table = ctx.table
        var out = "# Written by 'dump': run it ('tableshell FILE' or 'source FILE') to rebuild the table.\n"
        out += "new \(table.style.rawValue)\n"
        let skipped: Set<String> = ["width", "memoryLimit", "editing", "contentOffset"]
        // A property the table's iOS does not have yet is not written.
        for p in PropertyCommands.properties where !skipped.contains(p.name) && PropertyCommands.has(p.since, ctx) {
            // What 'get' adds in brackets (what automatic means now) is not typed.
            let value = p.get(ctx).split(separator: " (", maxSplits: 1).first.map(String.init) ?? ""
            out += "set \(p.name) \(value)\n"
        }
        for (selector, rule) in app.answers.all {
            let scope = rule.scope.description
            out += "answer \(selector.shortName)\(scope.isEmpty ? "" : " " + scope) = \(rule.source)\n"
        }
        let implemented = app.implemented.sorted()
        let removed = ScriptedDataSource.defaultMethods.subtracting(app.implemented).sorted()
        if !implemented.isEmpty || !removed.isEmpty {
            out += "implement " + (implemented.map { "+" + $0.shortName } + removed.map { "-" + $0.shortName }).joined(separator: " ") + "\n"
        }
        // The model first, without telling the table ('data'); then one reload.
        out += "data delete section 0\n"
        for s in 0..<model.sectionCount {
            out += "data insert section \(s)" + (model.sections.title(s).map { " " + word($0) } ?? "")
                + (model.sections.title(s, footer: true).map { " --footer " + word($0) } ?? "") + "\n"
            let rows = model.rowCount(s)
            var r = 0
            while r < rows {
                let chunk = r..<min(rows, r + 20)
                out += "data insert \(s).\(r) " + chunk.map { word(model.item(at: TableIndexPath(s, $0)).text) }.joined(separator: " ") + "\n"
                r = chunk.upperBound
            }
            for r in 0..<rows {
                let settings = itemSettings(model.item(at: TableIndexPath(s, r)), app)
                if !settings.isEmpty { out += "data item \(s).\(r) " + settings.joined(separator: " ") + "\n" }
            }
        }
        if let titles = app.indexTitles { out += "index " + titles.map { word($0) }.joined(separator: " ") + "\n" }
        out += "reload\n"
        if table.editsAllRows { out += "set editing yes\n" }
        return out
    }

    /// `key=value` words that give a new table's cell what this item's
    /// shows: only what differs from a new table's defaults.
    static func itemSettings(_ item: Item, _ app: ScriptedDataSource) -> [String] {
        let c = item.content
        var out: [String] = []
        func add(_ key: String, _ value: String?) { if let value { out.append(word("\(key)=\(value)")) } }
        add("detail", c.detailText)
        add("image", c.image)
        if c.accessoryType != .none { add("accessory", accessoryName(c.accessoryType)) }
        add("accessoryView", c.accessoryView)
        if c.editingAccessoryType != .none { add("editingAccessory", accessoryName(c.editingAccessoryType)) }
        add("editingAccessoryView", c.editingAccessoryView)
        if c.indentationLevel != 0 { add("indent", String(c.indentationLevel)) }
        if c.selectionStyle != .default { add("selectionStyle", c.selectionStyle.rawValue) }
        // The cell's style and reuse identifier as the app would give them.
        let style = item.style ?? app.cellStyle
        let reuse = item.reuse ?? (style == app.cellStyle ? app.reuseIdentifier : "\(app.reuseIdentifier)-\(style.rawValue)")
        if style != .default { add("style", style.rawValue) }
        let defaultReuse = style == .default ? "Cell" : "Cell-\(style.rawValue)"
        if reuse != defaultReuse { add("reuse", reuse) }
        if item.dequeue != .automatic { add("dequeue", item.dequeue.rawValue) }
        if let c = item.configuration { add("configuration", c.rawValue) }
        if let b = item.background { add("background", b.rawValue) }
        return out
    }

    static func accessoryName(_ a: AccessoryType) -> String {
        switch a {
        case .none: "none"
        case .disclosureIndicator: "disclosure"
        case .detailDisclosureButton: "detail-disclosure"
        case .checkmark: "checkmark"
        case .detailButton: "detail"
        }
    }

    /// A word as a script reads it back: quoted (with escapes) unless it is
    /// plain.
    package static func word(_ text: String, always: Bool = false) -> String {
        let plain = !always && !text.isEmpty && text.unicodeScalars.allSatisfy { c in
            c.value > 0x20 && c.value != 0x7F && !"\"'\\;#{}[],".unicodeScalars.contains(c)
        }
        if plain { return text }
        return StringLiteral.quoted(text, .script)
    }
}
