/// A table's content by identity, as a diffable data source's snapshot
/// holds it: sections in order, each with its items in order.
public struct TableSnapshot<SectionID: Hashable, ItemID: Hashable> {
    public struct Section {
        public var id: SectionID
        public var items: [ItemID]

        public init(_ id: SectionID, _ items: [ItemID]) {
            self.id = id
            self.items = items
        }
    }

    public var sections: [Section]

    public init(_ sections: [Section] = []) {
        self.sections = sections
    }
}

extension TableSnapshot.Section: Sendable where SectionID: Sendable, ItemID: Sendable {}
extension TableSnapshot: Sendable where SectionID: Sendable, ItemID: Sendable {}

extension BatchUpdate {
    /// The update that takes a table showing `old` to `new`, as
    /// `UITableViewDiffableDataSource.apply` works it out: sections and items
    /// are compared by identity; what is only in `old` is deleted, what is
    /// only in `new` inserted, what changed place moved, and an item for
    /// which `isChanged` is true reloaded.
    ///
    /// Linear in the items (Heckel's algorithm): the common start and end of
    /// each section are paired first, then one table of identities pairs the
    /// rest. Identifiers should be unique, as in a diffable snapshot; if one
    /// repeats, its occurrences are paired in order.
    ///
    /// UIKit cannot reload a row and move it in one update (a reload is a
    /// delete and an insert), so a changed item that moves is deleted and
    /// inserted instead; so is one leaving a deleted section or arriving in
    /// an inserted one, which come and go whole.
    public init<SectionID, ItemID>(
        from old: TableSnapshot<SectionID, ItemID>,
        to new: TableSnapshot<SectionID, ItemID>,
        changed isChanged: (ItemID) -> Bool = { _ in false }
    ) {
        var diff = SnapshotDiff(old, new)
        diff.pairSections()
        diff.pairItems()
        self = diff.update(isChanged)
    }
}

/// The working state of one diff. Rows are numbered flat, section after
/// section, in each snapshot.
private struct SnapshotDiff<SectionID: Hashable, ItemID: Hashable> {
    let old: TableSnapshot<SectionID, ItemID>
    let new: TableSnapshot<SectionID, ItemID>
    /// Where each section's rows start in the flat numbering (plus the total).
    let oldStart: [Int], newStart: [Int]

    /// Each section's partner in the other snapshot, or -1.
    var newSectionOf: [Int], oldSectionOf: [Int]
    /// Each row's partner (flat) in the other snapshot, or -1.
    var newRowOf: [Int], oldRowOf: [Int]
    /// Per new section with a partner: how many rows at its start and end
    /// were paired as they stand, before the table of identities.
    var commonPrefix: [Int], commonSuffix: [Int]

    init(_ old: TableSnapshot<SectionID, ItemID>, _ new: TableSnapshot<SectionID, ItemID>) {
        self.old = old
        self.new = new
        oldStart = Self.starts(old)
        newStart = Self.starts(new)
        newSectionOf = Array(repeating: -1, count: old.sections.count)
        oldSectionOf = Array(repeating: -1, count: new.sections.count)
        newRowOf = Array(repeating: -1, count: oldStart.last!)
        oldRowOf = Array(repeating: -1, count: newStart.last!)
        commonPrefix = Array(repeating: 0, count: new.sections.count)
        commonSuffix = Array(repeating: 0, count: new.sections.count)
    }

    private static func starts(_ snapshot: TableSnapshot<SectionID, ItemID>) -> [Int] {
        var starts = [0]
        starts.reserveCapacity(snapshot.sections.count + 1)
        for section in snapshot.sections { starts.append(starts.last! + section.items.count) }
        return starts
    }

    mutating func pairSections() {
        var table = HeckelTable<SectionID>(capacity: old.sections.count)
        for (i, section) in old.sections.enumerated().reversed() { table.add(section.id, at: i) }
        for (j, section) in new.sections.enumerated() {
            if let i = table.take(section.id) {
                oldSectionOf[j] = i
                newSectionOf[i] = j
            }
        }
    }

    /// Pairs the rows of sections that stay, start and end first, then every
    /// row left over, wherever it is, by identity.
    mutating func pairItems() {
        for (j, i) in oldSectionOf.enumerated() where i >= 0 {
            let a = old.sections[i].items, b = new.sections[j].items
            var p = 0
            while p < a.count, p < b.count, a[p] == b[p] {
                pairRows(oldStart[i] + p, newStart[j] + p)
                p += 1
            }
            var s = 0
            while s < a.count - p, s < b.count - p, a[a.count - 1 - s] == b[b.count - 1 - s] {
                pairRows(oldStart[i] + a.count - 1 - s, newStart[j] + b.count - 1 - s)
                s += 1
            }
            commonPrefix[j] = p
            commonSuffix[j] = s
        }
        var table = HeckelTable<ItemID>(capacity: oldStart.last!)
        for (i, section) in old.sections.enumerated().reversed() {
            for r in unpairedRows(ofOld: i).reversed() { table.add(section.items[r], at: oldStart[i] + r) }
        }
        for (j, section) in new.sections.enumerated() {
            for r in unpairedRows(ofNew: j) {
                if let o = table.take(section.items[r]) { pairRows(o, newStart[j] + r) }
            }
        }
    }

    private mutating func pairRows(_ o: Int, _ n: Int) {
        newRowOf[o] = n
        oldRowOf[n] = o
    }

    /// The rows of an old section between its common start and end.
    private func unpairedRows(ofOld i: Int) -> Range<Int> {
        let j = newSectionOf[i], count = old.sections[i].items.count
        return j < 0 ? 0..<count : commonPrefix[j]..<(count - commonSuffix[j])
    }

