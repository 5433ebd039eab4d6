import PropertyBased
import Testing
@testable import TableScript

/// Generated texts are written as bytes; they must read exactly as the
/// plain concatenation of the pattern's parts would.
@Suite struct TextPatternTests {
    static func plain(_ pattern: TextPattern, section: Int, row: Int, number: Int) -> String {
        pattern.parts.map { part in
            switch part {
            case .literal(let s): s
            case .section: String(section)
            case .row: String(row)
            case .number: String(number)
            }
        }.joined()
    }

    @Test func textsAreThePartsJoined() async {
        let sources = ["", "{n}", "item-{n}", "Row {s}.{r}", "{s}{r}{n}", "é漢{n}字 {r}!", "{x}{n", "plain"]
        let values = Generator { rng -> (String, Int, Int, Int) in
            func number() -> Int {
                switch Int.random(in: 0..<4, using: &rng) {
                case 0: [0, 9, 10, -1, Int.max, Int.min].randomElement(using: &rng)!
                case 1: Int.random(in: -1000...1000, using: &rng)
                default: Int.random(in: Int.min...Int.max, using: &rng)
                }
            }
            return (sources.randomElement(using: &rng)!, number(), number(), number())
        }
        await propertyCheck(count: 300, input: values) { value in
            let (source, s, r, n) = value
            let pattern = TextPattern(source)
            let expected = Self.plain(pattern, section: s, row: r, number: n)
            #expect(pattern.text(section: s, row: r, number: n) == expected)
            // Written at a place in a buffer of `mostBytes`, nothing after it touched.
            var bytes = [UInt8](repeating: 7, count: pattern.mostBytes + 3)
            let used = bytes.withUnsafeMutableBufferPointer { pattern.write(section: s, row: r, number: n, to: $0.baseAddress! + 2) }
            #expect(used <= pattern.mostBytes)
            #expect(Array(bytes[2..<(2 + used)]) == Array(expected.utf8))
            #expect(bytes[..<2] == [7, 7] && bytes[(2 + used)...].allSatisfy { $0 == 7 })
        }
    }
}
