/// The rows of one model section. A `fill` of ten million rows stores one
/// generated run, not ten million items: runs are split only where rows
/// are edited, so memory grows with edits, not with rows.
struct ItemList: Sendable {
    /// Rows made from a pattern: row k of the run is numbered from the
    /// run's first values.
    struct Run: Sendable, Hashable {
        var pattern: TextPattern
        var section: Int
        var firstRow: Int
        var firstNumber: Int
        var firstID: Int
        var count: Int

        func item(_ k: Int) -> Item {
            Item(id: firstID + k, text: pattern.text(section: section, row: firstRow + k, number: firstNumber + k))
        }

        func slice(_ range: Range<Int>) -> Run {
            Run(pattern: pattern, section: section, firstRow: firstRow + range.lowerBound,
                firstNumber: firstNumber + range.lowerBound, firstID: firstID + range.lowerBound, count: range.count)
        }
    }

    enum Segment: Sendable {
        case run(Run)
        case items([Item])

        var count: Int {
            switch self {
            case .run(let r): r.count
            case .items(let a): a.count
            }
        }

        func item(_ k: Int) -> Item {
            switch self {
            case .run(let r): r.item(k)
            case .items(let a): a[k]
            }
        }

        func slice(_ range: Range<Int>) -> Segment {
            switch self {
            case .run(let r): .run(r.slice(range))
            case .items(let a): .items(Array(a[range]))
            }
        }
    }

    private(set) var segments: [Segment] = []
    /// `starts[i]` is the index of segment i's first row; `starts.last` the count.
    private var starts: [Int] = [0]

    init() {}

    init(items: [Item]) {
        self.init(segments: items.isEmpty ? [] : [.items(items)])
    }

    init(run: Run) {
        self.init(segments: run.count == 0 ? [] : [.run(run)])
    }

    private init(segments: [Segment]) {
        self.segments = segments
        rebuildStarts()
    }

    var count: Int { starts.last! }
    var isEmpty: Bool { count == 0 }

    private mutating func rebuildStarts() {
        // Merge neighbouring explicit runs so edits do not fragment the list.
        var merged: [Segment] = []
        merged.reserveCapacity(segments.count)
        for seg in segments where seg.count > 0 {
            if case .items(let b) = seg, case .items(var a)? = merged.last {
                // Take the array out first, so it grows in place: `a + b`
                // copied it for every merged neighbour (quadratic).
                merged.removeLast()
                a.append(contentsOf: b)
                merged.append(.items(a))
            } else {
                merged.append(seg)
            }
        }
        segments = merged
        starts = [0]
        starts.reserveCapacity(segments.count + 1)
        var n = 0
        for seg in segments {
            n += seg.count
            starts.append(n)
        }
    }

    private func segmentIndex(_ i: Int) -> Int {
        var lo = 0, hi = segments.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) >> 1
            if starts[mid] <= i { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    subscript(i: Int) -> Item {
        let s = segmentIndex(i)
        return segments[s].item(i - starts[s])
    }

    /// All items (materialised: for small lists and tests).
    var items: [Item] { (0..<count).map { self[$0] } }

    /// Removes the rows at `deletions` (indexes before the change, any order)
    /// and puts `insertions` at their indexes after it, in one pass over
    /// the segments: O(segments + changes).
    mutating func apply(deleting deletions: [Int], inserting insertions: [(index: Int, item: Item)]) {
        let deleted = deletions.sorted()
        let inserted = insertions.sorted { $0.index < $1.index }
        var survivors: [Segment] = []
        // Cut deleted rows out of each segment.
        var d = 0
        for (s, seg) in segments.enumerated() {
            let start = starts[s], end = starts[s + 1]
            var cursor = start
            while d < deleted.count && deleted[d] < end {
                let row = deleted[d]
                if row > cursor { survivors.append(seg.slice((cursor - start)..<(row - start))) }
                cursor = max(cursor, row + 1)
                d += 1
            }
            if cursor < end { survivors.append(seg.slice((cursor - start)..<(end - start))) }
        }
        // Put inserted items in at their new indexes.
        var result: [Segment] = []
        var position = 0
        var k = 0
        for seg in survivors {
            var offset = 0
            while offset < seg.count {
                if k < inserted.count && inserted[k].index <= position {
                    result.append(.items([inserted[k].item]))
                    k += 1
                    position += 1
                    continue
                }
                let take: Int
                if k < inserted.count { take = min(seg.count - offset, inserted[k].index - position) } else { take = seg.count - offset }
                result.append(seg.slice(offset..<(offset + take)))
                offset += take
                position += take
            }
        }
        while k < inserted.count {
            result.append(.items([inserted[k].item]))
            k += 1
        }
        segments = result
        rebuildStarts()
    }

    mutating func insert(_ items: [Item], at index: Int) {
        apply(deleting: [], inserting: items.enumerated().map { (index + $0.offset, $0.element) })
    }

    @discardableResult
    mutating func remove(at index: Int) -> Item {
        let item = self[index]
        apply(deleting: [index], inserting: [])
        return item
    }

    mutating func replace(at index: Int, with item: Item) {
        apply(deleting: [index], inserting: [(index, item)])
    }

    /// Stored items (not counting generated runs): the model's per-row memory.
    var storedItemCount: Int {
        segments.reduce(0) { if case .items(let a) = $1 { return $0 + a.count }; return $0 }
    }
}
