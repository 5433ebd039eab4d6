/// A table's content by identity, as a diffable data source's snapshot
/// holds it: sections in order, each with its items in order.
public struct TableSnapshot<SectionID: Hashable, ItemID: Hashable> {
    /// One section: its identifier and its items' identifiers, in order.
    public struct Section {
        /// The section's identifier.
        public var id: SectionID
        /// The section's items, top to bottom.
        public var items: [ItemID]

        /// A section `id` holding `items`.
        public init(_ id: SectionID, _ items: [ItemID]) {
            self.id = id
            self.items = items
        }
    }

    /// The sections, top to bottom.
    public var sections: [Section]

    /// A content of `sections`.
    public init(_ sections: [Section] = []) {
        self.sections = sections
    }
}

extension TableSnapshot.Section: Sendable where SectionID: Sendable, ItemID: Sendable {}

extension TableSnapshot {
    /// The content after the user drags the row at `from` to `to` (`to`
    /// names the row's place once it has left `from`); nil when either
    /// place is not in the content.
    func moving(from: TableIndexPath, to: TableIndexPath) -> Self? {
        guard sections.indices.contains(from.section), sections[from.section].items.indices.contains(from.row),
              sections.indices.contains(to.section) else { return nil }
        var moved = self
        let item = moved.sections[from.section].items.remove(at: from.row)
        guard to.row <= moved.sections[to.section].items.count else { return nil }
        moved.sections[to.section].items.insert(item, at: to.row)
        return moved
    }

    /// Whether both have the same sections and items, in the same order.
    func isSame(as other: Self) -> Bool {
        sections.count == other.sections.count
            && zip(sections, other.sections).allSatisfy { $0.id == $1.id && $0.items == $1.items }
    }
}
extension TableSnapshot: Sendable where SectionID: Sendable, ItemID: Sendable {}

extension BatchUpdate {
    /// The update that takes a table showing `old` to `new`, as
    /// `UITableViewDiffableDataSource.apply` works it out: sections and items
    /// are compared by identity; what is only in `old` is deleted, what is
    /// only in `new` inserted, what changed place moved, and an item for
    /// which `isChanged` is true reloaded.
    ///
    /// Items are paired in linear time (Heckel's algorithm): the common start
    /// and end of each section first, then the rest through one table of
    /// identities. Of the rows paired within a section, the most that are
    /// still in their old order stay and the others move, so that as few
    /// rows move as can; that costs a binary search per row out of order.
    /// Identifiers should be unique, as in a diffable snapshot; if one
    /// repeats, its occurrences are paired in order.
    ///
    /// UIKit cannot reload a row and move it in one update (a reload is a
    /// delete and an insert), so a changed item that moves is deleted and
    /// inserted instead; so is one leaving a deleted section or arriving in
    /// an inserted one, which come and go whole.
    ///
    /// O(n log n) in the items at worst, O(n) when they keep their order.
    // Inlinable, so that the pairing, which hashes and compares identifiers,
    // is specialized for the caller's types; the rest works on numbers.
    @inlinable
    public init<SectionID, ItemID>(
        from old: TableSnapshot<SectionID, ItemID>,
        to new: TableSnapshot<SectionID, ItemID>,
        changed isChanged: (ItemID) -> Bool = { _ in false }
    ) {
        self.init(SnapshotPairing(old, new, changed: isChanged))
    }
}

/// Two contents already paired by identity: what `BatchUpdate(from:to:)`
/// works out through its table of identities, given by a caller that knows
/// it (the shell's `apply` names each old row at most once). Rows are
/// numbered flat, section after section.
package struct SnapshotMatch: Sendable {
    /// Rows in each old section, and in each new one.
    package var oldCounts: [Int], newCounts: [Int]
    /// Per new section: the old section it is, or -1 (inserted). An old
    /// section is the partner of at most one new one.
    package var oldSectionOf: [Int]
    /// Per new row: the old row it is, or -1 (inserted). An old row is the
    /// partner of at most one new one.
    package var oldRowOf: [Int]
    /// Per new row with a partner: whether its item changed (reloaded).
    package var changed: [Bool]

    /// A pairing, as described by the properties.
    package init(oldCounts: [Int], newCounts: [Int], oldSectionOf: [Int], oldRowOf: [Int], changed: [Bool]) {
        self.oldCounts = oldCounts
        self.newCounts = newCounts
        self.oldSectionOf = oldSectionOf
        self.oldRowOf = oldRowOf
        self.changed = changed
    }
}

