import TableEngine

/// Model changes named the way UIKit names table updates: deletes and move
/// sources by their place before, inserts and move destinations by their
/// place after. High-level commands build one per command, or one per
/// update block (applied when the block ends), so that the model changes
/// exactly as the table will.
struct ModelBatch {
    var deletedSections: [(index: Int, at: Token)] = []
    var insertedSections: [(index: Int, section: Model.Section, at: Token)] = []
    /// `at` names the source, `destination` where it goes.
    var movedSections: [(from: Int, to: Int, at: Token, destination: Token)] = []
    var deletedRows: [(indexPath: IndexPath, at: Token)] = []
    var insertedRows: [(indexPath: IndexPath, item: Item, at: Token)] = []
    var movedRows: [(from: IndexPath, to: IndexPath, at: Token, destination: Token)] = []

    /// Adds another batch's changes after these.
    mutating func append(_ other: ModelBatch) {
        deletedSections += other.deletedSections
        insertedSections += other.insertedSections
        movedSections += other.movedSections
        deletedRows += other.deletedRows
        insertedRows += other.insertedRows
        movedRows += other.movedRows
    }

    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty
            && deletedRows.isEmpty && insertedRows.isEmpty && movedRows.isEmpty
    }
}

extension Model {
    /// Applies the batch, or throws without changing anything.
    func apply(_ batch: ModelBatch) throws(ScriptError) {
        let old = sections
        let oldCount = old.count

        // Before: what is deleted or moved must exist.
        for (s, t) in batch.deletedSections where s < 0 || s >= oldCount {
            throw ScriptError("there is no section \(s) to delete (the model has \(oldCount) before the update)", at: t)
        }
        for (from, _, t, _) in batch.movedSections where from < 0 || from >= oldCount {
            throw ScriptError("there is no section \(from) to move (the model has \(oldCount) before the update)", at: t)
        }
        for (ip, t) in batch.deletedRows {
            guard ip.section >= 0, ip.section < oldCount, ip.row >= 0, ip.row < old.rowCount(ip.section) else {
                throw ScriptError("there is no row \(ip) to delete \(Self.describe(old, ip.section, "before"))", at: t)
            }
        }
        for (from, _, t, _) in batch.movedRows {
            guard from.section >= 0, from.section < oldCount, from.row >= 0, from.row < old.rowCount(from.section) else {
                throw ScriptError("there is no row \(from) to move \(Self.describe(old, from.section, "before"))", at: t)
            }
        }

        // Sections after.
        let removedSections = Set(batch.deletedSections.map(\.index) + batch.movedSections.map(\.from))
        var arrivingSections: [Int: (Model.Section?, Int?, Token)] = [:]
        for (s, section, t) in batch.insertedSections {
            if arrivingSections[s] != nil { throw ScriptError("section \(s) is inserted twice in one update", at: t) }
            arrivingSections[s] = (section, nil, t)
        }
        for (from, to, _, t) in batch.movedSections {
            if arrivingSections[to] != nil { throw ScriptError("two sections go to section \(to) in one update", at: t) }
            arrivingSections[to] = (nil, from, t)
        }
        let newCount = oldCount - removedSections.count + arrivingSections.count
        for (s, (_, _, t)) in arrivingSections where s < 0 || s >= newCount {
            throw ScriptError("section \(s) is past the end: the model has \(newCount) sections after the update", at: t)
        }
        // Sections: removed ones out, last first; arrivals in at their new
        // places, first first (what UIKit's order of deletes and inserts
        // means). O(k log sections) for k changed sections.
        var result = old
        let removedInOrder = removedSections.sorted()
        for s in removedInOrder.reversed() { result.remove(at: s) }
        for ns in arrivingSections.keys.sorted() {
            let (section, from, _) = arrivingSections[ns]!
            result.insert(section ?? old[from!], at: ns)
        }
        let shift = IndexShift(removed: removedInOrder, fixed: arrivingSections.keys.sorted())
        let movedTo = Dictionary(batch.movedSections.map { ($0.from, $0.to) }, uniquingKeysWith: { first, _ in first })
        /// Where an old section that stays (or moves) is after the update.
        func newIndex(ofOld os: Int) -> Int? {
            removedSections.contains(os) ? movedTo[os] : shift.newIndex(ofSurvivor: os)
        }

        // Rows after, per new section: deletions by their old section, kept
        // by the new one it became (an inserted section takes none).
        var deletions: [Int: [Int]] = [:]      // by new section
        var insertions: [Int: [(index: Int, item: Item, at: Token)]] = [:]  // by new section
        for (ip, _) in batch.deletedRows {
            guard let ns = newIndex(ofOld: ip.section) else { continue }
            deletions[ns, default: []].append(ip.row)
        }
        for (ip, item, t) in batch.insertedRows {
            guard ip.section >= 0, ip.section < newCount else {
                throw ScriptError("there is no section \(ip.section) to insert into: the model has \(newCount) sections after the update", at: t)
            }
            insertions[ip.section, default: []].append((ip.row, item, t))
        }
        for (from, to, _, t) in batch.movedRows {
            guard to.section >= 0, to.section < newCount else {
                throw ScriptError("there is no section \(to.section) to move to: the model has \(newCount) sections after the update", at: t)
            }
            if let ns = newIndex(ofOld: from.section) {
                deletions[ns, default: []].append(from.row)
            }
            insertions[to.section, default: []].append((to.row, old[from.section].items[from.row], t))
        }

        for ns in Set(deletions.keys).union(insertions.keys).sorted() {
            var section = result[ns]
            let deleted = Array(Set(deletions[ns] ?? []))
            let arriving = insertions[ns] ?? []
            let rows = section.items.count - deleted.count + arriving.count
            var seen = Set<Int>()
            for (r, _, t) in arriving {
                guard r >= 0, r < rows else {
                    throw ScriptError("row \(ns).\(r) is past the end: section \(ns) has \(rows) rows after the update", at: t)
                }
                guard seen.insert(r).inserted else { throw ScriptError("two rows go to \(ns).\(r) in one update", at: t) }
            }
            section.items.apply(deleting: deleted, inserting: arriving.map { ($0.index, $0.item) })
            result[ns] = section
        }
        sections = result
    }

    private static func describe(_ sections: SectionList, _ s: Int, _ when: String) -> String {
        guard s >= 0, s < sections.count else { return "(the model has \(sections.count) sections \(when) the update)" }
        return "(section \(s) has \(sections.rowCount(s)) rows \(when) the update)"
    }
}
