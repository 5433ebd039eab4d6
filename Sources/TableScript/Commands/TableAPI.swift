import TableEngine

/// `api METHOD ARGS…`: UITableView's methods by their UIKit names, called
/// directly; the model is not touched.
enum TableAPI {
    static let api: Command = Command(
        name: "api",
        summary: "call a UITableView method directly, without touching the model",
        details: "Methods are named as in Objective-C; insertRowsAtIndexPaths:withRowAnimation: and friends may be written in full.",
        cost: Cost { node, ctx in node.words.count > 1 && node.words[1].text == "reloadData" ? Cost.reload.seconds(node, ctx) : Cost.everySection.seconds(node, ctx) },
        forms: methods)

    /// The method's name, and the Objective-C selector it may be written as.
    private static func method(_ name: String, _ selector: String? = nil) -> MethodKeyword {
        MethodKeyword(name: name, selector: selector)
    }

    private static let animation = RowCommands.animation

    static let methods: [Form] = [
        Form(method("reloadData")) { ctx, _ in
            try ctx.requireReload((ctx.model.sectionCount, ctx.model.totalRows), for: "reloadData")
            try ctx.table.reloadData()
            ctx.blocks.tableReloaded(model: ctx.model)
        },
        Form(method("beginUpdates")) { ctx, _ in ctx.beginUpdates() },
        Form(method("endUpdates")) { ctx, _ in try ctx.endUpdates() },
        Form(animation, method("insertRowsAtIndexPaths", "insertRowsAtIndexPaths:withRowAnimation:"), Rows("S.R…")) { ctx, a, _, rows in
            try ctx.table.insertRows(at: try ctx.tableRows(rows), with: a ?? .automatic)
        },
        Form(animation, method("deleteRowsAtIndexPaths", "deleteRowsAtIndexPaths:withRowAnimation:"), Rows("S.R…")) { ctx, a, _, rows in
            try ctx.table.deleteRows(at: try ctx.tableRows(rows), with: a ?? .automatic)
        },
        Form(animation, method("reloadRowsAtIndexPaths", "reloadRowsAtIndexPaths:withRowAnimation:"), Rows("S.R…")) { ctx, a, _, rows in
            try ctx.table.reloadRows(at: try ctx.tableRows(rows), with: a ?? .automatic)
        },
        Form(method("moveRowAtIndexPath", "moveRowAtIndexPath:toIndexPath:"), IndexPathArgument(), IndexPathArgument("S2.R2")) { ctx, _, from, to in
            try ctx.table.moveRow(at: from, to: to)
        },
        Form(animation, method("insertSections", "insertSections:withRowAnimation:"), Sections()) { ctx, a, _, sections in
            try ctx.table.insertSections(sections.map(\.section), with: a ?? .automatic)
        },
        Form(animation, method("deleteSections", "deleteSections:withRowAnimation:"), Sections()) { ctx, a, _, sections in
            try ctx.table.deleteSections(sections.map(\.section), with: a ?? .automatic)
        },
        Form(animation, method("reloadSections", "reloadSections:withRowAnimation:"), Sections()) { ctx, a, _, sections in
            try ctx.table.reloadSections(sections.map(\.section), with: a ?? .automatic)
        },
        Form(method("moveSection", "moveSection:toSection:"), SectionNumber(), SectionNumber("S2", "the destination section")) { ctx, _, from, to in
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
            ctx.writeLine(ctx.table.indexPathsForVisibleRowsMessage().map(\.description).joined(separator: " "))
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
    ]

    /// A method's name, or its full Objective-C selector.
    struct MethodKeyword: Parameter {
        let name: String
        let selector: String?
        var usage: String { name }
        var keywords: [String] { selector.map { [name, $0] } ?? [name] }
        var listedKeywords: [String] { [name] }
        func candidates(_ context: CompletionContext) -> [String] { [name] }

        func parse(_ cursor: inout ArgumentCursor) throws(ScriptError) {
            for word in keywords where cursor.take(word) { return }
            _ = try cursor.next("a UITableView method")
        }
    }

    /// An index path, or `nil` (`selectRowAtIndexPath nil` clears the selection).
    struct IndexPathOrNil: Parameter {
        var usage: String { "S.R|nil" }
        func candidates(_ context: CompletionContext) -> [String] { ["nil"] + indexPathCandidates(context) }

        func parse(_ cursor: inout ArgumentCursor) throws(ScriptError) -> IndexPath? {
            if cursor.take("nil") { return nil }
            return try IndexPathArgument("S.R", "an index path or nil").parse(&cursor)
        }
    }
}

extension CommandContext {
    /// Rows named for the table's own methods, expanded against the table.
    func tableRows(_ rows: [(selection: RowSelection, token: Token)]) throws(ScriptError) -> [IndexPath] {
        try rows.expand(sections: table.numberOfSections, rowCount: table.rowCount).map(\.0)
    }
}
