import TestSupport
import PropertyBased
import Testing
@testable import TableEngine

/// Random valid batches on random tables, checked against `UIKitRules`.
@Suite struct BatchPropertyTests {
    @Test func randomBatchesMoveRowsAsUIKitDoes() async throws {
        await propertyCheck(count: 150, input: Generator { rng in BatchScenario.random(using: &rng) }) { try Self.check($0) }
    }

    /// Sections of hundreds of rows, a tenth or half of them moving: the
    /// plan then sorts their rows through a bitmap and, with many moves,
    /// finds them by a number per row instead of hashing them.
    @Test func randomBatchesOfManyRowsMoveRowsAsUIKitDoes() async throws {
        let scenarios = Generator { rng in
            BatchScenario.random(sections: 1...3, rows: 280...400, moveChance: Bool.random(using: &rng) ? 0.1 : 0.6, using: &rng)
        }
        await propertyCheck(count: 25, input: scenarios) { try Self.check($0) }
    }

    static func check(_ scenario: BatchScenario) throws {
        let app = IdentityApp(scenario.initial, viewport: 250)
        app.table.allowsMultipleSelection = true
        try app.table.load()
        var nextID = scenario.initial.joined().count
        for step in scenario.steps {
            try app.table.setContentOffset(min(step.offset, app.table.maxContentOffset))
            try app.table.selectRow(at: nil)
            for ip in step.selected { try app.table.selectRow(at: ip) }
            let before = app.sections
            let selectedIDs = Set(step.selected.map { before[$0.section][$0.row] })

            let after = try #require(UIKitRules.replay(step.update, on: before, freshRows: { step.freshRows[$0]! }) { _ in
                defer { nextID += 1 }
                return nextID
            })
            app.sections = after
            app.endedDisplaying.removeAll()
            try app.table.performBatchUpdates(step.update)

            #expect(app.tableIdentities == after, "\(step)")
            #expect(app.visibleCellsMatch)
            let stillThere = Set(after.joined())
            for (text, ip) in app.endedDisplaying {
                // Rows that went away leave with their index paths from
                // before the update; rows that stay, with their new ones.
                let id = Int(text)!
                let table = stillThere.contains(id) ? after : before
                #expect(table[ip.section][ip.row] == id, "didEndDisplaying \(id) at \(ip)")
            }
            let selected = after.indices.flatMap { s in
                after[s].indices.filter { selectedIDs.contains(after[s][$0]) }.map { TableIndexPath(s, $0) }
            }
            #expect(app.table.indexPathsForSelectedRows == selected)
            app.table._checkInvariants()
        }
    }
}

/// A table and a few batches in a row, each valid for the table it meets.
struct BatchScenario: CustomStringConvertible {
    struct Step: CustomStringConvertible {
        var update: BatchUpdate
        /// Rows of each inserted or reloaded section, by its index after.
        var freshRows: [Int: Int]
        /// Rows selected, and the content offset, before the update.
        var selected: [TableIndexPath]
        var offset: Double

        var description: String {
            let u = update
            return "delete sections \(u.deletedSections.sorted()), insert \(u.insertedSections.sorted()), reload \(u.reloadedSections.sorted()), "
                + "move \(u.movedSections.map { "\($0.from)→\($0.to)" }); delete rows \(u.deletedRows.sorted()), insert \(u.insertedRows.sorted()), "
                + "reload \(u.reloadedRows.sorted()), move \(u.movedRows.map { "\($0.from)→\($0.to)" }); fresh \(freshRows), selected \(selected), offset \(offset)"
        }
    }

    var initial: [[Int]]
    var steps: [Step]

    var description: String { "initial \(initial.map(\.count))\n" + steps.map { "  " + $0.description }.joined(separator: "\n") }

    static func random(using rng: inout some RandomNumberGenerator) -> BatchScenario {
        random(sections: 0...5, rows: 0...8, moveChance: 0.1, using: &rng)
    }

