import Testing
import TableEngine
@testable import TableScript
import TestSupport

/// The shell around a user's app (`HostedApp`): TestSupport's FruitList,
/// engine-level app code entered on its app thread.
@Suite struct HostedAppTests {
    private func session(log: LogStyle = .off) -> (Harness, FruitListApp) {
        let app = FruitListApp()
        return (Harness(log: log, hosting: app), app)
    }

    @Test func gesturesScrollingAndExpectDriveTheApp() throws {
        let (h, app) = session()
        let run = h.run("""
            tap 0.1
            expect selected == 0.1
            scroll to 0.25
            expect visible == 0.16-0.25
            tap 0.20
            expect selected == 0.20
            expect text 0.20 == "Fruit 20"
            """)
        #expect(run.err == "")
        #expect(run.ok)
        let list = try #require(app.list)
        #expect(list.selected == ["Fruit 1", "Fruit 20"])
        #expect(list.callsOffAppThread == 0)
    }

    @Test func theLogShowsTheAppsMessages() {
        let (h, _) = session(log: .objc)
        let run = h.run("tap 0.2\nexpect log contains \"didSelectRowAtIndexPath:\"")
        #expect(run.ok)
        #expect(run.out.contains("tableView:didSelectRowAtIndexPath: [0,2]") || run.out.contains("didSelectRowAtIndexPath:"))
    }

    @Test func renderDrawsTheAppsCellsAndTitles() {
        let (h, app) = session()
        let run = h.run("render")
        #expect(run.ok)
        #expect(run.out.contains("Fruit 0"))
        #expect(run.out.contains("Fruit"))
        #expect(app.list?.callsOffAppThread == 0)
    }

    @Test func anExceptionInTheAppIsTheShellsWithTheAppsCallSiteAndTheTableIsAsItWas() throws {
        let (h, app) = session()
        let run = h.run("""
            swipe 0.3 left
            tap confirm
            expect exception NSInternalInconsistencyException
            expect rows 0 == 30
            expect text 0.3 == "Fruit 3"
            """)
        #expect(run.err == "")
        #expect(run.ok)
        #expect(run.out.contains("TestSupport/FruitListApp.swift:"))
        #expect(run.out.contains(": *** NSInternalInconsistencyException: Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (30) must be equal to the number of rows contained in that section before the update (30), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted)"))
        #expect(run.out.contains("here FruitList's code stopped at that call"))
        let list = try #require(app.list)
        #expect(list.linesAfterDelete == 0)
        #expect(list.items.count == 30)
        #expect(h.shell.table.invariantViolations().isEmpty)
        // The next entry runs the app on a new thread.
        list.fixed = true
        let again = h.run("swipe 0.3 left\ntap confirm\nexpect rows 0 == 29\nexpect text 0.3 == \"Fruit 4\"")
        #expect(again.err == "")
        #expect(again.ok)
    }

    @Test func anExceptionNobodyExpectsFailsTheScript() {
        let (h, _) = session()
        let run = h.run("swipe 0.3 left\ntap confirm\necho after")
        #expect(!run.ok)
        #expect(run.err.contains("test.tsh:2:1: error: NSInternalInconsistencyException was raised and not expected"))
    }

    @Test func commandsThatScriptTableshellsOwnAppRefuseAtTheirWord() {
        let (h, _) = session()
        let run = h.run("echo hi\n  fill 1x3")
        #expect(!run.ok)
        #expect(run.err.hasPrefix("test.tsh:2:3: error: 'fill' scripts tableshell's own app; this session runs your app (FruitList): "))
        #expect(run.err.contains("note: 'help' lists the commands that work on your app"))
    }

