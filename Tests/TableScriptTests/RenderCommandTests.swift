import TestSupport
import Testing
import TableEngine
import TableRender
@testable import TableScript

/// `render` through the shell: what reaches the terminal.
@Suite struct RenderCommandTests {
    @Test func veryTallRowsDrawAScreenfulAtMost() {
        let h = Harness()
        h.run("fill 1x3\nset rowHeight 100000000")
        let out = h.run("render").out
        #expect(out.split(separator: "\n").count < 40)
        #expect(out.contains("⋮ 100000000 pt tall"))
    }

    @Test func asciiRenderingsAreASCII() {
        let h = Harness()
        let out = h.run("demo contacts\nindex {search} A-Z\nitem 0.0 text=第0组 accessory=detail-disclosure\nrender --ascii\nfill 2x2\nedit on\nrender --ascii --geometry").out
        let nonASCII = out.unicodeScalars.filter { $0.value > 0x7F && !"第0组".unicodeScalars.contains($0) }
        #expect(nonASCII.isEmpty, "\(String(String.UnicodeScalarView(nonASCII)))")
    }

    @Test func emojiTakeTwoColumns() {
        #expect(TableRender.displayWidth("🚀") == 2)
        #expect(TableRender.displayWidth("🇯🇵") == 2)
        #expect(TableRender.displayWidth("👨‍👩‍👧") == 2)
    }
}
