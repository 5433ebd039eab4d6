import PropertyBased
import Testing
@testable import TableEngine

/// The compact table of identities against a plain model: per identifier,
/// the queue of its old positions.
@Suite struct HeckelTableTests {
    /// Identifiers from a few values; `hash` picks how they are hashed:
    /// well, into few values (probing past other identifiers), or all with
    /// one tag and one slot (every lookup compares).
    struct Case: CustomStringConvertible {
        var old: [Int], new: [Int]
        var hashing: Int

        func hash(_ id: Int) -> Int {
            switch hashing {
            case 0: id.hashValue
            case 1: (id % 3) &* 0x1234_5678_9ABC_DEF1
            default: 42
            }
        }

        var description: String { "old \(old) new \(new) hashing \(hashing)" }

        static func random(using rng: inout some RandomNumberGenerator) -> Case {
            let values = Int.random(in: 1...40, using: &rng)
            func list() -> [Int] { (0..<Int.random(in: 0...60, using: &rng)).map { _ in Int.random(in: 0..<values, using: &rng) } }
            return Case(old: list(), new: list(), hashing: Int.random(in: 0...2, using: &rng))
        }
    }

    @Test func takesTheFirstUnpairedPositionOfEachIdentifierAsAQueueWould() async {
        await propertyCheck(count: 400, input: Generator { rng in Case.random(using: &rng) }) { c in
            var table = HeckelTable(identities: c.old.count, positions: c.old.count)
            for (p, id) in c.old.enumerated().reversed() { table.add(hash: c.hash(id), at: p) { c.old[$0] == id } }
            var queues: [Int: [Int]] = [:]
            for (p, id) in c.old.enumerated() { queues[id, default: []].append(p) }
            for id in c.new {
                var expected: Int?
                if var queue = queues[id], !queue.isEmpty {
                    expected = queue.removeFirst()
                    queues[id] = queue
                }
                #expect(table.take(hash: c.hash(id)) { c.old[$0] == id } == expected, "\(id)")
            }
        }
    }

    @Test func anEmptyTableFindsNothing() {
        var table = HeckelTable(identities: 0, positions: 0)
        #expect(table.take(hash: 7) { _ in true } == nil)
    }
}
