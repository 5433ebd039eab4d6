import TestSupport
import Testing
@testable import TableScript

/// The `expect` forms scenario authors need (issue 18): each passes when it
/// holds and otherwise fails with what was expected, what is, and
/// FILE:LINE:COL.
@Suite struct ExpectFormsTests {
    func failure(_ script: String, setup: String = "fill 1x30") -> String {
        let h = Harness(log: .objc)
        h.run(setup)
        let r = h.run(script)
        return r.err.split(separator: "\n").first.map(String.init) ?? ""
    }

    @Test func logNotContainsAndLogCount() {
        #expect(failure("scroll by 44\nexpect log not contains \"willDisplay\"") == "")
        // Two rows: row 0's cell is reused, not kept prepared (FIDELITY.md P-02).
        #expect(failure("scroll by 88\nexpect log not contains \"prepareForReuse\"")
            == "test.tsh:2:1: error: expectation failed: expected the log not to contain \"prepareForReuse\"; line 5 of the 9 since the last command has it")
        #expect(failure("scroll by 44\nexpect log count \"cellForRow\" == 1") == "")
        #expect(failure("scroll by 44\nexpect log count \"Cell\" >= 3")
            == "test.tsh:2:1: error: expectation failed: log lines containing \"Cell\": expected >= 3, got 2")
    }

    /// `expect log` keeps the first `Limits.loggedMessages` messages of a
    /// command: a check that needs them all says it cannot be made, and a
    /// line not found among them says the log was cut.
    @Test func aLogPastTheLimitIsSaidToBeCut() {
        let setup = "fill 1x20000\nanswer heightForRow = 44\nset estimatedRowHeight 0"
        #expect(failure("reload\nexpect log contains \"heightForRowAtIndexPath: [0,0]\"", setup: setup) == "")
        #expect(failure("reload\nexpect log count \"heightForRow\" == 20000", setup: setup)
            == "test.tsh:2:1: error: expect log cannot check this: the command before it sent 20,056 messages, and expect log keeps the first 10,000 ('help limits')")
        #expect(failure("reload\nexpect log not contains \"nothing\"", setup: setup).hasPrefix("test.tsh:2:1: error: expect log cannot check this"))
        #expect(failure("reload\nexpect log contains \"heightForRowAtIndexPath: [0,19999]\"", setup: setup)
            .hasSuffix("the log since the last command has 10000 lines (the first 10,000 of the 20,056 messages it sent: 'help limits')"))
    }

    @Test func editing() {
        #expect(failure("expect editing off\nedit on\nexpect editing on") == "")
        #expect(failure("expect editing on") == "test.tsh:1:1: error: expectation failed: editing: expected on, got off")
    }

    @Test func offset() {
        #expect(failure("scroll by 44\nexpect offset == 44") == "")
        #expect(failure("scroll by 44\nexpect offset > 100") == "test.tsh:2:1: error: expectation failed: contentOffset.y: expected > 100, got 44")
    }

    @Test func renderContains() {
        #expect(failure("expect render contains \"Row 0.9\"") == "")
        #expect(failure("expect render contains \"Row 0.10\"") == "test.tsh:1:1: error: expectation failed: expected the screen to contain \"Row 0.10\"; it shows 21 lines")
        // Colour codes are not in what it reads.
        var options = ShellOptions()
        options.color = true
        options.log = .off
        let host = MemoryHost()
        let shell = Shell(options: options, host: host)
        shell.run(script: "fill 1x3\nselect 0.1\nexpect render contains \"▌Row 0.1\"", name: "t.tsh")
        #expect(host.errors == "")
    }

    @Test func stateContains() {
        #expect(failure("select 0.2\nexpect state contains \"selected: [0,2]\"") == "")
        #expect(failure("expect state contains \"selected: [0,2]\"") == "test.tsh:1:1: error: expectation failed: expected 'state' to contain \"selected: [0,2]\"")
    }
}
