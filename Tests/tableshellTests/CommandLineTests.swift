import Foundation
import Testing

/// The `tableshell` binary as a user runs it: arguments, standard input,
/// output, errors and exit status. Standard input is always a pipe here, so
/// the binary never starts its line editor.
///
/// `swift test` compiles the executable's module (for `@testable import`)
/// but does not link the binary: `swift build` first, as scripts/test does.
/// A binary older than the sources fails the tests rather than passing them.
@Suite("tableshell command line")
struct CommandLineTests {
    @Test("-c runs the commands and exits 0")
    func commands() throws {
        let run = try tableshell("-c", "echo hi")
        #expect(run.stdout == "hi\n")
        #expect(run.stderr == "")
        #expect(run.status == 0)
    }

    @Test("-c text is UTF-8, CJK included")
    func commandsInCJK() throws {
        let run = try tableshell("-c", "echo 第0组，Row:0")
        #expect(run.stdout == "第0组，Row:0\n")
        #expect(run.status == 0)
    }

    @Test("standard input that is not a terminal runs as a script")
    func standardInput() throws {
        let run = try tableshell(input: "echo hello\n")
        #expect(run.stdout == "hello\n")
        #expect(run.status == 0)
    }

    @Test("a script file runs, then tableshell exits")
    func scriptFile() throws {
        let folder = try ScratchFolder()
        let script = try folder.file("greet.tsh", "echo one\necho two\n")
        let run = try tableshell(script)
        #expect(run.stdout == "one\ntwo\n")
        #expect(run.status == 0)
    }

    @Test("a Markdown walkthrough given as a script points to doc; doc alone checks it")
    func markdownAsAScript() throws {
        let folder = try ScratchFolder()
        let walkthrough = try folder.file("w.md", "Prose first.\n\n```tableshell\n> echo hi\nhi\n```\n")
        let run = try tableshell(walkthrough)
        #expect(run.status == 2)
        #expect(run.stderr.contains("is a Markdown walkthrough, not a script: check it with 'tableshell doc \(walkthrough)'"))
        let check = try tableshell("doc", walkthrough)
        #expect(check.status == 0)
        #expect(check.stdout.contains("ok"))
        #expect(try tableshell("doc", "--check", "--update", walkthrough).status == 2)
    }

    @Test("a one-letter typo suggests nothing rather than '?'")
    func oneLetterTypo() throws {
        let run = try tableshell("-c", "x")
        #expect(run.stderr.contains("unknown command 'x'\n"))
        #expect(try tableshell("-c", "rendr").stderr.contains("(did you mean 'render'?)"))
    }

    @Test("several script files run in order and stop at the first that fails")
    func scriptFilesInOrder() throws {
        let folder = try ScratchFolder()
        let first = try folder.file("first.tsh", "echo first\n")
        let failing = try folder.file("failing.tsh", "no-such-command\n")
        let last = try folder.file("last.tsh", "echo last\n")

        let run = try tableshell(first, failing, last)
        #expect(run.stdout == "first\n")
        #expect(run.status == 1)

        let keepGoing = try tableshell("--keep-going", first, failing, last)
        #expect(keepGoing.stdout == "first\nlast\n")
        #expect(keepGoing.status == 1)
    }

    @Test("an unknown command exits 1 with FILE:LINE:COL: error: and a caret line")
    func unknownCommand() throws {
        let folder = try ScratchFolder()
        let script = try folder.file("typo.tsh", "echo before\nfrobnicate 0.1\necho after\n")
        let run = try tableshell(script)
        #expect(run.status == 1)
        #expect(run.stdout == "before\n")
        #expect(run.stderr.contains("\(script):2:1: error:"))
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("^") })
    }

    @Test("an unknown option is a usage error: exit 2")
    func unknownOption() throws {
        let run = try tableshell("--no-such-option")
        #expect(run.status == 2)
        #expect(run.stdout == "")
        #expect(run.stderr.hasPrefix("tableshell: error: "))
    }

    @Test("a missing script file is a usage error: exit 2, nothing runs")
    func missingFile() throws {
        let folder = try ScratchFolder()
        let script = try folder.file("fine.tsh", "echo ran\n")
        let run = try tableshell(script, folder.path("missing.tsh"))
        #expect(run.status == 2)
        #expect(run.stdout == "")
        #expect(run.stderr.hasPrefix("tableshell: error: cannot read '\(folder.path("missing.tsh"))'"))
    }

    @Test("a directory given as a script is a usage error: exit 2")
    func directoryAsScript() throws {
        let folder = try ScratchFolder()
        let run = try tableshell(folder.url.path)
        #expect(run.status == 2)
        #expect(run.stderr.contains("is a directory"))
    }

    @Test("a script that is not UTF-8 is bad input: exit 1, with the byte offset")
    func notUTF8() throws {
        let folder = try ScratchFolder()
        let script = try folder.file("latin1.tsh", Data("echo caf".utf8) + [0xE9, 0x0A])
        let run = try tableshell(script)
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(run.stderr == "tableshell: error: '\(script)' is not valid UTF-8 at line 1 (byte offset 8)\n")
    }

    @Test("--version prints the version")
    func version() throws {
        let run = try tableshell("--version")
        #expect(run.stdout == "tableshell 0.1.0\n")
        #expect(run.status == 0)
    }

    @Test("--help prints usage and exits 0")
    func help() throws {
        let run = try tableshell("--help")
        #expect(run.stdout.contains("USAGE: tableshell"))
        #expect(run.status == 0)
    }

    #if os(Linux)
    /// libedit, and what it needs, cost a tenth of a start; only the REPL
    /// loads it (the dynamic loader's own log says which files it opens).
    @Test("a script run does not load libedit")
    func noLineEditorForScripts() throws {
        let process = Process()
        process.executableURL = try builtBinary()
        process.arguments = ["-c", "echo hi"]
        // The environment as it is (a sanitized run's options included), and the loader's log.
        process.environment = ProcessInfo.processInfo.environment.merging(["LD_DEBUG": "files"]) { $1 }
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let log = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(log.contains("libc.so"), "LD_DEBUG=files said nothing: \(log)")
        #expect(!log.contains("libedit"))
    }
    #endif

    @Test("quit stops reading input and exits 0")
    func quit() throws {
        #expect(try tableshell("-c", "quit").status == 0)
        let run = try tableshell("-c", "quit; echo after")
        #expect(run.stdout == "")
        #expect(run.status == 0)
    }
}

