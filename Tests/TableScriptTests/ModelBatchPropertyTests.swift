import TestSupport
import PropertyBased
import Testing
import TableEngine
@testable import TableScript

/// The model follows an update by the engine's plan: after random batches
/// of row and section commands (valid or not), the model and the table
/// agree — the same counts, and every cell on screen shows its row's text.
@Suite struct ModelBatchPropertyTests {
    /// Update blocks (`batch { … }` or `begin` … `end`) of commands on a
    /// table of about three sections of four rows.
    static let scripts = Generator { rng in
        func n(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }
        var inserted = 0
        func command() -> String {
            switch n(0...9) {
            case 0, 1: return "delete \(n(0...2)).\(n(0...4))"
            case 2, 3:
                inserted += 1
                return "insert \(n(0...2)).\(n(0...5)) new\(inserted)"
            case 4, 5, 6: return "move \(n(0...2)).\(n(0...4)) \(n(0...2)).\(n(0...4))"
            case 7: return "insert section \(n(0...3)) T"
            case 8: return "delete section \(n(0...3))"
            default: return "move section \(n(0...2)) \(n(0...2))"
            }
        }
        return (0..<n(1...6)).map { _ in
            let commands = (0..<n(1...5)).map { _ in command() }
            return n(0...1) == 0 ? "batch { \(commands.joined(separator: "; ")) }" : "begin\n\(commands.joined(separator: "\n"))\nend"
        }
    }

    @Test func theModelAndTheTableAgreeAfterRandomBatches() async {
        await propertyCheck(count: 150, input: Self.scripts) { (blocks: [String]) in
            let h = Harness(bail: false)
            h.run("fill 3x4\nset height 2000")
            for text in blocks {
                let result = h.run(text)
                let shell = h.shell
                #expect(shell.table.invariantViolations().isEmpty, "\(text)")
                #expect(shell.table.openUpdateBlocks == 0)
                #expect(shell.tableAgreesWithModel, "\(text)\n\(result.err)")
                for (ip, cell) in shell.table.cellsOnScreen {
                    #expect(cell.content.text == shell.model.item(at: ip).text, "\(ip) after \(text)\n\(result.err)")
                }
            }
        }
    }
}
