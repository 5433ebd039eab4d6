import TableEngine

extension ApplyCommand {
    /// What an `apply` leaves for the next one, when every row of the
    /// content it made is a stored text and no two texts are the same (a
    /// diffable table's content: names are identities): per text, its row
    /// and its item's id. The next `apply` looks each name up here instead
    /// of reading every stored text into a new map (`Resolver`), and moves
    /// the entries on to the content it makes. The model drops it at any
    /// other change (`Model.keptNames`).
    ///
    /// It gives the same content and pairing as `Resolver` (with unique
    /// texts, a name's row is the one row with its text):
    /// `KeptNamesTests` checks the two against each other.
    struct KeptNames {
        /// Per text: its row, in the flat numbering of rows, and its
        /// item's id; while an `apply` runs, a row taken is written
        /// `~newRow` (negative). Both fit 32 bits (or no names are kept):
        /// a million names take 48 MB, not 64.
        private var rows: [String: (row: Int32, id: Int32)]

        /// The names of `sections`, when each row is a stored text and no
        /// text is repeated; nil otherwise.
        init?(_ sections: [Model.Section]) {
            // A generated run anywhere (a fill's rows): nothing to keep, and
            // no room reserved for its rows (the summaries say so at once).
            guard sections.allSatisfy({ $0.items.storedItemCount == $0.items.count }) else { return nil }
            var rows: [String: (row: Int32, id: Int32)] = [:]
            rows.reserveCapacity(sections.reduce(0) { $0 + $1.items.count })
            var row: Int32 = 0, unique = true
            for section in sections where unique {
                section.items.forEachSegment { segment in
                    guard unique, case .text(let id, let text) = segment, let id = Int32(exactly: id), row < .max,
                          rows.updateValue((row, id), forKey: text) == nil else { unique = false; return }
                    row += 1
                }
            }
            guard unique else { return nil }
            self.rows = rows
        }

        /// The new sections and their pairing with the model's, with the
        /// names moved on to them (the rows, old and new, number fewer than
        /// `Int32.max`: `Limits.rows`); nil when `mustStop` said so (asked every
        /// 65,536 names) — the names are then spent.
        ///
        /// After it, `self` is the names of the new content, or nil when
        /// that content repeats a text.
        static func sections(_ typed: [Section], of model: Model, names: inout KeptNames?, mustStop: () -> Bool)
            -> (sections: [Model.Section], match: SnapshotMatch)? {
            guard var kept = names.take() else { return nil }
            let oldSections = Array(model.sections)
            var claims = SectionClaims(oldSections)
            var match = SnapshotMatch(oldCounts: oldSections.map(\.items.count), newCounts: [], oldSectionOf: [], oldRowOf: [], changed: [])
            let total = typed.reduce(0) { $0 + $1.count }
            match.oldRowOf.reserveCapacity(total)
            match.changed.reserveCapacity(total)
            // What the names cannot say before the pass ends: the new
            // rows' texts that are not keys yet (new items, new texts).
            var added: [(text: String, row: Int, id: Int)] = []
            var renamed: [String] = []
            var result: [Model.Section] = []
            var newRow = 0
            for typed in typed {
                let claimed = claims.claim(title: typed.title)
                var section = claimed.map { oldSections[$0] } ?? model.makeSection(title: typed.title)
                var list = ItemList.Builder()
                let marked = !typed.changed.isEmpty
                for k in 0..<typed.count {
                    let name = typed.name(k)
                    if newRow & 0xFFFF == 0xFFFF, mustStop() { return nil }
                    let changed = marked && typed.changed.contains(k)
                    let newText = changed ? typed.newTexts[k] : nil
                    if let e = kept.rows.index(forKey: name), case let (key, (row, id)) = kept.rows[e], row >= 0 {
                        kept.rows.values[e].row = ~Int32(truncatingIfNeeded: newRow)
                        match.oldRowOf.append(Int(row))
                        match.changed.append(changed)
                        if let newText {
                            renamed.append(key)
                            added.append((newText, newRow, Int(id)))
                        }
                        list.append(unmerged: .text(id: Int(id), text: newText ?? key))
                    } else {
                        let item = model.makeItem(newText ?? name)
                        added.append((item.text, newRow, item.id))
                        match.oldRowOf.append(-1)
                        match.changed.append(false)
                        list.append(unmerged: .stored(item))
                    }
                    newRow += 1
                }
                section.items = list.finish()
                result.append(section)
                match.oldSectionOf.append(claimed ?? -1)
                match.newCounts.append(typed.count)
            }
            names = kept.movedOn(renamed: renamed, added: added)
            return (result, match)
        }

        /// The names once the rows taken (`~newRow`) are at their new rows:
        /// the rows not taken go, as do the old texts of renamed rows; new
        /// texts come. Nil when a new text is a text already there.
        private consuming func movedOn(renamed: [String], added: [(text: String, row: Int, id: Int)]) -> KeptNames? {
            var gone: [String] = []
            for e in rows.indices {
                let row = rows.values[e].row
                if row >= 0 { gone.append(rows.keys[e]) } else { rows.values[e].row = ~row }
            }
            for text in gone { rows[text] = nil }
            for text in renamed { rows[text] = nil }
            for (text, row, id) in added {
                guard let id = Int32(exactly: id), rows.updateValue((Int32(row), id), forKey: text) == nil else { return nil }
            }
            return self
        }
    }

    /// The model's sections a snapshot's sections claim: by title, or the
    /// untitled ones in order.
    struct SectionClaims {
        private var untitled: ArraySlice<Int>
        private var byTitle: [String: ArraySlice<Int>]

        init(_ sections: [Model.Section]) {
            untitled = sections.indices.filter { sections[$0].title == nil }[...]
            byTitle = Dictionary(grouping: sections.indices.filter { sections[$0].title != nil }, by: { sections[$0].title! })
                .mapValues { $0[...] }
        }

        /// The old section a typed section with `title` is, if one is left.
        mutating func claim(title: String?) -> Int? {
            if let title { byTitle[title]?.popFirst() } else { untitled.popFirst() }
        }
    }
}
