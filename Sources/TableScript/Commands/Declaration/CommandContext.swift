import TableEngine
import TableRender

/// What a command can reach while it runs: the app under test (table,
/// data source, model), the log, the update blocks, the diagnostics, the
/// host's files and the output — the shell's owners. Commands use these;
/// `shell` is there for the few helpers, in this layer, that the context
/// is made of.
struct CommandContext {
    let shell: Shell
    /// The command as written, and the script it is in.
    let node: CommandNode
    let source: ScriptSource
    /// Whether costs are estimated for commands that will run inside a
    /// block that is not open yet (a `batch`'s): their updates wait for
    /// the block's end.
    private(set) var estimatingInsideBlock = false

    init(_ shell: Shell, _ node: CommandNode, _ source: ScriptSource) {
        self.shell = shell
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

    var table: TableView { shell.table }
    var app: ScriptedDataSource { shell.app }
    var model: Model { shell.app.model }

    /// Starts a new table and app: `new`, `demo`.
    func install(_ table: TableView, _ app: ScriptedDataSource, diffable: ScriptedDiffableDataSource? = nil, scenario: String) {
        shell.install(table, app, diffable: diffable)
        shell.scenario = scenario
    }

    /// The table's diffable data source, if it has one.
    var diffable: ScriptedDiffableDataSource? { shell.diffable }

    /// The diffable data source, for commands that need one.
    func requireDiffable() throws(ScriptError) -> ScriptedDiffableDataSource {
        guard let diffable = shell.diffable else {
            throw ScriptError("'\(commandToken.text)' needs a diffable data source: start one with 'new plain --diffable'", at: commandToken)
        }
        return diffable
    }

    /// Commands that change the model for the table to follow cannot run
    /// on a diffable table, whose data source answers from its snapshot.
    func requireNotDiffable(_ instead: String) throws(ScriptError) {
        if shell.diffable != nil {
            throw ScriptError("'\(commandToken.text)' cannot run on a diffable table: its data source answers from its snapshot (\(instead))", at: commandToken)
        }
    }

    var scenario: String { shell.scenario }

    // MARK: The shell's owners

    var log: CallLog { shell.log }
    var blocks: UpdateBlocks { shell.blocks }
    var diagnostics: Diagnostics { shell.diagnostics }
    var host: ShellHost { shell.host }
    /// A path as the command's script names it (`~`, relative to the script's folder).
    func resolve(_ path: String) -> String { shell.resolve(path, from: source) }
    /// The width help wraps to: the terminal's, else 80 columns.
    var helpWidth: Int {
        guard options.atTerminal, let columns = host.terminalColumns else { return Help.defaultWidth }
        return max(columns, 20)
    }

    var options: ShellOptions {
        get { shell.options }
        nonmutating set { shell.options = newValue }
    }

    var autorender: Bool {
        get { shell.autorender }
        nonmutating set { shell.autorender = newValue }
    }

    // MARK: Output

    func write(_ text: String) { shell.output.write(text) }
    func writeLine(_ text: String = "") { shell.output.writeLine(text) }

    /// Draws the table (`render`, `autorender`).
    func render(all: Bool, geometry: Bool, ascii: Bool) {
        shell.renderScreen(all: all, geometry: geometry, ascii: ascii)
    }

    // MARK: Running other commands

    /// Runs commands (a sourced file, a block) here; false when they stopped
    /// the script.
    func run(_ nodes: [CommandNode], _ source: ScriptSource) -> Bool { shell.run(nodes, source) }

    /// Lexes, parses and runs a script file's text here (`source`): it
    /// closes only the update blocks it opens.
    func runScript(_ text: String, _ source: ScriptSource) -> Bool { shell.runScript(text, source) }

    /// Runs one command (`repeat`); false when it failed.
    func runOne(_ node: CommandNode) -> Bool {
        let errors = shell.diagnostics.errors
        shell.execute(node, source)
        return shell.diagnostics.errors == errors
    }

    /// Whether the script is stopping (an error with --bail, quit, Ctrl-C).
    var isStopping: Bool { shell.stopping || shell.quitRequested }

    /// How many commands are running inside one another, this one included.
    var commandDepth: Int { shell.commandDepth }

    /// Whether the work must stop now (Ctrl-C, the time limit, the memory
    /// limit): loops that a command can make long ask at every turn.
    func mustStop() -> Bool { shell.mustStop() }

    /// What the session may spend.
    var budget: Budget { shell.budget }

    func requestQuit() { shell.requestQuit() }

    /// `source`: the files being sourced, innermost last.
    var sourceStack: [String] {
        get { shell.sourceStack }
        nonmutating set { shell.sourceStack = newValue }
    }

    /// Stops the script, as an error with --bail does.
    func stopScript() { shell.stopping = true }

    /// `record`: what was typed at the prompt, and what it printed.
    var recording: Recording { shell.recording }

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
