#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TableScript
import TableWalkthrough

/// `tableshell test [PATH…]`: every `.tsh` script and `.md` walkthrough
/// under the paths, each in a fresh session in a child process of its own.
struct TestCommand {
    static let declaration = CommandDeclaration(
        name: "test",
        abstract: "Run scripts and walkthroughs as tests: one line per file, a summary, JUnit XML for CI.",
        discussion: """
            Finds *.tsh scripts and *.md walkthroughs under each PATH (folders are searched \
            whole, except those whose names start with '.'; default: the current folder) and \
            runs each in a fresh session, in a child process of its own, as many at once as \
            the machine has cores. A script passes when 'tableshell FILE.tsh' would exit 0; \
            a walkthrough when 'tableshell doc FILE.md --check' would, each block a test case \
            of its own. A Markdown file without ```tableshell blocks is skipped. Files are \
            reported in the order of their paths, whatever order they finish in; a failure \
            shows FILE:LINE of the command or expected line that differs.

            Exit status: 0 when every file passed (or was skipped); 1 when one failed; 2 a \
            usage error; 130 after Ctrl-C (which stops the files running, and starts no more).
            """,
        arguments: ArgumentsDeclaration(
            name: "paths", help: "Scripts, walkthroughs and folders (default: the current folder).", files: .files("tsh", "md")),
        options: [junitOption, filterOption, shardOption, failFastOption, jobsOption, timeoutOption, workerOption],
        run: { parsed throws(UsageError) in try TestCommand(parsed).run() }
    )

    static let junitOption = OptionDeclaration.option(
        "junit", value: "file", files: .files("xml"), help: "Write a JUnit XML report to this file.")
    static let filterOption = OptionDeclaration.option(
        "filter", value: "glob", help: "Run only the files whose path or name matches this glob ('*' '?' '[…]').")
    static let shardOption = OptionDeclaration.option(
        "shard", value: "k/n",
        help: "Run only the K-th of N shards of the files (1 ≤ K ≤ N): a CI matrix of N machines, each with its own K, runs every file once.")
    static let failFastOption = OptionDeclaration.flag("fail-fast", help: "Start no new file after the first failure.")
    static let jobsOption = OptionDeclaration.option(
        "jobs", value: "n", .integer(1...256, unit: nil), help: "Files run at once. (default: the number of cores)")
    static let defaultTimeout = 300
    static let timeoutOption = OptionDeclaration.option(
        "timeout", value: "seconds", .integer(1...86_400, unit: "seconds"), defaultValue: String(defaultTimeout),
        help: "Stop a file after this many seconds: it fails.")
    /// Runs one file in this process and prints its `WorkerRecord`s (what
    /// the runner's child processes do).
    static let workerOption = OptionDeclaration.option(
        "worker", value: "file", help: "Run one file and print its records.", isHidden: true)

    let paths: [String]
    let junit: String?
    let filter: String?
    let shard: Shard?
    let failFast: Bool
    let jobs: Int?
    let timeout: Int
    let worker: String?

    init(_ parsed: ParsedArguments) throws(UsageError) {
        paths = parsed.arguments
        junit = parsed.text(Self.junitOption)
        filter = parsed.text(Self.filterOption)
        if let text = parsed.text(Self.shardOption) {
            guard let shard = Shard(parsing: text) else {
                throw UsageError("--shard takes K/N with 1 ≤ K ≤ N ≤ \(Shard.maximumCount) (e.g. 2/3), not '\(text)'.")
            }
            self.shard = shard
        } else {
            shard = nil
        }
        failFast = parsed.flag(Self.failFastOption)
        jobs = parsed.integer(Self.jobsOption)
        timeout = parsed.integer(Self.timeoutOption) ?? Self.defaultTimeout
        worker = parsed.text(Self.workerOption)
    }