extension BatchUpdate {
    /// The update that takes a table from one content to another already
    /// paired: the same update `BatchUpdate(from:to:changed:)` gives for
    /// snapshots whose identities pair them so, without hashing anything.
    package init(_ match: SnapshotMatch) {
        self.init(SnapshotPairing(match))
    }
}

/// How the sections and rows of two snapshots pair up by identity, and
/// which paired rows changed. Rows are numbered flat, section after
/// section.
@usableFromInline
struct SnapshotPairing {
    /// Where each section's rows start, plus the total, in each snapshot.
    @usableFromInline var oldStart: [Int], newStart: [Int]
    /// Each section's partner in the other snapshot, or -1.
    @usableFromInline var newSectionOf: [Int], oldSectionOf: [Int]
    /// Each new row's partner, or -1.
    @usableFromInline var oldRowOf: [Int]
    /// Per old row, a bit: whether it has a partner (which one is never
    /// asked; a bit a row, where a partner a row took 8 bytes).
    @usableFromInline var oldPaired: [UInt64]
    /// Per new section with a partner: how many rows at its start and end
    /// were paired as they stand, before the table of identities.
    @usableFromInline var commonPrefix: [Int], commonSuffix: [Int]
    /// Per new row with a partner: whether its item changed.
    @usableFromInline var changed: [Bool]

    @inlinable
    init<SectionID, ItemID>(
        _ old: TableSnapshot<SectionID, ItemID>,
        _ new: TableSnapshot<SectionID, ItemID>,
        changed isChanged: (ItemID) -> Bool
    ) {
        oldStart = Self.starts(old.sections.map(\.items.count))
        newStart = Self.starts(new.sections.map(\.items.count))
        newSectionOf = Array(repeating: -1, count: old.sections.count)
        oldSectionOf = Array(repeating: -1, count: new.sections.count)
        oldPaired = Array(repeating: 0, count: (oldStart.last! + 63) >> 6)
        oldRowOf = Array(repeating: -1, count: newStart.last!)
        commonPrefix = Array(repeating: 0, count: new.sections.count)
        commonSuffix = Array(repeating: 0, count: new.sections.count)
        changed = Array(repeating: false, count: newStart.last!)

        // Sections, by identity.
        var sections = HeckelTable(identities: old.sections.count, positions: old.sections.count)
        for (i, section) in old.sections.enumerated().reversed() {
            sections.add(hash: section.id.hashValue, at: i) { old.sections[$0].id == section.id }
        }
        for (j, section) in new.sections.enumerated() {
            if let i = sections.take(hash: section.id.hashValue, isAt: { old.sections[$0].id == section.id }) {
                oldSectionOf[j] = i
                newSectionOf[i] = j
            }
        }

        // The rows of sections that stay: their common start and end.
        for (j, i) in oldSectionOf.enumerated() where i >= 0 {
            let a = old.sections[i].items, b = new.sections[j].items
            var p = 0
            while p < a.count, p < b.count, a[p] == b[p] {
                pair(oldStart[i] + p, newStart[j] + p)
                p += 1
            }
            var s = 0
            while s < a.count - p, s < b.count - p, a[a.count - 1 - s] == b[b.count - 1 - s] {
                pair(oldStart[i] + a.count - 1 - s, newStart[j] + b.count - 1 - s)
                s += 1
            }
            commonPrefix[j] = p
            commonSuffix[j] = s
        }

        // Every row left over, wherever it is, by identity. The table
        // compares an identifier with the old item at a flat position.
        let oldItems = old.sections.map(\.items)
        let starts = oldStart
        func oldItem(_ o: Int) -> ItemID {
            if oldItems.count == 1 { return oldItems[0][o] }
            let i = Self.section(of: o, starts: starts)
            return oldItems[i][o - starts[i]]
        }
        // Hashes first, in a pass of their own: the table's loops are then
        // short enough for the processor to have many of its slots (cache
        // misses, past some 100k rows) under way at once.
        var hashes: [Int] = []
        for (i, items) in oldItems.enumerated() {
            for r in unpairedRows(ofOld: i) { hashes.append(items[r].hashValue) }
        }
        var rows = HeckelTable(identities: hashes.count, positions: oldStart.last!)
        var k = hashes.count
        for (i, items) in oldItems.enumerated().reversed() {
            for r in unpairedRows(ofOld: i).reversed() {
                k -= 1
                rows.add(hash: hashes[k], at: oldStart[i] + r) { oldItem($0) == items[r] }
            }
        }
        hashes.removeAll(keepingCapacity: true)
        for (j, section) in new.sections.enumerated() {
            for r in unpairedRows(ofNew: j) { hashes.append(section.items[r].hashValue) }
        }
        k = 0
        for (j, section) in new.sections.enumerated() {
            let items = section.items
            for r in unpairedRows(ofNew: j) {
                if let o = rows.take(hash: hashes[k], isAt: { oldItem($0) == items[r] }) { pair(o, newStart[j] + r) }
                k += 1
            }
        }

        for (j, section) in new.sections.enumerated() {
            for (r, item) in section.items.enumerated() where oldRowOf[newStart[j] + r] >= 0 {
                changed[newStart[j] + r] = isChanged(item)
            }
        }
    }

