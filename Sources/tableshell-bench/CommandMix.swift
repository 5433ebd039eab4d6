// A real command mix, as a user types it on a big table: scrolls, edits,
// taps, swipes, renders, selections, moves and reloads of a row. Pure
// logic (the script and the summary of timed commands), so that it can be
// tested without a clock.

/// What kind of command a line of the mix is (the report gives each its
/// median and its max).
enum CommandKind: String, CaseIterable, Sendable {
    case scroll, insert, delete, tap, swipe, render, select, move, reload
}

/// The mix: cycles of twelve commands on the rows a `scroll to … top` put
/// on screen. Heights are answered (44, 55 or 66 points, estimates on), so
/// rows R … R+5 are on screen after `scroll to 0.R top` and after the
/// cycle's `scroll by -30` (6 × 66 + 30 < 440 points of screen). Each
/// cycle inserts a row and deletes one: the table keeps its size.
struct CommandMix {
    /// Lines run once before the mix: the table and its answers.
    static func setup(rows: Int) -> String {
        """
        fill 1x\(rows)
        answer heightForRow = \(GrowthScenarios.heightAnswer)
        implement +commitEditingStyle
        reload
        """
    }

    /// The commands of one cycle, its top row `top`.
    static func cycle(top r: Int, jump: Int, number k: Int) -> [(kind: CommandKind, line: String)] {
        [
            (.scroll, "scroll to 0.\(r) top"),
            (.tap, "tap 0.\(r + 1)"),
            (.insert, "insert 0.\(r + 2) new-\(k)"),
            (.swipe, "swipe 0.\(r + 3) left"),
            (.swipe, "swipe close"),
            (.delete, "delete 0.\(r + 2)"),
            (.select, "select 0.\(r + 4)"),
            (.move, "move 0.\(r + 1) 0.\(r + 5)"),
            (.reload, "reload 0.\(r + 3)"),
            (.scroll, "scroll by -30"),
            (.render, "render"),
            (.scroll, "scroll offset \(jump)"),
        ]
    }

    /// `count` commands (whole cycles and the start of one) on a table of
    /// `rows` rows (at least 20), their rows drawn with `seed`.
    static func commands(count: Int, rows: Int, seed: UInt64 = 0x31C5) -> [(kind: CommandKind, line: String)] {
        precondition(rows >= 20, "the mix needs rows to scroll")
        var rng = SplitMix64(seed: seed)
        var result: [(kind: CommandKind, line: String)] = []
        result.reserveCapacity(count + 12)
        var k = 0
        while result.count < count {
            let top = Int.random(in: 0..<(rows - 20), using: &rng)
            let jump = Int.random(in: 0..<(rows - 20) * 44, using: &rng)
            result += cycle(top: top, jump: jump, number: k)
            k += 1
        }
        return Array(result.prefix(count))
    }

    /// The script: the setup, then the commands, one a line.
    static func script(count: Int, rows: Int) -> String {
        setup(rows: rows) + "\n" + commands(count: count, rows: rows).map { $0.line }.joined(separator: "\n") + "\n"
    }

    /// Times of some commands: how many, their median, max and sum
    /// (seconds).
    struct Summary: Equatable {
        var count: Int
        var median: Double
        var max: Double
        var total: Double
    }

    /// The summary of all the commands timed, and of each kind's.
    static func summarize(_ timed: [(kind: CommandKind, seconds: Double)]) -> (all: Summary, byKind: [CommandKind: Summary]) {
        func summary(_ times: [Double]) -> Summary {
            Summary(count: times.count, median: tableshell_bench.median(times), max: times.max() ?? .nan,
                    total: times.reduce(0, +))
        }
        var byKind: [CommandKind: [Double]] = [:]
        for (kind, seconds) in timed { byKind[kind, default: []].append(seconds) }
        return (summary(timed.map { $0.seconds }), byKind.mapValues(summary))
    }
}
