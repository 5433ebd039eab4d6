import TableEngine
import ScriptLanguage

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
        scriptedOnly: true,
        forms: [
            Form(RowCommands.animation, Snapshot()) { ctx, animation, snapshot in
                try ctx.requireNoOpenBlock()
                if let dds = ctx.diffable {
                    try applyDiffable(snapshot, dds, animation, ctx)
                    return
                }
                try apply(snapshot, animation, ctx)
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
            if let (k, text) = section.newTexts.min(by: { $0.key < $1.key }) {
                throw ScriptError("apply: on a diffable table an item is its identifier: '\(section.name(k))=\(text)' has no meaning (use \(section.name(k))* to reload it)", at: ctx.commandToken)
            }
            reloaded += section.changed.sorted().map(section.name)
            for line in try s.appendItems(section.names, toSection: id) { ctx.writeLine("console: " + line) }
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

    /// One section of a snapshot as typed: its title, its entries (a word
    /// each, in order), and which entries are marked (`NAME*`,
    /// `NAME=TEXT`), by position. A name is read from its word when asked:
    /// ten million names are not copied out of their words.
    package struct Section {
        package var title: String?
        /// The entries' words.
        fileprivate var words: ArraySlice<Token> = []
        /// The names of the marked entries: their words without the mark.
        fileprivate var markedNames: [Int: String] = [:]
        /// The entries whose rows are reloaded: `NAME*` and `NAME=TEXT`.
        var changed: Set<Int> = []
        /// `NAME=TEXT`: the new texts.
        var newTexts: [Int: String] = [:]

        /// The number of entries.
        var count: Int { words.count }

        /// Entry k's name.
        func name(_ k: Int) -> String {
            if !markedNames.isEmpty, let name = markedNames[k] { return name }
            return words[words.startIndex + k].text
        }

        /// The names, in order.
        var names: [String] { (0..<count).map(name) }
    }

    package static func parse(_ words: ArraySlice<Token>) throws(ScriptError) -> [Section] {
        var sections: [Section] = []
        var section = Section()
        // The section's entries are the words from `start` on.
        var start = words.startIndex
        func close(at end: Int) {
            section.words = words[start..<end]
            sections.append(section)
        }
        for i in words.indices {
            // Most words are plain names: nothing to note (their names are
            // read from them when asked).
            guard words[i].quoted || mayBeMarked(words[i].text) else { continue }
            let word = words[i], k = i - start
            if word.segments == [Token.Part(text: "|", quoted: false)] {
                close(at: i)
                section = Section()
                start = i + 1
            } else if let (name, text) = split(word, at: "=") {
                guard !name.isEmpty else { throw ScriptError("apply: expected NAME=TEXT, got '\(word.text)'", at: word) }
                section.markedNames[k] = name
                section.changed.insert(k)
                section.newTexts[k] = text
            } else if let title = strip(word, suffix: ":") {
                guard k == 0, section.title == nil else {
                    throw ScriptError("apply: a section's title comes first in it (put '|' before '\(word.text)' to start a section)", at: word)
                }
                section.title = title
                start = i + 1
            } else if let name = strip(word, suffix: "*") {
                section.markedNames[k] = name
                section.changed.insert(k)
            }
        }
        close(at: words.endIndex)
        return sections
    }

    /// Whether an unquoted word holds a byte that may mark it.
    private static func mayBeMarked(_ text: String) -> Bool {
        let bytes = text.utf8.span
        for k in bytes.indices where isMark(bytes[k]) { return true }
        return false
    }

    /// `|`, `=`, `:` and `*`: the bytes that may mark a word.
    private static func isMark(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "|") || byte == UInt8(ascii: "=") || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "*")
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
