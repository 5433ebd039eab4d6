/// A binary indexed tree of `Double`s: prefix sums and point updates in
/// O(log n), appends in O(log n), a build from an array in O(n).
struct FenwickTree: Hashable {
    /// 1-based: `tree[0]` is unused.
    private var tree: [Double] = [0]

    init() {}

    init(_ values: some Collection<Double>) {
        tree = [0]
        tree.reserveCapacity(values.count + 1)
        tree.append(contentsOf: values)
        let n = tree.count - 1
        var i = 1
        while i <= n {
            let parent = i + (i & -i)
            if parent <= n { tree[parent] += tree[i] }
            i += 1
        }
    }

    var count: Int { tree.count - 1 }

    /// The sum of the first `k` values.
    func prefix(_ k: Int) -> Double {
        var sum = 0.0
        var i = k
        while i > 0 {
            sum += tree[i]
            i &= i - 1
        }
        return sum
    }

    /// The largest `k` whose first `k` values, each plus `adding`, sum to
    /// at most `y`: one descent from the root, O(log n). The sums must not
    /// decrease with `k` (every value plus `adding` at least 0).
    func count(whereSumIsAtMost y: Double, adding: Double) -> Int {
        let n = count
        var step = 1
        while step <= n / 2 { step <<= 1 }
        var k = 0, sum = 0.0
        while step > 0 {
            // Node k + step covers values k..<k + step.
            if k + step <= n {
                let next = sum + tree[k + step] + Double(step) * adding
                if next <= y {
                    k += step
                    sum = next
                }
            }
            step >>= 1
        }
        return k
    }

    mutating func add(_ delta: Double, at index: Int) {
        var i = index + 1
        let n = tree.count - 1
        while i <= n {
            tree[i] += delta
            i += i & -i
        }
    }

    mutating func append(_ value: Double) {
        let i = tree.count
        let low = i & -i
        // Node i covers (i - low, i]: its own value plus the nodes below it.
        tree.append(value + prefix(i - 1) - prefix(i - low))
    }

    mutating func reserveCapacity(_ n: Int) { tree.reserveCapacity(n + 1) }
}
