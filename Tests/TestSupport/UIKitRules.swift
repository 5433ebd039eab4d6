import TableEngine

/// UIKit's rules for a batch update, spelled out the slow way, to check the
/// engine against: deletes, reloads and move sources name the table before
/// the update, inserts and move destinations the table after it; what is
/// neither removed nor placed keeps its order and fills the free places.
package enum UIKitRules {
    /// The table's content after `update`, or nil if the update does not
    /// fit. Inserted and reloaded sections take `freshRows(section)` rows;
    /// inserted and reloaded rows take `fresh(indexPath)`, both asked in
    /// content order with index paths after the update.
    package static func replay<ID>(
        _ update: BatchUpdate,
        on old: [[ID]],
        freshRows: (Int) -> Int,
        fresh: (TableIndexPath) -> ID
    ) -> [[ID]]? {
        // Sections: survivors in order, around the inserted and moved-in ones.
        let movedFrom = Set(update.movedSections.map(\.from))
        let movedTo = Dictionary(update.movedSections.map { ($0.to, $0.from) }, uniquingKeysWith: { a, _ in a })
        guard movedFrom.count == update.movedSections.count, movedTo.count == update.movedSections.count else { return nil }
        var survivors = (0..<old.count).filter { !update.deletedSections.contains($0) && !movedFrom.contains($0) }[...]
        let newCount = old.count - update.deletedSections.count + update.insertedSections.count
        var origin: [Int?] = []
        for s in 0..<newCount {
            if update.insertedSections.contains(s) {
                origin.append(nil)
            } else if let from = movedTo[s] {
                origin.append(from)
            } else {
                guard let next = survivors.popFirst() else { return nil }
                origin.append(next)
            }
        }
        guard survivors.isEmpty else { return nil }

        // Rows of kept sections: the same, with rows instead of sections.
        let rowMovedFrom = Dictionary(update.movedRows.map { ($0.from, $0.to) }, uniquingKeysWith: { a, _ in a })
        var result: [[ID]] = []
        for (s, os) in origin.enumerated() {
            guard let os, !update.reloadedSections.contains(os) else {
                result.append((0..<freshRows(s)).map { fresh(TableIndexPath(s, $0)) })
                continue
            }
            // nil: a row asked anew (reloaded or inserted).
            var kept: [ID?] = []
            for (r, id) in old[os].enumerated() {
                let ip = TableIndexPath(os, r)
                if update.deletedRows.contains(ip) || rowMovedFrom[ip] != nil { continue }
                kept.append(update.reloadedRows.contains(ip) ? nil : id)
            }
            var arriving: [Int: ID?] = [:]
            for ip in update.insertedRows where ip.section == s { arriving[ip.row] = .some(nil) }
            for (from, to) in update.movedRows where to.section == s {
                guard arriving[to.row] == nil else { return nil }
                arriving[to.row] = old[from.section][from.row]
            }
            let count = kept.count + arriving.count
            guard arriving.keys.allSatisfy({ $0 >= 0 && $0 < count }) else { return nil }
            var rows: [ID] = []
            var survivor = kept.makeIterator()
            for r in 0..<count {
                let id: ID? = if let arrival = arriving[r] { arrival } else { survivor.next()! }
                rows.append(id ?? fresh(TableIndexPath(s, r)))
            }
            result.append(rows)
        }
        return result
    }
}
