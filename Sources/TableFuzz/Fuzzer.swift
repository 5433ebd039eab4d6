#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import TableScript

/// The grammar-aware fuzzer: scripts written from the command table
/// (`FuzzGenerator`), each run by the built binary in a child process with
/// `--self-check` (the table's and the shell's invariants, and the model's
/// agreement with the table, after every command), judged from outside
/// (`Oracle`: the process lives, holds no more memory than its limit, every
/// error has a position); a failing script is cut down to a short
/// reproducer and saved in the corpus, which the test suite replays.
public struct Fuzzer {
    public struct Configuration: Sendable {
        /// The `tableshell` binary.
        public var binary: String
        public var seed: UInt64 = 1
        /// Scripts to run, from this one.
        public var count = 100
        public var first = 0
        /// Stop starting scripts after this many seconds.
        public var timeBudget: Double?
        /// The memory limit each child runs with (`--memory-limit`).
        public var memoryLimit = 512 << 20
        /// The address space each child may reserve; nil under a sanitizer.
        public var addressSpace: Int? = 4 << 30
        /// Whether a child holding more than its memory limit is a failure
        /// (not under a sanitizer, whose shadow memory the shell cannot see).
        public var checksMemory = true
        /// A command slower than this is a hang (`--self-check-slow`); a
        /// script is killed after three times this plus ten seconds.
        public var slowCommandSeconds: Double = 20
        /// Where to save reproducers (`Tests/Corpus`); nil saves none.
        public var corpus: String?
        /// How many child runs, and seconds, minimising one failure may take.
        public var minimiseRuns = 400
        public var minimiseSeconds = 300.0
        /// Commands (units) per script: a range.
        public var units = 5...60
        /// Progress lines.
        public var log: @Sendable (String) -> Void = { _ in }

        public init(binary: String) { self.binary = binary }
    }

    /// A failure found, cut down, and where it was saved.
    public struct Found: Sendable {
        public var failure: Failure
        public var sequence: Int
        public var originalLines: Int
        public var reproducer: Script
        public var savedAs: String?
    }

    public struct Report: Sendable {
        public var sequences = 0
        public var lines = 0
        public var cpuSeconds = 0.0
        public var wallSeconds = 0.0
        public var found: [Found] = []

        /// Failures by class.
        public var byClass: [FailureClass: Int] {
            found.reduce(into: [:]) { $0[$1.failure.kind, default: 0] += 1 }
        }

