import PropertyBased
import Testing
@testable import ScriptBytes

/// `ByteHash.fnv1a` is FNV-1a written plainly over the text's bytes, and
/// `HashedText` is equal, and hashes equal, exactly when the texts are.
@Suite struct ByteHashTests {
    /// FNV-1a (64 bits) as its definition reads: xor the byte, multiply.
    static func reference(_ bytes: [UInt8]) -> Int {
        let h = bytes.reduce(UInt64(0xCBF2_9CE4_8422_2325)) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
        return Int(bitPattern: UInt(h))
    }

    static func randomText(using rng: inout some RandomNumberGenerator) -> String {
        let alphabet: [Character] = ["a", "z", "0", "9", "-", " ", "é", "😀", "\u{0}", "~"]
        return String((0..<Int.random(in: 0...40, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! })
    }

    static let texts = Generator { rng in randomText(using: &rng) }

    @Test func knownValues() {
        // FNV-1a's published 64-bit test values.
        #expect(ByteHash.fnv1a([UInt8]().span) == Int(bitPattern: 0xCBF2_9CE4_8422_2325))
        #expect(ByteHash.fnv1a(Array("a".utf8).span) == Int(bitPattern: 0xAF63_DC4C_8601_EC8C))
        #expect(ByteHash.fnv1a(Array("foobar".utf8).span) == Int(bitPattern: 0x8594_4171_F739_67E8))
    }

    @Test func agreesWithThePlainReference() async {
        await propertyCheck(count: 1000, input: Self.texts) { text in
            // A small string (inline) and a large one (on the heap) alike.
            #expect(ByteHash.fnv1a(text.utf8.span) == Self.reference(Array(text.utf8)), "\(text)")
            #expect(HashedText(text).bytesHash == Self.reference(Array(text.utf8)), "\(text)")
        }
    }

    @Test func hashedTextsAreEqualExactlyWhenTheirTextsAre() async {
        // The second text is the first one a third of the time.
        let pairs = Generator { rng -> (String, String) in
            let a = Self.randomText(using: &rng)
            return (a, Int.random(in: 0..<3, using: &rng) == 0 ? String(a) : Self.randomText(using: &rng))
        }
        await propertyCheck(count: 1000, input: pairs) { a, b in
            #expect((HashedText(a) == HashedText(b)) == (a == b), "\(a) \(b)")
            #expect((HashedText(a) == HashedText(a + "")) && HashedText(a).hashValue == HashedText(String(a)).hashValue)
            var d: [HashedText: Int] = [HashedText(a): 1]
            d[HashedText(b), default: 0] += 2
            #expect(d.count == (a == b ? 1 : 2))
        }
    }
}
