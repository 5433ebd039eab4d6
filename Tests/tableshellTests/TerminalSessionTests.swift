#if canImport(Glibc) || canImport(Darwin)
import TestSupport
import Foundation
import Testing

/// The interactive shell as a person meets it: the built binary on a
/// pseudo-terminal of its own, keys typed, the screen read back without
/// ANSI escapes. Every wait has a deadline and waits for text, never for
/// time; the shell is killed at the end of each test.
@Suite("the REPL on a pseudo-terminal", .serialized)
struct TerminalSessionTests {
    /// A fresh home folder (for the history file) per session.
    let home: ScratchFolder

    init() throws {
        home = try ScratchFolder()
    }

    /// The shell on the built-in demo (or `program`, an executable made
    /// tableshell around an app, on that app), at its first prompt.
    func shell(columns: UInt16 = 80, program: String = "tableshell") throws -> PseudoTerminal {
        // A plain terminal's environment, and the sanitizers' options of a
        // sanitized run (scripts/test --sanitize), which the shell must keep.
        var environment = ["TERM": "xterm", "HOME": home.url.path, "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"]
        for (name, value) in ProcessInfo.processInfo.environment where name.hasSuffix("SAN_OPTIONS") { environment[name] = value }
        let terminal = try PseudoTerminal(program: try builtBinary(program).path, environment: environment, columns: columns)
        try terminal.wait(for: "tableshell> ")
        return terminal
    }

    /// Types `line` and Enter; returns the screen from the echo of `line`
    /// to the next prompt `prompt`.
    @discardableResult
    func run(_ line: String, in terminal: PseudoTerminal, prompt: String = "tableshell> ") throws -> Substring {
        let start = terminal.screen.utf8.count
        try terminal.type(line + "\r")
        let echoed = try terminal.wait(for: line, after: start)
        let end = try terminal.wait(for: prompt, after: echoed)
        let screen = terminal.screen
        let from = screen.utf8.index(screen.startIndex, offsetBy: echoed)
        let to = screen.utf8.index(screen.startIndex, offsetBy: end - prompt.utf8.count)
        return screen[from..<to]
    }

    @Test("the banner, a prompt, commands and their output, Ctrl-D leaves with status 0")
    func commandsAndControlD() throws {
        let terminal = try shell()
        #expect(terminal.screen.contains("on the 'edit' demo. Try:"))
        #expect(terminal.screen.contains("Tab completes."))
        try run("fill 1x3", in: terminal)
        let render = try run("render", in: terminal)
        #expect(render.contains("1 section · 3 rows"))
        for row in ["Row 0.0", "Row 0.1", "Row 0.2"] {
            #expect(render.contains(row))
        }
        try terminal.type("\u{4}")
        #expect(try terminal.waitForExit() == 0)
        // The history file keeps what was typed.
        let history = try String(contentsOfFile: home.path(".local/state/tableshell/history"), encoding: .utf8)
        #expect(history.contains("fill") && history.contains("render"))
    }

    @Test("around your app: the banner names it, commands drive it, Ctrl-D leaves with status 0")
    func hostedApp() throws {
        let terminal = try shell(program: "tableshell-hosted-fixture")
        #expect(terminal.screen.contains("running your app (FruitList). Try:"))
        #expect(!terminal.screen.contains("implement +all"))
        let tap = try run("tap 0.1", in: terminal)
        #expect(tap.contains("tableView:didSelectRowAtIndexPath:"))
        let render = try run("render", in: terminal)
        #expect(render.contains("Fruit 1"))
        let refused = try run("fill 1x3", in: terminal)
        #expect(refused.contains("'fill' scripts tableshell's own app"))
        try terminal.type("\u{4}")
        #expect(try terminal.waitForExit() == 0)
    }

    @Test("Tab completes a command, then lists the words after an index path")
    func tabCompletion() throws {
        let terminal = try shell()
        try run("fill 1x3", in: terminal)
        // `swi` Tab: the line becomes `swipe `, so `0.1` goes after it.
        var start = terminal.screen.utf8.count
        try terminal.type("swi\t")
        start = try terminal.wait(for: "pe", after: start)
        try terminal.type("0.1 \t")
        // Two choices: listed under the line, which is drawn again.
        let listed = try terminal.wait(for: "right", after: start)
        let choices = String(Substring(terminal.screen.utf8.dropFirst(start)))
        #expect(choices.contains("left"), "\(choices)")
        try terminal.wait(for: "swipe 0.1 ", after: listed)
        // `l` Tab completes `left`; Enter runs `swipe 0.1 left`, which
        // leaves the row swiped open: the prompt says so.
        try terminal.type("l\t\r")
        try terminal.wait(for: "tableshell[swipe [0,1]]> ", after: listed)
    }

    @Test("the prompt shows an open update block")
    func promptState() throws {
        let terminal = try shell()
        try run("begin", in: terminal, prompt: "tableshell[begin]> ")
        try run("begin", in: terminal, prompt: "tableshell[begin begin]> ")
        try run("end", in: terminal, prompt: "tableshell[begin]> ")
        try run("end", in: terminal)
    }

