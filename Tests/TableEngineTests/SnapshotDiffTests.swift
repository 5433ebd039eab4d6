import TestSupport
import PropertyBased
import Testing
@testable import TableEngine

@Suite struct SnapshotDiffTests {
    typealias Snapshot = TableSnapshot<String, String>

    static func snapshot(_ sections: [(String, String)]) -> Snapshot {
        Snapshot(sections.map { .init($0.0, $0.1.split(separator: " ").map(String.init)) })
    }

    static func diff(_ old: String, _ new: String, changed: Set<String> = []) -> BatchUpdate {
        BatchUpdate(from: snapshot([("s", old)]), to: snapshot([("s", new)]), changed: { changed.contains($0) })
    }

    @Test func applesExampleComesOutAsApplesBatch() {
        let u = Self.diff("Arizona California Delaware NewJersey Washington",
                          "Alaska Arizona California Georgia NewJersey Virginia")
        #expect(u.deletedRows == [TableIndexPath(0, 2), TableIndexPath(0, 4)])
        #expect(u.insertedRows == [TableIndexPath(0, 0), TableIndexPath(0, 3), TableIndexPath(0, 5)])
        #expect(u.movedRows.isEmpty && u.reloadedRows.isEmpty)
    }

    @Test func anItemMovedAloneIsOneMoveEitherWay() {
        let forward = Self.diff("a b c d e", "b c d e a")
        #expect(forward.movedRows.map { [$0.from, $0.to] } == [[TableIndexPath(0, 0), TableIndexPath(0, 4)]])
        let backward = Self.diff("a b c d e", "e a b c d")
        #expect(backward.movedRows.map { [$0.from, $0.to] } == [[TableIndexPath(0, 4), TableIndexPath(0, 0)]])
        #expect(forward.insertedRows.isEmpty && forward.deletedRows.isEmpty)
    }

    @Test func aReversalMovesAllButOne() {
        #expect(Self.diff("a b c d e", "e d c b a").movedRows.count == 4)
    }

    @Test func changedItemsReloadWhereTheyStayAndAreReplacedWhereTheyMove() {
        let u = Self.diff("a b c d", "a c d b", changed: ["a", "b", "c"])
        #expect(u.reloadedRows == [TableIndexPath(0, 0), TableIndexPath(0, 2)])
        #expect(u.deletedRows == [TableIndexPath(0, 1)])
        #expect(u.insertedRows == [TableIndexPath(0, 3)])
        #expect(u.movedRows.isEmpty)
    }

    @Test func sectionsAreDiffedByIdentityAndRowsFollowThem() {
        let old = Self.snapshot([("A", "a1 a2"), ("B", "b1"), ("C", "c1 c2")])
        let new = Self.snapshot([("C", "c1 c2 a2"), ("A", "a1"), ("D", "b1 d1")])
        let u = BatchUpdate(from: old, to: new)
        #expect(u.deletedSections == [1])
        #expect(u.insertedSections == [2])
        #expect(u.movedSections.map { [$0.from, $0.to] } == [[2, 0]])
        // a2 moves across sections; b1 leaves with its deleted section and
        // comes back with the inserted one.
        #expect(u.movedRows.map { [$0.from, $0.to] } == [[TableIndexPath(0, 1), TableIndexPath(0, 2)]])
        #expect(u.deletedRows.isEmpty && u.insertedRows.isEmpty)
    }

    @Test func repeatedIdentifiersArePairedInOrder() {
        let u = Self.diff("x y x", "x")
        #expect(u.deletedRows == [TableIndexPath(0, 1), TableIndexPath(0, 2)])
        #expect(u.insertedRows.isEmpty && u.movedRows.isEmpty)
    }

    @Test func theTableFollowsAnAppliedDiff() throws {
        let app = IdentityApp([[0, 1, 2, 3, 4]], viewport: 30)
        try app.table.load()
        let old = TableSnapshot<Int, Int>([.init(0, [0, 1, 2, 3, 4])])
        let new = TableSnapshot<Int, Int>([.init(0, [4, 0, 9, 2, 3])])
        app.sections = [[4, 0, 9, 2, 3]]
        try app.table.performBatchUpdates(BatchUpdate(from: old, to: new))
        #expect(app.tableIdentities == [[4, 0, 9, 2, 3]])
        #expect(app.visibleCellsMatch)
    }

