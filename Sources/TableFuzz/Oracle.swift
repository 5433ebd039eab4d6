/// What counts as a failure of a fuzzed run, by class.
public enum FailureClass: String, CaseIterable, Sendable, Comparable {
    /// The process died of a signal (a trap, a stack overflow, an abort).
    case crash
    /// It did not finish in time: killed at the time limit, stopped by its
    /// own `--timeout`, or one command slower than a command may be.
    case hang
    /// It held more memory than its limit allows (with some slack).
    case memory
    /// An error or a warning printed without `FILE:LINE:COL:`.
    case noPosition = "no-position"
    /// The table's or the shell's invariants broke, or the model and the
    /// table disagreed where they must not (`--self-check`, exit 70).
    case invariant
    /// An exit status other than 0 or 1.
    case exitStatus = "exit-status"

    public static func < (a: Self, b: Self) -> Bool { allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)! }
}

/// A failure: its class, and what showed it.
public struct Failure: Sendable, Equatable {
    public var kind: FailureClass
    public var detail: String

    /// The line of the script the failure points at, when it says
    /// (`script.tsh:12:3: error: internal error: …`).
    var line: Int? {
        guard let match = detail.firstMatch(of: #/^(script\.tsh|<stdin>|-c):(\d+):\d+: /#) else { return nil }
        return Int(match.2)
    }
}

/// Judges a run from outside: how it ended, what it held, what it printed
/// on standard error.
enum Oracle {
    /// Memory over the limit that is not the shell's doing: the binary,
    /// stacks, the allocator's slack.
    static let memorySlack = 256 << 20

    static func judge(_ outcome: Child.Outcome, memoryLimit: Int) -> Failure? {
        let errors = outcome.standardError
        if outcome.killedAtTimeLimit {
            return Failure(kind: .hang, detail: "killed after \(Int(outcome.wallSeconds)) s")
        }
        if let signal = outcome.signal {
            let first = errors.split(separator: "\n").first { $0.contains("Fatal error") || $0.contains("error:") }
            return Failure(kind: .crash, detail: "signal \(signal)" + (first.map { ": " + $0 } ?? ""))
        }
        if errors.contains("failed to allocate") {
            return Failure(kind: .memory, detail: "an allocation failed")
        }
        if outcome.maxResident > memoryLimit + memoryLimit / 4 + memorySlack {
            return Failure(kind: .memory, detail: "held \(outcome.maxResident >> 20) MiB with a limit of \(memoryLimit >> 20) MiB")
        }
        if errors.contains("took longer than its --timeout") || errors.contains("--timeout") && errors.contains("exiting") {
            return Failure(kind: .hang, detail: "stopped by its --timeout")
        }
        if outcome.status == 70, let line = errors.split(separator: "\n").first(where: { $0.contains("internal error") }) {
            return Failure(kind: line.contains("(a hang)") ? .hang : .invariant, detail: String(line))
        }
        if let status = outcome.status, status != 0 && status != 1 {
            return Failure(kind: .exitStatus, detail: "exit status \(status): " + (errors.split(separator: "\n").first.map(String.init) ?? ""))
        }
        if let line = errors.split(separator: "\n", omittingEmptySubsequences: true).first(where: lacksPosition) {
            return Failure(kind: .noPosition, detail: String(line))
        }
        return nil
    }

    /// An error or warning line that does not start with `FILE:LINE:COL: `.
    /// (Lines that start with blanks are the quoted line, the caret, notes.)
    static func lacksPosition(_ line: Substring) -> Bool {
        guard let first = line.first, first != " " else { return false }
        guard line.contains("error:") || line.contains("warning:") else { return false }
        return line.firstMatch(of: position) == nil
    }

    nonisolated(unsafe) private static let position = #/^[^ ]+:\d+:\d+: (error|warning|note): /#
}
