import TableEngine
import TableRender
@testable import UIKit

/// Runs app code as the harness does: on an app thread, on the main actor,
/// one entry at a time; and keeps the log of the tables it watches.
final class AppRun: @unchecked Sendable {
    let thread = AppThread()
    private(set) var lines: [String] = []

    /// Runs `body` as one entry into the app.
    func callAsFunction<R>(_ body: @escaping @MainActor () -> R) throws -> R {
        try thread.perform { onMainActor(body) }.get()
    }

    /// Keeps `table`'s messages as the log's Swift-style lines.
    func watch(_ table: TableView) {
        let formatter = MessageLogFormatter(style: .swift)
        table.observe { [unowned self] event in lines.append(formatter.line(for: event)) }
    }

    /// The lines logged since the last call.
    func take() -> [String] {
        defer { lines.removeAll() }
        return lines
    }
}

/// What app code records, for a test to read.
@MainActor
final class Journal {
    private(set) var lines: [String] = []
    func append(_ line: String) { lines.append(line) }
    func take() -> [String] {
        defer { lines.removeAll() }
        return lines
    }
}

/// The engine's table of a view controller's table, for driving it.
struct Driven: @unchecked Sendable {
    let table: TableView
}