    // MARK: Random snapshots

    @Test func randomDiffsReplayedGiveTheNewContent() async throws {
        await propertyCheck(count: 300, input: Generator { rng in SnapshotPair.random(using: &rng) }) { pair in
            try Self.check(pair, carried: true)
        }
    }

    @Test func randomDiffsWithRepeatedIdentifiersStillReplay() async throws {
        await propertyCheck(count: 200, input: Generator { rng in SnapshotPair.randomWithRepeats(using: &rng) }) { pair in
            try Self.check(pair, carried: false)
        }
    }

    /// A caller that knows the pairing (the shell's `apply`) gets the very
    /// update the table of identities works out, moves in the same order.
    @Test func aKnownPairingGivesTheUpdateIdentitiesGive() async {
        func show(_ u: BatchUpdate) -> String {
            "-s\(u.deletedSections.sorted()) +s\(u.insertedSections.sorted()) ~s\(u.reloadedSections.sorted()) "
                + "ms\(u.movedSections.map { [$0.from, $0.to] }) -\(u.deletedRows.sorted()) +\(u.insertedRows.sorted()) "
                + "~\(u.reloadedRows.sorted()) m\(u.movedRows.map { [$0.from, $0.to] })"
        }
        await propertyCheck(count: 400, input: Generator { rng in SnapshotPair.random(using: &rng) }) { pair in
            var oldRow: [Int: Int] = [:], oldSection: [Int: Int] = [:]
            for (i, section) in pair.old.sections.enumerated() {
                oldSection[section.id] = i
                for item in section.items { oldRow[item] = oldRow.count }
            }
            let oldRowOf = pair.new.sections.flatMap { $0.items.map { oldRow[$0] ?? -1 } }
            let match = SnapshotMatch(
                oldCounts: pair.old.sections.map(\.items.count), newCounts: pair.new.sections.map(\.items.count),
                oldSectionOf: pair.new.sections.map { oldSection[$0.id] ?? -1 }, oldRowOf: oldRowOf,
                changed: zip(pair.new.sections.flatMap(\.items), oldRowOf).map { $1 >= 0 && pair.changed.contains($0) })
            let byIdentity = BatchUpdate(from: pair.old, to: pair.new, changed: { pair.changed.contains($0) })
            #expect(show(BatchUpdate(match)) == show(byIdentity))
        }
    }

    /// As few rows move as can: those out of the longest run still in their
    /// old order, counted here the plain way (O(n²)), shuffles and long
    /// runs included.
    @Test func theRowsThatMoveAreTheFewestThatCan() async {
        let lists = Generator { rng in
            let old = Array(0..<Int.random(in: 0...300, using: &rng))
            var new = old.filter { _ in Int.random(in: 0..<10, using: &rng) > 0 }
            switch Int.random(in: 0...2, using: &rng) {
            case 0: new.shuffle(using: &rng)
            case 1:
                for _ in 0..<Int.random(in: 0...5, using: &rng) where new.count > 1 {
                    new.swapAt(Int.random(in: new.indices, using: &rng), Int.random(in: new.indices, using: &rng))
                }
            default: new.reverse()
            }
            return (old, new + (1_000..<(1_000 + Int.random(in: 0...5, using: &rng))))
        }
        await propertyCheck(count: 300, input: lists) { old, new in
            let update = BatchUpdate(from: TableSnapshot([.init(0, old)]), to: TableSnapshot([.init(0, new)]))
            let olds = new.filter { $0 < 1_000 }
            var longest = Array(repeating: 1, count: olds.count)
            for i in olds.indices {
                for j in 0..<i where olds[j] < olds[i] { longest[i] = max(longest[i], longest[j] + 1) }
            }
            #expect(update.movedRows.count == olds.count - (longest.max() ?? 0))
        }
    }