    @Test func everyScriptedOnlyCommandRefusesBeforeReadingItsWords() {
        let refused = CommandTable.shared.commands.filter(\.scriptedOnly)
        #expect(Set(refused.map(\.name)) == ["demo", "fill", "register", "insert", "delete", "move", "item", "data", "apply", "snapshot",
                                             "answer", "implement", "answers", "dump", "pasteboard", "begin", "end", "abandon", "batch", "dds"])
        for command in refused {
            let (h, _) = session()
            let run = h.run(command.name + " nonsense words")
            #expect(run.err.hasPrefix("test.tsh:1:1: error: '\(command.name)' scripts tableshell's own app"), "\(command.name): \(run.err)")
        }
    }

    @Test func newRelaunchesTheAppAndItsScriptedFormsRefuse() {
        let (h, app) = session()
        #expect(h.run("tap 0.1\nnew\nexpect selected == none").ok)
        #expect(app.launches == 2)
        let diffable = h.run("new --diffable")
        #expect(diffable.err.hasPrefix("test.tsh:1:5: error: 'new --diffable' scripts tableshell's own app"))
        let index = h.run("index off")
        #expect(index.err.hasPrefix("test.tsh:1:1: error: 'index off' scripts tableshell's own app"))
        let snapshot = h.run("expect snapshot == A: x")
        #expect(snapshot.err.hasPrefix("test.tsh:1:1: error: 'expect snapshot' scripts tableshell's own app"))
    }

    @Test func helpAndStateSayWhatRuns() {
        let (h, _) = session()
        let run = h.run("help\nstate\nhelp fill")
        #expect(run.ok)
        #expect(run.out.hasPrefix("tableshell: a headless UITableView you drive with commands, running your app\n(FruitList).\n"))
        #expect(run.out.contains("Not on your app (they script tableshell's own app, and refuse here): "))
        #expect(!run.out.contains("\n  fill "))
        #expect(run.out.contains("scenario: your app (FruitList)"))
        #expect(run.out.contains("table: 1 section, 30 rows\n"))
        #expect(run.out.contains("On your app (FruitList): it scripts tableshell's own app, and refuses."))
    }

    @Test func anAppThatRaisesAsItLaunchesFailsTheSessionWhichRunsOnAnEmptyTable() {
        let h = Harness(hosting: FruitListApp(failsAtLaunch: true))
        #expect(h.host.errors.hasPrefix("error: FruitList raised an exception while launching; the session runs on an empty table\n    TestSupport/FruitListApp.swift:"))
        #expect(h.host.errors.contains(": *** NSInternalInconsistencyException: Invalid update: invalid number of rows in section 0."))
        #expect(h.run("expect sections == 0").ok)
        #expect(h.exitStatus == 1)
        // The log records again after the launch that never ended.
        #expect(h.shell.log.isRecording)
    }

    @Test func sourceAndRepeatEnterTheAppOncePerCommand() throws {
        let (h, app) = session()
        let run = h.run("repeat 3 tap 0.1\nexpect selected == 0.1")
        #expect(run.ok)
        #expect(app.list?.selected == ["Fruit 1", "Fruit 1", "Fruit 1"])
    }
}

/// FruitList with a navigation bar button, for `tap button` and `tap alert`.
private final class FruitListWithButtons: HostedApp {
    let name = "FruitList"
    let fruit = FruitListApp()
    var taps: [AppButton] = []
    func launch() -> TableView { fruit.launch() }
    func buttons() -> [AppButton] { [AppButton(place: .navigationBar, title: "Sort")] }
    func tap(_ button: AppButton) -> Bool {
        taps.append(button)
        return true
    }
}

@Suite struct HostedAppButtonTests {
    @Test func tapButtonTapsTheAppsBarButtonAndNamesTheOnesThereWhenMistyped() {
        let app = FruitListWithButtons()
        let h = Harness(log: .off, hosting: app)
        #expect(h.run("tap button Sort").ok)
        #expect(app.taps == [AppButton(place: .navigationBar, title: "Sort")])
        let typo = h.run("tap button Sortt")
        #expect(!typo.ok)
        #expect(typo.err.contains("no button 'Sortt' (did you mean 'Sort'?); the navigation bar shows: Sort"))
        let alert = h.run("tap alert OK")
        #expect(alert.err.contains("error: no alert shows"))
        #expect(app.taps.count == 1)
    }

    @Test func tableshellsOwnAppHasNoAlertsOrBarButtons() {
        let h = Harness()
        #expect(h.run("tap alert OK").err.contains("tableshell's own app presents no alerts"))
        #expect(h.run("tap button Edit").err.contains("tableshell's own app has no navigation bar"))
    }
}
