import PropertyBased
import Testing
import Runs

/// `RunTree` against a plain array of values, under random replacements.
/// Leaves of four runs make trees three levels deep from a few thousand rows.
@Suite struct RunTreeTests {
    /// Rows of one value; neighbours of equal values merge.
    struct ValueRun: RunElement, Equatable {
        static var leafCapacity: Int { 4 }
        var value: Int
        var count: Int

        func prefix(_ k: Int) -> ValueSummary { ValueSummary(count: k, sum: k * value) }
        func slice(_ range: Range<Int>) -> ValueRun { ValueRun(value: value, count: range.count) }

        mutating func absorb(_ next: ValueRun) -> Bool {
            guard next.value == value else { return false }
            count += next.count
            return true
        }
    }

    struct ValueSummary: RunSummary {
        var count: Int
        var sum: Int
        static var zero: ValueSummary { ValueSummary(count: 0, sum: 0) }
        static func + (a: ValueSummary, b: ValueSummary) -> ValueSummary { ValueSummary(count: a.count + b.count, sum: a.sum + b.sum) }
    }

    /// Replace `length` rows at `at` (both scaled to the rows there are)
    /// with `rows` rows of `value` (none when `rows` is 0).
    struct Step: CustomStringConvertible {
        var at: Double, length: Int, rows: Int, value: Int
        var description: String { "replace(\(at), \(length)) with \(rows)×\(value)" }
    }

    struct Scenario: CustomStringConvertible {
        var initial: [Int]
        var steps: [Step]
        var description: String { "initial \(initial.count) rows; " + steps.map(\.description).joined(separator: "; ") }

        static func random(using rng: inout some RandomNumberGenerator) -> Scenario {
            let size = [0, 1, 7, 300, 3000].randomElement(using: &rng)!
            let initial = (0..<size).map { _ in Int.random(in: 0...3, using: &rng) }
            let steps = (0..<Int.random(in: 1...60, using: &rng)).map { _ in
                Step(at: Double.random(in: 0...1, using: &rng),
                     length: [0, 1, 1, 2, 5, 40, 700].randomElement(using: &rng)!,
                     rows: [0, 0, 1, 1, 3, 50].randomElement(using: &rng)!,
                     value: Int.random(in: 0...3, using: &rng))
            }
            return Scenario(initial: initial, steps: steps)
        }
    }

    static func check(_ tree: RunTree<ValueRun>, _ model: [Int]) {
        tree._checkInvariants()
        var rows: [Int] = []
        tree.forEach { rows += repeatElement($0.value, count: $0.count) }
        #expect(rows == model)
        #expect(tree.count == model.count)
        var sums = [0]
        for v in model { sums.append(sums.last! + v) }
        #expect(tree.summary == ValueSummary(count: model.count, sum: sums.last!))
        #expect(tree.prefix(model.count) == tree.summary)
        // Every row of a small list; a few hundred spread over a large one.
        for row in stride(from: 0, to: model.count, by: max(1, model.count / 300)) {
            #expect(tree.prefix(row) == ValueSummary(count: row, sum: sums[row]))
            let (run, offset) = tree.element(at: row)
            #expect(run.value == model[row])
            #expect(offset < run.count && (row - offset == 0 || model[row - offset - 1] != run.value))
            // The first row whose running sum, through it, passes a bound.
            for bound in [sums[row] - 1, sums[row], sums[row + 1]] {
                // Sums never fall: a binary search for the first past.
                var lo = 0, hi = model.count
                while lo < hi {
                    let mid = (lo + hi) / 2
                    if sums[mid + 1] > bound { hi = mid } else { lo = mid + 1 }
                }
                let expected = lo < model.count ? lo : nil
                #expect(tree.firstRow { $0.sum > bound } == expected)
            }
        }
    }

    @Test func randomReplacementsMatchAnArray() async {
        await propertyCheck(count: 40, input: Generator { rng in Scenario.random(using: &rng) }) { scenario in
            var tree = RunTree(scenario.initial.map { ValueRun(value: $0, count: 1) })
            var model = scenario.initial
            Self.check(tree, model)
            for step in scenario.steps {
                let before = tree, modelBefore = model
                let lo = Int(step.at * Double(model.count))
                let hi = min(model.count, lo + step.length)
                tree.replace(lo..<hi, with: step.rows > 0 ? ValueRun(value: step.value, count: step.rows) : nil)
                model.replaceSubrange(lo..<hi, with: repeatElement(step.value, count: step.rows))
                Self.check(tree, model)
                // The copy taken before is untouched (copy on write).
                var old: [Int] = []
                before.forEach { old += repeatElement($0.value, count: $0.count) }
                #expect(old == modelBefore)
            }
        }
    }

