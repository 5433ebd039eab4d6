import TableEngine

/// `apply SNAPSHOT`: the model takes a new content and the table the batch
/// update the engine's diff computes, as with a diffable data source.
enum ApplyCommand {
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
                let (bytes, overflow) = rows.multipliedReportingOverflow(by: Budget.bytesPerAppliedRow)
                try ctx.budget.require(bytes: overflow ? Int.max : bytes, for: what, at: ctx.commandToken)
                // Reading the model and the snapshot stops at Ctrl-C (or a
                // limit); the model is untouched until both are read.
                let stop = { ctx.mustStop() }
                guard var resolver = Resolver(model, mustStop: stop), let newSections = resolver.sections(snapshot, mustStop: stop) else { return }
                if snapshot.contains(where: { $0.title != nil }) { ctx.app.implemented.insert(.titleForHeader) }
                let changed = resolver.changed
                let update = BatchUpdate(from: resolver.old, to: resolver.new, changed: { changed.contains($0) })
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
                if entry.newText != nil {
                    throw ScriptError("apply: on a diffable table an item is its identifier: '\(entry.name)=\(entry.newText!)' has no meaning (use \(entry.name)* to reload it)", at: ctx.commandToken)
                }
                names.append(entry.name)
                if entry.changed { reloaded.append(entry.name) }
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
    struct Snapshot: Parameter {
        var usage: String { "[TITLE:] ITEM… [| [TITLE:] ITEM…]…" }
        var arity: Arity { .rest(minimum: 0) }

