// The peers the bench runs itself, on the same generated inputs as ours:
// what UIKit and the standard library do, as plain code. Never constants.

/// UIKit's row heights, as a flat array: each row's height and each row's
/// offset (the prefix sums), as `_UITableViewRowData` keeps them per
/// section. Reading an offset is O(1), the row at an offset a binary
/// search, and every insert, delete or height change rewrites the offsets
/// after the row: O(n) per edit. The honest stand-in for UIKit's costs.
struct FlatHeights {
    private(set) var heights: [Double]
    /// `tops[r]`: the offset of row r; `tops[count]` the content height.
    private(set) var tops: [Double]

    init(count n: Int, height: (Int) -> Double) {
        heights = (0..<n).map(height)
        tops = [Double](repeating: 0, count: n + 1)
        recompute(from: 0)
    }

    var count: Int { heights.count }
    var contentHeight: Double { tops[count] }

    /// The offsets from row `row` on, from the heights.
    private mutating func recompute(from row: Int) {
        let n = heights.count
        guard row < n else { return }
        heights.withUnsafeBufferPointer { h in
            tops.withUnsafeMutableBufferPointer { t in
                var y = t[row]
                for i in row..<n {
                    y += h[i]
                    t[i + 1] = y
                }
            }
        }
    }

    func offset(of row: Int) -> Double { tops[row] }

    /// The last row whose top is at or before y.
    func row(at y: Double) -> Int {
        var lo = 0, hi = count - 1
        while lo < hi {
            let mid = (lo + hi + 1) >> 1
            if tops[mid] <= y { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    mutating func insert(_ height: Double, at row: Int) {
        heights.insert(height, at: row)
        tops.append(0)
        recompute(from: row)
    }

    mutating func remove(at row: Int) {
        heights.remove(at: row)
        tops.removeLast()
        recompute(from: row)
    }

    /// New heights for some rows (any order), the offsets rewritten once
    /// from the first of them.
    mutating func setHeights(_ changes: [(row: Int, height: Double)]) {
        var first = Int.max
        for (row, height) in changes where heights[row] != height {
            heights[row] = height
            first = min(first, row)
        }
        if first < Int.max { recompute(from: first) }
    }

    /// Every row's height asked again, and the offsets rebuilt: what UIKit
    /// does on every update without estimates (FIDELITY A-45).
    mutating func reaskAll(_ height: (Int) -> Double) {
        heights.withUnsafeMutableBufferPointer { h in
            for i in h.indices { h[i] = height(i) }
        }
        recompute(from: 0)
    }

    /// A batch: rows deleted (old indexes, ascending), then rows inserted
    /// (new indexes, ascending), rebuilt in one pass: O(n + k).
    mutating func apply(deleting deleted: [Int], inserting inserted: [(row: Int, height: Double)]) {
        var kept: [Double] = []
        kept.reserveCapacity(heights.count)
        var d = 0
        for (i, h) in heights.enumerated() {
            if d < deleted.count && deleted[d] == i { d += 1; continue }
            kept.append(h)
        }
        var result: [Double] = []
        result.reserveCapacity(kept.count + inserted.count)
        var k = 0
        for (row, h) in inserted {
            while result.count < row && k < kept.count { result.append(kept[k]); k += 1 }
            result.append(h)
        }
        result.append(contentsOf: kept[k...])
        heights = result
        tops = [Double](repeating: 0, count: heights.count + 1)
        recompute(from: 0)
    }
}

/// The standard library's diff, as the peer of the engine's: Myers'
/// algorithm (`difference(from:)`, O((N+M)·D)) with `inferringMoves()`.
enum StandardDiff {
    /// The changes and the moves among them.
    static func diff(from old: [String], to new: [String]) -> (changes: Int, moves: Int) {
        let difference = new.difference(from: old).inferringMoves()
        var moves = 0
        for change in difference {
            if case .insert(_, _, let associated) = change, associated != nil { moves += 1 }
        }
        return (difference.count, moves)
    }
}
