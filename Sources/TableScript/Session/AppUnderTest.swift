import TableEngine

/// The app the shell drives: the table its commands act on and `render`
/// draws, and the one door into the app's code. Two apps play it:
/// tableshell's own scripted app (`ScriptedApp`: a model, answers, `fill`,
/// `implement`…), and a user's own table code (`HostedAppUnderTest`, made
/// from a ``HostedApp``), which runs on an app thread of its own.
protocol AppUnderTest: AnyObject {
    /// The table view the commands drive and `render` draws.
    var table: TableView { get }
    /// How `state` and `show` name what runs: `demo edit`, `new plain`, or
    /// the user's app.
    var scenario: String { get }
    /// The scripted app, when it is the one under test.
    var scripted: ScriptedApp? { get }
    /// The user's app's name, when it is the one under test.
    var hostedName: String? { get }
    /// The counts commands read to name rows and estimate their work: the
    /// scripted app's model, or a hosted app's table.
    var counts: any RowCounting { get }

    /// Runs `work` — a command, or the layout pass after it — where the
    /// app's code may run, and waits for it: each call is one entry into
    /// the app. What `work` throws is thrown; an exception UIKit raised in
    /// the app's code is thrown as the harness's `AppException`, each table
    /// put back as it was before its call that raised.
    func enter(_ work: @escaping () throws -> Void) throws
    /// Whether the app implements the message (hints, estimates).
    func responds(to selector: MessageSelector) -> Bool
    /// The drawing `render` prints.
    func renderedScreen(width: Int, all: Bool, geometry: Bool, ascii: Bool, color: Bool) -> String
    /// The warnings from the app since the last call, each once.
    func takeProblems() -> [String]
}

extension AppUnderTest {
    /// Whether the table's counts are what the app's data says (the scripted
    /// app's model; a hosted app's data is its own business).
    var tableAgreesWithModel: Bool { scripted?.tableAgreesWithModel ?? true }
}

/// Sections and rows, as a command counts them to name rows and estimate
/// its work: the scripted app's model, or a hosted app's table.
protocol RowCounting {
    var sectionCount: Int { get }
    func rowCount(_ section: Int) -> Int
    var totalRows: Int { get }
}

extension Model: RowCounting {}

extension TableView: RowCounting {
    var sectionCount: Int { numberOfSections }
}
