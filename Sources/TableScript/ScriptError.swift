/// A command that could not run: what is wrong, and the word it is about.
/// The table is left as it was.
public struct ScriptError: Error, Sendable {
    public var message: String
    /// The word the error points at; nil points at the whole command.
    public var token: Token?
    /// Extra lines printed under the caret (usage, hints).
    public var notes: [String] = []

    public init(_ message: String, at token: Token? = nil, notes: [String] = []) {
        self.message = message
        self.token = token
        self.notes = notes
    }
}

/// A script being run: its name (for `NAME:LINE:COL:`) and its lines (for
/// the caret display).
struct ScriptSource {
    var name: String
    var lines: [Substring]
    /// Whether errors show the name (scripts) or not (the REPL).
    var showsName: Bool

    init(name: String, text: String, showsName: Bool = true) {
        self.name = name
        self.lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        self.showsName = showsName
    }

    func line(_ n: Int) -> Substring? {
        n >= 1 && n <= lines.count ? lines[n - 1] : nil
    }
}
