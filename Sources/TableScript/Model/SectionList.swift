import Runs

/// The model's sections. A `fill` of a million sections stores one
/// generated run of sections, not a million: reading a section makes it
/// from the run, and changing one (an edit of its rows, a new title) stores
/// it alone, splitting the run around it. The runs are a `RunTree`, so
/// reading, changing, inserting or removing a section is O(log runs), the
/// rows in all sections are summed as it goes, and a copy kept to put the
/// model back after a failed command is O(1).
package struct SectionList: Sendable {
    /// Sections made by `fill`: section k of the run has `rows` rows from
    /// the pattern, numbered on from the run's first values, and its id
    /// after theirs (as `fill` hands ids out: a section's rows, then it).
    struct Generated: Sendable, Hashable {
        var pattern: TextPattern
        /// The `{s}` of the first section.
        var firstSection: Int
        package var rows: Int
        /// The `{n}` of the first section's first row.
        var firstNumber: Int
        /// The id of the first section's first row.
        var firstID: Int
        package var count: Int

        /// Section k's rows, as one generated run.
        package func run(_ k: Int) -> ItemList.Run {
            ItemList.Run(pattern: pattern, section: firstSection + k, firstRow: 0,
                         firstNumber: firstNumber + k * rows, firstID: firstID + k * (rows + 1), count: rows)
        }

        package func section(_ k: Int) -> Model.Section {
            let run = run(k)
            return Model.Section(id: run.firstID + rows, title: nil, footer: nil, items: rows > 0 ? ItemList(run: run) : ItemList())
        }

        func slice(_ range: Range<Int>) -> Generated {
            var result = self
            result.firstSection += range.lowerBound
            result.firstNumber += range.lowerBound * rows
            result.firstID += range.lowerBound * (rows + 1)
            result.count = range.count
            return result
        }

        func continues(into next: Generated) -> Bool {
            next.pattern == pattern && next.rows == rows && next.firstSection == firstSection + count
                && next.firstNumber == firstNumber + count * rows && next.firstID == firstID + count * (rows + 1)
        }
    }

    /// Generated sections, or one stored section (boxed: inline it would
    /// make every segment its size).
    enum Segment: RunElement, Sendable {
        case generated(Generated)
        indirect case stored(Model.Section)

        static var leafCapacity: Int { 32 }

        package var count: Int {
            switch self {
            case .generated(let g): g.count
            case .stored: 1
            }
        }

        package func section(_ k: Int) -> Model.Section {
            switch self {
            case .generated(let g): g.section(k)
            case .stored(let section): section
            }
        }

        func prefix(_ k: Int) -> Summary {
            switch self {
            case .generated(let g): Summary(count: k, rows: k * g.rows, storedItems: 0)
            case .stored(let s): k == 0 ? .zero : Summary(count: 1, rows: s.items.count, storedItems: s.items.storedItemCount)
            }
        }

        func slice(_ range: Range<Int>) -> Segment {
            switch self {
            case .generated(let g): .generated(g.slice(range))
            case .stored: self
            }
        }

        mutating func absorb(_ next: Segment) -> Bool {
            guard case .generated(var g) = self, case .generated(let n) = next, g.continues(into: n) else { return false }
            g.count += n.count
            self = .generated(g)
            return true
        }
    }

    /// Sections, their rows, and how many of those are stored items.
    struct Summary: RunSummary {
        package var count: Int
        package var rows: Int
        var storedItems: Int

        static var zero: Summary { Summary(count: 0, rows: 0, storedItems: 0) }

        static func + (a: Summary, b: Summary) -> Summary {
            Summary(count: a.count + b.count, rows: a.rows + b.rows, storedItems: a.storedItems + b.storedItems)
        }
    }

    private var segments = RunTree<Segment>()

    init() {}

    init(_ sections: some Sequence<Model.Section>) {
        segments = RunTree(sections.lazy.map(Segment.stored))
    }

    init(generated: Generated) {
        if generated.count > 0 { segments = RunTree(CollectionOfOne(.generated(generated))) }
    }

    var totalRows: Int { segments.summary.rows }

    /// Items stored one by one, in all sections (generated rows excluded).
    var storedItemCount: Int { segments.summary.storedItems }

    /// Section `s` as it is, or a new one stored in its place. O(log runs).
    package subscript(s: Int) -> Model.Section {
        get {
            let (segment, offset) = segments.element(at: s)
            return segment.section(offset)
        }
        set { segments.replace(s..<(s + 1), with: .stored(newValue)) }
    }

    /// Every section's row count, in order: O(sections), each run read once.
    var rowCounts: [Int] {
        var counts: [Int] = []
        counts.reserveCapacity(count)
        segments.forEach { segment in
            switch segment {
            case .generated(let g): counts.append(contentsOf: repeatElement(g.rows, count: g.count))
            case .stored(let section): counts.append(section.items.count)
            }
        }
        return counts
    }

    // Reads of one part of a section, which for a generated one need not
    // make the section.

    func rowCount(_ s: Int) -> Int {
        switch segments.element(at: s) {
        case (.generated(let g), _): g.rows
        case (.stored(let section), _): section.items.count
        }
    }

    func item(_ s: Int, _ row: Int) -> Item {
        switch segments.element(at: s) {
        case (.generated(let g), let k): g.run(k).item(row)
        case (.stored(let section), _): section.items[row]
        }
    }

    /// The section's header or footer title (generated sections have none).
    package func title(_ s: Int, footer: Bool = false) -> String? {
        guard case (.stored(let section), _) = segments.element(at: s) else { return nil }
        return footer ? section.footer : section.title
    }

    /// The first section with this header title: O(runs), generated runs
    /// (which have no titles) passed over whole.
    func firstSection(titled title: String) -> Int? {
        var s = 0
        var found: Int?
        segments.forEach { segment in
            if found == nil, case .stored(let section) = segment, section.title == title { found = s }
            s += segment.count
        }
        return found
    }

    mutating func insert(_ section: Model.Section, at s: Int) {
        segments.replace(s..<s, with: .stored(section))
    }

    @discardableResult
    mutating func remove(at s: Int) -> Model.Section {
        let section = self[s]
        segments.replace(s..<(s + 1), with: nil)
        return section
    }

    func _checkInvariants() {
        segments._checkInvariants()
        segments.forEach { segment in
            if case .stored(let section) = segment { section.items._checkInvariants() }
        }
    }
}

extension SectionList: RandomAccessCollection {
    package var startIndex: Int { 0 }
    package var endIndex: Int { segments.count }

    /// Every section in order, each run read once: O(sections), where
    /// reading them one index at a time would be O(sections log runs).
    func forEachSection(_ body: (Model.Section) -> Void) {
        segments.forEach { segment in
            for k in 0..<segment.count { body(segment.section(k)) }
        }
    }
}
