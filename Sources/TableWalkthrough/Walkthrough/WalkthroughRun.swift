import TableScript
import ScriptLanguage
/// Running a walkthrough: each block's commands in their session, judged
/// (output, failures, markers) and, for `--update`, the new text.
extension Walkthrough {
    /// How one block came out.
    public struct BlockResult: Sendable, Equatable {
        public enum Status: String, Sendable { case passed, failed, skipped }
        /// The line of its opening fence.
        public var line: Int
        public var status: Status
        /// `FILE:LINE: …` for each thing wrong, at the line it is wrong,
        /// in the order of the lines: empty when it passed.
        public var report: String
        /// Whether the only thing wrong is output that differs, which
        /// `--update` rewrites; a block that fails otherwise is left as it
        /// was.
        public var fixable: Bool
        public var seconds: Double
    }

    /// What running a walkthrough found.
    public struct Result {
        public var blocks: [BlockResult]
        /// The file with the differing output of every fixable block
        /// replaced by what ran.
        public var updated: String
        /// Every block's report, in order.
        public var report: String { blocks.map(\.report).joined() }
        public var failed: Bool { blocks.contains { $0.status == .failed } }
    }

    /// One session of a walkthrough and what is pending in it.
    private final class Session {
        let shell: Shell
        let sink: CapturingHost
        /// Where the command still being typed began (`batch {` and the
        /// lines after it): block, line.
        var pendingSince: (block: Int, line: Int)?
        /// The line of each update block still open.
        var openedAt: [(block: Int, line: Int)] = []
        /// The step that raised the exception still pending.
        var raiser: (block: Int, step: Int, lines: [String])?
        /// Where `quit` ended the session, and whether that was reported.
        var quitAt: (block: Int, line: Int)?
        var quitReported = false

        init(host: ShellHost, width: Int, hosting app: (any HostedApp)?) {
            var options = ShellOptions()
            options.width = width
            options.interactive = true
            options.bail = false
            sink = CapturingHost(files: host)
            shell = Shell(options: options, host: sink, hosting: app)
            shell.fileWritesRefused = "a walkthrough being checked or updated writes no files"
        }
    }

    /// What a block's run found, before it is judged.
    private struct Findings {
        var ran = false
        /// Problems `--update` does not fix, at their lines.
        var failures: [(line: Int, text: String)] = []
        /// Output that differs, at the line that differs.
        var diffs: [(line: Int, text: String)] = []
        var replacements: [(range: Range<Int>, lines: [String])] = []
        /// The steps that failed, and the error lines they printed.
        var failedSteps: [Int: [String]] = [:]
        var seconds = 0.0
    }

    /// Runs the blocks: in one session, a fresh one at each `new-session`
    /// block; `skip` blocks are not run.
    func run(name: String, host: ShellHost = MemoryHost(), width: Int = 60, hosting app: (() -> any HostedApp)? = nil) -> Result {
        var found = blocks.map { _ in Findings() }
        var session: Session?
        let clock = ContinuousClock()

        func end(_ s: Session) {
            if let (b, line) = s.pendingSince {
                found[b].failures.append((line, "\(name):\(line): error: the walkthrough ends inside the command that starts here (a '{' block not closed, or a line ending in '\\'): it never ran\n"))
            } else if let (b, line) = s.openedAt.first, let open = s.shell.blocks.open.first {
                found[b].failures.append((line, "\(name):\(line): error: the walkthrough ends inside the update block opened here by '\(open.token.text)' (missing '\(open.kind == .batch ? "}" : "end")'): nothing in it was applied\n"))
            }
            if let r = s.raiser, s.shell.exceptionLeftUnexpected { found[r.block].failedSteps[r.step, default: []] += r.lines }
        }

