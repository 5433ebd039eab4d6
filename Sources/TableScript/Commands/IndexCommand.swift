import TableEngine

/// `index`: the section index titles, and taps on them.
enum IndexCommand {
    static let all: [Command] = [index]

    static let index = Command(
        name: "index", usage: ["index A-Z", "index \"1\" \"2\" \"3\"", "index {search} A-Z", "index off", "index tap TITLE"],
        summary: "section index titles (sectionIndexTitlesForTableView:) and taps on them",
        details: """
        Titles: words, letter ranges like A-Z, and {search} (UITableViewIndexSearch, a
        magnifier). The data source answers them at each reload (and now, through
        reloadSectionIndexTitles). The index shows in both styles, only with at least
        sectionIndexMinimumDisplayRowCount rows, and may have fewer titles than the
        table has sections (seed 003; seed 003 also says plain style only — UIKit shows
        it in grouped tables too, as seed 001 does, and so does tableshell).
        'index tap B' sends sectionForSectionIndexTitle:atIndex: with the title and its
        position, then scrolls that section's top into view ({search}: the very top).
        By default the data source answers the section whose header has that title;
        'answer sectionForSectionIndexTitle = index - 1' scripts another answer.
        """,
        subcommands: ["off", "tap", "A-Z", "{search}"]
    ) { inv in
        let shell = inv.shell
        let ds = shell.dataSource
        if inv.take("tap") {
            let t = try inv.next("an index title")
            try inv.expectEnd()
            guard let titles = shell.table.displayedSectionIndexTitles else {
                throw ScriptError("no section index shows (see 'help index')", at: t)
            }
            let title = t.text == "search" ? tableViewIndexSearch : t.text
            guard try shell.table.tapSectionIndex(title) != nil else {
                throw ScriptError("the index has no title '\(t.text)'\(didYouMean(t.text, in: titles))", at: t)
            }
            return
        }
        if inv.take("off") {
            try inv.expectEnd()
            ds.indexTitles = nil
            ds.implemented.remove(.sectionIndexTitles)
        } else {
            var titles: [String] = []
            while !inv.isAtEnd {
                let t = try inv.next("titles")
                titles += try expand(t)
            }
            if titles.isEmpty { _ = try inv.next("titles, like A-Z") }
            guard titles.count <= 1000 else { throw ScriptError("an index of \(titles.count) titles is more than tableshell shows (1000)", at: inv.commandToken) }
            ds.indexTitles = titles
            ds.implemented.formUnion([.sectionIndexTitles, .sectionForSectionIndexTitle])
        }
        if shell.table.isLoaded { shell.table.reloadSectionIndexTitles() }
    }

    /// `A-Z` is the letters from A to Z; `{search}` the search title.
    static func expand(_ t: Token) throws(ScriptError) -> [String] {
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
