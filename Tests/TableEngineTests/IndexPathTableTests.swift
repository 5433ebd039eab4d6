import PropertyBased
import Testing
@testable import TableEngine

/// The compact table of index paths against a dictionary keeping each
/// index path's first entry.
@Suite struct IndexPathTableTests {
    @Test func findsEachIndexPathsFirstEntryAsADictionaryWould() async {
        let keys = Generator { rng in
            // Few distinct index paths (repeats), some far out of any table.
            let spread = Int.random(in: 1...30, using: &rng)
            return (0..<Int.random(in: 0...80, using: &rng)).map { _ in
                Bool.random(using: &rng)
                    ? TableIndexPath(Int.random(in: 0..<3, using: &rng), Int.random(in: 0..<spread, using: &rng))
                    : TableIndexPath(Int.random(in: -2...2, using: &rng) * (Int.max / 4), Int.random(in: Int.min...Int.max, using: &rng) % 5)
            }
        }
        await propertyCheck(count: 300, input: keys) { keys in
            // Room for all of them, and room for none (it grows).
            for capacity in [keys.count, 0] {
                var table = IndexPathTable(capacity: capacity)
                var first: [TableIndexPath: Int] = [:]
                for (k, ip) in keys.enumerated() {
                    let earlier = table.insert(ip, entry: k) { keys[$0] }
                    #expect(earlier == first[ip])
                    if first[ip] == nil { first[ip] = k }
                }
                #expect(table.count == first.count)
                for ip in keys + [TableIndexPath(7, 7), TableIndexPath(-1, 0)] {
                    #expect(table.entry(for: ip) { keys[$0] } == first[ip])
                }
            }
        }
    }
}
