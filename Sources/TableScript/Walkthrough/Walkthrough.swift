/// A Markdown walkthrough (SPEC §8): fenced blocks tagged `tableshell` hold
/// `> ` command lines, each followed by its expected output. Every block
/// of a file runs in one session, in order.
public struct Walkthrough {
    /// One command of a block and the output it should print.
    struct Step {
        /// The line of the `> ` command in the file (1-based).
        var line: Int
        var command: String
        var expected: [String]
    }

    struct Block {
        /// The line of the opening fence.
        var fence: Int
        var steps: [Step]
    }

    /// The file's lines, without their line ends.
    let lines: [Substring]
    /// Whether the file's lines end in CRLF (kept when it is rewritten).
    let crlf: Bool
    let blocks: [Block]
    /// The line of a fence that is never closed, if any.
    let unclosedFence: Int?

    /// A fence: three or more backticks or tildes, and an info string.
    struct Fence {
        var character: Character
        var length: Int
        var info: Substring

        init?(_ line: Substring) {
            // Up to three spaces of indentation (CommonMark).
            let indent = line.prefix { $0 == " " }.count
            guard indent <= 3 else { return nil }
            let rest = line.dropFirst(indent)
            guard let c = rest.first, c == "`" || c == "~" else { return nil }
            length = rest.prefix { $0 == c }.count
            guard length >= 3 else { return nil }
            character = c
            info = rest.dropFirst(length).trimmingBlanks
            // A backtick fence's info string has no backticks.
            if c == "`" && info.contains("`") { return nil }
        }

        /// Whether `line` closes this fence.
        func isClosed(by line: Substring) -> Bool {
            guard let other = Fence(line) else { return false }
            return other.character == character && other.length >= length && other.info.isEmpty
        }
    }

    /// Finds the `tableshell` blocks of a Markdown text; other fenced
    /// blocks are skipped whole.
    init(text: String) {
        crlf = text.contains("\r\n")
        // "\r\n" is one Character in Swift: split on it as on "\n".
        lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
        var blocks: [Block] = []
        var unclosed: Int?
        var i = 0
        while i < lines.count {
            guard let fence = Fence(lines[i]) else {
                i += 1
                continue
            }
            let isTableshell = fence.info.split(separator: " ").first == "tableshell"
            var block = Block(fence: i + 1, steps: [])
            i += 1
            var closed = false
            while i < lines.count {
                let line = lines[i]
                if fence.isClosed(by: line) {
                    closed = true
                    break
                }
                if isTableshell {
                    if line.hasPrefix("> ") || line == ">" {
                        block.steps.append(Step(line: i + 1, command: String(line.dropFirst(2)), expected: []))
                    } else if !block.steps.isEmpty {
                        block.steps[block.steps.count - 1].expected.append(String(line))
                    }
                }
                i += 1
            }
            if !closed && unclosed == nil { unclosed = block.fence }
            if isTableshell { blocks.append(block) }
            i += 1
        }
        self.blocks = blocks
        self.unclosedFence = unclosed
    }

    /// What running a walkthrough found.
    public struct Result {
        /// `FILE:LINE:` and a diff for each block whose output differs.
        public var report: String
        public var differs: Bool
        /// The file with every differing output block replaced by what ran.
        public var updated: String
        /// `FILE:LINE: error: …` when the walkthrough itself is wrong (it
        /// ends inside a block or an update block): nothing is rewritten.
        public var error: String?
    }

