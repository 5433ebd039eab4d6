import TestSupport
import Testing
import TableRender
@testable import TableScript
#if canImport(Glibc)
import Glibc
#endif

/// `help` fits the terminal: golden pages at 80 columns, and no line of any
/// page wider than the width asked for.
@Suite struct HelpTests {
    static var goldenDirectory: String {
        var path = #filePath
        while let last = path.last, last != "/" { path.removeLast() }
        return path + "Golden/"
    }

    /// Compares with `Golden/NAME`; `TABLESHELL_RECORD=1` writes it anew.
    func golden(_ text: String, _ name: String) {
        let path = Self.goldenDirectory + name
        let disk = DiskHost()
        if getenv("TABLESHELL_RECORD") != nil {
            #expect(throws: Never.self) { try disk.writeFileAtomically(path, contents: text) }
            return
        }
        guard let bytes = try? disk.readFile(path) else {
            Issue.record("no golden file \(path); run TABLESHELL_RECORD=1 swift test --filter HelpTests")
            return
        }
        #expect(text == String(decoding: bytes, as: UTF8.self), "help differs from Golden/\(name):\n\(text)")
    }

    @Test func overviewAt80Columns() { golden(Help.overview(width: 80), "help-80.txt") }
    @Test func implementAt80Columns() { golden(Help.page("implement", width: 80)!, "help-implement-80.txt") }
    @Test func topicsAt80Columns() { golden(Help.page("topics", width: 80)!, "help-topics-80.txt") }

    @Test(arguments: [40, 60, 80, 120])
    func noLineIsWiderThanTheWidth(_ width: Int) {
        let pages = [Help.overview(width: width)] + Help.names.compactMap { Help.page($0, width: width) }
        for page in pages {
            for line in page.split(separator: "\n") where displayWidth(line) > width {
                Issue.record("\(displayWidth(line)) columns at width \(width): \(line)")
            }
        }
    }

    @Test func aliasesShowInTheOverview() {
        #expect(Help.overview().contains("  help, ?"))
        #expect(Help.overview().contains("  delete, remove"))
    }

    @Test func topicsAreFoundByNameAndAlias() {
        let h = Harness()
        #expect(h.run("help indexpaths").out.contains("S.R-S2.R2"))
        #expect(h.run("help answers").out.hasPrefix("usage: answers"))
        #expect(h.run("help expressions").out.contains("c ? a : b"))
        #expect(h.run("help updates").out.contains("performBatchUpdates"))
        let r = h.run("help topcis")
        #expect(r.err.contains("no help for 'topcis' (did you mean 'topics'?)"))
    }

    @Test func wrapKeepsWordsAndHangs() {
        #expect(Help.wrap("  name  one two three four five six seven", width: 20, hangingIndent: 8) == "  name  one two\n        three four\n        five six\n        seven")
        #expect(Help.wrap(String(repeating: "x", count: 45), width: 20) == String(repeating: "x", count: 20) + "\n" + String(repeating: "x", count: 20) + "\n" + String(repeating: "x", count: 5))
    }

    /// Every page ends its last line: `help json; echo NEXT` prints NEXT on
    /// a line of its own, and the prompt starts a line.
    @Test func everyPageEndsItsLastLine() {
        for name in Help.names {
            let page = Help.page(name, width: 80)
            #expect(page?.hasSuffix("\n") == true, "help \(name) does not end its last line")
        }
        let h = Harness()
        #expect(h.run("help json\necho NEXT").out.hasSuffix("script.\nNEXT\n"))
    }

    /// Prose is wrapped once, at the width asked for: no sentence leaves a
    /// short word alone on a line in the middle (at 80 columns `help tap`
    /// used to leave "row" and "While" so).
    @Test(arguments: [80, 60])
    func proseIsWrappedOnceAt(width: Int) {
        for name in CommandTable.shared.names {
            guard let page = Help.page(name, width: width) else { continue }
            let lines = page.split(separator: "\n", omittingEmptySubsequences: false)
            for (k, line) in lines.enumerated().dropLast() where !line.isEmpty && line.first != " " {
                let alone = !line.contains(" ") && line.count < 12
                let sentenceGoesOn = lines[k + 1].first?.isLowercase == true && !lines[k + 1].hasPrefix("aliases:")
                #expect(!(alone && sentenceGoesOn), "help \(name) at \(width): '\(line)' alone on a line")
            }
        }
    }

    /// `--width` sets help's width too, in a pipe as at a terminal.
    @Test func helpFollowsTheWidthOption() {
        var options = ShellOptions()
        options.helpWidth = 40
        var out = ""
        let shell = Shell(options: options, output: { out += $0 }, errors: { _ in })
        shell.run(script: "help tap", name: "t")
        #expect(out.split(separator: "\n").allSatisfy { displayWidth($0) <= 40 })
    }

    /// The REPL starts on a demo: the banner says how to leave it, and
    /// 'help fill' what fill keeps of it.
    @Test func theBannerAndFillSayHowToStartFresh() {
        #expect(Help.banner(version: "1", demo: "edit").contains("  new                     a fresh, empty table instead of the demo\n"))
        #expect(!Help.banner(version: "1", demo: nil).contains("  new "))
        let fill = Help.page("fill", width: 200) ?? ""
        #expect(fill.contains("fill replaces the rows only"))
        #expect(fill.contains("'new' first for a fresh"))
    }
}
