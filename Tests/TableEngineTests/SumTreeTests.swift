import PropertyBased
import Testing
@testable import TableEngine

/// `SumTree` against running sums of a plain array.
@Suite struct SumTreeTests {
    @Test func prefixesAndIndexesMatchRunningSums() async {
        let values = Generator { rng in
            (0..<Int.random(in: 0...70, using: &rng)).map { _ in [0, 0, 1, 2.5, 18, 44].randomElement(using: &rng)! }
        }
        await propertyCheck(count: 200, input: values) { values in
            var tree = SumTree(values)
            var model = values
            tree._checkInvariants()
            for i in model.indices where i % 3 == 0 {
                model[i] = Double(i % 5) * 7.5
                tree[i] = model[i]
            }
            tree._checkInvariants()
            var sums = [0.0]
            for v in model { sums.append(sums.last! + v) }
            for k in 0...model.count { #expect(tree.prefix(k) == sums[k]) }
            for y in stride(from: -1.0, through: sums.last! + 1, by: 0.5) {
                // The last value whose start is at or before y.
                let expected = max(0, min(model.count - 1, (0..<model.count).last { sums[$0] <= y } ?? 0))
                #expect(tree.index(at: y) == expected, "y \(y)")
            }
        }
    }
}
