import TableEngine
import ScriptLanguage

/// `index`: the section index titles, and taps on them.
package enum IndexCommand {
    static let index: Command = Command(
        name: "index",
        summary: "section index titles (sectionIndexTitlesForTableView:) and taps on them; alone, list them",
        details: """
        Titles: words, letter ranges like A-Z, and {search} (UITableViewIndexSearch, a
        magnifier). The data source answers them at each reload (and now, through
        reloadSectionIndexTitles). The index shows in both styles, only with at least
        sectionIndexMinimumDisplayRowCount rows, and may have fewer titles than the
        table has sections (B-67, B-68). Apple's documentation says plain style only; an
        iOS 12 observation shows it in a grouped table, and so does tableshell (FIDELITY.md
        B-71, unverified).
        'index tap B' sends sectionForSectionIndexTitle:atIndex: with the title and its
        position, then scrolls that section's top into view. An answer that names no
        section (-1, or past the end) scrolls nothing and raises nothing: for {search} the
        app scrolls its search bar into view itself and answers -1 (B-70). By default the
        data source answers the section whose header has that title, and for {search}
        calls setContentOffset:animated: 0 NO and answers -1;
        'answer sectionForSectionIndexTitle = index - 1' scripts another answer. The evidence
        for each rule: see FIDELITY.md B-66 to B-71 (docs/FIDELITY.md).
        """,
        forms: [
            Form(scriptedOnly: true) { ctx in
                guard let titles = ctx.app.indexTitles else {
                    return ctx.writeLine("no section index (the data source does not implement sectionIndexTitlesForTableView:; 'index A-Z' gives it one)")
                }
                let shown = titles.map { $0 == tableViewIndexSearch ? "{search}" : $0 }.joined(separator: " ")
                if ctx.table.displayedSectionIndexTitles != nil {
                    ctx.writeLine("index: " + shown)
                } else {
                    ctx.writeLine("index (not shown: fewer than sectionIndexMinimumDisplayRowCount = \(ctx.table.sectionIndexMinimumDisplayRowCount) rows): " + shown)
                }
            },
            Form(Keyword("tap"), Located(Text("TITLE", "an index title"))) { ctx, _, title in
                guard let titles = ctx.table.displayedSectionIndexTitles else {
                    throw ScriptError("no section index shows (see 'help index')", at: title.token)
                }
                let name = title.value == "search" ? tableViewIndexSearch : title.value
                guard let section = try ctx.table.tapSectionIndex(name) else {
                    throw ScriptError("the index has no title '\(title.value)'\(didYouMean(title.value, in: titles))", at: title.token)
                }
                if section < 0 || section >= ctx.table.numberOfSections {
                    ctx.writeLine("(the answer \(section) names no section: the table does not scroll; see FIDELITY.md B-70)")
                }
            },
            Form(Keyword("off"), scriptedOnly: true) { ctx, _ in
                ctx.app.indexTitles = nil
                ctx.app.implemented.remove(.sectionIndexTitles)
                if ctx.table.isLoaded { ctx.table.reloadSectionIndexTitles() }
            },
            Form(Titles(), scriptedOnly: true) { ctx, titles in
                ctx.app.indexTitles = titles
                ctx.app.implemented.formUnion([.sectionIndexTitles, .sectionForSectionIndexTitle])
                if ctx.table.isLoaded { ctx.table.reloadSectionIndexTitles() }
            },
        ])

    /// Index titles: words, letter ranges, `{search}`; at most 1000.
    package struct Titles: Parameter {
        package var usage: String { "TITLE…" }
        package var arity: Arity { .rest(minimum: 1) }
        package func candidates(_ context: CompletionContext) -> [String] { ["A-Z", "{search}"] }

        package func parse(_ cursor: inout ArgumentCursor) throws(ScriptError) -> [String] {
            if cursor.isAtEnd { _ = try cursor.next("titles, like A-Z") }
            let first = cursor.here
            var titles: [String] = []
            for t in cursor.takeRest() {
                titles += try IndexCommand.expand(t)
                guard titles.count <= 1000 else {
                    throw ScriptError("an index of more than 1000 titles is more than tableshell shows", at: first)
                }
            }
            return titles
        }
    }

    /// `A-Z` is the letters from A to Z; `{search}` the search title.
    package static func expand(_ t: Token) throws(ScriptError) -> [String] {
        if !t.quoted, t.text == "{search}" { return [tableViewIndexSearch] }
        let scalars = Array(t.text.unicodeScalars)
        if !t.quoted, scalars.count == 3, scalars[1] == "-", scalars[0].properties.isAlphabetic || scalars[0].properties.numericType != nil {
            let a = scalars[0].value, b = scalars[2].value
            guard a <= b, b - a < 100 else { throw ScriptError("'\(t.text)' is not a range of titles (like A-Z)", at: t) }
            return (a...b).compactMap { Unicode.Scalar($0).map { String($0) } }
        }
        return [t.text]
    }
}
