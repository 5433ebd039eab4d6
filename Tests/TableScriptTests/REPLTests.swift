import TestSupport
import Testing
import TableRender
import TableEngine
@testable import TableScript

/// Issue 17: the REPL's completion, prompt, settings and paths, through the
/// shell (the PTY tests in tableshellTests drive the real terminal).
@Suite struct REPLTests {
    func completions(_ line: String, after script: String = "demo edit") -> [String] {
        let h = Harness()
        h.run(script)
        return h.shell.completions(for: line, files: { ["FILES \($0.joined(separator: ","))"] })
    }

    @Test func completionOffersWhatACommandTakesNext() {
        #expect(completions("swipe 0.1 ") == ["left", "right"])
        #expect(completions("log unimplemented ") == ["off", "on"])
        #expect(completions("set rowHeight ") == ["automatic"])
        #expect(completions("answer heightForRow ") == ["=", "off"])
        #expect(completions("answer heightFor").contains("heightForRow"))
        #expect(completions("implement +sel") == ["+selection", "+selectionFollowsFocusForRow"])
        #expect(!completions("implement +").contains("+cellForRow"))
        #expect(completions("source ") == ["FILES tsh"])
        #expect(completions("help top") == ["topics"])
    }

    @Test func completionOffersIndexPathsThatExist() {
        #expect(completions("scroll to ") == ["0.", "1.", "2.", "3.", "4."])
        #expect(completions("delete 0.") == ["0.0", "0.1", "0.2", "0.3", "0.4"])
        #expect(completions("delete 7.") == [])
        let rows = completions("delete 0.9", after: "fill 1x1000")
        #expect(rows.first == "0.9" && rows.contains("0.99") && rows.contains("0.938") && rows.count == 50)
    }

    @Test func completionListsFilesThroughTheHost() {
        let host = MemoryHost()
        let shell = Shell(host: FolderHost(host))
        #expect(shell.completions(for: "source ") == ["a.tsh", "scripts/"])
        #expect(shell.completions(for: "source scripts/") == ["scripts/b.tsh"])
        #expect(shell.completions(for: "source ~/") == ["~/home.tsh"])
    }

    @Test func thePromptShowsWhatChangesTheNextCommand() {
        var options = ShellOptions()
        options.interactive = true
        options.log = .off
        let shell = Shell(options: options, output: { _ in }, errors: { _ in })
        func type(_ lines: String...) { for line in lines { _ = shell.feed(line: line) } }
        type("demo edit")
        #expect(shell.prompt == "tableshell> ")
        type("begin")
        #expect(shell.prompt == "tableshell[begin]> ")
        type("begin")
        #expect(shell.prompt == "tableshell[begin begin]> ")
        type("end", "end", "edit on")
        #expect(shell.prompt == "tableshell[editing]> ")
        type("edit off", "implement +trailingSwipeActions", "answer trailingSwipeActions = [\"Flag\"]", "swipe 0.1 left")
        #expect(shell.prompt == "tableshell[swipe [0,1]]> ")
        type("swipe close", "implement +menu", "answer shouldShowMenuForRow = yes", "answer canPerformAction = yes", "longpress 0.2")
        #expect(shell.prompt == "tableshell[menu [0,2]]> ")
        type("menu cancel")
        #expect(shell.prompt == "tableshell> ")
    }

    @Test func showAndLogAloneSaySettings() {
        let h = Harness(log: .objc)
        var r = h.run("log unimplemented on\nlog filter *Row*\nlog")
        #expect(r.out == "log: objc, filter *Row*, unimplemented on\n")
        r = h.run("set width 44\nshow")
        #expect(r.out.contains("  log          objc, filter *Row*, unimplemented on\n"))
        #expect(r.out.contains("  width        44 columns\n"))
        #expect(h.run("set").out == h.run("show").out)
    }

    @Test func historyOutsideThePromptSaysWhy() {
        let h = Harness()
        #expect(h.run("history").err.contains("test.tsh:1:1: error: no history: it is kept only at the prompt of an interactive session"))
        h.shell.historyLines = { ["tap 0.1", "show", "history 2"] }
        #expect(h.run("history 2").out == "    2  show\n    3  history 2\n")
    }

    @Test func sourcePathsAreRelativeToTheIncludingFile() {
        let host = MemoryHost()
        host.files["dir/a.tsh"] = Array("source b.tsh\nsource ~/c.tsh\n".utf8)
        host.files["dir/b.tsh"] = Array("echo b\n".utf8)
        host.files["/home/u/c.tsh"] = Array("echo c\n".utf8)
        let shell = Shell(host: HomeHost(host))
        shell.run(script: "source dir/a.tsh", name: "-c")
        #expect(host.errors == "")
        #expect(host.output == "b\nc\n")
    }

