import PropertyBased
import Testing
@testable import TableScript
@testable import ScriptLanguage

/// The prompt waits for more lines exactly when what was typed is not yet a
/// whole text: a `\` that continues its last line, or a block that more
/// lines can close. The one reading of the text that runs it decides.
@Suite struct ContinuationTests {
    func interactiveShell() -> (Shell, MemoryHost) {
        var options = ShellOptions()
        options.interactive = true
        options.log = .off
        let host = MemoryHost()
        return (Shell(options: options, host: host), host)
    }

    @Test func aBackslashAfterAStringWithAnEscapedQuoteWaitsForTheNextLine() {
        let (shell, host) = interactiveShell()
        #expect(shell.feed(line: #"echo "a\"b #" \"#) == .needsMore)
        #expect(host.output == "")
        #expect(shell.feed(line: "c") == .complete)
        #expect(host.output == "a\"b # c\n")
        // A script reads the same two lines the same way.
        let script = MemoryHost()
        Shell(host: script).run(script: "echo \"a\\\"b #\" \\\nc\n", name: "t.tsh")
        #expect(script.output == host.output)
    }

    @Test func aBackslashInACommentOrAStringDoesNotContinue() {
        let (shell, host) = interactiveShell()
        #expect(shell.feed(line: #"echo a # \"#) == .complete)
        #expect(shell.feed(line: #"echo "a\"b" # \"#) == .complete)
        #expect(host.output == "a\na\"b\n")
    }

    @Test func anOpenBlockWaitsUntilItCloses() {
        let (shell, host) = interactiveShell()
        #expect(shell.feed(line: "batch {") == .needsMore)
        #expect(shell.feed(line: "  echo in") == .needsMore)
        #expect(shell.feed(line: "}") == .complete)
        #expect(host.output == "in\n")
    }

    /// Random texts of the bytes that matter to the syntax.
    static func randomText(using rng: inout some RandomNumberGenerator) -> String {
        let pieces = ["echo", " ", " ", "a", "é", "\"", "'", "\\", "\\\"", "\\\\", "#", "{", "}", " { ", " } ", ";", "\n", "batch {", "x\\"]
        return (0..<Int.random(in: 0...16, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }.joined()
    }

    /// The line ends the lexer reads in `text`.
    static func lineEnds(_ text: String) -> Int {
        Lexer().tokenize(text).count(where: { $0.kind == .separator && $0.text == "\n" })
    }

    @Test func thePromptWaitsExactlyWhenMoreLinesCanMakeTheTextWhole() async {
        await propertyCheck(count: 1000, input: Generator { rng in Self.randomText(using: &rng) }) { text in
            let read = Parser().read(text)
            // A `\` continues the text's last line exactly when a line typed
            // after it joins that line: the newline before it ends nothing.
            let joins = Self.lineEnds(text + "\nzz") == Self.lineEnds(text)
            #expect(read.continuesPastEnd == joins, "\(text.debugDescription)")
            guard !read.continuesPastEnd else {
                #expect(read.isIncomplete)
                return
            }
            // Otherwise it waits exactly when the parser refuses the text
            // and accepts it once lines of `}` follow.
            let opens = text.count(where: { $0 == "{" })
            let closable = opens > 0 && (1...opens).contains { k in
                (try? Parser().parse(Lexer().tokenize(text + String(repeating: "\n}", count: k)))) != nil
            }
            switch read.commands {
            case .success: #expect(!read.isIncomplete, "\(text.debugDescription)")
            case .failure: #expect(read.isIncomplete == closable, "\(text.debugDescription)")
            }
        }
    }
}
