import Runs
import TableEngine

/// The rows of one model section. A `fill` of ten million rows stores one
/// generated run, not ten million items: an edit in its middle splits the
/// run in two around it, so memory grows with edits, not with rows. The
/// runs and stored items are a `RunTree`: reading a row, and inserting,
/// removing or replacing one, are O(log n); an `apply` of k changes is
/// O(k log n).
struct ItemList: Sendable {
    /// Rows made from a pattern: row k of the run is numbered from the
    /// run's first values.
    struct Run: Sendable, Hashable {
        var pattern: TextPattern
        var firstNumber: Int
        var firstID: Int
        // A section's number, a row and a count of rows fit 32 bits
        // (`Limits.sections`, `Limits.rows`): so a segment is 40 bytes,
        // where 64-bit fields made it 56. (An `apply` of a 10% change to
        // ten million generated rows leaves millions of segments.)
        private var section32: Int32, firstRow32: Int32, count32: Int32

        init(pattern: TextPattern, section: Int, firstRow: Int, firstNumber: Int, firstID: Int, count: Int) {
            self.pattern = pattern
            self.firstNumber = firstNumber
            self.firstID = firstID
            section32 = Int32(section)
            firstRow32 = Int32(firstRow)
            count32 = Int32(count)
        }

        package var section: Int {
            get { Int(section32) }
            set { section32 = Int32(newValue) }
        }
        var firstRow: Int {
            get { Int(firstRow32) }
            set { firstRow32 = Int32(newValue) }
        }
        package var count: Int {
            get { Int(count32) }
            set { count32 = Int32(newValue) }
        }

        func item(_ k: Int) -> Item {
            Item(id: firstID + k, text: text(k))
        }

        /// Row k's text, without making its item.
        package func text(_ k: Int) -> String {
            pattern.text(section: section, row: firstRow + k, number: firstNumber + k)
        }

        /// Row k's text as UTF-8, written at `start` (room for the
        /// pattern's `mostBytes`): no string made. Returns its length.
        func writeText(_ k: Int, to start: UnsafeMutablePointer<UInt8>) -> Int {
            pattern.write(section: section, row: firstRow + k, number: firstNumber + k, to: start)
        }

        func slice(_ range: Range<Int>) -> Run {
            Run(pattern: pattern, section: section, firstRow: firstRow + range.lowerBound,
                firstNumber: firstNumber + range.lowerBound, firstID: firstID + range.lowerBound, count: range.count)
        }

        /// Whether `next` carries on where this run ends (as the two halves
        /// of a run split by an edit that was undone do).
        func continues(into next: Run) -> Bool {
            next.firstRow == firstRow + count && next.firstNumber == firstNumber + count
                && next.firstID == firstID + count && next.section == section && next.pattern == pattern
        }
    }

    /// A generated run, or one stored item. An item with nothing set but
    /// its text (what `apply`, `insert` and `data` make) is kept as its id
    /// and text, inline. Any other is boxed: inline it would make every
    /// segment its size (152 bytes, against 40), and a section that is one
    /// generated run would pay that for nothing. Make stored items with
    /// `stored(_:)`, which picks the case.
    enum Segment: RunElement, Sendable, Hashable {
        case run(Run)
        case text(id: Int, text: String)
        indirect case item(Item)

        static var leafCapacity: Int { 32 }

        /// The segment of one stored item.
        static func stored(_ item: Item) -> Segment {
            var plain = TableViewCell.Content()
            plain.text = item.content.text
            let isPlain = item.content.text != nil && item.content == plain && item.style == nil && item.reuse == nil && item.dequeue == .automatic
                && item.configuration == nil && item.background == nil
            return isPlain ? .text(id: item.id, text: item.text) : .item(item)
        }

        package var count: Int {
            switch self {
            case .run(let r): r.count
            case .text, .item: 1
            }
        }

        func item(_ k: Int) -> Item {
            switch self {
            case .run(let r): r.item(k)
            case .text(let id, let text): Item(id: id, text: text)
            case .item(let item): item
            }
        }

