import Testing
@testable import TableShellCLI

@Suite struct HistorySearchTests {
    let search = HistorySearch(lines: ["tap 0.2", "fill 1x3", "tap 0.1", "render"])

    @Test func typingFindsTheNewestLineThatContainsTheQuery() {
        var s = search
        s.type("t")
        #expect(s.match == "tap 0.2")
        s.type("a")
        s.type("p")
        #expect(s.match == "tap 0.2")
        #expect(s.prompt == "(history search) 'tap': ")
    }

    @Test func ctrlRAgainFindsAnOlderMatchAndStopsAtTheOldest() {
        var s = search
        for c in "tap" { s.type(c) }
        s.older()
        #expect(s.match == "tap 0.1")
        s.older()
        #expect(s.match == "tap 0.1")
        #expect(s.failed)
        #expect(s.prompt == "(failing history search) 'tap': ")
    }

    @Test func aQueryNothingContainsFailsAndKeepsTheLastMatch() {
        var s = search
        s.type("f")
        #expect(s.match == "fill 1x3")
        s.type("z")
        #expect(s.failed)
        #expect(s.match == "fill 1x3")
        s.erase()
        #expect(!s.failed)
        #expect(s.match == "fill 1x3")
    }

    @Test func backspaceToNothingShowsNoMatch() {
        var s = search
        s.type("r")
        s.erase()
        #expect(s.match == nil)
        #expect(s.query.isEmpty)
    }
}
