import PropertyBased
import Testing
@testable import TableEngine

/// Moves found by index path, kept per row (many moves) or hashed (few),
/// against a dictionary keeping each index path's first move.
@Suite struct MoveIndexTests {
    struct Case: CustomStringConvertible {
        var oldRows: [Int]
        var paths: [TableIndexPath]
        var description: String { "rows \(oldRows) paths \(paths)" }
    }

    @Test func findsEachIndexPathsFirstMoveAsADictionaryWould() async {
        let cases = Generator { rng in
            let oldRows = (0..<Int.random(in: 0...4, using: &rng)).map { _ in Int.random(in: 0...12, using: &rng) }
            // From none to many moves for the rows: both ways of keeping them.
            let paths = (0..<Int.random(in: 0...40, using: &rng)).map { _ in
                // Index paths in the old table, past it, and outside any table.
                TableIndexPath(Int.random(in: -1...5, using: &rng), Int.random(in: -1...14, using: &rng))
            }
            return Case(oldRows: oldRows, paths: paths)
        }
        await propertyCheck(count: 400, input: cases) { c in
            var index = MoveIndex(moves: c.paths.count, oldRows: c.oldRows)
            var first: [TableIndexPath: Int] = [:]
            for (k, ip) in c.paths.enumerated() {
                #expect(index.insert(ip, number: k) { c.paths[$0] } == first[ip])
                if first[ip] == nil { first[ip] = k }
            }
            for section in -1...5 {
                for row in -1...14 {
                    let ip = TableIndexPath(section, row)
                    #expect(index.number(for: ip) { c.paths[$0] } == first[ip])
                }
            }
        }
    }

    @Test func aLargeTableWithFewMovesHashesThem() {
        var index = MoveIndex(moves: 2, oldRows: [1_000_000])
        let paths = [TableIndexPath(0, 999_999), TableIndexPath(0, 5)]
        #expect(index.insert(paths[0], number: 0) { paths[$0] } == nil)
        #expect(index.insert(paths[1], number: 1) { paths[$0] } == nil)
        #expect(index.insert(paths[1], number: 2) { paths[$0] } == 1)
        #expect(index.number(for: TableIndexPath(0, 999_999)) { paths[$0] } == 0)
        #expect(index.number(for: TableIndexPath(0, 6)) { paths[$0] } == nil)
    }
}
