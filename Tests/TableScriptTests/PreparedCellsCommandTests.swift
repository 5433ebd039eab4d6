import TestSupport
import Testing
import TableEngine
@testable import TableScript

/// Prepared cells from the shell (FIDELITY.md P-01 to P-05).
@Suite struct PreparedCellsCommandTests {
    static func lines(_ out: String, _ part: String) -> [String] {
        out.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.contains(part) }
    }

    @Test func theFirstLayoutLogsTheRowBelowTheScreen() {
        let h = Harness(log: .objc)
        h.run("log off\nimplement +willDisplayCell\nlog on")
        let r = h.run("fill 1x30")
        let asked = Self.lines(r.out, "cellForRowAtIndexPath:")
        #expect(asked.count == 11)
        #expect(asked.last?.hasPrefix("[ds] tableView:cellForRowAtIndexPath: [0,10]") == true)
        #expect(Self.lines(r.out, "willDisplayCell:").count == 10)
        #expect(h.run("state").out.contains("(10 on screen, 1 prepared ([0,10]), "))
    }

    @Test func aKeptCellShowsAgainWithASecondWillDisplay() {
        let h = Harness(log: .objc)
        h.run("log off\nfill 1x30\nimplement +willDisplayCell +didEndDisplayingCell\nlog on")
        #expect(Self.lines(h.run("scroll by 44").out, "didEndDisplayingCell:").count == 1)
        let back = h.run("scroll by -44").out
        #expect(Self.lines(back, "cellForRowAtIndexPath: [0,0]").isEmpty)
        #expect(Self.lines(back, "willDisplayCell:").count == 1)
    }

    @Test func prefetchingOffAndIOS14GiveTheOldPairing() {
        for setting in ["set prefetchingEnabled no", "set iOSVersion 14"] {
            let h = Harness(log: .objc)
            h.run("log off\n\(setting)\nimplement +willDisplayCell\nlog on")
            let r = h.run("fill 1x30\nscroll by 440\nscroll by -44")
            #expect(Self.lines(r.out, "cellForRowAtIndexPath:").count == Self.lines(r.out, "willDisplayCell:").count)
            #expect(!h.run("state").out.contains("prepared"))
        }
        // Which parts are inferred, in words wrapped to the terminal.
        func words(_ help: String) -> String { Harness().run(help).out.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        #expect(words("help messages").contains("tableshell's choice: when"))
        #expect(words("help set").contains("the one-row distance: reported"))
    }
}