    /// Runs every block in one fresh session.
    func run(name: String, host: ShellHost = MemoryHost(), width: Int = 60) -> Result {
        var options = ShellOptions()
        options.width = width
        options.interactive = true
        options.bail = false
        let sink = CapturingHost(files: host)
        let shell = Shell(options: options, host: sink)
        var report = ""
        var differs = false
        var replacements: [(range: Range<Int>, lines: [String])] = []
        // Where the command still being typed began (`batch {` and the
        // lines after it), and the line of each update block still open.
        var pendingSince: Int?
        var openedAt: [Int] = []
        for block in blocks {
            var blockDiff: [String] = []
            for step in block.steps {
                sink.text = ""
                let fed = shell.feed(line: step.command)
                if fed == .needsMore { pendingSince = pendingSince ?? step.line } else { pendingSince = nil }
                while openedAt.count < shell.blocks.open.count { openedAt.append(step.line) }
                openedAt.removeLast(openedAt.count - shell.blocks.open.count)
                shell.flush()
                var actual = sink.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                if actual.last == "" { actual.removeLast() }
                let expected = Self.trimmingTrailingBlanks(step.expected)
                guard !WildcardMatch.matches(expected, actual) else { continue }
                differs = true
                blockDiff.append("  > \(step.command)")
                blockDiff += Self.diff(expected, actual)
                // The expected lines sit right after the command's line.
                let start = step.line
                replacements.append((start..<(start + step.expected.count), Self.merge(expected, actual) + Self.trailingBlanks(step.expected)))
            }
            if !blockDiff.isEmpty {
                report += "\(name):\(block.fence): output differs\n" + blockDiff.joined(separator: "\n") + "\n"
            }
        }
        var updated = lines.map(String.init)
        for r in replacements.reversed() { updated.replaceSubrange(r.range, with: r.lines) }
        var error: String?
        if let line = pendingSince {
            error = "\(name):\(line): error: the walkthrough ends inside the command that starts here (a '{' block not closed, or a line ending in '\\'): it never ran\n"
        } else if let line = openedAt.first, let block = shell.blocks.open.first {
            error = "\(name):\(line): error: the walkthrough ends inside the update block opened here by '\(block.token.text)' (missing '\(block.kind == .batch ? "}" : "end")'): nothing in it was applied\n"
        }
        return Result(report: report, differs: differs, updated: updated.joined(separator: crlf ? "\r\n" : "\n"), error: error)
    }

    /// Blank lines after a command's output separate it from the next
    /// command; they are not output.
    static func trimmingTrailingBlanks(_ lines: [String]) -> [String] {
        var l = lines
        while l.last?.allSatisfy({ $0 == " " }) == true { l.removeLast() }
        return l
    }

    static func trailingBlanks(_ lines: [String]) -> [String] {
        Array(lines[trimmingTrailingBlanks(lines).count...])
    }

    /// The new expected output: the actual lines, except that expected
    /// lines still matching theirs (with `[..]`) stay as written, and a
    /// `...` stays to cover the lines it can.
    static func merge(_ expected: [String], _ actual: [String]) -> [String] {
        let n = expected.count, m = actual.count
        guard n * m <= 4_000_000 else { return actual }
        // best[i][j]: the best score for expected[i...] against actual[j...]:
        // a kept line scores 2, a line under `...` 1, a new literal line 0.
        var best = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n, through: 0, by: -1) {
            for j in stride(from: m, through: 0, by: -1) {
                if i == n { best[i][j] = 0; continue }
                var score = best[i + 1][j]                      // drop expected[i]
                if expected[i].trimmingBlanksString == "..." {
                    if j < m { score = max(score, best[i][j + 1] + 1) }   // `...` covers actual[j]
                } else if j < m {
                    score = max(score, best[i][j + 1])                  // actual[j] as a new line
                    if WildcardMatch.lineMatches(expected[i], actual[j]) { score = max(score, best[i + 1][j + 1] + 2) }
                }
                best[i][j] = score
            }
        }
        var out: [String] = []
        var i = 0, j = 0
        while i < n || j < m {
            if i == n {
                out.append(actual[j]); j += 1
            } else if expected[i].trimmingBlanksString == "..." {
                if j < m && best[i][j] == best[i][j + 1] + 1 {
                    j += 1                                    // covered
                } else {
                    out.append(expected[i]); i += 1          // the `...` stays
                }
            } else if j < m, WildcardMatch.lineMatches(expected[i], actual[j]), best[i][j] == best[i + 1][j + 1] + 2 {
                out.append(expected[i]); i += 1; j += 1
            } else if j < m, best[i][j] == best[i][j + 1] {
                out.append(actual[j]); j += 1
            } else {
                i += 1
            }
        }
        // Whatever was kept must still match.
        return WildcardMatch.matches(out, actual) ? out : actual
    }

    /// Expected lines prefixed `-`, actual ones `+`, common ones ` `.
    static func diff(_ expected: [String], _ actual: [String]) -> [String] {
        // A longest common subsequence is enough for blocks this small.
        let n = expected.count, m = actual.count
        guard n * m <= 4_000_000 else {
            return expected.map { "  - " + $0 } + actual.map { "  + " + $0 }
        }
        var lcs = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                lcs[i][j] = WildcardMatch.lineMatches(expected[i], actual[j]) ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
            }
        }
        var out: [String] = []
        var i = 0, j = 0
        while i < n || j < m {
            if i < n, j < m, WildcardMatch.lineMatches(expected[i], actual[j]) {
                out.append("    " + actual[j]); i += 1; j += 1
            } else if i < n, j == m || lcs[i + 1][j] >= lcs[i][j + 1] {
                out.append("  - " + expected[i]); i += 1
            } else {
                out.append("  + " + actual[j]); j += 1
            }
        }
        return out
    }

    // MARK: Files

    /// Checks (or, with `update`, rewrites) a walkthrough file. Returns the
    /// report and whether its output matched.
    public static func check(path: String, update: Bool, host: ShellHost) -> (ok: Bool, report: String) {
        let text: String
        do { text = try ScriptText.read(path, from: host) } catch { return (false, "\(path): error: \(error.message)\n") }
        let walkthrough = Walkthrough(text: text)
        if let line = walkthrough.unclosedFence {
            return (false, "\(path):\(line): error: this fenced block is never closed\n")
        }
        if walkthrough.blocks.isEmpty {
            return (false, "\(path): error: no ```tableshell blocks to run\n")
        }
        let result = walkthrough.run(name: path, host: host)
        if let error = result.error { return (false, result.report + error) }
        guard update else { return (!result.differs, result.report) }
        guard result.differs else { return (true, "") }
        do {
            try host.writeFileAtomically(path, contents: result.updated)
        } catch {
            return (false, "\(path): error: \(error.message)\n")
        }
        return (true, "\(path): updated\n")
    }
}