    /// `sections` sections of `rows` rows, each row of a kept section
    /// moving at `moveChance` (if not deleted or reloaded).
    static func random(sections: ClosedRange<Int>, rows: ClosedRange<Int>, moveChance: Double,
                       using rng: inout some RandomNumberGenerator) -> BatchScenario {
        var counts = (0..<Int.random(in: sections, using: &rng)).map { _ in Int.random(in: rows, using: &rng) }
        var next = 0
        let initial = counts.map { n in (0..<n).map { _ in defer { next += 1 }; return next } }
        var steps: [Step] = []
        for _ in 0..<Int.random(in: 1...4, using: &rng) {
            let (step, newCounts) = randomStep(counts, moveChance: moveChance, using: &rng)
            steps.append(step)
            counts = newCounts
        }
        return BatchScenario(initial: initial, steps: steps)
    }

    /// A batch UIKit accepts for a table of `counts` rows, and the counts
    /// after it.
    static func randomStep(_ counts: [Int], moveChance: Double, using rng: inout some RandomNumberGenerator) -> (Step, [Int]) {
        var update = BatchUpdate()
        func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &rng) < p }

        // Sections: some deleted, reloaded or moved; a few inserted.
        var moving: [Int] = []
        for s in counts.indices {
            if chance(0.1) { update.deletedSections.insert(s) }
            else if chance(0.1) { update.reloadedSections.insert(s) }
            else if chance(0.15) { moving.append(s) }
        }
        let newSectionCount = counts.count - update.deletedSections.count + Int.random(in: 0...2, using: &rng)
        let placed = Array(0..<newSectionCount).shuffled(using: &rng)
            .prefix(newSectionCount - (counts.count - update.deletedSections.count - moving.count))
        update.movedSections = Array(zip(moving, placed))
        update.insertedSections = Set(placed.dropFirst(moving.count))

        // Where each old section goes: survivors fill the free places in order.
        var newIndex: [Int: Int] = Dictionary(uniqueKeysWithValues: update.movedSections.map { ($0.from, $0.to) })
        var free = (0..<newSectionCount).filter { !placed.contains($0) }[...]
        for s in counts.indices where !update.deletedSections.contains(s) && newIndex[s] == nil {
            newIndex[s] = free.popFirst()!
        }
        var freshRows: [Int: Int] = [:]
        for s in update.insertedSections { freshRows[s] = Int.random(in: 0...4, using: &rng) }
        for s in update.reloadedSections { freshRows[newIndex[s]!] = Int.random(in: 0...4, using: &rng) }

        // Rows of kept sections: some deleted, reloaded or moved anywhere kept.
        let kept = counts.indices.filter { newIndex[$0] != nil && !update.reloadedSections.contains($0) }
        var remaining = Dictionary(uniqueKeysWithValues: kept.map { ($0, counts[$0]) })
        var movingIn: [Int: [TableIndexPath]] = [:]
        for s in kept {
            for r in 0..<counts[s] {
                let ip = TableIndexPath(s, r)
                if chance(0.15) { update.deletedRows.insert(ip); remaining[s]! -= 1 }
                else if chance(0.1) { update.reloadedRows.insert(ip) }
                else if chance(moveChance) {
                    movingIn[newIndex[kept.randomElement(using: &rng)!]!, default: []].append(ip)
                    remaining[s]! -= 1
                }
            }
        }
        var newCounts = Array(repeating: 0, count: newSectionCount)
        for (s, n) in freshRows { newCounts[s] = n }
        for s in kept {
            let ns = newIndex[s]!
            let arriving = movingIn[ns] ?? []
            let count = remaining[s]! + arriving.count + Int.random(in: 0...3, using: &rng)
            newCounts[ns] = count
            let places = Array(0..<count).shuffled(using: &rng).prefix(count - remaining[s]!)
            for (from, row) in zip(arriving, places) { update.movedRows.append((from, TableIndexPath(ns, row))) }
            for row in places.dropFirst(arriving.count) { update.insertedRows.insert(TableIndexPath(ns, row)) }
        }

        // Some rows selected, somewhere scrolled to.
        let all = counts.indices.flatMap { s in (0..<counts[s]).map { TableIndexPath(s, $0) } }
        let selected = all.filter { _ in chance(0.2) }
        let step = Step(update: update, freshRows: freshRows, selected: selected, offset: Double.random(in: 0...2000, using: &rng))
        return (step, newCounts)
    }
}

/// An app's model following random batches through the engine's plan
/// (`BatchUpdate.plan(oldRows:insertedSectionRows:)` and `replay`), checked
/// against `UIKitRules` and against the table.
@Suite struct ModelReplayPropertyTests {
    /// Rows as strings: "o7" was there before, "n1.2" arrived at 1.2.
    struct ArrayModel: UpdateReplayable, Equatable {
        var sections: [[String]]

