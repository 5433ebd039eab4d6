import TableEngine
import ScriptLanguage

/// `insert`, `delete`, `move`, `reload`, `item`: change the model and tell
/// the table, as an app does.
package enum RowCommands {
    static let all: [Command] = [insert, delete, move, reload, reconfigure, item]

    /// `--animation NAME`, for the row and section commands.
    static let animation = Option("--animation", Choice("an animation", RowAnimation.self, placeholder: "NAME"))

    static let insert: Command = Command(
        name: "insert",
        summary: "insert rows (one per TEXT) or a section: the model, then insertRows/insertSections",
        details: """
        Inside begin/end or batch, S.R names the row's place after the block, as
        UIKit's insertRowsAtIndexPaths: does, and the model changes when the block
        ends. Option: --animation fade|right|left|top|bottom|none|middle|automatic.
        """,
        cost: .update,
        scriptedOnly: true,
        forms: [
            Form(animation, Keyword("section"), Located(SectionNumber()), Optionally(Text("TITLE", "a title")),
                 addsSections: 1) { ctx, animation, _, section, title in
                var batch = ModelBatch()
                batch.insertedSections.append((section.value, ctx.model.makeSection(title: title), section.token))
                if title != nil { ctx.app.implemented.insert(.titleForHeader) }
                try ctx.perform(batch) { () throws(TableViewException) in
                    try ctx.table.insertSections([section.value], with: animation ?? .automatic)
                }
            },
            Form(animation, Located(IndexPathArgument()), Texts("[TEXT…]", "a text")) { ctx, animation, start, texts in
                var batch = ModelBatch()
                var paths: [TableIndexPath] = []
                for (k, text) in (texts.isEmpty ? [""] : texts.map(\.text)).enumerated() {
                    let ip = try RowCommands.offset(start, by: k)
                    var item = ctx.model.makeItem(text)
                    if text.isEmpty { item.text = "Item \(item.id)" }
                    batch.insertedRows.append((ip, item, start.token))
                    paths.append(ip)
                }
                try ctx.perform(batch) { () throws(TableViewException) in
                    try ctx.table.insertRows(at: paths, with: animation ?? .automatic)
                }
            },
        ])

    /// The row `k` places after `start`, within tableshell's limit.
    static func offset(_ start: (value: TableIndexPath, token: Token), by k: Int) throws(ScriptError) -> TableIndexPath {
        guard start.value.row + k < Limits.rows else {
            throw ScriptError("row \(formatCount(start.value.row + k)) is past tableshell's limit (rows are numbered below \(formatCount(Limits.rows)))", at: start.token)
        }
        return TableIndexPath(start.value.section, start.value.row + k)
    }

    static let delete: Command = Command(
        name: "delete", aliases: ["remove"],
        summary: "delete rows or sections: the model, then deleteRows/deleteSections",
        details: "Index paths name rows as they are before the update (S.R, S.*, S.R-R2). Option: --animation NAME.",
        cost: .update,
        scriptedOnly: true,
        forms: [
            Form(animation, Keyword("section"), Sections()) { ctx, animation, _, sections in
                var batch = ModelBatch()
                var numbers: [Int] = []
                for (s, t) in sections where !numbers.contains(s) {
                    numbers.append(s)
                    batch.deletedSections.append((s, t))
                }
                try ctx.perform(batch) { () throws(TableViewException) in
                    try ctx.table.deleteSections(numbers, with: animation ?? .automatic)
                }
            },
            Form(animation, Rows()) { ctx, animation, rows in
                let paths = try rows.expand(sections: ctx.model.sectionCount, rowCount: ctx.model.rowCount, existing: true)
                var batch = ModelBatch()
                for (ip, t) in paths { batch.deletedRows.append((ip, t)) }
                try ctx.perform(batch) { () throws(TableViewException) in
                    try ctx.table.deleteRows(at: paths.map(\.0), with: animation ?? .automatic)
                }
            },
        ])

    static let move: Command = Command(
        name: "move",
        summary: "move a row or a section: the model, then moveRowAtIndexPath:toIndexPath:/moveSection:toSection:",
        cost: .update,
        scriptedOnly: true,
        forms: [
            Form(Keyword("section"), Located(SectionNumber()), Located(SectionNumber("S2", "the destination section"))) { ctx, _, from, to in
                var batch = ModelBatch()
                batch.movedSections.append((from.value, to.value, from.token, to.token))
                try ctx.perform(batch) { () throws(TableViewException) in try ctx.table.moveSection(from.value, toSection: to.value) }
            },
            Form(Located(IndexPathArgument("S.R", "the row to move (S.R)")), Located(IndexPathArgument("S2.R2", "its destination (S.R)"))) { ctx, from, to in
                var batch = ModelBatch()
                batch.movedRows.append((from.value, to.value, from.token, to.token))
                try ctx.perform(batch) { () throws(TableViewException) in try ctx.table.moveRow(at: from.value, to: to.value) }
            },
        ])

    static let reload: Command = Command(
        name: "reload",
        summary: "reloadData, reloadRowsAtIndexPaths: or reloadSections:",
        // With rows, an update; alone, reloadData (checked as it starts).
        cost: .update,
        forms: [
            Form(cost: .reload) { ctx in
                try ctx.requireNoOpenBlock()
                try ctx.requireReload((ctx.counts.sectionCount, ctx.counts.totalRows), for: "reload")
                try ctx.table.reloadData()
            },
            Form(animation, Keyword("section"), Sections()) { ctx, animation, _, sections in
                try ctx.table.reloadSections(sections.map(\.section), with: animation ?? .automatic)
            },
            Form(animation, Rows()) { ctx, animation, rows in
                let counts = ctx.counts
                let paths = try rows.expand(sections: counts.sectionCount, rowCount: counts.rowCount, existing: true)
                try ctx.table.reloadRows(at: paths.map(\.0), with: animation ?? .automatic)
            },
        ])

    static let reconfigure: Command = Command(
        name: "reconfigure",
        summary: "reconfigureRowsAtIndexPaths: (iOS 15): rows with a cell asked again for their cells, which they keep",
        details: """
        Each row with a cell — on screen, or prepared just off it (FIDELITY.md P-03) —
        gets cellForRowAtIndexPath: again, and dequeue… hands its own cell back without
        prepareForReuse (no willDisplayCell:); other rows off screen are not asked. Like a lone reloadRows it is an update of its own: the counts are
        asked, and with estimates the heights of the rows on screen, so a self-sizing
        row takes its cell's new height. Inside begin/end or batch, S.R names the row
        before the block, as a reload does; a row the block deletes or reloads is not
        reconfigured. A row beyond the table raises a reload's exception (UIKit's own
        text was not found: FIDELITY.md D-20, D-21). Allowed on a diffable table.
        """,
        cost: .update,
        forms: [
            Form(Rows()) { ctx, rows in
                let paths = try rows.expand(sections: ctx.table.numberOfSections, rowCount: ctx.table.rowCount)
                try ctx.table.reconfigureRows(at: paths.map(\.0))
            },
        ])

    static let item: Command = Command(
        name: "item",
        summary: "set what a row's cell shows, then reloadRowsAtIndexPaths:",
        details: """
        On a diffable table it changes the content the app keeps for the row's item
        identifier and nothing else: the cell shows it once the item is reloaded or
        reconfigured ('snapshot reloadItems ID' or 'reconfigureItems ID', then
        'snapshot apply'), or the table reloads (FIDELITY.md D-19).
        Keys: text, detail, image, accessory=none|disclosure|detail-disclosure|checkmark|detail,
        accessoryView=TEXT, editingAccessory=…, editingAccessoryView=TEXT,
        style=default|value1|value2|subtitle, reuse=ID, indent=N,
        selectionStyle=none|blue|gray|default, dequeue=auto|index-path|plain|index-path-twice
        (which dequeue the data source calls: auto takes dequeueReusableCellWithIdentifier:forIndexPath:
        for a registered identifier; index-path always, so an unregistered one raises;
        index-path-twice calls it twice for the row, which UIKit refuses),
        configuration=cell|subtitleCell|valueCell|none (the cell is configured the iOS 14
        way: a UIListContentConfiguration holds the text, detail and image, and the
        legacy labels are nil), background=listPlainCell|listGroupedCell|clear|none.
        An empty value (text=) clears.
        """,
        cost: .update,
        scriptedOnly: true,
        forms: [
            Form(Located(IndexPathArgument()), ItemSettings()) { ctx, row, settings in
                let ip = row.value
                if let dds = ctx.diffable {
                    guard let id = dds.itemIdentifier(for: ip) else {
                        throw ScriptError("there is no row \(ip) in the data source's snapshot", at: row.token)
                    }
                    var item = ctx.app.contentByIdentifier[id] ?? Item(id: 0, text: id)
                    for setting in settings { setting.apply(&item) }
                    ctx.app.contentByIdentifier[id] = item
                    return
                }
                guard ctx.model.contains(ip) else { throw ScriptError("there is no row \(ip) in the model", at: row.token) }
                let old = ctx.model.item(at: ip)
                var item = old
                for setting in settings { setting.apply(&item) }
                ctx.model.replace(at: ip, with: item)
                guard ctx.table.isLoaded else { return }
                do {
                    try ctx.table.reloadRows(at: [ip], with: .none)
                } catch {
                    // The table refused (it does not have the row): the model keeps its item.
                    ctx.model.replace(at: ip, with: old)
                    throw error
                }
            },
        ])

    /// `key=value…` for `item`.
    package struct ItemSettings: Parameter {
        package var usage: String { "key=value…" }
        package var arity: Arity { .rest(minimum: 1) }
        package func candidates(_ context: CompletionContext) -> [String] { ItemKey.allCases.map { $0.rawValue + "=" } }

        package func parse(_ cursor: inout ArgumentCursor) throws(ScriptError) -> [ItemKey.Setting] {
            if cursor.isAtEnd { _ = try cursor.next("key=value") }
            return try cursor.takeRest().map { t throws(ScriptError) in try ItemKey.setting(t) }
        }
    }

    /// What `item` can set.
    package enum ItemKey: String, CaseIterable {
        case text, detail, image, accessory, accessoryView, editingAccessory, editingAccessoryView, style, reuse, indent, selectionStyle, dequeue
        case configuration, background

        /// One parsed `key=value`.
        package struct Setting {
            let apply: (inout Item) -> Void
        }

        static func setting(_ kv: Token) throws(ScriptError) -> Setting {
            let keys = allCases.map(\.rawValue)
            guard let eq = kv.text.firstIndex(of: "=") else {
                throw ScriptError("expected key=value, got '\(kv.text)'", at: kv, notes: ["keys: " + keys.joined(separator: ", ")])
            }
            let name = String(kv.text[..<eq]), value = String(kv.text[kv.text.index(after: eq)...])
            guard let key = ItemKey(rawValue: name) else {
                throw ScriptError("unknown key '\(name)'\(didYouMean(name, in: keys))", at: kv, notes: ["keys: " + keys.joined(separator: ", ")])
            }
            let optional: String? = value.isEmpty ? nil : value
            switch key {
            case .text: return Setting { $0.text = value }
            case .detail: return Setting { $0.content.detailText = optional }
            case .image: return Setting { $0.content.image = optional }
            case .accessoryView: return Setting { $0.content.accessoryView = optional }
            case .editingAccessoryView: return Setting { $0.content.editingAccessoryView = optional }
            case .reuse: return Setting { $0.reuse = optional }
            case .accessory, .editingAccessory:
                guard let a = parseAccessory(value.isEmpty ? "none" : value) else {
                    throw ScriptError("unknown accessory '\(value)'\(didYouMean(value, in: accessoryNames))", at: kv, notes: ["accessories: " + accessoryNames.joined(separator: ", ")])
                }
                return key == .accessory ? Setting { $0.content.accessoryType = a } : Setting { $0.content.editingAccessoryType = a }
            case .style:
                guard let s = CellStyle(rawValue: value) else {
                    throw ScriptError("unknown cell style '\(value)'\(didYouMean(value, in: CellStyle.allCases.map(\.rawValue)))", at: kv)
                }
                return Setting { $0.style = s }
            case .indent:
                guard let n = Int(value), (0...100).contains(n) else { throw ScriptError("indent must be an integer from 0 to 100", at: kv) }
                return Setting { $0.content.indentationLevel = n }
            case .configuration:
                let names = ["cell", "subtitleCell", "valueCell", "none"]
                guard names.contains(value.isEmpty ? "none" : value) else {
                    throw ScriptError("unknown configuration '\(value)'\(didYouMean(value, in: names))", at: kv, notes: ["configurations: " + names.joined(separator: ", ")])
                }
                let variant = ListContentConfiguration.Variant(rawValue: value)
                return Setting { $0.configuration = variant }
            case .background:
                let names = BackgroundConfiguration.Variant.allCases.map(\.rawValue) + ["none"]
                guard names.contains(value.isEmpty ? "none" : value) else {
                    throw ScriptError("unknown background '\(value)'\(didYouMean(value, in: names))", at: kv, notes: ["backgrounds: " + names.joined(separator: ", ")])
                }
                let variant = BackgroundConfiguration.Variant(rawValue: value)
                return Setting { $0.background = variant }
            case .dequeue:
                let names = Item.Dequeue.allCases.map(\.rawValue)
                guard let d = value.isEmpty ? .automatic : Item.Dequeue(rawValue: value) else {
                    throw ScriptError("unknown dequeue '\(value)'\(didYouMean(value, in: names))", at: kv, notes: ["dequeue: " + names.joined(separator: ", ")])
                }
                return Setting { $0.dequeue = d }
            case .selectionStyle:
                guard let s = SelectionStyle(rawValue: value) else {
                    throw ScriptError("unknown selection style '\(value)' (none, blue, gray, default)", at: kv)
                }
                return Setting { $0.content.selectionStyle = s }
            }
        }
    }
}
