import TableEngine
import ScriptLanguage

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
    /// The width `help` wraps to when it is not the terminal's (`--width`
    /// given); nil: the terminal's, else 80 columns.
    public var helpWidth: Int?
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
    /// The iOS every table of the session behaves as (`--ios`, `set
    /// iOSVersion`; FIDELITY.md V-01).
    public var iOSVersion = IOSVersion.current

    public init() {}

    /// An iOS version as typed (`15`, `16.4`), if it is one a table can
    /// behave as (13 to 26).
    public static func parseIOSVersion(_ text: String) -> IOSVersion? {
        guard let version = IOSVersion(text), IOSVersion.supportedMajors.contains(version.major) else { return nil }
        return version
    }

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
/// commands that act on them. Its state belongs to a few owners — the app
/// under test, the settings, run control, the prompt's state, the
/// recording, the self-check, and the call log, update blocks, diagnostics,
/// budget and output — and commands reach them through a `CommandContext`,
/// never through the shell. The shell reads what is typed or sourced and
/// runs each command through the same steps.
public final class Shell {
    let host: ShellHost
    let output: ShellOutput
    let log: CallLog
    let diagnostics: Diagnostics
    package let blocks = UpdateBlocks()
    let budget: Budget
    let appUnderTest: any AppUnderTest
    let settings: Settings
    let control: RunControl
    let promptInput = PromptInput()
    /// How the session started and what was typed since, for `record`.
    let recording: Recording
    let selfCheck = SelfCheck()

    /// A session on tableshell's scripted app or, given `app`, on that app:
    /// a user's own table code, launched now on its app thread.
    public init(options: ShellOptions = ShellOptions(), host: ShellHost, hosting app: (any HostedApp)? = nil) {
        self.host = host
        recording = Recording(width: options.width, logStyle: options.log)
        output = ShellOutput(host: host)
        log = CallLog(style: options.log)
        diagnostics = Diagnostics(output: output)
        budget = Budget(host: host)
        let control = RunControl(host: host, budget: budget)
        self.control = control
        settings = Settings(options, log: log, control: control)
        let mustStop = { [unowned control] in control.mustStop() }
        if let app {
            let hosted = HostedAppUnderTest(app, log: log, output: output, mustStop: mustStop)
            appUnderTest = hosted
            if let failure = hosted.launchFailure { diagnostics.launchFailed(app.name, failure) }
        } else {
            appUnderTest = ScriptedApp(log: log, output: output, mustStop: mustStop)
        }
        appUnderTest.table.iOSVersion = options.iOSVersion
    }

    /// A shell whose output and errors go to the closures, with no files.
    public convenience init(options: ShellOptions = ShellOptions(),
                            output: @escaping (String) -> Void,
                            errors: @escaping (String) -> Void,
                            hosting app: (any HostedApp)? = nil) {
        self.init(options: options, host: MemoryHost(output: output, errors: errors), hosting: app)
    }

    /// The session's settings.
    public var options: ShellOptions {
        get { settings.options }
        set { settings.options = newValue }
    }

    /// The table view under test.
    public var table: TableView { appUnderTest.table }
    /// The scripted app's data source and model (a hosted app has none).
    var app: ScriptedDataSource { scripted.app }
    var model: Model { scripted.model }
    private var scripted: ScriptedApp {
        guard let scripted = appUnderTest.scripted else { preconditionFailure("the session runs a hosted app") }
        return scripted
    }
    /// The user's app's name, when the session runs one (`hosting:`).
    public var hostedAppName: String? { appUnderTest.hostedName }
    /// Whether the table's counts are the model's.
    var tableAgreesWithModel: Bool { appUnderTest.tableAgreesWithModel }

    /// The parts of the session a command reaches (all of them the
    /// session's for its whole life), made once.
    private(set) lazy var parts = SessionParts(
        appUnderTest: appUnderTest, settings: settings, control: control, prompt: promptInput, recording: recording,
        log: log, blocks: blocks, diagnostics: diagnostics, budget: budget, host: host, output: output, runner: self)

    // MARK: Output and status

    public func flush() { output.flush() }

    /// The memory the session may use, in bytes (`set memoryLimit`).
    public var memoryLimit: Int {
        get { budget.memoryLimit }
        set { budget.memoryLimit = newValue }
    }

    public var exitStatus: Int32 { internalError != nil ? 70 : diagnostics.failed ? 1 : 0 }

    /// What `selfCheck` found wrong, if anything (the exit status is then 70).
    public var internalError: String? { selfCheck.internalError }

    public var quitRequested: Bool { control.quitRequested }

    /// How many `begin` blocks are open (a `batch {` being typed is not
    /// one yet): the REPL warns before Ctrl-D leaves with one open.
    public var openUpdateBlocks: Int { blocks.open.count }

    public func requestQuit() { control.requestQuit() }

    /// Whether an exception raised is still pending: no command after it
    /// has run to expect it or not. At the end of a walkthrough's session,
    /// nothing ever will: it was not expected.
    public var exceptionLeftUnexpected: Bool { diagnostics.pendingNumber != nil }

    /// Why no command may write a file now (a walkthrough is running), if so.
    public var fileWritesRefused: String? {
        get { recording.fileWritesRefused }
        set { recording.fileWritesRefused = newValue }
    }

    /// The session so far as a walkthrough (`record`).
    func walkthroughText() throws(RecordRefusal) -> String {
        try recording.walkthroughText(ascii: options.ascii, openBlock: blocks.open.first, exceptionLeftUnexpected: exceptionLeftUnexpected)
    }

    // MARK: Scripts

