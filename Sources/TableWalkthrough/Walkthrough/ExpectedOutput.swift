import TableScript
import ScriptLanguage
/// Comparing a command's expected output with what it printed, and
/// writing the new expected output (`--update`).
extension Walkthrough {
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
}
