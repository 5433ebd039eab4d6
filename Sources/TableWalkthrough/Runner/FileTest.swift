import TableScript
import ScriptLanguage
/// One file run as a test by `tableshell test`: a `.tsh` script (one test
/// case) or a `.md` walkthrough (a test case per block), each in a fresh
/// session.
public struct FileTest: Sendable, Equatable {
    public enum Status: String, Sendable, CaseIterable {
        case passed, failed, skipped
    }

    /// One test case: a script, or a walkthrough's block.
    public struct Case: Sendable, Equatable {
        public var name: String
        public var status: Status
        /// The first line of what went wrong (`FILE:LINE: …`), or why it
        /// was skipped.
        public var message: String
        /// All of what went wrong.
        public var detail: String
        public var seconds: Double

        public init(name: String, status: Status, message: String = "", detail: String = "", seconds: Double = 0) {
            self.name = name
            self.status = status
            self.message = message
            self.detail = detail
            self.seconds = seconds
        }
    }

    /// The path as given (and shown).
    public var path: String
    public var cases: [Case]
    /// Why the file was skipped, when it was (no `tableshell` blocks).
    public var skipReason: String?
    /// What went wrong, for the person reading the run's output.
    public var report: String
    public var seconds: Double

    public init(path: String, cases: [Case], skipReason: String? = nil, report: String = "", seconds: Double = 0) {
        self.path = path
        self.cases = cases
        self.skipReason = skipReason
        self.report = report
        self.seconds = seconds
    }

    /// Failed if a case failed; skipped if none ran; else passed.
    public var status: Status {
        if cases.contains(where: { $0.status == .failed }) { return .failed }
        if cases.allSatisfy({ $0.status == .skipped }) { return .skipped }
        return .passed
    }

    /// How a reproducer the fuzzer saved begins (`Tests/Corpus`). Such a
    /// script is meant to stop at errors: what it pins is that the process
    /// survives them, which the fuzzer judges from outside. The runner
    /// skips it, saying so.
    public static let fuzzReproducerHeader = "# fuzz: "

    /// Whether `path` names a file `tableshell test` runs.
    public static func isTestFile(_ path: String) -> Bool {
        path.hasSuffix(".tsh") || path.hasSuffix(".md")
    }

    /// Runs `path` in a fresh session: files through `host`, output
    /// dropped, errors kept; on an app `hosting` makes, when given (a
    /// user's own app), else on tableshell's scripted app.
    public static func run(_ path: String, host: ShellHost, hosting: (() -> any HostedApp)? = nil) -> FileTest {
        let clock = ContinuousClock()
        let started = clock.now
        var test = path.hasSuffix(".md") ? walkthrough(path, host: host, hosting: hosting) : script(path, host: host, hosting: hosting)
        test.seconds = seconds(clock.now - started)
        return test
    }

    /// A script, as `tableshell FILE.tsh` runs it: it passes when it would
    /// exit 0.
    static func script(_ path: String, host: ShellHost, hosting: (() -> any HostedApp)? = nil) -> FileTest {
        let sink = CapturingHost(files: host, keepsOutput: false)
        let clock = ContinuousClock()
        let started = clock.now
        let status: Int32
        do {
            let text = try ScriptText.read(path, from: host)
            if text.hasPrefix(fuzzReproducerHeader) {
                return FileTest(path: path, cases: [], skipReason: "a fuzzer's reproducer (it runs under the fuzzer's own judge: scripts/fuzz, FuzzTests)")
            }
            let shell = Shell(options: ShellOptions(), host: sink, hosting: hosting?())
            shell.run(script: text, name: path)
            status = shell.finish()
        } catch {
            sink.text += "\(path): error: \(error.message)\n"
            status = 1
        }
        let errors = sink.text
        let failed = status != 0
        let message = failed ? firstError(errors) ?? "\(path): exit status \(status)" : ""
        return FileTest(path: path, cases: [Case(name: baseName(path), status: failed ? .failed : .passed, message: message,
                                                 detail: failed ? errors : "", seconds: seconds(clock.now - started))],
                        report: failed ? errors : "")
    }

    /// A walkthrough, as `doc --check` runs it: a case per block.
    static func walkthrough(_ path: String, host: ShellHost, hosting: (() -> any HostedApp)? = nil) -> FileTest {
        let result = Walkthrough.checkFile(path: path, update: false, host: host, hosting: hosting)
        if result.hasNoBlocks {
            return FileTest(path: path, cases: [], skipReason: "no ```tableshell blocks")
        }
        if result.blocks.isEmpty {
            // The file cannot be read, or a fence is never closed.
            return FileTest(path: path, cases: [Case(name: baseName(path), status: .failed, message: firstLine(result.report), detail: result.report)],
                            report: result.report)
        }
        let cases = result.blocks.map { block in
            Case(name: "\(baseName(path)):\(block.line)", status: FileTest.Status(rawValue: block.status.rawValue)!,
                 message: block.status == .skipped ? "marked skip" : firstLine(block.report), detail: block.report, seconds: block.seconds)
        }
        let failed = result.blocks.contains { $0.status == .failed }
        return FileTest(path: path, cases: cases, report: failed ? result.report : "")
    }

    /// The first `error:` line of a run's errors.
    static func firstError(_ text: String) -> String? {
        text.split(separator: "\n").first { $0.contains("error: ") }.map(String.init)
    }

    static func firstLine(_ text: String) -> String {
        String(text.prefix { $0 != "\n" })
    }

    static func baseName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    static func seconds(_ d: Duration) -> Double {
        Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
    }
}
