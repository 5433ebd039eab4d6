/// Where everything goes: the result of checking a `BatchUpdate` against
/// the counts before it and the counts after it — UIKit's index rules for an
/// update, written once. The table checks an update with it and moves its
/// rows by it; an app's model follows an update by it (`replay(onto:…)`),
/// so the model and the table cannot disagree on where a row goes.
public struct UpdatePlan {
    enum SectionOrigin: Equatable {
        /// An inserted section: everything is asked anew.
        case inserted
        /// A reloaded section (at its old index `from`): asked anew.
        case reloaded(from: Int)
        /// A section that stays (or moves), with its rows.
        case kept(from: Int)
    }

    var sections: IndexShift
    /// For each new section, where it came from.
    var origins: [SectionOrigin]
    /// For each old section, its new index; nil when deleted or reloaded.
    var newSection: [Int?]
    var newRowCounts: [Int]
    /// Per new kept section: how its old rows move.
    var rows: [Int: IndexShift]
    /// Rows moved between or within sections: old → new.
    var rowMoves: RowMoves
    var insertedRows: Set<TableIndexPath>
    var reloadedRows: Set<TableIndexPath>
    var deletedRows: Set<TableIndexPath>
    /// Rows to reconfigure, by their index paths before the update.
    var reconfiguredRows: Set<TableIndexPath> = []

    /// Whether the update only reloads rows: no section or row comes, goes
    /// or moves, so every row keeps its place.
    func onlyReloadsRows(oldRows: [Int]) -> Bool {
        sections.removed.isEmpty && sections.fixed.isEmpty && rows.isEmpty && rowMoves.isEmpty
            && insertedRows.isEmpty && deletedRows.isEmpty && newRowCounts == oldRows
            && origins.indices.allSatisfy { origins[$0] == .kept(from: $0) }
    }

    /// How many sections there are after the update.
    public var newSectionCount: Int { newRowCounts.count }

    /// How many rows section `section` (by its index after the update) has
    /// after it.
    public func newRowCount(inSection section: Int) -> Int { newRowCounts[section] }

    /// The new index path of an old row; nil if it was deleted, reloaded or
    /// lost with its section.
    public func newIndexPath(of old: TableIndexPath) -> TableIndexPath? {
        guard old.section >= 0, old.section < newSection.count,
              let ns = newSection[old.section], case .kept = origins[ns] else { return nil }
        if let moved = rowMoves.destination(of: old) { return moved }
        if deletedRows.contains(old) || reloadedRows.contains(old) { return nil }
        guard let shift = rows[ns] else { return TableIndexPath(ns, old.row) }
        return TableIndexPath(ns, shift.newIndex(ofSurvivor: old.row))
    }

    /// The new index of an old section that stays (kept or moved); nil if
    /// it was deleted or reloaded.
    public func keptSection(_ old: Int) -> Int? {
        guard old >= 0, old < newSection.count, let ns = newSection[old], case .kept = origins[ns] else { return nil }
        return ns
    }
}

private extension Array {
    /// Removes the elements at `offsets`, ascending. O(n).
    mutating func remove(atOffsets offsets: [Int]) {
        guard !offsets.isEmpty else { return }
        var next = 0, kept: [Element] = []
        kept.reserveCapacity(count - offsets.count)
        for (i, element) in enumerated() {
            if next < offsets.count && offsets[next] == i { next += 1 } else { kept.append(element) }
        }
        self = kept
    }
}

extension BatchUpdate {
    /// Checks the update as UIKit does, raising its exceptions word for word.
    /// - Parameters:
    ///   - oldRows: the row count of each section before the update.
    ///   - newSectionCount: asks the data source for the section count after it.
    ///   - newRowCount: asks the data source for a section's row count after it.
    ///   - changedCounts: the reason counts that changed by the wrong amount
    ///     get (A-41): iOS 16.4's "Invalid batch updates detected", in the
    ///     wording of the iOS version, or before it the older "Invalid update".
    func plan(
        oldRows: [Int],
        newSectionCount: () -> Int,
        newRowCount: (Int) -> Int,
        changedCounts: ChangedCountsReason = .beforeAndAfter
    ) throws(TableViewException) -> UpdatePlan {
        do {
            return try check(oldRows: oldRows, newSectionCount: newSectionCount, newRowCount: newRowCount, impliedRows: nil,
                             changedCounts: changedCounts)
        } catch {
            throw error.exception
        }
    }

