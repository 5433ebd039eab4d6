import TableEngine
import TableRender
import ScriptLanguage
import AppHarness

/// What went wrong in a run: the errors reported (and whether they fail
/// the run), and the UIKit exception the last command raised, with where,
/// until a command looks at it.
final class Diagnostics {
    private let output: ShellOutput
    /// Errors reported so far (a command failed if this grew).
    private(set) var errors = 0
    /// Whether the run has failed: its exit status.
    private(set) var failed = false
    /// The exception the last command raised, and where it was raised.
    private(set) var pendingException: (exception: TableViewException, source: ScriptSource, token: Token)?
    /// How many exceptions were raised so far: the last one's number.
    private(set) var exceptionsRaised = 0
    /// The number of the pending exception.
    private(set) var pendingNumber: Int?
    /// The numbers of the exceptions the command after them did not expect
    /// at the prompt, where they are not errors, since the shell emptied it
    /// (before each typed line): walkthroughs fail on them.
    var unexpectedAtPrompt: [Int] = []

    init(output: ShellOutput) { self.output = output }

    /// Prints an error with its place (`FILE:LINE:COL: error: …`), the
    /// line and a caret under the word. A mistake typed at the prompt does
    /// not fail the session.
    /// Prints the error at its place. `wrapWidth`, at a terminal: the
    /// message is wrapped to it (a script's errors stay one line each, for
    /// tools that read `FILE:LINE:COL: error:`).
    func report(_ error: ScriptError, _ source: ScriptSource, interactive: Bool, wrapWidth: Int? = nil) {
        errors += 1
        if !interactive { failed = true }
        let first = Self.location(source, error.token) + "error: " + error.message
        var text = (wrapWidth.map { Help.wrap(first, width: $0, hangingIndent: 4) } ?? first) + "\n"
        let token = error.token
        if let line = source.line(token.line) {
            // A very long line shows its start, and the caret if it fits.
            let shown = line.count > 240 ? line.prefix(240) + " …" : line
            text += "    " + shown + "\n"
            if token.column <= 240 {
                let prefix = line.prefix(max(0, token.column - 1))
                // A lexical error's text is its message: it marks one place.
                let marked = token.kind == .invalid ? 1 : displayWidth(token.text)
                let width = min(max(1, marked), 240 - displayWidth(prefix) + 1)
                text += "    " + String(repeating: " ", count: displayWidth(prefix)) + "^" + String(repeating: "~", count: max(0, width - 1)) + "\n"
            }
        }
        for note in error.notes {
            let line = "    note: " + note
            text += (wrapWidth.map { Help.wrap(line, width: $0, hangingIndent: 10) } ?? line) + "\n"
        }
        output.writeError(text)
    }

    /// A warning at a command: it does not fail the run.
    func warn(_ message: String, _ source: ScriptSource, at token: Token) {
        output.writeError(Self.location(source, token) + "warning: " + message + "\n")
    }

    /// A note at a command (after an error, what it meant).
    func note(_ message: String, _ source: ScriptSource, at token: Token) {
        output.writeError(Self.location(source, token) + "note: " + message + "\n")
    }

    static func location(_ source: ScriptSource, _ token: Token?) -> String {
        guard source.showsName else { return "" }
        guard let token else { return source.name + ": " }
        return "\(source.name):\(token.line):\(token.column): "
    }

    /// Makes the run fail without an error message (an interrupt).
    func fail() { failed = true }

    // MARK: UIKit's exceptions

    /// Prints an exception the way the app's console would, and keeps it
    /// for `expect exception`.
    func raised(_ exception: TableViewException, _ source: ScriptSource, at token: Token) {
        let what = exception.isUpdateFailure ? "the update" : "the call"
        output.writeLine(exception.description)
        output.writeLine("    (in an app this terminates it; here the table view keeps its state from before \(what))")
        keep(exception, source, token)
    }

    /// An exception UIKit raised in a hosted app's code, printed with the
    /// app's call that raised it, and kept for `expect exception`.
    func raised(_ exception: AppException, by app: String, _ source: ScriptSource, at token: Token) {
        output.writeLine(exception.description)
        output.writeLine("    (in an app this terminates it; here \(app)'s code stopped at that call, and the table view is as it was before it)")
        keep(exception.exception, source, token)
    }

    /// A hosted app that raised while it launched: the session runs on an
    /// empty table, and fails.
    func launchFailed(_ app: String, _ exception: AppException) {
        failed = true
        output.writeError("error: \(app) raised an exception while launching; the session runs on an empty table\n    \(exception)\n")
    }

    private func keep(_ exception: TableViewException, _ source: ScriptSource, _ token: Token) {
        pendingException = (exception, source, token)
        exceptionsRaised += 1
        pendingNumber = exceptionsRaised
    }

    /// `expect exception` looks at the exception, which is then dealt with.
    func takeException() -> TableViewException? {
        defer { pendingException = nil; pendingNumber = nil }
        return pendingException?.exception
    }

    /// An exception the next command did not look at, as the error it is
    /// in a script (at the prompt it was seen, and is forgotten).
    func unexpectedException(interactive: Bool) -> (ScriptError, ScriptSource)? {
        guard let (exception, source, token) = pendingException else { return nil }
        pendingException = nil
        if interactive, let pendingNumber { unexpectedAtPrompt.append(pendingNumber) }
        pendingNumber = nil
        guard !interactive else { return nil }
        // The reason goes with it: a CI log or JUnit report that shows only
        // the error still says what went wrong, with UIKit's counts.
        let name = exception.name.rawValue
        return (ScriptError("\(name) was raised and not expected: \(exception.reason) (follow the command with 'expect exception \(name)' if it should raise)", at: token), source)
    }
}