        func section(at index: Int) -> [String] { sections[index] }
        func row(at indexPath: TableIndexPath) -> String { sections[indexPath.section][indexPath.row] }
        mutating func removeSection(at index: Int) { sections.remove(at: index) }
        mutating func insertSection(_ section: [String], at index: Int) { sections.insert(section, at: index) }
        mutating func updateRows(inSection section: Int, removing: [Int], inserting: [(row: Int, value: String)]) {
            for row in removing.reversed() { sections[section].remove(at: row) }
            for (row, value) in inserting { sections[section].insert(value, at: row) }
        }
    }

    static func fresh(_ ip: TableIndexPath) -> String { "n\(ip.section).\(ip.row)" }

    @Test func aModelReplaysRandomValidBatchesAsUIKitDoes() async throws {
        await propertyCheck(count: 200, input: Generator { rng in BatchScenario.random(using: &rng) }) { scenario in
            var table = scenario.initial.map { $0.map { "o\($0)" } }
            for step in scenario.steps {
                // A model does not replay reloads: what they name stays.
                var update = step.update
                update.reloadedSections = []
                update.reloadedRows = []
                let freshRows = { (s: Int) in update.insertedSections.contains(s) ? step.freshRows[s] ?? 0 : 0 }
                let expected = try #require(UIKitRules.replay(update, on: table, freshRows: freshRows, fresh: Self.fresh))
                let plan = try update.plan(oldRows: table.map(\.count), insertedSectionRows: freshRows)
                #expect(plan.newSectionCount == expected.count)
                #expect((0..<plan.newSectionCount).map(plan.newRowCount) == expected.map(\.count))
                var model = ArrayModel(sections: table)
                plan.replay(onto: &model, insertedSection: { s in (0..<freshRows(s)).map { Self.fresh(TableIndexPath(s, $0)) } },
                            insertedRow: Self.fresh)
                #expect(model.sections == expected, "\(step)")
                // The next step is made for the table after this one, reloads and all.
                table = try #require(UIKitRules.replay(step.update, on: table, freshRows: { step.freshRows[$0]! }, fresh: Self.fresh))
            }
        }
    }

    /// Batches of any index paths, valid or not: when the model's plan
    /// takes one, the table (told the same, its data source answering the
    /// model's counts) takes it too, and the model has those counts.
    @Test func whatAModelTakesTheTableTakes() async throws {
        let batches = Generator { rng in
            let old = (0..<Int.random(in: 0...3, using: &rng)).map { _ in Int.random(in: 0...4, using: &rng) }
            var update = BatchUpdate()
            func ip() -> TableIndexPath { TableIndexPath(Int.random(in: -1...3, using: &rng), Int.random(in: -1...5, using: &rng)) }
            for _ in 0..<Int.random(in: 0...4, using: &rng) {
                switch Int.random(in: 0..<6, using: &rng) {
                case 0: update.deletedSections.insert(Int.random(in: -1...3, using: &rng))
                case 1: update.insertedSections.insert(Int.random(in: -1...3, using: &rng))
                case 2: update.movedSections.append((Int.random(in: -1...3, using: &rng), Int.random(in: -1...3, using: &rng)))
                case 3: update.deletedRows.insert(ip())
                case 4: update.insertedRows.insert(ip())
                default: update.movedRows.append((ip(), ip()))
                }
            }
            return (old, update)
        }
        await propertyCheck(count: 400, input: batches) { (old: [Int], update: BatchUpdate) in
            guard let plan = try? update.plan(oldRows: old, insertedSectionRows: { _ in 1 }) else { return }
            let counts = (0..<plan.newSectionCount).map(plan.newRowCount)
            #expect(throws: Never.self) {
                _ = try update.plan(oldRows: old, newSectionCount: { counts.count }, newRowCount: { counts[$0] })
            }
            var model = ArrayModel(sections: old.enumerated().map { s, n in (0..<n).map { "o\(s).\($0)" } })
            plan.replay(onto: &model, insertedSection: { ["s\($0)"] }, insertedRow: Self.fresh)
            #expect(model.sections.map(\.count) == counts)
        }
    }
}