    @Test func renderFollowsTheTerminalUntilAWidthIsSet() {
        let host = ResizableHost()
        var options = ShellOptions()
        options.followsTerminalWidth = true
        options.interactive = true
        let shell = Shell(options: options, host: host)
        host.columns = 50
        _ = shell.feed(line: "render")
        #expect(shell.options.width == 50)
        host.columns = 33
        _ = shell.feed(line: "render")
        #expect(shell.options.width == 33)
        _ = shell.feed(line: "set width 40")
        host.columns = 90
        _ = shell.feed(line: "render")
        #expect(shell.options.width == 40)
    }

    /// At a 40-column terminal, errors and the first-gesture hint wrap to
    /// it; the banner fits too.
    @Test func messagesAtATerminalWrapToIt() {
        let host = ResizableHost()
        host.columns = 40
        var options = ShellOptions()
        options.interactive = true
        options.atTerminal = true
        let shell = Shell(options: options, host: host)
        _ = shell.feed(line: "fill 1x3")
        _ = shell.feed(line: "tap 0.9")
        _ = shell.feed(line: "tap 0.1")
        #expect(host.errors.contains("error: there is no row [0,9] in"))
        #expect(host.output.contains("(no delegate message:"))
        // Log lines are data, drawn whole; the messages around them wrap.
        let hint = host.output.split(separator: "\n").drop { !$0.hasPrefix("(no delegate message:") }.prefix { !$0.hasPrefix("[") }
        #expect(hint.count > 1)
        for line in host.errors.split(separator: "\n") + hint where !line.hasPrefix("    tap ") {
            #expect(displayWidth(line) <= 40, "'\(line)' is wider than the terminal")
        }
        #expect(Help.banner(version: "1.0", demo: "edit", width: 40).split(separator: "\n").allSatisfy { displayWidth($0) <= 40 })
    }
}

/// A memory host with a home folder, for `~`.
final class HomeHost: ShellHost {
    let base: MemoryHost
    init(_ base: MemoryHost) { self.base = base }
    var homeDirectory: String? { "/home/u" }
    func readFile(_ path: String) throws(HostError) -> [UInt8] { try base.readFile(path) }
    func writeFileAtomically(_ path: String, contents: String) throws(HostError) { try base.writeFileAtomically(path, contents: contents) }
    func canonicalPath(_ path: String) -> String? { base.canonicalPath(path) }
    func write(_ text: String) { base.write(text) }
    func writeError(_ text: String) { base.writeError(text) }
    func flush() {}
    func takeInterrupt() -> Bool { false }
}

/// A host with folders to list.
final class FolderHost: ShellHost {
    let base: MemoryHost
    init(_ base: MemoryHost) { self.base = base }
    var homeDirectory: String? { "/home/u" }
    func directoryEntries(_ path: String) -> [DirectoryEntry] {
        switch path {
        case "": [DirectoryEntry(name: "a.tsh", isDirectory: false), DirectoryEntry(name: "notes.md", isDirectory: false),
                  DirectoryEntry(name: "scripts", isDirectory: true), DirectoryEntry(name: ".hidden.tsh", isDirectory: false)]
        case "scripts/": [DirectoryEntry(name: "b.tsh", isDirectory: false)]
        case "/home/u/": [DirectoryEntry(name: "home.tsh", isDirectory: false)]
        default: []
        }
    }
    func readFile(_ path: String) throws(HostError) -> [UInt8] { try base.readFile(path) }
    func writeFileAtomically(_ path: String, contents: String) throws(HostError) {}
    func canonicalPath(_ path: String) -> String? { nil }
    func write(_ text: String) {}
    func writeError(_ text: String) {}
    func flush() {}
    func takeInterrupt() -> Bool { false }
}

/// A host whose terminal changes width.
final class ResizableHost: ShellHost {
    var columns: Int?
    var output = ""
    var errors = ""
    var terminalColumns: Int? { columns }
    func readFile(_ path: String) throws(HostError) -> [UInt8] { throw HostError("no files") }
    func writeFileAtomically(_ path: String, contents: String) throws(HostError) {}
    func canonicalPath(_ path: String) -> String? { nil }
    func write(_ text: String) { output += text }
    func writeError(_ text: String) { errors += text }
    func flush() {}
    func takeInterrupt() -> Bool { false }
}