        func prefix(_ k: Int) -> Summary {
            switch self {
            case .run: Summary(count: k, stored: 0)
            case .text, .item: Summary(count: k, stored: k)
            }
        }

        func slice(_ range: Range<Int>) -> Segment {
            switch self {
            case .run(let r): .run(r.slice(range))
            case .text, .item: self
            }
        }

        mutating func absorb(_ next: Segment) -> Bool {
            guard case .run(var r) = self, case .run(let n) = next, r.continues(into: n) else { return false }
            r.count += n.count
            self = .run(r)
            return true
        }
    }

    /// Rows, and how many of them are stored items.
    struct Summary: RunSummary {
        package var count: Int
        var stored: Int

        static var zero: Summary { Summary(count: 0, stored: 0) }

        static func + (a: Summary, b: Summary) -> Summary {
            Summary(count: a.count + b.count, stored: a.stored + b.stored)
        }
    }

    private var segments = RunTree<Segment>()

    init() {}

    init(items: [Item]) {
        segments = RunTree(items.lazy.map(Segment.stored))
    }

    init(run: Run) {
        segments = RunTree(CollectionOfOne(.run(run)))
    }

    private init(_ segments: RunTree<Segment>) {
        self.segments = segments
    }

    /// Builds a list a segment at a time, in order, with no array of them
    /// all (`apply` makes its content so).
    struct Builder {
        private var tree = RunTree<Segment>.Builder()

        /// Adds a segment, merged into the last one if that run carries on
        /// into it.
        mutating func append(_ segment: Segment) { tree.append(segment) }

        /// Adds a segment the last one is known not to carry on into.
        mutating func append(unmerged segment: Segment) { tree.append(unmerged: segment) }

        consuming func finish() -> ItemList { ItemList(tree.finish()) }
    }

    /// The runs and stored items in order, none materialised.
    func forEachSegment(_ body: (Segment) -> Void) {
        segments.forEach(body)
    }

    package var count: Int { segments.count }
    var isEmpty: Bool { segments.isEmpty }

    subscript(i: Int) -> Item {
        let (segment, offset) = segments.element(at: i)
        return segment.item(offset)
    }

    /// All items (materialised: for small lists and tests).
    var items: [Item] {
        var result: [Item] = []
        result.reserveCapacity(count)
        segments.forEach { segment in
            result += (0..<segment.count).lazy.map(segment.item)
        }
        return result
    }

    /// Removes the rows at `deletions` (indexes before the change, any order;
    /// a repeated index is one deletion) and puts `insertions` at their
    /// indexes after it: one `RunTree.update`, O(k log n) for k changes.
    mutating func apply(deleting deletions: [Int], inserting insertions: [(index: Int, item: Item)]) {
        var removed = deletions.sorted()
        removed.removeDuplicates()
        let inserting = insertions.sorted { $0.index < $1.index }.map { (row: $0.index, run: Segment.stored($0.item)) }
        segments.update(removing: removed, changing: [], inserting: inserting)
    }

    mutating func insert(_ items: [Item], at index: Int) {
        for (k, item) in items.enumerated() { segments.replace((index + k)..<(index + k), with: .stored(item)) }
    }

    @discardableResult
    mutating func remove(at index: Int) -> Item {
        let item = self[index]
        segments.replace(index..<(index + 1), with: nil)
        return item
    }

    mutating func replace(at index: Int, with item: Item) {
        segments.replace(index..<(index + 1), with: .stored(item))
    }

    /// Stored items (not counting generated runs): the model's per-row memory.
    var storedItemCount: Int { segments.summary.stored }

    func _checkInvariants() { segments._checkInvariants() }
}

extension Array where Element == Int {
    /// Drops repeats of an ascending array.
    fileprivate mutating func removeDuplicates() {
        var kept = 0
        for i in indices where i == 0 || self[i] != self[kept - 1] {
            self[kept] = self[i]
            kept += 1
        }
        removeSubrange(kept...)
    }
}
