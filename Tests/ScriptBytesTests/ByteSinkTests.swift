import PropertyBased
import Testing
@testable import ScriptBytes

/// What a `ByteSink` holds reads as the plain concatenation of what was
/// written into it, as `String` writes each piece.
@Suite struct ByteSinkTests {
    @Test func integersReadAsStringDoes() async {
        let numbers = Generator { rng -> Int in
            switch Int.random(in: 0..<3, using: &rng) {
            case 0: [0, 1, 9, 10, 99, 100, -1, -10, Int.max, Int.min].randomElement(using: &rng)!
            case 1: Int.random(in: -100_000...100_000, using: &rng)
            default: Int.random(in: Int.min...Int.max, using: &rng)
            }
        }
        await propertyCheck(count: 300, input: numbers) { n in
            var sink = ByteSink()
            sink += "x"
            sink.append(n)
            sink += "é"
            #expect(sink.text == "x" + String(n) + "é")
            #expect(sink.bytes == Array(("x" + String(n) + "é").utf8))
        }
    }

    @Test func piecesReadAsTheirConcatenation() async {
        let pieces = Generator { rng -> [String] in
            (0..<Int.random(in: 0...20, using: &rng)).map { _ in
                ["", "a", "é", "日本", "🙂", String(repeating: "long text ", count: 40), "\u{1B}[2m"].randomElement(using: &rng)!
            }
        }
        await propertyCheck(count: 200, input: pieces) { pieces in
            var sink = ByteSink(capacity: 4)
            for piece in pieces { sink.append(piece) }
            #expect(sink.text == pieces.joined())
            sink.removeAll()
            #expect(sink.bytes.isEmpty && sink.text.isEmpty)
        }
    }
}
