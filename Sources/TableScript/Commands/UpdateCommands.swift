import TableEngine
import ScriptLanguage

/// `begin`/`end`, `batch { … }`, `data …` (the model alone) and `api …`
/// (the table alone).
enum UpdateCommands {
    static let begin: Command = Command(
        name: "begin",
        summary: "beginUpdates: collect updates until the matching 'end' (blocks nest)",
        changesScreen: false,
        scriptedOnly: true,
        forms: [Form { ctx in ctx.beginUpdates() }])

    static let end: Command = Command(
        name: "end",
        summary: "endUpdates: the outermost 'end' changes the model and applies the block",
        cost: Cost(grows: true, asksEveryRow: { _, ctx in ctx.updateAsksEveryRow(blocksOpen: ctx.blocks.open.count - 1) }) { _, ctx in
            Budget.secondsPerUpdate + ctx.secondsToVisitEverySection
        },
        scriptedOnly: true,
        forms: [Form { ctx in try ctx.endUpdates() }])

    /// tableshell's own way out of an open `begin`: UIKit has none (an app
    /// that never calls `endUpdates` leaves its table collecting updates).
    static let abandon: Command = Command(
        name: "abandon",
        summary: "drop the open begin/end blocks: their updates are forgotten, the model as before 'begin'",
        details: """
        tableshell's own, not UIKit's: a table view has no call that takes back
        beginUpdates. The updates the open blocks collected are dropped unapplied, the
        model goes back to what it was at the outermost 'begin', and the table is as it
        was then. At the prompt, Ctrl-D inside an open block says so before it leaves.
        """,
        changesScreen: false,
        scriptedOnly: true,
        forms: [Form { ctx in
            let open = ctx.blocks.open.count
            guard open > 0 else { throw ScriptError("no update block is open ('begin' opens one)", at: ctx.commandToken) }
            ctx.blocks.abandon(table: ctx.table, model: ctx.model)
            ctx.writeLine("(dropped \(open == 1 ? "the open update block" : "\(open) open update blocks"): nothing was applied)")
        }])

    package static let batch: Command = Command(
        name: "batch",
        summary: "performBatchUpdates:completion: around the block's commands",
        details: """
        The block may span lines. Its commands name rows as in begin/end; the model
        changes at the end of the block, then the table applies it all and logs the
        completion. A command that fails inside the block abandons the whole batch.
        """,
        cost: Cost(grows: true, adds: { node in
            (node.block ?? []).map(Cost.adds).reduce(0, +)
        }, asksEveryRow: { _, ctx in ctx.updateAsksEveryRow }) { node, ctx in
            (node.block ?? []).reduce(Cost.update.seconds(node, ctx)) { $0 + Cost.of($1, ctx.insideBlock) }
        },
        scriptedOnly: true,
        runsCommands: true,
        forms: [
            Form(Block()) { ctx, block in try runBatch(ctx, block) },
        ])

    /// `batch { … }` and `api performBatchUpdates { … }`: the block's
    /// commands inside performBatchUpdates:completion:.
    static func runBatch(_ ctx: CommandContext, _ block: [CommandNode]) throws {
        let model = ctx.model, blocks = ctx.blocks
        let before = model.sections
        do {
            try ctx.table.performBatchUpdates({
                blocks.opened(.batch, ctx.source, at: ctx.node.blockOpen ?? ctx.commandToken, model: model)
                for node in block {
                    let ok = ctx.runOne(node)
                    if let exception = blocks.raisedInBatch {
                        blocks.raisedInBatch = nil
                        throw exception
                    }
                    // Ctrl-C (or a limit) between two commands abandons the batch.
                    if !ok || ctx.isStopping || ctx.mustStop() { throw BatchAbandoned() }
                }
                try blocks.checkClosing(.batch, at: ctx.node.blockOpen ?? ctx.commandToken)
                if blocks.closingOutermost { try model.apply(blocks.modelChanges) }
                blocks.closed()
            }, completion: { _ in })
        } catch is BatchAbandoned {
            model.replaceAll(before)
            blocks.abandon(table: ctx.table, model: model)
            ctx.diagnostics.note("the batch was abandoned: nothing in it was applied", ctx.source, at: ctx.commandToken)
        } catch {
            model.replaceAll(before)
            blocks.abandon(table: ctx.table, model: model)
            throw error
        }
    }

