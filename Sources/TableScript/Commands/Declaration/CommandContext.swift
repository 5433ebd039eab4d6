import TableEngine
import TableRender
import ScriptLanguage

/// Runs commands inside the one running (`source`, `batch`, `repeat`): the
/// session does, with everything it does around each command.
protocol CommandRunner: AnyObject {
    /// Runs commands (a sourced file, a block) here; false when they
    /// stopped the script.
    func run(_ nodes: [CommandNode], _ source: ScriptSource) -> Bool
    /// Runs a script file's parsed text here (`source`): it closes only
    /// the update blocks it opens.
    func runScript(_ text: ParsedText, _ source: ScriptSource) -> Bool
    /// Runs one command.
    func execute(_ node: CommandNode, _ source: ScriptSource)
}

/// The session's owners a command reaches while it runs: the app under
/// test (table, data source, model), the settings, run control, the prompt's
/// state and the recording, the log, the update blocks, the diagnostics,
/// the budget, the host's files and the output. One object for the
/// session: a command's context, copied as it is handed on, holds one
/// reference rather than a dozen.
final class SessionParts {
    let appUnderTest: any AppUnderTest
    let settings: Settings
    let control: RunControl
    let prompt: PromptInput
    let recording: Recording
    let log: CallLog
    package let blocks: UpdateBlocks
    let diagnostics: Diagnostics
    let budget: Budget
    let host: ShellHost
    let output: ShellOutput
    /// Runs the commands a command runs (`source`, `batch`, `repeat`).
    unowned let runner: any CommandRunner

    init(appUnderTest: any AppUnderTest, settings: Settings, control: RunControl, prompt: PromptInput, recording: Recording,
         log: CallLog, blocks: UpdateBlocks, diagnostics: Diagnostics, budget: Budget, host: ShellHost, output: ShellOutput,
         runner: any CommandRunner) {
        self.appUnderTest = appUnderTest
        self.settings = settings
        self.control = control
        self.prompt = prompt
        self.recording = recording
        self.log = log
        self.blocks = blocks
        self.diagnostics = diagnostics
        self.budget = budget
        self.host = host
        self.output = output
        self.runner = runner
    }
}