    /// The pairing by identity is the plain one — the common start and end
    /// of each kept section, then each identifier's old rows as a queue —
    /// however identifiers hash: with repeated identifiers, and with
    /// identifiers hashed into two values (the table probes past others).
    @Test func thePairingIsThePlainOneHoweverIdentifiersHash() async {
        struct Crowded: Hashable {
            var value: Int
            func hash(into hasher: inout Hasher) { hasher.combine(value % 2) }
        }
        func show(_ u: BatchUpdate) -> String {
            "-s\(u.deletedSections.sorted()) +s\(u.insertedSections.sorted()) ms\(u.movedSections.map { [$0.from, $0.to] }) "
                + "-\(u.deletedRows.sorted()) +\(u.insertedRows.sorted()) ~\(u.reloadedRows.sorted()) m\(u.movedRows.map { [$0.from, $0.to] })"
        }
        let pairs = Generator { rng in
            Bool.random(using: &rng) ? SnapshotPair.randomWithRepeats(using: &rng) : SnapshotPair.random(using: &rng)
        }
        await propertyCheck(count: 400, input: pairs) { pair in
            let old = pair.old.sections, new = pair.new.sections
            var oldSection: [Int: Int] = [:]
            for (i, section) in old.enumerated() where oldSection[section.id] == nil { oldSection[section.id] = i }
            let oldSectionOf = new.map { oldSection.removeValue(forKey: $0.id) ?? -1 }
            let oldStarts = old.indices.map { old[..<$0].reduce(0) { $0 + $1.items.count } }
            let newStarts = new.indices.map { new[..<$0].reduce(0) { $0 + $1.items.count } }
            var oldRowOf = Array(repeating: -1, count: new.reduce(0) { $0 + $1.items.count })
            for (j, i) in oldSectionOf.enumerated() where i >= 0 {
                let a = old[i].items, b = new[j].items
                var p = 0
                while p < min(a.count, b.count), a[p] == b[p] { oldRowOf[newStarts[j] + p] = oldStarts[i] + p; p += 1 }
                var s = 0
                while s < min(a.count, b.count) - p, a[a.count - 1 - s] == b[b.count - 1 - s] {
                    oldRowOf[newStarts[j] + b.count - 1 - s] = oldStarts[i] + a.count - 1 - s
                    s += 1
                }
            }
            let paired = Set(oldRowOf.filter { $0 >= 0 })
            var queues: [Int: [Int]] = [:]
            for (i, section) in old.enumerated() {
                for (r, item) in section.items.enumerated() where !paired.contains(oldStarts[i] + r) {
                    queues[item, default: []].append(oldStarts[i] + r)
                }
            }
            for (j, section) in new.enumerated() {
                for (r, item) in section.items.enumerated() where oldRowOf[newStarts[j] + r] < 0 {
                    if var queue = queues[item], !queue.isEmpty {
                        oldRowOf[newStarts[j] + r] = queue.removeFirst()
                        queues[item] = queue
                    }
                }
            }
            let items = new.flatMap(\.items)
            let match = SnapshotMatch(
                oldCounts: old.map(\.items.count), newCounts: new.map(\.items.count), oldSectionOf: oldSectionOf,
                oldRowOf: oldRowOf, changed: zip(items, oldRowOf).map { $1 >= 0 && pair.changed.contains($0) })
            let crowded = { (s: TableSnapshot<Int, Int>) in
                TableSnapshot<Int, Crowded>(s.sections.map { .init($0.id, $0.items.map(Crowded.init)) })
            }
            let byIdentity = BatchUpdate(from: crowded(pair.old), to: crowded(pair.new), changed: { pair.changed.contains($0.value) })
            #expect(show(byIdentity) == show(BatchUpdate(match)))
        }
    }