/// trycmd's wildcards: a line `...` matches any number of lines, `[..]`
/// any text within a line.
///
/// The lines between two `...` are a segment; each segment is found at its
/// first place after the one before (the first place leaves the most room
/// for the rest, so it is the right one), the first segment at the start
/// and the last at the end. A segment of plain lines is found with
/// Knuth–Morris–Pratt, in time linear in the lines; one with `[..]` lines
/// is tried at each place, which is bounded: past `comparisonBudget` line
/// comparisons the output counts as different.
enum WildcardMatch {
    /// Line comparisons one match may make when a segment has `[..]` lines.
    static let comparisonBudget = 50_000_000

    static func matches(_ expected: [String], _ actual: [String]) -> Bool {
        // Segments between `...` lines.
        var segments: [[String]] = [[]]
        for line in expected {
            if line.trimmingBlanksString == "..." { segments.append([]) } else { segments[segments.count - 1].append(line) }
        }
        if segments.count == 1 {
            return expected.count == actual.count && zip(expected, actual).allSatisfy { lineMatches($0, $1) }
        }
        var budget = comparisonBudget
        let first = segments[0], last = segments[segments.count - 1]
        guard first.count + last.count <= actual.count,
              zip(first, actual).allSatisfy({ lineMatches($0, $1) }),
              zip(last, actual[(actual.count - last.count)...]).allSatisfy({ lineMatches($0, $1) }) else { return false }
        var from = first.count
        let end = actual.count - last.count
        for segment in segments.dropFirst().dropLast() where !segment.isEmpty {
            guard let at = find(segment, in: actual[from..<end], budget: &budget) else { return false }
            from = at + segment.count
        }
        return true
    }

    /// Where `segment` first occurs in `lines` (an index of `lines`), or nil.
    static func find(_ segment: [String], in lines: ArraySlice<String>, budget: inout Int) -> Int? {
        guard segment.count <= lines.count else { return nil }
        if segment.contains(where: { $0.contains("[..]") }) {
            var start = lines.startIndex
            while start + segment.count <= lines.endIndex {
                var k = 0
                while k < segment.count && lineMatches(segment[k], lines[start + k]) { k += 1 }
                budget -= k + 1
                if k == segment.count { return start }
                if budget < 0 { return nil }
                start += 1
            }
            return nil
        }
        // Knuth–Morris–Pratt over lines compared for equality.
        var failure = [0] + Array(repeating: 0, count: segment.count)
        var k = 0
        for i in 1..<max(1, segment.count) {
            while k > 0 && segment[i] != segment[k] { k = failure[k] }
            if segment[i] == segment[k] { k += 1 }
            failure[i + 1] = k
        }
        k = 0
        for i in lines.indices {
            while k > 0 && lines[i] != segment[k] { k = failure[k] }
            if lines[i] == segment[k] { k += 1 }
            if k == segment.count { return i - segment.count + 1 }
        }
        return nil
    }

    static func lineMatches(_ pattern: String, _ line: String) -> Bool {
        guard pattern.contains("[..]") else { return pattern == line }
        let pieces = pattern.components(separatedBy: "[..]")
        var rest = Substring(line)
        for (k, piece) in pieces.enumerated() {
            if k == 0 {
                guard rest.hasPrefix(piece) else { return false }
                rest = rest.dropFirst(piece.count)
            } else if k == pieces.count - 1 {
                return rest.hasSuffix(piece)
            } else {
                guard let r = rest.range(of: piece) else { return false }
                rest = rest[r.upperBound...]
            }
        }
        return true
    }
}

extension String {
    var trimmingBlanksString: String { String(Substring(self).trimmingBlanks) }

    func components(separatedBy separator: String) -> [String] {
        var result: [String] = []
        var rest = Substring(self)
        while let r = rest.range(of: separator) {
            result.append(String(rest[..<r.lowerBound]))
            rest = rest[r.upperBound...]
        }
        result.append(String(rest))
        return result
    }
}

extension Substring {
    func range(of needle: String) -> Range<Substring.Index>? {
        guard !needle.isEmpty else { return startIndex..<startIndex }
        var i = startIndex
        while i < endIndex {
            if self[i...].hasPrefix(needle) { return i..<index(i, offsetBy: needle.count) }
            i = index(after: i)
        }
        return nil
    }
}