    /// Runs a whole script: a file, `-c` text or piped standard input.
    /// Returns false when it stopped early (an error with `--bail`, or
    /// `quit`). A script that ends inside an update block it opened is an
    /// error, and the block is abandoned.
    /// `path` is the file the script was read from, if it was: the
    /// scripts it sources are found relative to its folder.
    @discardableResult
    public func run(script text: String, name: String, path: String? = nil) -> Bool {
        control.startScript()
        recording.scriptRan(name: name, text: text)
        let ok = runScript(text, ScriptSource(name: name, text: text, showsName: true, path: path))
        flush()
        return ok
    }

    /// A script file's text (named on the command line, or `source`d): it
    /// closes only the update blocks it opens, and all of them.
    func runScript(_ text: String, _ source: ScriptSource) -> Bool {
        runScript(Parser().read(text), source)
    }

    /// A script file's text, parsed (`source`).
    func runScript(_ text: ParsedText, _ source: ScriptSource) -> Bool {
        var ok = true
        let left = blocks.runningScript { ok = run(text, source) }
        guard let left, !quitRequested else { return ok }
        report(ScriptError("'\(source.name)' ended inside \(left.kind == .batch ? "the batch block" : "the update block") opened here by '\(left.token.text)' (missing '\(left.kind == .batch ? "}" : "end")'); nothing in it was applied", at: left.token), left.source)
        blocks.abandon(table: table, model: appUnderTest.scripted?.model)
        return false
    }

    package func run(_ text: String, _ source: ScriptSource) -> Bool {
        run(Parser().read(text), source)
    }

    /// Runs a text read once (`Parser.read`): its commands, or the error
    /// that kept it from parsing.
    package func run(_ text: ParsedText, _ source: ScriptSource) -> Bool {
        switch text.commands {
        case .success(let nodes):
            return run(nodes, source)
        case .failure(let error):
            report(ScriptError(error.message, at: Token(kind: .word, text: "{", quoted: false, line: error.line, column: error.column)), source)
            return false
        }
    }

    package func run(_ nodes: [CommandNode], _ source: ScriptSource) -> Bool {
        let enclosed = blocks.isOpen, abandonedBefore = blocks.abandonments
        for node in nodes {
            if control.isStopping { return false }
            if control.mustStop() {
                reportStop(at: node.words[0], source)
                if control.commandDepth == 0 { control.forgetStop() }
                return false
            }
            execute(node, source)
            // An error abandoned the update block this script runs inside
            // (a `source` in a batch): the rest was to be part of it, and
            // the batch's own work is over.
            if enclosed && blocks.abandonments != abandonedBefore { return false }
        }
        return !control.isStopping
    }

    /// End of input: an exception nobody expected, or an update block still
    /// open, is an error. Returns the exit status.
    public func finish() -> Int32 {
        checkUnexpectedException()
        if let block = blocks.open.first {
            report(ScriptError("the input ended inside the update block opened here by '\(block.token.text)' (missing 'end')", at: block.token), block.source)
            blocks.abandon(table: table, model: appUnderTest.scripted?.model)
        }
        flush()
        return exitStatus
    }

    // MARK: The prompt

    /// The REPL: one line as typed. Lines ending in `\` or inside an open
    /// `batch {` block wait for more.
    public func feed(line: String) -> FeedResult {
        guard let (text, parsed) = promptInput.take(line) else { return .needsMore }
        control.startScript()
        followTerminalWidth()
        let errorsBefore = diagnostics.errors
        let raisedBefore = diagnostics.exceptionsRaised
        let pendingBefore = diagnostics.pendingNumber
        diagnostics.unexpectedAtPrompt = []
        recording.lineIsRecord = false
        let printed = output.capturing {
            _ = run(parsed, ScriptSource(name: "<input>", text: text, showsName: false))
        }
        let unexpected = diagnostics.unexpectedAtPrompt
        promptInput.lastLine = LineOutcome(
            failed: diagnostics.errors > errorsBefore || unexpected.contains { $0 > raisedBefore },
            previousFailed: pendingBefore.map(unexpected.contains) ?? false,
            leftException: (diagnostics.pendingNumber ?? 0) > raisedBefore)
        recording.lineRan(text, printed: printed, promptInput.lastLine)
        flush()
        return .complete
    }

    /// What the last line typed did (`feed`), as a walkthrough judges it.
    public var lastLine: LineOutcome { promptInput.lastLine }

    public var hasPendingInput: Bool { promptInput.hasPendingInput }

    public func discardPendingInput() {
        promptInput.discardPendingInput()
        _ = host.takeInterrupt()
    }

    /// The REPL's history, oldest first (the line editor's), for `history`.
    public var historyLines: (() -> [String])? {
        get { promptInput.historyLines }
        set { promptInput.historyLines = newValue }
    }

    /// The file the history is kept in, for `show`.
    public var historyFile: String? {
        get { promptInput.historyFile }
        set { promptInput.historyFile = newValue }
    }

    /// The terminal's width, when the rendering follows it.
    private func followTerminalWidth() {
        guard options.followsTerminalWidth, let columns = host.terminalColumns else { return }
        let width = min(max(columns, 20), 1000)
        if width != options.width { options.width = width }
    }

    // MARK: Demos

    /// Loads a built-in scenario, quietly: the state the REPL starts in
    /// (`demo NAME` typed as a command logs its loading).
    @discardableResult
    public func loadDemo(_ name: String) -> Bool {
        guard let demo = Demo(rawValue: name), let scripted = appUnderTest.scripted else { return false }
        let (table, app) = demo.make()
        scripted.install(table, app, scenario: "demo \(demo.rawValue)")
        scripted.loadQuietly()
        recording.startingDemo = name
        return true
    }

    // MARK: Invariants

    /// What contradicts itself in the session: the shell's open update
    /// blocks must be the table's.
    func invariantViolations() -> [String] { blocks.violations(table: table) }
}

extension Shell: CommandRunner {}
