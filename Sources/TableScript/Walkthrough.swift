#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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

    let lines: [Substring]
    let blocks: [Block]

    /// Finds the `tableshell` blocks of a Markdown text.
    init(text: String) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var blocks: [Block] = []
        var i = 0
        while i < lines.count {
            let fence = lines[i].trimmingBlanks
            guard fence.hasPrefix("```"), fence.dropFirst(3).trimmingBlanks == "tableshell" else {
                i += 1
                continue
            }
            var block = Block(fence: i + 1, steps: [])
            i += 1
            while i < lines.count, !lines[i].trimmingBlanks.hasPrefix("```") {
                let line = lines[i]
                if line.hasPrefix("> ") || line == ">" {
                    block.steps.append(Step(line: i + 1, command: String(line.dropFirst(2)), expected: []))
                } else if !block.steps.isEmpty {
                    block.steps[block.steps.count - 1].expected.append(String(line))
                }
                i += 1
            }
            blocks.append(block)
            i += 1
        }
        self.blocks = blocks
    }

    /// What running a walkthrough found.
    public struct Result {
        /// `FILE:LINE:` and a diff for each block whose output differs.
        public var report: String
        public var differs: Bool
        /// The file with every differing output block replaced by what ran.
        public var updated: String
    }

    /// Runs every block in one fresh session.
    func run(name: String, width: Int = 60) -> Result {
        var options = ShellOptions()
        options.width = width
        options.interactive = true
        options.bail = false
        final class Sink { var text = "" }
        let sink = Sink()
        let shell = Shell(options: options, output: { sink.text += $0 }, errors: { sink.text += $0 })
        var report = ""
        var differs = false
        var replacements: [(range: Range<Int>, lines: [String])] = []
        for block in blocks {
            var blockDiff: [String] = []
            for step in block.steps {
                sink.text = ""
                _ = shell.feed(line: step.command)
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
                replacements.append((start..<(start + step.expected.count), actual + Self.trailingBlanks(step.expected)))
            }
            if !blockDiff.isEmpty {
                report += "\(name):\(block.fence): output differs\n" + blockDiff.joined(separator: "\n") + "\n"
            }
        }
        var updated = lines.map(String.init)
        for r in replacements.reversed() { updated.replaceSubrange(r.range, with: r.lines) }
        return Result(report: report, differs: differs, updated: updated.joined(separator: "\n"))
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
    public static func check(path: String, update: Bool) -> (ok: Bool, report: String) {
        let text: String
        do { text = try readTextFile(path) } catch { return (false, "\(path): error: \(error.message)\n") }
        let walkthrough = Walkthrough(text: text)
        if walkthrough.blocks.isEmpty { return (true, "\(path): no tableshell blocks\n") }
        let result = walkthrough.run(name: path)
        guard update else { return (!result.differs, result.report) }
        guard result.differs else { return (true, "") }
        do {
            try writeFileAtomically(path, result.updated)
        } catch {
            return (false, "\(path): error: \(error.message)\n")
        }
        return (true, "\(path): updated\n")
    }
}

/// trycmd's wildcards: a line `...` matches any number of lines, `[..]`
/// any text within a line.
enum WildcardMatch {
    static func matches(_ expected: [String], _ actual: [String]) -> Bool {
        var memo: [Int: Bool] = [:]
        func go(_ i: Int, _ j: Int) -> Bool {
            let key = i * (actual.count + 1) + j
            if let known = memo[key] { return known }
            let result: Bool
            if i == expected.count {
                result = j == actual.count
            } else if expected[i].trimmingBlanksString == "..." {
                result = go(i + 1, j) || (j < actual.count && go(i, j + 1))
            } else {
                result = j < actual.count && lineMatches(expected[i], actual[j]) && go(i + 1, j + 1)
            }
            memo[key] = result
            return result
        }
        return go(0, 0)
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

/// Writes a file whole or not at all: a temporary file, then a rename.
func writeFileAtomically(_ path: String, _ text: String) throws(FileError) {
    let temporary = path + ".tableshell-\(getpid()).tmp"
    guard let f = fopen(temporary, "wb") else {
        throw FileError(message: "cannot write '\(temporary)': \(String(cString: strerror(errno)))")
    }
    let bytes = Array(text.utf8)
    let written = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, f) }
    let closed = fclose(f)
    guard written == bytes.count, closed == 0 else {
        unlink(temporary)
        throw FileError(message: "cannot write '\(temporary)'")
    }
    guard rename(temporary, path) == 0 else {
        unlink(temporary)
        throw FileError(message: "cannot replace '\(path)': \(String(cString: strerror(errno)))")
    }
}
