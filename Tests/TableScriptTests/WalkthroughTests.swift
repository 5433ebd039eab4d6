import Testing
@testable import TableScript

@Suite struct WalkthroughTests {
    static let doc = """
    # A walkthrough

    Prose is left alone.

    ```tableshell
    > log off
    > fill 1x3
    > state
    scenario: new plain
    ...
    visible: [0,0]–[0,2] (3 rows)
    [..]
    cells: 3 in existence ([..]), 3 created
    ```

    ```swift
    > not run
    ```

    ```tableshell
    > echo one
    one

    > echo two
    three
    ```
    """

    @Test func findsOnlyTableshellBlocks() {
        let w = Walkthrough(text: Self.doc)
        #expect(w.blocks.count == 2)
        #expect(w.blocks[0].steps.map(\.command) == ["log off", "fill 1x3", "state"])
        #expect(w.blocks[1].steps[0].expected == ["one", ""])
    }

    @Test func wildcardsMatchLinesAndText() {
        #expect(WildcardMatch.matches(["a", "...", "d"], ["a", "b", "c", "d"]))
        #expect(WildcardMatch.matches(["a", "...", "b"], ["a", "b"]))
        #expect(!WildcardMatch.matches(["a", "...", "d"], ["a", "b"]))
        #expect(WildcardMatch.lineMatches("x [..] z", "x y y z"))
        #expect(!WildcardMatch.lineMatches("x [..] z", "x y y"))
    }

    @Test func reportsTheBlockThatDiffersAndUpdatesOnlyIt() {
        let w = Walkthrough(text: Self.doc)
        let r = w.run(name: "doc.md")
        #expect(r.differs)
        #expect(r.report == """
        doc.md:20: output differs
          > echo two
          - three
          + two

        """)
        #expect(r.updated == Self.doc.replacingOccurrences("three", "two"))
        #expect(!Walkthrough(text: r.updated).run(name: "doc.md").differs)
    }

    @Test func updateKeepsWildcardLinesThatStillMatch() {
        let doc = "```tableshell\n> log off\n> fill 1x3\n> render --ascii\n+- plain [..]\n| Row 0.0[..]|\n...\n| Row 0.9 |\n+--[..]\n```\n"
        let r = Walkthrough(text: doc).run(name: "w.md")
        #expect(r.differs)
        #expect(r.updated == "```tableshell\n> log off\n> fill 1x3\n> render --ascii\n+- plain [..]\n| Row 0.0[..]|\n...\n+--[..]\n```\n")
    }

    @Test func fencesFollowMarkdown() {
        let tilde = Walkthrough(text: "~~~tableshell\r\n> echo hi\r\nhi\r\n~~~\r\n")
        #expect(tilde.blocks.count == 1 && !tilde.run(name: "t.md").differs)
        let nested = Walkthrough(text: "````markdown\n```tableshell\n> echo not run\n```\n````\n")
        #expect(nested.blocks.isEmpty)
        #expect(Walkthrough(text: "```tableshell\n> echo hi\n").unclosedFence == 1)
    }

    @Test func aRecordedSessionPassesItsCheck() {
        var options = ShellOptions()
        options.interactive = true
        options.width = 50
        let shell = Shell(options: options, output: { _ in }, errors: { _ in })
        shell.loadDemo("edit")
        for line in ["tap 0.1", "edit on", "batch {", "delete 0.0", "}", "render", "bogus"] { _ = shell.feed(line: line) }
        let text = shell.walkthroughText()
        #expect(text.contains("> demo edit\n"))
        #expect(text.contains("> batch {\n> delete 0.0\n> }\n"))
        let result = Walkthrough(text: text).run(name: "session.md")
        #expect(!result.differs, "\(result.report)")
    }
}

extension String {
    func replacingOccurrences(_ a: String, _ b: String) -> String {
        components(separatedBy: a).joined(separator: b)
    }
}
