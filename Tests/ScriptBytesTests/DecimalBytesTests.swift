import PropertyBased
import Testing
@testable import ScriptBytes

/// `DecimalBytes.int` reads back exactly what `String(Int)` writes, and
/// nothing else: the plain reference is `Int(text)` kept only when it
/// writes the same text back.
@Suite struct DecimalBytesTests {
    static func reference(_ text: String) -> Int? {
        Int(text).flatMap { String($0) == text ? $0 : nil }
    }

    static func read(_ text: String) -> Int? { DecimalBytes.int(text.utf8.span) }

    /// The number between the affixes, read by the plain reference.
    static func reference(_ text: String, between prefix: String, and suffix: String) -> Int? {
        guard text.utf8.count > prefix.utf8.count + suffix.utf8.count,
              text.utf8.starts(with: prefix.utf8), text.utf8.reversed().starts(with: suffix.utf8.reversed())
        else { return nil }
        return reference(String(decoding: text.utf8.dropFirst(prefix.utf8.count).dropLast(suffix.utf8.count), as: UTF8.self))
    }

    @Test func readsBackEveryIntAsStringWritesIt() async {
        let values = Generator { rng -> Int in
            switch Int.random(in: 0..<3, using: &rng) {
            case 0: [0, 9, 10, -1, Int.max, Int.min, Int.max - 1, Int.min + 1].randomElement(using: &rng)!
            case 1: Int.random(in: -1000...1000, using: &rng)
            default: Int.random(in: Int.min...Int.max, using: &rng)
            }
        }
        await propertyCheck(count: 500, input: values) { value in
            let read = Self.read(String(value))
            #expect(read == value)
        }
    }

    @Test func agreesWithThePlainReferenceOnAnyText() async {
        let texts = Generator { rng -> String in
            let alphabet: [Character] = ["0", "1", "9", "-", "+", " ", "a", "é"]
            return String((0..<Int.random(in: 0...21, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! })
        }
        await propertyCheck(count: 1000, input: texts) { text in
            let bytes = Array(text.utf8), read = Self.read(text), readFromArray = DecimalBytes.int(bytes.span)
            #expect(read == Self.reference(text), "\(text)")
            #expect(readFromArray == Self.reference(text), "\(text)")
        }
    }

    @Test func edgesOfIntsRange() {
        for text in ["9223372036854775807", "-9223372036854775808", "9223372036854775808", "-9223372036854775809",
                     "99999999999999999999", "-0", "00", "01", "-", "", "+1", " 1"] {
            let read = Self.read(text)
            #expect(read == Self.reference(text), "\(text)")
        }
    }

    static func text(_ rng: inout any SeededRandomNumberGenerator, _ most: Int) -> String {
        let alphabet: [Character] = ["0", "1", "9", "-", "i", "é", "x"]
        return String((0..<Int.random(in: 0...most, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! })
    }

    @Test func readsTheNumberBetweenAffixesAsThePlainReferenceDoes() async {
        let cases = Generator { rng -> (String, String, String) in
            let prefix = Self.text(&rng, 3), suffix = Self.text(&rng, 2)
            // Half the texts are a number between the affixes.
            let middle = Bool.random(using: &rng) ? String(Int.random(in: -1000...1000, using: &rng)) : Self.text(&rng, 6)
            return (Bool.random(using: &rng) ? prefix + middle + suffix : Self.text(&rng, 10), prefix, suffix)
        }
        await propertyCheck(count: 1000, input: cases) { (text, prefix, suffix) in
            let read = DecimalBytes.int(text.utf8.span, between: Array(prefix.utf8), and: Array(suffix.utf8))
            #expect(read == Self.reference(text, between: prefix, and: suffix), "\(text) between \(prefix) and \(suffix)")
        }
    }
}
