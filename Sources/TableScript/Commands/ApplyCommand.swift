import TableEngine

/// `apply SNAPSHOT`: the model takes a new content and the table the batch
/// update the engine's diff computes, as with a diffable data source.
package enum ApplyCommand {
    static let apply: Command = Command(
        name: "apply",
        summary: "give the model a new content; the table gets the difference as one batch update (diffable: a snapshot)",
        details: """
        The snapshot lists the sections in order, '|' between them, each with its
        items in order:
          NAME        the model's item with that text (the first one not yet named,
                      in table order); a new item if there is none
          NAME*       that item, changed: its row is reloaded
          NAME=TEXT   that item with a new text: its row is reloaded
          TITLE:      first in a section: the model's section with that title,
                      wherever it is (a new section if none); a section without
                      one is the model's next section without a title
          |           the next section
        Quoted characters are plain text: "a*", "x=y", "Note:" and "|" are names.

        As UITableViewDiffableDataSource.apply does, the engine compares old and
        new by identity (Heckel's algorithm, in linear time, the common start and
        end of each section skipped; the most rows still in their old order stay,
        so as few rows move as can) and applies the deletes, inserts, moves and
        reloads in one performBatchUpdates. UIKit cannot reload and move a row in
        one update: a changed item that moves is deleted and inserted.
        Example: 'fill 1x4 {n}' then 'apply 3 0 1=one 9' moves 3 to the top,
        reloads 1, deletes 2 and inserts 9. Option: --animation NAME.
        On a diffable table (new --diffable), 'apply' is a shorthand: a new snapshot
        (deleteAllItems, then appendSections and appendItems for each section; NAME*
        marks the item for reloadItems) applied with 'snapshot apply'. A section's
        identifier is its TITLE:, or else that of the data source's section at its
        place (else its number). Identifiers are items: NAME=TEXT has no meaning there.
        """,
        cost: .everyRow,
        forms: [
            Form(RowCommands.animation, Snapshot()) { ctx, animation, snapshot in
                try ctx.requireNoOpenBlock()
                if let dds = ctx.diffable {
                    try applyDiffable(snapshot, dds, animation, ctx)
                    return
                }
                let model = ctx.model
                // Every row of the model and of the snapshot is read, matched and diffed.
                let rows = model.totalRows + snapshot.reduce(0) { $0 + $1.items.count }
                let what = "apply (\(formatCount(rows)) rows, the model's and the snapshot's)"
                try ctx.budget.require(seconds: Double(rows) * Budget.secondsPerAppliedRow + ctx.secondsToVisitEverySection, for: what, at: ctx.commandToken)
                // And the texts of the rows found by hashing them, written out
                // once (not those of a generated run that counts its rows,
                // `item-{n}`: a name's number gives its row); a long pattern
                // makes long texts.
                var resolver = Resolver(model)
                let (rowBytes, overflow) = rows.multipliedReportingOverflow(by: Budget.bytesPerAppliedRow)
                let (bytes, overflowWithTexts) = rowBytes.addingReportingOverflow(resolver.hashedTextBytes)
                try ctx.budget.require(bytes: overflow || overflowWithTexts ? Int.max : bytes, for: what, at: ctx.commandToken)
                // Reading the model and the snapshot stops at Ctrl-C (or a
                // limit); the model is untouched until both are read.
                let stop = { ctx.mustStop() }
                guard resolver.readTexts(mustStop: stop), let newSections = resolver.sections(snapshot, mustStop: stop) else { return }
                if snapshot.contains(where: { $0.title != nil }) { ctx.app.implemented.insert(.titleForHeader) }
                let update = BatchUpdate(resolver.match)
                let before = model.sections
                model.replaceAll(SectionList(newSections))
                do {
                    try ctx.table.performBatchUpdates(update, with: animation ?? .automatic)
                } catch {
                    model.replaceAll(before)
                    throw error
                }
            },
        ])

    /// The shorthand on a diffable table: the typed content as a new
    /// snapshot, built with the snapshot's own API (so its exceptions are
    /// UIKit's), and applied.
    static func applyDiffable(_ typed: [Section], _ dds: ScriptedDiffableDataSource, _ animation: RowAnimation?, _ ctx: CommandContext) throws {
        let current = dds.snapshot().sectionIdentifiers
        var s = DiffableSnapshot<String, String>()
        var reloaded: [String] = []
        for (k, section) in typed.enumerated() {
            let id = section.title ?? (k < current.count ? current[k] : String(k))
            try s.appendSections([id])
            var names: [String] = []
            names.reserveCapacity(section.items.count)
            for entry in section.items {
                let name = section.name(entry)
                if let text = section.newText(entry) {
                    throw ScriptError("apply: on a diffable table an item is its identifier: '\(name)=\(text)' has no meaning (use \(name)* to reload it)", at: ctx.commandToken)
                }
                names.append(name)
                if entry.changed { reloaded.append(name) }
            }
            for line in try s.appendItems(names, toSection: id) { ctx.writeLine("console: " + line) }
        }
        if !reloaded.isEmpty { try s.reloadItems(reloaded) }
        let previous = dds.defaultRowAnimation
        dds.defaultRowAnimation = animation ?? previous
        defer { dds.defaultRowAnimation = previous }
        try dds.applyAndMirror(s, .animated)
    }

    /// `[TITLE:] ITEM… [| [TITLE:] ITEM…]…`.
    package struct Snapshot: Parameter {
        package var usage: String { "[TITLE:] ITEM… [| [TITLE:] ITEM…]…" }
        package var arity: Arity { .rest(minimum: 0) }

        package func parse(_ cursor: inout ArgumentCursor) throws(ScriptError) -> [Section] {
            try ApplyCommand.parse(cursor.takeRestSlice())
        }
    }

    /// One section of a snapshot as typed. Its entries are small: a plain
    /// name is its word, read in place from the command's words (an
    /// `apply` may name ten million rows); the few marked ones (`NAME*`,
    /// `NAME=TEXT`) are kept apart.
    package struct Section {
        var title: String?
        var items: [Entry] = []
        /// The command's words (one buffer, all sections').
        package let words: ArraySlice<Token>
        /// The names and new texts of the marked entries.
        var marked: [(name: String, newText: String?)] = []

        init(title: String? = nil, words: ArraySlice<Token>) {
            self.title = title
            self.words = words
        }

        package func name(_ entry: Entry) -> String {
            entry.index >= 0 ? words[Int(entry.index)].text : marked[Int(-1 - entry.index)].name
        }

        /// `NAME=TEXT`: the item's new text.
        func newText(_ entry: Entry) -> String? {
            entry.renamed ? marked[Int(-1 - entry.index)].newText : nil
        }

        package var names: [String] { items.map(name) }

        mutating func append(plain word: Int) {
            items.append(Entry(index: Int32(word), changed: false, renamed: false))
        }

        mutating func append(name: String, newText: String? = nil) {
            marked.append((name, newText))
            items.append(Entry(index: Int32(-marked.count), changed: true, renamed: newText != nil))
        }
    }

    /// A name as typed: 8 bytes.
    package struct Entry {
        /// A plain name: its word's index in the section's `words`; a
        /// marked one: -1 - its index in `marked`.
        let index: Int32
        /// `NAME*` or `NAME=TEXT`.
        let changed: Bool
        /// `NAME=TEXT`.
        let renamed: Bool
    }

    static func parse(_ words: ArraySlice<Token>) throws(ScriptError) -> [Section] {
        // Entries refer to their words by a 32-bit index.
        precondition(words.endIndex <= Int(Int32.max), "more words than an entry can refer to")
        var sections: [Section] = []
        // The section being read: a local, appended to in place.
        var section = Section(words: words)
        section.items.reserveCapacity(words.count)
        for i in words.indices {
            // Most words are plain names (read without copying the word).
            if !words[i].quoted && !hasMark(words[i].text) {
                section.append(plain: i)
                continue
            }
            let word = words[i]
            if word.segments == [Token.Part(text: "|", quoted: false)] {
                sections.append(section)
                section = Section(words: words)
            } else if let (name, text) = split(word, at: "=") {
                guard !name.isEmpty else { throw ScriptError("apply: expected NAME=TEXT, got '\(word.text)'", at: word) }
                section.append(name: name, newText: text)
            } else if let title = strip(word, suffix: ":") {
                guard section.items.isEmpty, section.title == nil else {
                    throw ScriptError("apply: a section's title comes first in it (put '|' before '\(word.text)' to start a section)", at: word)
                }
                section.title = title
            } else if let name = strip(word, suffix: "*") {
                section.append(name: name)
            } else {
                section.append(plain: i)
            }
        }
        sections.append(section)
        return sections
    }

    /// Whether the text holds `|`, `=`, `:` or `*`: eight bytes at a time,
    /// not a set lookup (`apply` reads a hundred thousand words).
    private static func hasMark(_ text: String) -> Bool {
        text.withUTF8Bytes { bytes in
            Bytes8.first(in: bytes, from: 0) { x in
                Bytes8.equal(UInt8(ascii: "|"), x) | Bytes8.equal(UInt8(ascii: "="), x)
                    | Bytes8.equal(UInt8(ascii: ":"), x) | Bytes8.equal(UInt8(ascii: "*"), x)
            } < bytes.count
        }
    }

    /// The word cut at its first unquoted `separator`.
    private static func split(_ word: Token, at separator: Unicode.Scalar) -> (String, String)? {
        for (k, part) in word.segments.enumerated() where !part.quoted {
            guard let i = part.text.unicodeScalars.firstIndex(of: separator) else { continue }
            let before = word.segments[..<k].map(\.text).joined() + part.text[..<i]
            let after = part.text[part.text.unicodeScalars.index(after: i)...] + word.segments[(k + 1)...].map(\.text).joined()
            return (before, String(after))
        }
        return nil
    }

    /// The word without its last character, when that is an unquoted `suffix`.
    private static func strip(_ word: Token, suffix: Character) -> String? {
        guard let last = word.segments.last, !last.quoted, last.text.last == suffix else { return nil }
        let name = word.text.dropLast()
        return name.isEmpty ? nil : String(name)
    }
}