    /// Checks the update by UIKit's rules against a model of `oldRows` rows
    /// per section, with the counts after it the ones the update implies:
    /// a kept section's count plus what arrives and minus what leaves; an
    /// inserted section's `insertedSectionRows` (the rows it comes with)
    /// plus the rows inserted into it. This is how an app's model follows
    /// an update (`UpdatePlan.replay(onto:…)`) before the table is told.
    /// - Throws: the first change that breaks a rule, as the table would
    ///   find it.
    public func plan(oldRows: [Int], insertedSectionRows: (Int) -> Int) throws(UpdateRuleViolation) -> UpdatePlan {
        try withoutActuallyEscaping(insertedSectionRows) { (rows) throws(UpdateRuleViolation) in
            try check(oldRows: oldRows, newSectionCount: { 0 }, newRowCount: { _ in 0 }, impliedRows: rows)
        }
    }

    /// The checks of both `plan`s: with `impliedRows`, the counts after the
    /// update are implied, not asked (`impliedRows` gives an inserted
    /// section's own rows).
    private func check(
        oldRows: [Int],
        newSectionCount: () -> Int,
        newRowCount: (Int) -> Int,
        impliedRows: ((Int) -> Int)?,
        changedCounts: ChangedCountsReason = .beforeAndAfter
    ) throws(UpdateRuleViolation) -> UpdatePlan {
        let oldSections = oldRows.count
        typealias E = UpdateRuleViolation
        func ex(_ reason: String, _ change: E.Change? = nil, _ problem: E.Problem = .other) -> E { E(reason, change, problem) }
        func missing(_ section: Int) -> E.Problem {
            .missingBefore(sections: oldSections, rows: section >= 0 && section < oldSections ? oldRows[section] : nil)
        }

        // MARK: Against the table before the update.

        for s in deletedSections.sorted() where s < 0 || s >= oldSections {
            throw ex("attempt to delete section \(s), but there are only \(oldSections) sections before the update", .deletedSection(s), missing(s))
        }
        for s in reloadedSections.sorted() where s < 0 || s >= oldSections {
            throw ex("attempt to reload section \(s), but there are only \(oldSections) sections before the update", .reloadedSection(s), missing(s))
        }
        for s in reloadedSections.sorted() where deletedSections.contains(s) {
            throw ex("attempt to delete and reload the same section (\(s))", .reloadedSection(s))
        }
        // Rows are checked in one pass each; the first bad one in order is
        // reported, without sorting the good ones.
        func existsBefore(_ ip: TableIndexPath) -> Bool {
            ip.section >= 0 && ip.section < oldSections && ip.row >= 0 && ip.row < oldRows[ip.section]
        }
        func cannotDelete(_ ip: TableIndexPath, _ change: E.Change) -> E {
            guard ip.section >= 0, ip.section < oldSections else {
                return ex("attempt to delete row \(ip.row) from section \(ip.section), but there are only \(oldSections) sections before the update", change, missing(ip.section))
            }
            return ex("attempt to delete row \(ip.row) from section \(ip.section) which only contains \(oldRows[ip.section]) rows before the update", change, missing(ip.section))
        }
        if let ip = deletedRows.lazy.filter({ !existsBefore($0) }).min() { throw cannotDelete(ip, .deletedRow(ip)) }
        if let ip = reloadedRows.lazy.filter({ !existsBefore($0) || deletedRows.contains($0) }).min() {
            // UIKit names a reload beyond the table as the delete it is.
            guard existsBefore(ip) else { throw cannotDelete(ip, .reloadedRow(ip)) }
            throw ex("attempt to delete and reload the same index path (\(ip.uikitDescription))", .reloadedRow(ip))
        }
        // UIKit's text for a reconfigure beyond the table was not found: a
        // reload's is given (choice, FIDELITY.md D-21).
        if let ip = reconfiguredRows.lazy.filter({ !existsBefore($0) }).min() { throw cannotDelete(ip, .reconfiguredRow(ip)) }
        // A move given twice, the same from and to, is dropped: UIKit's
        // _endCellAnimationsWithContext: removes the later one (B-88).
        var duplicateSectionMoves: [Int] = [], duplicateRowMoves: [Int] = []
        var sectionMoveFrom: [Int: Int] = [:], sectionMoveTo: [Int: Int] = [:]
        for (k, move) in movedSections.enumerated() {
            let change = E.Change.movedSection(from: move.from, to: move.to)
            guard move.from >= 0, move.from < oldSections else {
                throw ex("attempt to move section \(move.from), but there are only \(oldSections) sections before the update", change, missing(move.from))
            }
            if sectionMoveFrom[move.from] == move.to {
                duplicateSectionMoves.append(k)
                continue
            }
            if let earlier = sectionMoveFrom[move.from] {
                throw ex("attempt to move section \(move.from) to both section \(earlier) and section \(move.to)", change)
            }
            if let earlier = sectionMoveTo[move.to] {
                throw ex("attempt to move both section \(earlier) and section \(move.from) to section \(move.to)", change)
            }
            if deletedSections.contains(move.from) || reloadedSections.contains(move.from) {
                throw ex("attempt to perform a delete and a move from the same section (\(move.from))", change)
            }
            if insertedSections.contains(move.to) {
                throw ex("attempt to perform an insert and a move to the same section (\(move.to))", change)
            }
            sectionMoveFrom[move.from] = move.to
            sectionMoveTo[move.to] = move.from
        }
        // Where each row moves, and the places moved to, by the move's
        // number (MoveIndex: O(1) a move, and a shuffle moves every row).
        // (The moves as a local: the look-ups' closures then hold the
        // array, not a copy of the whole update per call.)
        let movedRows = movedRows
        var movesFrom = MoveIndex(moves: movedRows.count, oldRows: oldRows)
        var movesTo = MoveIndex(moves: movedRows.count, oldRows: oldRows)
        // Most updates that move rows delete, reload or insert none.
        let leavesGo = !deletedRows.isEmpty || !reloadedRows.isEmpty, arrivalsCome = !insertedRows.isEmpty
        func moved(_ move: (from: TableIndexPath, to: TableIndexPath)) -> E.Change { .movedRow(from: move.from, to: move.to) }
        for (k, move) in movedRows.enumerated() {
            guard move.from.section >= 0, move.from.section < oldSections else {
                throw ex("attempt to move index path (\(move.from.uikitDescription)) from a section that does not exist - there are only \(oldSections) sections before the update", moved(move), missing(move.from.section))
            }
            guard move.from.row >= 0, move.from.row < oldRows[move.from.section] else {
                throw ex("attempt to move index path (\(move.from.uikitDescription)) that does not exist - there are only \(oldRows[move.from.section]) rows in section \(move.from.section) before the update", moved(move), missing(move.from.section))
            }
            if let earlier = movesFrom.insert(move.from, number: k, key: { movedRows[$0].from }) {
                if movedRows[earlier].to == move.to {
                    duplicateRowMoves.append(k)
                    continue
                }
                throw ex("attempt to move row at index path \(move.from.uikitDescription) to both \(movedRows[earlier].to.uikitDescription) and \(move.to.uikitDescription)", moved(move))
            }
            if let earlier = movesTo.insert(move.to, number: k, key: { movedRows[$0].to }) {
                throw ex("attempt to move both row at index path \(movedRows[earlier].from.uikitDescription) and \(move.from.uikitDescription) to \(move.to.uikitDescription)", moved(move))
            }
            if leavesGo && (deletedRows.contains(move.from) || reloadedRows.contains(move.from)) {
                throw ex("attempt to perform a delete and a move from the same index path (\(move.from.uikitDescription))", moved(move))
            }
            if arrivalsCome && insertedRows.contains(move.to) {
                throw ex("attempt to perform an insert and a move to the same index path (\(move.to.uikitDescription))", moved(move))
            }
        }

        if !duplicateSectionMoves.isEmpty || !duplicateRowMoves.isEmpty {
            // Checked again without them: what follows counts every move.
            var update = self
            update.movedSections.remove(atOffsets: duplicateSectionMoves)
            update.movedRows.remove(atOffsets: duplicateRowMoves)
            return try update.check(oldRows: oldRows, newSectionCount: newSectionCount, newRowCount: newRowCount,
                                    impliedRows: impliedRows, changedCounts: changedCounts)
        }

        // MARK: Against the data source after the update.

        let sectionShift = IndexShift(
            removed: (deletedSections.union(sectionMoveFrom.keys)).sorted(),
            fixed: (insertedSections.union(sectionMoveTo.keys)).sorted())
        let survivors = oldSections - sectionShift.removed.count
        let newSections = impliedRows == nil ? newSectionCount() : survivors + sectionShift.fixed.count
        guard newSections >= 0 else { throw E(.negativeCount("section", newSections)) }
        for s in insertedSections.sorted() where s < 0 || s >= newSections {
            throw ex("attempt to insert section \(s) but there are only \(newSections) sections after the update", .insertedSection(s), .pastEndAfter(count: newSections))
        }
        for move in movedSections where move.to < 0 || move.to >= newSections {
            throw ex("attempt to to move section \(move.from) to section \(move.to), but there are only \(newSections) sections after the update",
                     .movedSection(from: move.from, to: move.to), .pastEndAfter(count: newSections))
        }
        guard survivors + sectionShift.fixed.count == newSections else {
            if newSections != oldSections && changedCounts != .invalidUpdate {
                let after = (0..<max(0, min(newSections, 1 << 16))).map(newRowCount)
                throw ex(inconsistentCounts(before: oldRows, after: after, changedCounts))
            }
            throw ex("Invalid update: invalid number of sections. The number of sections contained in the table view after the update (\(newSections)) must be equal to the number of sections contained in the table view before the update (\(oldSections)), plus or minus the number of sections inserted or deleted (\(insertedSections.count) inserted, \(deletedSections.count) deleted).")
        }

        var origins = Array(repeating: UpdatePlan.SectionOrigin.inserted, count: newSections)
        var newSection: [Int?] = Array(repeating: nil, count: oldSections)
        for old in 0..<oldSections {
            let ns: Int
            if let to = sectionMoveFrom[old] { ns = to }
            else if deletedSections.contains(old) { continue }
            else { ns = sectionShift.newIndex(ofSurvivor: old) }
            newSection[old] = ns
            origins[ns] = reloadedSections.contains(old) ? .reloaded(from: old) : .kept(from: old)
        }
        for old in reloadedSections { newSection[old] = nil }

        var newRowCounts: [Int]
        if let impliedRows {
            newRowCounts = impliedCounts(oldRows: oldRows, origins: origins, newSection: newSection, insertedSectionRows: impliedRows)
        } else {
            newRowCounts = []
            newRowCounts.reserveCapacity(newSections)
            var total = 0
            for s in 0..<newSections {
                let n = newRowCount(s)
                guard n >= 0 else { throw E(.negativeCount("row", n)) }
                guard let sum = TableGeometry.adding(n, to: total) else { throw E(.tooManyRows(n)) }
                total = sum
                newRowCounts.append(n)
            }
        }

        // Rows only matter in kept sections: the others come whole.
        func keptOld(_ ns: Int) -> Int? {
            if case .kept(let from) = origins[ns] { return from }
            return nil
        }
        // (A model's rows inserted into an inserted section go into it: they
        // must fit there too.)
        let checksInsertedSections = impliedRows != nil
        func fitsAfter(_ ip: TableIndexPath) -> Bool {
            guard ip.section >= 0, ip.section < newSections else { return false }
            let checked = keptOld(ip.section) != nil || (checksInsertedSections && origins[ip.section] == .inserted)
            return !checked || (ip.row >= 0 && ip.row < newRowCounts[ip.section])
        }
        if let ip = insertedRows.lazy.filter({ !fitsAfter($0) }).min() {
            guard ip.section >= 0, ip.section < newSections else {
                throw ex("attempt to insert row \(ip.row) into section \(ip.section), but there are only \(newSections) sections after the update",
                         .insertedRow(ip), .noSectionAfter(sections: newSections))
            }
            throw ex("attempt to insert row \(ip.row) into section \(ip.section), but there are only \(newRowCounts[ip.section]) rows in section \(ip.section) after the update",
                     .insertedRow(ip), .pastEndAfter(count: newRowCounts[ip.section]))
        }
        // The moves that count: all of them but those out of a section
        // deleted or reloaded, or into one that is not kept — usually none,
        // and then `movesFrom` is the table of them as it stands.
        var skipped: [Int] = []
        for (k, move) in movedRows.enumerated() {
            guard move.to.section >= 0, move.to.section < newSections else {
                throw ex("attempt to move index path (\(move.from.uikitDescription)) to index path (\(move.to.uikitDescription)) in section that does not exist - there are only \(newSections) sections after the update",
                         moved(move), .noSectionAfter(sections: newSections))
            }
            guard move.to.row >= 0, move.to.row < newRowCounts[move.to.section] else {
                throw ex("attempt to move index path (\(move.from.uikitDescription)) to index path (\(move.to.uikitDescription)) that does not exist - there are only \(newRowCounts[move.to.section]) rows in section \(move.to.section) after the update",
                         moved(move), .pastEndAfter(count: newRowCounts[move.to.section]))
            }
            // A row moving out of a section that is deleted or reloaded goes with it.
            guard let fromNew = newSection[move.from.section], case .kept = origins[fromNew],
                  keptOld(move.to.section) != nil else {
                skipped.append(k)
                continue
            }
        }
        let moves = skipped.isEmpty
            ? RowMoves(movedRows, byOrigin: movesFrom) : RowMoves(movedRows, skipping: skipped, oldRows: oldRows)

        // Per kept section: what leaves, what arrives, and the count check.
        // (Keyed by `SectionKey`: a shuffle looks sections up 400,000 times.)
        var removedBySection: [SectionKey: [Int]] = [:]
        var arrivedBySection: [SectionKey: [Int]] = [:]
        var movedIn: [SectionKey: Int] = [:], movedOut: [SectionKey: Int] = [:]
        var deletedIn: [SectionKey: Int] = [:], insertedIn: [SectionKey: Int] = [:]
        for ip in deletedRows {
            removedBySection[SectionKey(ip.section), default: []].append(ip.row)
            deletedIn[SectionKey(ip.section), default: 0] += 1
        }
        for ip in insertedRows where keptOld(ip.section) != nil {
            arrivedBySection[SectionKey(ip.section), default: []].append(ip.row)
            insertedIn[SectionKey(ip.section), default: 0] += 1
        }
        // Moves come mostly section by section: their rows gather in a run
        // per section, put in its table when the section changes.
        var leaving = (section: -1, rows: [Int]()), arriving = (section: -1, rows: [Int]())
        // (A run a section's table does not have yet is handed over, not
        // copied: a shuffle's one run is every row.)
        func gather(_ run: inout (section: Int, rows: [Int]), _ table: inout [SectionKey: [Int]], _ section: Int) {
            guard section != run.section else { return }
            if run.section >= 0 {
                if table[SectionKey(run.section)] == nil {
                    table[SectionKey(run.section)] = run.rows
                    run.rows = []
                } else {
                    table[SectionKey(run.section)]!.append(contentsOf: run.rows)
                    run.rows.removeAll(keepingCapacity: true)
                }
            }
            run.section = section
        }
        for (from, to) in moves.moves {
            gather(&leaving, &removedBySection, from.section)
            leaving.rows.append(from.row)
            gather(&arriving, &arrivedBySection, to.section)
            arriving.rows.append(to.row)
            if newSection[from.section] != to.section {
                movedOut[SectionKey(from.section), default: 0] += 1
                movedIn[SectionKey(to.section), default: 0] += 1
            }
        }
        gather(&leaving, &removedBySection, -1)
        gather(&arriving, &arrivedBySection, -1)
        var rowShifts: [Int: IndexShift] = [:]
        for ns in 0..<newSections {
            guard let old = keptOld(ns) else { continue }
            let o = SectionKey(old), n = SectionKey(ns)
            let removed = (removedBySection[o] ?? []).sortedRows(below: oldRows[old])
            let arrived = (arrivedBySection[n] ?? []).sortedRows(below: newRowCounts[ns])
            let deletedCount = deletedIn[o] ?? 0
            let insertedCount = insertedIn[n] ?? 0
            if oldRows[old] - removed.count + arrived.count != newRowCounts[ns] {
                if newRowCounts[ns] != oldRows[old] && changedCounts != .invalidUpdate { throw ex(inconsistentCounts(before: oldRows, after: newRowCounts, changedCounts)) }
                throw ex("Invalid update: invalid number of rows in section \(ns). The number of rows contained in an existing section after the update (\(newRowCounts[ns])) must be equal to the number of rows contained in that section before the update (\(oldRows[old])), plus or minus the number of rows inserted or deleted from that section (\(insertedCount) inserted, \(deletedCount) deleted) and plus or minus the number of rows moved into or out of that section (\(movedIn[n] ?? 0) moved in, \(movedOut[o] ?? 0) moved out).")
            }
            if !removed.isEmpty || !arrived.isEmpty {
                rowShifts[ns] = IndexShift(removed: removed, fixed: arrived)
            }
        }

        return UpdatePlan(
            sections: sectionShift, origins: origins, newSection: newSection,
            newRowCounts: newRowCounts, rows: rowShifts, rowMoves: moves,
            insertedRows: insertedRows, reloadedRows: reloadedRows, deletedRows: deletedRows,
            reconfiguredRows: reconfiguredRows)
    }

