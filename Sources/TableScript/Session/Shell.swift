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
    /// Whether `width` follows the terminal's as it changes (no `--width`
    /// and no `set width`): looked at before each command typed.
    public var followsTerminalWidth = false
    /// Print each command (`> cmd`) before its output.
    public var echo = false
    /// Stop at the first error.
    public var bail = true
    /// Whether a person is typing (REPL): errors show no file name.
    public var interactive = false
    /// Whether that person is at a terminal (the REPL, not a walkthrough):
    /// help wraps to the terminal's width, and hints may be given.
    public var atTerminal = false
    /// Write the output out after every command (batch mode), so that a
    /// log shows the last command that ran however the process ends.
    public var flushEachCommand = false
    /// After every command, check the table's and the shell's invariants
    /// and that the model and the table agree where they must; a violation
    /// is an internal error that stops the run (`internalError`). For the
    /// fuzzer, which can see a process only from outside.
    public var selfCheck = false
    /// With `selfCheck`: a command that works longer than this many seconds
    /// of processor time (a hang, seen from inside) is an internal error too.
    public var slowCommandSeconds: Double?

    public init() {}

    /// A memory limit as typed (`512M`, `2G`), in bytes, if it is one a
    /// session can run with.
    public static func parseMemoryLimit(_ text: String) -> Int? {
        guard let bytes = Budget.parse(bytes: text), bytes >= Budget.smallestLimit else { return nil }
        return bytes
    }
}

/// How log lines print.
public enum LogStyle: String, CaseIterable, Sendable {
    case objc, swift, json, off
}

/// What one typed line (`Shell.feed`) did, as a walkthrough judges it.
public struct LineOutcome: Sendable, Equatable {
    /// It reported an error (a failed `expect` is one), or raised an
    /// exception that a later command of the same line did not expect.
    public var failed = false
    /// The exception the line before raised was not expected by this one:
    /// the line before failed.
    public var previousFailed = false
    /// It raised an exception that the next line may expect.
    public var leftException = false
}

/// The result of feeding one typed line to the shell.
public enum FeedResult: Sendable, Equatable {
    /// The command (or commands) ran.
    case complete
    /// The input continues on the next line (a trailing `\`, or an open
    /// `batch {` block): prompt for more.
    case needsMore
}

/// A tableshell session: one table view and the app that drives it, and the
/// commands that act on them. Its state belongs to a few owners — the call
/// log, the update blocks, the diagnostics, the output — and commands reach
/// them through a `CommandContext`, not through the shell.
public final class Shell {
    public var options: ShellOptions {
        didSet {
            if options.log != oldValue.log { log.set(options.log) }
            log.colour = options.color
        }
    }
    let host: ShellHost
    let output: ShellOutput
    let log: CallLog
    let diagnostics: Diagnostics
    let blocks = UpdateBlocks()
    let budget: Budget

    // The app under test.
    public private(set) var table: TableView
    private(set) var app: ScriptedDataSource
    /// The table's data source when it is diffable (`new --diffable`); the
    /// app is then its delegate (the table holds its data source weakly).
    private(set) var diffable: ScriptedDiffableDataSource?
    var model: Model { app.model }
    /// Whether the table's counts are the model's.
    var tableAgreesWithModel: Bool { table.agrees(with: app.model) }
    /// The name of the scenario loaded (`demo edit`), for `state`.
    var scenario = "new plain"
    var autorender = false
    /// Whether the REPL has said why a gesture sent the delegate nothing.
    private var unimplementedHintGiven = false

    // The session.
    public private(set) var quitRequested = false
    /// Set when a script must stop (an error with --bail, Ctrl-C).
    var stopping = false
    /// Script files being sourced, innermost last (cycle and depth checks).
    var sourceStack: [String] = []
    /// Script files being read to estimate what sourcing them costs,
    /// innermost last (an estimate goes no deeper than `source` may).
    var sourcesEstimated = 0
    /// How many commands are running inside one another (`source`, `batch`,
    /// `repeat`): each costs stack, so there is a limit.
    private(set) var commandDepth = 0
    /// Why running work must stop, once noticed (`mustStop`): it stays
    /// until the outermost command is over, so every loop on the way out
    /// stops too, and is reported once, at the innermost command.
    private(set) var stopReason: StopReason?
    private var stopReported = false
    /// When the outermost command running began (`slowCommandSeconds`): in
    /// processor seconds when the host can tell, else wall-clock seconds.
    private var commandStarted: Double?
    private let wallClock = ContinuousClock()
    private lazy var wallClockStart = wallClock.now