// MARK: - Running the binary

/// What one run of the binary did.
struct Run {
    var status: Int32
    var stdout: String
    var stderr: String
}

/// Runs the built binary with `arguments`, `input` on a pipe for standard input.
/// With `TABLESHELL_TEST_WRAPPER` set (`scripts/test --valgrind`), the binary
/// runs under that command: `valgrind --error-exitcode=99 …`.
func tableshell(_ arguments: String..., input: String = "") throws -> Run {
    try runBuilt("tableshell", arguments, input: input)
}

/// Runs the built executable `name` (`tableshell`, or an executable of
/// this package made tableshell around an app) as `tableshell` runs.
func runBuilt(_ name: String, _ arguments: [String], input: String = "") throws -> Run {
    let folder = try ScratchFolder()
    let stdout = try folder.file("stdout", "")
    let stderr = try folder.file("stderr", "")
    let stdin = Pipe()

    let process = Process()
    if let wrapper = ProcessInfo.processInfo.environment["TABLESHELL_TEST_WRAPPER"], !wrapper.isEmpty {
        let words = wrapper.split(separator: " ").map(String.init)
        process.executableURL = URL(filePath: words[0])
        process.arguments = Array(words.dropFirst()) + [try builtBinary(name).path] + arguments
    } else {
        process.executableURL = try builtBinary(name)
        process.arguments = arguments
    }
    process.standardInput = stdin
    process.standardOutput = try FileHandle(forWritingTo: URL(filePath: stdout))
    process.standardError = try FileHandle(forWritingTo: URL(filePath: stderr))
    try process.run()
    try stdin.fileHandleForWriting.write(contentsOf: Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    process.waitUntilExit()

    return Run(
        status: process.terminationStatus,
        stdout: try String(contentsOfFile: stdout, encoding: .utf8),
        stderr: try String(contentsOfFile: stderr, encoding: .utf8)
    )
}

struct BinaryNotBuilt: Error, CustomStringConvertible {
    var description: String
}

/// `tableshell` (or another executable of the package) beside the test
/// bundle (`swift build` puts it there), after checking that it is not
/// older than the sources it is built from.
func builtBinary(_ name: String = "tableshell") throws -> URL {
    let packageRoot = URL(filePath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let folders = [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
    guard let binary = folders.map({ $0.appending(path: name) })
        .first(where: { FileManager.default.isExecutableFile(atPath: $0.path) })
    else {
        throw BinaryNotBuilt(description: "no \(name) binary beside \(Bundle.main.bundleURL.path): run `swift build` first (scripts/test does)")
    }
    let built = modificationDate(binary)
    // Only the files the binary is built from: other targets (the benchmark)
    // may change without it being linked again.
    for module in ["tableshell", "TableShellCLI", "TableScript", "TableWalkthrough", "TableRender", "TableEngine", "AppHarness", "ScriptLanguage", "ScriptBytes", "Runs", "CEditLine"] {
        let sources = FileManager.default.enumerator(
            at: packageRoot.appending(path: "Sources/\(module)"), includingPropertiesForKeys: [.contentModificationDateKey])
        let files = sources?.compactMap { $0 as? URL }.filter { ["swift", "h", "modulemap"].contains($0.pathExtension) } ?? []
        if let newer = files.first(where: { modificationDate($0) > built }) {
            throw BinaryNotBuilt(description: "\(binary.path) is older than \(newer.path): run `swift build` first (scripts/test does)")
        }
    }
    return binary
}

private func modificationDate(_ url: URL) -> Date {
    (try? url.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate) ?? .distantPast
}

/// A temporary folder for a test's files, removed when the test is done.
final class ScratchFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appending(path: "tableshellTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    func path(_ name: String) -> String {
        url.appending(path: name).path
    }

    /// Writes a file and returns its path.
    func file(_ name: String, _ contents: String) throws -> String {
        try file(name, Data(contents.utf8))
    }

    func file(_ name: String, _ contents: Data) throws -> String {
        let path = path(name)
        try contents.write(to: URL(filePath: path))
        return path
    }
}
