import TableEngine
import TableRender
import AppHarness

/// A user's app under test (``HostedApp``): its table, launched and entered
/// only on its app thread (`AppThread`), one entry per command. The shell
/// wires the table as it wires its own — the call log, the check for work
/// that must stop, the screen's height — and leaves its data source and
/// delegate to the app.
final class HostedAppUnderTest: AppUnderTest {
    private(set) var table: TableView
    let app: any HostedApp
    /// The exception the app raised while launching, if it did: the table
    /// is then an empty one.
    private(set) var launchFailure: AppException?

    /// An empty scripted data source, for estimates of commands that
    /// script tableshell's own app (they refuse to run here).
    let noScript = ScriptedDataSource(model: .empty())

    private let thread = AppThread()
    private let log: CallLog
    private let output: ShellOutput
    private let mustStop: () -> Bool

    /// Launches `app` on its app thread, quietly (the log records nothing).
    init(_ app: any HostedApp, log: CallLog, output: ShellOutput, mustStop: @escaping () -> Bool) {
        self.app = app
        self.log = log
        self.output = output
        self.mustStop = mustStop
        table = TableView(style: .plain)
        do {
            try enter { [unowned self] in relaunch() }
        } catch let exception as AppException {
            launchFailure = exception
            wire()
        } catch {}
    }

    var scenario: String { "your app (\(app.name))" }
    var scripted: ScriptedApp? { nil }
    var hostedName: String? { app.name }
    var counts: any RowCounting { table }

    /// Launches the app again (`new`): its new table replaces the old one.
    /// On the app thread; quiet, as the session's first launch is.
    func relaunch() {
        log.isRecording = false
        defer { log.isRecording = true }
        let launched = app.launch()
        table.removeObservers()
        table = launched
        thread.track(launched)
        wire()
        try? launched.layoutIfNeeded()
        try? launched.runScrollAnimation()
    }

    func enter(_ work: @escaping () throws -> Void) throws {
        switch thread.perform({ Result { try work() } }) {
        case .success(let result):
            try result.get()
        case .failure(.raised(let exception)):
            // The app's code never returns into a quiet launch's end.
            log.isRecording = true
            throw exception
        case .failure(.timedOut(let seconds)):
            throw HostedAppUnavailable(reason: "\(app.name) did not return within \(seconds) s")
        case .failure(.unavailable(let reason)):
            throw HostedAppUnavailable(reason: reason)
        }
    }

    func responds(to selector: MessageSelector) -> Bool {
        [table.dataSource, table.delegate, table.prefetchDataSource, table.dragDelegate, table.dropDelegate]
            .contains { $0?.responds(to: selector) ?? false }
    }

    /// The app's table as `render` draws it: rows off screen have no cell
    /// to show (the app makes cells only when the table asks), so `--all`
    /// marks them; headers and footers off screen show the data source's
    /// titles. On the app thread: a title is the app's answer.
    func renderedScreen(width: Int, all: Bool, geometry: Bool, ascii: Bool, color: Bool) -> String {
        let o = RenderOptions(width: width, ascii: ascii, color: color, all: all, geometry: geometry)
        let table = self.table
        let offscreen = OffscreenContent(
            row: { _ in nil },
            title: { edge, s in table.offscreenTitle(edge, s) })
        return TableRenderer.render(table, options: o, offscreen: offscreen)
    }

    func takeProblems() -> [String] { [] }

    /// The shell's side of the table: the log, the check for work that
    /// must stop, the screen's height, the debug builds' invariant checks.
    private func wire() {
        #if DEBUG
        table.checksInvariants = true
        #endif
        table.viewportHeight = 440
        table.interruptCheck = mustStop
        table.reportsUnimplementedMessages = log.showsUnimplemented
        let log = self.log, output = self.output
        table.observeKeeping(wants: { log.wants($0) }) { event in
            log.record(event) { output.write(utf8: $0) }
        }
    }
}

/// The hosted app cannot be entered again: an entry did not return in
/// time, or too many exceptions have left their app threads behind.
struct HostedAppUnavailable: Error {
    var reason: String
}
