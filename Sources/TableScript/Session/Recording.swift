import TableEngine

/// What `record` needs to write the session as a walkthrough: how it
/// started (a demo, the width and log style, the scripts run before the
/// prompt) and every line typed since with what it printed. It owns the
/// rule that a line failing marks the line that left its exception, and
/// that `record`'s own line is not recorded.
final class Recording {
    /// A line typed at the prompt, what it printed and whether it failed.
    struct Entry {
        var input: String
        var output: String
        var failed: Bool
        var leftException: Bool
    }

    /// The width and log style the session started with.
    let startingWidth: Int
    let startingLogStyle: LogStyle
    /// The demo loaded before the prompt, if any.
    var startingDemo: String?
    /// The scripts run before the prompt (`-i setup.tsh`, `-c …`): a
    /// file's name, or `-c` and its text.
    private(set) var startingScripts: [(name: String, text: String)] = []
    /// The lines typed at the prompt.
    private(set) var entries: [Entry] = []
    /// Set by `record` while it runs: the line typed (all of it) is not
    /// recorded.
    var lineIsRecord = false
    /// Why `record` may write no file now (a walkthrough is running), if so.
    var fileWritesRefused: String?

    init(width: Int, logStyle: LogStyle) {
        startingWidth = width
        startingLogStyle = logStyle
    }

    /// A script run before the first line typed; later ones are part of
    /// the line that sources them.
    func scriptRan(name: String, text: String) {
        guard entries.isEmpty else { return }
        startingScripts.append((name, name == "-c" ? text : ""))
    }

    /// A line typed and what came of it.
    func lineRan(_ input: String, printed: String, _ outcome: LineOutcome) {
        if outcome.previousFailed, let k = entries.lastIndex(where: \.leftException) { entries[k].failed = true }
        if !lineIsRecord {
            entries.append(Entry(input: input, output: printed, failed: outcome.failed, leftException: outcome.leftException))
        }
    }
}