        for (b, block) in blocks.enumerated() where !block.markers.skip {
            if block.markers.newSession, let s = session {
                end(s)
                session = nil
            }
            let s = session ?? Session(host: host, width: width, hosting: app?())
            session = s
            let started = clock.now
            defer { found[b].seconds = Self.seconds(clock.now - started) }
            for (k, step) in block.steps.enumerated() {
                if let quit = s.quitAt {
                    if !s.quitReported {
                        s.quitReported = true
                        found[quit.block].failures.append((quit.line, "\(name):\(quit.line): error: 'quit' ends the session, and the commands after it would not run: a walkthrough runs to its end (a block marked 'new-session' starts a fresh one)\n"))
                    }
                    if quit.block != b {
                        found[b].failures.append((block.fence, "\(name):\(block.fence): error: not run: 'quit' on line \(quit.line) ended the session\n"))
                    }
                    break
                }
                found[b].ran = true
                s.sink.text = ""
                let fed = s.shell.feed(line: step.command)
                if fed == .needsMore { s.pendingSince = s.pendingSince ?? (b, step.line) } else { s.pendingSince = nil }
                while s.openedAt.count < s.shell.blocks.open.count { s.openedAt.append((b, step.line)) }
                s.openedAt.removeLast(s.openedAt.count - s.shell.blocks.open.count)
                s.shell.flush()
                var actual = s.sink.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                if actual.last == "" { actual.removeLast() }
                if fed == .complete {
                    let outcome = s.shell.lastLine
                    if outcome.previousFailed, let r = s.raiser { found[r.block].failedSteps[r.step, default: []] += r.lines }
                    if !s.shell.exceptionLeftUnexpected { s.raiser = nil }
                    if outcome.leftException { s.raiser = (b, k, Self.errorLines(actual)) }
                    if outcome.failed { found[b].failedSteps[k] = Self.errorLines(actual) }
                    if s.shell.quitRequested { s.quitAt = (b, step.line) }
                }
                compare(step, actual, name, &found[b])
            }
        }
        if let s = session { end(s) }

        var results: [BlockResult] = []
        var replacements: [(range: Range<Int>, lines: [String])] = []
        for (b, block) in blocks.enumerated() {
            var f = found[b]
            judge(block, &f, name)
            let problems = (f.failures + f.diffs).sorted { $0.line < $1.line }
            let fixable = f.failures.isEmpty && !f.diffs.isEmpty
            if fixable { replacements += f.replacements }
            let status: BlockResult.Status = !problems.isEmpty ? .failed : block.markers.skip ? .skipped : .passed
            results.append(BlockResult(line: block.fence, status: status, report: problems.map(\.text).joined(), fixable: fixable, seconds: f.seconds))
        }
        var updated = lines.map(String.init)
        for r in replacements.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) { updated.replaceSubrange(r.range, with: r.lines) }
        return Result(blocks: results, updated: updated.joined(separator: crlf ? "\r\n" : "\n"))
    }

    /// Compares a step's output with what it printed; a difference is
    /// reported at the first line that differs.
    private func compare(_ step: Step, _ actual: [String], _ name: String, _ f: inout Findings) {
        // Blank lines at the end separate a command's output from the next
        // command: they are not compared.
        let expected = Self.trimmingTrailingBlanks(step.expected)
        let actual = Self.trimmingTrailingBlanks(actual)
        guard !WildcardMatch.matches(expected, actual) else { return }
        let diff = Self.diff(expected, actual)
        // The first line of the expected output that is not kept, or the
        // line where the missing output belongs.
        var i = 0
        for entry in diff {
            if entry.hasPrefix("    ") { i += 1 } else { break }
        }
        let line = step.lineOfExpected(i)
        f.diffs.append((line, "\(name):\(line): output differs\n" + (["  > \(step.command)"] + diff).joined(separator: "\n") + "\n"))
        // The expected lines sit right after the command's line (and its `? failed`).
        let start = step.lineOfExpected(0) - 1
        let indent = String(repeating: " ", count: blockIndent(at: step.line))
        let merged = Self.merge(expected, actual).map { $0.isEmpty ? $0 : indent + Self.escaped($0) }
        f.replacements.append((start..<(start + step.expected.count), merged + Self.trailingBlanks(step.expected)))
    }

    /// The indentation of the block holding `line`.
    private func blockIndent(at line: Int) -> Int {
        blocks.last { $0.fence < line }?.indent ?? 0
    }

    /// The failures a block's markers and findings add up to.
    private func judge(_ block: Block, _ f: inout Findings, _ name: String) {
        f.failures += block.problems.map { ($0.line, "\(name):\($0.line): error: \($0.message)\n") }
        guard f.ran else { return }
        for (k, step) in block.steps.enumerated() {
            let failed = f.failedSteps[k]
            if let lines = failed, !step.failureIntended && !block.markers.fails {
                let shown = lines.prefix(3).map { "  | " + $0 + "\n" }.joined()
                f.failures.append((step.line, "\(name):\(step.line): error: '\(step.command)' failed, and nothing says it should (an error, a failed expect, or an exception the next command did not expect); if it should, put '? failed' on the line after it\n" + shown))
            } else if failed == nil && step.failureIntended {
                f.failures.append((step.line + 1, "\(name):\(step.line + 1): error: '? failed' says '\(step.command)' fails, but it no longer does\n"))
            }
        }
        if block.markers.fails && f.failedSteps.isEmpty {
            f.failures.append((block.fence, "\(name):\(block.fence): error: the block is marked 'fails', but none of its commands failed\n"))
        }
    }

    /// The lines of a command's output that say what went wrong.
    private static func errorLines(_ output: [String]) -> [String] {
        output.filter { $0.contains("error: ") || $0.hasPrefix("*** ") }
    }

    private static func seconds(_ d: Duration) -> Double {
        Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
    }
}

