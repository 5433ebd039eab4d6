import TableEngine
import ScriptLanguage

/// `snapshot …`: NSDiffableDataSourceSnapshot's API on a working copy of
/// the diffable data source's snapshot, and applying it.
package enum SnapshotCommands {
    package typealias Snapshot = DiffableSnapshot<String, String>

    static let snapshot: Command = Command(
        name: "snapshot",
        summary: "edit and apply a diffable data source's snapshot (NSDiffableDataSourceSnapshot); alone, print it",
        details: """
        On a table made with 'new STYLE --diffable'. The first 'snapshot' command
        takes a working copy of the data source's snapshot (its snapshot(), without
        reload marks); the others edit it; 'snapshot apply' applies it and drops it.
        Identifiers are words ("quoted" for spaces); a section's items follow it.
          appendSections ID…                    insertSections ID… beforeSection|afterSection ID
          appendItems ID… [toSection ID]        insertItems ID… beforeItem|afterItem ID
          deleteItems ID…   deleteSections ID…  deleteAllItems (every item and section)
          moveItem ID beforeItem|afterItem ID   moveSection ID beforeSection|afterSection ID
          reloadItems ID…   reconfigureItems ID…   reloadSections ID…
          apply [animatingDifferences yes|no]   applyUsingReloadData
        UIKit's rules, and its exceptions word for word (FIDELITY.md D-01 to D-09):
        an identifier twice in one list, a section that exists already, items with
        no section, a destination that is not there or is itself moved or inserted,
        reloading or reconfiguring what is not there — each raises
        NSInternalInconsistencyException and leaves the working copy as it was.
        Deleting what is not there does nothing. Appending or inserting an item that
        is there already moves it, and UIKit logs so ('console: …').
        apply, as since iOS 15 (D-13): the difference between what the table shows
        and the snapshot, in one update inside _performDiffableUpdate:, changes named
        in UIKit's order (moves, reloaded, deleted and inserted sections, reconfigured,
        reloaded, deleted and inserted rows: D-14); 'animatingDifferences no' is the
        same update without animation (before iOS 15 it was a reload).
        applyUsingReloadData: reloadData, no difference. reloadItems gives a row a new
        cell; reconfigureItems asks its cell again and keeps it (D-15, D-20).
        """,
        scriptedOnly: true,
        forms: [
            Form(Flag("--json")) { ctx, json in
                let dds = try ctx.requireDiffable()
                if json { return ctx.writeLine(snapshotJSON(dds.editable, pending: dds.hasPendingEdits).text) }
                for line in describe(dds.editable, pending: dds.hasPendingEdits) { ctx.writeLine(line) }
            },
            Form(Keyword("appendSections"), Identifiers("SECTION…", "a section identifier")) { ctx, _, ids in
                try mutate(ctx) { s in try s.appendSections(ids.map(\.text)); return [] }
            },
            Form(Keyword("insertSections"), Identifiers("SECTION…", "a section identifier", stopAt: sectionPlaces), sectionPlace,
                 Identifier("SECTION", "a section identifier")) { ctx, _, ids, after, d in
                try mutate(ctx) { s in
                    if after { try s.insertSections(ids.map(\.text), afterSection: d) } else { try s.insertSections(ids.map(\.text), beforeSection: d) }
                    return []
                }
            },
            Form(Keyword("deleteSections"), Identifiers("SECTION…", "a section identifier")) { ctx, _, ids in
                try mutate(ctx) { s in try s.deleteSections(ids.map(\.text)); return [] }
            },
            Form(Keyword("moveSection"), Identifier("SECTION", "a section identifier"), sectionPlace, Identifier("SECTION", "a section identifier")) { ctx, _, x, after, d in
                try mutate(ctx) { s in
                    if after { try s.moveSection(x, afterSection: d) } else { try s.moveSection(x, beforeSection: d) }
                    return []
                }
            },
            Form(Keyword("reloadSections"), Identifiers("SECTION…", "a section identifier")) { ctx, _, ids in
                try mutate(ctx) { s in try s.reloadSections(ids.map(\.text)); return [] }
            },
            Form(Keyword("appendItems"), Identifiers("ITEM…", "an item identifier", stopAt: ["toSection"]), ToSection()) { ctx, _, ids, section in
                try mutate(ctx) { s in try s.appendItems(ids.map(\.text), toSection: section) }
            },
            Form(Keyword("insertItems"), Identifiers("ITEM…", "an item identifier", stopAt: itemPlaces), itemPlace,
                 Identifier("ITEM", "an item identifier")) { ctx, _, ids, after, d in
                try mutate(ctx) { s in
                    after ? try s.insertItems(ids.map(\.text), afterItem: d) : try s.insertItems(ids.map(\.text), beforeItem: d)
                }
            },
            Form(Keyword("deleteItems"), Identifiers("ITEM…", "an item identifier")) { ctx, _, ids in
                try mutate(ctx) { s in try s.deleteItems(ids.map(\.text)); return [] }
            },
            Form(Keyword("deleteAllItems")) { ctx, _ in
                try mutate(ctx) { s in s.deleteAllItems(); return [] }
            },
            Form(Keyword("moveItem"), Identifier("ITEM", "an item identifier"), itemPlace, Identifier("ITEM", "an item identifier")) { ctx, _, x, after, d in
                try mutate(ctx) { s in
                    if after { try s.moveItem(x, afterItem: d) } else { try s.moveItem(x, beforeItem: d) }
                    return []
                }
            },
            Form(Keyword("reloadItems"), Identifiers("ITEM…", "an item identifier")) { ctx, _, ids in
                try mutate(ctx) { s in try s.reloadItems(ids.map(\.text)); return [] }
            },
            Form(Keyword("reconfigureItems"), Identifiers("ITEM…", "an item identifier")) { ctx, _, ids in
                try mutate(ctx) { s in try s.reconfigureItems(ids.map(\.text)); return [] }
            },
            Form(Keyword("apply"), Optionally(AnimatingDifferences())) { ctx, _, animating in
                try ctx.requireNoOpenBlock()
                let dds = try ctx.requireDiffable()
                try dds.applyAndMirror(dds.editable, animating ?? true ? .animated : .withoutAnimation)
            },
            Form(Keyword("applyUsingReloadData")) { ctx, _ in
                try ctx.requireNoOpenBlock()
                let dds = try ctx.requireDiffable()
                try dds.applyAndMirror(dds.editable, .reloadData)
            },
        ])

    static let itemPlaces = ["beforeItem", "afterItem"]
    static let sectionPlaces = ["beforeSection", "afterSection"]
    static let itemPlace = Choice("beforeItem or afterItem", [("beforeItem", false), ("afterItem", true)])
    static let sectionPlace = Choice("beforeSection or afterSection", [("beforeSection", false), ("afterSection", true)])

    /// `snapshot NAME …`: the edit runs on a copy of the working copy,
    /// which it replaces only if UIKit would not raise; what UIKit logs is
    /// printed.
    private static func mutate(_ ctx: CommandContext, _ edit: (inout Snapshot) throws -> [String]) throws {
        let dds = try ctx.requireDiffable()
        var copy = dds.editable
        let console = try edit(&copy)
        dds.workingCopy = copy
        for line in console { ctx.writeLine("console: " + line) }
    }

    /// The snapshot as `snapshot` prints it: its size and whether it is
    /// applied, each section with its items, and the marks.
    /// `snapshot --json` (docs/JSON.md).
    static func snapshotJSON(_ s: Snapshot, pending: Bool) -> JSONValue {
        .object([
            ("sections", .array(s.content.sections.map { .object([("identifier", .string($0.id)), ("items", .strings($0.items))]) })),
            ("reloadedItems", .strings(s.reloadedItemIdentifiers)),
            ("reconfiguredItems", .strings(s.reconfiguredItemIdentifiers)),
            ("reloadedSections", .strings(s.reloadedSectionIdentifiers)),
            ("pendingEdits", .bool(pending)),
        ])
    }

    static func describe(_ s: Snapshot, pending: Bool) -> [String] {
        var lines = ["\(plural(s.numberOfSections, "section")), \(plural(s.numberOfItems, "item"))\(pending ? " (working copy, not applied)" : "")"]
        for section in s.content.sections {
            let shown = section.items.prefix(40).map(show)
            let more = section.items.count > 40 ? " … (\(section.items.count - 40) more)" : ""
            lines.append("  " + show(section.id) + ":" + (shown.isEmpty ? "" : " " + shown.joined(separator: " ")) + more)
        }
        if !s.reloadedItemIdentifiers.isEmpty { lines.append("  reloadItems: " + s.reloadedItemIdentifiers.map(show).joined(separator: " ")) }
        if !s.reconfiguredItemIdentifiers.isEmpty { lines.append("  reconfigureItems: " + s.reconfiguredItemIdentifiers.map(show).joined(separator: " ")) }
        if !s.reloadedSectionIdentifiers.isEmpty { lines.append("  reloadSections: " + s.reloadedSectionIdentifiers.map(show).joined(separator: " ")) }
        return lines
    }

    /// An identifier as it would be typed: quoted when it has a space or a
    /// mark the snapshot syntax gives a meaning.
    static func show(_ id: String) -> String {
        let special = id.isEmpty || id.contains { $0.isWhitespace || "\"'|:*=#;{}\\".contains($0) }
        guard special else { return id }
        var out = "\""
        for c in id {
            if c == "\"" || c == "\\" { out.append("\\") }
            out.append(c)
        }
        return out + "\""
    }

    // MARK: Parameters

    /// Identifiers, each with its word, up to one of `stopAt`.
    package struct Identifiers: Parameter {
        package let usage: String
        let what: String
        package var stopAt: [String] = []
        init(_ usage: String, _ what: String, stopAt: [String] = []) {
            self.usage = usage
            self.what = what
            self.stopAt = stopAt
        }

        package var arity: Arity { .rest(minimum: 1) }
        package func candidates(_ context: CompletionContext) -> [String] { identifierCandidates(context, sections: usage.hasPrefix("SECTION")) + stopAt }

        package func parse(_ cursor: inout ArgumentCursor) throws(ScriptError) -> [Token] {
            var ids = [try cursor.next(what)]
            while let t = cursor.peek(), t.quoted || !stopAt.contains(t.text) { ids.append(try cursor.next(what)) }
            return ids
        }
    }

    /// One identifier.
    package struct Identifier: Parameter {
        package let usage: String
        let what: String
        init(_ usage: String, _ what: String) {
            self.usage = usage
            self.what = what
        }

        package func candidates(_ context: CompletionContext) -> [String] { identifierCandidates(context, sections: usage.hasPrefix("SECTION")) }

        package func parse(_ cursor: inout ArgumentCursor) throws(ScriptError) -> String {
            try cursor.next(what).text
        }
    }

    /// `[toSection ID]`.
    package struct ToSection: Parameter {
        package var usage: String { "[toSection SECTION]" }
        package var arity: Arity { .optional }
        package func candidates(_ context: CompletionContext) -> [String] { ["toSection"] }

        package func parse(_ cursor: inout ArgumentCursor) throws(ScriptError) -> String? {
            guard cursor.take("toSection") else { return nil }
            return try cursor.next("a section identifier after 'toSection'").text
        }
    }

    /// `[animatingDifferences yes|no]`.
    package struct AnimatingDifferences: Parameter {
        package var usage: String { "animatingDifferences yes|no" }
        package var keywords: [String] { ["animatingDifferences"] }

        package func parse(_ cursor: inout ArgumentCursor) throws(ScriptError) -> Bool {
            _ = try Keyword("animatingDifferences").parse(&cursor)
            return try PropertyCommands.yesNo.parse(&cursor)
        }
    }

    /// The working copy's identifiers, for completion.
    static func identifierCandidates(_ context: CompletionContext, sections: Bool) -> [String] {
        guard let dds = context.table.dataSource as? ScriptedDiffableDataSource else { return [] }
        let s = dds.editable
        return sections ? s.sectionIdentifiers.map(show) : Array(s.itemIdentifiers.prefix(200)).map(show)
    }
}
