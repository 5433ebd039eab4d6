/// Everything a shell needs from the world outside it: files, names of
/// files, output, and Ctrl-C. The `tableshell` executable implements it for
/// the real system; tests and other programs can use `MemoryHost`.
///
/// The library itself opens, reads, writes and renames nothing.
public protocol ShellHost: AnyObject {
    /// A file's bytes, or an error whose message names the file and why.
    func readFile(_ path: String) throws(HostError) -> [UInt8]

    /// Writes a file whole or not at all: the old file or the new one is
    /// there afterwards, never a part (through a symlink to its target,
    /// keeping the file's mode, leaving no temporary file behind).
    func writeFileAtomically(_ path: String, contents: String) throws(HostError)

    /// One name per file (symlinks and `..` resolved), for telling whether
    /// two paths are the same file; nil when there is no such file.
    func canonicalPath(_ path: String) -> String?

    /// Standard output (the host may buffer it).
    func write(_ text: String)

    /// Standard output as UTF-8 bytes (the log's lines, written without a
    /// string of their own); by default, `write` of their text.
    func write(utf8 bytes: [UInt8])

    /// Standard error, after what was written to standard output.
    func writeError(_ text: String)

    /// Writes out anything buffered for standard output.
    func flush()

    /// Whether Ctrl-C was pressed since the last time it was taken; takes it.
    func takeInterrupt() -> Bool

    /// Whether the time the run was given (`--timeout`) is over.
    var timedOut: Bool { get }

    /// The machine's physical memory in bytes, when the host knows it: the
    /// default memory limit is a fraction of it.
    var physicalMemory: Int? { get }

    /// The bytes the process holds in memory now (resident), when the host
    /// can tell: long work stops when it passes the memory limit.
    func memoryInUse() -> Int?

    /// The processor time the process has used, in seconds, when the host
    /// can tell: `--self-check-slow` measures work with it, which a busy
    /// machine does not stretch as it stretches wall time.
    func processorSeconds() -> Double?

    /// Whether `path` names something a script can be read from: a regular
    /// file (not a directory, a device or a FIFO, which could be endless or
    /// block for ever), and its size in bytes; an error names the file.
    func scriptFileSize(_ path: String) throws(HostError) -> Int

    /// The width in columns of the terminal the output goes to, asked each
    /// time (it changes when the window does); nil when it is no terminal.
    var terminalColumns: Int? { get }

    /// The user's home folder, for `~` in paths; nil when unknown.
    var homeDirectory: String? { get }

    /// The entries of a folder ("" is the current one), for completing
    /// file names; empty when it cannot be read.
    func directoryEntries(_ path: String) -> [DirectoryEntry]
}

/// A name in a folder, and whether it is a folder itself.
public struct DirectoryEntry: Sendable, Equatable {
    public var name: String
    public var isDirectory: Bool
    public init(name: String, isDirectory: Bool) {
        self.name = name
        self.isDirectory = isDirectory
    }
}

extension ShellHost {
    public func write(utf8 bytes: [UInt8]) {
        write(String(decoding: bytes, as: UTF8.self))
    }
}

extension ShellHost {
    public var timedOut: Bool { false }
    public var physicalMemory: Int? { nil }
    public func memoryInUse() -> Int? { nil }
    public func processorSeconds() -> Double? { nil }
    public func scriptFileSize(_ path: String) throws(HostError) -> Int { try readFile(path).count }
    public var terminalColumns: Int? { nil }
    public var homeDirectory: String? { nil }
    public func directoryEntries(_ path: String) -> [DirectoryEntry] { [] }
}

/// A file operation that failed, with a message that names the file.
public struct HostError: Error, Sendable, Equatable {
    public var message: String
    public init(_ message: String) { self.message = message }
}

/// A host in memory: files in a dictionary, output collected as text.
/// For tests, and for programs that embed a shell.
public final class MemoryHost: ShellHost {
    public var files: [String: [UInt8]] = [:]
    public var output = ""
    public var errors = ""
    /// Set to make the shell see a Ctrl-C.
    public var interruptRequested = false
    /// Set to make the shell see its time run out (`--timeout`).
    public var timedOut = false
    /// What the host says of the machine's memory and the process's use of it.
    public var physicalMemory: Int?
    public var memoryUse: Int?
    /// What `~` in a path stands for.
    public var homeDirectory: String?
    private let onOutput: ((String) -> Void)?
    private let onError: ((String) -> Void)?

    /// Output goes to `output` and `errors`, or to the closures when given.
    public init(output: ((String) -> Void)? = nil, errors: ((String) -> Void)? = nil) {
        onOutput = output
        onError = errors
    }

    public func readFile(_ path: String) throws(HostError) -> [UInt8] {
        guard let bytes = files[path] else { throw HostError("cannot read '\(path)': No such file or directory") }
        return bytes
    }

    public func writeFileAtomically(_ path: String, contents: String) throws(HostError) {
        files[path] = Array(contents.utf8)
    }

    public func canonicalPath(_ path: String) -> String? { files[path] == nil ? nil : path }

    public func write(_ text: String) {
        if let onOutput { onOutput(text) } else { output += text }
    }

    public func writeError(_ text: String) {
        if let onError { onError(text) } else { errors += text }
    }

    public func flush() {}

    public func takeInterrupt() -> Bool {
        defer { interruptRequested = false }
        return interruptRequested
    }

    public func memoryInUse() -> Int? { memoryUse }

    public func scriptFileSize(_ path: String) throws(HostError) -> Int {
        guard let bytes = files[path] else { throw HostError("cannot read '\(path)': No such file or directory") }
        return bytes.count
    }
}

/// A host whose files are another host's, and which keeps what the shell
/// prints (output and errors, in order) as text: for running a walkthrough
/// whose output is compared.
package final class CapturingHost: ShellHost {
    private let files: ShellHost
    package var text = ""
    /// Whether output is kept too, or only errors.
    private let keepsOutput: Bool

    package init(files: ShellHost, keepsOutput: Bool = true) {
        self.files = files
        self.keepsOutput = keepsOutput
    }

    package func readFile(_ path: String) throws(HostError) -> [UInt8] { try files.readFile(path) }
    package func writeFileAtomically(_ path: String, contents: String) throws(HostError) {
        try files.writeFileAtomically(path, contents: contents)
    }
    package func canonicalPath(_ path: String) -> String? { files.canonicalPath(path) }
    package func write(_ text: String) { if keepsOutput { self.text += text } }
    package func writeError(_ text: String) { self.text += text }
    package func flush() {}
    package func takeInterrupt() -> Bool { files.takeInterrupt() }
    package var timedOut: Bool { files.timedOut }
    package var physicalMemory: Int? { files.physicalMemory }
    package func memoryInUse() -> Int? { files.memoryInUse() }
    package func processorSeconds() -> Double? { files.processorSeconds() }
    package func scriptFileSize(_ path: String) throws(HostError) -> Int { try files.scriptFileSize(path) }
    package var homeDirectory: String? { files.homeDirectory }
}

extension ShellHost {
    /// The width messages and help wrap to at a terminal: its columns (20
    /// at least); nil when the output is no terminal or its width unknown.
    func wrapWidth(atTerminal: Bool) -> Int? {
        guard atTerminal, let columns = terminalColumns else { return nil }
        return max(columns, 20)
    }
}
