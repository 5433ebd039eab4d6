import TableEngine
import ScriptLanguage

/// `dds METHOD …`: what an app asks its UITableViewDiffableDataSource about
/// the snapshot it last applied.
package enum DiffableDataSourceCommand {
    static let dds: Command = Command(
        name: "dds",
        summary: "ask the diffable data source (itemIdentifier(for:), indexPath(for:), sectionIdentifier(for:), index(for:))",
        details: """
        On a table made with 'new STYLE --diffable'. The answers come from the snapshot
        the data source last applied, not from the working copy 'snapshot' edits; what
        is not there answers nil, as UIKit's optional results do.
          dds itemIdentifier S.R        the item identifier at a row
          dds indexPath ITEM            the row of an item identifier
          dds sectionIdentifier S       the section identifier at a section number
          dds index SECTION             the section number of a section identifier
        """,
        scriptedOnly: true,
        forms: [
            Form(Keyword("itemIdentifier"), IndexPathArgument()) { ctx, _, ip in
                let dds = try ctx.requireDiffable()
                ctx.writeLine(dds.itemIdentifier(for: ip).map(SnapshotCommands.show) ?? "nil")
            },
            Form(Keyword("indexPath"), SnapshotCommands.Identifier("ITEM", "an item identifier")) { ctx, _, id in
                let dds = try ctx.requireDiffable()
                ctx.writeLine(dds.indexPath(for: id).map { "\($0.section).\($0.row)" } ?? "nil")
            },
            Form(Keyword("sectionIdentifier"), SectionNumber()) { ctx, _, s in
                let dds = try ctx.requireDiffable()
                ctx.writeLine(dds.sectionIdentifier(for: s).map(SnapshotCommands.show) ?? "nil")
            },
            Form(Keyword("index"), SnapshotCommands.Identifier("SECTION", "a section identifier")) { ctx, _, id in
                let dds = try ctx.requireDiffable()
                ctx.writeLine(dds.index(for: id).map(String.init) ?? "nil")
            },
        ])
}