    private func unpairedRows(ofNew j: Int) -> Range<Int> {
        let count = new.sections[j].items.count
        return oldSectionOf[j] < 0 ? 0..<count : commonPrefix[j]..<(count - commonSuffix[j])
    }

    private func oldPath(_ o: Int) -> IndexPath {
        let s = section(of: o, oldStart)
        return IndexPath(s, o - oldStart[s])
    }

    private func section(of flat: Int, _ starts: [Int]) -> Int {
        // The last section starting at or before `flat` (empty ones share starts).
        var lo = 0, hi = starts.count - 2
        while lo < hi {
            let mid = (lo + hi + 1) >> 1
            if starts[mid] <= flat { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    func update(_ isChanged: (ItemID) -> Bool) -> BatchUpdate {
        var update = BatchUpdate()
        for (i, j) in newSectionOf.enumerated() where j < 0 { update.deletedSections.insert(i) }
        for (j, i) in oldSectionOf.enumerated() where i < 0 { update.insertedSections.insert(j) }
        let sectionStays = staying(oldOf: oldSectionOf, newOf: newSectionOf)
        for (j, i) in oldSectionOf.enumerated() where i >= 0 && !sectionStays[j] {
            update.movedSections.append((i, j))
        }

        // Old rows of kept sections that have no partner go.
        for (i, j) in newSectionOf.enumerated() where j >= 0 {
            for r in unpairedRows(ofOld: i) where newRowOf[oldStart[i] + r] < 0 {
                update.deletedRows.insert(IndexPath(i, r))
            }
        }
        for (j, section) in new.sections.enumerated() {
            let i = oldSectionOf[j]
            // An inserted section comes whole: its rows from kept sections leave those.
            guard i >= 0 else {
                for r in section.items.indices where oldRowOf[newStart[j] + r] >= 0 {
                    let from = oldPath(oldRowOf[newStart[j] + r])
                    if newSectionOf[from.section] >= 0 { update.deletedRows.insert(from) }
                }
                continue
            }
            // The common start and end stay where they are.
            let middle = unpairedRows(ofNew: j)
            for range in [0..<middle.lowerBound, middle.upperBound..<section.items.count] {
                for r in range where isChanged(section.items[r]) {
                    update.reloadedRows.insert(IndexPath(i, oldRowOf[newStart[j] + r] - oldStart[i]))
                }
            }
            // In between, rows from this same section may stay or move.
            let oldMiddle = unpairedRows(ofOld: i)
            var oldOf = Array(repeating: -1, count: middle.count)
            var newOf = Array(repeating: -1, count: oldMiddle.count)
            for r in middle {
                let o = oldRowOf[newStart[j] + r] - oldStart[i]
                if oldMiddle.contains(o) {
                    oldOf[r - middle.lowerBound] = o - oldMiddle.lowerBound
                    newOf[o - oldMiddle.lowerBound] = r - middle.lowerBound
                }
            }
            let stays = staying(oldOf: oldOf, newOf: newOf)
            for r in middle {
                let to = IndexPath(j, r), o = oldRowOf[newStart[j] + r]
                guard o >= 0 else {
                    update.insertedRows.insert(to)
                    continue
                }
                let from = oldPath(o)
                let changed = isChanged(section.items[r])
                if stays[r - middle.lowerBound] {
                    if changed { update.reloadedRows.insert(from) }
                } else if changed || newSectionOf[from.section] < 0 {
                    // A changed row cannot move; a row of a deleted section goes with it.
                    if newSectionOf[from.section] >= 0 { update.deletedRows.insert(from) }
                    update.insertedRows.insert(to)
                } else {
                    update.movedRows.append((from, to))
                }
            }
        }
        return update
    }
}

/// Which paired items stay in place, the others moving: walks the new order
/// with a cursor on the old one. The next paired old item stays; otherwise
/// either the new item moves or the old items before its partner do, and
/// the cheaper choice is taken: one pass, and one move for an item moved
/// alone in either direction, though not always the fewest moves (that
/// needs a longest increasing subsequence, O(n log n)).
/// - Parameters:
///   - oldOf: for each new item, its partner's old position, or -1.
///   - newOf: for each old item, its partner's new position, or -1.
private func staying(oldOf: [Int], newOf: [Int]) -> [Bool] {
    var stays = Array(repeating: false, count: oldOf.count)
    var open = newOf  // -1 once an old item needs no more visits
    var cursor = 0
    for (n, o) in oldOf.enumerated() where o >= 0 {
        while cursor < open.count && open[cursor] < 0 { cursor += 1 }
        // An old item the cursor passed has moved.
        if o < cursor { continue }
        open[o] = -1
        // Keeping this one moves the old items from the cursor to it; keeping
        // the one at the cursor moves the new items until it is reached.
        if o == cursor || o - cursor <= newOf[cursor] - n {
            stays[n] = true
            cursor = o + 1
        }
    }
    return stays
}

/// Heckel's symbol table: for each identifier, the old positions where it
/// is still unpaired, first first.
private struct HeckelTable<ID: Hashable> {
    private var first: [ID: Int] = [:]
    private var next: [Int]

    init(capacity: Int) {
        first.reserveCapacity(capacity)
        next = Array(repeating: -1, count: capacity)
    }

    /// Adds a position; positions must come last to first.
    mutating func add(_ id: ID, at position: Int) {
        next[position] = first.updateValue(position, forKey: id) ?? -1
    }

    /// The first unpaired position of `id`, now paired.
    mutating func take(_ id: ID) -> Int? {
        guard let i = first.index(forKey: id) else { return nil }
        let position = first.values[i]
        if next[position] >= 0 { first.values[i] = next[position] } else { first.remove(at: i) }
        return position
    }
}