    /// Seconds of work so far: the processor's, or the wall clock's.
    private func workSeconds() -> Double {
        if let cpu = host.processorSeconds() { return cpu }
        let elapsed = wallClock.now - wallClockStart
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    }
    /// Lines typed so far of a command that continues (REPL).
    private var pendingInput = ""
    /// How the session started and what was typed since, for `record`.
    var recording: Recording
    /// Why no command may write a file now (a walkthrough is running), if so.
    public var fileWritesRefused: String?
    /// What the last line typed did (`feed`), as a walkthrough judges it.
    public private(set) var lastLine = LineOutcome()

    public init(options: ShellOptions = ShellOptions(), host: ShellHost) {
        self.options = options
        self.host = host
        recording = Recording(width: options.width, logStyle: options.log)
        output = ShellOutput(host: host)
        log = CallLog(style: options.log)
        log.colour = options.color
        diagnostics = Diagnostics(output: output)
        budget = Budget(host: host)
        app = ScriptedDataSource(model: .empty())
        table = TableView(style: .plain)
        install(table, app)
        loadQuietly()
    }

    /// A shell whose output and errors go to the closures, with no files.
    public convenience init(options: ShellOptions = ShellOptions(),
                            output: @escaping (String) -> Void,
                            errors: @escaping (String) -> Void) {
        self.init(options: options, host: MemoryHost(output: output, errors: errors))
    }

    /// Loads the table without logging: the state a session starts in.
    private func loadQuietly() {
        log.isRecording = false
        defer { log.isRecording = true }
        try? table.layoutIfNeeded()
    }

    /// Makes `table` the table view, driven by `app` — or, with `diffable`,
    /// fed by that data source and delegated to `app`. The app is the
    /// table's prefetch data source (it prefetches when it implements
    /// `prefetchRows`).
    func install(_ table: TableView, _ app: ScriptedDataSource, diffable: ScriptedDiffableDataSource? = nil) {
        self.table.removeObservers()
        self.table = table
        self.app = app
        self.diffable = diffable
        table.dataSource = diffable ?? app
        table.delegate = app
        table.prefetchDataSource = app
        table.dragDelegate = app
        table.dropDelegate = app
        table.viewportHeight = 440
        table.interruptCheck = { [unowned self] in self.mustStop() }
        table.reportsUnimplementedMessages = log.showsUnimplemented
        // The log and the output are the shell's for its whole life, and
        // hold nothing of it: the table may hold them (no unowned load per
        // message).
        let log = self.log, output = self.output
        table.observe(wants: { log.wants($0) }) { event in
            log.record(event) { output.write(utf8: $0) }
        }
    }

    // MARK: Output

    public func flush() { output.flush() }

    /// The memory the session may use, in bytes (`set memoryLimit`).
    public var memoryLimit: Int {
        get { budget.memoryLimit }
        set { budget.memoryLimit = newValue }
    }

    public var exitStatus: Int32 { internalError != nil ? 70 : diagnostics.failed ? 1 : 0 }

    /// What `selfCheck` found wrong, if anything (the exit status is then 70).
    public internal(set) var internalError: String?
    /// Whether the model and the table may disagree on counts because a
    /// command said so (`data`, `api`, answers for the counts).
    var countsMayDisagree = false
    /// The abandoned blocks `selfCheck` has taken into account.
    var abandonmentsChecked = 0

    // MARK: Running

    /// Runs a whole script: a file, `-c` text or piped standard input.
    /// Returns false when it stopped early (an error with `--bail`, or
    /// `quit`). A script that ends inside an update block it opened is an
    /// error, and the block is abandoned.
    /// `path` is the file the script was read from, if it was: the
    /// scripts it sources are found relative to its folder.
    @discardableResult
    public func run(script text: String, name: String, path: String? = nil) -> Bool {
        stopping = false
        recording.scriptRan(name: name, text: text)
        let ok = runScript(text, ScriptSource(name: name, text: text, showsName: true, path: path))
        flush()
        return ok
    }

