import PropertyBased
import Testing
@testable import TableEngine

/// Rows sorted through a bitmap against the standard library's sort.
@Suite struct SortedRowsTests {
    @Test func rowsComeOutAsSortedDoesThem() async {
        let cases = Generator { rng in
            let bound = Int.random(in: 1...3_000, using: &rng)
            // Few to many rows for the bound, sometimes a row twice.
            var rows = Array(0..<bound).shuffled(using: &rng).prefix(Int.random(in: 0...bound, using: &rng))
            if Bool.random(using: &rng), let row = rows.first { rows.append(row) }
            return (bound, Array(rows))
        }
        await propertyCheck(count: 300, input: cases) { bound, rows in
            #expect(rows.sortedRows(below: bound) == rows.sorted())
        }
    }

    @Test func indexPathsComeOutAsSortedDoesThem() async {
        let cases = Generator { rng in
            let rows = Int.random(in: 1...2_000, using: &rng)
            // Mostly one section (the bitmap), sometimes a few or a negative row.
            let sections = Bool.random(using: &rng) ? 0...0 : -1...2
            return Set((0..<Int.random(in: 0...rows, using: &rng)).map { _ in
                TableIndexPath(Int.random(in: sections, using: &rng), Int.random(in: (Bool.random(using: &rng) ? 0 : -3)..<rows, using: &rng))
            })
        }
        await propertyCheck(count: 300, input: cases) { paths in
            #expect(paths.sortedRows() == paths.sorted())
        }
    }
}