    @Test("a line ending in a continuing backslash waits for the next, whatever its string holds")
    func continuedLine() throws {
        let terminal = try shell()
        try run(#"echo "a\"b #" \"#, in: terminal, prompt: "...> ")
        let echo = try run("c", in: terminal)
        #expect(echo.contains(#"a"b # c"#), "\(echo)")
    }

    @Test("render follows the terminal's width after a resize")
    func resize() throws {
        let terminal = try shell(columns: 100)
        try run("fill 1x3", in: terminal)
        let wide = try run("render", in: terminal)
        #expect(widest(wide) > 50, "\(wide)")
        terminal.resize(columns: 44)
        let narrow = try run("render", in: terminal)
        #expect(narrow.contains("Row 0.2"))
        #expect(widest(narrow) <= 44, "\(narrow)")
        #expect(widest(narrow) > 30, "\(narrow)")
    }

    @Test("Ctrl-C at the prompt drops the line and the shell goes on")
    func controlC() throws {
        let terminal = try shell()
        let start = terminal.screen.utf8.count
        try terminal.type("fill 9x9")
        let typed = try terminal.wait(for: "fill 9x9", after: start)
        try terminal.type("\u{3}")
        try terminal.wait(for: "tableshell> ", after: typed)
        #expect(terminal.isRunning)
        let echo = try run("echo still here", in: terminal)
        #expect(echo.contains("still here"))
        let state = try run("state", in: terminal)
        #expect(!state.contains("9 sections"), "the interrupted line did not run")
        try terminal.type("\u{4}")
        #expect(try terminal.waitForExit() == 0)
    }

    @Test("Up recalls the last line, in this session and the next one (the history file)")
    func history() throws {
        let up = "\u{1b}[A"
        do {
            let terminal = try shell()
            try run("echo first line", in: terminal)
            let start = terminal.screen.utf8.count
            try terminal.type(up + "\r")
            let again = try terminal.wait(for: "first line", after: start)
            try terminal.wait(for: "first line", after: again)  // the echo, then the output
            try terminal.type("\u{4}")
            #expect(try terminal.waitForExit() == 0)
        }
        let next = try shell()
        let start = next.screen.utf8.count
        try next.type(up + "\r")
        let again = try next.wait(for: "echo first line", after: start)
        try next.wait(for: "first line", after: again)
    }

    @Test("Ctrl-R searches the history, says so in the prompt; Enter runs the match, Ctrl-G puts the line back")
    func historySearch() throws {
        let terminal = try shell()
        try run("echo apple", in: terminal)
        try run("echo banana", in: terminal)
        var start = terminal.screen.utf8.count
        try terminal.type("\u{12}app")
        let found = try terminal.wait(for: "(history search) 'app': echo apple", after: start)
        try terminal.type("\r")
        try terminal.wait(for: "apple", after: found)
        try terminal.wait(for: "tableshell> ", after: found)
        #expect(!terminal.screen.contains("bck:"))
        // Ctrl-G: the line typed before the search, unchanged.
        start = terminal.screen.utf8.count
        try terminal.type("echo kept")
        try terminal.wait(for: "echo kept", after: start)
        start = terminal.screen.utf8.count
        try terminal.type("\u{12}zzz")
        let failing = try terminal.wait(for: "(failing history search) 'zzz': ", after: start)
        try terminal.type("\u{7}")
        try terminal.wait(for: "tableshell> echo kept", after: failing)
        start = terminal.screen.utf8.count
        try terminal.type("\r")
        try terminal.wait(for: "kept", after: start)
        try terminal.type("\u{4}")
        #expect(try terminal.waitForExit() == 0)
    }

    @Test("Ctrl-D in an open update block warns first; 'abandon' drops the block; Ctrl-D again leaves")
    func controlDInAnOpenBlock() throws {
        let terminal = try shell()
        try run("begin", in: terminal, prompt: "tableshell[begin]> ")
        var start = terminal.screen.utf8.count
        try terminal.type("\u{4}")
        let warned = try terminal.wait(for: "an update block is open: 'end' applies it, 'abandon' drops it", after: start)
        try terminal.wait(for: "tableshell[begin]> ", after: warned)
        #expect(terminal.isRunning)
        try run("abandon", in: terminal)
        try run("begin", in: terminal, prompt: "tableshell[begin]> ")
        start = terminal.screen.utf8.count
        try terminal.type("\u{4}")
        try terminal.wait(for: "an update block is open", after: start)
        try terminal.type("\u{4}")
        let status = try terminal.waitForExit()
        #expect(status == 0, "exit status \(status)")  // leaving is what was asked; the block is unapplied
    }

    /// The widest line, in characters (the renders here are one column each).
    func widest(_ text: Substring) -> Int {
        text.split(separator: "\n").map(\.count).max() ?? 0
    }
}
#endif