    /// A script file's text (named on the command line, or `source`d): it
    /// closes only the update blocks it opens, and all of them.
    func runScript(_ text: String, _ source: ScriptSource) -> Bool {
        var ok = true
        let left = blocks.runningScript { ok = run(text, source) }
        guard let left, !quitRequested else { return ok }
        report(ScriptError("'\(source.name)' ended inside \(left.kind == .batch ? "the batch block" : "the update block") opened here by '\(left.token.text)' (missing '\(left.kind == .batch ? "}" : "end")'); nothing in it was applied", at: left.token), left.source)
        blocks.abandon(table: table, model: app.model)
        return false
    }

    func run(_ text: String, _ source: ScriptSource) -> Bool {
        let nodes: [CommandNode]
        do {
            nodes = try Parser().parse(Lexer().tokenize(text))
        } catch {
            report(ScriptError(error.message, at: Token(kind: .word, text: "{", quoted: false, line: error.line, column: error.column)), source)
            return false
        }
        return run(nodes, source)
    }

    func run(_ nodes: [CommandNode], _ source: ScriptSource) -> Bool {
        let enclosed = blocks.isOpen, abandonedBefore = blocks.abandonments
        for node in nodes {
            if quitRequested || stopping { return false }
            if mustStop() {
                reportStop(at: node.words[0], source)
                if commandDepth == 0 { forgetStop() }
                return false
            }
            execute(node, source)
            // An error abandoned the update block this script runs inside
            // (a `source` in a batch): the rest was to be part of it, and
            // the batch's own work is over.
            if enclosed && blocks.abandonments != abandonedBefore { return false }
        }
        return !(quitRequested || stopping)
    }

    /// Why work stops before it is done.
    enum StopReason: Equatable {
        /// Ctrl-C.
        case interrupt
        /// The time given with `--timeout` is over.
        case timeout
        /// The memory in use passed the limit.
        case memory(inUse: Int)
        /// With `selfCheck`: the command has run longer than
        /// `slowCommandSeconds` (a hang, seen from inside).
        case slow
    }

    /// Whether work must stop now: Ctrl-C, the time limit, the memory
    /// limit. Cheap enough for every turn of a loop; the reason is kept
    /// until `reportStop` says it. Between two commands of a script the
    /// memory is not looked at: a session over its limit can still free
    /// memory (`new`) or raise the limit.
    func mustStop() -> Bool {
        if stopReason != nil { return true }
        if host.takeInterrupt() { stopReason = .interrupt }
        else if host.timedOut { stopReason = .timeout }
        else if commandDepth > 0 && budget.isOverLimit { stopReason = .memory(inUse: budget.memoryInUse() ?? 0) }
        else if let slow = options.slowCommandSeconds, options.selfCheck, let started = commandStarted,
                workSeconds() - started > slow { stopReason = .slow }
        return stopReason != nil
    }

    /// Says why work stopped, at the command that was running, and stops
    /// the script (a session at the prompt goes on).
    func reportStop(at token: Token, _ source: ScriptSource) {
        guard let reason = stopReason, !stopReported else { return }
        stopReported = true
        let message = switch reason {
        case .slow: "internal error: this command ran longer than the \(formatNumber(options.slowCommandSeconds ?? 0)) s a command may (a hang)"
        case .interrupt: "interrupted (Ctrl-C)"
        case .timeout: "stopped: the run took longer than its --timeout"
        case .memory(let inUse): "stopped: the process uses \(Budget.format(bytes: inUse)) of memory, more than its limit of \(Budget.format(bytes: budget.memoryLimit)) (see 'help set' for memoryLimit)"
        }
        diagnostics.report(ScriptError(message, at: token), source, interactive: options.interactive)
        if reason == .slow { internalError = message }
        if !options.interactive || reason == .timeout || reason == .slow { stopping = true }
    }

    /// The outermost command is over: at the prompt, the session goes on.
    private func forgetStop() {
        stopReason = nil
        stopReported = false
    }

    /// The REPL: one line as typed. Lines ending in `\` or inside an open
    /// `batch {` block wait for more.
    public func feed(line: String) -> FeedResult {
        var line = line
        while line.last == "\n" || line.last == "\r" { line.removeLast() }
        pendingInput += pendingInput.isEmpty ? line : "\n" + line
        let lexer = Lexer()
        if lexer.continues(pendingInput) { return .needsMore }
        if Parser().openBlocks(lexer.tokenize(pendingInput)) > 0 { return .needsMore }
        let text = pendingInput
        pendingInput = ""
        stopping = false
        followTerminalWidth()
        let errorsBefore = diagnostics.errors
        let raisedBefore = diagnostics.exceptionsRaised
        let pendingBefore = diagnostics.pendingNumber
        diagnostics.unexpectedAtPrompt = []
        recording.lineIsRecord = false
        let printed = output.capturing {
            _ = run(text, ScriptSource(name: "<input>", text: text, showsName: false))
        }
        let unexpected = diagnostics.unexpectedAtPrompt
        lastLine = LineOutcome(
            failed: diagnostics.errors > errorsBefore || unexpected.contains { $0 > raisedBefore },
            previousFailed: pendingBefore.map(unexpected.contains) ?? false,
            leftException: (diagnostics.pendingNumber ?? 0) > raisedBefore)
        recording.lineRan(text, printed: printed, lastLine)
        flush()
        return .complete
    }

    /// Whether an exception raised is still pending: no command after it
    /// has run to expect it or not. At the end of a walkthrough's session,
    /// nothing ever will: it was not expected.
    public var exceptionLeftUnexpected: Bool { diagnostics.pendingNumber != nil }

    public var hasPendingInput: Bool { !pendingInput.isEmpty }

    /// The REPL's history, oldest first (the line editor's), for `history`.
    public var historyLines: (() -> [String])?
    /// The file the history is kept in, for `show`.
    public var historyFile: String?

    /// The terminal's width, when the rendering follows it.
    private func followTerminalWidth() {
        guard options.followsTerminalWidth, let columns = host.terminalColumns else { return }
        let width = min(max(columns, 20), 1000)
        if width != options.width { options.width = width }
    }

    public func discardPendingInput() {
        pendingInput = ""
        _ = host.takeInterrupt()
    }

    /// End of input: an exception nobody expected, or an update block still
    /// open, is an error. Returns the exit status.
    public func finish() -> Int32 {
        checkUnexpectedException()
        if let block = blocks.open.first {
            report(ScriptError("the input ended inside the update block opened here by '\(block.token.text)' (missing 'end')", at: block.token), block.source)
            blocks.abandon(table: table, model: app.model)
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
        guard commandDepth < Limits.commandDepth else {
            report(ScriptError("commands nest deeper than tableshell allows (\(Limits.commandDepth) commands running inside one another through source, batch and repeat)", at: node.words[0]), source)
            return
        }
        commandDepth += 1
        if commandDepth == 1 && options.selfCheck { commandStarted = workSeconds() }
        defer {
            commandDepth -= 1
            if commandDepth == 0 && stopReason != nil { forgetStop() }
        }
        guard let command = CommandTable.shared.command(named: node.name) else {
            checkUnexpectedException()
            if !stopping { reportUnknown(node, source) }
            return
        }
        let form: Form
        do throws(ScriptError) {
            form = try command.form(for: node.words.dropFirst(), named: node.words[0])
        } catch {
            checkUnexpectedException()
            if !stopping { report(error, source) }
            return
        }
        // Only `expect exception` looks at an exception the last command raised.
        if !form.takesException {
            checkUnexpectedException()
            if stopping { return }
        }
        if !command.inspectsPreviousCommand { log.startCommand() }
        let errorsBefore = diagnostics.errors
        // Not what the command printed: the recording leaves it out.
        if options.echo { output.writeUncaptured("> " + node.words.map(\.text).joined(separator: " ") + "\n") }
        let isGesture = CommandTable.shared.isGesture(command)
        let delegateMessagesBefore = isGesture ? log.delegateMessages : 0, unimplementedBefore = table.unimplementedDelegateMessageCount
        let context = CommandContext(self, node, source)
        do {
            // An update that asks every row its height again is refused, as
            // a reload would be, before it starts.
            if command.cost.asksEveryRow(node, context) { try context.requireUpdateAskingEveryRow() }
            try command.run(node, in: form, context)
            // The run loop turns: a layout pass, unless an update block is open.
            if !blocks.isOpen { try table.layoutIfNeeded() }
            if isGesture, table.unimplementedDelegateMessageCount > unimplementedBefore, log.delegateMessages == delegateMessagesBefore {
                hintUnimplemented()
            }
        } catch let error as ScriptError {
            report(error, source)
        } catch let exception as TableViewException where exception == .interrupted {
            // The table stopped because `mustStop` said so; it is as it was.
            if stopReason == nil { stopReason = .interrupt }
        } catch let exception as TableViewException {
            if blocks.insideBatch {
                blocks.raisedInBatch = exception
            } else {
                raise(exception, at: node.words[0], source)
            }
        } catch let error as HostError {
            report(ScriptError(error.message, at: node.words[0]), source)
        } catch {
            report(ScriptError("\(error)", at: node.words[0]), source)
        }
        reportStop(at: node.words[0], source)
        reportProblems(source, node)
        _checkInvariantsInDebug()
        if options.selfCheck {
            selfCheck(after: node, source, failed: diagnostics.errors != errorsBefore || diagnostics.pendingException != nil,
                      took: commandDepth == 1 ? commandStarted.map { workSeconds() - $0 } : nil)
        }
        if autorender && command.changesScreen && !command.inspectsPreviousCommand {
            renderScreen(all: false, geometry: false, ascii: options.ascii)
        }
        if options.flushEachCommand && commandDepth == 1 { output.flush() }
    }

    /// Once a session, at the prompt: a gesture sent the delegate nothing
    /// because it implements none of what UIKit would have asked.
    private func hintUnimplemented() {
        guard options.atTerminal, !unimplementedHintGiven, commandDepth == 1, log.style != .off, !log.showsUnimplemented else { return }
        unimplementedHintGiven = true
        output.writeLine("(no delegate message: the delegate implements none of the methods UIKit would ask here — 'log unimplemented on' shows them, 'implement +all' implements them)")
    }

    private func reportUnknown(_ node: CommandNode, _ source: ScriptSource) {
        report(ScriptError("unknown command '\(node.name)'\(didYouMean(node.name, in: CommandTable.shared.names))", at: node.words[0],
                           notes: ["type 'help' for the list of commands"]), source)
    }

    /// A UIKit exception: every update block closes (the update it was part
    /// of failed), and the exception is printed as the app's console would.
    func raise(_ exception: TableViewException, at token: Token, _ source: ScriptSource) {
        blocks.abandon(table: table, model: app.model)
        diagnostics.raised(exception, source, at: token)
    }

    /// Warnings from answers that could not be evaluated.
    private func reportProblems(_ source: ScriptSource, _ node: CommandNode) {
        guard !app.problems.isEmpty else { return }
        var seen = Set<String>()
        for problem in app.problems where seen.insert(problem).inserted {
            diagnostics.warn(problem, source, at: node.words[0])
        }
        app.problems.removeAll()
    }

    /// An exception the previous command raised, that this one does not
    /// expect, is an error.
    private func checkUnexpectedException() {
        if let (error, source) = diagnostics.unexpectedException(interactive: options.interactive) { report(error, source) }
    }

    func report(_ error: ScriptError, _ source: ScriptSource) {
        diagnostics.report(error, source, interactive: options.interactive)
        if options.bail && !options.interactive { stopping = true }
    }

    // MARK: Invariants

    @inline(__always)
    private func _checkInvariantsInDebug() {
        #if DEBUG
        let problems = invariantViolations()
        precondition(problems.isEmpty, problems.joined(separator: "; "))
        #endif
    }

    /// What contradicts itself in the session: the shell's open update
    /// blocks must be the table's.
    func invariantViolations() -> [String] {
        var problems: [String] = []
        if blocks.open.count != table.openUpdateBlocks {
            problems.append("the shell has \(blocks.open.count) update blocks open, the table \(table.openUpdateBlocks)")
        }
        return problems
    }

    // MARK: Session

    public func requestQuit() { quitRequested = true }

    /// A path as a script names it: `~` is the home folder; a relative path
    /// is relative to the folder of the script file that names it (as
    /// psql's `\ir`), else to the current folder.
    func resolve(_ typed: String, from source: ScriptSource) -> String {
        if typed == "~" || typed.hasPrefix("~/"), let home = host.homeDirectory {
            return home + typed.dropFirst()
        }
        guard !typed.hasPrefix("/"), let file = source.path, let slash = file.lastIndex(of: "/") else { return typed }
        return String(file[...slash]) + typed
    }

    /// Loads a built-in scenario, quietly: the state the REPL starts in
    /// (`demo NAME` typed as a command logs its loading).
    @discardableResult
    public func loadDemo(_ name: String) -> Bool {
        guard let demo = Demo(rawValue: name) else { return false }
        let (table, app) = demo.make()
        install(table, app)
        scenario = "demo \(demo.rawValue)"
        loadQuietly()
        recording.startingDemo = name
        return true
    }
}
