import ScriptBytes
import TableEngine
import ScriptLanguage

/// `api METHOD ARGS…`: UITableView's methods by their UIKit names, called
/// directly; the model is not touched.
package enum TableAPI {
    static let api: Command = Command(
        name: "api",
        summary: "call a UITableView method directly, without touching the model",
        details: """
        Methods are named as in Objective-C; insertRowsAtIndexPaths:withRowAnimation: and
        friends may be written in full. Every call is in the log as [tv]. Points and
        rects are content offsets (y) and heights: tableshell has no widths.
        performBatchUpdates { … } is 'batch'. On a diffable table the calls that change
        rows or sections raise (FIDELITY.md D-10); reloadData, reconfigureRowsAtIndexPaths:
        and reloadSectionIndexTitles do not. Questions (rectForSection:, visibleCells, …)
        answer from what the table knows (D-40 to D-44); hasUncommittedUpdates is NO:
        tableshell's reorder is one step.
        """,
        cost: cost(.other),
        forms: methods.map { form in
            // Each method costs what it does to the table, from its declaration.
            var form = form
            form.cost = cost(form.parameters.lazy.compactMap { ($0 as? MethodKeyword)?.effect }.first ?? .other)
            return form
        })

    /// What a call costs, by what the method does to the table: an update
    /// visits every section and may ask every row its height (A-45),
    /// `reloadData` reloads, `performBatchUpdates` runs its block's
    /// commands too.
    private static func cost(_ effect: MethodKeyword.Effect) -> Cost {
        Cost(grows: true, asksEveryRow: { _, ctx in
            switch effect {
            case .endUpdates: ctx.updateAsksEveryRow(blocksOpen: ctx.blocks.open.count - 1)
            case .other, .reload: false  // a question, or reloadData (checked as it starts)
            case .update, .batch: ctx.updateAsksEveryRow
            }
        }) { node, ctx in
            switch effect {
            case .reload: Cost.reload.seconds(node, ctx)
            case .batch: (node.block ?? []).reduce(Cost.update.seconds(node, ctx)) { $0 + Cost.of($1, ctx.insideBlock) }
            default: Cost.update.seconds(node, ctx)
            }
        }
    }

    /// The method's name, the Objective-C selector it may be written as,
    /// and what it does to the table.
    private static func method(_ name: String, _ selector: String? = nil, _ effect: MethodKeyword.Effect = .other) -> MethodKeyword {
        MethodKeyword(name: name, selector: selector, effect: effect)
    }

    private static let animation = RowCommands.animation

    static let methods: [Form] = [
        Form(method("reloadData", nil, .reload)) { ctx, _ in
            try ctx.requireReload((ctx.counts.sectionCount, ctx.counts.totalRows), for: "reloadData")
            try ctx.table.reloadData()
            ctx.blocks.tableReloaded(model: ctx.model)
        },
        Form(method("beginUpdates")) { ctx, _ in ctx.beginUpdates() },
        Form(method("endUpdates", nil, .endUpdates)) { ctx, _ in try ctx.endUpdates() },
        Form(animation, method("insertRowsAtIndexPaths", "insertRowsAtIndexPaths:withRowAnimation:", .update), Rows("S.R…")) { ctx, a, _, rows in
            try ctx.table.insertRows(at: try ctx.tableRows(rows), with: a ?? .automatic)
        },
        Form(animation, method("deleteRowsAtIndexPaths", "deleteRowsAtIndexPaths:withRowAnimation:", .update), Rows("S.R…")) { ctx, a, _, rows in
            try ctx.table.deleteRows(at: try ctx.tableRows(rows), with: a ?? .automatic)
        },
        Form(animation, method("reloadRowsAtIndexPaths", "reloadRowsAtIndexPaths:withRowAnimation:", .update), Rows("S.R…")) { ctx, a, _, rows in
            try ctx.table.reloadRows(at: try ctx.tableRows(rows), with: a ?? .automatic)
        },
        Form(method("moveRowAtIndexPath", "moveRowAtIndexPath:toIndexPath:", .update), IndexPathArgument(), IndexPathArgument("S2.R2")) { ctx, _, from, to in
            try ctx.table.moveRow(at: from, to: to)
        },
        Form(animation, method("insertSections", "insertSections:withRowAnimation:", .update), Sections()) { ctx, a, _, sections in
            try ctx.table.insertSections(sections.map(\.section), with: a ?? .automatic)
        },
        Form(animation, method("deleteSections", "deleteSections:withRowAnimation:", .update), Sections()) { ctx, a, _, sections in
            try ctx.table.deleteSections(sections.map(\.section), with: a ?? .automatic)
        },
        Form(animation, method("reloadSections", "reloadSections:withRowAnimation:", .update), Sections()) { ctx, a, _, sections in
            try ctx.table.reloadSections(sections.map(\.section), with: a ?? .automatic)
        },
        Form(method("moveSection", "moveSection:toSection:", .update), SectionNumber(), SectionNumber("S2", "the destination section")) { ctx, _, from, to in
            try ctx.table.moveSection(from, toSection: to)
        },
        Form(method("scrollToRowAtIndexPath", "scrollToRowAtIndexPath:atScrollPosition:animated:"), IndexPathArgument(),
             Optionally(Choice("a scroll position", ScrollPosition.self))) { ctx, _, ip, position in
            try ctx.table.scrollToRow(at: ip, at: position ?? .none)
        },
        Form(method("selectRowAtIndexPath", "selectRowAtIndexPath:animated:scrollPosition:"), IndexPathOrNil(),
             Optionally(Choice("a scroll position", ScrollPosition.self)), Optionally(Keyword("animated"))) { ctx, _, ip, position, animated in
            try ctx.table.selectRow(at: ip, animated: animated != nil, scrollPosition: position ?? .none)
        },
        Form(method("deselectRowAtIndexPath", "deselectRowAtIndexPath:animated:"), IndexPathArgument(), Optionally(Keyword("animated"))) { ctx, _, ip, animated in
            ctx.table.deselectRow(at: ip, animated: animated != nil)
        },
        Form(method("cellForRowAtIndexPath", "cellForRowAtIndexPath:"), IndexPathArgument()) { ctx, _, ip in
            let cell = ctx.table.cellForRow(at: ip)
            ctx.writeLine(cell.map { "<cell#\($0.id)> \"\($0.text ?? "")\"" } ?? "nil")
        },
        Form(method("indexPathsForVisibleRows")) { ctx, _ in
            ctx.writeLine(ctx.table.indexPathsForVisibleRows.map(\.description).joined(separator: " "))
        },
        Form(method("indexPathsForSelectedRows")) { ctx, _ in
            let paths = ctx.table.indexPathsForSelectedRows
            ctx.writeLine(paths.isEmpty ? "nil" : paths.map(\.description).joined(separator: " "))
        },
        Form(method("numberOfSections")) { ctx, _ in ctx.writeLine(String(ctx.table.numberOfSections)) },
        Form(method("numberOfRowsInSection", "numberOfRowsInSection:"), SectionNumber()) { ctx, _, s in
            ctx.writeLine(String(try ctx.table.numberOfRows(inSection: s)))
        },
        Form(method("rectForRowAtIndexPath", "rectForRowAtIndexPath:"), IndexPathArgument()) { ctx, _, ip in
            let r = try ctx.table.rectForRow(at: ip)
            ctx.writeLine("y \(formatNumber(r.y)) height \(formatNumber(r.height))")
        },
        Form(method("registerClass", "registerClass:forCellReuseIdentifier:"), Text("ID", "a reuse identifier"),
             Optionally(Choice("a cell style", CellStyle.self))) { ctx, _, id, style in
            ctx.table.register(style: style ?? .default, forCellReuseIdentifier: id)
        },
        Form(method("dequeueReusableCellWithIdentifier", "dequeueReusableCellWithIdentifier:"), Text("ID", "a reuse identifier")) { ctx, _, id in
            let cell = ctx.table.dequeueReusableCell(withIdentifier: id)
            ctx.writeLine(cell.map { "<cell#\($0.id)>" } ?? "nil")
        },
        Form(method("dequeueReusableCellWithIdentifier:forIndexPath:"), Text("ID", "a reuse identifier"), IndexPathArgument()) { ctx, _, id, ip in
            let cell = try ctx.table.dequeueReusableCell(withIdentifier: id, for: ip)
            ctx.writeLine("<cell#\(cell.id)>")
        },
        Form(method("reconfigureRowsAtIndexPaths", "reconfigureRowsAtIndexPaths:", .update), Rows("S.R…")) { ctx, _, rows in
            try ctx.table.reconfigureRows(at: try ctx.tableRows(rows))
        },
        Form(method("performBatchUpdates", "performBatchUpdates:completion:", .batch), Block()) { ctx, _, block in
            try UpdateCommands.runBatch(ctx, block)
        },
        Form(method("reloadSectionIndexTitles")) { ctx, _ in ctx.table.reloadSectionIndexTitles() },
        Form(method("rectForSection", "rectForSection:"), SectionNumber()) { ctx, _, s in
            ctx.writeLine(rect(ctx.table.rect(forSection: s)))
        },
        Form(method("rectForHeaderInSection", "rectForHeaderInSection:"), SectionNumber()) { ctx, _, s in
            ctx.writeLine(rect(ctx.table.rectForHeader(inSection: s)))
        },
        Form(method("rectForFooterInSection", "rectForFooterInSection:"), SectionNumber()) { ctx, _, s in
            ctx.writeLine(rect(ctx.table.rectForFooter(inSection: s)))
        },
        Form(method("indexPathForRowAtPoint", "indexPathForRowAtPoint:"), Number("Y", "a content offset")) { ctx, _, y in
            ctx.writeLine(ctx.table.indexPathForRow(atY: y)?.description ?? "nil")
        },
        Form(method("indexPathsForRowsInRect", "indexPathsForRowsInRect:"), Number("Y", "a content offset"), Number("HEIGHT", "a height")) { ctx, _, y, h in
            let paths = ctx.table.indexPathsForRows(inY: y, height: h)
            ctx.writeLine(paths.map { $0.isEmpty ? "[]" : $0.map(\.description).joined(separator: " ") } ?? "nil")
        },
        Form(method("indexPathForCell", "indexPathForCell:"), CellNumber()) { ctx, _, id in
            guard let cell = ctx.table.cell(numbered: id.value) else {
                throw ScriptError("there is no cell#\(id.value) on screen or in the reuse pool", at: id.token)
            }
            ctx.writeLine(ctx.table.indexPath(for: cell)?.description ?? "nil")
        },
        Form(method("visibleCells")) { ctx, _ in
            let cells = ctx.table.visibleCells
            ctx.writeLine(cells.isEmpty ? "[]" : cells.map { "<cell#\($0.id)>" }.joined(separator: " "))
        },
        Form(method("headerViewForSection", "headerViewForSection:"), SectionNumber()) { ctx, _, s in
            ctx.writeLine(view(ctx.table.headerView(forSection: s)))
        },
        Form(method("footerViewForSection", "footerViewForSection:"), SectionNumber()) { ctx, _, s in
            ctx.writeLine(view(ctx.table.footerView(forSection: s)))
        },
        Form(method("indexPathForSelectedRow")) { ctx, _ in
            ctx.writeLine(ctx.table.indexPathForSelectedRow?.description ?? "nil")
        },
        Form(method("scrollToNearestSelectedRowAtScrollPosition", "scrollToNearestSelectedRowAtScrollPosition:animated:"),
             Choice("a scroll position", ScrollPosition.self), Optionally(Keyword("animated"))) { ctx, _, position, animated in
            try ctx.table.scrollToNearestSelectedRow(at: position, animated: animated != nil)
        },
        Form(method("setEditing", "setEditing:animated:"), PropertyCommands.yesNo, Optionally(Keyword("animated"))) { ctx, _, editing, animated in
            ctx.table.setEditing(editing, animated: animated != nil)
        },
        Form(method("registerClass:forHeaderFooterViewReuseIdentifier:"), Text("ID", "a reuse identifier")) { ctx, _, id in
            ctx.table.registerHeaderFooterView(forReuseIdentifier: id)
        },
        Form(method("dequeueReusableHeaderFooterViewWithIdentifier", "dequeueReusableHeaderFooterViewWithIdentifier:"), Text("ID", "a reuse identifier")) { ctx, _, id in
            ctx.writeLine(view(ctx.table.dequeueReusableHeaderFooterView(withIdentifier: id)))
        },
        Form(method("hasUncommittedUpdates")) { ctx, _ in
            ctx.writeLine(PropertyCommands.yesNo(ctx.table.hasUncommittedUpdates).uppercased())
        },
    ]

    private static func rect(_ r: (y: Double, height: Double)) -> String {
        "y \(formatNumber(r.y)) height \(formatNumber(r.height))"
    }

    private static func view(_ v: HeaderFooterView?) -> String {
        guard let v else { return "nil" }
        return "<view#\(v.id)>" + (v.text.map { " \"\($0)\"" } ?? "")
    }

    /// `cell#N` or `N`: a cell the table has numbered.
    package struct CellNumber: Parameter {
        package var usage: String { "cell#N" }
        package func candidates(_ context: CompletionContext) -> [String] { context.table.cellsOnScreen.map { "cell#\($0.cell.id)" } }

        package func parse(_ cursor: inout ArgumentCursor) throws(ScriptError) -> (value: Int, token: Token) {
            let t = try cursor.next("a cell (cell#N)")
            let digits = t.text.hasPrefix("cell#") ? String(t.text.dropFirst(5)) : t.text
            guard let n = Int(digits), n > 0, digits.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
                throw ScriptError("expected a cell, like cell#3, got '\(t.text)'", at: t)
            }
            return (n, t)
        }
    }

    /// A method's name, or its full Objective-C selector.
    package struct MethodKeyword: Parameter {
        /// What a call does to the table, for its cost: an update asks
        /// every row its height again when heights are asked up front
        /// (A-45), and so does the end of the outermost update block.
        enum Effect: Sendable { case other, reload, update, endUpdates, batch }

        package let name: String
        let selector: String?
        let effect: Effect
        package var usage: String { name }
        package var keywords: [String] { selector.map { [name, $0] } ?? [name] }
        package var listedKeywords: [String] { [name] }
        package func candidates(_ context: CompletionContext) -> [String] { [name] }

        package func parse(_ cursor: inout ArgumentCursor) throws(ScriptError) {
            for word in keywords where cursor.take(word) { return }
            _ = try cursor.next("a UITableView method")
        }
    }

    /// An index path, or `nil` (`selectRowAtIndexPath nil` clears the selection).
    package struct IndexPathOrNil: Parameter {
        package var usage: String { "S.R|nil" }
        package func candidates(_ context: CompletionContext) -> [String] { ["nil"] + indexPathCandidates(context) }

        package func parse(_ cursor: inout ArgumentCursor) throws(ScriptError) -> TableIndexPath? {
            if cursor.take("nil") { return nil }
            return try IndexPathArgument("S.R", "an index path or nil").parse(&cursor)
        }
    }
}

extension CommandContext {
    /// Rows named for the table's own methods, expanded against the table.
    func tableRows(_ rows: [(selection: RowSelection, token: Token)]) throws(ScriptError) -> [TableIndexPath] {
        try rows.expand(sections: table.numberOfSections, rowCount: table.rowCount).map(\.0)
    }
}
