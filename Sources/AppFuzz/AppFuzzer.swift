import AppHarness
import TableEngine
import TableRender
import TableShellApp
import UIKit

/// The grammar fuzzer's idea applied to app code: random apps
/// (``RandomApp``: answers that change between calls, updates from
/// callbacks, dequeues from the wrong place, swipe handlers that keep their
/// completion) driven through the UIKit layer with `AppDriver` by random
/// gestures — taps, swipes, swipe buttons, scrolls, edit mode, drags, the
/// app's own buttons — each followed by the run loop's layout pass.
///
/// The oracle, after every entry into the app: it came back within the time
/// limit; an exception is UIKit's (an `AppException` with one of UIKit's
/// exception names and a reason) and left the table exactly as it was
/// before the call; the table's invariants hold; the cells in existence
/// follow the screen, not the rows. "The call" is the table's outermost
/// call that raised: a gesture and the layout pass are one call each; the
/// app's own button may make several, and those that returned before the
/// raise stay made, so after a button only the invariants are checked. A crash ends the process: run from
/// `tableshell-fuzz --app`, each batch of sequences runs in a child
/// process, so a crash is seen from outside and named by its sequence.
public struct AppFuzzer: Sendable {
    /// What a run does.
    public struct Configuration: Sendable {
        /// The seed: the same seed makes the same apps and gestures.
        public var seed: UInt64 = 1
        /// The first sequence to run.
        public var first = 0
        /// How many sequences to run.
        public var count = 20
        /// Gestures in a sequence.
        public var steps = 40
        /// Exceptions after which a sequence ends (each leaves a parked
        /// app thread behind, as UIKit's would have ended the app).
        public var exceptionsPerSequence = 3
        /// Seconds an entry into the app may take before it counts as a hang.
        public var entryTimeout = 20.0
        /// The most cells a table may keep in existence: they follow the
        /// screen (about ten rows), never the count of rows.
        public var cellLimit = 64

        /// The defaults: seed 1, sequences 0 to 19, 40 gestures each.
        public init() {}
    }

    /// What went wrong in a sequence.
    public struct Finding: Sendable, CustomStringConvertible {
        /// What kind of failure.
        public enum Kind: String, Sendable {
            /// An entry did not come back within the time limit.
            case hang
            /// An exception that is not UIKit's, or an error no gesture throws.
            case unexpectedError = "unexpected error"
            /// An exception left the table other than it was before the call.
            case notPutBack = "not put back"
            /// The table's invariants broke.
            case invariant
            /// More cells than the screen needs.
            case memory
        }

        /// The seed and sequence that reproduce it.
        public var seed: UInt64
        /// The sequence of the seed.
        public var sequence: Int
        /// The gesture (from 0) at which it was found.
        public var step: Int
        /// What kind of failure.
        public var kind: Kind
        /// What was seen.
        public var detail: String
        /// The gestures of the sequence up to the failure, and what the app did.
        public var trace: [String]

        /// `seed S sequence N step K: KIND: detail`, then the trace.
        public var description: String {
            "seed \(seed) sequence \(sequence) step \(step): \(kind.rawValue): \(detail)\n"
                + trace.map { "  " + $0 }.joined(separator: "\n")
        }
    }

    /// What a run found.
    public struct Report: Sendable {
        /// Sequences run.
        public var sequences = 0
        /// Gestures made.
        public var steps = 0
        /// Exceptions UIKit raised (each checked).
        public var exceptions = 0
        /// Failures, one at most per sequence.
        public var findings: [Finding] = []

        /// One line: sequences, gestures, exceptions, failures.
        public var summary: String {
            "\(sequences) sequences, \(steps) gestures, \(exceptions) UIKit exceptions, \(findings.count) failures"
        }
    }

    /// The run's configuration.
    public var configuration: Configuration

    /// A fuzzer with `configuration`.
    public init(_ configuration: Configuration = Configuration()) {
        self.configuration = configuration
    }

    /// Runs the configured sequences, one after another, calling `progress`
    /// with each sequence's number before it starts.
    public func run(progress: (Int) -> Void = { _ in }) -> Report {
        var report = Report()
        for sequence in configuration.first..<(configuration.first + configuration.count) {
            progress(sequence)
            let outcome = runSequence(sequence)
            report.sequences += 1
            report.steps += outcome.steps
            report.exceptions += outcome.exceptions
            if let finding = outcome.finding { report.findings.append(finding) }
        }
        return report
    }

    /// What one sequence did.
    public struct SequenceOutcome: Sendable {
        /// Gestures made.
        public var steps = 0
        /// UIKit exceptions raised.
        public var exceptions = 0
        /// The failure, if one was found (the sequence stops there).
        public var finding: Finding?
        /// The gestures made and the exceptions they raised, in order.
        public var trace: [String] = []
    }

    /// Runs sequence `sequence` of the seed: a new random app, launched,
    /// then random gestures until the steps are done, an exception budget is
    /// spent or the oracle finds a failure.
    public func runSequence(_ sequence: Int) -> SequenceOutcome {
        var run = SequenceRun(configuration: configuration, sequence: sequence)
        return run.go()
    }
}

/// One sequence: the app, its driver, the trace and the oracle's checks.
private struct SequenceRun {
    let configuration: AppFuzzer.Configuration
    let sequence: Int
    let dice: Dice
    var outcome = AppFuzzer.SequenceOutcome()
    var trace: [String] = []
    var step = 0

