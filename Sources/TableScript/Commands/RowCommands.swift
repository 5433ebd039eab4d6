import TableEngine

/// `insert`, `delete`, `move`, `reload`, `item`: change the model and tell
/// the table, as an app does.
enum RowCommands {
    static let all: [Command] = [insert, delete, move, reload, item]

    static let animationNames = RowAnimation.allCases.map(\.rawValue)

    static let insert = Command(
        name: "insert", usage: ["insert S.R [TEXT…]", "insert section S [TITLE]"],
        summary: "insert rows (one per TEXT) or a section: the model, then insertRows/insertSections",
        details: """
        Inside begin/end or batch, S.R names the row's place after the block, as
        UIKit's insertRowsAtIndexPaths: does, and the model changes when the block
        ends. Option: --animation fade|right|left|top|bottom|none|middle|automatic.
        """,
        subcommands: ["section", "--animation"]
    ) { inv in
        let animation = try RowCommands.animation(&inv)
        let shell = inv.shell
        var batch = ModelBatch()
        if inv.take("section") {
            let t = try inv.next("a section number")
            let s = try Invocation.int(t, "a section number")
            let title = inv.isAtEnd ? nil : try inv.nextText("a title")
            try inv.expectEnd()
            batch.insertedSections.append((s, shell.model.makeSection(title: title), t))
            if title != nil { shell.dataSource.implemented.insert(.titleForHeader) }
            try shell.perform(batch) { () throws(TableViewException) in try shell.table.insertSections([s], with: animation) }
            return
        }
        let t = inv.peek() ?? inv.commandToken
        let start = try inv.indexPath()
        var texts = inv.remaining.map(\.text)
        if texts.isEmpty { texts = [""] }
        var paths: [IndexPath] = []
        for (k, text) in texts.enumerated() {
            let ip = IndexPath(start.section, start.row + k)
            var item = shell.model.makeItem(text)
            if text.isEmpty { item.text = "Item \(item.id)" }
            batch.insertedRows.append((ip, item, t))
            paths.append(ip)
        }
        try shell.perform(batch) { () throws(TableViewException) in try shell.table.insertRows(at: paths, with: animation) }
    }

    static let delete = Command(
        name: "delete", aliases: ["remove"], usage: ["delete S.R… (S.* every row, S.R-R2 a range)", "delete section S…"],
        summary: "delete rows or sections: the model, then deleteRows/deleteSections",
        details: "Index paths name rows as they are before the update. Option: --animation NAME.",
        subcommands: ["section", "--animation"]
    ) { inv in
        let animation = try RowCommands.animation(&inv)
        let shell = inv.shell
        var batch = ModelBatch()
        if inv.take("section") {
            var sections: [Int] = []
            while !inv.isAtEnd {
                let t = try inv.next("a section number")
                let s = try Invocation.int(t, "a section number")
                if !sections.contains(s) {
                    sections.append(s)
                    batch.deletedSections.append((s, t))
                }
            }
            if sections.isEmpty { _ = try inv.next("a section number") }
            try shell.perform(batch) { () throws(TableViewException) in try shell.table.deleteSections(sections, with: animation) }
            return
        }
        let paths = try shell.rows(&inv, atLeastOne: true)
        for (ip, t) in paths { batch.deletedRows.append((ip, t)) }
        try shell.perform(batch) { () throws(TableViewException) in try shell.table.deleteRows(at: paths.map(\.0), with: animation) }
    }

    static let move = Command(
        name: "move", usage: ["move S.R S2.R2", "move section S S2"],
        summary: "move a row or a section: the model, then moveRowAtIndexPath:toIndexPath:/moveSection:toSection:",
        subcommands: ["section"]
    ) { inv in
        let shell = inv.shell
        var batch = ModelBatch()
        if inv.take("section") {
            let t = try inv.next("a section number")
            let from = try Invocation.int(t, "a section number")
            let to = try inv.int("the destination section")
            try inv.expectEnd()
            batch.movedSections.append((from, to, t))
            try shell.perform(batch) { () throws(TableViewException) in try shell.table.moveSection(from, toSection: to) }
            return
        }
        let t = inv.peek() ?? inv.commandToken
        let from = try inv.indexPath("the row to move (S.R)")
        let to = try inv.indexPath("its destination (S.R)")
        try inv.expectEnd()
        batch.movedRows.append((from, to, t))
        try shell.perform(batch) { () throws(TableViewException) in try shell.table.moveRow(at: from, to: to) }
    }

    static let reload = Command(
        name: "reload", usage: ["reload", "reload S.R…", "reload section S…"],
        summary: "reloadData, reloadRowsAtIndexPaths: or reloadSections:",
        subcommands: ["section", "--animation"]
    ) { inv in
        let animation = try RowCommands.animation(&inv)
        let shell = inv.shell
        if inv.isAtEnd {
            try shell.requireNoOpenBlock(inv)
            return try shell.table.reloadData()
        }
        if inv.take("section") {
            var sections: [Int] = []
            while !inv.isAtEnd { sections.append(try inv.int("a section number")) }
            return try shell.table.reloadSections(sections, with: animation)
        }
        let paths = try shell.rows(&inv, atLeastOne: true)
        try shell.table.reloadRows(at: paths.map(\.0), with: animation)
    }

    static let itemKeys = ["text", "detail", "image", "accessory", "accessoryView", "editingAccessory", "editingAccessoryView", "style", "reuse", "indent", "selectionStyle"]

