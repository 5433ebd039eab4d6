import TestSupport
import PropertyBased
import Testing
import TableEngine
@testable import TableScript
#if canImport(Glibc)
import Glibc
@testable import ScriptLanguage
#endif

/// No input, however malformed, crashes the shell or corrupts the table.
@Suite struct RobustnessTests {
    /// Commands, valid and not, over a small table.
    static let vocabulary: [String] = [
        "fill 2x4", "fill 0x0", "fill 3x1", "new", "new grouped", "demo edit", "demo contacts", "demo settings",
        "insert 0.0 a", "insert 0.9 z", "insert 1.2 b c", "insert section 0 T", "insert section 5",
        "delete 0.0", "delete 0.*", "delete 1.1-2", "delete section 0", "delete section 9", "delete 7.7",
        "move 0.0 0.2", "move 0.1 1.0", "move section 0 1", "move 0.0",
        "reload", "reload 0.0", "reload section 0", "reload 5.5",
        "item 0.0 text=x accessory=checkmark", "item 0.1 style=subtitle detail=d", "item 9.9 text=no",
        "begin", "end", "batch { delete 0.0; insert 0.0 x }", "batch { insert 0.0 y; delete 0.5 }",
        "data insert 0.0 d", "data delete 0.0", "api insertRowsAtIndexPaths 0.0", "api deleteRowsAtIndexPaths 0.1",
        "api reloadData", "api beginUpdates", "api endUpdates", "api moveSection 0 1", "api scrollToRowAtIndexPath 0.3 top",
        "answer heightForRow = row * 10", "answer heightForRow 0.1 = 0", "answer numberOfRows = 3", "answer numberOfRows off",
        "answer editingStyleForRow = row % 3", "answer willSelectRow = nil", "answer cellForRow 0.0 = nil", "answer cellForRow off",
        "answer trailingSwipeActions = [\"Delete:destructive\", \"Flag\"]", "implement +commitEditingStyle", "implement +moveRow",
        "set estimatedRowHeight 30", "set estimatedRowHeight 0", "set height 100", "set height 500", "set rowHeight 20",
        "set allowsMultipleSelection yes", "set allowsSelection no", "set sectionIndexMinimumDisplayRowCount 3",
        "scroll by 50", "scroll by -500", "scroll offset 99999", "scroll to 0.2 middle", "scroll top", "scroll bottom",
        "tap 0.0", "tap 0.1", "deselect 0.0", "touch down 0.1", "touch up", "touch cancel", "focus 0.1",
        "edit on", "edit off", "tap minus 0.1", "tap plus 0.2", "tap confirm", "tap accessory 0.0",
        "swipe 0.0 left", "swipe 0.1 right full", "tap action Flag", "swipe close", "drag 0.1 to 0.0", "drag 0.0 to 1.1",
        "longpress 0.0", "menu copy", "index A-C", "index tap B", "index off",
        "render", "render --all --ascii", "state", "visible", "cells", "calls",
        "expect rows 0 == 999", "bogus 1 2", "insert", "scroll", "answer", "set height", "\"unterminated",
        "apply a b | c", "apply",
    ]

    @Test func randomCommandSequencesKeepTheInvariants() async {
        await propertyCheck(count: 300, input: Gen.element(of: Self.vocabulary).map { $0! }.array(of: 1...40)) { commands in
            var options = ShellOptions()
            options.log = .off
            options.bail = false
            final class Errors: @unchecked Sendable { var text = "" }
            let errors = Errors()
            let shell = Shell(options: options, output: { _ in }, errors: { errors.text += $0 })
            var told = true
            for command in commands {
                errors.text = ""
                shell.run(script: command, name: "random.tsh")
                let failed = !errors.text.isEmpty
                if command.hasPrefix("data") || command.hasPrefix("api") || command.contains("numberOfRows") || command.contains("cellForRow") { told = false }
                let answersLie = shell.app.answers.hasRules(.numberOfRows) || shell.app.answers.hasRules(.cellForRow)
                if !failed && (command.hasPrefix("new") || command.hasPrefix("demo") || command == "reload") { told = !answersLie }
                let problems = shell.table.invariantViolations()
                #expect(problems.isEmpty, "after \(commands): \(problems)")
                if !problems.isEmpty { return }
                if told && shell.table.openUpdateBlocks == 0 {
                    #expect(shell.tableAgreesWithModel, "after \(commands)")
                }
            }
            _ = shell.finish()
        }
    }

    @Test func randomTextNeverBreaksTheLexerOrTheShell() async {
        let alphabet = Array("abc 0.1;#\"'\\{}[]=-*x\n\t第组✓") + ["\u{0}", "\u{7F}", "\u{FFFD}"]
        await propertyCheck(count: 300, input: Gen.element(of: alphabet).map { $0! }.array(of: 0...80)) { chars in
            let text = String(chars)
            _ = Lexer().tokenize(text)
            _ = try? Parser().parse(Lexer().tokenize(text))
            var options = ShellOptions()
            options.log = .off
            options.bail = false
            let shell = Shell(options: options, output: { _ in }, errors: { _ in })
            shell.run(script: "fill 1x3\n" + text, name: "noise")
            shell.table._checkInvariants()
        }
    }

