import Testing
import TableRender

/// How many terminal columns text takes.
@Suite struct DisplayWidthTests {
    @Test func cjkIsTwoColumns() {
        #expect(displayWidth("第0组，Row:0") == 12)
        #expect(displayWidth("abc") == 3)
        #expect(displayWidth("é") == 1)
        #expect(displayWidth("✓") == 1)
    }

    @Test func combiningMarksTakeNoColumn() {
        #expect(displayWidth("e\u{301}") == 1)
        #expect(displayWidth("开始开始开始") == 12)
    }
}