    func run() -> Never {
        if let worker { runWorker(worker) }
        let host = SystemHost()
        let output = host.output
        Interrupts.install(secondOneExits: true)

        let files: [String]
        switch TestFiles.find(paths.isEmpty ? ["."] : paths) {
        case .success(let found):
            let matching = found.filter { filter == nil || TestFiles.matches(filter!, $0) }
            files = shard?.files(of: matching) ?? matching
        case .failure(let error):
            output.writeError("tableshell: error: \(error.message)\n")
            output.flush()
            Platform.exit(2)
        }

        let clock = ContinuousClock()
        let started = clock.now
        let cores = sysconf(Int32(_SC_NPROCESSORS_ONLN))
        let pool = Workers(binary: Workers.ownBinary(), timeout: timeout, jobs: jobs ?? max(1, cores), failFast: failFast)
        var results: [FileTest] = []
        var interrupted = false
        pool.run(files, interrupted: { interrupted = interrupted || Interrupts.take(); return interrupted }) { test in
            // In path order: the pool calls back in that order.
            output.write(Self.line(for: test))
            output.flush()
            results.append(test)
        }
        let elapsed = clock.now - started
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18

        let passed = results.filter { $0.status == .passed }.count
        let failed = results.filter { $0.status == .failed }.count
        let skipped = results.filter { $0.status == .skipped }.count
        var summary = "\n\(passed) passed, \(failed) failed, \(skipped) skipped"
        if results.count < files.count { summary += ", \(files.count - results.count) not run (\(interrupted ? "interrupted" : "--fail-fast"))" }
        if let shard { summary += " (shard \(shard))" }
        if files.isEmpty { summary += " (no .tsh or .md files\(filter == nil ? "" : " matching '\(filter!)'")\(shard.map { " in shard \($0)" } ?? ""))" }
        output.write(summary + " in \(WorkerRecordFormat.seconds(seconds)) s\n")

        var status: Int32 = interrupted ? 130 : failed > 0 ? 1 : 0
        if let junit {
            do throws(HostError) {
                try host.writeFileAtomically(junit, contents: JUnitReport.xml(results))
            } catch {
                output.writeError("tableshell: error: \(error.message)\n")
                status = 1
            }
        }
        output.flush()
        Platform.exit(status)
    }

    /// `ok      PATH (…)`, `FAILED  PATH` and what went wrong, or
    /// `skipped PATH (why)`.
    static func line(for test: FileTest) -> String {
        switch test.status {
        case .passed:
            let passed = test.cases.filter { $0.status == .passed }.count
            let skipped = test.cases.filter { $0.status == .skipped }.count
            let blocks = test.path.hasSuffix(".md") ? " (\(passed) block\(passed == 1 ? "" : "s")\(skipped > 0 ? ", \(skipped) skipped" : ""))" : ""
            return "ok      \(test.path)\(blocks)\n"
        case .skipped:
            return "skipped \(test.path) (\(test.skipReason ?? "every block marked skip"))\n"
        case .failed:
            let report = test.report.isEmpty ? test.cases.map(\.detail).joined() : test.report
            return "FAILED  \(test.path)\n" + report.split(separator: "\n", omittingEmptySubsequences: false)
                .dropLast(report.hasSuffix("\n") ? 1 : 0).map { "    " + $0 + "\n" }.joined()
        }
    }

    /// The worker: one file, its records on standard output.
    private func runWorker(_ path: String) -> Never {
        let host = SystemHost()
        Interrupts.install(secondOneExits: true)
        FatalSignals.install()
        Interrupts.startTimeout(seconds: timeout)
        let test = FileTest.run(path, host: host, hosting: HostedAppChoice.maker)
        Interrupts.cancelTimeout()
        host.output.write(WorkerRecord.encode(test))
        host.output.flush()
        Platform.exit(0)
    }
}

enum WorkerRecordFormat {
    /// Seconds with two decimals.
    static func seconds(_ s: Double) -> String {
        let cs = Int((s * 100).rounded())
        return "\(cs / 100)." + (cs % 100 < 10 ? "0" : "") + "\(cs % 100)"
    }
}