/// What a command can reach while it runs: the session's owners, through
/// their narrow interfaces.
package struct CommandContext {
    private let parts: SessionParts
    /// The command as written, and the script it is in.
    let node: CommandNode
    let source: ScriptSource
    /// Whether costs are estimated for commands that will run inside a
    /// block that is not open yet (a `batch`'s): their updates wait for
    /// the block's end.
    private(set) var estimatingInsideBlock = false

    init(_ parts: SessionParts, _ node: CommandNode, _ source: ScriptSource) {
        self.parts = parts
        self.node = node
        self.source = source
    }

    /// This context, for estimating the commands of a block about to open.
    var insideBlock: CommandContext {
        var ctx = self
        ctx.estimatingInsideBlock = true
        return ctx
    }

    /// The command's own word.
    var commandToken: Token { node.words[0] }

    // MARK: The app under test

    var table: TableView { parts.appUnderTest.table }
    /// The scripted app, when it is the app under test.
    var scriptedApp: ScriptedApp? { parts.appUnderTest.scripted }
    /// The scripted app's data source and model, for the commands that
    /// script it (declared `scriptedOnly`: on a user's app they refuse
    /// before they run, and estimates made of them see an empty app).
    var app: ScriptedDataSource { scriptedApp?.app ?? (parts.appUnderTest as! HostedAppUnderTest).noScript }
    var model: Model { app.model }
    /// The counts commands read to name rows and estimate their work: the
    /// model's, or a user's app's table's.
    var counts: any RowCounting { parts.appUnderTest.counts }
    /// Whether the app implements the message (hints, estimates).
    func responds(to selector: MessageSelector) -> Bool { parts.appUnderTest.responds(to: selector) }
    /// The user's app's name, when the session runs one.
    var hostedApp: String? { parts.appUnderTest.hostedName }
    var hostedAppUnderTest: HostedAppUnderTest? { parts.appUnderTest as? HostedAppUnderTest }

    /// Starts a new table and app: `new`, `demo`.
    func install(_ table: TableView, _ app: ScriptedDataSource, diffable: ScriptedDiffableDataSource? = nil, scenario: String) {
        // Every table of the session behaves as the session's iOS.
        table.iOSVersion = options.iOSVersion
        scriptedApp?.install(table, app, diffable: diffable, scenario: scenario)
    }

    /// The table's diffable data source, if it has one.
    var diffable: ScriptedDiffableDataSource? { scriptedApp?.diffable }

    /// The diffable data source, for commands that need one.
    func requireDiffable() throws(ScriptError) -> ScriptedDiffableDataSource {
        guard let diffable else {
            throw ScriptError("'\(commandToken.text)' needs a diffable data source: start one with 'new plain --diffable'", at: commandToken)
        }
        return diffable
    }

    /// Commands that change the model for the table to follow cannot run
    /// on a diffable table, whose data source answers from its snapshot.
    func requireNotDiffable(_ instead: String) throws(ScriptError) {
        if diffable != nil {
            throw ScriptError("'\(commandToken.text)' cannot run on a diffable table: its data source answers from its snapshot (\(instead))", at: commandToken)
        }
    }

    var scenario: String { parts.appUnderTest.scenario }

    // MARK: The session's owners

    var log: CallLog { parts.log }
    package var blocks: UpdateBlocks { parts.blocks }
    var diagnostics: Diagnostics { parts.diagnostics }
    var host: ShellHost { parts.host }
    /// Run control: stopping, nesting, the files being sourced.
    var control: RunControl { parts.control }
    /// The prompt's state: the history (`history`, `show`).
    var prompt: PromptInput { parts.prompt }
    /// A path as the command's script names it: `~` is the home folder; a
    /// relative path is relative to the folder of the script file that
    /// names it (as psql's `\ir`), else to the current folder.
    func resolve(_ typed: String) -> String {
        if typed == "~" || typed.hasPrefix("~/"), let home = host.homeDirectory {
            return home + typed.dropFirst()
        }
        guard !typed.hasPrefix("/"), let file = source.path, let slash = file.lastIndex(of: "/") else { return typed }
        return String(file[...slash]) + typed
    }
    /// The width help wraps to: `--width`'s, else the terminal's, else 80
    /// columns.
    var helpWidth: Int {
        if let width = options.helpWidth { return max(width, 20) }
        return host.wrapWidth(atTerminal: options.atTerminal) ?? Help.defaultWidth
    }

    var options: ShellOptions {
        get { parts.settings.options }
        nonmutating set { parts.settings.options = newValue }
    }

    var autorender: Bool {
        get { parts.settings.autorender }
        nonmutating set { parts.settings.autorender = newValue }
    }

    // MARK: Output

    func write(_ text: String) { parts.output.write(text) }
    func writeLine(_ text: String = "") { parts.output.writeLine(text) }

    /// Draws the table (`render`, `autorender`).
    func render(all: Bool, geometry: Bool, ascii: Bool) {
        write(renderedScreen(all: all, geometry: geometry, ascii: ascii, color: options.color))
    }

    /// The drawing `render` prints, at the session's width.
    func renderedScreen(all: Bool, geometry: Bool, ascii: Bool, color: Bool) -> String {
        parts.appUnderTest.renderedScreen(width: options.width, all: all, geometry: geometry, ascii: ascii, color: color)
    }

    // MARK: Running other commands

    /// Runs commands (a sourced file, a block) here; false when they stopped
    /// the script.
    package func run(_ nodes: [CommandNode], _ source: ScriptSource) -> Bool { parts.runner.run(nodes, source) }

    /// Runs a script file's parsed text here (`source`): it closes only
    /// the update blocks it opens.
    func runScript(_ text: ParsedText, _ source: ScriptSource) -> Bool { parts.runner.runScript(text, source) }

    /// Runs one command (`repeat`); false when it failed.
    func runOne(_ node: CommandNode) -> Bool {
        let errors = diagnostics.errors
        parts.runner.execute(node, source)
        return diagnostics.errors == errors
    }

    /// Whether the script is stopping (an error with --bail, quit, Ctrl-C).
    var isStopping: Bool { control.isStopping }

    /// How many commands are running inside one another, this one included.
    package var commandDepth: Int { control.commandDepth }

    /// Whether the work must stop now (Ctrl-C, the time limit, the memory
    /// limit): loops that a command can make long ask at every turn.
    func mustStop() -> Bool { control.mustStop() }

    /// What the session may spend.
    var budget: Budget { parts.budget }

    func requestQuit() { control.requestQuit() }

    /// `source`: the files being sourced, innermost last.
    var sourceStack: [String] {
        get { control.sourceStack }
        nonmutating set { control.sourceStack = newValue }
    }

    /// Stops the script, as an error with --bail does.
    func stopScript() { control.stopScript() }

    /// `record`: what was typed at the prompt, and what it printed.
    var recording: Recording { parts.recording }

    /// `record`: the session so far as a walkthrough.
    func walkthroughText() throws(RecordRefusal) -> String {
        try recording.walkthroughText(ascii: options.ascii, openBlock: blocks.open.first,
                                      exceptionLeftUnexpected: diagnostics.pendingNumber != nil)
    }

    /// A path as typed, with a leading `~` (alone or before `/`) the home
    /// folder when the host knows it.
    func expandingHome(_ path: String) -> String {
        guard path == "~" || path.hasPrefix("~/"), let home = host.homeDirectory else { return path }
        return home + path.dropFirst()
    }

    // MARK: Model changes the table is told of

    /// A high-level change: the model changes (now, or when the open update
    /// block ends), then the table is told. If the table raises, the model
    /// goes back too.
    func perform(_ batch: ModelBatch, _ tell: () throws(TableViewException) -> Void) throws {
        if blocks.isOpen {
            blocks.modelChanges.append(batch)
            try tell()
            return
        }
        let before = model.sections
        try model.apply(batch)
        do {
            try tell()
        } catch {
            model.replaceAll(before)
            throw error
        }
    }

    /// Commands that replace the table or its whole content cannot run
    /// inside an update block.
    func requireNoOpenBlock() throws(ScriptError) {
        if blocks.isOpen {
            throw ScriptError("'\(commandToken.text)' cannot run inside an update block (close it with 'end' first)", at: commandToken)
        }
    }

    /// reloadData if the table has loaded; otherwise it loads at the end of
    /// the command anyway.
    func reloadIfLoaded() throws(TableViewException) {
        if table.isLoaded { try table.reloadData() }
    }
}
