import Testing
import TableEngine
@testable import UIKit
import AppHarness

/// App code on the engine's own protocols, as the layer's bridges run it:
/// its `didSelectRowAt` deletes a row without changing its model.
private final class ForgetfulApp: TableViewDataSource, TableViewDelegate {
    var items = ["Apples", "Pears", "Plums"]
    var linesAfterDelete = 0
    var fixed = false

    func responds(to selector: MessageSelector) -> Bool { selector == .didSelectRow }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { items.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell? {
        let cell = TableViewCell(reuseIdentifier: "Cell")
        cell.text = items[indexPath.row]
        return cell
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: TableIndexPath) {
        if fixed { items.remove(at: indexPath.row) }
        raising(at: CallSite(fileID: "App/ForgetfulApp.swift", line: 25, column: 29)) { () throws(TableViewException) in
            try tableView.deleteRows(at: [indexPath])
        }
        linesAfterDelete += 1
        if !fixed { items.remove(at: indexPath.row) }
    }
}

@Suite struct AppThreadTests {
    private func launch() throws -> (AppThread, TableView, ForgetfulApp) {
        let thread = AppThread()
        let app = ForgetfulApp()
        let table = TableView()
        table.checksInvariants = true
        thread.track(table)
        let loaded = thread.perform {
            table.dataSource = app
            table.delegate = app
            return Result { () throws(TableViewException) in try table.reloadData(); try table.layoutIfNeeded() }
        }
        _ = try loaded.get().get()
        return (thread, table, app)
    }

    @Test func anExceptionInAppCodeEndsTheEntryAtTheCallAndPutsTheTableBack() throws {
        let (thread, table, app) = try launch()
        let tapped = thread.perform { Result { () throws(GestureError) in try table.tap(at: TableIndexPath(row: 1, section: 0)) } }
        guard case .failure(.raised(let exception)) = tapped else {
            Issue.record("expected an exception, got \(tapped)")
            return
        }
        #expect(exception.name == "NSInternalInconsistencyException")
        #expect(exception.reason.hasPrefix("Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (3) must be equal to the number of rows contained in that section before the update (3), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted)"))
        #expect(exception.description.hasPrefix("App/ForgetfulApp.swift:25:29: *** NSInternalInconsistencyException: Invalid update"))
        // No line of the app after the call ran; the table is as it was,
        // the tap's selection undone too.
        #expect(app.linesAfterDelete == 0)
        #expect(app.items.count == 3)
        #expect(table.totalRows == 3)
        #expect(table.firstSelectedRow == nil)
        #expect(table.invariantViolations().isEmpty)
    }

    @Test func theNextEntryRunsOnANewThreadAndWorks() throws {
        let (thread, table, app) = try launch()
        _ = thread.perform { Result { () throws(GestureError) in try table.tap(at: TableIndexPath(row: 0, section: 0)) } }
        app.fixed = true
        let tapped = thread.perform { Result { () throws(GestureError) in try table.tap(at: TableIndexPath(row: 0, section: 0)) } }
        guard case .success(.success) = tapped else {
            Issue.record("expected the tap to work, got \(tapped)")
            return
        }
        #expect(app.items == ["Pears", "Plums"])
        #expect(table.totalRows == 2)
        #expect(table.invariantViolations().isEmpty)
    }

    @Test func theMessagesSentUpToTheRaiseReachTheObservers() throws {
        let (thread, table, app) = try launch()
        var lines: [String] = []
        table.observe { lines.append("\($0.selector)") }
        _ = thread.perform { Result { () throws(GestureError) in try table.tap(at: TableIndexPath(row: 2, section: 0)) } }
        #expect(lines.contains("didSelectRow"))
        #expect(lines.contains("deleteRows"))
        #expect(lines.last == "numberOfRows")
        #expect(app.linesAfterDelete == 0)  // the data source and delegate are weak: keep the app
    }

    @Test func anEntryFromTheAppThreadRunsInPlace() {
        let thread = AppThread()
        let nested = thread.perform { thread.perform { AppThread.isCurrent } }
        guard case .success(.success(true)) = nested else {
            Issue.record("expected to run on the app thread, got \(nested)")
            return
        }
        #expect(!AppThread.isCurrent)
    }
}

/// The harness's isolation hook (`MainActorCheck`): found by its linked
/// name, so also in a binary linked with `--static-swift-stdlib`, where
/// `dlsym` does not see it (the release build of tableshell-bench runs its
/// layer scenario on an app thread for that case).
@Suite struct MainActorCheckTests {
    @Test func theHookIsInstalledOnceAnAppThreadExists() {
        _ = AppThread()
        #expect(MainActorCheck.isInstalled)
    }

    /// A run-time isolation check on an app thread — `MainActor.assumeIsolated`,
    /// a main-actor closure through the standard library's `Optional.map` —
    /// passes there; without the hook it would end the process.
    @Test func runTimeIsolationChecksPassOnAnAppThread() throws {
        let thread = AppThread()
        let answers = try thread.perform { () -> [Int] in
            let assumed = MainActor.assumeIsolated { 1 }
            let mapped = onMainActor { () -> Int? in
                let value: Int? = 2
                return value.map { @MainActor in $0 }
            }
            return [assumed, mapped ?? 0]
        }.get()
        #expect(answers == [1, 2])
    }
}
