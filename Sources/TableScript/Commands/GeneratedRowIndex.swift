import ScriptBytes
/// The rows of the model's generated runs whose pattern counts them
/// (`item-{n}`), found from a name by reading its number back: `apply` on a
/// filled model writes no text of its rows.
///
/// A run whose pattern has one hole that counts (`{n}` or `{r}`; `{s}` is
/// the same for the whole run) writes row k as PREFIX, then
/// `String(first + k)`, then SUFFIX. Runs with the same prefix and suffix
/// are a family: a name with that prefix and suffix and a number between
/// them, written as `String` writes it, is the row with that number, if a
/// run of the family holds it. Within a family the runs' numbers must not
/// overlap (each name is then at most one row of it): `finish` leaves out
/// a family whose runs do, and the resolver finds those rows by text.
struct GeneratedRowIndex {
    /// Runs with the same text around their number.
    private struct Family {
        let prefix: [UInt8], suffix: [UInt8]
        /// The runs: their first numbers, row counts, first rows (in the
        /// flat numbering) and segments; by first number once finished.
        var runs: [(first: Int, count: Int, row: Int, segment: Int)] = []

        /// The row whose text is `name`, and its segment, if a run of the
        /// family holds it.
        func row(named name: String) -> (row: Int, segment: Int)? {
            guard let number = DecimalBytes.int(name.utf8.span, between: prefix, and: suffix) else { return nil }
            // The last run that starts at or before the number.
            var lo = 0, hi = runs.count - 1
            while lo < hi {
                let mid = (lo + hi + 1) / 2
                if runs[mid].first <= number { lo = mid } else { hi = mid - 1 }
            }
            let run = runs[lo]
            guard run.first <= number && number - run.first < run.count else { return nil }
            return (run.row + (number - run.first), run.segment)
        }
    }

    private var families: [Family] = []
    /// Per row of the flat numbering: whether a name took it.
    private var named: [Bool] = []
    private let rows: Int

    /// The most families: a name is tried against each. The runs of any
    /// more are found by text.
    static let mostFamilies = 8

    /// An index of none of the `rows` rows (the flat numbering's) yet.
    init(rows: Int) { self.rows = rows }

    var isEmpty: Bool { families.isEmpty }

    /// Takes the run (segment `segment`, first row `row`) when its pattern
    /// counts its rows and there are fewer than `mostFamilies` families.
    mutating func add(_ run: ItemList.Run, segment: Int, row: Int) {
        let first = run.pattern.counts == .row ? run.firstRow : run.firstNumber
        guard !first.addingReportingOverflow(run.count).overflow,
              let (prefix, suffix) = run.pattern.affixes(section: run.section) else { return }
        let entry = (first: first, count: run.count, row: row, segment: segment)
        if let f = families.firstIndex(where: { $0.prefix == prefix && $0.suffix == suffix }) {
            families[f].runs.append(entry)
        } else if families.count < Self.mostFamilies {
            families.append(Family(prefix: prefix, suffix: suffix, runs: [entry]))
        }
    }

    /// Once every run is in: sorts each family's runs by number, leaves out
    /// the families whose numbers overlap, and returns the segments whose
    /// rows the index finds.
    mutating func finish() -> [Int] {
        for f in families.indices { families[f].runs.sort { $0.first < $1.first } }
        families.removeAll { family in
            zip(family.runs, family.runs.dropFirst()).contains { $0.first + $0.count > $1.first }
        }
        if !families.isEmpty { named = Array(repeating: false, count: rows) }
        return families.flatMap { $0.runs.map(\.segment) }
    }

    /// The first row with the name as its text that no name took yet
    /// (each family has at most one), and its segment.
    func firstRow(named name: String) -> (row: Int, segment: Int)? {
        var first: (row: Int, segment: Int)?
        for f in families.indices {
            if let found = families[f].row(named: name), !named[found.row], found.row < first?.row ?? Int.max { first = found }
        }
        return first
    }

    package mutating func name(_ row: Int) { named[row] = true }
}