    /// The row counts after the update that the update itself implies, per
    /// new section: a kept section's rows, less those deleted or moved
    /// out, plus those inserted or moved in; a reloaded section's as they
    /// were; an inserted section's own (`insertedSectionRows`) plus those
    /// inserted into it. Moves the plan leaves out (from or to a section
    /// that is not kept) count nowhere, as in the count check.
    private func impliedCounts(oldRows: [Int], origins: [UpdatePlan.SectionOrigin], newSection: [Int?],
                               insertedSectionRows: (Int) -> Int) -> [Int] {
        var counts = origins.indices.map { ns in
            switch origins[ns] {
            case .kept(let old), .reloaded(let old): oldRows[old]
            case .inserted: insertedSectionRows(ns)
            }
        }
        func isKept(_ ns: Int) -> Bool {
            if case .kept = origins[ns] { return true }
            return false
        }
        func keptNew(ofOld old: Int) -> Int? {
            guard let ns = newSection[old], isKept(ns) else { return nil }
            return ns
        }
        for ip in deletedRows {
            if let ns = keptNew(ofOld: ip.section) { counts[ns] -= 1 }
        }
        for ip in insertedRows where ip.section >= 0 && ip.section < counts.count {
            if case .reloaded = origins[ip.section] { continue }
            counts[ip.section] += 1
        }
        for (from, to) in movedRows where to.section >= 0 && to.section < counts.count && isKept(to.section) {
            guard let ns = keptNew(ofOld: from.section) else { continue }
            counts[ns] -= 1
            counts[to.section] += 1
        }
        return counts
    }

