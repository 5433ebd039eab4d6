import TestSupport
import Testing
@testable import TableScript

/// `expect cell S.R PROPERTY == VALUE`: what a cell on screen shows, beyond
/// its row's text — the stale checkmark of a reused cell among them.
@Suite struct ExpectCellTests {
    @Test func theStaleCheckmarkOfAReusedCellCanBeChecked() {
        let h = Harness()
        h.run("new\nfill 1x30\nanswer cellForRow = partial\nitem 0.2 accessory=checkmark\nscroll by 176")
        // Rows 0–2 are pooled (row 3's cell is kept prepared, FIDELITY.md
        // P-02), row 10 shows its prepared cell, and row 11 gets the cell
        // 0.2 left, checkmark and all (configured partially).
        let stale = h.run("expect cell 0.11 accessory == none")
        #expect(!stale.ok)
        #expect(stale.err.contains("error: expectation failed: cell [0,11] accessory: expected none, got checkmark"))
        #expect(h.run("expect cell 0.11 accessory == checkmark\nexpect cell 0.13 accessory != checkmark").ok)
        #expect(h.run("visible").out.contains("\"Row 0.11\"  checkmark\n"))
    }

    @Test func selectionHighlightEditingTextAndDetail() {
        let h = Harness()
        h.run("new\nfill 1x3\nitem 0.1 detail=Sub\ntap 0.1")
        #expect(h.run("expect cell 0.1 selected == yes\nexpect cell 0.0 selected == no\nexpect cell 0.1 highlighted == no").ok)
        #expect(h.run("expect cell 0.1 text == \"Row 0.1\"\nexpect cell 0.1 detail == Sub\nexpect cell 0.0 detail == nil").ok)
        h.run("touch down 0.2")
        #expect(h.run("expect cell 0.2 highlighted == yes").ok)
        h.run("touch cancel\nedit on")
        #expect(h.run("expect cell 0.0 editing == yes").ok)
        #expect(h.run("visible").out.contains("\"Row 0.1\"  selected editing\n"))
    }

    @Test func aRowOffScreenOrAWrongValueSaysWhy() {
        let h = Harness()
        h.run("new\nfill 1x30")
        #expect(h.run("expect cell 0.20 selected == no").err.contains("cell [0,20] selected: row [0,20] is not on screen (on screen: [0,0]–[0,9])"))
        #expect(h.run("expect cell 0.40 text == x").err.contains("there is no row [0,40] in the table (30 rows in section 0)"))
        #expect(h.run("expect cell 0.1 accessory == chekmark").err.contains("not 'chekmark' (did you mean 'checkmark'?)"))
        #expect(h.run("expect cell 0.1 editing == maybe").err.contains("editing is yes or no, not 'maybe'"))
    }
}
