import TableEngine
import TableRender

/// What the command line sets for a shell session.
public struct ShellOptions: Sendable {
    /// 7-bit glyphs in renderings.
    public var ascii = false
    /// ANSI colour in renderings (only on a TTY, never with NO_COLOR).
    public var color = false
    /// How the callback log prints, or `.off`.
    public var log: LogStyle = .objc
    /// Rendering width in columns.
    public var width = 60
    /// Print each command (`> cmd`) before its output.
    public var echo = false
    /// Stop at the first error.
    public var bail = true
    /// Whether a person is typing (REPL): errors show no file name.
    public var interactive = false

    public init() {}
}

/// How log lines print.
public enum LogStyle: String, CaseIterable, Sendable {
    case objc, swift, json, off
}

/// Set from a SIGINT handler: the running command stops at its next check.
/// A plain global with a constant initializer, so a signal handler may write it.
nonisolated(unsafe) public var shellInterruptRequested: Bool = false

/// The result of feeding one typed line to the shell.
public enum FeedResult: Sendable, Equatable {
    /// The command (or commands) ran.
    case complete
    /// The input continues on the next line (a trailing `\`, or an open
    /// `batch {` block): prompt for more.
    case needsMore
}

/// A tableshell session: one table view, its model and scripted data
/// source, the callback log, and the commands that drive them.
public final class Shell {
    public var options: ShellOptions {
        didSet { logStyle = options.log }
    }
    private let emitOutput: (String) -> Void
    private let emitErrors: (String) -> Void
    private var buffer = ""

    // The app under test.
    public internal(set) var table: TableView
    var dataSource: ScriptedDataSource
    var model: Model { dataSource.model }
    /// The name of the scenario loaded (`demo edit`), for `state`.
    var scenario = "new plain"

    // The log.
    var logStyle: LogStyle
    var logFilter: String?
    var callCounts = [Int](repeating: 0, count: Selector.allCases.count)
    /// Messages since the last command that was not an `expect`.
    var recentEvents: [TableEvent] = []
    var recentEventsDropped = 0
    static let recentEventLimit = 200_000

    var autorender = false
    /// Whether the run has failed: its exit status.
    var failed = false
    /// Errors reported so far (a command failed if this grew).
    var errors = 0
    public private(set) var quitRequested = false
    /// The exception the last command raised, until a command looks at it.
    var lastException: TableViewException?
    /// Where the last exception was raised, for "not expected" errors.
    var lastExceptionSite: (ScriptSource, Token)?
    /// Set when a script must stop (bail).
    var stopping = false
    /// Script files being sourced, innermost last (cycle and depth checks).
    var sourceStack: [String] = []
    /// `begin` commands still open, for the end-of-input report.
    var openBegins: [(ScriptSource, Token)] = []
    /// Lines typed so far of a command that continues (REPL).
    private var pendingInput = ""
    /// What was typed at the prompt and what it printed, for `record`.
    var transcript: [(input: String, output: String)] = []
    /// Output being collected for the transcript.
    private var capture: String?
    /// The demo the session started on (`loadDemo`), for `record`.
    var startingDemo: String?
    /// The model changes a high-level command makes inside an update block,
    /// applied when the block ends (UIKit's order: deletes, then inserts).
    var blockBatch = ModelBatch()
    /// The model when the outermost `begin` opened.
    var blockStartModel: [Model.Section]?
    /// How deep in `batch` blocks the current command runs; there, a UIKit
    /// exception ends the block instead of being printed.
    var insideBatch = 0
    var blockException: TableViewException?

    public init(options: ShellOptions = ShellOptions(),
                output: @escaping (String) -> Void,
                errors: @escaping (String) -> Void) {
        self.options = options
        self.logStyle = options.log
        self.emitOutput = output
        self.emitErrors = errors
        let ds = ScriptedDataSource(model: .empty())
        self.dataSource = ds
        self.table = TableView(style: .plain)
        install(TableView(style: .plain), ds)
        loadQuietly()
    }

    /// Loads the table without logging: the state a session starts in.
    private func loadQuietly() {
        recording = false
        defer { recording = true }
        try? table.layoutIfNeeded()
    }

    /// Off while the starting table loads, so a session's log begins with
    /// what the user does.
    private var recording = true

