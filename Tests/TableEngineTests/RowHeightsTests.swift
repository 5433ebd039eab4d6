import PropertyBased
import Testing
@testable import TableEngine

/// `RowHeights` against a plain array of heights, under random sequences of
/// every edit it has. Heights are sums of powers of two, so that every sum
/// is exact and offsets can be compared with running sums for equality.
@Suite struct RowHeightsTests {
    /// A row's own height, or nil: the base height.
    typealias Own = (height: Double, exact: Bool)

    struct Model {
        var base: Double
        var own: [Own?]

        func height(_ row: Int) -> Double { own[row]?.height ?? base }

        /// `tops[r]` is row r's offset; `tops[count]` the total.
        var tops: [Double] {
            var result = [0.0]
            result.reserveCapacity(own.count + 1)
            for r in own.indices { result.append(result[r] + height(r)) }
            return result
        }
    }

    enum Step: CustomStringConvertible {
        case set(at: Double, height: Double, exact: Bool)
        case removeEntry(at: Double)
        case insert(Int, at: Double)
        case remove(at: Double, length: Int)
        case setBase(Double)
        /// An update: each old row removed with probability `removing`,
        /// each new row inserted with `inserting`, and arrivals (inserted
        /// or reloaded rows with a height) chosen by `seed`.
        case update(removing: Double, inserting: Double, reloading: Double, seed: UInt64)
        case reload(count: Int, height: Double?, exact: Bool)

        var description: String {
            switch self {
            case let .set(at, h, e): "set(\(at), \(h), \(e))"
            case let .removeEntry(at): "removeEntry(\(at))"
            case let .insert(n, at): "insert(\(n), \(at))"
            case let .remove(at, n): "remove(\(at), \(n))"
            case let .setBase(b): "setBase(\(b))"
            case let .update(r, i, l, s): "update(removing \(r), inserting \(i), reloading \(l), seed \(s))"
            case let .reload(n, h, e): "reload(\(n), \(h.map(String.init(describing:)) ?? "distinct"), \(e))"
            }
        }
    }

    static let heights: [Double] = [0, 0, 10, 22.5, 44, 44, 44, 61.25, 100]

    static func randomStep(using rng: inout some RandomNumberGenerator) -> Step {
        let at = Double.random(in: 0...1, using: &rng)
        let height = heights.randomElement(using: &rng)!
        switch Int.random(in: 0..<20, using: &rng) {
        case 0..<7: return .set(at: at, height: height, exact: Bool.random(using: &rng))
        case 7..<9: return .removeEntry(at: at)
        case 9..<11: return .insert([0, 1, 1, 3, 40, 300].randomElement(using: &rng)!, at: at)
        case 11..<13: return .remove(at: at, length: [0, 1, 1, 2, 30, 500].randomElement(using: &rng)!)
        case 13: return .setBase([44, 30, 0, 12.5].randomElement(using: &rng)!)
        case 14..<19:
            return .update(removing: [0, 0.01, 0.2].randomElement(using: &rng)!, inserting: [0, 0.01, 0.2].randomElement(using: &rng)!,
                           reloading: [0, 0.05].randomElement(using: &rng)!, seed: rng.next())
        default:
            return .reload(count: [0, 1, 5, 200, 2000].randomElement(using: &rng)!, height: Bool.random(using: &rng) ? height : nil, exact: Bool.random(using: &rng))
        }
    }

    /// Applies `step` to both (a step on a row, with no rows, to neither).
    static func apply(_ step: Step, _ rows: inout RowHeights, _ model: inout Model, using rng: inout SplitMix) {
        let count = model.own.count
        func row(_ at: Double) -> Int { min(count - 1, Int(at * Double(count))) }
        switch step {
        case let .set(at, height, exact):
            guard count > 0 else { return }
            let r = row(at)
            rows.set(r, height: height, exact: exact)
            model.own[r] = (height, exact)
        case let .removeEntry(at):
            guard count > 0 else { return }
            let r = row(at)
            rows.removeEntry(r)
            model.own[r] = nil
        case let .insert(n, at):
            let r = Int(at * Double(count))
            rows.insert(n, at: r)
            model.own.insert(contentsOf: repeatElement(nil, count: n), at: r)
        case let .remove(at, length):
            let lo = Int(at * Double(count)), hi = min(count, lo + length)
            rows.remove(lo..<hi)
            model.own.removeSubrange(lo..<hi)
        case let .setBase(base):
            rows.setBase(base)
            model.base = base
        case let .update(removing, inserting, reloading, seed):
            rng = SplitMix(seed: seed)
            let removed = (0..<count).filter { _ in Double.random(in: 0..<1, using: &rng) < removing }
            let survivors = (0..<count).filter { !removed.binaryContains($0) }
            var fixed: [Int] = []
            var newCount = survivors.count
            var position = 0
            // New rows among the survivors' places, in order.
            for _ in 0...survivors.count {
                while Double.random(in: 0..<1, using: &rng) < inserting {
                    fixed.append(position)
                    position += 1
                    newCount += 1
                }
                position += 1
            }
            let dropping = survivors.filter { _ in Double.random(in: 0..<1, using: &rng) < reloading }
            let shift = IndexShift(removed: removed, fixed: fixed)
            // Arrivals: some new rows, and some reloaded rows at their new places.
            var arrivals: [(row: Int, height: Double, exact: Bool)] = []
            var asked = fixed.filter { _ in Bool.random(using: &rng) }
            asked += dropping.filter { _ in Bool.random(using: &rng) }.map { shift.newIndex(ofSurvivor: $0) }
            for r in asked.sorted() { arrivals.append((r, heights.randomElement(using: &rng)!, Bool.random(using: &rng))) }
            rows = rows.updated(by: shift, dropping: dropping, arrivals: arrivals, count: newCount)
            var own = [Own?](repeating: nil, count: newCount)
            for old in survivors where !dropping.binaryContains(old) { own[shift.newIndex(ofSurvivor: old)] = model.own[old] }
            for a in arrivals { own[a.row] = (a.height, a.exact) }
            model.own = own
        case let .reload(n, height, exact):
            let all = (0..<n).map { height ?? Self.heights[$0 % Self.heights.count] }
            rows = RowHeights(heights: all, base: model.base, exact: exact)
            model.own = all.map { ($0, exact) }
        }
    }

