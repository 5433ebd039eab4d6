/// Sums of a list of `Double`s in a complete binary tree (a segment tree
/// over a power-of-two number of leaves): setting a value, the sum of the
/// first k values, and the index at a running sum are O(log n); a build
/// is O(n). A node holds its children's sum, made again from them on every
/// change, so the sums never drift from the values however often they
/// change, and the same values always give the same sums.
struct SumTree: Hashable {
    /// `nodes[1]` is the root; `nodes[capacity + i]` is value i; values
    /// past `count` are 0.
    private var nodes: [Double]
    private(set) var count: Int

    init(_ values: some Collection<Double>) {
        count = values.count
        var capacity = 1
        while capacity < count { capacity <<= 1 }
        nodes = Array(repeating: 0, count: capacity)
        nodes.reserveCapacity(2 * capacity)
        nodes.append(contentsOf: values)
        nodes.append(contentsOf: repeatElement(0, count: capacity - count))
        for p in stride(from: capacity - 1, through: 1, by: -1) { nodes[p] = nodes[2 * p] + nodes[2 * p + 1] }
    }

    private var capacity: Int { nodes.count / 2 }

    subscript(i: Int) -> Double {
        get { nodes[capacity + i] }
        set {
            precondition(i >= 0 && i < count, "index out of range")
            var p = capacity + i
            nodes[p] = newValue
            p >>= 1
            while p >= 1 {
                nodes[p] = nodes[2 * p] + nodes[2 * p + 1]
                p >>= 1
            }
        }
    }

    /// The sum of the first `k` values: the left subtrees passed on the way
    /// down to value k, added top down.
    func prefix(_ k: Int) -> Double {
        if k >= capacity { return nodes[1] }
        var sum = 0.0, node = 1, size = capacity, lo = 0
        while size > 1 {
            size >>= 1
            if k >= lo + size {
                sum += nodes[2 * node]
                node = 2 * node + 1
                lo += size
            } else {
                node = 2 * node
            }
        }
        return sum
    }

    /// The index i with `prefix(i) <= y < prefix(i + 1)`, both as `prefix`
    /// adds them (so values of 0 are passed over), clamped to the values
    /// there are; 0 when `y < 0` or there are none.
    func index(at y: Double) -> Int {
        var sum = 0.0, node = 1, size = capacity, lo = 0
        while size > 1 {
            size >>= 1
            let left = nodes[2 * node]
            if sum + left <= y {
                sum += left
                node = 2 * node + 1
                lo += size
            } else {
                node = 2 * node
            }
        }
        return max(0, min(lo, count - 1))
    }

    func _checkInvariants() {
        precondition(capacity >= count && capacity & (capacity - 1) == 0, "capacity not a power of two")
        for i in count..<capacity { precondition(nodes[capacity + i] == 0, "a value past the end") }
        for p in 1..<capacity { precondition(nodes[p] == nodes[2 * p] + nodes[2 * p + 1], "a node differs from its children's sum") }
    }
}