    /// Makes `table` the table view, driven by `dataSource`.
    func install(_ table: TableView, _ dataSource: ScriptedDataSource) {
        self.table.removeObservers()
        self.table = table
        self.dataSource = dataSource
        table.dataSource = dataSource
        table.delegate = dataSource
        table.viewportHeight = 440
        table.observe { [unowned self] event in self.record(event) }
        blockBatch = ModelBatch()
    }

    private func record(_ event: TableEvent) {
        guard recording else { return }
        callCounts[event.selector.rawValue] += 1
        if recentEvents.count < Self.recentEventLimit {
            recentEvents.append(event)
        } else {
            recentEventsDropped += 1
        }
        guard logStyle != .off else { return }
        if let filter = logFilter, !globMatch(filter, event.selector.objcName), !globMatch(filter, event.selector.shortName) { return }
        write(LogFormatter(style: logStyle).line(event) + "\n")
    }

    // MARK: Output

    func write(_ text: String) {
        capture? += text
        buffer += text
        if buffer.utf8.count >= 1 << 16 { flush() }
    }

    func writeLine(_ text: String = "") { write(text + "\n") }

    /// Errors go to their own stream, after the output written so far.
    func writeError(_ text: String) {
        capture? += text
        flush()
        emitErrors(text)
    }

    public func flush() {
        guard !buffer.isEmpty else { return }
        emitOutput(buffer)
        buffer = ""
    }

    public var exitStatus: Int32 { failed ? 1 : 0 }

    // MARK: Running

    /// Runs a whole script: a file, `-c` text or piped standard input.
    /// Returns false when it stopped early (an error with `--bail`, or `quit`).
    @discardableResult
    public func run(script text: String, name: String) -> Bool {
        let source = ScriptSource(name: name, text: text, showsName: true)
        stopping = false
        let ok = run(text, source)
        flush()
        return ok
    }

    func run(_ text: String, _ source: ScriptSource) -> Bool {
        let tokens = Lexer().tokenize(text)
        let nodes: [CommandNode]
        do {
            nodes = try Parser().parse(tokens)
        } catch {
            report(ScriptError(error.message, at: Token(kind: .word, text: "{", quoted: false, line: error.line, column: error.column)), source)
            return false
        }
        return run(nodes, source)
    }

    func run(_ nodes: [CommandNode], _ source: ScriptSource) -> Bool {
        for node in nodes {
            if quitRequested || stopping { return false }
            if takeInterrupt() { return false }
            execute(node, source)
        }
        return !(quitRequested || stopping)
    }

    /// Whether Ctrl-C asked to stop; if so, says so and stops the script
    /// (a session at the prompt goes on).
    func takeInterrupt() -> Bool {
        guard shellInterruptRequested else { return false }
        shellInterruptRequested = false
        writeError("interrupted\n")
        if !options.interactive {
            failed = true
            stopping = true
        }
        return true
    }

    /// The REPL: one line as typed. Lines ending in `\` or inside an open
    /// `batch {` block wait for more.
    public func feed(line: String) -> FeedResult {
        var line = line
        while line.last == "\n" || line.last == "\r" { line.removeLast() }
        pendingInput += pendingInput.isEmpty ? line : "\n" + line
        let lexer = Lexer()
        if lexer.continues(pendingInput) { return .needsMore }
        let tokens = lexer.tokenize(pendingInput)
        if Parser().openBlocks(tokens) > 0 { return .needsMore }
        let text = pendingInput
        pendingInput = ""
        stopping = false
        let source = ScriptSource(name: "<input>", text: text, showsName: false)
        capture = ""
        _ = run(text, source)
        if let output = capture { transcript.append((text, output)) }
        capture = nil
        flush()
        return .complete
    }

    public var hasPendingInput: Bool { !pendingInput.isEmpty }

    public func discardPendingInput() {
        pendingInput = ""
        shellInterruptRequested = false
    }

    /// End of input: an exception nobody expected, or an update block still
    /// open, is an error. Returns the exit status.
    public func finish() -> Int32 {
        checkUnexpectedException()
        if let (source, token) = openBegins.first {
            report(ScriptError("the input ended inside the update block opened here by 'begin' (missing 'end')", at: token), source)
            openBegins.removeAll()
            table.abandonUpdateBlock()
        }
        flush()
        return exitStatus
    }

    // MARK: One command