    static func check(_ rows: RowHeights, _ model: Model) {
        rows._checkInvariants()
        let tops = model.tops
        let count = model.own.count
        #expect(rows.count == count)
        #expect(rows.base == model.base)
        #expect(rows.storedCount == model.own.count { $0 != nil })
        #expect(rows.total == tops[count])
        #expect(rows.offset(of: count) == tops[count])
        for r in stride(from: 0, to: count, by: max(1, count / 200)) {
            #expect(rows.height(of: r) == model.height(r), "height of \(r)")
            #expect(rows.isMeasured(r) == (model.own[r]?.exact ?? false))
            #expect(rows.storedHeight(of: r)?.height == model.own[r]?.height)
            #expect(rows.storedHeight(of: r)?.exact == model.own[r]?.exact)
            #expect(rows.offset(of: r) == tops[r], "offset of \(r)")
            for y in [tops[r] - 0.25, tops[r], tops[r] + model.height(r) / 2] {
                // The last row whose top is at or before y.
                var lo = 0, hi = count - 1
                while lo < hi {
                    let mid = (lo + hi + 1) / 2
                    if tops[mid] <= y { lo = mid } else { hi = mid - 1 }
                }
                #expect(rows.row(at: y) == lo, "row at \(y)")
            }
        }
        if count > 0 {
            #expect(rows.row(at: -1) == 0)
            #expect(rows.row(at: tops[count] + 1) == count - 1)
        }
    }

    @Test func randomEditsMatchAnArray() async {
        let scenarios = Generator { rng in
            (base: [44.0, 0, 12.5].randomElement(using: &rng)!, count: [0, 1, 10, 500, 3000].randomElement(using: &rng)!,
             steps: (0..<Int.random(in: 1...40, using: &rng)).map { _ in Self.randomStep(using: &rng) })
        }
        await propertyCheck(count: 60, input: scenarios) { scenario in
            var rows = RowHeights(count: scenario.count, base: scenario.base)
            var model = Model(base: scenario.base, own: Array(repeating: nil, count: scenario.count))
            var rng = SplitMix(seed: 0)
            for step in scenario.steps {
                Self.apply(step, &rows, &model, using: &rng)
                Self.check(rows, model)
            }
        }
    }

    /// Heights with any bits: sums round, but the row at an offset and the
    /// offset of a row still agree, and the row's extent holds the offset.
    @Test func rowAtAnOffsetAgreesWithOffsetsWhenSumsRound() async {
        let inputs = Generator { rng in (0..<Int.random(in: 1...2000, using: &rng)).map { _ in Double.random(in: 0..<90, using: &rng) } }
        await propertyCheck(count: 30, input: inputs) { heights in
            var rows = RowHeights(heights: heights, base: 44, exact: true)
            rows.insert(50, at: heights.count / 2)
            rows.set(heights.count / 3, height: 0.1, exact: false)
            var rng = SplitMix(seed: UInt64(heights.count))
            for _ in 0..<300 {
                let y = Double.random(in: 0..<rows.total, using: &rng)
                let r = rows.row(at: y)
                #expect(rows.offset(of: r) <= y)
                #expect(r == rows.count - 1 || rows.offset(of: r + 1) > y)
                #expect(rows.height(of: r) > 0)
            }
        }
    }

    @Test func alikeRowsAreOneRunAndAllBaseRowsNone() {
        var rows = RowHeights(heights: Array(repeating: 44, count: 1_000_000), base: 30, exact: true)
        rows.set(500_000, height: 50, exact: true)
        rows.set(500_000, height: 44, exact: true)
        #expect(rows.total == 44_000_000)
        rows._checkInvariants()
        var sparse = RowHeights(count: 10_000_000, base: 44)
        sparse.set(9_999_999, height: 10, exact: true)
        #expect(sparse.storedCount == 1)
        sparse.removeEntry(9_999_999)
        #expect(sparse.storedCount == 0)
        #expect(sparse == RowHeights(count: 10_000_000, base: 44))
    }
}

/// A seeded generator, for steps that draw more numbers as they go.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