    init(configuration: AppFuzzer.Configuration, sequence: Int) {
        self.configuration = configuration
        self.sequence = sequence
        dice = Dice(seed: configuration.seed, sequence: sequence)
    }

    mutating func go() -> AppFuzzer.SequenceOutcome {
        let dice = dice
        nonisolated(unsafe) var made: RandomApp?
        let driver: AppDriver
        do {
            driver = try AppDriver(timeout: configuration.entryTimeout) {
                let app = RandomApp(dice: dice)
                made = app
                return app
            }
        } catch {
            // A launch can raise too (a lie at the first reload): UIKit's
            // app would end there. Judge the exception and stop.
            trace.append("launch raised \(error)")
            if let failure = judgeLaunch(error) { fail(failure.0, failure.1) }
            if error is AppException { outcome.exceptions += 1 }
            outcome.trace = trace
            return outcome
        }
        guard let app = made else { return outcome }
        // Each gesture is judged apart from the animated scroll it starts.
        driver.runsScrollAnimations = false
        while step < configuration.steps && outcome.finding == nil && outcome.exceptions < configuration.exceptionsPerSequence {
            let gesture = Gesture.random(dice, driver.table)
            trace.append(gesture.description)
            enter(driver, gesture.description, isOneCall: gesture.isOneCall) { try gesture.perform(on: driver, app: app) }
            animate(driver)
            if outcome.finding == nil {
                enter(driver, "layout", isOneCall: true) { try driver.run { driver.tableView.layoutIfNeeded() } }
                animate(driver)
            }
            driver.clearLog()
            step += 1
        }
        outcome.steps = step
        outcome.trace = trace
        if outcome.finding != nil {
            let journal = (try? driver.run { app.journal }) ?? []
            outcome.finding?.trace = trace + journal.suffix(30).map { "app: " + $0 }
        }
        return outcome
    }

    /// The frames of an animated scroll the last entry started, as an
    /// entry of their own (`go` tells the driver to leave them): they run
    /// after that entry returned, and an exception there puts the table
    /// back as it was before them, not before the entry.
    mutating func animate(_ driver: AppDriver) {
        guard outcome.finding == nil, driver.table.hasScrollAnimation else { return }
        trace.append("  scroll animation")
        enter(driver, "scroll animation", isOneCall: true) { try driver.runScrollAnimation() }
    }

    /// One entry into the app, judged: the time limit, the exception's
    /// kind, the table put back, its invariants, the cells it keeps.
    mutating func enter(_ driver: AppDriver, _ what: String, isOneCall: Bool, _ body: () throws -> Void) {
        let before = Shot(driver.table)
        do {
            try body()
        } catch let exception as AppException {
            outcome.exceptions += 1
            trace.append("  raised \(exception)")
            guard Self.uikitNames.contains(exception.name), !exception.reason.isEmpty else {
                return fail(.unexpectedError, "\(what): an exception not of UIKit's: \(exception)")
            }
            let after = Shot(driver.table)
            if isOneCall && after != before {
                return fail(.notPutBack, "\(what) raised \(exception)\nbefore:\n\(before)\nafter:\n\(after)")
            }
        } catch is GestureError {
            // The row is not on screen: the gesture did nothing.
        } catch let unavailable as AppDriver.Unavailable {
            return fail(.hang, "\(what): \(unavailable)")
        } catch {
            return fail(.unexpectedError, "\(what): \(error)")
        }
        let problems = driver.table.invariantViolations()
        if !problems.isEmpty { return fail(.invariant, "\(what): " + problems.joined(separator: "; ")) }
        let cells = driver.table.cellsInExistence
        if cells > configuration.cellLimit {
            return fail(.memory, "\(what): \(cells) cells in existence for \(driver.table.visibleRows.count) rows on screen")
        }
    }

    func judgeLaunch(_ error: any Error) -> (AppFuzzer.Finding.Kind, String)? {
        switch error {
        case let exception as AppException:
            return Self.uikitNames.contains(exception.name) ? nil : (.unexpectedError, "launch: \(exception)")
        case let unavailable as AppDriver.Unavailable:
            return (.hang, "launch: \(unavailable)")
        default:
            return (.unexpectedError, "launch: \(error)")
        }
    }

    mutating func fail(_ kind: AppFuzzer.Finding.Kind, _ detail: String) {
        outcome.finding = AppFuzzer.Finding(seed: configuration.seed, sequence: sequence, step: step, kind: kind,
                                            detail: detail, trace: trace)
    }

    static let uikitNames: Set<String> = Set([TableViewException.Name.internalInconsistency, .range, .invalidArgument].map(\.rawValue))
}

/// What the table shows and keeps: equal before a call that raised and after it.
private struct Shot: Equatable, CustomStringConvertible {
    var frame: String
    var rows: [Int]
    var visible: [TableIndexPath]
    var selected: [TableIndexPath]
    var offset: Double
    var editing: Bool
    var swiped: TableIndexPath?

    init(_ table: TableView) {
        frame = TableRenderer.render(table, options: RenderOptions(width: 50, ascii: true))
        rows = (0..<min(table.numberOfSections, 64)).map { table.rowCount($0) }
        visible = table.visibleRows
        selected = Array(table.indexPathsForSelectedRows.prefix(64))
        offset = table.contentOffset
        editing = table.isEditing
        swiped = table.swipedRow?.indexPath
    }

    var description: String {
        "rows \(rows), offset \(offset), visible \(visible.map(\.description).joined(separator: " ")), selected \(selected), editing \(editing), swiped \(swiped.map(\.description) ?? "none")\n\(frame)"
    }
}