    func execute(_ node: CommandNode, _ source: ScriptSource) {
        if let bad = node.words.first(where: { $0.kind == .invalid }) {
            report(ScriptError(bad.text, at: bad), source)
            return
        }
        let isExpect = node.name == "expect"
        // Only `expect exception` looks at an exception the last command raised.
        if !(isExpect && node.words.count > 1 && node.words[1].text == "exception") {
            checkUnexpectedException()
            if stopping { return }
        }
        if !isExpect {
            recentEvents.removeAll(keepingCapacity: true)
            recentEventsDropped = 0
        }
        if options.echo { writeLine("> " + node.words.map(\.text).joined(separator: " ")) }
        guard let command = CommandTable.shared.command(named: node.name) else {
            let token = node.words[0]
            report(ScriptError("unknown command '\(node.name)'\(didYouMean(node.name, in: CommandTable.shared.names))", at: token,
                               notes: ["type 'help' for the list of commands"]), source)
            return
        }
        var invocation = Invocation(shell: self, node: node, source: source)
        do {
            try command.run(&invocation)
            // The run loop turns: a layout pass, unless an update block is open.
            if table.openUpdateBlocks == 0 { try table.layoutIfNeeded() }
        } catch let error as ScriptError {
            report(error, source)
        } catch let exception as TableViewException {
            if insideBatch > 0 {
                blockException = exception
            } else {
                raise(exception, at: node.words[0], source)
            }
        } catch {
            report(ScriptError("\(error)", at: node.words[0]), source)
        }
        reportProblems(source, node)
        if autorender && command.changesScreen && !isExpect { renderScreen(all: false, geometry: false, ascii: options.ascii) }
    }

    /// Prints a UIKit exception the way the app's console would, and keeps
    /// it for `expect exception`.
    func raise(_ exception: TableViewException, at token: Token, _ source: ScriptSource) {
        closeAllBlocks()
        let what = exception.reason.hasPrefix("Invalid update") || exception.reason.hasPrefix("attempt to") ? "the update" : "the call"
        writeLine(exception.description)
        writeLine("    (in an app this terminates it; here the table view keeps its state from before \(what))")
        lastException = exception
        lastExceptionSite = (source, token)
    }

    /// An exception the next command did not expect is an error.
    func checkUnexpectedException() {
        guard let exception = lastException, let (source, token) = lastExceptionSite else { return }
        lastException = nil
        lastExceptionSite = nil
        guard !options.interactive else { return }
        report(ScriptError("\(exception.name.rawValue) was raised and not expected (follow the command with 'expect exception \(exception.name.rawValue)' if it should raise)", at: token), source)
    }

    /// Warnings from answers that could not be evaluated.
    private func reportProblems(_ source: ScriptSource, _ node: CommandNode) {
        guard !dataSource.problems.isEmpty else { return }
        var seen = Set<String>()
        for problem in dataSource.problems where seen.insert(problem).inserted {
            writeError(location(source, node.words[0]) + "warning: " + problem + "\n")
        }
        dataSource.problems.removeAll()
    }

    // MARK: Errors

    func report(_ error: ScriptError, _ source: ScriptSource) {
        errors += 1
        // A mistake typed at the prompt is not the session's exit status.
        if !options.interactive { failed = true }
        var text = location(source, error.token) + "error: " + error.message + "\n"
        if let token = error.token, let line = source.line(token.line) {
            // A very long line shows its start, and the caret if it fits.
            let shown = line.count > 240 ? line.prefix(240) + " …" : line
            text += "    " + shown + "\n"
            if token.column <= 240 {
                let prefix = line.prefix(max(0, token.column - 1))
                let width = min(max(1, displayWidth(token.text)), 240 - displayWidth(prefix) + 1)
                text += "    " + String(repeating: " ", count: displayWidth(prefix)) + "^" + String(repeating: "~", count: max(0, width - 1)) + "\n"
            }
        }
        for note in error.notes { text += "    note: " + note + "\n" }
        writeError(text)
        if options.bail && !options.interactive { stopping = true }
    }

    func location(_ source: ScriptSource, _ token: Token?) -> String {
        guard source.showsName else { return "" }
        guard let token else { return source.name + ": " }
        return "\(source.name):\(token.line):\(token.column): "
    }

    // MARK: Session

    public func requestQuit() { quitRequested = true }

    /// Loads a built-in scenario, quietly: the state the REPL starts in
    /// (`demo NAME` typed as a command logs its loading).
    @discardableResult
    public func loadDemo(_ name: String) -> Bool {
        guard let demo = Demo(rawValue: name) else { return false }
        loadDemo(demo)
        loadQuietly()
        startingDemo = name
        return true
    }
}