        public var summary: String {
            let classes = byClass.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key.rawValue)" }
            return "\(sequences) sequences, \(lines) lines, \(String(format: "%.1f", cpuSeconds)) s of CPU in children "
                + "(\(String(format: "%.1f", wallSeconds)) s wall): "
                + (found.isEmpty ? "no failures" : "\(found.count) failures (\(classes.joined(separator: ", ")))")
        }
    }

    /// A script as the fuzzer runs it: its units, how it is given to the
    /// shell, and the options.
    public struct Script: Sendable, Equatable {
        public var units: [String]
        public var input: String
        public var flags: [String]

        public var text: String { units.joined(separator: "\n") + "\n" }
        public var lineCount: Int { units.reduce(0) { $0 + $1.split(separator: "\n", omittingEmptySubsequences: false).count } }
    }

    public let configuration: Configuration
    private let sandbox: Sandbox

    public init(_ configuration: Configuration) throws {
        var configuration = configuration
        // The child runs in the sandbox: the binary by its full path.
        if let resolved = realpath(configuration.binary, nil) {
            configuration.binary = String(cString: resolved)
            free(resolved)
        }
        self.configuration = configuration
        sandbox = try Sandbox()
    }

    // MARK: Fuzzing

    /// Runs `count` scripts of the seed (or as many as the time budget
    /// lets start), cutting down and saving each failure.
    public func run() -> Report {
        var report = Report()
        let start = Date()
        for k in configuration.first..<(configuration.first + configuration.count) {
            if let budget = configuration.timeBudget, Date().timeIntervalSince(start) > budget { break }
            let script = Self.script(seed: configuration.seed, sequence: k, units: configuration.units)
            let (failure, outcome) = check(script)
            report.sequences += 1
            report.lines += script.lineCount
            report.cpuSeconds += outcome.cpuSeconds
            if outcome.wallSeconds > 10 { configuration.log("sequence \(k): slow, \(Int(outcome.wallSeconds)) s") }
            // Totals so far, now and then: a run cut short still says what it did.
            if report.sequences % 1000 == 0 {
                report.wallSeconds = Date().timeIntervalSince(start)
                configuration.log("progress: " + report.summary)
            }
            guard let failure else { continue }
            configuration.log("sequence \(k): \(failure.kind.rawValue): \(failure.detail)")
            var found = Found(failure: failure, sequence: k, originalLines: script.lineCount, reproducer: script)
            let (small, spent) = minimise(script, failure)
            report.cpuSeconds += spent
            found.reproducer = small
            if let folder = configuration.corpus {
                found.savedAs = try? Corpus.save(small, failure: failure, seed: configuration.seed, sequence: k,
                                                 originalLines: script.lineCount, in: folder)
            }
            configuration.log("  cut down to \(small.lineCount) lines" + (found.savedAs.map { ", saved as \($0)" } ?? "") + ":\n"
                              + small.text.split(separator: "\n").prefix(20).map { "    " + $0.prefix(160) }.joined(separator: "\n"))
            report.found.append(found)
        }
        report.wallSeconds = Date().timeIntervalSince(start)
        return report
    }

    /// The script number `sequence` of `seed`: the same every time.
    public static func script(seed: UInt64, sequence: Int, units: ClosedRange<Int> = 5...60) -> Script {
        var mixer = FuzzGenerator.Random(seed: seed &* 0x100_0000_01B3 ^ UInt64(sequence))
        var generator = FuzzGenerator(seed: mixer.next(), wildness: [0.05, 0.15, 0.3][mixer.below(3)])
        let count = units.lowerBound + mixer.below(units.count)
        var lines = generator.script(units: count)
        // Most scripts start from a table with rows in it.
        if mixer.below(3) != 0 { lines.insert(["fill 3x5", "demo edit", "demo contacts", "fill 2x30", "demo settings"][mixer.below(5)], at: 0) }
        var flags = mixer.below(6) == 0 ? [] : ["--keep-going"]
        flags += ["--log", ["off", "objc", "swift", "json"][mixer.below(4)]]
        if mixer.below(5) == 0 { flags.append("--echo") }
        if mixer.below(5) == 0 { flags.append("--ascii") }
        if mixer.below(5) == 0 { flags += ["--width", ["20", "40", "120", "1000"][mixer.below(4)]] }
        let input = Child.Input.allCases[[0, 0, 0, 1, 2][mixer.below(5)]].rawValue
        return Script(units: lines, input: input, flags: flags)
    }

    // MARK: Judging

    /// Runs a script in a fresh sandbox and judges it.
    public func judge(_ script: Script) -> (failure: Failure?, cpuSeconds: Double) {
        let (failure, outcome) = check(script)
        return (failure, outcome.cpuSeconds)
    }

    private func check(_ script: Script) -> (Failure?, Child.Outcome) {
        let outcome = execute(script)
        return (Oracle.judge(outcome, memoryLimit: configuration.checksMemory ? configuration.memoryLimit : .max / 4), outcome)
    }

    private func execute(_ script: Script) -> Child.Outcome {
        sandbox.reset()
        var arguments = ["--self-check", "--self-check-slow", String(configuration.slowCommandSeconds),
                         "--memory-limit", "\(configuration.memoryLimit >> 20)M"] + script.flags
        var stdin = "/dev/null"
        let text = script.text
        switch Child.Input(rawValue: script.input) ?? .file {
        case .commands where text.utf8.count < 100_000:
            arguments += ["-c", text]
        case .standardInput:
            stdin = sandbox.write("input.tsh", text)
        default:
            arguments.append(sandbox.write("script.tsh", text).split(separator: "/").last.map(String.init) ?? "script.tsh")
        }
        let limits = Child.Limits(seconds: configuration.slowCommandSeconds * 3 + 10, addressSpace: configuration.addressSpace,
                                  cpuSeconds: Int(configuration.slowCommandSeconds * 3 + 15))
        return Child.run(configuration.binary, arguments, in: sandbox.path, stdinPath: stdin, limits: limits)
    }

    // MARK: Minimising

    /// Cuts a failing script down (delta debugging over its units, then
    /// over the commands inside each) while it fails in the same class.
    /// Returns the script and the CPU seconds spent.
    func minimise(_ script: Script, _ failure: Failure) -> (Script, Double) {
        var runs = 0
        var spent = 0.0
        let deadline = Date().addingTimeInterval(configuration.minimiseSeconds)
        func stillFails(_ units: [String]) -> Bool {
            guard runs < configuration.minimiseRuns, Date() < deadline else { return false }
            runs += 1
            var candidate = script
            candidate.units = units
            let (found, outcome) = check(candidate)
            spent += outcome.cpuSeconds
            return found?.kind == failure.kind
        }
        var units = script.units
        // What follows the line the failure points at cannot matter (it
        // never ran): one run instead of many, which counts for hangs.
        if let line = failure.line {
            var seen = 0
            if let last = units.firstIndex(where: { seen += $0.split(separator: "\n", omittingEmptySubsequences: false).count; return seen >= line }),
               last + 1 < units.count, stillFails(Array(units[...last])) {
                units = Array(units[...last])
            }
        }
        units = Self.deltaDebug(units, stillFails)
        // Then the commands inside units: `a; b` and blocks over lines.
        var i = 0
        while i < units.count {
            let pieces = units[i].split(whereSeparator: { $0 == "\n" || $0 == ";" }).map { String($0).trimmingCharacters(in: .whitespaces) }
            if pieces.count > 1 {
                var expanded = units
                expanded.replaceSubrange(i...i, with: pieces)
                if stillFails(expanded) {
                    units = Self.deltaDebug(expanded, stillFails)
                    i = 0
                    continue
                }
            }
            i += 1
        }
        // Without the options it was run with, if it still fails.
        var result = script
        result.units = units
        for flag in ["--echo", "--ascii"] where result.flags.contains(flag) {
            var fewer = result
            fewer.flags.removeAll { $0 == flag }
            runs += 1
            let (found, outcome) = check(fewer)
            spent += outcome.cpuSeconds
            if found?.kind == failure.kind { result = fewer }
        }
        return (result, spent)
    }

    /// Zeller's ddmin: the smallest list (by removing chunks) for which
    /// `fails` still holds.
    static func deltaDebug(_ items: [String], _ fails: ([String]) -> Bool) -> [String] {
        var current = items
        var n = 2
        while current.count >= 2 {
            let chunk = (current.count + n - 1) / n
            var reduced = false
            var start = 0
            while start < current.count {
                var candidate = current
                candidate.removeSubrange(start..<min(start + chunk, current.count))
                if !candidate.isEmpty && fails(candidate) {
                    current = candidate
                    n = max(n - 1, 2)
                    reduced = true
                    break
                }
                start += chunk
            }
            if !reduced {
                if n >= current.count { break }
                n = min(current.count, n * 2)
            }
        }
        if current.count == 1, current[0].isEmpty == false, fails([]) { return [] }
        return current
    }
}

/// The folder scripts run in, with the files they name
/// (`FuzzGenerator.sandboxFiles`), made afresh for each run.
final class Sandbox: @unchecked Sendable {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("tableshell-fuzz-\(getpid())-\(UUID().uuidString.prefix(8))").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        reset()
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Everything a run made goes; the files scripts name come back.
    func reset() {
        let fm = FileManager.default
        for name in (try? fm.contentsOfDirectory(atPath: path)) ?? [] {
            // The folder itself may have been made read-only by nothing we run; be thorough.
            try? fm.removeItem(atPath: path + "/" + name)
        }
        for (name, contents) in FuzzGenerator.sandboxFiles {
            if let contents {
                _ = fm.createFile(atPath: path + "/" + name, contents: Data(contents))
            } else {
                try? fm.createDirectory(atPath: path + "/" + name, withIntermediateDirectories: true)
            }
        }
        mkfifo(path + "/fifo", 0o644)
    }

    /// Writes a file in the folder; returns its path.
    func write(_ name: String, _ text: String) -> String {
        let file = path + "/" + name
        _ = FileManager.default.createFile(atPath: file, contents: Data(text.utf8))
        return file
    }
}
