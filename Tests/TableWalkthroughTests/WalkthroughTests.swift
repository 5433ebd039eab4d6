import Testing
@testable import TableWalkthrough
@testable import TableScript
import TableFuzz

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

    @Test func reportsTheLineThatDiffersAndUpdatesOnlyIt() {
        let w = Walkthrough(text: Self.doc)
        let r = w.run(name: "doc.md")
        #expect(r.failed)
        #expect(r.blocks.map(\.status) == [.passed, .failed])
        // At the expected line that differs, not at the block's fence (20).
        #expect(r.report == """
        doc.md:25: output differs
          > echo two
          - three
          + two

        """)
        #expect(r.updated == Self.doc.replacingOccurrences("three", "two"))
        #expect(!Walkthrough(text: r.updated).run(name: "doc.md").failed)
    }

    @Test func updateKeepsWildcardLinesThatStillMatch() {
        let doc = "```tableshell\n> log off\n> fill 1x3\n> render --ascii\n+- plain [..]\n| Row 0.0[..]|\n...\n| Row 0.9 |\n+--[..]\n```\n"
        let r = Walkthrough(text: doc).run(name: "w.md")
        #expect(r.failed)
        #expect(r.updated == "```tableshell\n> log off\n> fill 1x3\n> render --ascii\n+- plain [..]\n| Row 0.0[..]|\n...\n+--[..]\n```\n")
    }

    @Test func fencesFollowMarkdown() {
        let tilde = Walkthrough(text: "~~~tableshell\r\n> echo hi\r\nhi\r\n~~~\r\n")
        #expect(tilde.blocks.count == 1 && !tilde.run(name: "t.md").failed)
        let nested = Walkthrough(text: "````markdown\n```tableshell\n> echo not run\n```\n````\n")
        #expect(nested.blocks.isEmpty)
        #expect(Walkthrough(text: "```tableshell\n> echo hi\n").unclosedFence == 1)
    }

    // MARK: Failures are never blessed (issue 18)

    /// Checks and updates `text` as the file `w.md` in memory.
    static func check(_ text: String, update: Bool = false) -> (result: Walkthrough.FileResult, file: String) {
        let host = MemoryHost()
        host.files["w.md"] = Array(text.utf8)
        let result = Walkthrough.checkFile(path: "w.md", update: update, host: host)
        return (result, String(decoding: host.files["w.md"]!, as: UTF8.self))
    }

    @Test func updateLeavesABlockWhoseCommandFailsAsItWas() {
        // Before: --update wrote the error as the expected output and exited 0.
        let doc = "```tableshell\n> log off\n> fill 1x\nstale\n```\n\n```tableshell\n> echo hi\nold\n```\n"
        let (result, file) = Self.check(doc, update: true)
        #expect(!result.ok)
        #expect(file == doc.replacingOccurrences("old", "hi"))
        #expect(result.report.hasPrefix("w.md:3: error: 'fill 1x' failed, and nothing says it should"))
        #expect(result.report.contains("w.md: 1 block failed and was left as it was; 1 block updated\n"))
        // And --check fails on it even when its output is written down.
        let written = "```tableshell\n> bogus\nerror: unknown command 'bogus'\n...\n```\n"
        #expect(!Self.check(written).result.ok)
    }

    @Test func updateLeavesABlockWhoseExpectFailsAsItWas() {
        let doc = "```tableshell\n> log off\n> fill 1x3\n> expect rows 0 == 4\n```\n"
        let (result, file) = Self.check(doc, update: true)
        #expect(!result.ok && file == doc)
        #expect(result.report.hasPrefix("w.md:4: error: 'expect rows 0 == 4' failed"))
        #expect(result.report.contains("  | error: expectation failed: rows in section 0: expected == 4, got 3\n"))
    }

    @Test func anExceptionTheNextCommandDoesNotExpectFailsTheCommandThatRaisedIt() {
        let raise = "```tableshell\n> log off\n> fill 1x2\n> api insertRowsAtIndexPaths 0.0\n...\n"
        let unexpected = Self.check(raise + "> echo next\nnext\n```\n", update: true)
        #expect(!unexpected.result.ok)
        #expect(unexpected.result.report.hasPrefix("w.md:4: error: 'api insertRowsAtIndexPaths 0.0' failed"))
        #expect(unexpected.result.report.contains("  | *** NSInternalInconsistencyException: Invalid update"))
        // Left pending at the end of the file, too.
        #expect(!Self.check(raise + "```\n").result.ok)
        // Expected, it is no failure.
        #expect(Self.check(raise + "> expect exception NSInternalInconsistencyException\n```\n").result.ok)
    }

    @Test func aFailureMarkedAsIntendedPassesAndOneThatNoLongerFailsIsReported() {
        let marked = "```tableshell\n> bogus\n? failed\nerror: unknown command 'bogus'\n...\n> echo ok\nok\n```\n"
        #expect(Self.check(marked).result.ok)
        let stale = "```tableshell\n> echo fine\n? failed\nfine\n```\n"
        let (result, file) = Self.check(stale, update: true)
        #expect(!result.ok && file == stale)
        #expect(result.report.hasPrefix("w.md:3: error: '? failed' says 'echo fine' fails, but it no longer does\n"))
        // The fence's marker.
        #expect(Self.check("```tableshell fails\n> bogus\n...\n```\n").result.ok)
        let notFailing = Self.check("```tableshell fails\n> echo x\nx\n```\n").result
        #expect(!notFailing.ok && notFailing.report.hasPrefix("w.md:1: error: the block is marked 'fails', but none of its commands failed\n"))
    }

    @Test func skipAndNewSessionMarkers() {
        let doc = """
        ```tableshell
        > log off
        > fill 1x3
        ```

        ```tableshell skip
        > bogus
        ```

        ```tableshell
        > expect rows 0 == 3
        ```

        ```tableshell new-session
        > expect rows 0 == 0
        > log off
        > fill 1x1
        ```

        ```tableshell
        > expect rows 0 == 1
        ```

        """
        let (result, _) = Self.check(doc)
        #expect(result.ok, "\(result.report)")
        #expect(result.blocks.map(\.status) == [.passed, .skipped, .passed, .passed, .passed])
        #expect(result.report == "w.md: ok (4 blocks passed, 1 skipped)\n")
        let unknown = Self.check("```tableshell sikp\n> echo x\nx\n```\n").result
        #expect(unknown.report.hasPrefix("w.md:1: error: unknown marker 'sikp' after ```tableshell (the markers are fails, skip, new-session) (did you mean 'skip'?)\n"))
    }

    @Test func blocksInsideListItemsRunAndKeepTheirIndentation() {
        // Before: an indented fence was not a fence, and the file passed.
        let doc = "1. Fill:\n\n   ```tableshell\n   > log off\n   > echo a\n   b\n   ```\n"
        let (result, file) = Self.check(doc, update: true)
        #expect(result.ok)
        #expect(file == "1. Fill:\n\n   ```tableshell\n   > log off\n   > echo a\n   a\n   ```\n")
        #expect(!Self.check("- x\n\n  ```tableshell\n  > echo a\n  b\n  ```\n").result.ok)
    }

    @Test func outputLinesThatLookLikeCommandsAreEscaped() {
        // Before: '> quoted' was written as it is, then read as a command.
        let doc = "```tableshell\n> echo \"> quoted\"\n> echo \"? failed\"\n> echo \"\\\\> x\"\n```\n"
        let (result, file) = Self.check(doc, update: true)
        #expect(result.ok)
        #expect(file == "```tableshell\n> echo \"> quoted\"\n\\> quoted\n> echo \"? failed\"\n\\? failed\n> echo \"\\\\> x\"\n\\\\> x\n```\n")
        #expect(Self.check(file).result.ok)
    }

    @Test func quitInsideABlockIsReported() {
        let doc = "```tableshell\n> echo a\na\n> quit\n> echo b\nb\n```\n\n```tableshell\n> echo c\nc\n```\n"
        let result = Self.check(doc).result
        #expect(!result.ok)
        #expect(result.report.hasPrefix("w.md:4: error: 'quit' ends the session, and the commands after it would not run"))
        #expect(result.report.contains("w.md:9: error: not run: 'quit' on line 4 ended the session\n"))
        // At the very end, or before a fresh session, it stops nothing.
        #expect(Self.check("```tableshell\n> echo a\na\n> quit\n```\n").result.ok)
    }

    @Test func textBeforeTheFirstCommandIsAnError() {
        let result = Self.check("```tableshell\n\nfill 1x3\n> echo a\na\n```\n").result
        #expect(!result.ok)
        #expect(result.report.hasPrefix("w.md:3: error: text before the block's first command"))
    }

    @Test func aRecordLineWritesNoFileDuringACheck() {
        let host = MemoryHost()
        host.files["w.md"] = Array("```tableshell\n> echo a\na\n> record out.md\n```\n".utf8)
        let result = Walkthrough.checkFile(path: "w.md", update: false, host: host)
        #expect(!result.ok)
        #expect(result.report.contains("error: record writes no file here: a walkthrough being checked or updated writes no files"))
        #expect(host.files["out.md"] == nil)
    }

    // MARK: record

    /// A REPL-like session: the edit demo, then `lines` typed.
    static func session(_ lines: [String], color: Bool = false, before: [String: String] = [:], host: MemoryHost = MemoryHost()) -> Shell {
        var options = ShellOptions()
        options.width = 50
        options.color = color
        let shell = Shell(options: options, host: host)
        for (name, text) in before.sorted(by: { $0.key < $1.key }) { shell.run(script: text, name: name) }
        shell.options.interactive = true
        if before.isEmpty { shell.loadDemo("edit") }
        for line in lines { _ = shell.feed(line: line) }
        return shell
    }

    @Test func aRecordedSessionPassesItsCheck() throws {
        let shell = Self.session(["tap 0.1", "edit on", "batch {", "delete 0.0", "}", "render", "bogus"])
        let text = try shell.walkthroughText()
        #expect(text.contains("> demo edit\n"))
        #expect(text.contains("> batch {\n> delete 0.0\n> }\n"))
        #expect(text.contains("> bogus\n? failed\nerror: unknown command 'bogus'\n"))
        let result = Walkthrough(text: text).run(name: "session.md")
        #expect(!result.failed, "\(result.report)")
    }

    @Test func recordWritesNoColour() throws {
        let shell = Self.session(["select 0.1", "render"], color: true)
        // Before: the terminal's colour codes went into the Markdown.
        #expect(shell.recording.entries[1].output.contains("\u{1B}["))
        let text = try shell.walkthroughText()
        #expect(!text.contains("\u{1B}"))
        #expect(!Walkthrough(text: text).run(name: "s.md").failed)
    }

    /// On a colour terminal an unimplemented message is dimmed and still
    /// marked in words, so the recorded walkthrough passes its check.
    @Test func recordKeepsTheNotImplementedMarkerInColour() throws {
        let shell = Self.session(["log unimplemented on", "tap 0.1"], color: true)
        let text = try shell.walkthroughText()
        #expect(text.contains("  (not implemented)\n"))
        #expect(!text.contains("\u{1B}"))
        let result = Walkthrough(text: text).run(name: "unimpl.md")
        #expect(!result.failed, "\(result.report)")
    }

    @Test func recordLeavesOutTheEchoOfCommands() throws {
        var options = ShellOptions()
        options.echo = true
        options.interactive = true
        let shell = Shell(options: options, host: MemoryHost())
        _ = shell.feed(line: "echo hi")
        let text = try shell.walkthroughText()
        #expect(text.contains("> echo hi\nhi\n```"))
        #expect(!Walkthrough(text: text).run(name: "s.md").failed)
    }

    @Test func recordIncludesTheScriptsThatMadeTheState() throws {
        let host = MemoryHost()
        host.files["setup.tsh"] = Array("fill 1x7\nselect 0.3\necho set up\n".utf8)
        let shell = Self.session(["expect rows 0 == 7", "state"], before: ["setup.tsh": "fill 1x7\nselect 0.3\necho set up\n", "-c": "set rowHeight 30; echo c"], host: host)
        let text = try shell.walkthroughText()
        #expect(text.contains("> source setup.tsh\n...\n"))
        #expect(text.contains("> set rowHeight 30; echo c\n...\n"))
        let result = Walkthrough(text: text).run(name: "s.md", host: host)
        #expect(!result.failed, "\(result.report)")
        // A script sourced at the prompt is recorded as typed, and runs again.
        let sourced = Self.session(["source setup.tsh", "render"], host: host)
        let again = Walkthrough(text: try sourced.walkthroughText()).run(name: "s.md", host: host)
        #expect(!again.failed, "\(again.report)")
        // A script from standard input cannot be run again: record says so.
        let piped = Self.session(["state"], before: ["<stdin>": "fill 1x2"])
        #expect(throws: RecordRefusal.self) { try piped.walkthroughText() }
    }

    @Test func recordNeverRecordsItselfAndExpandsTilde() {
        let host = MemoryHost()
        host.homeDirectory = "/home/u"
        let shell = Self.session(["fill 1x2", "record ~/one.md", "echo x", "record ~/two.md"], host: host)
        let two = String(decoding: host.files["/home/u/two.md"] ?? [], as: UTF8.self)
        #expect(two.contains("> echo x\nx\n"))
        #expect(!two.contains("> record"))
        #expect(host.files["/home/u/one.md"] != nil)
        #expect(shell.recording.entries.map(\.input) == ["fill 1x2", "echo x"])
    }

    /// Sessions of commands from the command table (the fuzzer's generator,
    /// no mangling): each recorded walkthrough passes its check. Every
    /// command that changes the screen is in one of them.
    @Test func recordedSessionsOfEveryCommandPassTheirCheck() throws {
        var seen = Set<String>()
        for seed in UInt64(1)...40 {
            var generator = FuzzGenerator(seed: seed, wildness: 0)
            var lines: [String] = []
            for unit in generator.script(units: 25) where !unit.contains("quit") && !unit.contains("record") {
                lines += unit.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            }
            let host = MemoryHost()
            let shell = Self.session(lines, host: host)
            if shell.hasPendingInput { _ = shell.feed(line: "}") }
            while shell.blocks.isOpen { _ = shell.feed(line: "end") }
            for entry in shell.recording.entries { seen.insert(String(entry.input.prefix { $0 != " " && $0 != "\n" })) }
            let text = try shell.walkthroughText()
            let result = Walkthrough(text: text).run(name: "seed-\(seed).md", host: host, width: 50)
            let failed = result.failed
            #expect(!failed, "seed \(seed):\n\(result.report)")
        }
        let changing = CommandTable.shared.commands.filter(\.changesScreen).map(\.name)
        let missing = changing.filter { name in !seen.contains(name) && !CommandTable.shared.command(named: name)!.aliases.contains(where: seen.contains) }
        #expect(missing.isEmpty, "not in any session: \(missing)")
    }
}

extension String {
    func replacingOccurrences(_ a: String, _ b: String) -> String {
        components(separatedBy: a).joined(separator: b)
    }
}
