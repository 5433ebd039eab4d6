@preconcurrency import Glibc

// The generated inputs of the diff figures: the same lists for the engine,
// the `apply` command and every peer, described in print (seed and shape)
// and written to files on request (--write-inputs DIR), so that any other
// library can be fed exactly the same ones.

/// How the new list is made from the old one, `item-0` … `item-(n-1)`.
enum DiffShape: String, CaseIterable, Sendable {
    /// 10% of the items deleted, 10% new ones inserted, 2% moved: the
    /// issue's reference input.
    case mixed = "10-10-2"
    /// 10 deleted, 10 inserted, 2 moved, whatever the size.
    case tiny
    /// Every item at a random place.
    case shuffle
    /// The list backwards.
    case reversal

    static let seed: UInt64 = 0x7AB1_E5E1_1D1F_F000

    var title: String {
        switch self {
        case .mixed: "10% deleted, 10% inserted, 2% moved"
        case .tiny: "tiny edit: 10 deleted, 10 inserted, 2 moved"
        case .shuffle: "full shuffle"
        case .reversal: "reversal"
        }
    }

    /// The shape and seed in words, for the report: what to generate to
    /// feed the same input to another library.
    func describe(count n: Int) -> String {
        let list = "\(grouped(n)) strings 'item-N' (N = 0..<\(grouped(n)))"
        let seedText = "SplitMix64 seed 0x" + String(Self.seed, radix: 16, uppercase: true)
        switch self {
        case .mixed:
            return "\(list) -> 10% deleted, 10% inserted ('new-K'), 2% moved; \(seedText)"
        case .tiny:
            return "\(list) -> 10 deleted, 10 inserted ('new-K'), 2 moved; \(seedText)"
        case .shuffle:
            return "\(list) -> the same strings, Fisher-Yates shuffled; \(seedText)"
        case .reversal:
            return "\(list) -> the same strings, reversed"
        }
    }

    /// How many items are deleted, inserted and moved (keyed shapes).
    private func counts(_ n: Int) -> (deleted: Int, inserted: Int, moved: Int) {
        switch self {
        case .mixed: (n / 10, n / 10, n / 50)
        case .tiny: (min(10, n / 4), min(10, n / 4), min(2, n / 4))
        case .shuffle, .reversal: (0, 0, 0)
        }
    }

    static func oldItem(_ i: Int) -> String { "item-\(i)" }

    static func oldList(count n: Int) -> [String] { (0..<n).map(oldItem) }

    /// Calls `emit` with each item of the new list, in order. Keeps O(changes)
    /// memory (the shuffle: O(n)), so that ten million items can be
    /// written as a command line without the lists themselves.
    ///
    /// Keyed shapes: each old item is kept, deleted or moved (deleted and
    /// moved ones drawn at random, rejecting repeats); a kept item keeps its
    /// old index as its place, a moved one and each new one ('new-K') get
    /// a random place in [0, n); the new list is sorted by place (a moved
    /// or new item before a kept one at an equal place).
    func generateNew(count n: Int, _ emit: (String) -> Void) {
        var rng = SplitMix64(seed: Self.seed)
        switch self {
        case .reversal:
            for i in stride(from: n - 1, through: 0, by: -1) { emit(Self.oldItem(i)) }
        case .shuffle:
            var order = Array(0..<n)
            order.shuffle(using: &rng)
            for i in order { emit(Self.oldItem(i)) }
        case .mixed, .tiny:
            let (deleted, inserted, moved) = counts(n)
            var fate = [UInt8](repeating: 0, count: n)  // 0 kept, 1 deleted, 2 moved
            for (kind, wanted) in [(UInt8(1), deleted), (UInt8(2), moved)] {
                var k = 0
                while k < wanted {
                    let i = Int.random(in: 0..<n, using: &rng)
                    if fate[i] == 0 { fate[i] = kind; k += 1 }
                }
            }
            // Moved and new items with their places.
            var placed: [(place: Double, old: Int)] = []  // old -1 - k: 'new-k'
            placed.reserveCapacity(moved + inserted)
            for i in 0..<n where fate[i] == 2 {
                placed.append((Double.random(in: 0..<Double(n), using: &rng), i))
            }
            for k in 0..<inserted {
                placed.append((Double.random(in: 0..<Double(n), using: &rng), -1 - k))
            }
            placed.sort { $0.place < $1.place || ($0.place == $1.place && $0.old < $1.old) }
            var p = 0
            func emitPlaced(before place: Double) {
                while p < placed.count && placed[p].place <= place {
                    let old = placed[p].old
                    emit(old >= 0 ? Self.oldItem(old) : "new-\(-1 - old)")
                    p += 1
                }
            }
            for i in 0..<n where fate[i] == 0 {
                emitPlaced(before: Double(i))
                emit(Self.oldItem(i))
            }
            emitPlaced(before: .infinity)
        }
    }

    func newList(count n: Int) -> [String] {
        var result: [String] = []
        result.reserveCapacity(n + n / 10)
        generateNew(count: n) { result.append($0) }
        return result
    }

    /// `apply` and the new list, items separated by spaces: one command,
    /// written as lines of 10,000 items joined by a trailing `\` (a line
    /// of a script holds at most `Limits.lineBytes`, 1 MiB).
    func applyCommand(count n: Int) -> String {
        var line = "apply"
        line.reserveCapacity(n * 12)
        var k = 0
        generateNew(count: n) { item in
            if k > 0 && k % 10_000 == 0 { line += " \\\n" }
            line += " "
            line += item
            k += 1
        }
        return line
    }

    /// `command` and the items, as `applyCommand` writes them: lines of
    /// 10,000 items joined by a trailing `\`.
    static func continuedCommand(_ command: String, _ items: [String]) -> String {
        var line = command
        for (k, item) in items.enumerated() {
            if k > 0 && k % 10_000 == 0 { line += " \\\n" }
            line += " "
            line += item
        }
        return line
    }

    /// Writes `DIR/SHAPE-N.old.txt` and `DIR/SHAPE-N.new.txt`, one item a
    /// line; returns the paths.
    func write(count n: Int, to dir: String) -> [String] {
        let base = "\(dir)/\(rawValue)-\(n)"
        var old = ""
        old.reserveCapacity(n * 12)
        for i in 0..<n { old += Self.oldItem(i); old += "\n" }
        var new = ""
        new.reserveCapacity(n * 13)
        generateNew(count: n) { new += $0; new += "\n" }
        guard writeFile(base + ".old.txt", old), writeFile(base + ".new.txt", new) else {
            fail("cannot write \(base).old.txt / .new.txt")
        }
        return [base + ".old.txt", base + ".new.txt"]
    }
}
