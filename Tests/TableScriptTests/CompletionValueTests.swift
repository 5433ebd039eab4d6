import TestSupport
import Testing
@testable import TableScript

/// Tab completion offers values, and rows in numeric order.
@Suite struct CompletionValueTests {
    @Test func answerValuesAfterTheEqualsSign() {
        let h = Harness()
        #expect(h.shell.completions(for: "answer canEditRow ") == ["=", "off"])
        #expect(h.shell.completions(for: "answer canEditRow = ") == ["no", "yes"])
        #expect(h.shell.completions(for: "answer editingStyleForRow = ") == ["delete", "insert", "none"])
        #expect(h.shell.completions(for: "answer editingStyleForRow 0.1 = d") == ["delete"])
        #expect(h.shell.completions(for: "answer cellForRow = ") == ["full", "nil", "partial"])
        #expect(h.shell.completions(for: "answer numberOfRows = ").isEmpty)
    }

    @Test func settingValues() {
        let h = Harness()
        #expect(h.shell.completions(for: "set allowsMultipleSelection ") == ["no", "yes"])
    }

    @Test func rowsInNumericOrder() {
        let h = Harness()
        h.run("new\nfill 1x120\nset height 6000")
        let rows = h.shell.completions(for: "tap ")
        #expect(rows.prefix(3) == ["0.0", "0.1", "0.2"])
        #expect(rows.contains("0.100"))
        #expect((rows.firstIndex(of: "0.99") ?? .max) < (rows.firstIndex(of: "0.100") ?? 0))
        #expect(naturallyOrdered("row2", "row10") && !naturallyOrdered("row10", "row2"))
        #expect(naturallyOrdered("a", "b") && naturallyOrdered("a", "a1") && !naturallyOrdered("a1", "a"))
        #expect(naturallyOrdered("0.07", "0.8") && !naturallyOrdered("0.8", "0.8"))
    }
}
