#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TableEngine

/// `source`, `echo`, `repeat`, `help`, `quit`.
enum ScriptingCommands {
    static let all: [Command] = [source, echo, `repeat`, help, quit]

    static let source = Command(
        name: "source", usage: ["source FILE"],
        summary: "run a script file's commands here",
        details: "Paths are relative to the current directory. A file cannot source itself (directly or not); nesting stops at 64.",
        changesScreen: false
    ) { inv in
        let t = try inv.next("a file name")
        try inv.expectEnd()
        let shell = inv.shell
        let path = t.text
        guard shell.sourceStack.count < Limits.sourceDepth else {
            throw ScriptError("source nests deeper than \(Limits.sourceDepth) files", at: t)
        }
        let key = canonicalPath(path)
        if shell.sourceStack.contains(key) {
            throw ScriptError("'\(path)' is already being sourced (a cycle: \((shell.sourceStack + [key]).joined(separator: " → ")))", at: t)
        }
        let text: String
        do throws(FileError) { text = try readTextFile(path) } catch { throw ScriptError(error.message, at: t) }
        shell.sourceStack.append(key)
        defer { shell.sourceStack.removeLast() }
        let ok = shell.run(text, ScriptSource(name: path, text: text))
        if !ok && !shell.quitRequested && shell.options.bail && !shell.options.interactive {
            shell.stopping = true
        }
    }

    static let echo = Command(
        name: "echo", usage: ["echo TEXT…"],
        summary: "print the words", changesScreen: false
    ) { inv in
        inv.shell.writeLine(inv.remaining.map(\.text).joined(separator: " "))
    }

    static let `repeat` = Command(
        name: "repeat", usage: ["repeat N COMMAND…"],
        summary: "run a command N times (Ctrl-C stops it)"
    ) { inv in
        let n = try inv.int("a count", range: 0...Limits.repeatCount)
        let words = inv.remaining
        guard let first = words.first else { throw ScriptError("repeat: expected a command after the count", at: inv.commandToken) }
        guard first.text != "repeat" || words.count > 1 else { throw ScriptError("repeat needs a command", at: first) }
        let node = CommandNode(words: words, block: inv.node.block, blockOpen: inv.node.blockOpen)
        let shell = inv.shell
        for _ in 0..<n {
            if shell.stopping || shell.quitRequested { break }
            if shell.takeInterrupt() { break }
            let errorsBefore = shell.errors
            shell.execute(node, inv.source)
            if shell.errors != errorsBefore { break }
        }
    }

    static let help = Command(
        name: "help", aliases: ["?"], usage: ["help", "help COMMAND"],
        summary: "the list of commands, or one command's help",
        changesScreen: false
    ) { inv in
        let shell = inv.shell
        if inv.isAtEnd {
            shell.write(Help.overview())
            return
        }
        let t = try inv.next("a command name")
        try inv.expectEnd()
        guard let text = Help.page(t.text) else {
            throw ScriptError("no help for '\(t.text)'\(didYouMean(t.text, in: CommandTable.shared.names))", at: t)
        }
        shell.write(text)
    }

    static let quit = Command(
        name: "quit", aliases: ["exit"], usage: ["quit"],
        summary: "leave the shell", changesScreen: false
    ) { inv in
        try inv.expectEnd()
        inv.shell.requestQuit()
    }

    static func canonicalPath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

public struct FileError: Error, Sendable {
    public var message: String
}

/// Reads a script: UTF-8 text, or a clear error.
func readTextFile(_ path: String) throws(FileError) -> String {
    var st = stat()
    guard stat(path, &st) == 0 else {
        throw FileError(message: "cannot read '\(path)': \(String(cString: strerror(errno)))")
    }
    if (st.st_mode & S_IFMT) == S_IFDIR { throw FileError(message: "'\(path)' is a directory, not a script") }
    guard let f = fopen(path, "rb") else {
        throw FileError(message: "cannot read '\(path)': \(String(cString: strerror(errno)))")
    }
    defer { fclose(f) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let n = fread(&chunk, 1, chunk.count, f)
        if n > 0 { bytes.append(contentsOf: chunk[0..<n]) }
        if n < chunk.count { break }
    }
    if ferror(f) != 0 { throw FileError(message: "cannot read '\(path)': read error") }
    return try decodeUTF8(bytes, name: path)
}

/// UTF-8 bytes as text; invalid bytes are an error that says where.
public func decodeUTF8(_ bytes: [UInt8], name: String) throws(FileError) -> String {
    if let s = String(validating: bytes, as: UTF8.self) { return s }
    // Find the first bad byte, with its line.
    var line = 1, offset = 0
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var good = 0
    loop: while true {
        switch decoder.decode(&iterator) {
        case .scalarValue(let s):
            good += UTF8.width(s)
            if s == "\n" { line += 1 }
        case .emptyInput: break loop
        case .error:
            offset = good
            break loop
        }
    }
    throw FileError(message: "\(name):\(line): not valid UTF-8 (byte offset \(offset))")
}
