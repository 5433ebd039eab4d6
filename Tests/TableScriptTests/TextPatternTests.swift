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

    /// `GeneratedRowIndex` reads a row's number back from its text: the
    /// Int whose `String` the bytes are, and nothing else.
    @Test func decimalsReadBackExactlyWhatStringWrites() async {
        let values = Generator { rng -> Int in
            switch Int.random(in: 0..<3, using: &rng) {
            case 0: [0, 9, 10, -1, Int.max, Int.min, Int.max - 1, Int.min + 1].randomElement(using: &rng)!
            case 1: Int.random(in: -1000...1000, using: &rng)
            default: Int.random(in: Int.min...Int.max, using: &rng)
            }
        }
        await propertyCheck(count: 500, input: values) { value in
            var text = String(value)
            #expect(text.withUTF8 { GeneratedRowIndex.decimal($0) } == value)
        }
        let texts = Generator { rng -> String in
            let alphabet: [Character] = ["0", "1", "9", "-", "+", " ", "a"]
            return String((0..<Int.random(in: 0...21, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! })
        }
        await propertyCheck(count: 1000, input: texts) { text in
            var bytes = text
            if let value = bytes.withUTF8({ GeneratedRowIndex.decimal($0) }) { #expect(String(value) == text) }
        }
        for text in ["9223372036854775807", "-9223372036854775808", "9223372036854775808", "-9223372036854775809", "99999999999999999999", "-0", "00", "01", ""] {
            var bytes = text
            let exact = Int(text).flatMap { String($0) == text ? $0 : nil }
            #expect(bytes.withUTF8 { GeneratedRowIndex.decimal($0) } == exact)
        }
    }

    /// The eight-bytes-at-once reading of a row's number agrees with the
    /// plain one, whatever stands before the number in the name.
    @Test func decimalsReadAsOneWordAsThePlainWayDoes() async {
        let names = Generator { rng -> (String, Int) in
            let alphabet: [Character] = ["0", "1", "5", "9", "-", "/", ":", "a", "é"]
            let before = String((0..<Int.random(in: 0...9, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! })
            let number = Bool.random(using: &rng) ? String(Int.random(in: -5...99_999_999_999, using: &rng))
                : String((0..<Int.random(in: 0...10, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! })
            return (before + number, before.utf8.count)
        }
        await propertyCheck(count: 2000, input: names) { name, start in
            var text = name
            text.withUTF8 { bytes in
                #expect(GeneratedRowIndex.decimal(in: bytes, from: start, to: bytes.count)
                        == GeneratedRowIndex.decimal(UnsafeBufferPointer(rebasing: bytes[start...])), "\(name) from \(start)")
            }
        }
    }
}