    /// The diff, replayed on the old content by UIKit's rules and applied to
    /// a table, gives the new content. With `carried`, also: unchanged items
    /// whose section stays are carried over (moved, not deleted and
    /// inserted) and changed ones asked anew.
    static func check(_ pair: SnapshotPair, carried: Bool) throws {
        let update = BatchUpdate(from: pair.old, to: pair.new, changed: { pair.changed.contains($0) })
        let old = pair.old.sections.map { $0.items.map { (id: $0, fresh: false) } }
        let new = pair.new.sections.map(\.items)
        let replayed = try #require(UIKitRules.replay(update, on: old, freshRows: { new[$0].count }) {
            (new[$0.section][$0.row], true)
        })
        #expect(replayed.map { $0.map(\.id) } == new)
        if carried {
            let oldSectionOfItem = Dictionary(uniqueKeysWithValues: pair.old.sections.flatMap { s in s.items.map { ($0, s.id) } })
            let keptSections = Set(pair.old.sections.map(\.id)).intersection(pair.new.sections.map(\.id))
            for (s, section) in replayed.enumerated() where keptSections.contains(pair.new.sections[s].id) {
                for row in section {
                    let wasInKeptSection = oldSectionOfItem[row.id].map(keptSections.contains) ?? false
                    #expect(row.fresh == (!wasInKeptSection || pair.changed.contains(row.id)), "item \(row.id)")
                }
            }
        }

        let app = IdentityApp(pair.old.sections.map(\.items), viewport: 200)
        try app.table.load()
        app.sections = new
        try app.table.performBatchUpdates(update)
        #expect(app.tableIdentities == new)
        #expect(app.visibleCellsMatch)
        app.table._checkInvariants()
    }
}

/// Two snapshots of items by number, the second made from the first by
/// random edits, and the items marked changed.
struct SnapshotPair: CustomStringConvertible {
    var old: TableSnapshot<Int, Int>
    var new: TableSnapshot<Int, Int>
    var changed: Set<Int>

    var description: String {
        func show(_ s: TableSnapshot<Int, Int>) -> String {
            s.sections.map { "\($0.id): \($0.items.map(String.init).joined(separator: " "))" }.joined(separator: " | ")
        }
        return "old \(show(old))\nnew \(show(new))\nchanged \(changed.sorted())"
    }

    static func random(using rng: inout some RandomNumberGenerator) -> SnapshotPair {
        func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &rng) < p }
        var nextItem = 0
        let old = TableSnapshot<Int, Int>((0..<Int.random(in: 0...5, using: &rng)).map { s in
            .init(s, (0..<Int.random(in: 0...10, using: &rng)).map { _ in defer { nextItem += 1 }; return nextItem })
        })

        // Sections: some dropped, a few swapped, some added.
        var sections = old.sections.filter { _ in !chance(0.15) }
        for _ in 0..<Int.random(in: 0...2, using: &rng) where sections.count > 1 {
            sections.swapAt(Int.random(in: sections.indices, using: &rng), Int.random(in: sections.indices, using: &rng))
        }
        for k in 0..<Int.random(in: 0...2, using: &rng) {
            sections.insert(.init(100 + k, []), at: Int.random(in: 0...sections.count, using: &rng))
        }
        // Items: some dropped, some moved anywhere, some added; items of
        // dropped sections sometimes come back elsewhere.
        let kept = Set(sections.map(\.id))
        var strays = old.sections.filter { !kept.contains($0.id) }.flatMap(\.items).filter { _ in chance(0.3) }
        for s in sections.indices {
            sections[s].items.removeAll { _ in chance(0.15) }
            let leaving = sections[s].items.filter { _ in chance(0.1) }
            sections[s].items.removeAll { leaving.contains($0) }
            strays += leaving
        }
        if !sections.isEmpty {
            strays += (0..<Int.random(in: 0...6, using: &rng)).map { _ in defer { nextItem += 1 }; return nextItem }
            for item in strays.shuffled(using: &rng) {
                let s = Int.random(in: sections.indices, using: &rng)
                sections[s].items.insert(item, at: Int.random(in: 0...sections[s].items.count, using: &rng))
            }
        }
        let changed = Set((0..<nextItem).filter { _ in chance(0.15) })
        return SnapshotPair(old: old, new: TableSnapshot(sections), changed: changed)
    }

    /// Items drawn from a few values, so identifiers repeat.
    static func randomWithRepeats(using rng: inout some RandomNumberGenerator) -> SnapshotPair {
        func content() -> TableSnapshot<Int, Int> {
            TableSnapshot((0..<Int.random(in: 1...3, using: &rng)).map { s in
                .init(s, (0..<Int.random(in: 0...8, using: &rng)).map { _ in Int.random(in: 0..<5, using: &rng) })
            })
        }
        return SnapshotPair(old: content(), new: content(), changed: Set((0..<5).filter { _ in Bool.random(using: &rng) }))
    }
}