    @Test func absurdNumbersGetClearErrors() {
        let h = Harness(bail: false)
        h.run("fill 1x5")
        for (command, message) in [
            ("fill 1x99999999999", "more rows than tableshell allows"),
            ("fill 99999999999999999999x1", "sections is more than tableshell allows"),
            ("fill -1x5", "cannot be negative"),
            ("set height -5", "cannot be negative"),
            ("set rowHeight nan", "expected a height"),
            ("set height 1e300", "more than tableshell allows"),
            ("repeat 99999999999 echo x", "must be between"),
            ("insert 0.99999999999999999999 x", "past tableshell's limit"),
            ("scroll offset inf", "expected an offset in points"),
            ("set width 5", "must be between 20 and 1000"),
        ] {
            let r = h.run(command)
            #expect(r.err.contains(message), "\(command): \(r.err)")
        }
        #expect(h.shell.table.totalRows == 5 && h.shell.tableAgreesWithModel)
        // A negative height is the app's mistake: UIKit's exception, not a refusal.
        let negative = h.run("answer heightForRow 0.4 = -4\nreload")
        #expect(negative.out.contains("*** NSInternalInconsistencyException: Invalid row height (-4) provided by table delegate. Value must be at least 0.0, or UITableViewAutomaticDimension."))
        h.run("answer heightForRow off\nreload")
        #expect(h.run("scroll offset 1e308").err.contains("more than tableshell allows (1000000000)"))
        #expect(h.run("scroll offset 1e9").err.isEmpty)
    }

    @Test func unterminatedQuotesAndBlocksSayWhereTheyOpened() {
        let h = Harness(bail: false)
        let quote = h.run("echo ok\necho \"never closed\necho after")
        #expect(quote.out == "ok\nafter\n")
        #expect(quote.err.contains("test.tsh:2:6: error: unterminated string"))
        let block = h.run("fill 1x2\nbatch {\n delete 0.0")
        #expect(block.err.contains("test.tsh:2:7: error: the block opened here is not closed"))
        let begin = Harness()
        begin.run("fill 1x2\nbegin\ndelete 0.0")
        _ = begin.shell.finish()
        #expect(begin.shell.table.openUpdateBlocks == 0)
    }

    @Test func nulBytesAndLongLinesAreJustText() {
        let h = Harness(bail: false)
        #expect(h.run("echo a\u{0}b").out == "a\u{0}b\n")
        // A line of up to 1 MiB is read; a longer one is refused whole, with its length and the limit.
        let long = String(repeating: "x", count: (1 << 20) - "echo ".count)
        let r = h.run("echo " + long + "\nbogus" + long + "\necho " + long + "x\necho after")
        #expect(r.out == long + "\n" + "after\n")
        #expect(r.err.contains("test.tsh:2:1: error: unknown command"))
        #expect(r.err.contains("test.tsh:3:1: error: line 3 is 1,048,577 bytes long; tableshell reads lines of at most 1,048,576 bytes"))
    }

    @Test func sourceNestingStopsAt64() throws {
        let dir = "/tmp/tableshell-nesting-\(getpid())"
        mkdir(dir, 0o755)
        for i in 0..<70 { try writeFile("\(dir)/\(i).tsh", "source \(dir)/\(i + 1).tsh\n") }
        try writeFile("\(dir)/70.tsh", "echo bottom\n")
        let h = Harness()
        let r = h.run("source \(dir)/0.tsh")
        #expect(r.err.contains("source nests deeper than 64 files"))
        #expect(!r.out.contains("bottom"))
    }

    @Test func invalidUTF8IsReportedWithItsPlace() throws {
        let path = "/tmp/tableshell-utf8-\(getpid()).tsh"
        let f = fopen(path, "wb")!
        let bytes: [UInt8] = Array("echo ok\necho ".utf8) + [0xC3, 0x28] + Array("\n".utf8)
        fwrite(bytes, 1, bytes.count, f)
        fclose(f)
        let host = DiskHost()
        #expect(throws: HostError.self) { try ScriptText.read(path, from: host) }
        do { _ = try ScriptText.read(path, from: host) } catch {
            #expect(error.message == "'\(path)' is not valid UTF-8 at line 2 (byte offset 13)")
        }
    }