    private struct BatchAbandoned: Error {}

    static let data: Command = Command(
        name: "data",
        summary: "change only the model, without telling the table (\"forgot to update the table\")",
        details: "Takes effect at once, even inside an update block. The table finds out at its next reload or update. 'data item S.R key=value…' changes what a row's cell will show (keys: 'help item'); 'data insert section S [TITLE] --footer TEXT' gives the section a footer title.",
        changesScreen: false,
        cost: Cost.update.modelOnly,
        scriptedOnly: true,
        forms: [
            Form(Option("--footer", Text("TEXT", "a footer title")), Keyword("insert"), Keyword("section"), Located(SectionNumber()),
                 Optionally(Text("TITLE", "a title")), addsSections: 1) { ctx, footer, _, _, section, title in
                try ctx.requireNotDiffable("edit the working copy with 'snapshot …' and leave it unapplied")
                var batch = ModelBatch()
                var made = ctx.model.makeSection(title: title)
                made.footer = footer
                batch.insertedSections.append((section.value, made, section.token))
                if title != nil { ctx.app.implemented.insert(.titleForHeader) }
                if footer != nil { ctx.app.implemented.insert(.titleForFooter) }
                try ctx.model.apply(batch)
            },
            Form(Keyword("insert"), Located(IndexPathArgument()), Texts("[TEXT…]", "a text")) { ctx, _, start, texts in
                try ctx.requireNotDiffable("edit the working copy with 'snapshot …' and leave it unapplied")
                var batch = ModelBatch()
                for (k, text) in (texts.isEmpty ? [""] : texts.map(\.text)).enumerated() {
                    var item = ctx.model.makeItem(text)
                    if text.isEmpty { item.text = "Item \(item.id)" }
                    batch.insertedRows.append((try RowCommands.offset(start, by: k), item, start.token))
                }
                try ctx.model.apply(batch)
            },
            Form(Keyword("item"), Located(IndexPathArgument()), RowCommands.ItemSettings()) { ctx, _, row, settings in
                try ctx.requireNotDiffable("edit the working copy with 'snapshot …' and leave it unapplied")
                guard ctx.model.contains(row.value) else { throw ScriptError("there is no row \(row.value) in the model", at: row.token) }
                var item = ctx.model.item(at: row.value)
                for setting in settings { setting.apply(&item) }
                ctx.model.replace(at: row.value, with: item)
            },
            Form(Keyword("delete"), Keyword("section"), Sections()) { ctx, _, _, sections in
                try ctx.requireNotDiffable("edit the working copy with 'snapshot …' and leave it unapplied")
                var batch = ModelBatch()
                for (s, t) in sections { batch.deletedSections.append((s, t)) }
                try ctx.model.apply(batch)
            },
            Form(Keyword("delete"), Rows()) { ctx, _, rows in
                try ctx.requireNotDiffable("edit the working copy with 'snapshot …' and leave it unapplied")
                var batch = ModelBatch()
                for (ip, t) in try rows.expand(sections: ctx.model.sectionCount, rowCount: ctx.model.rowCount, existing: true) {
                    batch.deletedRows.append((ip, t))
                }
                try ctx.model.apply(batch)
            },
            Form(Keyword("move"), Located(IndexPathArgument("S.R", "the row to move (S.R)")), Located(IndexPathArgument("S2.R2", "its destination (S.R)"))) { ctx, _, from, to in
                try ctx.requireNotDiffable("edit the working copy with 'snapshot …' and leave it unapplied")
                var batch = ModelBatch()
                batch.movedRows.append((from.value, to.value, from.token, to.token))
                try ctx.model.apply(batch)
            },
        ])
}

extension CommandContext {
    /// `begin` and `api beginUpdates`: the table opens a block, and so does
    /// the shell (the model as it is now is what an error goes back to).
    func beginUpdates() {
        blocks.opened(.begin, source, at: commandToken, model: model)
        table.beginUpdates()
    }

    /// `end` and `api endUpdates`: the block opened by `begin` closes; the
    /// outermost one changes the model, then the table applies the update.
    func endUpdates() throws {
        try blocks.checkClosing(.begin, at: commandToken)
        do {
            if blocks.closingOutermost { try model.apply(blocks.modelChanges) }
            try table.endUpdates()
            blocks.closed()
        } catch {
            blocks.abandon(table: table, model: model)
            throw error
        }
    }
}
