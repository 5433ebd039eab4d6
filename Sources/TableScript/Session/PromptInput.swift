import ScriptLanguage
/// The prompt's state: the lines typed so far of a command that goes on,
/// what the last line did, the hint given once a session, and the line
/// editor's history. A line is read once, with the lines pending before
/// it: that one reading says whether to wait for more and is what runs.
final class PromptInput {
    /// Lines typed so far of a command that continues.
    private var pendingInput = ""
    /// What the last line typed did, as a walkthrough judges it.
    var lastLine = LineOutcome()
    /// Whether the session has said why a gesture sent the delegate nothing.
    var unimplementedHintGiven = false
    /// The REPL's history, oldest first (the line editor's), for `history`.
    var historyLines: (() -> [String])?
    /// The file the history is kept in, for `show`.
    var historyFile: String?

    var hasPendingInput: Bool { !pendingInput.isEmpty }

    /// Takes a typed line (its line end dropped) after those pending: the
    /// whole text and its reading once it is complete, nil while it waits
    /// for more (a trailing `\`, an open `batch {` block).
    func take(_ line: String) -> (text: String, parsed: ParsedText)? {
        var line = line
        while line.last == "\n" || line.last == "\r" { line.removeLast() }
        pendingInput += pendingInput.isEmpty ? line : "\n" + line
        let parsed = Parser().read(pendingInput)
        if parsed.isIncomplete { return nil }
        defer { pendingInput = "" }
        return (pendingInput, parsed)
    }

    /// Drops the lines pending (Ctrl-C at the prompt).
    func discardPendingInput() { pendingInput = "" }

    /// The prompt for `state` (`begin editing`): `tableshell> `, with the
    /// state in brackets.
    package static func text(state: String) -> String {
        state.isEmpty ? "tableshell> " : "tableshell[\(state)]> "
    }
}