    /// The pairing a caller already knows: the common start and end of
    /// each pair of sections are the rows paired as they stand there, as
    /// comparing identities would find them.
    init(_ m: SnapshotMatch) {
        precondition(m.oldRowOf.count == m.newCounts.reduce(0, +) && m.changed.count == m.oldRowOf.count
                     && m.oldSectionOf.count == m.newCounts.count)
        oldStart = Self.starts(m.oldCounts)
        newStart = Self.starts(m.newCounts)
        oldSectionOf = m.oldSectionOf
        newSectionOf = Array(repeating: -1, count: m.oldCounts.count)
        for (j, i) in m.oldSectionOf.enumerated() where i >= 0 { newSectionOf[i] = j }
        oldRowOf = m.oldRowOf
        oldPaired = Array(repeating: 0, count: (oldStart.last! + 63) >> 6)
        for o in m.oldRowOf where o >= 0 {
            precondition(o < oldStart.last!, "a partner past the old rows")
            oldPaired[o >> 6] |= 1 << UInt64(o & 63)
        }
        changed = m.changed
        commonPrefix = Array(repeating: 0, count: m.newCounts.count)
        commonSuffix = Array(repeating: 0, count: m.newCounts.count)
        for (j, i) in m.oldSectionOf.enumerated() where i >= 0 {
            let a = oldStart[i], b = newStart[j], na = m.oldCounts[i], nb = m.newCounts[j]
            var p = 0
            while p < na, p < nb, oldRowOf[b + p] == a + p { p += 1 }
            var s = 0
            while s < na - p, s < nb - p, oldRowOf[b + nb - 1 - s] == a + na - 1 - s { s += 1 }
            commonPrefix[j] = p
            commonSuffix[j] = s
        }
    }

    @inlinable
    mutating func pair(_ o: Int, _ n: Int) {
        oldPaired[o >> 6] |= 1 << UInt64(o & 63)
        oldRowOf[n] = o
    }

    @usableFromInline
    static func starts(_ counts: [Int]) -> [Int] {
        var starts = [0]
        starts.reserveCapacity(counts.count + 1)
        for count in counts { starts.append(starts.last! + count) }
        return starts
    }

