import PropertyBased
import Testing
@testable import ScriptBytes

/// `Bytes8` reads eight bytes at a time; each test must find exactly the
/// bytes the plain one-at-a-time reference finds.
@Suite struct Bytes8Tests {
    /// Bytes that sit near the tests' edges: 0, the blanks, `;`, `(`, the
    /// high ones (UTF-8 lead and continuation bytes), 0x7F and 0xFF.
    static let interesting: [UInt8] = [0, 1, 0x09, 0x0A, 0x0D, 0x1F, 0x20, 0x21, 0x22, 0x27, 0x28, 0x3B, 0x5C, 0x61, 0x7F, 0x80, 0xBF, 0xC3, 0xE6, 0xFF]

    static let bytes = Generator { rng -> [UInt8] in
        (0..<Int.random(in: 0...40, using: &rng)).map { _ in
            Bool.random(using: &rng) ? interesting.randomElement(using: &rng)! : UInt8.random(in: 0...255, using: &rng)
        }
    }

    /// The word of eight bytes, byte k in bits 8k..<8k+8.
    static func word(_ eight: [UInt8]) -> UInt64 {
        eight.enumerated().reduce(0) { $0 | UInt64($1.element) << UInt64(8 * $1.offset) }
    }

    /// The high bit of each byte `test` finds.
    static func plain(_ eight: [UInt8], _ test: (UInt8) -> Bool) -> UInt64 {
        eight.enumerated().reduce(0) { $0 | (test($1.element) ? 0x80 << UInt64(8 * $1.offset) : 0) }
    }

    @Test func belowAndEqualFindTheBytesThePlainTestsFind() async {
        let cases = Generator { rng -> ([UInt8], UInt8) in
            ((0..<8).map { _ in Self.interesting.randomElement(using: &rng)! }, UInt8.random(in: 1...128, using: &rng))
        }
        await propertyCheck(count: 1000, input: cases) { eight, n in
            let x = Self.word(eight)
            #expect(Bytes8.below(n, x) == Self.plain(eight) { $0 < n }, "\(eight) below \(n)")
            #expect(Bytes8.equal(n, x) == Self.plain(eight) { $0 == n }, "\(eight) equal \(n)")
            #expect(Bytes8.equal(eight[3], x) == Self.plain(eight) { $0 == eight[3] })
        }
    }

    @Test func countAndFirstAgreeWithThePlainScan() async {
        await propertyCheck(count: 500, input: Self.bytes) { bytes in
            let isSpecial: (UInt8) -> Bool = { $0 < 0x21 || $0 == 0x3B }
            let test: (UInt64) -> UInt64 = { Bytes8.below(0x21, $0) | Bytes8.equal(0x3B, $0) }
            #expect(Bytes8.count(in: bytes.span, test) == bytes.filter(isSpecial).count)
            for start in 0...bytes.count {
                #expect(Bytes8.first(in: bytes.span, from: start, test) == bytes[start...].firstIndex(where: isSpecial) ?? bytes.count)
            }
        }
    }

    @Test func scalarsCountsTheUnicodeScalarsOfUTF8() async {
        let texts = Generator { rng -> String in
            String((0..<Int.random(in: 0...30, using: &rng)).map { _ in ["a", " ", "é", "日", "🙂", "\u{7F}", ";"].randomElement(using: &rng)! as Character })
        }
        await propertyCheck(count: 500, input: texts) { text in
            #expect(Bytes8.scalars(in: Array(text.utf8).span) == text.unicodeScalars.count)
        }
    }
}