// MARK: Files

extension Walkthrough {
    /// What checking (or updating) one walkthrough file found.
    public struct FileResult {
        public var ok: Bool
        /// What went wrong, at its lines, then a summary line for the file.
        public var report: String
        public var blocks: [BlockResult]
        /// The file has no ```tableshell block (the runner skips it).
        public var hasNoBlocks = false
    }

    /// Checks (or, with `update`, rewrites) a walkthrough file. With
    /// `update`, the blocks whose only fault is output that differs are
    /// rewritten (the file whole, atomically); a block that fails
    /// otherwise is left as it was and reported, and the result is not ok.
    /// Each session runs on an app `hosting` makes, when given: a user's own
    /// app instead of tableshell's scripted one.
    public static func checkFile(path: String, update: Bool, host: ShellHost, hosting: (() -> any HostedApp)? = nil) -> FileResult {
        let text: String
        do { text = try ScriptText.read(path, from: host) } catch { return FileResult(ok: false, report: "\(path): error: \(error.message)\n", blocks: []) }
        let walkthrough = Walkthrough(text: text)
        if let line = walkthrough.unclosedFence {
            return FileResult(ok: false, report: "\(path):\(line): error: this fenced block is never closed\n", blocks: [])
        }
        if walkthrough.blocks.isEmpty {
            return FileResult(ok: false, report: "\(path): error: no ```tableshell blocks to run\n", blocks: [], hasNoBlocks: true)
        }
        let result = walkthrough.run(name: path, host: host, hosting: hosting)
        let blocks = result.blocks
        let count = { (status: BlockResult.Status) in blocks.filter { $0.status == status }.count }
        let skipped = count(.skipped) > 0 ? ", \(count(.skipped)) skipped" : ""
        guard update else {
            let failed = count(.failed)
            let summary = failed == 0
                ? "\(path): ok (\(plural(count(.passed), "block")) passed\(skipped))\n"
                : "\(path): \(plural(failed, "block")) failed, \(count(.passed)) passed\(skipped)\n"
            return FileResult(ok: failed == 0, report: result.report + summary, blocks: blocks)
        }
        let rewritten = blocks.filter(\.fixable).count
        let leftAsWas = blocks.filter { $0.status == .failed && !$0.fixable }
        var report = leftAsWas.map(\.report).joined()
        if rewritten > 0 {
            do {
                try host.writeFileAtomically(path, contents: result.updated)
            } catch {
                return FileResult(ok: false, report: report + "\(path): error: \(error.message)\n", blocks: blocks)
            }
        }
        if !leftAsWas.isEmpty {
            report += "\(path): \(plural(leftAsWas.count, "block")) failed and \(leftAsWas.count == 1 ? "was" : "were") left as \(leftAsWas.count == 1 ? "it was" : "they were")\(rewritten > 0 ? "; \(plural(rewritten, "block")) updated" : "")\n"
        } else {
            report += rewritten > 0 ? "\(path): updated (\(plural(rewritten, "block")))\n" : "\(path): ok (\(plural(count(.passed), "block")) passed\(skipped))\n"
        }
        // What the file holds now: the fixed blocks pass.
        var now = blocks
        for k in now.indices where now[k].fixable { now[k].status = .passed; now[k].report = "" }
        return FileResult(ok: leftAsWas.isEmpty, report: report, blocks: now)
    }

    /// `checkFile`'s verdict and report.
    public static func check(path: String, update: Bool, host: ShellHost, hosting: (() -> any HostedApp)? = nil) -> (ok: Bool, report: String) {
        let result = checkFile(path: path, update: update, host: host, hosting: hosting)
        return (result.ok, result.report)
    }
}
