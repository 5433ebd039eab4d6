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

    @Test func readsBackEveryIntAsStringWritesIt() async {
        let values = Generator { rng -> Int in
            switch Int.random(in: 0..<3, using: &rng) {
            case 0: [0, 9, 10, -1, Int.max, Int.min, Int.max - 1, Int.min + 1].randomElement(using: &rng)!
            case 1: Int.random(in: -1000...1000, using: &rng)
            default: Int.random(in: Int.min...Int.max, using: &rng)
            }
        }
        await propertyCheck(count: 500, input: values) { value in
            #expect(DecimalBytes.int(String(value).utf8) == value)
        }
    }

    @Test func agreesWithThePlainReferenceOnAnyText() async {
        let texts = Generator { rng -> String in
            let alphabet: [Character] = ["0", "1", "9", "-", "+", " ", "a", "é"]
            return String((0..<Int.random(in: 0...21, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! })
        }
        await propertyCheck(count: 1000, input: texts) { text in
            #expect(DecimalBytes.int(text.utf8) == Self.reference(text), "\(text)")
            #expect(DecimalBytes.int(Array(text.utf8)) == Self.reference(text), "\(text)")
        }
    }

    @Test func edgesOfIntsRange() {
        for text in ["9223372036854775807", "-9223372036854775808", "9223372036854775808", "-9223372036854775809",
                     "99999999999999999999", "-0", "00", "01", "-", "", "+1", " 1"] {
            #expect(DecimalBytes.int(text.utf8) == Self.reference(text), "\(text)")
        }
    }
}
