import TableEngine

/// `begin`/`end`, `batch { … }`, `data …` (the model alone) and `api …`
/// (the table alone).
enum UpdateCommands {
    static let all: [Command] = [begin, end, batch, data, api]

    static let begin = Command(
        name: "begin", usage: ["begin"],
        summary: "beginUpdates: collect updates until the matching 'end' (blocks nest)",
        changesScreen: false
    ) { inv in
        try inv.expectEnd()
        inv.shell.openBlock(inv)
    }

    static let end = Command(
        name: "end", usage: ["end"],
        summary: "endUpdates: the outermost 'end' changes the model and applies the block"
    ) { inv in
        try inv.expectEnd()
        let shell = inv.shell
        guard shell.table.openUpdateBlocks > 0 else {
            throw ScriptError("'end' without a 'begin'", at: inv.commandToken)
        }
        do {
            try shell.applyBlockBatchIfOutermost()
        } catch {
            shell.closeAllBlocks()
            throw error
        }
        shell.openBegins.removeLast()
        do {
            try shell.table.endUpdates()
        } catch {
            shell.closeAllBlocks()
            throw error
        }
        if shell.table.openUpdateBlocks == 0 { shell.blockStartModel = nil }
    }

    static let batch = Command(
        name: "batch", usage: ["batch { COMMANDS }"],
        summary: "performBatchUpdates:completion: around the block's commands",
        details: """
        The block may span lines. Its commands name rows as in begin/end; the model
        changes at the end of the block, then the table applies it all and logs the
        completion. A command that fails inside the block abandons the whole batch.
        """
    ) { inv in
        try inv.expectEnd()
        guard let block = inv.node.block else {
            throw ScriptError("batch needs a block: batch { … }", at: inv.commandToken)
        }
        let shell = inv.shell
        let source = inv.source
        let before = shell.model.sections
        do {
            try shell.table.performBatchUpdates({
                for node in block {
                    let ok = shell.executeInBlock(node, source)
                    if let exception = shell.takeBlockException() { throw exception }
                    if !ok { throw BatchAbandoned() }
                }
                try shell.applyBlockBatchIfOutermost()
            }, completion: { _ in })
        } catch is BatchAbandoned {
            shell.model.replaceAll(before)
            shell.closeAllBlocks()
            shell.writeError(shell.location(source, inv.commandToken) + "note: the batch was abandoned: nothing in it was applied\n")
        } catch {
            shell.model.replaceAll(before)
            shell.closeAllBlocks()
            throw error
        }
    }

    private struct BatchAbandoned: Error {}

    static let data = Command(
        name: "data", usage: ["data insert S.R TEXT…", "data delete S.R…", "data move S.R S2.R2", "data insert section S [TITLE]", "data delete section S…"],
        summary: "change only the model, without telling the table (\"forgot to update the table\")",
        details: "Takes effect at once, even inside an update block. The table finds out at its next reload or update.",
        subcommands: ["insert", "delete", "move"],
        changesScreen: false
    ) { inv in
        let shell = inv.shell
        let verb = try inv.keyword("insert, delete or move", ["insert", "delete", "move"])
        var batch = ModelBatch()
        let t = inv.peek() ?? inv.commandToken
        switch verb {
        case "insert" where inv.take("section"):
            let s = try inv.int("a section number")
            let title = inv.isAtEnd ? nil : try inv.nextText("a title")
            try inv.expectEnd()
            batch.insertedSections.append((s, shell.model.makeSection(title: title), t))
            if title != nil { shell.dataSource.implemented.insert(.titleForHeader) }
        case "insert":
            let ip = try inv.indexPath()
            let texts = inv.remaining.map(\.text)
            for (k, text) in (texts.isEmpty ? [""] : texts).enumerated() {
                var item = shell.model.makeItem(text)
                if text.isEmpty { item.text = "Item \(item.id)" }
                batch.insertedRows.append((IndexPath(ip.section, ip.row + k), item, t))
            }
        case "delete" where inv.take("section"):
            while !inv.isAtEnd {
                let st = try inv.next("a section number")
                batch.deletedSections.append((try Invocation.int(st, "a section number"), st))
            }
            if batch.deletedSections.isEmpty { _ = try inv.next("a section number") }
        case "delete":
            for (ip, token) in try shell.rows(&inv, atLeastOne: true) { batch.deletedRows.append((ip, token)) }
        default:
            let from = try inv.indexPath("the row to move (S.R)")
            let to = try inv.indexPath("its destination (S.R)")
            try inv.expectEnd()
            batch.movedRows.append((from, to, t))
        }
        try shell.model.apply(batch)
    }

    static let api = Command(
        name: "api", usage: ["api METHOD [ARGS…]"],
        summary: "call a UITableView method directly, without touching the model",
        details: TableAPI.methods.map { "  " + $0.usage }.joined(separator: "\n"),
        subcommands: TableAPI.methods.map(\.name)
    ) { inv in
        try TableAPI.call(&inv)
    }
}

extension Shell {
    /// When the block being closed is the outermost one, the model takes
    /// the changes the block's commands made (checked first: on an error
    /// nothing changes).
    func applyBlockBatchIfOutermost() throws(ScriptError) {
        guard table.openUpdateBlocks == 1 else { return }
        let batch = blockBatch
        blockBatch = ModelBatch()
        try model.apply(batch)
    }

    /// `begin`: the model as it is when the outermost block opens is what an
    /// error inside it goes back to (`item` and `data` change it at once).
    func openBlock(_ inv: Invocation) {
        if table.openUpdateBlocks == 0 { blockStartModel = model.sections }
        table.beginUpdates()
        openBegins.append((inv.source, inv.commandToken))
    }

    /// After an error inside a block: every block closes, nothing applies,
    /// and the model is as it was when the outermost block opened.
    func closeAllBlocks() {
        table.abandonUpdateBlock()
        openBegins.removeAll()
        blockBatch = ModelBatch()
        if let start = blockStartModel { model.replaceAll(start) }
        blockStartModel = nil
    }

    /// Runs a command inside a `batch` block. Returns false if it failed; a
    /// UIKit exception it raised is kept for `takeBlockException`.
    func executeInBlock(_ node: CommandNode, _ source: ScriptSource) -> Bool {
        blockException = nil
        insideBatch += 1
        defer { insideBatch -= 1 }
        let errorsBefore = errors
        execute(node, source)
        return errors == errorsBefore && !stopping
    }

    func takeBlockException() -> TableViewException? {
        defer { blockException = nil }
        return blockException
    }
}