    /// The rows of an old section between its common start and end.
    @usableFromInline
    func unpairedRows(ofOld i: Int) -> Range<Int> {
        let j = newSectionOf[i], count = oldStart[i + 1] - oldStart[i]
        return j < 0 ? 0..<count : commonPrefix[j]..<(count - commonSuffix[j])
    }

    @usableFromInline
    func unpairedRows(ofNew j: Int) -> Range<Int> {
        let count = newStart[j + 1] - newStart[j]
        return oldSectionOf[j] < 0 ? 0..<count : commonPrefix[j]..<(count - commonSuffix[j])
    }

    func oldPath(_ o: Int) -> TableIndexPath {
        let section = Self.section(of: o, starts: oldStart)
        return TableIndexPath(section, o - oldStart[section])
    }

    /// The section of a flat row: the last one starting at or before it
    /// (empty ones share starts).
    @usableFromInline
    static func section(of row: Int, starts: [Int]) -> Int {
        var lo = 0, hi = starts.count - 2
        while lo < hi {
            let mid = (lo + hi + 1) >> 1
            if starts[mid] <= row { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }
}

extension BatchUpdate {
    /// The update that follows from a pairing.
    @usableFromInline
    init(_ p: SnapshotPairing) {
        self.init()
        for (i, j) in p.newSectionOf.enumerated() where j < 0 { deletedSections.insert(i) }
        for (j, i) in p.oldSectionOf.enumerated() where i < 0 { insertedSections.insert(j) }
        let sectionStays = staying(oldOf: p.oldSectionOf[...], within: 0..<p.newSectionOf.count).stays
        for (j, i) in p.oldSectionOf.enumerated() where i >= 0 && !sectionStays[j] {
            movedSections.append((i, j))
        }

        // Rows gather in arrays, made sets at the end at their size: grown
        // one by one, a set of 100,000 rehashes some 17 times.
        var deleted: [TableIndexPath] = [], inserted: [TableIndexPath] = [], reloaded: [TableIndexPath] = []
        var moved: [(from: TableIndexPath, to: TableIndexPath)] = []
        // Old rows of kept sections that have no partner go: found a word
        // of bits at a time (a small edit skips 64 paired rows at once).
        for (i, j) in p.newSectionOf.enumerated() where j >= 0 {
            let start = p.oldStart[i], rows = p.unpairedRows(ofOld: i)
            var o = start + rows.lowerBound
            let end = start + rows.upperBound
            while o < end {
                let unpaired = ~p.oldPaired[o >> 6] >> UInt64(o & 63)
                guard unpaired != 0 else {
                    o = (o | 63) + 1
                    continue
                }
                o += unpaired.trailingZeroBitCount
                guard o < end else { break }
                deleted.append(TableIndexPath(i, o - start))
                o += 1
            }
        }
        for (j, i) in p.oldSectionOf.enumerated() {
            let rows = 0..<(p.newStart[j + 1] - p.newStart[j])
            // An inserted section comes whole: its rows from kept sections leave those.
            guard i >= 0 else {
                for r in rows where p.oldRowOf[p.newStart[j] + r] >= 0 {
                    let from = p.oldPath(p.oldRowOf[p.newStart[j] + r])
                    if p.newSectionOf[from.section] >= 0 { deleted.append(from) }
                }
                continue
            }
            // The common start and end stay where they are.
            let middle = p.unpairedRows(ofNew: j)
            for range in [rows.lowerBound..<middle.lowerBound, middle.upperBound..<rows.upperBound] {
                for r in range where p.changed[p.newStart[j] + r] {
                    reloaded.append(TableIndexPath(i, p.oldRowOf[p.newStart[j] + r] - p.oldStart[i]))
                }
            }
            // In between, rows from this same section may stay or move. (Read
            // through buffers: a tiny edit of 100,000 rows passes over them all.)
            let first = p.newStart[j] + middle.lowerBound, sameSection = p.oldStart[i]..<p.oldStart[i + 1]
            let (stays, stayCount) = staying(oldOf: p.oldRowOf[first..<(first + middle.count)], within: sameSection)
            // A shuffle moves nearly all of them: room made once.
            moved.reserveCapacity(moved.count + middle.count - stayCount)
            p.oldRowOf.withUnsafeBufferPointer { oldRowOf in
                p.changed.withUnsafeBufferPointer { changedRows in
                    stays.withUnsafeBufferPointer { stays in
                        for k in 0..<middle.count {
                            let o = oldRowOf[first + k], changed = changedRows[first + k]
                            // Most rows stay as they are: nothing to say about them.
                            if stays[k] && !changed { continue }
                            let to = TableIndexPath(j, middle.lowerBound + k)
                            guard o >= 0 else {
                                inserted.append(to)
                                continue
                            }
                            let from = sameSection.contains(o) ? TableIndexPath(i, o - sameSection.lowerBound) : p.oldPath(o)
                            if stays[k] {
                                reloaded.append(from)
                            } else if changed || p.newSectionOf[from.section] < 0 {
                                // A changed row cannot move; a row of a deleted section goes with it.
                                if p.newSectionOf[from.section] >= 0 { deleted.append(from) }
                                inserted.append(to)
                            } else {
                                moved.append((from, to))
                            }
                        }
                    }
                }
            }
        }
        movedRows = moved
        deletedRows = Set(deleted)
        insertedRows = Set(inserted)
        reloadedRows = Set(reloaded)
    }
}

/// Which paired items stay in place, the others moving: the most of them
/// that are still in their old order (a longest increasing subsequence, by
/// patience sorting), so that as few as possible move. An item in order
/// costs O(1), one out of order a binary search.
/// - Parameters:
///   - oldOf: for each new item, its partner's old position, or -1.
///   - within: the old positions that count; a partner elsewhere counts
///     as none.
/// - Returns: per new item, whether it stays; and how many do.
private func staying(oldOf: ArraySlice<Int>, within: Range<Int>) -> (stays: [Bool], count: Int) {
    let count = oldOf.count
    var stays = Array(repeating: false, count: count)
    guard count > 0 else { return (stays, 0) }
    // tails[k]: the new item ending the best run of length k + 1 found so
    // far, and tailOld[k] its old position (read by every binary search);
    // previous[n]: the item before n in its run (set for every item that
    // counts, read only for those). Items relative to the slice's start, in
    // 32 bits. Buffers of the slice's size, not arrays grown item by item:
    // an edit that keeps its rows in order appends every one.
    let tails = UnsafeMutableBufferPointer<Int32>.allocate(capacity: count)
    let tailOld = UnsafeMutableBufferPointer<Int>.allocate(capacity: count)
    let previous = UnsafeMutableBufferPointer<Int32>.allocate(capacity: count)
    defer {
        tails.deallocate()
        tailOld.deallocate()
        previous.deallocate()
    }
    var length = 0
    oldOf.withUnsafeBufferPointer { oldOf in
        for n in 0..<count {
            let o = oldOf[n]
            guard within.contains(o) else { continue }
            if length > 0 && tailOld[length - 1] > o {
                // The first tail not below `o` (there is one: the last).
                // Without branches on the comparisons: out of order, they
                // go either way at random (a shuffle's runs are some 600
                // long, some 10 steps, each a mispredicted branch).
                // Positions are far from overflowing: the sign of the
                // difference is the comparison.
                var base = 0, size = length
                while size > 1 {
                    let half = size >> 1
                    base += half & ((tailOld[base + half - 1] &- o) >> 63)
                    size -= half
                }
                previous[n] = base > 0 ? tails[base - 1] : -1
                tails[base] = Int32(truncatingIfNeeded: n)
                tailOld[base] = o
            } else {
                previous[n] = length > 0 ? tails[length - 1] : -1
                tails[length] = Int32(truncatingIfNeeded: n)
                tailOld[length] = o
                length += 1
            }
        }
    }
    stays.withUnsafeMutableBufferPointer { stays in
        var n = length > 0 ? Int(tails[length - 1]) : -1
        while n >= 0 {
            stays[n] = true
            n = Int(previous[n])
        }
    }
    return (stays, length)
}
