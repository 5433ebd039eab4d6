import Testing
@testable import TableShellCLI

/// What Tab does with the shell's candidates.
@Suite("Tab completion")
struct TabCompletionTests {
    @Test("no candidates: beep")
    func nothing() {
        #expect(TabCompletion(textBeforeCursor: "frob", candidates: []) == .beep)
    }

    @Test("one candidate completes the word and adds a space")
    func one() {
        #expect(TabCompletion(textBeforeCursor: "ren", candidates: ["render"]) == .replace(word: "ren", with: "render "))
        #expect(TabCompletion(textBeforeCursor: "set rowH", candidates: ["rowHeight"]) == .replace(word: "rowH", with: "rowHeight "))
    }

    @Test("a word after ';' is completed on its own")
    func afterSemicolon() {
        #expect(TabCompletion(textBeforeCursor: "reload;ren", candidates: ["render"]) == .replace(word: "ren", with: "render "))
    }

    @Test("a candidate that goes on ('key=', an index path's 'S.') gets no space")
    func goesOn() {
        #expect(TabCompletion(textBeforeCursor: "item 0.1 acc", candidates: ["accessory="]) == .replace(word: "acc", with: "accessory="))
        #expect(TabCompletion(textBeforeCursor: "select 4", candidates: ["4."]) == .replace(word: "4", with: "4."))
    }

    @Test("several candidates: their common prefix, then the list")
    func several() {
        #expect(TabCompletion(textBeforeCursor: "select 0.", candidates: ["0.10", "0.11", "0.12"]) == .replace(word: "0.", with: "0.1"))
        #expect(TabCompletion(textBeforeCursor: "re", candidates: ["render", "reload", "render"]) == .list(["render", "reload"]))
    }

    @Test("CJK words complete by characters")
    func cjk() {
        #expect(TabCompletion(textBeforeCursor: "echo 第", candidates: ["第0组，Row:0", "第0组，Row:1"]) == .replace(word: "第", with: "第0组，Row:"))
    }

    @Test("the list fills lines of the given width")
    func columns() {
        #expect(TabCompletion.columns(["render", "reload", "repeat"], width: 17) == "render  reload\nrepeat\n")
        #expect(TabCompletion.columns(["render"], width: 3) == "render\n")
    }
}