    /// The reason UIKit gives since iOS 16.4 when the data source's counts
    /// changed, but not as the update says (FIDELITY.md A-41): the counts
    /// before and after, and the updates, a reload listed as a delete and an
    /// insert (an empty list: an empty line between the brackets). (When a count did not change at all, UIKit still gives the
    /// older "Invalid update: invalid number of …" reason; which reason goes
    /// with which case is inferred from reports.)
    func inconsistentCounts(before: [Int], after: [Int], _ wording: ChangedCountsReason) -> String {
        func counts(_ rows: [Int]) -> String {
            "{ \(rows.count) section\(rows.count == 1 ? "" : "s") with row counts: [\(rows.map(String.init).joined(separator: ", "))] }"
        }
        var updates: [String] = []
        for s in deletedSections.sorted(by: >) { updates.append("Delete section (\(s))") }
        for ip in deletedRows.union(reloadedRows).sorted(by: >) { updates.append("Delete row (\(ip.section) - \(ip.row))") }
        for s in insertedSections.sorted() { updates.append("Insert section (\(s))") }
        for ip in insertedRows.union(reloadedRows).sorted() { updates.append("Insert row (\(ip.section) - \(ip.row))") }
        for s in reloadedSections.sorted() { updates.append("Reload section (\(s))") }
        for (from, to) in movedSections { updates.append("Move section (\(from)) to (\(to))") }
        for (from, to) in movedRows { updates.append("Move row (\(from.section) - \(from.row)) to (\(to.section) - \(to.row))") }
        let when = wording == .beforeAndOrAfter ? "before and/or after" : "before and after"
        return "Invalid batch updates detected: the number of sections and/or rows returned by the data source \(when) performing the batch updates are inconsistent with the updates.\n"
            + "Data source before updates = \(counts(before))\n"
            + "Data source after updates = \(counts(after))\n"
            + "Updates = [\n" + updates.map { "\t" + $0 }.joined(separator: ",\n") + "\n]"
    }
}

/// The reason UIKit gives when the data source's counts changed by the
/// wrong amount (FIDELITY.md A-41), by iOS version.
enum ChangedCountsReason: Equatable {
    /// Before iOS 16.4: "Invalid update: invalid number of …", as for any
    /// count that disagrees with the update.
    case invalidUpdate
    /// iOS 16.4 to 16.x: "Invalid batch updates detected: … before and/or after …".
    case beforeAndOrAfter
    /// iOS 17 and later: "Invalid batch updates detected: … before and after …".
    case beforeAndAfter

    init(_ version: IOSVersion) {
        self = version < IOSVersion(16, 4) ? .invalidUpdate : version < IOSVersion(17) ? .beforeAndOrAfter : .beforeAndAfter
    }
}

/// A section number as a dictionary key, hashed as index paths are: a
/// multiply-xorshift mix, not SipHash.
struct SectionKey: Hashable {
    var section: Int
    init(_ section: Int) { self.section = section }

    func _rawHashValue(seed: Int) -> Int { TableIndexPath(section, 0)._rawHashValue(seed: seed) }
}