    @Test func anInterruptStopsALongCommandAndKeepsTheTable() {
        let host = MemoryHost()
        var options = ShellOptions()
        options.bail = false
        let shell = Shell(options: options, host: host)
        shell.run(script: "fill 1x100", name: "test.tsh")
        host.interruptRequested = true
        shell.run(script: "repeat 10000 scroll by 1", name: "test.tsh")
        #expect(shell.table.contentOffset < 1000)
        #expect(host.errors.contains("interrupted"))
        shell.run(script: "scroll top", name: "test.tsh")
        let h = (shell: shell, ())
        #expect(h.shell.table.totalRows == 100)
    }

    @Test func integerOverflowInAnAnswerIsAWarning() {
        let h = Harness()
        let r = h.run("fill 1x3\nanswer heightForRow = (-9223372036854775807 - 1) / -1\nreload")
        #expect(r.err.contains("warning: answer heightForRow at [0,0]: integer overflow"))
        #expect(h.run("answer heightForRow = 9223372036854775807 + 1\nreload").err.contains("integer overflow"))
        #expect(h.shell.table.totalRows == 3)
    }

    /// An answer for every row that is a literal or integer arithmetic is
    /// read without the evaluator; the same answer scoped to the rows goes
    /// through it. Both give the same heights, problems and exceptions.
    @Test func answeredHeightsAreTheSameReadQuicklyOrEvaluated() throws {
        for expression in ["44", "44 + row % 3 * 11", "row % 2", "row - 1", "0.5", "30.5", "row * 400000000", "\"tall\"", "row / (row - 2)"] {
            var seen: [String] = []
            for scope in ["", "0.*"] {
                let h = Harness(log: .objc, bail: false)
                h.run("fill 1x5\nset estimatedRowHeight 0")
                h.run("answer heightForRow \(scope) = \(expression)")
                let r = h.run("reload")
                let rects = try (0..<h.shell.table.totalRows).map { "\(try h.shell.table.rectForRow(at: TableIndexPath(0, $0)))" }
                seen.append(r.out + r.err + rects.joined(separator: " "))
            }
            #expect(seen[0] == seen[1], "\(expression)")
        }
    }

    /// The answer for every row that a reload reads quickly (kept beside
    /// `answers`, unretained) is the one in force: replaced, scoped over,
    /// removed.
    @Test func theHeightAnswerReadQuicklyIsTheOneInForce() throws {
        let h = Harness(bail: false)
        h.run("fill 1x3\nset estimatedRowHeight 0")
        func height() throws -> Double {
            h.run("reload")
            return try h.shell.table.rectForRow(at: TableIndexPath(0, 2)).height
        }
        h.run("answer heightForRow = 44 + row")
        #expect(try height() == 46)
        h.run("answer heightForRow = 60")
        #expect(try height() == 60)
        h.run("answer heightForRow 0.* = 70")
        #expect(try height() == 70)
        h.run("answer heightForRow = 30")
        #expect(try height() == 30)
        h.run("answer heightForRow off")
        #expect(try height() == 44)
        // Estimates: the rows off screen are estimated at the answer's 50
        // points, those on screen measured at 44.
        h.run("fill 1x1000\nanswer estimatedHeightForRow = 50\nset estimatedRowHeight 44\nreload")
        #expect(h.shell.table.contentHeight > 49_000 && h.shell.table.contentHeight < 50_000)
    }

    /// A reorder onto the last row of a section the model holds one row
    /// fewer of (`data delete`) is a move the model cannot make: it stays
    /// as it is, and the shell goes on (it trapped: fuzzer, seed 16).
    @Test func aReorderTheModelCannotMakeLeavesTheModel() {
        let h = Harness(bail: false)
        h.run("demo edit\ndelete 0.1 0.0\nedit on\ndata delete 0.1")
        let rows = h.shell.model.rowCount(0)
        let r = h.run("drag 0.1 to 0.2\necho alive")
        #expect(r.out.contains("alive"))
        #expect(h.shell.model.rowCount(0) == rows)
    }

    @Test func hugeAnsweredCountsAndHeightsAreRefused() {
        let h = Harness(bail: false)
        h.run("fill 1x3")
        #expect(h.run("answer numberOfSections = 999999999999").err.contains("more than tableshell allows"))
        #expect(h.run("answer heightForRow = 9223372036854775807").err.contains("more than tableshell allows"))
        #expect(h.shell.table.numberOfSections == 1)
    }

    @Test func randomBytesAreReadOrRefusedNeverACrash() async {
        await propertyCheck(count: 300, input: Gen<UInt8>.value(in: 0...255).array(of: 0...120)) { bytes in
            var options = ShellOptions()
            options.log = .off
            options.bail = false
            let shell = Shell(options: options, output: { _ in }, errors: { _ in })
            do throws(HostError) {
                let text = try ScriptText.decode(bytes, name: "random")
                shell.run(script: "fill 1x3\n" + text, name: "random")
            } catch {
                #expect(error.message.hasPrefix("'random' is not valid UTF-8 at line "))
            }
            #expect(shell.table.invariantViolations().isEmpty)
        }
    }
}
