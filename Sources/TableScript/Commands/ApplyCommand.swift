import TableEngine

/// `apply SNAPSHOT`: the model takes a new content and the table the batch
/// update the engine's diff computes, as with a diffable data source.
enum ApplyCommand {
    static let all: [Command] = [apply]

    static let apply = Command(
        name: "apply", usage: ["apply [TITLE:] ITEM… [| [TITLE:] ITEM…]…"],
        summary: "give the model a new content; the table gets the difference as one batch update",
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
        end of each section skipped) and applies the deletes, inserts, moves and
        reloads in one performBatchUpdates. UIKit cannot reload and move a row in
        one update: a changed item that moves is deleted and inserted.
        Example: 'fill 1x4 {n}' then 'apply 3 0 1=one 9' moves 3 to the top,
        reloads 1, deletes 2 and inserts 9. Option: --animation NAME.
        """,
        subcommands: ["--animation"]
    ) { inv in
        let animation = try RowCommands.animation(&inv)
        let shell = inv.shell
        try shell.requireNoOpenBlock(inv)
        let snapshot = try parse(inv.remaining)
        let model = shell.model
        let old = model.snapshot
        var resolver = Resolver(model)
        let newSections = resolver.sections(snapshot)
        if snapshot.contains(where: { $0.title != nil }) { shell.dataSource.implemented.insert(.titleForHeader) }

        let new = TableSnapshot(newSections.map { TableSnapshot.Section($0.id, $0.items.items.map(\.id)) })
        let changed = resolver.changed
        let update = BatchUpdate(from: old, to: new, changed: { changed.contains($0) })
        let before = model.sections
        model.replaceAll(newSections)
        do {
            try shell.table.performBatchUpdates(update, with: animation)
        } catch {
            model.replaceAll(before)
            throw error
        }
    }

    /// One section of a snapshot as typed.
    struct Section {
        var title: String?
        var items: [Entry] = []
    }

    struct Entry {
        var name: String
        /// `NAME=TEXT`: the item's new text.
        var newText: String?
        /// `NAME*` or `NAME=TEXT`.
        var changed: Bool
    }

    static func parse(_ words: [Token]) throws(ScriptError) -> [Section] {
        var sections = [Section()]
        for word in words {
            if word.parts == [Token.Part(text: "|", quoted: false)] {
                sections.append(Section())
            } else if let (name, text) = split(word, at: "=") {
                guard !name.isEmpty else { throw ScriptError("apply: expected NAME=TEXT, got '\(word.text)'", at: word) }
                sections[sections.count - 1].items.append(Entry(name: name, newText: text, changed: true))
            } else if let title = strip(word, suffix: ":") {
                guard sections[sections.count - 1].items.isEmpty, sections[sections.count - 1].title == nil else {
                    throw ScriptError("apply: a section's title comes first in it (put '|' before '\(word.text)' to start a section)", at: word)
                }
                sections[sections.count - 1].title = title
            } else if let name = strip(word, suffix: "*") {
                sections[sections.count - 1].items.append(Entry(name: name, changed: true))
            } else {
                sections[sections.count - 1].items.append(Entry(name: word.text, changed: false))
            }
        }
        return sections
    }

    /// The word cut at its first unquoted `separator`.
    private static func split(_ word: Token, at separator: Character) -> (String, String)? {
        for (k, part) in word.parts.enumerated() where !part.quoted {
            guard let i = part.text.firstIndex(of: separator) else { continue }
            let before = word.parts[..<k].map(\.text).joined() + part.text[..<i]
            let after = part.text[part.text.index(after: i)...] + word.parts[(k + 1)...].map(\.text).joined()
            return (before, String(after))
        }
        return nil
    }

    /// The word without its last character, when that is an unquoted `suffix`.
    private static func strip(_ word: Token, suffix: Character) -> String? {
        guard let last = word.parts.last, !last.quoted, last.text.last == suffix, word.text.count > 1 else { return nil }
        return String(word.text.dropLast())
    }

    /// Turns names into the model's sections and items, or new ones.
    struct Resolver {
        let model: Model
        /// The model's items by text, each text's in table order.
        private var itemsByText: [String: ArraySlice<Item>]
        private var untitledSections: ArraySlice<Model.Section>
        private var sectionsByTitle: [String: ArraySlice<Model.Section>]
        /// Items named as changed.
        private(set) var changed: Set<Int> = []

        init(_ model: Model) {
            self.model = model
            let items = model.sections.flatMap(\.items.items)
            itemsByText = Dictionary(grouping: items, by: \.text).mapValues { $0[...] }
            untitledSections = model.sections.filter { $0.title == nil }[...]
            sectionsByTitle = Dictionary(grouping: model.sections.filter { $0.title != nil }, by: { $0.title! }).mapValues { $0[...] }
        }

        /// Sections with a title claim the model's by title; the others the
        /// model's untitled ones, in order.
        mutating func sections(_ typed: [Section]) -> [Model.Section] {
            var result: [Model.Section] = []
            for typed in typed {
                let claimed = if let title = typed.title { sectionsByTitle[title]?.popFirst() } else { untitledSections.popFirst() }
                var section = claimed ?? model.makeSection(title: typed.title)
                section.items = ItemList(items: typed.items.map { item($0) })
                result.append(section)
            }
            return result
        }

        private mutating func item(_ entry: Entry) -> Item {
            guard var item = itemsByText[entry.name]?.popFirst() else {
                return model.makeItem(entry.newText ?? entry.name)
            }
            if let text = entry.newText { item.text = text }
            if entry.changed { changed.insert(item.id) }
            return item
        }
    }
}

extension Model {
    /// The model's content by identity, for `apply`'s diff.
    var snapshot: TableSnapshot<Int, Int> {
        TableSnapshot(sections.map { TableSnapshot.Section($0.id, $0.items.items.map(\.id)) })
    }
}
