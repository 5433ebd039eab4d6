import TableEngine

/// tableshell's own app under test: the table view, the scripted app that
/// drives it (its data source and delegate) and, for `new --diffable`, the
/// diffable data source that feeds it. It keeps the three wired together:
/// whatever replaces the table (`new`, `demo`) replaces them at once, and
/// the table in use always reports its messages to the call log and asks
/// whether work must stop. Its code is the shell's own: commands enter it
/// directly.
final class ScriptedApp: AppUnderTest {
    private(set) var table: TableView
    private(set) var app: ScriptedDataSource
    /// The table's data source when it is diffable (`new --diffable`); the
    /// app is then its delegate (the table holds its data source weakly).
    private(set) var diffable: ScriptedDiffableDataSource?
    /// The name of the scenario loaded (`demo edit`), for `state`.
    private(set) var scenario = "new plain"

    private let log: CallLog
    private let output: ShellOutput
    private let mustStop: () -> Bool

    /// An empty plain table, loaded quietly: the state a session starts in.
    /// `mustStop` says whether work must stop (Ctrl-C, the limits).
    init(log: CallLog, output: ShellOutput, mustStop: @escaping () -> Bool) {
        self.log = log
        self.output = output
        self.mustStop = mustStop
        app = ScriptedDataSource(model: .empty())
        table = TableView(style: .plain)
        wire()
        loadQuietly()
    }

    var model: Model { app.model }
    var scripted: ScriptedApp? { self }
    var hostedName: String? { nil }
    var counts: any RowCounting { app.model }

    /// The scripted app is the shell's own code: it runs where the shell does.
    func enter(_ work: @escaping () throws -> Void) throws { try work() }

    /// What the scripted app implements: it is the delegate and data source
    /// (the diffable data source, when there is one, answers the counts).
    func responds(to selector: MessageSelector) -> Bool { app.responds(to: selector) }
    /// Whether the table's counts are the model's.
    var tableAgreesWithModel: Bool { table.agrees(with: app.model) }

    /// Makes `table` the table view, driven by `app` — or, with `diffable`,
    /// fed by that data source and delegated to `app`.
    func install(_ table: TableView, _ app: ScriptedDataSource, diffable: ScriptedDiffableDataSource? = nil, scenario: String) {
        self.table.removeObservers()
        self.table = table
        self.app = app
        self.diffable = diffable
        self.scenario = scenario
        wire()
    }

    /// Loads the table without logging: how a session or a demo starts.
    func loadQuietly() {
        log.isRecording = false
        defer { log.isRecording = true }
        try? table.layoutIfNeeded()
    }

    /// The warnings from answers that could not be evaluated since the
    /// last call, each once.
    func takeProblems() -> [String] {
        guard !app.problems.isEmpty else { return [] }
        var seen = Set<String>()
        let problems = app.problems.filter { seen.insert($0).inserted }
        app.problems.removeAll()
        return problems
    }

    /// The table's data source, delegates and observers. The app is the
    /// table's prefetch data source (it prefetches when it implements
    /// `prefetchRows`).
    private func wire() {
        #if DEBUG
        // Debug builds of the shell check the table after every call.
        table.checksInvariants = true
        #endif
        table.dataSource = diffable ?? app
        table.delegate = app
        table.prefetchDataSource = app
        table.dragDelegate = app
        table.dropDelegate = app
        table.viewportHeight = 440
        table.interruptCheck = mustStop
        table.reportsUnimplementedMessages = log.showsUnimplemented
        // The log and the output are the session's for its whole life, and
        // hold nothing of it: the table may hold them.
        let log = self.log, output = self.output
        table.observeKeeping(wants: { log.wants($0) }) { event in
            log.record(event) { output.write(utf8: $0) }
        }
    }
}

extension TableView {
    /// Whether the table's counts are the model's.
    func agrees(with model: Model) -> Bool {
        guard numberOfSections == model.sectionCount else { return false }
        for s in 0..<model.sectionCount where rowCount(s) != model.rowCount(s) { return false }
        return true
    }
}
