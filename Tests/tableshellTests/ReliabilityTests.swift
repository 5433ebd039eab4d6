import Foundation
import Testing

/// SPEC §9 from outside the process (issue 13): the time limit, output that
/// reaches the log before the process ends however it ends, scripts that
/// end inside an update block, and files written whole or not at all.
@Suite struct ReliabilityTests {
    // MARK: --timeout

    @Test("--timeout stops a script with an error at the running command and exit 1")
    func timeout() throws {
        let start = Date()
        let run = try tableshell("--log", "off", "--timeout", "1", "-c", "fill 100x10; repeat 3000 reload; echo not reached")
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("-c:1:14: error: stopped: the run took longer than its --timeout\n"))
        #expect(!run.stdout.contains("not reached"))
        #expect(Date().timeIntervalSince(start) < 5)
        #expect(try tableshell("--timeout", "0", "-c", "echo x").status == 2)
    }

    @Test("--timeout while standard input is still open: an error, exit 1")
    func timeoutReadingStandardInput() throws {
        let folder = try ScratchFolder()
        let stderr = try folder.file("stderr", "")
        let process = Process()
        process.executableURL = try builtBinary()
        process.arguments = ["--timeout", "1"]
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: URL(filePath: stderr))
        try process.run()
        try input.fileHandleForWriting.write(contentsOf: Data("echo never\n".utf8))
        process.waitUntilExit()
        try input.fileHandleForWriting.close()
        #expect(process.terminationReason == .exit && process.terminationStatus == 1)
        #expect(try String(contentsOfFile: stderr, encoding: .utf8)
            == "tableshell: error: '<stdin>' was still being read when the time given by --timeout was up\n")
    }

    @Test("--timeout ends a process stuck writing to a pipe nobody reads, after a grace period")
    func timeoutWithOutputNobodyReads() throws {
        let folder = try ScratchFolder()
        let stderr = try folder.file("stderr", "")
        let process = Process()
        process.executableURL = try builtBinary()
        process.arguments = ["--log", "off", "--timeout", "1", "-c", "repeat 20000 echo yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy"]
        let output = Pipe()
        process.standardInput = Pipe()
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: URL(filePath: stderr))
        let start = Date()
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 1)
        #expect(Date().timeIntervalSince(start) < 10)
        let errors = try String(contentsOfFile: stderr, encoding: .utf8)
        #expect(errors.hasSuffix("tableshell: error: --timeout 1 s: tableshell did not stop within 5 s after the time was up (a command stuck, or output nobody reads); exiting\n"))
    }

    // MARK: Output that reaches the log

    @Test("in batch mode output is written after every command: kill -9 loses none of it")
    func flushedPerCommand() throws {
        let folder = try ScratchFolder()
        let stdout = try folder.file("stdout", "")
        let process = Process()
        process.executableURL = try builtBinary()
        process.arguments = ["--log", "off", "-c", "echo before; fill 100x10; repeat 3000 reload"]
        process.standardInput = Pipe()
        process.standardOutput = try FileHandle(forWritingTo: URL(filePath: stdout))
        process.standardError = FileHandle.nullDevice
        try process.run()
        Thread.sleep(forTimeInterval: 0.7)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(try String(contentsOfFile: stdout, encoding: .utf8) == "before\n")
    }

    @Test("a crash writes out what was printed before it")
    func flushedOnACrash() throws {
        let folder = try ScratchFolder()
        // A command inside a sourced file is not written out at once (only
        // top-level ones are): the crash handler must do it.
        let slow = try folder.file("slow.tsh", "echo inside\nfill 100x10\nrepeat 3000 reload\n")
        let stdout = try folder.file("stdout", "")
        let process = Process()
        process.executableURL = try builtBinary()
        process.arguments = ["--log", "off", "-c", "source \(slow)"]
        process.environment = ProcessInfo.processInfo.environment.merging(["SWIFT_BACKTRACE": "enable=no"]) { $1 }
        process.standardInput = Pipe()
        process.standardOutput = try FileHandle(forWritingTo: URL(filePath: stdout))
        process.standardError = FileHandle.nullDevice
        try process.run()
        Thread.sleep(forTimeInterval: 0.7)
        kill(process.processIdentifier, SIGSEGV)
        process.waitUntilExit()
        // (Under a sanitizer, its own handler takes the signal over: it
        // aborts, or exits with its own status.)
        if Self.sanitizer == nil {
            #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGSEGV)
        } else {
            #expect(process.terminationReason == .uncaughtSignal || process.terminationStatus != 0)
        }
        #expect(try String(contentsOfFile: stdout, encoding: .utf8) == "inside\n")
    }

    // MARK: Update blocks across files

    @Test("the first of several scripts ending inside an update block is an error naming where it opened")
    func scriptEndingInsideABlock() throws {
        let folder = try ScratchFolder()
        let first = try folder.file("first.tsh", "fill 1x3\nbegin\ndelete 0.0\n")
        let second = try folder.file("second.tsh", "end\necho second\n")
        let run = try tableshell("--log", "off", first, second)
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("\(first):2:1: error: '\(first)' ended inside the update block opened here by 'begin' (missing 'end'); nothing in it was applied\n"))
        #expect(run.stdout == "")
        let going = try tableshell("--log", "off", "--keep-going", first, second)
        #expect(going.stderr.contains("\(second):1:1: error: 'end' without a 'begin': no update block is open"))
        #expect(going.stdout == "second\n")
    }

    @Test("doc --check fails on a walkthrough that ends inside a block")
    func walkthroughEndingInsideABlock() throws {
        let folder = try ScratchFolder()
        let doc = try folder.file("w.md", "# W\n\n```tableshell\n> log off\n> fill 1x2\n> batch {\n> delete 0.0\n> expect rows 0 == 9\n```\n")
        let run = try tableshell("doc", doc, "--check")
        #expect(run.status == 1)
        #expect(run.stderr == "\(doc):6: error: the walkthrough ends inside the command that starts here (a '{' block not closed, or a line ending in '\\'): it never ran\n\(doc): 1 block failed, 0 passed\n")
    }

    // MARK: Files written whole

    /// A walkthrough whose `--update` rewrites one output line.
    static let stale = "# W\n\n```tableshell\n> echo new\nold\n```\n"
    static let fresh = "# W\n\n```tableshell\n> echo new\nnew\n```\n"

    @Test("doc --update writes through a symlink to its target and keeps the file's mode")
    func updateThroughASymlinkKeepingTheMode() throws {
        let folder = try ScratchFolder()
        let target = try folder.file("target.md", Self.stale)
        chmod(target, 0o600)
        let link = folder.path("link.md")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "target.md")
        let run = try tableshell("doc", link, "--update")
        #expect(run.status == 0 && run.stdout == "\(link): updated (1 block)\n")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "target.md")
        #expect(try String(contentsOfFile: target, encoding: .utf8) == Self.fresh)
        let mode = try FileManager.default.attributesOfItem(atPath: target)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() == ["link.md", "target.md"])
    }

    /// The sanitizer the binary was built with (`scripts/test --sanitize NAME`).
    static let sanitizer = ProcessInfo.processInfo.environment["TABLESHELL_SANITIZER"]

    @Test("a write that fails names the file, leaves it as it was and no temporary behind",
          .disabled(if: sanitizer == "thread", "ThreadSanitizer's runtime maps files of its own, which ulimit -f refuses"))
    func failedWrite() throws {
        let folder = try ScratchFolder()
        let doc = try folder.file("w.md", Self.stale + String(repeating: "padding\n", count: 1000))
        // Files of at most 1 KiB (and the signal for a larger one ignored):
        // the temporary file cannot be written.
        let process = Process()
        process.executableURL = URL(filePath: "/bin/sh")
        process.arguments = ["-c", "trap '' XFSZ; ulimit -f 1; exec \"$0\" doc \"$1\" --update", try builtBinary().path, doc]
        let stderr = try folder.file("stderr", "")
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: URL(filePath: stderr))
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        #expect(try String(contentsOfFile: stderr, encoding: .utf8) == "\(doc): error: cannot write '\(doc)': File too large\n")
        #expect(try String(contentsOfFile: doc, encoding: .utf8) == Self.stale + String(repeating: "padding\n", count: 1000))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() == ["stderr", "w.md"])
    }

    @Test("temporaries left by a tableshell killed while writing are removed by the next write")
    func staleTemporaries() throws {
        let folder = try ScratchFolder()
        let doc = try folder.file("w.md", Self.stale)
        // A process that is gone (pids are below 2^22 on Linux), and one that
        // is not (ours: another tableshell may be writing).
        _ = try folder.file(".w.md.tableshell-9999999.tmp", "half a file")
        _ = try folder.file(".w.md.tableshell-\(getpid()).tmp", "another writer's")
        _ = try folder.file(".other.md.tableshell-9999999.tmp", "not this file's")
        #expect(try tableshell("doc", doc, "--update").status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted()
            == [".other.md.tableshell-9999999.tmp", ".w.md.tableshell-\(getpid()).tmp", "w.md"])
    }

    @Test("kill -9 during a large write leaves the old file or the new one, never a part")
    func killDuringALargeWrite() throws {
        let folder = try ScratchFolder()
        // Its update writes some 4 MB: 20,000 lines of 200 characters.
        let line = String(repeating: "y", count: 200)
        let old = "# W\n\n```tableshell\n> log off\n> repeat 20000 echo \(line)\n```\n"
        let doc = try folder.file("w.md", old)
        let copy = try folder.file("complete.md", old)
        let start = Date()
        #expect(try tableshell("doc", copy, "--update").status == 0)
        let duration = Date().timeIntervalSince(start)
        let new = try String(contentsOfFile: copy, encoding: .utf8)
        #expect(new.utf8.count > 4_000_000)
        // Killed at moments spread over the run, the last ones near its end,
        // when the file is written.
        for fraction in [0.3, 0.6, 0.8, 0.9, 0.95, 0.98, 1.0, 1.02] {
            try Data(old.utf8).write(to: URL(filePath: doc))
            let process = Process()
            process.executableURL = try builtBinary()
            process.arguments = ["doc", doc, "--update"]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            Thread.sleep(forTimeInterval: duration * fraction)
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let now = try String(contentsOfFile: doc, encoding: .utf8)
            #expect(now == old || now == new, "killed at \(fraction) of the run: \(now.utf8.count) bytes")
        }
        // The next write removes what the killed ones left.
        #expect(try tableshell("doc", doc, "--update").status == 0)
        #expect(try String(contentsOfFile: doc, encoding: .utf8) == new)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() == ["complete.md", "w.md"])
    }
}