    static let item = Command(
        name: "item", usage: ["item S.R key=value…"],
        summary: "set what a row's cell shows, then reloadRowsAtIndexPaths:",
        details: """
        Keys: text, detail, image, accessory=none|disclosure|detail-disclosure|checkmark|detail,
        accessoryView=TEXT, editingAccessory=…, editingAccessoryView=TEXT,
        style=default|value1|value2|subtitle, reuse=ID, indent=N,
        selectionStyle=none|blue|gray|default. An empty value (text=) clears.
        """,
        subcommands: itemKeys.map { $0 + "=" }
    ) { inv in
        let shell = inv.shell
        let t = inv.peek() ?? inv.commandToken
        let ip = try inv.indexPath()
        guard shell.model.contains(ip) else {
            throw ScriptError("there is no row \(ip) in the model", at: t)
        }
        var item = shell.model.item(at: ip)
        if inv.isAtEnd { _ = try inv.next("key=value") }
        while !inv.isAtEnd {
            let kv = try inv.next("key=value")
            guard let eq = kv.text.firstIndex(of: "=") else {
                throw ScriptError("expected key=value, got '\(kv.text)'", at: kv, notes: ["keys: " + itemKeys.joined(separator: ", ")])
            }
            let key = String(kv.text[..<eq]), value = String(kv.text[kv.text.index(after: eq)...])
            let optional: String? = value.isEmpty ? nil : value
            switch key {
            case "text": item.text = value
            case "detail": item.detail = optional
            case "image": item.image = optional
            case "accessoryView": item.accessoryView = optional
            case "editingAccessoryView": item.editingAccessoryView = optional
            case "reuse": item.reuse = optional
            case "accessory", "editingAccessory":
                guard let a = parseAccessory(value.isEmpty ? "none" : value) else {
                    throw ScriptError("unknown accessory '\(value)'\(didYouMean(value, in: accessoryNames))", at: kv, notes: ["accessories: " + accessoryNames.joined(separator: ", ")])
                }
                if key == "accessory" { item.accessory = a } else { item.editingAccessory = a }
            case "style":
                guard let s = CellStyle(rawValue: value) else {
                    throw ScriptError("unknown cell style '\(value)'\(didYouMean(value, in: CellStyle.allCases.map(\.rawValue)))", at: kv)
                }
                item.style = s
            case "indent":
                guard let n = Int(value), (0...100).contains(n) else { throw ScriptError("indent must be an integer from 0 to 100", at: kv) }
                item.indent = n
            case "selectionStyle":
                guard let s = SelectionStyle(rawValue: value) else {
                    throw ScriptError("unknown selection style '\(value)' (none, blue, gray, default)", at: kv)
                }
                item.selectionStyle = s
            default:
                throw ScriptError("unknown key '\(key)'\(didYouMean(key, in: itemKeys))", at: kv, notes: ["keys: " + itemKeys.joined(separator: ", ")])
            }
        }
        shell.model.replace(at: ip, with: item)
        if shell.table.isLoaded { try shell.table.reloadRows(at: [ip], with: .none) }
    }

    static func animation(_ inv: inout Invocation) throws(ScriptError) -> RowAnimation {
        guard let t = try inv.option("--animation") else { return .automatic }
        guard let a = RowAnimation(rawValue: t.text) else {
            throw ScriptError("unknown animation '\(t.text)'\(didYouMean(t.text, in: animationNames))", at: t,
                              notes: ["animations: " + animationNames.joined(separator: ", ")])
        }
        return a
    }
}

extension Shell {
    /// A high-level change: the model changes (now, or when the open update
    /// block ends), then the table is told. If the table raises, the model
    /// goes back too.
    func perform(_ batch: ModelBatch, _ tell: () throws(TableViewException) -> Void) throws {
        if table.openUpdateBlocks > 0 {
            blockBatch.deletedSections += batch.deletedSections
            blockBatch.insertedSections += batch.insertedSections
            blockBatch.movedSections += batch.movedSections
            blockBatch.deletedRows += batch.deletedRows
            blockBatch.insertedRows += batch.insertedRows
            blockBatch.movedRows += batch.movedRows
            try tell()
            return
        }
        let before = model.sections
        try model.apply(batch)
        do {
            try tell()
        } catch {
            model.replaceAll(before)
            throw error
        }
    }

    /// Row arguments: `S.R`, `S.*` (every row of S in the model) or
    /// `S.R-R2`, each with the word it came from.
    func rows(_ inv: inout Invocation, atLeastOne: Bool) throws(ScriptError) -> [(IndexPath, Token)] {
        var result: [(IndexPath, Token)] = []
        var seen = Set<IndexPath>()
        while !inv.isAtEnd {
            let t = try inv.next("an index path")
            for ip in try expandRows(t) where seen.insert(ip).inserted { result.append((ip, t)) }
        }
        if result.isEmpty && atLeastOne { _ = try inv.next("an index path (S.R, S.* or S.R-R2)") }
        return result
    }

    func expandRows(_ t: Token) throws(ScriptError) -> [IndexPath] {
        if let ip = Invocation.indexPath(t.text) { return [ip] }
        let parts = t.text.split(separator: ".", maxSplits: 1)
        guard parts.count == 2, let s = Int(parts[0]) else {
            throw ScriptError("expected an index path (S.R, S.* or S.R-R2), got '\(t.text)'", at: t)
        }
        if parts[1] == "*" {
            guard s >= 0, s < model.sectionCount else { throw ScriptError("there is no section \(s) in the model", at: t) }
            return (0..<model.rowCount(s)).map { IndexPath(s, $0) }
        }
        let bounds = parts[1].split(separator: "-")
        guard bounds.count == 2, let a = Int(bounds[0]), let b = Int(bounds[1]), a <= b, a >= 0 else {
            throw ScriptError("expected an index path (S.R, S.* or S.R-R2 with R <= R2), got '\(t.text)'", at: t)
        }
        guard b - a < 10_000_000 else { throw ScriptError("that range is too large", at: t) }
        return (a...b).map { IndexPath(s, $0) }
    }
}