    /// Edits named by the rows before any of them, applied together: a
    /// few one at a time, many in one pass over the leaves.
    @Test func editsTogetherMatchAnArray() async {
        let scenarios = Generator { rng in
            let size = [0, 1, 50, 3000].randomElement(using: &rng)!
            let initial = (0..<size).map { _ in Int.random(in: 0...3, using: &rng) }
            // Ascending, not overlapping: each an insertion, or a range of rows.
            var edits: [(range: Range<Int>, replacement: ValueRun?)] = []
            var row = 0
            let density = [0.002, 0.02, 0.3].randomElement(using: &rng)!
            while row <= size {
                if Double.random(in: 0..<1, using: &rng) < density {
                    let length = min(size - row, [0, 0, 1, 1, 3, 200].randomElement(using: &rng)!)
                    let rows = [0, 1, 1, 4].randomElement(using: &rng)!
                    let run = rows > 0 ? ValueRun(value: Int.random(in: 0...3, using: &rng), count: rows) : nil
                    if length > 0 || run != nil { edits.append((row..<(row + length), run)) }
                    row += length
                } else {
                    row += 1
                }
            }
            return (initial: initial, edits: edits)
        }
        await propertyCheck(count: 80, input: scenarios) { scenario in
            var tree = RunTree(scenario.initial.map { ValueRun(value: $0, count: 1) })
            let before = tree
            tree.replace(scenario.edits)
            var model = scenario.initial
            for edit in scenario.edits.reversed() {
                model.replaceSubrange(edit.range, with: repeatElement(edit.replacement?.value ?? 0, count: edit.replacement?.count ?? 0))
            }
            Self.check(tree, model)
            Self.check(before, scenario.initial)
        }
    }

    /// A leaf emptied by the edits between two leaves kept whole: their
    /// runs at the seam meet, and merge.
    @Test func leavesKeptWholeMeetAcrossAnEmptiedOne() {
        // Leaves of four runs: [0 1 2 3] [2 1 2 1] [3 0 1 2] then [0 1 2 3]...
        let model = [0, 1, 2, 3, 2, 1, 2, 1, 3, 0, 1, 2] + Array(repeating: [0, 1, 2, 3], count: 20).joined()
        var tree = RunTree(model.map { ValueRun(value: $0, count: 1) })
        // The second leaf goes; enough edits further on for one pass over the leaves.
        var edits: [(range: Range<Int>, replacement: ValueRun?)] = [(4..<8, nil)]
        for r in stride(from: 13, to: 13 + 4 * 16, by: 4) { edits.append((r..<(r + 1), ValueRun(value: model[r], count: 1))) }
        tree.replace(edits)
        var expected = model
        expected.removeSubrange(4..<8)
        Self.check(tree, expected)
    }

    /// Runs merged already, added unmerged to a `Builder`, make the tree
    /// `init(_:)` makes of them, at every size around a leaf's and a
    /// node's; so do runs added to be merged.
    @Test func aBuilderMakesTheTreeOfItsRuns() {
        var rng = SystemRandomNumberGenerator()
        for size in [0, 1, 2, 3, 4, 5, 7, 8, 9, 16, 17, 33, 64, 65, 300, 3000] {
            var runs: [ValueRun] = []
            for _ in 0..<size {
                var value = Int.random(in: 0...3, using: &rng)
                if value == runs.last?.value { value = (value + 1) % 4 }
                runs.append(ValueRun(value: value, count: Int.random(in: 1...3, using: &rng)))
            }
            var unmerged = RunTree<ValueRun>.Builder(), merging = RunTree<ValueRun>.Builder()
            for run in runs {
                unmerged.append(unmerged: run)
                // Each run in two halves: the builder merges them again.
                merging.append(ValueRun(value: run.value, count: run.count / 2))
                merging.append(ValueRun(value: run.value, count: run.count - run.count / 2))
            }
            for tree in [unmerged.finish(), merging.finish()] {
                var elements: [ValueRun] = []
                tree.forEach { elements.append($0) }
                #expect(elements == runs)
                Self.check(tree, runs.flatMap { repeatElement($0.value, count: $0.count) })
            }
        }
    }

    @Test func alikeRowsAreOneRun() {
        var tree = RunTree(repeatElement(ValueRun(value: 1, count: 1), count: 10_000))
        var runs = 0
        tree.forEach { _ in runs += 1 }
        #expect(runs == 1)
        tree.replace(5_000..<5_001, with: ValueRun(value: 2, count: 1))
        tree.replace(5_000..<5_001, with: ValueRun(value: 1, count: 1))
        runs = 0
        tree.forEach { _ in runs += 1 }
        #expect(runs == 1)
        tree._checkInvariants()
    }
}