        func parse(_ cursor: inout ArgumentCursor) throws(ScriptError) -> [Section] {
            try ApplyCommand.parse(cursor.takeRest())
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
        sections[0].items.reserveCapacity(words.count)
        for word in words {
            // Most words are plain names.
            if !word.quoted && !hasMark(word.text) {
                sections[sections.count - 1].items.append(Entry(name: word.text, changed: false))
            } else if word.segments == [Token.Part(text: "|", quoted: false)] {
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

    /// Whether the text holds `|`, `=`, `:` or `*`: a byte compare each,
    /// not a set lookup (`apply` reads a hundred thousand words).
    private static func hasMark(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            for b in bytes where b == UInt8(ascii: "|") || b == UInt8(ascii: "=") || b == UInt8(ascii: ":") || b == UInt8(ascii: "*") {
                return true
            }
            return false
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

    /// Turns names into the model's sections and items, or new ones, and
    /// keeps both contents by identity for the diff. The model's rows are
    /// read as its segments: a generated row gives its text and identity
    /// but no item is made for it, and a row named again unchanged stays
    /// a row of its run in the new content (neighbours named in order are
    /// one run again), so only what changed is stored.
    struct Resolver {
        let model: Model
        /// The model's content before, and the one named.
        let old: TableSnapshot<Int, Int>
        private(set) var new = TableSnapshot<Int, Int>()
        /// Items named as changed.
        private(set) var changed: Set<Int> = []

        /// The model's segments, section after section, and where each
        /// starts in the flat numbering of rows (the total last).
        private let segments: [ItemList.Segment]
        private let starts: [Int]
        /// The segment the last name was found in: names mostly come in order.
        private var lastSegment = 0
        /// For each text, the first row not yet named, and after each row
        /// the next with its text.
        private var firstByText: TextTable
        private var nextByText: [Int]
        /// Each row's text in the table (its key), whether another row has
        /// the same text, and whether it has been named.
        private var keyOfRow: [Int]
        private var shared: [Bool]
        private var named: [Bool]
        /// The row after the last one named: names mostly come in the
        /// model's order, and a row whose text no other row has is then
        /// found without hashing.
        private var guess = 0
        private var untitledSections: ArraySlice<Model.Section>
        private var sectionsByTitle: [String: ArraySlice<Model.Section>]

        /// Nil when `mustStop` said so, asked every 65,536 items.
        init?(_ model: Model, mustStop: () -> Bool) {
            self.model = model
            var segments: [ItemList.Segment] = [], starts: [Int] = []
            var oldSections: [TableSnapshot<Int, Int>.Section] = []
            var total = 0
            for section in model.sections {
                var ids: [Int] = []
                ids.reserveCapacity(section.items.count)
                section.items.forEachSegment { segment in
                    segments.append(segment)
                    starts.append(total)
                    total += segment.count
                    switch segment {
                    case .run(let r): ids.append(contentsOf: r.firstID..<(r.firstID + r.count))
                    case .item(let item): ids.append(item.id)
                    }
                }
                oldSections.append(.init(section.id, ids))
            }
            starts.append(total)
            old = TableSnapshot(oldSections)
            var nextByText = Array(repeating: -1, count: total)
            var firstByText = TextTable(capacity: total)
            var keyOfRow = Array(repeating: 0, count: total)
            var shared = Array(repeating: false, count: total)
            func taken(_ i: Int, _ inserted: (previous: Int?, key: Int)) {
                keyOfRow[i] = inserted.key
                guard let next = inserted.previous else { return }
                nextByText[i] = next
                shared[i] = true
                shared[next] = true
            }
            var i = total
            for g in segments.indices.reversed() {
                switch segments[g] {
                case .run(let r):
                    for k in (0..<r.count).reversed() {
                        i -= 1
                        taken(i, firstByText.insert(i) { r.appendText(k, to: &$0) })
                        if i & 0xFFFF == 0, mustStop() { return nil }
                    }
                case .item(let item):
                    i -= 1
                    taken(i, firstByText.insert(i) { $0.append(contentsOf: item.text.utf8) })
                    if i & 0xFFFF == 0, mustStop() { return nil }
                }
            }
            self.nextByText = nextByText
            self.firstByText = firstByText
            self.keyOfRow = keyOfRow
            self.shared = shared
            named = Array(repeating: false, count: total)
            self.segments = segments
            self.starts = starts
            untitledSections = model.sections.filter { $0.title == nil }[...]
            sectionsByTitle = Dictionary(grouping: model.sections.filter { $0.title != nil }, by: { $0.title! }).mapValues { $0[...] }
        }

        /// Sections with a title claim the model's by title; the others the
        /// model's untitled ones, in order.
        mutating func sections(_ typed: [Section], mustStop: () -> Bool) -> [Model.Section]? {
            var result: [Model.Section] = []
            for typed in typed {
                if mustStop() { return nil }
                let claimed = if let title = typed.title { sectionsByTitle[title]?.popFirst() } else { untitledSections.popFirst() }
                var section = claimed ?? model.makeSection(title: typed.title)
                var rows: [ItemList.Segment] = []
                var ids: [Int] = []
                ids.reserveCapacity(typed.items.count)
                for entry in typed.items {
                    let (row, id) = self.row(entry)
                    if rows.isEmpty || !rows[rows.count - 1].absorb(row) { rows.append(row) }
                    ids.append(id)
                }
                section.items = ItemList(segments: rows)
                result.append(section)
                new.sections.append(.init(section.id, ids))
            }
            return result
        }

        /// The segment holding row `i` of the flat numbering.
        private mutating func segment(holding i: Int) -> Int {
            for g in [lastSegment, lastSegment + 1] where g < segments.count && starts[g] <= i && i < starts[g + 1] {
                lastSegment = g
                return g
            }
            var lo = 0, hi = segments.count - 1
            while lo < hi {
                let mid = (lo + hi + 1) >> 1
                if starts[mid] <= i { lo = mid } else { hi = mid - 1 }
            }
            lastSegment = lo
            return lo
        }

        /// The first row not yet named with the text, now named.
        private mutating func take(_ name: String) -> Int? {
            var found: Int?
            if guess < named.count, !shared[guess], !named[guess], firstByText.key(keyOfRow[guess], is: name) {
                // Its text is its alone: it is the first row with it.
                found = guess
            } else if let k = firstByText.slot(of: name) {
                // Rows found by the guess are passed over (their texts are
                // their own: the chain ends there).
                var i = firstByText[value: k]
                while i >= 0 && named[i] { i = nextByText[i] }
                if i >= 0 {
                    firstByText[value: k] = nextByText[i]
                    found = i
                }
            }
            guard let i = found else { return nil }
            named[i] = true
            guess = i + 1
            return i
        }

        /// The entry's row in the new content, and its item's identity.
        private mutating func row(_ entry: Entry) -> (ItemList.Segment, Int) {
            guard let i = take(entry.name) else {
                let item = model.makeItem(entry.newText ?? entry.name)
                return (.item(item), item.id)
            }
            let g = segment(holding: i), offset = i - starts[g]
            switch segments[g] {
            case .run(let r):
                let id = r.firstID + offset
                if entry.changed { changed.insert(id) }
                guard let text = entry.newText else { return (.run(r.slice(offset..<(offset + 1))), id) }
                var item = r.item(offset)
                item.text = text
                return (.item(item), id)
            case .item(var item):
                if let text = entry.newText { item.text = text }
                if entry.changed { changed.insert(item.id) }
                return (.item(item), item.id)
            }
        }
    }
}

/// Texts to numbers, for `apply`'s hundred thousand names: open addressing
/// on an FNV-1a hash of the text's bytes. The texts are bytes in one
/// array, each distinct text once, written there by the caller (a
/// generated row's text is never a string): nothing in the table needs
/// releasing, and a probe touches a 24-byte slot.
private struct TextTable {
    private struct Slot {
        /// 0 marks an empty slot.
        var hash: UInt64 = 0
        var value = -1
        /// The text's number: its bytes are `bytes[starts[key]..<starts[key + 1]]`.
        var key = 0
    }

    private var mask: Int
    private var slots: [Slot]
    private var bytes: [UInt8] = []
    private var starts: [Int] = [0]

    init(capacity: Int) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        mask = size - 1
        slots = Array(repeating: Slot(), count: size)
        bytes.reserveCapacity(capacity * 12)
        starts.reserveCapacity(capacity + 1)
    }

    private static func hash(_ text: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in text { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
        return h | 1
    }

    /// The slot holding the text, or the empty one where it would go.
    private func find(_ text: UnsafeBufferPointer<UInt8>, _ h: UInt64) -> Int {
        var k = Int(truncatingIfNeeded: h) & mask
        while slots[k].hash != 0 && !(slots[k].hash == h && equal(slots[k].key, text)) { k = (k + 1) & mask }
        return k
    }

    private func equal(_ key: Int, _ text: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = starts[key], count = starts[key + 1] - start
        guard count == text.count else { return false }
        return bytes.withUnsafeBufferPointer { all in
            UnsafeBufferPointer(rebasing: all[start..<(start + count)]).elementsEqual(text)
        }
    }

    func slot(of text: String) -> Int? {
        var text = text
        return text.withUTF8 { bytes in
            let k = find(bytes, Self.hash(bytes))
            return slots[k].hash == 0 ? nil : k
        }
    }

    /// A slot's value, by the index `slot(of:)` gave.
    subscript(value k: Int) -> Int {
        get { slots[k].value }
        set { slots[k].value = newValue }
    }

    /// Sets the value of the text `write` appends to the bytes given; returns
    /// the value the text had, if any (its bytes are then taken back), and
    /// the text's number.
    mutating func insert(_ value: Int, writing write: (inout [UInt8]) -> Void) -> (previous: Int?, key: Int) {
        let start = bytes.count
        write(&bytes)
        let (k, h) = bytes.withUnsafeBufferPointer { all in
            let text = UnsafeBufferPointer(rebasing: all[start...])
            let h = Self.hash(text)
            return (find(text, h), h)
        }
        defer { slots[k].value = value }
        if slots[k].hash == 0 {
            slots[k].hash = h
            slots[k].key = starts.count - 1
            starts.append(bytes.count)
            return (nil, slots[k].key)
        }
        bytes.removeSubrange(start...)
        return (slots[k].value, slots[k].key)
    }

    /// Whether the text numbered `key` is `text`.
    func key(_ key: Int, is text: String) -> Bool {
        var text = text
        return text.withUTF8 { equal(key, $0) }
    }
}
