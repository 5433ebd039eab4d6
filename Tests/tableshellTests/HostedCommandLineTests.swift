import Foundation
import Testing

/// A user's executable made tableshell around their app
/// (`TableShell.main(hosting:)`): `tableshell-hosted-fixture`, around
/// TestSupport's FruitList, run as a user runs it.
@Suite("tableshell around your app")
struct HostedCommandLineTests {
    private func fixture(_ arguments: String..., input: String = "") throws -> Run {
        try runBuilt("tableshell-hosted-fixture", arguments, input: input)
    }

    /// A walkthrough of FruitList: a tap, the delete that forgets its
    /// model (the exception at the app's call), and a refused command.
    static let walkthrough = """
        # FruitList

        ```tableshell
        > log off
        > tap 0.1
        > expect selected == 0.1
        > swipe 0.3 left
        > tap confirm
        TestSupport/FruitListApp.swift:[..]: *** NSInternalInconsistencyException: Invalid update: invalid number of rows in section 0. [..]
            (in an app this terminates it; here FruitList's code stopped at that call, and the table view is as it was before it)
        > expect exception NSInternalInconsistencyException
        > expect rows 0 == 30
        > fill 1x3
        ? failed
        error: 'fill' scripts tableshell's own app; this session runs your app (FruitList): its own code is its data source and delegate, and its data changes only through it
            fill 1x3
            ^~~~
            note: 'help' lists the commands that work on your app
        ```

        """

    @Test("scripts and -c drive the app")
    func commandsDriveTheApp() throws {
        let run = try fixture("-c", "log off; tap 0.1; expect selected == 0.1; state")
        #expect(run.stderr == "")
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("scenario: your app (FruitList)\nstyle: plain\ntable: 1 section, 30 rows\n"))
    }

    @Test("the log shows the app's messages")
    func log() throws {
        let run = try fixture(input: "tap 0.1\n")
        #expect(run.status == 0)
        #expect(run.stdout.contains("tableView:didSelectRowAtIndexPath:"))
    }

    @Test("a command that scripts tableshell's own app refuses, at FILE:LINE:COL, and the run exits 1")
    func refusal() throws {
        let run = try fixture("-c", "tap 0.1; implement +all")
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("-c:1:10: error: 'implement' scripts tableshell's own app; this session runs your app (FruitList): "))
    }

    @Test("help says what does not run on the app")
    func help() throws {
        let run = try fixture("help", "answer")
        #expect(run.status == 0)
        #expect(run.stdout.contains("On your app (FruitList): it scripts tableshell's own app, and refuses."))
    }

    @Test("doc --check and test run walkthroughs on the app, test's children included")
    func walkthroughs() throws {
        let folder = try ScratchFolder()
        let file = try folder.file("fruit.md", Self.walkthrough)
        let checked = try fixture("doc", file, "--check")
        #expect(checked.stderr == "")
        #expect(checked.status == 0)
        let tested = try fixture("test", file)
        #expect(tested.status == 0)
        #expect(tested.stdout.hasPrefix("ok      \(file) (1 block)\n"))
        // tableshell's own app has no rows to tap: the children ran FruitList.
        #expect(try tableshell("test", file).status == 1)
    }

    @Test("tableshell itself still runs its scripted app")
    func tableshellIsUnchanged() throws {
        let run = try tableshell("-c", "log off; fill 1x3; expect rows 0 == 3; state")
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("scenario: new plain\n"))
    }
}
