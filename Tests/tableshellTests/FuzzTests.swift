import Foundation
import Testing
@testable import TableFuzz

/// The grammar-aware fuzzer in the suite: a fixed seed for a bounded time,
/// every saved reproducer as a regression test, and the fuzzer's own parts
/// (the oracle, the minimiser) checked on failures made on purpose.
/// `scripts/fuzz --seed N --count M` runs any seed on demand.
@Suite(.serialized) struct FuzzTests {
    /// Where reproducers are kept: `Tests/Corpus`.
    static let corpus = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Corpus").path

    static func configuration() throws -> Fuzzer.Configuration {
        var c = Fuzzer.Configuration(binary: try builtBinary().path)
        // The tests run the debug build: ten times slower than a release
        // build, whose time the shell's estimates already allow for.
        c.slowCommandSeconds = 30
        // Under a sanitizer (scripts/test --sanitize NAME) the binary
        // reserves terabytes of address space, holds more memory than the
        // shell knows of, and runs slower still.
        if ProcessInfo.processInfo.environment["TABLESHELL_SANITIZER"] != nil {
            c.addressSpace = nil
            c.checksMemory = false
            c.slowCommandSeconds = 90
        }
        return c
    }

    @Test("a fixed seed runs for at most 45 s without a failure")
    func fixedSeed() throws {
        var c = try Self.configuration()
        c.seed = 13
        c.count = 2_000
        c.timeBudget = 45
        // A failure found here is cut down and saved beside the others, to be
        // fixed and kept as a regression test.
        c.corpus = Self.corpus
        let report = try Fuzzer(c).run()
        print("fuzz, seed 13: " + report.summary)
        #expect(report.sequences >= 50)
        for found in report.found {
            Issue.record("sequence \(found.sequence): \(found.failure.kind.rawValue): \(found.failure.detail)\n\(found.reproducer.text)saved as \(found.savedAs ?? "-")")
        }
    }

    @Test("every reproducer in Tests/Corpus now runs without a failure")
    func corpus() throws {
        let fuzzer = try Fuzzer(Self.configuration())
        let saved = try Corpus.load(Self.corpus)
        #expect(!saved.isEmpty)
        for (name, script) in saved {
            let (failure, _) = fuzzer.judge(script)
            #expect(failure == nil, "\(name): \(failure.map { "\($0.kind.rawValue): \($0.detail)" } ?? "")")
        }
    }

    @Test("a crash is found, cut down to the line that causes it, and saved")
    func findsAndCutsDownACrash() throws {
        let folder = try ScratchFolder()
        // A stand-in for tableshell that crashes on any script that swipes.
        let fake = try folder.file("fake-tableshell", """
            #!/bin/sh
            for last; do :; done
            if grep -q swipe "$last" 2>/dev/null; then kill -SEGV $$; fi
            exit 0

            """)
        chmod(fake, 0o755)
        var c = Fuzzer.Configuration(binary: fake)
        c.seed = 5
        c.count = 200
        c.corpus = folder.path("corpus")
        c.units = 20...40
        var report = Fuzzer.Report()
        // Scripts given as files (the stand-in reads only those).
        for k in 0..<c.count where report.found.isEmpty {
            let script = Fuzzer.script(seed: c.seed, sequence: k, units: c.units)
            guard script.input == "file", script.text.contains("swipe") else { continue }
            c.first = k
            c.count = 1
            report = try Fuzzer(c).run()
        }
        let found = try #require(report.found.first)
        #expect(found.failure.kind == .crash)
        #expect(found.failure.detail.hasPrefix("signal 11"))
        #expect(found.reproducer.units.count == 1)
        #expect(found.reproducer.units[0].contains("swipe"))
        #expect(found.originalLines >= 20)
        let saved = try String(contentsOfFile: try #require(found.savedAs), encoding: .utf8)
        #expect(saved.hasPrefix("# fuzz: crash: signal 11\n# found by seed 5, sequence \(found.sequence); cut down from \(found.originalLines) lines\n"))
        #expect(Corpus.parse(saved).units.last == found.reproducer.units[0])
    }

    @Test("the oracle wants FILE:LINE:COL on every error and warning")
    func oracle() {
        #expect(!Oracle.lacksPosition("script.tsh:3:14: error: unknown command 'x'"))
        #expect(!Oracle.lacksPosition("<stdin>:1:1: warning: answer heightForRow: …"))
        #expect(!Oracle.lacksPosition("    note: usage: edit on|off"))
        #expect(!Oracle.lacksPosition("*** NSInternalInconsistencyException: …"))
        #expect(Oracle.lacksPosition("script.tsh: error: edit: expected on or off"))
        #expect(Oracle.lacksPosition("interrupted error: something"))
        #expect(Oracle.lacksPosition("tableshell: error: cannot write output"))
        let outcome = Child.Outcome(status: 70, signal: nil, killedAtTimeLimit: false, maxResident: 0, cpuSeconds: 0, wallSeconds: 0,
                                    standardError: "script.tsh:2:1: error: internal error: after this command, the shell has 1 update blocks open, the table 0\n")
        #expect(Oracle.judge(outcome, memoryLimit: 1 << 30)?.kind == .invariant)
        #expect(Oracle.judge(outcome, memoryLimit: 1 << 30)?.line == 2)
        var big = outcome
        big.status = 0
        big.standardError = ""
        big.maxResident = 3 << 30
        #expect(Oracle.judge(big, memoryLimit: 1 << 30)?.kind == .memory)
    }

    @Test("delta debugging keeps what the failure needs")
    func deltaDebugging() {
        let items = (0..<40).map(String.init)
        let needed: Set = ["7", "23", "31"]
        let result = Fuzzer.deltaDebug(items) { candidate in needed.isSubset(of: candidate) }
        #expect(result == ["7", "23", "31"])
    }

    @Test("the same seed writes the same scripts")
    func deterministic() {
        #expect(Fuzzer.script(seed: 42, sequence: 3) == Fuzzer.script(seed: 42, sequence: 3))
        #expect(Fuzzer.script(seed: 42, sequence: 3) != Fuzzer.script(seed: 42, sequence: 4))
    }

    @Test("every parameter of every command's forms writes words for the fuzzer")
    func everyParameterWritesFuzzWords() {
        #expect(FuzzGenerator.parametersWithoutWords == [])
    }
}
