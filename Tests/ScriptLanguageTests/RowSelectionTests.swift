import PropertyBased
import Testing
import TableEngine
@testable import ScriptLanguage

/// `RowSelection.indexPath` reads the common `S.R` from its bytes
/// (`fastIndexPath`) and everything else by characters (`plainIndexPath`):
/// the two give the same answers.
@Suite struct RowSelectionTests {
    /// Words from pieces an index path is made of, and of what is not.
    static let words = Generator { rng -> String in
        let pieces = ["0", "1", "7", "9", "00", "12", "999999999", "9999999999999999999", ".", ".", ",", "[", "]", " ",
                      "-", "*", "é", "\u{301}", "٣", "\r\n", String(Limits.sections), String(Limits.rows)]
        return (0..<Int.random(in: 0...6, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }.joined()
    }

    @Test func fastAndPlainAgree() async {
        await propertyCheck(count: 2000, input: Self.words) { word in
            let plain = Result { () throws(RowSelection.SyntaxError) in try RowSelection.plainIndexPath(word[...], whole: word) }
            let read = Result { () throws(RowSelection.SyntaxError) in try RowSelection.indexPath(word[...], whole: word) }
            #expect(read == plain, "\(word)")
            if let fast = RowSelection.fastIndexPath(word[...]) {
                #expect(plain == .success(fast), "\(word)")
            }
        }
    }

    @Test func fastReadsPlainIndexPaths() {
        #expect(RowSelection.fastIndexPath("0.2") == TableIndexPath(0, 2))
        #expect(RowSelection.fastIndexPath("012.034") == TableIndexPath(12, 34))
        #expect(RowSelection.fastIndexPath("[0,2]") == nil)
        #expect(RowSelection.fastIndexPath("0.") == nil)
        #expect(RowSelection.fastIndexPath(".2") == nil)
        #expect(RowSelection.fastIndexPath("0.2.3") == nil)
        #expect(RowSelection.fastIndexPath("\(Limits.sections).0") == nil)
    }
}
