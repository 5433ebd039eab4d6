import PropertyBased
import Testing
@testable import TableScript

/// `Number.value` reads a whole number in ASCII digits from its bytes
/// (`wholeNumber`) and every other word through `Double` (`plainValue`):
/// where the first reads a word, the two read the same number.
@Suite struct NumberParseTests {
    /// Words from pieces a number is made of, and of what is not.
    static let words = Generator { rng -> String in
        let pieces = ["0", "1", "4", "9", "22", "44", "00", "999999999", "9999999999999999999", "-", "+", ".", "e", "E",
                      "x", "0x", " ", "inf", "nan", "٣", "\u{301}", "_"]
        return (0..<Int.random(in: 0...6, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }.joined()
    }

    @Test func wholeAndPlainAgree() async {
        await propertyCheck(count: 3000, input: Self.words) { word in
            if let whole = Number.wholeNumber(word) {
                let plain = Number.plainValue(word)
                #expect(plain?.bitPattern == whole.bitPattern, "\(word)")
            }
        }
    }

    @Test func wholeReadsPlainNumbers() {
        #expect(Number.wholeNumber("44") == 44)
        #expect(Number.wholeNumber("-22") == -22)
        #expect(Number.wholeNumber("-0")?.sign == .minus)
        #expect(Number.wholeNumber("007") == 7)
        #expect(Number.wholeNumber("999999999999999") == 999_999_999_999_999)
        #expect(Number.wholeNumber("9999999999999999") == nil)
        #expect(Number.wholeNumber("") == nil)
        #expect(Number.wholeNumber("-") == nil)
        #expect(Number.wholeNumber("+4") == nil)
        #expect(Number.wholeNumber("4.5") == nil)
        #expect(Number.wholeNumber("1e3") == nil)
        #expect(Number.wholeNumber("0x10") == nil)
    }
}
